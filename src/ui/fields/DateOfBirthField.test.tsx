import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import DateOfBirthField, { dobBounds, dobError } from './DateOfBirthField';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateOfBirthField label="Date of Birth" name="dob" value={value} onChange={setValue} required touched error={dobError(value, true) ?? undefined} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateOfBirthField', () => {
  it('shows DD/MM/YYYY and hands back YYYY-MM-DD', () => {
    const { container } = render(<Harness />);
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    const hidden = container.querySelector('input[name="dob"]') as HTMLInputElement;
    fireEvent.change(hidden, { target: { value: '17/05/1990' } });
    expect(screen.getByTestId('value')).toHaveTextContent('1990-05-17');
    expect(hidden).toHaveValue('17/05/1990');
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
  });

  it('offers the years 1975 up to the year 18 years ago, twelve a page from the youngest, and starts weeks on Sunday', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    const dialog = await screen.findByRole('dialog');
    const years = () => within(dialog).getAllByRole('radio').map((r) => Number(r.textContent));
    const last = dayjs().year() - 18;
    // Opens on the youngest allowed years, one page of twelve (issue 29: not one long list from the current year).
    expect(years()).toEqual(Array.from({ length: 12 }, (_, i) => last - 11 + i));
    expect(within(dialog).getByText(`${last - 11} – ${last}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Later years' })).toBeDisabled();
    // Earlier pages, down to 1975; together every year once.
    const seen = [...years()];
    const earlier = within(dialog).getByRole('button', { name: 'Earlier years' });
    while (!earlier.hasAttribute('disabled')) {
      await user.click(earlier);
      expect(years().length).toBeLessThanOrEqual(12);
      seen.unshift(...years());
    }
    expect(seen[0]).toBe(1975);
    expect(seen).toEqual(Array.from({ length: last - 1975 + 1 }, (_, i) => 1975 + i));
    // The page of 1990 (pages count back from the youngest year).
    while (!years().includes(1990)) await user.click(within(dialog).getByRole('button', { name: 'Later years' }));
    await user.click(within(dialog).getByRole('radio', { name: '1990' }));
    await user.click(await within(dialog).findByRole('radio', { name: /may/i }));
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('aria-label', expect.stringMatching(/sunday/i));
    await user.click(within(dialog).getByRole('gridcell', { name: '17' }));
    expect(screen.getByTestId('value')).toHaveTextContent('1990-05-17');
  });

  it('opens the year view on the page of the date already chosen', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1980-03-04" />);
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radio').map((r) => r.textContent)).toContain('1980');
    expect(within(dialog).getByRole('radio', { name: '1980' })).toBeChecked();
  });

  it('validates the bounds: not before 1975, at least 18 years old, real dates only', () => {
    const today = dayjs('2026-11-22');
    expect(dobBounds(today).max.format('YYYY-MM-DD')).toBe('2008-11-22');
    expect(dobError('2008-11-22', true, today)).toBeNull();
    expect(dobError('2008-11-23', true, today)).toBe('You must be at least 18 years old');
    expect(dobError('1974-12-31', true, today)).toBe('Date must be on or after 01/01/1975');
    expect(dobError('1990-02-31', true, today)).toBe('Enter a valid date');
    expect(dobError('', true, today)).toBe('Field is required');
    expect(dobError('', false, today)).toBeNull();
  });
});
