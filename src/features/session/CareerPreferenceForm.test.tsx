import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_TYPES, NOTICE_PERIODS } from '@/config/constants';
import type { CandidateProfile } from '@/shared/apiTypes';
import CareerPreferenceForm from './CareerPreferenceForm';
import { marketByCode } from '@/shared/markets';
import { careerPreferenceFromProfile, salaryTermsOf, toPreferenceFields, toRegistrationPreferenceFields, type CareerPreferenceValues } from './careerPreference';
import { answer, renderSession } from './testing/renderSession';

// Real API round trips on a shared two-core machine: allow more than the default 5 s.
jest.setTimeout(30_000);

const filled: CareerPreferenceValues = {
  job_titles: [{ id: 4, name: 'Data Analyst' }, { name: 'Prompt Whisperer' }],
  departments: [{ id: 2, name: 'Finance' }],
  locations: [{ id: 9, name: 'Dubai', currency: 'AED', currency_id: 5, symbol: 'د.إ' }],
  jobtype: 'Full-time',
  notice_period: '30 Days',
  expected_salary: '12000',
  salary_currency: '',
  salary_period: '',
  agree_terms: false,
};
// What the form hands over: the currency and period it showed, chosen or not (Dubai's AED, by the month).
const submitted: CareerPreferenceValues = { ...filled, salary_currency: 'AED', salary_period: 'month' };

