import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdIdle } from '@/testing/idleCallback';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SearchableSelect, { type SelectOption } from './SearchableSelect';

// Never idle here: the click alone brings the field (a file of its own, so the field is not loaded yet).
holdIdle();

function Location() {
  const [value, setValue] = useState<SelectOption | null>(null);
  return <SearchableSelect label="Location" name="location" value={value} onChange={setValue} options={['Mumbai', 'Dubai']} />;
}

it('a deferred drop-down clicked before its field has loaded opens its list with the first click, even when the click is faster than the swap', async () => {
  // No pause between the pointer's events: pointer over, down, focus and click all reach the stand-in.
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Location />);
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('readonly');
  await user.click(screen.getByRole('combobox', { name: 'Location' }));
  await user.click(await screen.findByRole('option', { name: 'Dubai' }));
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Dubai');
});
