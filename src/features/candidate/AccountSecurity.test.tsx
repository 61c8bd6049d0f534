import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toFormData } from '@/api/formData';
import { setLoginCookie, writeTokens } from '@/api/tokenStorage';
import type { LoginSuccess } from '@/shared/apiTypes';
import { apiUrl, latestCode, loginViaApi, registerCandidate } from '@/testing/api';
import { loggedInState } from '@/testing/candidateSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { setViewportWidth } from '@/testing/viewport';
import DialogHost from '@/ui/DialogHost';
import AccountSecurity from './AccountSecurity';

jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 5000 });

/** A fresh verified candidate, logged in in this "browser"; its password and a second login elsewhere. */
async function freshCandidate() {
  const { email, password } = await registerCandidate();
  const challenge = await loginViaApi(email, password);
  if (challenge.status !== 'error') throw new Error('expected an OTP challenge');
  const otp = await latestCode(email);
  const res = await fetch(apiUrl(`/${challenge.redirect.replace(/^\//, '')}`), { method: 'POST', body: toFormData({ otp, email }) });
  const pair = (await res.json()) as LoginSuccess;
  writeTokens({ access: pair.access, refresh: pair.refresh, accessLifetime: pair.access_lifetime }, true);
  setLoginCookie(true);
  const other = (await loginViaApi(email, password)) as LoginSuccess;
  return { email, password, other };
}

const profileWith = (access: string) => fetch(apiUrl('/candidates/my_profile'), { headers: { Authorization: `Bearer ${access}` } });

function renderAccount() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AccountSecurity />
      <DialogHost />
    </>,
    { preloadedState: loggedInState, route: '/candidate/my-profile' },
  );
  return user;
}

describe('Account security on My Profile', () => {
  it('lists the sessions, changes the password with the current one and signs out the other session', async () => {
    setViewportWidth(375);
    const { other, password } = await freshCandidate();
    const user = renderAccount();
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(await within(sessions).findByText(/· This session$/)).toBeInTheDocument();
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(2);

    const form = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'Wrong12345');
    await user.type(within(form).getByLabelText(/^New password/), 'Changed123');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'Changed123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect((await within(form).findAllByText('The current password is not correct.')).length).toBeGreaterThan(0);

    await user.clear(within(form).getByLabelText(/^Current password/));
    await user.type(within(form).getByLabelText(/^Current password/), password);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password was changed. Every other session was signed out.')).toBeInTheDocument();
    expect((await profileWith(other.access)).status).toBe(401);
    const activity = screen.getByRole('region', { name: 'Recent security activity' });
    expect(await within(activity).findByText('Password changed')).toBeInTheDocument();
  });

  it('signs out of other sessions after the confirmation dialog', async () => {
    setViewportWidth(1440);
    const { other } = await freshCandidate();
    const user = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Sign out of other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You were signed out of every other session.')).toBeInTheDocument();
    expect((await profileWith(other.access)).status).toBe(401);
  });

  it('deletes the account only with the right password, after the confirmation dialog', async () => {
    setViewportWidth(1440);
    const { email, password } = await freshCandidate();
    const user = renderAccount();
    const data = screen.getByRole('region', { name: 'Your data' });
    await user.click(within(data).getByRole('button', { name: 'Delete my account' }));
    expect(await within(data).findByText('Enter your password.')).toBeInTheDocument();

    await user.type(within(data).getByLabelText(/^Password/), 'Wrong12345');
    await user.click(within(data).getByRole('button', { name: 'Delete my account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(data).findByText('The password is not correct.')).toBeInTheDocument();
    // The dialog's exit transition keeps the page aria-hidden until it has gone; a slow machine is still inside it here.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.clear(within(data).getByLabelText(/^Password/));
    await user.type(within(data).getByLabelText(/^Password/), password);
    await user.click(within(data).getByRole('button', { name: 'Delete my account' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(async () => expect((await loginViaApi(email, password)).status).toBe('failed'));
  });
});
