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
    // The demo candidate lives in India: the plans' rupee prices (issue 29), not spec 9's AED.
    expect(one).toHaveTextContent('INR499');
    expect(three).toHaveTextContent('INR1,299');
    expect(within(one).queryByText(/^Save/)).not.toBeInTheDocument();
    expect(within(two).getByText(/^Save/).textContent).toBe('Save INR 99');
    expect(within(three).getByText(/^Save/).textContent).toBe('Save INR 198');

    // The current plan (spec 9: 1 Month) reads Subscribed; the others lead to the contact form with the plan named.
    expect(within(one).getByRole('button', { name: 'Subscribed' })).toBeDisabled();
    const subscribe = within(two).getByRole('link', { name: 'Subscribe to the 2 Months plan' });
    expect(subscribe).toHaveTextContent('Subscribe');
    // The request names the plan and its price in the candidate's currency (the walk-through: a callback form without one).
    expect(subscribe).toHaveAttribute('href', `/contact-us?message=${encodeURIComponent('I would like to subscribe to the 2 Months plan (INR 899)')}`);

    // The included features of spec 1.
    const features = screen.getByRole('region', { name: 'Everything included' });
    expect(within(features).getAllByRole('listitem')).toHaveLength(7);
    expect(features).toHaveTextContent('Unlimited SmartMatch feed');
  });

  it("prices the plans in a visitor's locale market, and in spec 9's AED when the locale names none", async () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-PH']);
    const { unmount } = renderWithProviders(<SubscriptionPage />, { route: '/candidate/subscription' });
    const one = await screen.findByRole('article', { name: '1 Month' });
    expect(one).toHaveTextContent('PHP299');
    expect(within(screen.getByRole('article', { name: '3 Months' })).getByText(/^Save/).textContent).toBe('Save PHP 98');
    unmount();

    languages.mockReturnValue(['en-US']);
    renderWithProviders(<SubscriptionPage />, { route: '/candidate/subscription' });
    expect(await screen.findByRole('article', { name: '1 Month' })).toHaveTextContent('AED129');
    expect(within(screen.getByRole('article', { name: '2 Months' })).getByText(/^Save/).textContent).toBe('Save AED 29');
    languages.mockRestore();
  });

  it('formats the savings line', () => {
    expect(savingsText({ currency: 'AED', saved: 29 })).toBe('Save AED 29');
    expect(savingsText({ currency: 'AED', saved: 0 })).toBeNull();
  });
});
