import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SearchableSelect, { loadSearchableSelect, type SelectOption } from './SearchableSelect';
import SelectField from './SelectField';

// "When idle" comes at once here: the chunk is fetched, and the test can check that fetching alone swaps nothing.
jest.mock('@/ui/idle', () => ({ whenIdle: (task: () => unknown) => task() }));

function Location() {
  const [value, setValue] = useState<SelectOption | null>(null);
  return <SearchableSelect label="Location" name="location" value={value} onChange={setValue} options={['Mumbai', 'Dubai']} />;
}

function PostDate() {
  const [value, setValue] = useState('');
  const options = [
    { value: '', label: 'Any time' },
    { value: '7days', label: 'Last 7 days' },
  ];
  return <SelectField id="post-date" name="post_date" label="Post Date" value={value} options={options} onChange={setValue} />;
}

describe('a deferred drop-down fetched while the browser was idle', () => {
  it('keeps its stand-in until the pointer comes over it, then swaps in without taking the focus or opening', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Location />);
    // The idle fetch has finished…
    await act(() => loadSearchableSelect());
    // …and the stand-in is still there: the real field costs a long task only when it is wanted.
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('readonly');

    await user.hover(screen.getByRole('combobox', { name: 'Location' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveAttribute('readonly'));
    expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('SelectField clicked before its menu has loaded', () => {
  it('opens the menu with the first click, even when the click is faster than the swap', async () => {
    // No pause between the pointer's events: pointer over, down, focus and click all reach the stand-in.
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PostDate />);
    await user.click(screen.getByRole('combobox', { name: 'Post Date' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    expect(screen.getByRole('combobox', { name: 'Post Date' })).toHaveTextContent('Last 7 days');
  });
});
