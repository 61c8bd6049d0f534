import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataResponse, Job, JobListResponse, JobSummary } from '@/shared/apiTypes';
import { HIGH_RISK_WARNING, REPORT_MESSAGES, TRUST_SIGNAL_MESSAGES, UNDER_REVIEW_LINE } from '@/shared/trustMessages';
import { renderWithProviders } from '@/testing/renderWithProviders';
import DialogHost from '@/ui/DialogHost';
import JobCard from './JobCard';
import JobDetail from './JobDetail';
import { apiUrl, registerVerifiedCandidate, signIn, type Tokens } from './testing/candidate';
import { closeDialog } from './testing/renderJobs';

/** Issue 17 on the page: salary line, source and freshness, trust reasons and warning, "Report this job". */
jest.setTimeout(30_000);

const DAY = 86_400_000;
const daysBack = (n: number) => new Date(Date.now() - n * DAY).toISOString();
const base: Job = {
  id: 7,
  image: '',
  company: 'Acme Pvt Ltd',
  position: 'Warehouse Supervisor',
  location: 'Dubai, United Arab Emirates',
  date: daysBack(5).slice(0, 10),
  ref_id: 'VJ-AE-1',
  is_applied: false,
  is_saved: false,
  direct_apply: false,
  direct_appy_url: null,
  description: '<p>Run the night shift.</p>',
  about_company: '',
  similar_jobs: [],
  details: { role_function: 'Warehouse', job_function: 'Logistics', role_level: 'Mid Level', work_type: 'Full-time', country: 'UAE', location: 'Dubai', website: '', industry: '' },
  source: {
    type: 'jsonld', name: 'Acme careers', url: 'https://careers.acme.example/jobs/7', domain: 'acme.example', verified: true,
    first_seen: daysBack(5), last_seen: daysBack(2), verified_at: daysBack(2),
  },
  status: 'open',
  salary: { min: 8000, max: 10000, currency: 'AED', period: 'month' },
  work_mode: 'on-site',
  trust: { level: 'verified', signals: [] },
};
const caution = { level: 'caution' as const, signals: [{ code: 'pressure_wording' as const, message: TRUST_SIGNAL_MESSAGES.pressure_wording }] };
const highRisk = { level: 'high_risk' as const, signals: [{ code: 'asks_for_money' as const, message: TRUST_SIGNAL_MESSAGES.asks_for_money }] };

const renderDetail = (job: Job, session?: ReturnType<typeof signIn>) =>
  renderWithProviders(
    <>
      <JobDetail job={job} variant="page" returnPath={`/jobs/${job.id}`} />
      <DialogHost />
    </>,
    { route: `/jobs/${job.id}`, preloadedState: session ? { session } : undefined },
  );

