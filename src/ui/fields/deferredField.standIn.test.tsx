import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SearchableSelect, { type SelectOption } from './SearchableSelect';
import SelectField from './SelectField';

// "When idle" is in the test's hands: queued here, run when the test says the browser is idle.
const mockIdleTasks: (() => unknown)[] = [];
jest.mock('@/ui/idle', () => ({ whenIdle: (task: () => unknown) => mockIdleTasks.push(task) }));

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

describe('a deferred drop-down when the browser is idle', () => {
  it('is fetched and takes the stand-in’s place by itself, without taking the focus or opening', async () => {
    renderWithProviders(<Location />);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('readonly');
    await act(async () => {
      await Promise.all(mockIdleTasks.splice(0).map((task) => task()));
    });
    // Editable now: a candidate (or a test) can type into it straight away.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveAttribute('readonly'));
    expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
