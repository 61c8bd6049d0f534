import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAppStore } from '@/app/hooks';
import { paths } from '@/config/paths';
import { supportMessages } from './messages';
import { downloadSnapshot, takeSnapshot } from './snapshot';

const m = supportMessages.diagnostics;

/** A button that downloads the diagnostics file (for the profile page too). */
export function DownloadDiagnosticsButton({ includeContact, label = m.download, onDone }: { includeContact: boolean; label?: string; onDone?: () => void }) {
  const store = useAppStore();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setBusy(true);
    setFailed(false);
    try {
      downloadSnapshot(await takeSnapshot(store, { includeContact }));
      onDone?.();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {failed ? (
        <Alert severity="error" role="alert" sx={{ mr: 'auto' }}>
          {m.failed}
        </Alert>
      ) : null}
      <Button variant="contained" disabled={busy} onClick={() => void onClick()}>
        {busy ? m.downloading : label}
      </Button>
    </>
  );
}

/** Footer 'Help' → diagnostics (issue 9): the contact-details choice and the download. Loaded on click only. */
export default function DiagnosticsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [includeContact, setIncludeContact] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="diagnostics-title" maxWidth="sm" fullWidth>
      <DialogTitle id="diagnostics-title">{m.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{m.intro}</Typography>
        <FormControlLabel
          control={<Checkbox checked={includeContact} onChange={(e) => setIncludeContact(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'diagnostics-contact-hint' } }} />}
          label={m.includeContact}
        />
        <FormHelperText id="diagnostics-contact-hint">{m.includeContactHint}</FormHelperText>
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to={paths.contactUs.getHref()} onClick={onClose}>
            {m.contactUs}
          </Link>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{m.close}</Button>
        <DownloadDiagnosticsButton includeContact={includeContact} />
      </DialogActions>
    </Dialog>
  );
}
