import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from '@/shared/apiTypes';
import { HIGH_RISK_WARNING, TRUST_SIGNAL_MESSAGES } from '@/shared/trustMessages';
import { renderWithProviders } from '@/testing/renderWithProviders';
import JobActions from './JobActions';
import JobDetail from './JobDetail';

/**
 * A likely scam opened by direct link (issue 17): the warning stands in front of the listing, whose details show only
 * after "Show the listing anyway"; no Apply or Save at any point (the server answers 404 to both).
 */
jest.setTimeout(30_000);

const scam: Job = {
  id: 41,
  image: '',
  company: 'Reputed MNC',
  position: 'Data Entry Executive (Work From Home)',
  location: 'Bengaluru, India',
  date: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
  ref_id: 'VJ-IN-T00001',
  is_applied: false,
  is_saved: false,
  direct_apply: false,
  direct_appy_url: null,
  description: '<p>Registration fee of ₹1,500 payable before the interview.</p>',
  about_company: '<p>Hiring for a reputed MNC.</p>',
  similar_jobs: [],
  details: { role_function: 'Operations', job_function: 'Information Technology', role_level: 'Entry Level', work_type: 'Remote', country: 'India', location: 'Bengaluru', website: '', industry: '' },
  source: { type: 'jsonld', name: 'Reputed MNC careers', url: 'https://jobs.example/vj-in-t00001', domain: 'jobs.example', verified: false, first_seen: null, last_seen: null, verified_at: null },
  status: 'open',
  salary: { min: 45000, max: 45000, currency: 'INR', period: 'month' },
  work_mode: 'remote',
  trust: { level: 'high_risk', signals: [{ code: 'asks_for_money', message: TRUST_SIGNAL_MESSAGES.asks_for_money }] },
};

const renderPage = (job: Job) =>
  renderWithProviders(<JobDetail job={job} variant="page" returnPath={`/jobs/${job.id}`} />, { route: `/jobs/${job.id}` });

it('shows only the warning, its reasons and the title until the candidate chooses to see the listing', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage(scam);
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText(HIGH_RISK_WARNING.title)).toBeInTheDocument();
  expect(alert).toHaveTextContent(HIGH_RISK_WARNING.body);
  expect(alert).toHaveTextContent(TRUST_SIGNAL_MESSAGES.asks_for_money);
  const title = screen.getByRole('heading', { level: 1, name: scam.position });
  expect(alert.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // Nothing of the listing itself yet: no description, salary, details, and nothing to apply or save.
  expect(screen.queryByTestId('job-description')).toBeNull();
  expect(screen.queryByTestId('salary-line')).toBeNull();
  expect(screen.queryByText('Registration fee of ₹1,500 payable before the interview.')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

  await user.click(screen.getByRole('button', { name: HIGH_RISK_WARNING.showListing }));
  expect(screen.getByTestId('job-description')).toHaveTextContent('Registration fee of ₹1,500 payable before the interview.');
  expect(screen.getByTestId('salary-line')).toHaveTextContent('₹45,000 / month');
  // The warning stays first and takes the focus the button had; still no Apply or Save.
  const warning = screen.getByRole('alert');
  expect(warning).toHaveTextContent(HIGH_RISK_WARNING.title);
  expect(warning).toHaveFocus();
  expect(warning.compareDocumentPosition(screen.getByRole('heading', { level: 1, name: scam.position })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.queryByRole('button', { name: HIGH_RISK_WARNING.showListing })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Report this job' })).toBeInTheDocument();
});

it('asks again for the next likely scam opened in the same page', async () => {
  const user = userEvent.setup({ delay: null });
  const { rerender } = renderPage(scam);
  await user.click(screen.getByRole('button', { name: HIGH_RISK_WARNING.showListing }));
  expect(screen.getByTestId('job-description')).toBeInTheDocument();
  rerender(<JobDetail job={{ ...scam, id: 42, position: 'Warehouse Helper' }} variant="page" returnPath="/jobs/42" />);
  expect(screen.getByRole('button', { name: HIGH_RISK_WARNING.showListing })).toBeInTheDocument();
  expect(screen.queryByTestId('job-description')).toBeNull();
});

it('offers Apply and Save for other jobs, and none for a high-risk one', () => {
  const { unmount } = renderWithProviders(<JobActions job={{ ...scam, trust: { level: 'verified', signals: [] } }} returnPath="/jobs/41" />);
  expect(screen.getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  unmount();
  renderWithProviders(<JobActions job={scam} returnPath="/jobs/41" />);
  expect(screen.queryByRole('button')).toBeNull();
});
