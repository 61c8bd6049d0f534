import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie, setLoginCookie } from '@/api/tokenStorage';
import OtpVerification from './OtpVerification';
import { answer, renderSession } from './testing/renderSession';
import { loginViaApi, outboxCount, registerCandidate } from '@/testing/api';

// Real API round trips on a shared two-core machine: allow more than the default 5 s.
jest.setTimeout(30_000);

const challenge = { email: 'nobody@example.com', redirect: 'verify_email/unknown/' };
const renderOtp = (c = challenge) => renderSession(<OtpVerification challenge={c} remember={false} />);
const input = () => screen.getByLabelText(/one-time password/i);
const verify = () => screen.getByRole('button', { name: 'Verify OTP' });

function paste(text: string) {
  fireEvent.paste(input(), { clipboardData: { getData: () => text } });
}

describe('OtpVerification', () => {
  afterEach(() => jest.useRealTimers());

  it('accepts digits only, and enables Verify OTP at exactly 6 digits', async () => {
    const user = userEvent.setup();
    renderOtp();
    expect(screen.getByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
    expect(screen.getByText('The OTP has been sent via e-mail to nobody@example.com. Enter it below.')).toBeInTheDocument();
    await user.type(input(), '1a2b-3 4e5');
    expect(input()).toHaveValue('12345');
    expect(verify()).toBeDisabled();
    await user.type(input(), '6');
    expect(verify()).toBeEnabled();
    await user.type(input(), '7');
    expect(input()).toHaveValue('123456');
  });

  it('accepts a paste only when it is numeric', () => {
    renderOtp();
    paste('12ab56');
    expect(input()).toHaveValue('');
    paste('  654321 ');
    expect(input()).toHaveValue('654321');
    expect(verify()).toBeEnabled();
    paste('1234567890');
    expect(input()).toHaveValue('123456');
    paste('9x');
    expect(input()).toHaveValue('123456');
  });

  it('counts down from 30 seconds, then offers Resend OTP', () => {
    jest.useFakeTimers();
    renderOtp();
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 30s');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 29s');
    act(() => jest.advanceTimersByTime(28_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 1s');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('Resend OTP really mails a new code (POST /otp/resend) and restarts the countdown', async () => {
    const account = await registerCandidate();
    const otp = await loginViaApi(account.email, account.password);
    if (otp.status !== 'error') throw new Error('expected an OTP challenge');
    const before = await outboxCount(account.email);
    jest.useFakeTimers();
    renderOtp({ email: account.email, redirect: otp.redirect });
    act(() => jest.advanceTimersByTime(30_000));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    jest.useRealTimers();
    await userEvent.click(resend);
    expect(await screen.findByRole('timer')).toHaveTextContent('Resend OTP in 30s');
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
    await waitFor(async () => expect(await outboxCount(account.email)).toBe(before + 1));
  });

  it("a failure that is not status 'error' shows 'OTP Verification Failed' (server message or 'Please Try Again.')", async () => {
    const user = userEvent.setup();
    setLoginCookie(true);
    const fetchSpy = jest
      .spyOn(global, 'fetch')
      .mockResolvedValueOnce(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ status: 'expired', message: 'This code has expired.' }), { status: 410, headers: { 'content-type': 'application/json' } }),
      );
    renderOtp();
    await user.type(input(), '123456{Enter}');
    const d = await screen.findByRole('dialog', { name: 'OTP Verification Failed' });
    expect(d).toHaveTextContent('Please Try Again.');
    expect(readCookie('isLogin')).toBe('true');
    await answer(d);
    await user.click(verify());
    expect(await screen.findByRole('dialog', { name: 'OTP Verification Failed' })).toHaveTextContent('This code has expired.');
    fetchSpy.mockRestore();
  });

  it("status 'error' without a message falls back to 'Recheck your OTP and Try again.' and sets isLogin false", async () => {
    const user = userEvent.setup();
    setLoginCookie(true);
    const fetchSpy = jest
      .spyOn(global, 'fetch')
      .mockResolvedValueOnce(new Response(JSON.stringify({ status: 'error' }), { status: 400, headers: { 'content-type': 'application/json' } }));
    renderOtp();
    await user.type(input(), '123456{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent('Recheck your OTP and Try again.');
    expect(readCookie('isLogin')).toBe('false');
    fetchSpy.mockRestore();
  });
});
