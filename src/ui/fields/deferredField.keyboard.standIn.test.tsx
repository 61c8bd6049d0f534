import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdIdle } from '@/testing/idleCallback';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SearchableSelect, { toOption, type SelectOption } from './SearchableSelect';

// Never idle here: the keyboard alone brings the field (a file of its own, so the field is not loaded yet).
holdIdle();

function Location() {
  const [value, setValue] = useState<SelectOption | null>(toOption('Mumbai'));
  return <SearchableSelect label="Location" name="location" value={value} onChange={setValue} options={['Mumbai', 'Dubai']} />;
}

it('a deferred drop-down reached with Tab hands the focus to the real field, closed, and the keyboard opens it', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Location />);
  const standIn = screen.getByRole('combobox', { name: 'Location' });
  expect(standIn).toHaveValue('Mumbai');
  expect(standIn).toHaveAttribute('readonly');
  // Keyboard path: Tab reaches the stand-in, the real field takes over the focus (closed, as a tabbed-to field
  // stays), the arrow key opens it.
  await user.tab();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveAttribute('readonly'));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Location' })).toHaveFocus());
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await user.keyboard('{ArrowDown}');
  await user.click(await screen.findByRole('option', { name: 'Dubai' }));
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Dubai');
});
