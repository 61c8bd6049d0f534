import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { fieldErrorsOf, messageOf } from '@/api/errors';
import type { SmartMatch } from '@/shared/apiTypes';
import { ALERT_TIMES, type AlertTime } from '@/config/constants';
import { useUpdateSmartMatchMutation } from '@/api/smartmatchApi';
import { messages } from './messages';

interface Props {
  match: SmartMatch;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Edits a Smart Match's alert time and channels (POST /smartmatch/{id}/update). WhatsApp needs a phone number on the
 * profile: the API answers 400 with errors.pref_whatsapp, shown under the channels.
 */
export default function AlertSettingsDialog({ match, open, onClose, onSaved }: Props) {
  const idp = useId();
  const [alertTime, setAlertTime] = useState<AlertTime>(match.alert_time);
  const [prefEmail, setPrefEmail] = useState(match.pref_email);
  const [prefWhatsapp, setPrefWhatsapp] = useState(match.pref_whatsapp);
  const [channelError, setChannelError] = useState<string | null>(null);
  const [update, { isLoading, error }] = useUpdateSmartMatchMutation();

  const fields = fieldErrorsOf(error);
  const whatsappError = fields?.pref_whatsapp?.[0];
  const otherFieldError = fields && Object.entries(fields).find(([k]) => k !== 'pref_whatsapp')?.[1]?.[0];
  const generalError = error && !whatsappError ? (otherFieldError ?? messageOf(error, messages.updateFailed)) : null;
  const channelsMessage = channelError ?? whatsappError;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!prefEmail && !prefWhatsapp) {
      setChannelError(messages.channelRequired);
      return;
    }
    setChannelError(null);
    const res = await update({ id: match.id, alert_time: alertTime, pref_email: prefEmail, pref_whatsapp: prefWhatsapp });
    if (!('error' in res)) onSaved();
  };

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={`${idp}-title`}
      aria-describedby={`${idp}-intro`}
    >
      <form onSubmit={onSubmit} aria-labelledby={`${idp}-title`} noValidate>
        <DialogTitle id={`${idp}-title`}>{messages.alertsDialogTitle(match.smart_match)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${idp}-intro`} sx={{ mb: 2 }}>
            {messages.alertsDialogIntro}
          </DialogContentText>
          <Stack sx={{ gap: 2 }}>
            {generalError && <Alert severity="error">{generalError}</Alert>}
            <FormControl component="fieldset">
              <FormLabel component="legend" id={`${idp}-time`}>
                {messages.alertTime}
              </FormLabel>
              <RadioGroup row aria-labelledby={`${idp}-time`} value={alertTime} onChange={(e) => setAlertTime(e.target.value as AlertTime)}>
                {ALERT_TIMES.map((t) => (
                  <FormControlLabel key={t.value} value={t.value} control={<Radio />} label={t.label} />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl component="fieldset" error={!!channelsMessage}>
              <FormLabel component="legend">{messages.channels}</FormLabel>
              <FormGroup row>
                <FormControlLabel
                  control={<Checkbox checked={prefEmail} onChange={(e) => setPrefEmail(e.target.checked)} />}
                  label={messages.email}
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={prefWhatsapp}
                      onChange={(e) => setPrefWhatsapp(e.target.checked)}
                      slotProps={{ input: { 'aria-describedby': `${idp}-channels-help` } }}
                    />
                  }
                  label={messages.whatsapp}
                />
              </FormGroup>
              <FormHelperText id={`${idp}-channels-help`} role={channelsMessage ? 'alert' : undefined}>
                {channelsMessage ?? messages.whatsappHelp}
              </FormHelperText>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {messages.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            {messages.saveAlerts}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
