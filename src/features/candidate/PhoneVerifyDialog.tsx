import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { fieldErrorsOf, messageOf } from '@/api/errors';
import { useSendPhoneCodeMutation, useVerifyPhoneMutation } from '@/api/candidateApi';
import { PHONE_MESSAGES } from '@/shared/phoneMessages';
import { SIX_DIGITS } from '@/shared/oneTimeCode';
import { messages } from './messages';

/**
 * Issue 33: verifies the profile's number for WhatsApp alerts. Opening it sends a code to the number on WhatsApp
 * (the server says where); the candidate types it back. Errors stay in the dialog, by the field they concern.
 */
export default function PhoneVerifyDialog({ open, onClose, onVerified }: { open: boolean; onClose: () => void; onVerified: (message: string) => void }) {
  const id = useId();
  const [sendCode, sending] = useSendPhoneCodeMutation();
  const [verifyPhone, verifying] = useVerifyPhoneMutation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const send = async () => {
    setSendError(null);
    try {
      const res = await sendCode().unwrap();
      setSentMessage(res.message ?? null);
    } catch (err) {
      setSentMessage(null);
      setSendError(fieldErrorsOf(err)?.phone_number?.[0] ?? messageOf(err, messages.profile.phoneCodeFailed));
    }
  };

  // One code on opening (StrictMode runs effects twice in development: the ref keeps it to one message); "Send a new
  // code" asks again on purpose.
  const asked = useRef(false);
  useEffect(() => {
    if (!open || asked.current) return;
    asked.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!SIX_DIGITS.pattern.test(typed)) {
      setCodeError(SIX_DIGITS.patternMessage);
      return;
    }
    setCodeError(null);
    try {
      const res = await verifyPhone({ otp: typed }).unwrap();
      onVerified(res.message ?? PHONE_MESSAGES.verifiedLine);
    } catch (err) {
      setCodeError(fieldErrorsOf(err)?.otp?.[0] ?? messageOf(err, PHONE_MESSAGES.invalid));
    }
  };

  const reset = () => {
    setSentMessage(null);
    setSendError(null);
    setCode('');
    setCodeError(null);
  };
  const busy = sending.isLoading || verifying.isLoading;

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs" slotProps={{ transition: { onExited: reset } }}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{PHONE_MESSAGES.dialogTitle}</DialogTitle>
        <DialogContent>
          {sendError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {sendError}
            </Alert>
          ) : (
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              {sentMessage ?? messages.profile.phoneCodeSending}
            </Alert>
          )}
          <TextField
            label={PHONE_MESSAGES.codeLabel}
            name="otp"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            required
            autoFocus
            error={!!codeError}
            helperText={codeError ?? PHONE_MESSAGES.codeHelp}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
          />
          <Link component="button" type="button" onClick={() => void send()} disabled={busy} sx={{ mt: 1.5 }}>
            {PHONE_MESSAGES.resend}
          </Link>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {messages.profile.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !!sendError}>
            {PHONE_MESSAGES.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
