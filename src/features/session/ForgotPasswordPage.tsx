import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useFormik } from 'formik';
import * as Yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextInput from '@/ui/fields/TextInput';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import { fieldErrorsOf, messageOf } from '@/api/errors';
import { storeLoginMessage } from '@/api/tokenStorage';
import { OTP_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { hideLoader, showDialog, showLoader } from '@/ui/dialogs';
import AuthCard from './AuthCard';
import { sessionMessages } from './messages';
import { useForgotPasswordMutation, useResetPasswordMutation } from './sessionApi';
import { validationLines } from './fieldErrors';

const m = sessionMessages.forgot;
const REQUIRED = sessionMessages.fieldRequired;

const emailSchema = Yup.object({ email: Yup.string().trim().required(REQUIRED).email(sessionMessages.invalidEmail) });
const resetSchema = Yup.object({
  otp: Yup.string()
    .required(REQUIRED)
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`),
  password: Yup.string().required(REQUIRED).min(8, sessionMessages.passwordShort),
  confirm_password: Yup.string()
    .required(REQUIRED)
    .oneOf([Yup.ref('password')], sessionMessages.passwordsMatch),
});

/**
 * Forgot password, the real flow of decisions.md §3: email → 6-digit code by email (POST /password/forgot) →
 * code + new password (POST /password/reset) → /login, where the stored message confirms the reset.
 */
export default function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [forgot, { isLoading: sending }] = useForgotPasswordMutation();
  const [reset, { isLoading: resetting }] = useResetPasswordMutation();

  const sendCode = async (email: string) => {
    dispatch(showLoader());
    const res = await forgot({ email });
    await dispatch(hideLoader());
    if (res.error) {
      await dispatch(showDialog({ title: m.requestFailedTitle, message: messageOf(res.error, m.failed), type: 'danger' }));
      return false;
    }
    setSentTo(email);
    return true;
  };

  const emailForm = useFormik({
    initialValues: { email: '' },
    validationSchema: emailSchema,
    onSubmit: async ({ email }) => {
      await sendCode(email.trim());
    },
  });

  const resetForm = useFormik({
    initialValues: { otp: '', password: '', confirm_password: '' },
    validationSchema: resetSchema,
    onSubmit: async (values) => {
      if (!sentTo) return;
      dispatch(showLoader());
      const res = await reset({ email: sentTo, ...values });
      await dispatch(hideLoader());
      if (res.data && res.data.status === 'success') {
        storeLoginMessage(res.data.message || m.resetDone);
        navigate(paths.login.getHref(), { replace: true });
        return;
      }
      // The server's message already names the problem; field lines only when it sent none.
      const message = messageOf(res.error, '');
      const lines = message ? [] : validationLines(fieldErrorsOf(res.error) ?? {});
      await dispatch(showDialog({ title: m.failedTitle, message: message || (lines.length ? '' : m.failed), lines, type: 'danger' }));
    },
  });

  const err = <T extends Record<string, string>>(f: ReturnType<typeof useFormik<T>>, k: keyof T & string) =>
    f.touched[k] && typeof f.errors[k] === 'string' ? (f.errors[k] as string) : undefined;

  return (
    <AuthCard title={m.heading} subtitle={sentTo ? m.codeSent(sentTo) : m.intro}>
      {!sentTo ? (
        <Box component="form" noValidate onSubmit={emailForm.handleSubmit} aria-label={m.heading} sx={{ display: 'grid', gap: 2 }}>
          <TextInput
            id="forgot-email"
            name="email"
            type="email"
            label={m.email}
            autoComplete="email"
            required
            value={emailForm.values.email}
            onChange={emailForm.handleChange}
            onBlur={emailForm.handleBlur}
            error={!!err(emailForm, 'email')}
            helperText={err(emailForm, 'email')}
          />
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {m.sendCode}
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={resetForm.handleSubmit} aria-label={m.reset} sx={{ display: 'grid', gap: 2 }}>
          <TextInput
            id="forgot-otp"
            name="otp"
            label={m.code}
            required
            autoComplete="one-time-code"
            value={resetForm.values.otp}
            onChange={(e) => void resetForm.setFieldValue('otp', e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
            onBlur={resetForm.handleBlur}
            error={!!err(resetForm, 'otp')}
            helperText={err(resetForm, 'otp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH } }}
          />
          <TextInput
            id="forgot-password"
            name="password"
            type="password"
            label={m.newPassword}
            required
            autoComplete="new-password"
            value={resetForm.values.password}
            onChange={resetForm.handleChange}
            onBlur={resetForm.handleBlur}
            error={!!err(resetForm, 'password')}
            helperText={err(resetForm, 'password')}
          />
          <TextInput
            id="forgot-confirm"
            name="confirm_password"
            type="password"
            label={m.confirmPassword}
            required
            autoComplete="new-password"
            value={resetForm.values.confirm_password}
            onChange={resetForm.handleChange}
            onBlur={resetForm.handleBlur}
            error={!!err(resetForm, 'confirm_password')}
            helperText={err(resetForm, 'confirm_password')}
          />
          <Button type="submit" variant="contained" size="large" disabled={resetting}>
            {m.reset}
          </Button>
          <Button variant="text" onClick={() => void sendCode(sentTo)} disabled={sending}>
            {m.sendAgain}
          </Button>
        </Box>
      )}
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to={paths.login.getHref()}>
          {m.backToLogin}
        </Link>
      </Typography>
    </AuthCard>
  );
}
