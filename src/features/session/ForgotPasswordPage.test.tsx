import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import { answer, renderSession } from './testing/renderSession';
import { latestCode, loginViaApi, registerCandidate } from '@/testing/api';

// Real API round trips on a shared two-core machine: allow more than the default 5 s.
jest.setTimeout(60_000);

const renderForgot = () =>
  renderSession(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password', routes: [{ path: '/login', element: <LoginPage /> }] });

describe('ForgotPasswordPage', () => {
  it("asks for a valid email ('Field is required', then the format)", async () => {
    const user = userEvent.setup();
    renderForgot();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /email address/i }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('email → code by email → new password → /login with a message; the new password works', async () => {
    const user = userEvent.setup();
    const account = await registerCandidate();
    renderForgot();
    await user.type(screen.getByRole('textbox', { name: /email address/i }), `${account.email}{Enter}`);
    expect(await screen.findByText(`If an account exists for ${account.email}, a 6-digit code is on its way.`, {}, { timeout: 10_000 })).toBeInTheDocument();

    // A wrong code first: 'Reset Failed' with the server's message.
    const code = await latestCode(account.email);
    const codeBox = screen.getByRole('textbox', { name: /code/i });
    await user.type(codeBox, code === '000000' ? '111111' : '000000');
    await user.type(screen.getByLabelText(/^new password/i), 'Fresh@54321');
    await user.type(screen.getByLabelText(/^confirm password/i), 'Fresh@54321');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const failed = await screen.findByRole('dialog', { name: 'Reset Failed' }, { timeout: 10_000 });
    expect(failed).toHaveTextContent(/invalid|expired/i);
    await answer(failed);

    await user.clear(codeBox);
    await user.type(codeBox, `${code}x`);
    expect(codeBox).toHaveValue(code);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const message = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 10_000 });
    expect(message).toHaveTextContent(/your password has been reset/i);
    await answer(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect((await loginViaApi(account.email, 'Fresh@54321')).status).not.toBe('failed');
    expect((await loginViaApi(account.email, account.password)).status).toBe('failed');
  });

  it('checks the code and the new passwords before sending', async () => {
    const user = userEvent.setup();
    renderForgot();
    await user.type(screen.getByRole('textbox', { name: /email address/i }), 'someone@example.com{Enter}');
    await screen.findByRole('button', { name: 'Reset Password' }, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: /code/i }), '123');
    await user.type(screen.getByLabelText(/^new password/i), 'Fresh@54321');
    await user.type(screen.getByLabelText(/^confirm password/i), 'Other@54321');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });
});
