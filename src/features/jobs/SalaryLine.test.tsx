import { act, screen, waitFor } from '@testing-library/react';
import { toFormData } from '@/api/formData';
import type { CandidateProfile, DataResponse, Salary } from '@/shared/apiTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import SalaryLine from './SalaryLine';
import { messages } from './messages';
import { apiUrl, registerVerifiedCandidate, signIn, type Tokens } from './testing/candidate';

/** Issue 29, "Money": the "≈" figure in the reader's currency, and the expected-salary badge in its own period. */
jest.setTimeout(30_000);

/** Lets the profile and rate requests in flight land (inside act: they update the line). */
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 300)));
const aed = (min: number, max: number): Salary => ({ min, max, currency: 'AED', period: 'month' });
const renderLine = (salary: Salary, session?: ReturnType<typeof signIn>) =>
  renderWithProviders(<SalaryLine salary={salary} size="medium" />, { preloadedState: session ? { session } : undefined });

describe('for a visitor: the currency of the browser locale market', () => {
  afterEach(() => jest.restoreAllMocks());
  const withLanguages = (languages: string[]) => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

  it('shows "≈" in the market of the first language that names one', async () => {
    withLanguages(['fil-PH', 'en']);
    renderLine(aed(8000, 10000));
    await waitFor(() => expect(screen.getByTestId('salary-line')).toHaveTextContent(/≈ PHP 1\d\d,000–1\d\d,000 \/ month/));
    expect(screen.queryByText(messages.meetsExpectedSalary)).not.toBeInTheDocument();
  });

  it('shows rupees in lakhs for an Indian locale', async () => {
    withLanguages(['en-IN']);
    renderLine(aed(8000, 10000));
    await waitFor(() => expect(screen.getByTestId('salary-line')).toHaveTextContent(/≈ INR \d\d–\d\d LPA/));
  });

  it('shows no "≈" when the locale names none of the markets (never silently INR)', async () => {
    withLanguages(['en-US', 'de']);
    renderLine(aed(8000, 10000));
    expect(screen.getByTestId('salary-line')).toHaveTextContent('AED 8,000–10,000 / month');
    // Give a rate table the time it would take to arrive: nothing follows.
    await settle();
    expect(screen.getByTestId('salary-line')).not.toHaveTextContent('≈');
  });
});

describe('for a candidate (real API): their own currency and period', () => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await registerVerifiedCandidate('salary-line');
    // The Manila nurse's preferences: AED 9,000 a month.
    const auth = { Authorization: `Bearer ${tokens.access}` };
    const profile = ((await (await fetch(apiUrl('/candidates/my_profile'), { headers: auth })).json()) as DataResponse<CandidateProfile>).data;
    const fields = {
      jobtitles: profile.desired_job_titles.map((t) => t.id),
      jobfunctions: profile.preferred_role_functions.map((f) => f.id),
      locations: profile.desired_locations.map((l) => l.id),
      jobtype: 'Full-time',
      notice_period: 'Immediate',
      expected_salary: '9000',
      currency_code: 'AED',
      expected_salary_period: 'month',
    };
    const res = await fetch(apiUrl('/candidates/update/preferences'), { method: 'POST', headers: auth, body: toFormData(fields) });
    if (!res.ok) throw new Error(`preferences: ${res.status} ${await res.text()}`);
  }, 60_000);

  it('compares monthly figures: AED 9,000 a month is met by 8,000–10,000 a month, not by 3,000–4,000', async () => {
    renderLine(aed(8000, 10000), signIn(tokens));
    expect(await screen.findByText(messages.meetsExpectedSalary)).toBeInTheDocument();
    // Read as a yearly figure (what the old line did) 9,000 would be 750 a month, met by this job too.
    renderLine(aed(3000, 4000), signIn(tokens));
    await waitFor(() => expect(screen.getAllByTestId('salary-line')).toHaveLength(2));
    await settle();
    expect(screen.getAllByText(messages.meetsExpectedSalary)).toHaveLength(1);
  });

  it("converts with the stored rates into the candidate's currency, whatever the locale says", async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN']);
    // ₹30 LPA = ₹2.5 L a month ≈ AED 9,700: meets AED 9,000 a month; "≈" in dirhams and in the candidate's own period
    // (a month), not the job's year beside the monthly figures of the Gulf's jobs.
    renderLine({ min: 2_000_000, max: 3_000_000, currency: 'INR', period: 'year' }, signIn(tokens));
    await waitFor(() => expect(screen.getByTestId('salary-line')).toHaveTextContent('₹20–30 LPA≈ AED 6,500–9,700 / month'));
    expect(screen.getByText(messages.meetsExpectedSalary)).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
