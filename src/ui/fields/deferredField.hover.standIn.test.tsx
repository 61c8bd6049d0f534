import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdIdle } from '@/testing/idleCallback';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SearchableSelect, { type SelectOption } from './SearchableSelect';

// Never idle here: only the pointer brings the field.
holdIdle();

function Location() {
  const [value, setValue] = useState<SelectOption | null>(null);
  return <SearchableSelect label="Location" name="location" value={value} onChange={setValue} options={['Mumbai', 'Dubai']} />;
}

it('a deferred drop-down takes the stand-in’s place when the pointer comes over it, without taking the focus or opening', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Location />);
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('readonly');
  await user.hover(screen.getByRole('combobox', { name: 'Location' }));
  // So the click that follows lands on the real field.
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveAttribute('readonly'));
  expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveFocus();
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});
