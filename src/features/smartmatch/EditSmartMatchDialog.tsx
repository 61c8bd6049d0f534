import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { fieldErrorsOf, messageOf } from '@/api/errors';
import { useUpdateSmartMatchMutation } from '@/api/smartmatchApi';
import type { SmartMatch } from '@/shared/apiTypes';
import { messages } from './messages';
import SmartMatchCriteriaFields, { type SmartMatchCriteria } from './SmartMatchCriteriaFields';

interface Props {
  match: SmartMatch;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Edits a Smart Match's name, job titles, job function and location (issue 19; POST /smartmatch/{id}/update with only
 * these fields), with the same fields as creating one. Alert time and channels stay in the alert settings dialog.
 */
export default function EditSmartMatchDialog({ match, onClose, onSaved }: Props) {
  const idp = useId();
  const [value, setValue] = useState<SmartMatchCriteria>({
    name: match.smart_match,
    jobtitles: match.jobtitles.map((t) => ({ id: t.id, name: t.value })),
    jobFunctionId: match.job_function_id,
    jobFunctionName: match.job_function,
    cityId: match.city_id,
    cityName: match.location,
    place: match.place ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [update, { isLoading, error }] = useUpdateSmartMatchMutation();
  const server = fieldErrorsOf(error) ?? {};
  const general = error && !Object.keys(server).length ? messageOf(error, messages.updateFailed) : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const noPlace = value.cityId === null && !value.place;
    if (value.jobtitles.length === 0 || value.jobFunctionId === null || noPlace) return;
    const res = await update({
      id: match.id,
      ...(value.name.trim() ? { smart_match: value.name.trim() } : {}),
      job_function: value.jobFunctionId,
      ...(value.place ? { place: value.place } : { city: value.cityId ?? undefined }),
      jobtitles: value.jobtitles.filter((t) => t.id !== undefined).map((t) => t.id as number),
      new_jobtitles: value.jobtitles.filter((t) => t.id === undefined).map((t) => t.name),
    });
    if (!('error' in res)) onSaved();
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={`${idp}-title`} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} aria-labelledby={`${idp}-title`} noValidate>
        <DialogTitle id={`${idp}-title`}>{messages.editDialogTitle(match.smart_match)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {general && <Alert severity="error">{general}</Alert>}
            <SmartMatchCriteriaFields
              idPrefix={idp}
              value={value}
              onChange={(patch) => setValue((v) => ({ ...v, ...patch }))}
              touched={submitted}
              errors={{
                smart_match: server.smart_match?.[0],
                jobtitles: submitted && value.jobtitles.length === 0 ? messages.jobTitleRequired : server.jobtitles?.[0],
                job_function: submitted && value.jobFunctionId === null ? messages.required : server.job_function?.[0],
                city: submitted && value.cityId === null && !value.place ? messages.required : (server.city ?? server.place)?.[0],
              }}
            />
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
