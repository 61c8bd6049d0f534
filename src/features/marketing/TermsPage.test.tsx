import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/renderWithProviders';
import TermsPage from './TermsPage';

/** Issue 29: the Terms the registration's "Agree Terms" checkbox links to. */
describe('TermsPage', () => {
  it('says what VeriJobs is not, that job seekers never pay, to verify employers, and their data rights; links to contact', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<TermsPage />, { route: paths.terms.getHref(), path: paths.terms.path, routes: [{ path: '/contact-us', element: <h1>Contact page</h1> }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    for (const heading of ['1. What VeriJobs is — and is not', '2. No fees, ever', '3. Verify the employer before you share anything', '4. Your account', '5. Your data and your rights', '6. Changes and contact'])
      expect(screen.getByRole('region', { name: heading })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '1. What VeriJobs is — and is not' })).getByText(/not a recruiter/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '5. Your data and your rights' })).getByText(/download your data/)).toBeInTheDocument();
    expect(document.title).toBe('Terms and Conditions | VeriJobs');
    await user.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(router.state.location.pathname).toBe('/contact-us');
  });
});
