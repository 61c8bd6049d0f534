import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdIdle } from '@/testing/idleCallback';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SearchableSelect, { toOption, type SelectOption } from './SearchableSelect';

// The field loads only when the stand-in is focused here (never "when idle"), so the stand-in can be looked at.
holdIdle();

function Host({ initial = null, required = false, wasTouched = false }: { initial?: SelectOption | null; required?: boolean; wasTouched?: boolean }) {
  const [value, setValue] = useState<SelectOption | null>(initial);
  const [touched, setTouched] = useState(wasTouched);
  return (
    <>
      <SearchableSelect
        label="Location"
        name="location"
        value={value}
        onChange={setValue}
        onBlur={() => setTouched(true)}
        touched={touched}
        required={required}
        options={['Mumbai', 'Manila', 'Dubai']}
      />
      <button type="button">Next</button>
    </>
  );
}

describe('SearchableSelect before its Autocomplete has loaded', () => {
  it('shows a read-only combobox with the same label, value, placeholder and required message', () => {
    const { unmount } = renderWithProviders(<Host initial={toOption('Manila')} />);
    const standIn = screen.getByRole('combobox', { name: 'Location' });
    expect(standIn).toHaveValue('Manila');
    expect(standIn).toHaveAttribute('readonly');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    unmount();

    renderWithProviders(<Host required wasTouched />);
    const empty = screen.getByRole('combobox', { name: /Location/ });
    expect(empty).toHaveAttribute('placeholder', 'Select');
    expect(empty).toBeRequired();
    // Touched while empty: the same message as the real field (spec 5), tied to the field.
    expect(empty).toHaveAccessibleDescription('Field is required');
  });

  it('loads the real field on a click, hands it the focus and opens its list at once, so one click is enough', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveAttribute('readonly'));
    const field = screen.getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(field).toHaveFocus());
    // Open without a second click: every option is listed.
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mumbai', 'Manila', 'Dubai']);
    await user.keyboard('Dub');
    await user.click(await screen.findByRole('option', { name: 'Dubai' }));
    expect(field).toHaveValue('Dubai');
  });

  it('renders the real field straight away once it has been loaded', () => {
    renderWithProviders(<Host />);
    expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveAttribute('readonly');
  });
});
