import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextInput from '@/ui/fields/TextInput';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { messageOf } from '@/api/errors';
import { takeLoginMessage, takeTimeoutFlag } from '@/api/tokenStorage';
import type { LoginResponse } from '@/shared/apiTypes';
import { paths } from '@/config/paths';
import { useStaticPageHead } from '@/ui/useStaticPageHead';
import { hideLoader, showDialog, showLoader } from '@/ui/dialogs';
import AuthCard from './AuthCard';
import OtpVerification from './OtpVerification';
import { afterLoginPath } from './guards';
import { sessionMessages } from './messages';
import { safeOtpRedirect } from './redirects';
import { otpChallengeOf, useLoginMutation, type OtpChallengeBody } from './sessionApi';
import {
  otpRequested,
  selectIsLoggedIn,
  selectOtpChallenge,
  selectRememberedPath,
  selectTimedOut,
  timeoutAcknowledged,
  type OtpChallenge,
} from './sessionSlice';

const m = sessionMessages.login;

/**
 * Login (spec 2.9, 4, 5, 8): Email Address, Password, Remember Me (decisions.md §3: localStorage vs
 * sessionStorage), Forgot Password and Register links, Enter submits. Session Timeout and stored-message modals
 * on entry. The OTP screen replaces the form while a challenge is pending. What the answer does to the session
 * (tokens where Remember Me says, the isLogin cookie) is the session listener's work: this screen only talks.
 */
export default function LoginPage() {
  useStaticPageHead('/login');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const challenge = useAppSelector(selectOtpChallenge);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const remembered = useAppSelector(selectRememberedPath);
  const timedOut = useAppSelector(selectTimedOut);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const entered = useRef(false);
  // A verified OTP logs in (which ends the challenge) while its success dialog is still open: keep the OTP
  // screen behind the dialog until the screen navigates away.
  const lastChallenge = useRef<OtpChallenge | null>(null);
  if (challenge) lastChallenge.current = challenge;
  else if (!isLoggedIn) lastChallenge.current = null;
  const shownChallenge = challenge ?? (isLoggedIn ? lastChallenge.current : null);

  // On entry: Session Timeout (TIMEOUT flag, then cleared), then any stored message in a Login modal (then cleared).
  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    const flagged = takeTimeoutFlag();
    const stored = takeLoginMessage();
    void (async () => {
      if (flagged || timedOut) {
        dispatch(timeoutAcknowledged());
        await dispatch(showDialog({ title: m.timeoutTitle, message: m.timeout, type: 'warning' }));
      }
      if (stored) await dispatch(showDialog({ title: m.storedMessageTitle, message: stored, type: 'info' }));
    })();
  }, [dispatch, timedOut]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    if (!email.trim() || !password) {
      await dispatch(showDialog({ title: m.emptyTitle, message: m.emptyFields, type: 'warning' }));
      return;
    }
    const askForOtp = async (otp: OtpChallengeBody) => {
      await dispatch(showDialog({ title: m.otpNeededTitle, message: otp.message || m.otpNeeded, type: 'info' }));
      dispatch(otpRequested({ redirect: safeOtpRedirect(otp.redirect), email: otp.email || email.trim() }));
    };
    dispatch(showLoader());
    let data: LoginResponse;
    try {
      data = await login({ email: email.trim(), password, remember }).unwrap();
    } catch (error) {
      await dispatch(hideLoader());
      const otp = otpChallengeOf(undefined, error);
      if (otp) await askForOtp(otp);
      else await dispatch(showDialog({ title: m.failedTitle, message: messageOf(error, m.failed), type: 'danger' }));
      return;
    }
    await dispatch(hideLoader());
    if (data.status === 'success') {
      await dispatch(showDialog({ title: m.successTitle, message: data.message || m.success, type: 'success' }));
      navigate(afterLoginPath(remembered), { replace: true });
      return;
    }
    const otp = otpChallengeOf(data, undefined);
    if (otp) await askForOtp(otp);
    else await dispatch(showDialog({ title: m.failedTitle, message: m.failed, type: 'danger' }));
  };

  if (shownChallenge) {
    return (
      <AuthCard>
        <OtpVerification challenge={shownChallenge} remember={remember} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={m.heading} subtitle={m.intro}>
      <Box component="form" noValidate onSubmit={submit} aria-label={m.heading} sx={{ display: 'grid', gap: 2 }}>
        <TextInput
          id="login-email"
          name="email"
          type="email"
          label={m.email}
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          fullWidth
        />
        <TextInput
          id="login-password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          label={m.password}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((s) => !s)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel control={<Checkbox name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label={m.remember} />
          <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
            {m.forgot}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {m.submit}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {m.noAccount}{' '}
          <Link component={RouterLink} to={paths.register.getHref()}>
            {m.register}
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
