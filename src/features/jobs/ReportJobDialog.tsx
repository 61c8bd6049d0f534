import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@/shared/trustMessages';
import { messages } from './messages';

export interface ReportJobDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (report: { reason: ReportReason; details: string }) => void;
}

/** The "Report this job" form (issue 17): a labelled radio group of reasons, details (required for "Other"), Submit/Cancel. */
export default function ReportJobDialog({ open, busy, onCancel, onSubmit }: ReportJobDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const reasonError = tried && !reason ? messages.reportReasonRequired : '';
  const detailsError = tried && reason === 'other' && !details.trim() ? messages.reportDetailsRequired : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!reason || (reason === 'other' && !details.trim())) return;
    onSubmit({ reason, details: details.trim() });
  };
  const reset = () => {
    setReason('');
    setDetails('');
    setTried(false);
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm" slotProps={{ transition: { onExited: reset } }}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{messages.reportDialogTitle}</DialogTitle>
        <DialogContent>
          <FormControl component="fieldset" error={!!reasonError} required sx={{ mb: 2 }}>
            <FormLabel component="legend" id={`${id}-reasons`}>
              {messages.reportReasonLegend}
            </FormLabel>
            <RadioGroup aria-labelledby={`${id}-reasons`} name="reason" value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
              {REPORT_REASONS.map((r) => (
                <FormControlLabel key={r} value={r} control={<Radio />} label={messages.reportReasons[r]} />
              ))}
            </RadioGroup>
            {reasonError ? <FormHelperText>{reasonError}</FormHelperText> : null}
          </FormControl>
          <TextField
            label={messages.reportDetailsLabel}
            name="details"
            value={details}
            onChange={(e) => setDetails(e.target.value.slice(0, REPORT_DETAILS_MAX))}
            required={reason === 'other'}
            error={!!detailsError}
            helperText={detailsError || messages.reportDetailsHelp}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {messages.reportCancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {messages.reportSubmit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
