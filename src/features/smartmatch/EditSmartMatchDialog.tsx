import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { fieldErrorsOf, messageOf } from '@/api/errors';
import { useUpdateSmartMatchMutation } from '@/api/smartmatchApi';
import { SMARTMATCH_TAG_LIMIT, TAG_MIN_QUERY_PREFERENCE, TAG_SEPARATORS_PREFERENCE } from '@/config/constants';
import type { SmartMatch } from '@/shared/apiTypes';
import SearchableSelect, { type SelectOption } from '@/ui/fields/SearchableSelect';
import TagInput from '@/ui/fields/TagInput';
import TextInput from '@/ui/fields/TextInput';
import { messages } from './messages';
import type { TitleTag } from './smartmatchForms';

interface Props {
  match: SmartMatch;
  onClose: () => void;
  onSaved: () => void;
}

const option = (id: number | null, name: string): SelectOption | null => (id === null ? null : { value: String(id), label: name, raw: { id, name } });

/**
 * Edits a Smart Match's name, job titles, job function and location (issue 19; POST /smartmatch/{id}/update with only
 * these fields). Alert time and channels stay in the alert settings dialog.
 */
export default function EditSmartMatchDialog({ match, onClose, onSaved }: Props) {
  const idp = useId();
  const [name, setName] = useState(match.smart_match);
  const [titles, setTitles] = useState<TitleTag[]>(match.jobtitles.map((t) => ({ id: t.id, name: t.value })));
  const [fn, setFn] = useState<{ id: number | null; name: string }>({ id: match.job_function_id, name: match.job_function });
  const [city, setCity] = useState<{ id: number | null; name: string }>({ id: match.city_id, name: match.location });
  const [submitted, setSubmitted] = useState(false);
  const [update, { isLoading, error }] = useUpdateSmartMatchMutation();
  const server = fieldErrorsOf(error) ?? {};
  const errors = {
    jobtitles: submitted && titles.length === 0 ? messages.jobTitleRequired : server.jobtitles?.[0],
    job_function: submitted && fn.id === null ? messages.required : server.job_function?.[0],
    city: submitted && city.id === null ? messages.required : server.city?.[0],
  };
  const general = error && !Object.keys(server).length ? messageOf(error, messages.updateFailed) : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (titles.length === 0 || fn.id === null || city.id === null) return;
    const res = await update({
      id: match.id,
      ...(name.trim() ? { smart_match: name.trim() } : {}),
      job_function: fn.id,
      city: city.id,
      jobtitles: titles.filter((t) => t.id !== undefined).map((t) => t.id as number),
      new_jobtitles: titles.filter((t) => t.id === undefined).map((t) => t.name),
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
            <TextInput
              id={`${idp}-name`}
              label={messages.name}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!server.smart_match}
              helperText={server.smart_match?.[0] ?? messages.nameHelp}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TagInput
              label={messages.jobTitles}
              name="jobtitles"
              value={titles}
              onChange={(v) => setTitles(v.map(({ id, name: n }) => (id === undefined ? { name: n } : { id, name: n })))}
              dropdown={{ kind: 'jobtitles' }}
              minQuery={TAG_MIN_QUERY_PREFERENCE}
              separators={TAG_SEPARATORS_PREFERENCE}
              limit={SMARTMATCH_TAG_LIMIT}
              required
              touched={submitted}
              error={errors.jobtitles}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <SearchableSelect
                id={`${idp}-function`}
                label={messages.jobFunction}
                name="job_function"
                value={option(fn.id, fn.name)}
                onChange={(o) => setFn({ id: o ? Number(o.value) : null, name: o?.label ?? '' })}
                dropdown={{ kind: 'jobfunctions' }}
                required
                touched={submitted}
                error={errors.job_function}
              />
              <SearchableSelect
                id={`${idp}-city`}
                label={messages.location}
                name="city"
                value={option(city.id, city.name)}
                onChange={(o) => setCity({ id: o ? Number(o.value) : null, name: o?.label ?? '' })}
                dropdown={{ kind: 'cities', minQuery: 1 }}
                required
                touched={submitted}
                error={errors.city}
              />
            </Box>
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
