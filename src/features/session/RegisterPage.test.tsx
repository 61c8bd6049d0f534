import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie, setLoginCookie } from '@/api/tokenStorage';
import RegisterPage from './RegisterPage';
import { validationLines } from './fieldErrors';
import { answer, renderSession } from './testing/renderSession';
import { DEMO, PASSWORD, uniqueEmail } from '@/testing/api';

// Real API round trips on a shared two-core machine: allow more than the default 5 s.
jest.setTimeout(120_000);

type User = ReturnType<typeof userEvent.setup>;

/** Click and paste: typing long values key by key re-renders the whole Formik form each time (slow on two cores). */
async function fill(user: User, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}
const routes = [{ path: '/login', element: <h1>Login page</h1> }];
const renderRegister = (route = '/register') => renderSession(<RegisterPage />, { route, path: '/register', routes });
const dialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 10_000 });

async function pick(user: User, label: RegExp, text: string, option: RegExp) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

async function fillPersonal(user: User, container: HTMLElement, email: string) {
  await fill(user, screen.getByRole('textbox', { name: /first name/i }), 'Asha');
  await fill(user, screen.getByRole('textbox', { name: /last name/i }), 'Verma');
  fireEvent.change(container.querySelector('input[name="date_of_birth"]') as HTMLInputElement, { target: { value: '17/05/1990' } });
  await fill(user, screen.getByLabelText(/phone number/i), '9876543210');
  await pick(user, /^country/i, 'Ind', /^india$/i);
  const location = screen.getByRole('combobox', { name: /current location/i });
  await user.click(location);
  // The first city the opened list offers (the phone's calling-code select has options of its own).
  await user.click(within(await screen.findByRole('listbox', {}, { timeout: 5000 })).getAllByRole('option')[0]);
  await fill(user, screen.getByRole('textbox', { name: /^email/i }), email);
  await fill(user, screen.getByLabelText(/^password/i), PASSWORD);
  await fill(user, screen.getByLabelText(/^confirm password/i), PASSWORD);
}

async function fillPreferences(user: User) {
  await fill(user, screen.getByRole('combobox', { name: /desired job titles/i }), 'Data Analyst');
  await user.keyboard('{Enter}');
  await fill(user, screen.getByRole('combobox', { name: /functional areas/i }), 'Analytics Guild');
  await user.keyboard('{Enter}');
  await user.selectOptions(screen.getByRole('combobox', { name: /job type/i }), 'Full-time');
  await user.selectOptions(screen.getByRole('combobox', { name: /notice period/i }), '30 Days');
  await fill(user, screen.getByRole('combobox', { name: /preferred location/i }), 'Mum');
  await user.click(await screen.findByRole('option', { name: /mumbai/i }, { timeout: 5000 }));
  await fill(user, screen.getByRole('textbox', { name: /expected salary/i }), '900000');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
}

describe('RegisterPage step 1', () => {
  it("shows 'Field is required' on all nine fields and stays on Personal Information", async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /current location/i })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(9);
    expect(screen.queryByRole('heading', { name: 'Career Preference' })).not.toBeInTheDocument();
  });

  it("checks the email, the phone number in its country's format and that the passwords match", async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await user.type(screen.getByRole('textbox', { name: /^email/i }), 'not-an-email');
    await user.type(screen.getByLabelText(/phone number/i), '12345');
    await user.type(screen.getByLabelText(/^password/i), PASSWORD);
    await user.type(screen.getByLabelText(/^confirm password/i), 'Other@12345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid India phone number, e.g. 81234 56789.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it("a candidate from the Philippines: choosing the country sets +63, and a number typed without its 0 is read as theirs", async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await pick(user, /^country/i, 'Phil', /^philippines$/i);
    expect(screen.getByLabelText('Calling code')).toHaveValue('PH');
    const phone = screen.getByLabelText(/phone number/i);
    await user.type(phone, '9171234567');
    await user.tab();
    expect(phone).toHaveValue('0917 123 4567');
    await user.clear(phone);
    await user.type(phone, '91712');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a valid Philippine phone number, e.g. 0905 123 4567.')).toBeInTheDocument();
  });

  it('disables the email when it is already known', () => {
    renderRegister('/register?email=known%40example.com');
    const email = screen.getByRole('textbox', { name: /^email/i });
    expect(email).toBeDisabled();
    expect(email).toHaveValue('known@example.com');
  });
});

describe('RegisterPage with the API', () => {
  it('registers: step 1 → Next → Career Preference (Back keeps values) → Success → confirmation with email and the way on', async () => {
    const user = userEvent.setup({ delay: null });
    const email = uniqueEmail('reg');
    const { container } = renderRegister();
    await fillPersonal(user, container, email);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Career Preference' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /desired job titles/i }), 'Kept Title{Enter}');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Asha');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Kept Title', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all Desired Job Titles' }));
    await fillPreferences(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const ok = await dialog('Success');
    expect(ok).toHaveTextContent('Your registration was successful!');
    await user.click(within(ok).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Registration complete' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText(email).length).toBeGreaterThan(0);
    // The API's verification path is no address for a person (issue 29): the way on is the login.
    expect(screen.queryByText(/verify_email/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it("an email already in use: login cookie removed, 'Validation Error' lists the field, back on step 1 with the message", async () => {
    const user = userEvent.setup({ delay: null });
    setLoginCookie(true);
    const { container } = renderRegister();
    await fillPersonal(user, container, DEMO.email);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Career Preference' }, { timeout: 10_000 });
    await fillPreferences(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const d = await dialog('Validation Error');
    expect(d).toHaveTextContent(/Email: .*already exists/i);
    expect(readCookie('isLogin')).toBeNull();
    await answer(d);
    expect(await screen.findByRole('heading', { name: 'Personal Information' }, { timeout: 10_000 })).toBeInTheDocument();
    const emailBox = screen.getByRole('textbox', { name: /^email/i });
    await waitFor(() => expect(emailBox).toHaveAccessibleDescription(/./));
  });

  it("other failures show 'Registration Failed' with the fallback 'Please Try to Login Again'", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderRegister();
    await fillPersonal(user, container, uniqueEmail('fail'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Career Preference' }, { timeout: 10_000 });
    await fillPreferences(user);
    const realFetch = global.fetch;
    const fetchSpy = jest
      .spyOn(global, 'fetch')
      .mockImplementation((input, init) =>
        String(input instanceof Request ? input.url : input).endsWith('/register')
          ? Promise.resolve(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }))
          : realFetch(input, init),
      );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await dialog('Registration Failed')).toHaveTextContent('Please Try to Login Again');
    fetchSpy.mockRestore();
  });
});

describe('validationLines', () => {
  it('names each field with its messages, and falls back to the field name', () => {
    expect(validationLines({ email: ['Already registered.'], phone_number: ['Too short.', 'Digits only.'], foo_bar: ['Bad.'] })).toEqual([
      'Email: Already registered.',
      'Phone Number: Too short. Digits only.',
      'foo bar: Bad.',
    ]);
  });
});
