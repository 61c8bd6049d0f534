import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { makeStore } from '@/app/store';
import { AppProviders } from '@/app/providers';
import SubscriptionPage from '@/features/candidate/SubscriptionPage';
import SalaryLine from '@/features/jobs/SalaryLine';
import ContactPage from '@/features/marketing/ContactPage';
import { useReaderMarket, useVisitorMarket } from '@/features/session/readerMarket';
import { initialSessionState, marketChosen, selectChosenMarket } from '@/features/session/sessionSlice';
import { loggedInState, loginDemo } from '@/testing/candidateSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import Footer from './Footer';

/** Issue 29: "A visitor's defaults come from the page's market choice or the browser's locale, never silently INR." */
jest.setTimeout(60_000);
// Real API calls on a shared two-core machine.
configure({ asyncUtilTimeout: 10_000 });

const withLanguages = (languages: string[]) => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
const marketSelect = () => within(screen.getByRole('contentinfo')).getByRole('combobox', { name: 'Market' });

afterEach(() => jest.restoreAllMocks());

describe('the market choice in the footer', () => {
  it('is a labelled select of the ten markets plus "Automatic", axe-clean, and stores the choice as an event', async () => {
    const user = userEvent.setup();
    const { store, container } = renderWithProviders(<Footer />);
    const select = marketSelect();
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Automatic (from your browser)',
      'India (INR)',
      'Philippines (PHP)',
      'Malaysia (MYR)',
      'Singapore (SGD)',
      'United Arab Emirates (AED)',
      'Saudi Arabia (SAR)',
      'Qatar (QAR)',
      'Kuwait (KWD)',
      'Oman (OMR)',
      'Bahrain (BHD)',
    ]);

    await user.selectOptions(select, 'Philippines (PHP)');
    // An event with a plain, serialisable payload (DevTools time-travel and the support replay).
    expect(store.actionLog?.entries().map((e) => e.action)).toContainEqual({ type: 'session/marketChosen', payload: 'PH' });
    expect(selectChosenMarket(store.getState())).toBe('PH');
    expect(select).toHaveValue('PH');

    await user.selectOptions(select, 'Automatic (from your browser)');
    expect(selectChosenMarket(store.getState())).toBeNull();

    // jsdom draws nothing: colour contrast is the browser tests' (e2e/a11y.e2e.ts).
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it("turns the contact form's calling code to the chosen market, while no number is typed", async () => {
    withLanguages(['en-US']);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ContactPage />
        <Footer />
      </>,
      { route: '/contact-us' },
    );
    const callingCode = screen.getByRole('combobox', { name: 'Calling code' });
    expect(callingCode).toHaveValue('IN');
    await user.selectOptions(marketSelect(), 'Philippines (PHP)');
    await waitFor(() => expect(callingCode).toHaveValue('PH'));
    expect(screen.getByRole('option', { name: '+63 Philippines' })).toHaveProperty('selected', true);
  });

  it('wins over the browser locale for the contact form, the subscription prices and the "≈" line', async () => {
    withLanguages(['en-AE']);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SalaryLine salary={{ min: 8000, max: 10000, currency: 'AED', period: 'month' }} size="medium" />
        <SubscriptionPage />
        <ContactPage />
        <Footer />
      </>,
      { route: '/contact-us' },
    );
    // The locale first: the UAE's code and prices; no "≈" in the job's own currency.
    expect(await screen.findByRole('article', { name: '1 Month' })).toHaveTextContent('AED129');
    expect(screen.getByRole('combobox', { name: 'Calling code' })).toHaveValue('AE');
    expect(screen.getByTestId('salary-line')).not.toHaveTextContent('≈');

    await user.selectOptions(marketSelect(), 'Philippines (PHP)');
    await waitFor(() => expect(screen.getByRole('article', { name: '1 Month' })).toHaveTextContent('PHP299'));
    expect(within(screen.getByRole('article', { name: '3 Months' })).getByText(/^Save/).textContent).toBe('Save PHP 98');
    expect(screen.getByRole('combobox', { name: 'Calling code' })).toHaveValue('PH');
    await waitFor(() => expect(screen.getByTestId('salary-line')).toHaveTextContent(/≈ PHP 1\d\d,000–1\d\d,000 \/ month/));
  });

  it("is kept in the visitor's session when the page loads again (persisted store state)", async () => {
    withLanguages(['en-US']);
    renderWithProviders(<ContactPage />, { route: '/contact-us', preloadedState: { session: { ...initialSessionState, market: 'SG' } } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Calling code' })).toHaveValue('SG'));
  });
});

describe("a candidate's own profile", () => {
  it('still decides the currency and the prices over a market choice', async () => {
    await loginDemo();
    const store = makeStore({ ...loggedInState, session: { ...loggedInState.session, market: 'PH' } });
    renderWithProviders(<SubscriptionPage />, { store, route: '/candidate/subscription' });
    // The demo candidate lives in India: rupees, whatever the footer says.
    await waitFor(() => expect(screen.getByRole('article', { name: '1 Month' })).toHaveTextContent('INR499'));
  });
});

describe('hydration', () => {
  function Probe() {
    const visitor = useVisitorMarket();
    const { currency } = useReaderMarket();
    return <p data-testid="probe">{`${visitor?.code ?? 'none'} ${currency ?? 'none'}`}</p>;
  }
  const page = (store: ReturnType<typeof makeStore>) => (
    <AppProviders store={store}>
      <MemoryRouter>
        <Probe />
        <Footer />
      </MemoryRouter>
    </AppProviders>
  );

  it("renders the server's markup first (no choice), then the persisted choice, with no mismatch", async () => {
    withLanguages(['en-US']);
    // The server knows no choice; the browser's store has the persisted one before hydrateRoot (index.tsx).
    const html = renderToString(page(makeStore()));
    expect(html).toContain('none none');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.appendChild(host);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore({ session: { ...initialSessionState, market: 'PH' } });
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(host, page(store), { onRecoverableError: (e) => console.error(e) });
      });
      expect(within(host).getByTestId('probe')).toHaveTextContent('PH PHP');
      expect(within(host).getByRole('combobox', { name: 'Market' })).toHaveValue('PH');
      expect(errors).not.toHaveBeenCalled();

      // A later choice follows at once.
      act(() => {
        store.dispatch(marketChosen('SG'));
      });
      expect(within(host).getByTestId('probe')).toHaveTextContent('SG SGD');
    } finally {
      act(() => root?.unmount());
      host.remove();
    }
  });
});
