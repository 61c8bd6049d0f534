import { useState, type FormEvent } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useExportDataMutation,
  useGetSecurityEventsQuery,
  useGetSessionsQuery,
  useSignOutOtherSessionsMutation,
} from '@/api/accountApi';
import { fieldErrorsOf, messageOf } from '@/api/errors';
import { navigateTo } from '@/api/navigation';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { loggedOut } from '@/features/session/sessionSlice';
import { confirm } from '@/ui/dialogs';
import { messages } from './messages';
import SectionCard from '@/ui/SectionCard';

const m = messages.account;
const when = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

type Note = { ok: boolean; text: string } | null;


function NoteView({ note }: { note: Note }) {
  return (
    <Box role="status" aria-live="polite">
      {note && (
        <Alert severity={note.ok ? 'success' : 'error'} sx={{ mt: 1.5 }}>
          {note.text}
        </Alert>
      )}
    </Box>
  );
}

/** Sessions with "Sign out of other sessions". */
function Sessions() {
  const dispatch = useAppDispatch();
  const { data: sessions = [] } = useGetSessionsQuery();
  const [signOutOthers, { isLoading }] = useSignOutOtherSessionsMutation();
  const [note, setNote] = useState<Note>(null);
  const onSignOut = async () => {
    if (!(await dispatch(confirm({ title: m.signOutOthersConfirmTitle, message: m.signOutOthersConfirm })))) return;
    try {
      const r = await signOutOthers().unwrap();
      setNote({ ok: true, text: r.message ?? m.signedOutOthers });
    } catch (err) {
      setNote({ ok: false, text: messageOf(err, m.failed) });
    }
  };
  return (
    <SectionCard id="account-sessions" title={m.sessionsTitle}>
      <Typography variant="body2" color="text.secondary">
        {m.sessionsIntro}
      </Typography>
      <List aria-labelledby="account-sessions">
        {sessions.map((s) => (
          <ListItem key={s.id} disableGutters divider>
            <ListItemText
              primary={s.current ? `${s.device} · ${m.thisSession}` : s.device}
              secondary={`${m.started}: ${when(s.started)} · ${m.lastUsed}: ${when(s.last_used)}`}
            />
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" onClick={onSignOut} disabled={isLoading}>
        {m.signOutOthers}
      </Button>
      <NoteView note={note} />
    </SectionCard>
  );
}

/** "Change password": the current password is required; every other session is signed out. */
function ChangePassword() {
  const [change, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState({ current_password: '', password: '', confirm_password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<Note>(null);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    if (values.password !== values.confirm_password) {
      setErrors({ confirm_password: m.passwordsDiffer });
      return;
    }
    try {
      const r = await change(values).unwrap();
      setErrors({});
      setValues({ current_password: '', password: '', confirm_password: '' });
      setNote({ ok: true, text: r.message ?? m.passwordChanged });
    } catch (err) {
      const fields = fieldErrorsOf(err) ?? {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])));
      setNote({ ok: false, text: messageOf(err, m.failed) });
    }
  };
  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <TextField
      id={`account-field-${name}`}
      name={name}
      type="password"
      label={label}
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={set(name)}
      error={!!errors[name]}
      helperText={errors[name]}
      fullWidth
    />
  );
  return (
    <SectionCard id="account-change-password" title={m.changePasswordTitle}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          {field('current_password', m.currentPassword, 'current-password')}
          {field('password', m.newPassword, 'new-password')}
          {field('confirm_password', m.confirmPassword, 'new-password')}
          <Box>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {m.changePassword}
            </Button>
          </Box>
        </Stack>
      </Box>
      <NoteView note={note} />
    </SectionCard>
  );
}

/** "Recent security activity": the last 20 events. */
function Activity() {
  const { data: events = [] } = useGetSecurityEventsQuery();
  return (
    <SectionCard id="account-activity" title={m.activityTitle}>
      {events.length === 0 ? (
        <Typography color="text.secondary">{m.noActivity}</Typography>
      ) : (
        <List dense aria-labelledby="account-activity">
          {events.map((e, i) => (
            <ListItem key={`${e.created_at}-${i}`} disableGutters divider>
              <ListItemText primary={m.events[e.kind] ?? e.kind} secondary={`${when(e.created_at)}${e.detail ? ` · ${e.detail}` : ''}`} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/** "Download my data" and "Delete my account" (password, then the app's confirmation dialog). */
function YourData() {
  const dispatch = useAppDispatch();
  const [exportData, { isLoading: exporting }] = useExportDataMutation();
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<Note>(null);

  const onExport = async () => {
    setNote(null);
    try {
      const text = await exportData().unwrap();
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `verijobs-data-${dayjs().format('YYYY-MM-DD')}.json`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setNote({ ok: true, text: m.downloaded });
    } catch (err) {
      setNote({ ok: false, text: messageOf(err, m.failed) });
    }
  };

  const onDelete = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!password) {
      setError(m.passwordRequired);
      return;
    }
    if (!(await dispatch(confirm({ title: m.deleteConfirmTitle, message: m.deleteConfirm, type: 'danger' })))) return;
    try {
      await deleteAccount({ password }).unwrap();
    } catch (err) {
      setError(fieldErrorsOf(err)?.password?.[0] ?? messageOf(err, m.failed));
      return;
    }
    // The account is gone with every token: end the session as logout does (the session listener clears the tokens,
    // the cookie and the cache) and go to the login page.
    dispatch(loggedOut());
    navigateTo(paths.login.getHref());
  };

  return (
    <SectionCard id="account-data" title={m.dataTitle}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {m.dataIntro}
      </Typography>
      <Button variant="outlined" onClick={onExport} disabled={exporting}>
        {m.downloadData}
      </Button>
      <NoteView note={note} />
      <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {m.deleteTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {m.deleteIntro}
      </Typography>
      <Box component="form" onSubmit={onDelete} noValidate>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <TextField
            id="account-delete-password"
            name="password"
            type="password"
            label={m.deletePassword}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!error}
            helperText={error}
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" color="error" disabled={deleting}>
              {m.deleteAccount}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}

/** Account security and data rights on My Profile (issue 19). */
export default function AccountSecurity() {
  return (
    <Stack spacing={3}>
      <Sessions />
      <ChangePassword />
      <Activity />
      <YourData />
    </Stack>
  );
}
