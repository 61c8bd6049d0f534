import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { holdIdle, idleTasksWaiting, runIdleTasks } from '@/testing/idleCallback';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SearchableSelect, { type SelectOption } from './SearchableSelect';

// "When idle" is in the test's hands: the app's whenIdle queues its task on requestIdleCallback, which runs only when
// the test says the browser is idle.
holdIdle();

function Location() {
  const [value, setValue] = useState<SelectOption | null>(null);
  return <SearchableSelect label="Location" name="location" value={value} onChange={setValue} options={['Mumbai', 'Dubai']} />;
}

describe('a deferred drop-down when the browser is idle', () => {
  it('is fetched and takes the stand-in’s place by itself, without taking the focus or opening', async () => {
    renderWithProviders(<Location />);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('readonly');
    expect(idleTasksWaiting()).toBeGreaterThan(0);
    await runIdleTasks();
    // Editable now: a candidate (or a test) can type into it straight away.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveAttribute('readonly'));
    expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
