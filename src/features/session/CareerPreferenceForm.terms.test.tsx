import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CareerPreferenceForm from './CareerPreferenceForm';
import { renderSession } from './testing/renderSession';

/** Issue 29: the "Agree Terms" checkbox links to real terms, in a new tab so the form is not lost. */
describe('CareerPreferenceForm, the terms checkbox', () => {
  it('links its label to /terms in a new tab; following the link leaves the box as it was', async () => {
    const user = userEvent.setup();
    renderSession(<CareerPreferenceForm onSubmit={jest.fn()} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions (opens in a new tab)' });
    const link = screen.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(box).not.toBeChecked();
    // jsdom does not open tabs: stop the navigation, keep the click's effect on the label.
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
  });
});