describe('CareerPreferenceForm', () => {
  it("shows 'Field is required' on every required field and does not submit an empty form", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderSession(<CareerPreferenceForm onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Career Preference' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Job titles, departments, locations, job type, notice period, expected salary.
    expect(await screen.findAllByText('Field is required')).toHaveLength(6);
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the job types and notice periods of spec 9 after a Select placeholder', () => {
    renderSession(<CareerPreferenceForm onSubmit={jest.fn()} />);
    const jobType = screen.getByRole('combobox', { name: /job type/i });
    expect(within(jobType).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', ...JOB_TYPES]);
    const notice = screen.getByRole('combobox', { name: /notice period/i });
    expect(within(notice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', ...NOTICE_PERIODS]);
  });

  it('keeps expected salary disabled until a location is chosen; the currency follows the first location (default INR)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSession(<CareerPreferenceForm onSubmit={jest.fn()} />);
    const salary = screen.getByRole('textbox', { name: /expected salary/i });
    expect(salary).toBeDisabled();
    expect(screen.getByText('INR')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /preferred location/i }), 'Somewhere New{Enter}');
    expect(salary).toBeEnabled();
    expect(screen.getByText('INR')).toBeInTheDocument();
    await user.type(salary, '12a3');
    expect(salary).toHaveValue('123');
    unmount();

    renderSession(<CareerPreferenceForm initialValues={{ locations: filled.locations }} onSubmit={jest.fn()} />);
    expect(screen.getByText('AED')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all Preferred Location' }));
    expect(screen.getByRole('textbox', { name: /expected salary/i })).toBeDisabled();
    expect(screen.getByText('INR')).toBeInTheDocument();
  });

  it('asks the salary currency and period: the market, then the first location, by default; a choice wins; INR a year reads as LPA', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const { unmount } = renderSession(<CareerPreferenceForm market={marketByCode('PH')} onSubmit={jest.fn()} />);
    const currency = () => screen.getByRole('combobox', { name: 'Salary currency' });
    const period = () => screen.getByRole('combobox', { name: 'Salary period' });
    // A Filipino candidate without a location yet: pesos, by the month.
    expect(currency()).toHaveValue('PHP');
    expect(period()).toHaveValue('month');
    expect(within(period()).getAllByRole('option').map((o) => o.textContent)).toEqual(['per month', 'per year']);
    expect(within(currency()).getByRole('option', { name: 'AED (United Arab Emirates)' })).toBeInTheDocument();
    unmount();

    renderSession(<CareerPreferenceForm market={marketByCode('PH')} initialValues={{ ...filled, agree_terms: true, expected_salary: '' }} onSubmit={onSubmit} />);
    // The first location (Dubai) says AED, by the month (spec 4).
    expect(currency()).toHaveValue('AED');
    expect(period()).toHaveValue('month');
    // Choosing rupees brings India's yearly figure, read in lakhs under the field.
    await user.selectOptions(currency(), 'INR');
    expect(period()).toHaveValue('year');
    await user.type(screen.getByRole('textbox', { name: /expected salary/i }), '1200000');
    expect(screen.getByText('₹12 LPA (lakhs per annum)')).toBeInTheDocument();
    // A monthly rupee figure is not read as LPA.
    await user.selectOptions(period(), 'month');
    expect(screen.queryByText(/LPA/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ expected_salary: '1200000', salary_currency: 'INR', salary_period: 'month' });
  });

  it("asks 'Action Needed' when terms are not accepted; 'Accept and Continue' accepts and submits", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderSession(<CareerPreferenceForm initialValues={filled} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Action Needed' });
    expect(dialog).toHaveTextContent('Please accept the Terms and Conditions to continue.');
    expect(onSubmit).not.toHaveBeenCalled();
    await answer(dialog, 'Accept and Continue');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ ...submitted, agree_terms: true });
    expect(screen.getByRole('checkbox', { name: /terms and conditions/i })).toBeChecked();
  });

  it("closing the 'Action Needed' modal leaves the form unsent with 'This field is required' on the checkbox", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderSession(<CareerPreferenceForm initialValues={filled} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Action Needed' });
    await answer(dialog, 'Cancel');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...submitted, agree_terms: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Back hands the current values to the caller', async () => {
    const user = userEvent.setup();
    const onBack = jest.fn();
    renderSession(<CareerPreferenceForm initialValues={filled} onBack={onBack} onSubmit={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledWith(filled);
  });

  it('uses the preference separators (Enter and comma): a space stays inside a job title', async () => {
    const user = userEvent.setup();
    renderSession(<CareerPreferenceForm onSubmit={jest.fn()} />);
    const titles = screen.getByRole('combobox', { name: /desired job titles/i });
    await user.type(titles, 'Full stack developer,QA lead{Enter}');
    const list = screen.getByRole('list', { name: 'Desired Job Titles' });
    expect(within(list).getAllByTestId('tag').map((t) => t.textContent)).toEqual(['Full stack developer×', 'QA lead×']);
  });

  it('after authentication: no heading, no Back/Submit, no terms; the render-prop submit bar saves', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderSession(
      <CareerPreferenceForm
        authenticated
        required={false}
        initialValues={{ ...filled, expected_salary: '' }}
        onSubmit={onSubmit}
        renderActions={({ submit, dirty }) => (
          <button type="button" onClick={() => void submit()}>
            Save {dirty ? 'changes' : ''}
          </button>
        )}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Career Preference' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Career Preference' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /notice period/i }), 'Immediate');
    await user.click(screen.getByRole('button', { name: /save changes/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...submitted, expected_salary: '', notice_period: 'Immediate' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('career preference conversions', () => {
  it('splits existing ids from new free text and takes the currency of the first location', () => {
    expect(toPreferenceFields(filled)).toEqual({
      jobtitles: [4],
      new_jobtitles: ['Prompt Whisperer'],
      jobfunctions: [2],
      new_jobfunctions: [],
      locations: [9],
      new_locations: [],
      location_areas: [],
      jobtype: 'Full-time',
      notice_period: '30 Days',
      expected_salary: '12000',
      currency_code: 'AED',
      expected_salary_period: 'month',
    });
    // A typed-in location has no currency: the candidate's market's, never silently INR's id (issue 29).
    const reg = toRegistrationPreferenceFields({ ...filled, locations: [{ name: 'New Town' }], agree_terms: true }, marketByCode('PH'));
    expect(reg).toMatchObject({ locations: [], new_locations: ['New Town'], currency_code: 'PHP', expected_salary_period: 'month', rolefunctions: [2], agree_terms: true });
    expect(reg).not.toHaveProperty('currency');
    // Nothing known: spec 9's INR, quoted by the year.
    expect(toPreferenceFields({ ...filled, locations: [{ name: 'New Town' }] })).toMatchObject({ currency_code: 'INR', expected_salary_period: 'year' });
  });

  it('keeps a chosen currency and period over the defaults', () => {
    const fields = toPreferenceFields({ ...filled, salary_currency: 'INR', salary_period: 'month' }, marketByCode('AE'));
    expect(fields).toMatchObject({ currency_code: 'INR', expected_salary_period: 'month' });
    // A chosen currency alone brings its market's period: rupees by the year, pesos by the month.
    expect(salaryTermsOf({ locations: filled.locations, salary_currency: 'INR', salary_period: '' })).toEqual({ currency: 'INR', period: 'year' });
    expect(salaryTermsOf({ locations: [], salary_currency: '', salary_period: '' }, marketByCode('SG'))).toEqual({ currency: 'SGD', period: 'month' });
  });

  it('prefills from the candidate profile', () => {
    const profile = {
      desired_job_titles: [{ id: 1, name: 'Accountant' }],
      preferred_role_functions: [{ id: 3, name: 'Finance' }],
      desired_locations: [{ id: 7, name: 'Pune', currency: 'INR', symbol: '₹', currency_id: 1, country_id: 1 }],
      job_type: 'Remote',
      notice_period: 'Immediate',
      expected_salary: 50000,
      expected_salary_period: 'month',
      currency: { id: 5, code: 'AED', symbol: 'د.إ' },
    } as CandidateProfile;
    expect(careerPreferenceFromProfile(profile)).toEqual({
      job_titles: [{ id: 1, name: 'Accountant' }],
      departments: [{ id: 3, name: 'Finance' }],
      locations: [{ id: 7, name: 'Pune', currency: 'INR', symbol: '₹', currency_id: 1 }],
      jobtype: 'Remote',
      notice_period: 'Immediate',
      expected_salary: '50000',
      // The stored currency, not the first location's: the form shows what the profile and the export say.
      salary_currency: 'AED',
      salary_period: 'month',
      agree_terms: true,
    });
  });
});
