import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AppStore } from '@/app/store';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { apiGet, loggedInState, loginFreshCandidate } from '@/testing/candidateSession';
import ContactPage from './ContactPage';

// Shared two-core machine: user-event typing plus real API calls can exceed the 5 s default.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : String(input);
}

/** Counts calls to the contact endpoint while letting them through to the real API. */
function watchContactCalls() {
  const realFetch = global.fetch;
  const calls: string[] = [];
  const spy = jest.spyOn(global, 'fetch').mockImplementation((input, init) => {
    if (urlOf(input).includes('/candidates/contact_us')) calls.push(urlOf(input));
    return realFetch(input, init);
  });
  return { calls, restore: () => spy.mockRestore() };
}

async function fillValid(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Priya Nair');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'priya.nair@example.com');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '9876543210');
  await user.type(screen.getByRole('combobox', { name: /Location/ }), 'Mum');
  await user.click(await screen.findByRole('option', { name: /Mumbai/ }, { timeout: 5000 }));
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Please call me about SmartMatch.');
}

const dialogOf = (store: AppStore) => store.getState().ui.dialog;

describe('ContactPage', () => {
  it("shows the headings, India's +91 by default (spec 2.8) and an optional message field", () => {
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'Get in touch with us' })).toBeInTheDocument();
    expect(screen.getByText("Let's talk with our team")).toBeInTheDocument();
    expect(screen.getByText('We will call back within one working day.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Request a Callback' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Calling code' })).toHaveValue('IN');
    expect(screen.getByRole('option', { name: '+91 India' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('shows errors only after the first submit attempt and sends nothing while invalid', async () => {
    const user = userEvent.setup();
    const watch = watchContactCalls();
    try {
      const { store } = renderWithProviders(<ContactPage />, { route: '/contact-us' });
      const name = screen.getByRole('textbox', { name: /Full name/ });
      await user.click(name);
      await user.tab();
      expect(screen.queryByText('Field is required')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.getAllByText('Field is required')).toHaveLength(4));
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('textbox', { name: /Message/ })).not.toHaveAttribute('aria-invalid', 'true');

      await user.type(name, 'Priya Nair');
      await user.type(screen.getByRole('textbox', { name: /Email/ }), 'priya@');
      const phone = screen.getByRole('textbox', { name: /Phone/ });
      await user.type(phone, '98-765 43ab21');
      expect(phone).toHaveValue('98-765 4321'); // no letters
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
      expect(screen.getByText('Enter a valid India phone number, e.g. 81234 56789.')).toBeInTheDocument();
      expect(screen.getAllByText('Field is required')).toHaveLength(1); // location
      expect(watch.calls).toHaveLength(0);
      expect(dialogOf(store)).toBeNull();
    } finally {
      watch.restore();
    }
  });

  it('sends a valid request to the API and confirms it', async () => {
    const user = userEvent.setup();
    const watch = watchContactCalls();
    try {
      const { store } = renderWithProviders(<ContactPage />, { route: '/contact-us' });
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(dialogOf(store)?.title).toBe('Success'));
      expect(dialogOf(store)?.message).toBeTruthy();
      expect(dialogOf(store)?.type).toBe('success');
      expect(watch.calls).toHaveLength(1);
      // The form is cleared for the next request.
      expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
      expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
    } finally {
      watch.restore();
    }
  });

  it('a caller in Dubai chooses +971 and types the number as people there write it; the API stores it in E.164 parts', async () => {
    const user = userEvent.setup();
    const watch = watchContactCalls();
    try {
      const { store } = renderWithProviders(<ContactPage />, { route: '/contact-us' });
      await fillValid(user);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Calling code' }), 'AE');
      const phone = screen.getByRole('textbox', { name: /Phone/ });
      await user.clear(phone);
      await user.type(phone, '050 123 4567');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(dialogOf(store)?.title).toBe('Success'));
      expect(watch.calls).toHaveLength(1);
    } finally {
      watch.restore();
    }
  });

  it("shows 'Request Failed' with the fallback message when the server fails", async () => {
    const user = userEvent.setup();
    const realFetch = global.fetch;
    const spy = jest.spyOn(global, 'fetch').mockImplementation((input, init) =>
      urlOf(input).includes('/candidates/contact_us')
        ? Promise.resolve(new Response('Internal Server Error', { status: 500 }))
        : realFetch(input, init),
    );
    try {
      const { store } = renderWithProviders(<ContactPage />, { route: '/contact-us' });
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(dialogOf(store)?.title).toBe('Request Failed'));
      expect(dialogOf(store)?.message).toBe('We could not send your request. Please try again.');
      expect(dialogOf(store)?.type).toBe('danger');
      // Nothing the user typed is lost.
      expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Priya Nair');
    } finally {
      spy.mockRestore();
    }
  });

  it("shows the server's message when it rejects the request", async () => {
    const user = userEvent.setup();
    const realFetch = global.fetch;
    const spy = jest.spyOn(global, 'fetch').mockImplementation((input, init) =>
      urlOf(input).includes('/candidates/contact_us')
        ? Promise.resolve(new Response(JSON.stringify({ status: 'error', message: 'Too many requests today.' }), { status: 429, headers: { 'Content-Type': 'application/json' } }))
        : realFetch(input, init),
    );
    try {
      const { store } = renderWithProviders(<ContactPage />, { route: '/contact-us' });
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(dialogOf(store)?.title).toBe('Request Failed'));
      expect(dialogOf(store)?.message).toBe('Too many requests today.');
    } finally {
      spy.mockRestore();
    }
  });

  it('prefills the message from ?message= (Subscribe on a plan)', () => {
    renderWithProviders(<ContactPage />, { route: '/contact-us?message=I%20want%20the%203%20Months%20plan' });
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('I want the 3 Months plan');
  });

  it('fills a logged-in candidate’s name, email and phone from the profile (real API), leaving the message theirs', async () => {
    const { email, access } = await loginFreshCandidate();
    const { data: profile } = await apiGet<{ data: { first_name: string; last_name: string; phone_national: string; phone_country: string } }>('/candidates/my_profile', access);
    renderWithProviders(<ContactPage />, { route: '/contact-us?message=I%20would%20like%20to%20subscribe', preloadedState: loggedInState });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue(email));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue(`${profile.first_name} ${profile.last_name}`);
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue(profile.phone_national);
    expect(screen.getByRole('combobox', { name: 'Calling code' })).toHaveValue(profile.phone_country);
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('I would like to subscribe');
  });
});
