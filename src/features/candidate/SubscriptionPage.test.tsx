import { configure, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SubscriptionPage, { savingsText } from './SubscriptionPage';
import { loggedInState, loginDemo } from '@/testing/candidateSession';

jest.setTimeout(60_000);
// Real API calls on a shared two-core machine: give findBy*/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

describe('Subscription', () => {
  it("shows the three plans from the API with 'Save {currency} {amount}' only when something is saved, and no stray digit", async () => {
    await loginDemo();
    renderWithProviders(<SubscriptionPage />, { preloadedState: loggedInState, route: '/candidate/subscription' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
    const one = await screen.findByRole('article', { name: '1 Month' });
    const two = screen.getByRole('article', { name: '2 Months' });
    const three = screen.getByRole('article', { name: '3 Months' });
    expect(one).toHaveTextContent('AED129');
    expect(within(one).queryByText(/^Save/)).not.toBeInTheDocument();
    expect(within(two).getByText(/^Save/).textContent).toBe('Save AED 29');
    expect(within(three).getByText(/^Save/).textContent).toBe('Save AED 58');

    // The current plan (spec 9: 1 Month) reads Subscribed; the others lead to the contact form with the plan named.
    expect(within(one).getByRole('button', { name: 'Subscribed' })).toBeDisabled();
    const subscribe = within(two).getByRole('link', { name: 'Subscribe to the 2 Months plan' });
    expect(subscribe).toHaveTextContent('Subscribe');
    expect(subscribe).toHaveAttribute('href', `/contact-us?message=${encodeURIComponent('I would like to subscribe to the 2 Months plan')}`);

    // The included features of spec 1.
    const features = screen.getByRole('region', { name: 'Everything included' });
    expect(within(features).getAllByRole('listitem')).toHaveLength(7);
    expect(features).toHaveTextContent('Unlimited SmartMatch feed');
  });

  it('formats the savings line', () => {
    expect(savingsText({ currency: 'AED', saved: 29 })).toBe('Save AED 29');
    expect(savingsText({ currency: 'AED', saved: 0 })).toBeNull();
  });
});
