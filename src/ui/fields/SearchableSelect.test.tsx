import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runIdleTasks } from '@/testing/idleCallback';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SearchableSelect, { toOption, type RawOption, type SelectOption, type SearchableSelectProps } from './SearchableSelect';

type HarnessProps = Partial<SearchableSelectProps> & { onPicked?: (o: SelectOption | null) => void };

/** A controlled host that marks the field touched on blur, like a Formik field would. */
function Harness({ onPicked, ...rest }: HarnessProps) {
  const [value, setValue] = useState<SelectOption | null>(null);
  const [touched, setTouched] = useState(false);
  return (
    <SearchableSelect
      label="Location"
      name="location"
      value={value}
      onChange={(o) => {
        setValue(o);
        onPicked?.(o);
      }}
      onBlur={() => setTouched(true)}
      touched={touched}
      {...rest}
    />
  );
}

const STATIC: RawOption[] = ['Mumbai', 'Manila', 'Kuala Lumpur', 'Singapore', 'Dubai'];

describe('toOption', () => {
  it('accepts the three option shapes of spec 3', () => {
    expect(toOption('Dubai')).toEqual({ value: 'Dubai', label: 'Dubai', raw: 'Dubai' });
    const city = { id: 7, name: 'Pune' };
    expect(toOption(city)).toEqual({ value: '7', label: 'Pune', raw: city });
    const vl = { value: 3, label: 'Doha' };
    expect(toOption(vl)).toEqual({ value: '3', label: 'Doha', raw: vl });
  });
});

describe('SearchableSelect', () => {
  it('is labelled, shows the Select placeholder and filters static options as the user types', async () => {
    const user = userEvent.setup();
    const picked = jest.fn();
    renderWithProviders(<Harness options={STATIC} onPicked={picked} />);
    // The page has been open for a moment: the browser was idle and the Autocomplete took its stand-in's place (the
    // stand-in itself: SearchableSelect.standIn.test.tsx and deferredField.*.standIn.test.tsx).
    await runIdleTasks();
    const input = screen.getByRole('combobox', { name: 'Location' });
    expect(input).toHaveAttribute('placeholder', 'Select');

    await user.type(input, 'ma');
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['Manila']);
    await user.click(within(listbox).getByRole('option', { name: 'Manila' }));
    expect(picked).toHaveBeenLastCalledWith({ value: 'Manila', label: 'Manila', raw: 'Manila' });
    expect(input).toHaveValue('Manila');
  });

  it('is usable with the keyboard alone', async () => {
    const user = userEvent.setup();
    const picked = jest.fn();
    renderWithProviders(<Harness options={[{ id: 1, name: 'Mumbai' }, { id: 2, name: 'Pune' }]} onPicked={picked} />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picked).toHaveBeenLastCalledWith(expect.objectContaining({ value: '2', label: 'Pune' }));
  });

  it("shows 'Field is required' once touched while empty, and only when required", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness options={STATIC} required />);
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Location/ }));
    await user.tab();
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    unmount();

    renderWithProviders(<Harness options={STATIC} />);
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.tab();
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
  });

  it('shows an explicit error and a custom placeholder, and can be disabled', () => {
    renderWithProviders(<Harness options={STATIC} error="Pick a city" placeholder="Choose" disabled />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    expect(screen.getByText('Pick a city')).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'Choose');
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('searches /dropdown/cities?term= on the real API and returns the item with its currency', async () => {
    const user = userEvent.setup();
    const picked = jest.fn();
    renderWithProviders(<Harness dropdown={{ kind: 'cities', minQuery: 2 }} onPicked={picked} />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'm');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    await user.type(input, 'um');
    const option = await screen.findByRole('option', { name: /Mumbai/ }, { timeout: 5000 });
    await user.click(option);
    await waitFor(() => expect(picked).toHaveBeenCalled());
    const chosen = picked.mock.lastCall?.[0] as SelectOption;
    expect(chosen.label).toMatch(/Mumbai/);
    expect(chosen.raw).toEqual(expect.objectContaining({ name: chosen.label, currency: 'INR' }));
  }, 15000);
});