describe('for a visitor', () => {
  it('shows the salary in its market convention, the verified source with when it was checked, and how long ago it was posted', () => {
    renderDetail(base);
    expect(within(screen.getByTestId('salary-line')).getByText('AED 8,000–10,000 / month')).toBeInTheDocument();
    expect(screen.getByTestId('job-source')).toHaveTextContent('Verified from acme.example careers · checked 2 days ago');
    expect(screen.getByText('Posted 5 days ago')).toBeInTheDocument();
    // Said once, with the date beside it (not "Posted <date>" and "Posted 5 days ago" as two lines).
    expect(document.body.textContent?.match(/Posted/g)).toHaveLength(1);
    expect(screen.getByText('Posted 5 days ago').parentElement?.querySelector('time')?.getAttribute('datetime')).toBe(base.date);
    expect(screen.queryByText('May no longer be open')).toBeNull();
    expect(screen.queryByText('Meets your expected salary')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Salary not disclosed", and "May no longer be open" after 30 days without re-verification', () => {
    renderDetail({ ...base, date: daysBack(45).slice(0, 10), salary: null, source: { ...base.source, verified_at: daysBack(31), last_seen: daysBack(31) } });
    expect(within(screen.getByTestId('salary-line')).getByText('Salary not disclosed')).toBeInTheDocument();
    expect(screen.getByText('May no longer be open')).toBeInTheDocument();
    expect(screen.getByTestId('job-source')).toHaveTextContent('checked 31 days ago');
  });

  it('shows the reasons of a caution job, and a warning with its reasons before a high-risk job', () => {
    const { unmount } = renderDetail({ ...base, trust: caution });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Check before you apply');
    expect(note).toHaveTextContent(TRUST_SIGNAL_MESSAGES.pressure_wording);
    unmount();
    renderDetail({ ...base, trust: highRisk });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(HIGH_RISK_WARNING.title)).toBeInTheDocument();
    expect(alert).toHaveTextContent(TRUST_SIGNAL_MESSAGES.asks_for_money);
    // Before the job: the warning comes first in the document, the job's title after it.
    const title = screen.getByRole('heading', { level: 1, name: base.position });
    expect(alert.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts the salary, source, freshness and caution reasons on the job card', () => {
    const summary: JobSummary = { ...base, trust: caution };
    renderWithProviders(<JobCard job={summary} selected={false} opensNewTab={false} onOpen={() => undefined} />);
    const card = screen.getByRole('button');
    expect(card).toHaveTextContent('AED 8,000–10,000 / month');
    expect(card).toHaveTextContent('Verified from acme.example careers · checked 2 days ago');
    expect(card).toHaveTextContent('Posted 5 days ago');
    expect(card).toHaveTextContent(`Check before you apply: ${TRUST_SIGNAL_MESSAGES.pressure_wording}`);
  });

  it('shows a listing under review with a neutral line, on its page and its card, and keeps Apply (issue 33)', () => {
    const job: Job = { ...base, trust: { level: 'verified', signals: [], under_review: true } };
    const { unmount } = renderDetail(job);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(UNDER_REVIEW_LINE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Check before you apply')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /apply/i })).toBeInTheDocument();
    unmount();
    renderWithProviders(<JobCard job={job} selected={false} opensNewTab={false} onOpen={() => undefined} />);
    expect(screen.getByRole('button')).toHaveTextContent(UNDER_REVIEW_LINE);
  });

  it('asks a visitor to log in before reporting a job', async () => {
    const user = userEvent.setup({ delay: null });
    renderDetail(base);
    await user.click(screen.getByRole('button', { name: 'Report this job' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Login Required')).toBeInTheDocument();
  });
});

describe('for a candidate (real API)', () => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await registerVerifiedCandidate('jobs-trust');
  }, 60_000);

  it('adds the approximate salary in the preferred currency and "Meets your expected salary"', async () => {
    // The fresh candidate prefers INR and expects ₹1,00,000 a year.
    renderDetail(base, signIn(tokens));
    const line = screen.getByTestId('salary-line');
    await waitFor(() => expect(line).toHaveTextContent(/≈ INR \d\d–\d\d LPA/));
    expect(within(line).getByText('Meets your expected salary')).toBeInTheDocument();
    // Same currency: no "≈".
    renderDetail({ ...base, id: 8, salary: { min: 40000, max: 50000, currency: 'INR', period: 'year' } }, signIn(tokens));
    await waitFor(() => expect(screen.getAllByTestId('salary-line')[1]).toHaveTextContent('₹40,000–50,000 / year'));
    expect(screen.getAllByTestId('salary-line')[1]).not.toHaveTextContent('≈');
  });

  it('reports a job through the dialog: reason required, details required for "Other", thanks, then "already reported"', async () => {
    const user = userEvent.setup({ delay: null });
    const list = (await (await fetch(apiUrl('/candidates/all_jobs?page=1&length=5'))).json()) as JobListResponse;
    const job = ((await (await fetch(apiUrl(`/candidates/view_job/${list.data[4].id}`))).json()) as DataResponse<Job>).data;
    renderDetail(job, signIn(tokens));

    await user.click(screen.getByRole('button', { name: 'Report this job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Why are you reporting this job?' });
    expect(within(reasons).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Asks for money', 'Fake or misleading', 'Already closed', 'Wrong details', 'Other',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    await user.click(within(reasons).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(REPORT_MESSAGES.detailsRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'The recruiter asked for a training fee on the phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const thanks = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(thanks).getByText(REPORT_MESSAGES.thanks)).toBeInTheDocument();
    await closeDialog(user);

    await user.click(screen.getByRole('button', { name: 'Report this job' }));
    const again = await screen.findByRole('dialog', { name: 'Report this job' });
    await user.click(within(again).getByRole('radio', { name: 'Wrong details' }));
    await user.click(within(again).getByRole('button', { name: 'Submit' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText(REPORT_MESSAGES.already)).toBeInTheDocument();
  });
});
