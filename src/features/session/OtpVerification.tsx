import { useEffect, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextInput from '@/ui/fields/TextInput';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { messageOf } from '@/api/errors';
import type { LoginResponse } from '@/shared/apiTypes';
import { OTP_LENGTH, OTP_LOADER_HIDE_MS, OTP_RESEND_SECONDS } from '@/config/constants';
import { hideLoader, showDialog, showLoader } from '@/ui/dialogs';
import { otpCancelled, otpRequested, selectRememberedPath, type OtpChallenge } from './sessionSlice';
import { afterLoginPath } from './guards';
import { otpOutcome, useResendOtpMutation, useVerifyOtpMutation } from './sessionApi';
import { safeOtpRedirect } from './redirects';
import { sessionMessages } from './messages';

const m = sessionMessages.otp;
const onlyDigits = (s: string) => /^\d+$/.test(s);

/** Resend countdown of spec 4: starts at 30, ticks each second; restart() begins again. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  const [round, setRound] = useState(0);
  useEffect(() => {
    setLeft(seconds);
    const timer = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) clearInterval(timer);
        return Math.max(0, s - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, round]);
  return { left, restart: () => setRound((r) => r + 1) };
}

/**
 * OTP Verification screen (spec 2.10, 4, 5): replaces the login form. 6 digits only (a paste only if numeric),
 * Verify OTP enabled at exactly 6, Enter submits, 30-second countdown then Resend OTP, which really resends
 * (decisions.md §3) and restarts the countdown. A verified code logs in through the session listener (tokens
 * where the login's Remember Me said, isLogin); this screen shows the dialogs and navigates.
 */
export default function OtpVerification({ challenge, remember }: { challenge: OtpChallenge; remember: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Like the login: the remembered page (a visitor's search waiting since the login prompt, issue 29), else the dashboard.
  const remembered = useAppSelector(selectRememberedPath);
  const [otp, setOtp] = useState('');
  const [notice, setNotice] = useState('');
  const { left, restart } = useCountdown(OTP_RESEND_SECONDS);
  const [verifyOtp, { isLoading: verifying }] = useVerifyOtpMutation();
  const [resendOtp, { isLoading: resending }] = useResendOtpMutation();
  const complete = otp.length === OTP_LENGTH;

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Single printable characters other than digits never reach the field.
    if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault();
  };
  const handlePaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text').trim();
    e.preventDefault();
    if (!onlyDigits(text)) return;
    setOtp(text.slice(0, OTP_LENGTH));
  };

  const verify = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!complete || verifying) return;
    dispatch(showLoader());
    let data: LoginResponse | undefined;
    let error: unknown;
    try {
      data = await verifyOtp({ redirect: challenge.redirect, otp, email: challenge.email, remember }).unwrap();
    } catch (e) {
      error = e;
    }
    await dispatch(hideLoader(OTP_LOADER_HIDE_MS));
    const outcome = otpOutcome(data, error);
    if (outcome === 'success') {
      await dispatch(showDialog({ title: m.successTitle, message: data?.message || m.success, type: 'success', actionLabel: m.continue }));
      navigate(afterLoginPath(remembered), { replace: true });
    } else if (outcome === 'error') {
      const message = (data && 'message' in data && data.message) || messageOf(error, m.error);
      await dispatch(showDialog({ title: m.errorTitle, message, type: 'danger' }));
    } else {
      await dispatch(showDialog({ title: m.failedTitle, message: messageOf(error, m.failed), type: 'danger' }));
    }
  };

  const resend = async () => {
    setNotice('');
    const res = await resendOtp({ email: challenge.email });
    if (res.data && res.data.status === 'success') {
      if (res.data.redirect) dispatch(otpRequested({ email: challenge.email, redirect: safeOtpRedirect(res.data.redirect) }));
      setOtp('');
      setNotice(res.data.message || m.resent);
      restart();
      return;
    }
    await dispatch(showDialog({ title: m.failedTitle, message: messageOf(res.error, m.failed), type: 'danger' }));
  };

  return (
    <Box component="form" noValidate onSubmit={verify} aria-labelledby="otp-heading">
      <Typography id="otp-heading" variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 30 }, mb: 1 }}>
        {m.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {m.sentTo(challenge.email)}
      </Typography>
      <TextInput
        fullWidth
        autoFocus
        id="otp"
        name="otp"
        label={m.label}
        value={otp}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        autoComplete="one-time-code"
        slotProps={{
          htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: OTP_LENGTH, style: { letterSpacing: '0.5em', fontSize: 22, textAlign: 'center' } },
        }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!complete || verifying} sx={{ mt: 2 }}>
        {m.verify}
      </Button>
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        {left > 0 ? (
          <Typography color="text.secondary" role="timer">
            {m.resendIn(left)}
          </Typography>
        ) : (
          <Button variant="text" onClick={() => void resend()} disabled={resending} sx={{ px: 0 }}>
            {m.resend}
          </Button>
        )}
        <Button variant="text" color="inherit" onClick={() => dispatch(otpCancelled())}>
          {m.back}
        </Button>
      </Box>
      <Typography role="status" sx={{ mt: 1, minHeight: 24, color: 'success.dark' }}>
        {notice}
      </Typography>
    </Box>
  );
}
