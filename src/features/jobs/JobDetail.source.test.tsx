import { screen, within } from '@testing-library/react';
import type { Job } from '@/shared/apiTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import JobDetail from './JobDetail';

/** Issue 16: the source line of a listing, and what a closed listing shows instead of Apply/Save. */
const base: Job = {
  id: 7,
  image: '',
  company: 'Acme Pvt Ltd',
  position: 'Backend Engineer',
  location: 'Bengaluru, India',
  date: '2026-11-20',
  ref_id: 'VJ-IN-S1-abc',
  is_applied: false,
  is_saved: false,
  direct_apply: true,
  direct_appy_url: 'https://careers.acme.example/jobs/7',
  description: '<p>Build things</p>',
  about_company: '',
  similar_jobs: [{ id: 8, image: '', name: 'Acme Pvt Ltd', position: 'Platform Engineer', company: 'Acme Pvt Ltd' }],
  details: { role_function: 'Engineering', job_function: 'Information Technology', role_level: 'Senior Level', work_type: 'Full-time', country: 'India', location: 'Bengaluru, India', website: 'https://acme.example', industry: 'Software' },
  source: {
    type: 'jsonld', name: 'Acme Pvt Ltd careers', url: 'https://careers.acme.example/jobs/7', domain: 'acme.example', verified: true,
    first_seen: '2026-11-20T00:00:00.000Z', last_seen: '2026-11-21T00:00:00.000Z', verified_at: '2026-11-21T00:00:00.000Z',
  },
  status: 'open',
  salary: { min: 1200000, max: 1800000, currency: 'INR', period: 'year' },
  work_mode: 'hybrid',
};

it('says where an open listing comes from and offers Apply and Save', () => {
  renderWithProviders(<JobDetail job={base} variant="page" returnPath="/jobs/7" />);
  const source = screen.getByRole('link', { name: /^Verified from acme\.example careers/ });
  expect(source).toHaveAttribute('href', 'https://careers.acme.example/jobs/7');
  expect(source).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  expect(screen.getByRole('heading', { name: 'Similar Jobs' })).toBeInTheDocument();
});

it('names an ATS board and an unverified feed differently', () => {
  const { unmount } = renderWithProviders(<JobDetail job={{ ...base, source: { ...base.source, type: 'greenhouse' } }} variant="page" returnPath="/jobs/7" />);
  expect(screen.getByText('Verified from acme.example Greenhouse board')).toBeInTheDocument();
  unmount();
  renderWithProviders(<JobDetail job={{ ...base, source: { ...base.source, type: 'xml', verified: false } }} variant="page" returnPath="/jobs/7" />);
  expect(screen.getByText('From acme.example job feed')).toBeInTheDocument();
});

it('shows a closed listing as no longer accepting applications, without Apply or Save, with similar open jobs', () => {
  renderWithProviders(<JobDetail job={{ ...base, status: 'closed' }} variant="page" returnPath="/jobs/7" />);
  const notice = screen.getByRole('status');
  expect(within(notice).getByText('No longer accepting applications')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Similar open jobs' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Platform Engineer/ })).toHaveAttribute('href', '/jobs/8');
});

it("links the demo catalogue's employer pages on this site, and says what Apply does (issue 29)", () => {
  const demo: Job = {
    ...base,
    direct_appy_url: '/demo-careers/acme/jobs/vj-in-s1-abc',
    details: { ...base.details, website: '/demo-careers/acme' },
    source: { ...base.source, url: '/demo-careers/acme/jobs/vj-in-s1-abc', domain: 'Acme' },
  };
  const { unmount } = renderWithProviders(<JobDetail job={demo} variant="page" returnPath="/jobs/7" />);
  expect(screen.getByRole('link', { name: /^Verified from Acme careers/ })).toHaveAttribute('href', '/demo-careers/acme/jobs/vj-in-s1-abc');
  expect(screen.getByRole('link', { name: 'Careers page (demo site)' })).toHaveAttribute('href', '/demo-careers/acme');
  expect(screen.getByTestId('apply-explainer')).toHaveTextContent("Apply opens the employer's application page in a new tab");
  unmount();
  // Without an application page of the employer's, Apply only records it here: the page says nothing is sent.
  renderWithProviders(<JobDetail job={{ ...demo, direct_apply: false, direct_appy_url: null }} variant="page" returnPath="/jobs/7" />);
  expect(screen.getByTestId('apply-explainer')).toHaveTextContent('Apply keeps this job in your Applied Jobs; we send nothing to the employer.');
});
