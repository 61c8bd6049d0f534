import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextInput from '@/ui/fields/TextInput';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fieldErrorsOf, messageOf } from '@/api/errors';
import { ALERT_TIMES, SMARTMATCH_TAG_LIMIT, TAG_MIN_QUERY_PREFERENCE, TAG_SEPARATORS_PREFERENCE, type AlertTime } from '@/config/constants';
import SearchableSelect, { type SelectOption } from '@/ui/fields/SearchableSelect';
import TagInput from '@/ui/fields/TagInput';
import { useCreateSmartMatchMutation } from '@/api/smartmatchApi';
import { draftChanged, selectSmartMatchDraft, slotClosed, type SmartMatchDraft } from './smartmatchSlice';
import { messages } from './messages';
import { toCreateBody } from './smartmatchForms';

type DraftErrors = Partial<Record<'jobtitles' | 'jobFunction' | 'city' | 'channels', string>>;

export function validateDraft(d: SmartMatchDraft): DraftErrors {
  const e: DraftErrors = {};
  if (d.jobtitles.length === 0) e.jobtitles = messages.jobTitleRequired;
  else if (d.jobtitles.length > SMARTMATCH_TAG_LIMIT) e.jobtitles = messages.jobTitleMax;
  if (d.jobFunctionId === null) e.jobFunction = messages.required;
  if (d.cityId === null) e.city = messages.required;
  if (!d.prefEmail && !d.prefWhatsapp) e.channels = messages.channelRequired;
  return e;
}

const option = (id: number | null, name: string): SelectOption | null => (id === null ? null : { value: String(id), label: name, raw: { id, name } });

/**
 * The full Smart Match form (spec 1, 2.14, 9). Its values are the `smartmatch` slice's draft (slotOpened /
 * draftChanged / slotClosed), so Redux DevTools time-travel shows the form as it was filled.
 */
export default function SmartMatchForm({ slot, hasPhone, onCreated }: { slot: number; hasPhone: boolean; onCreated: () => void }) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectSmartMatchDraft);
  const [create, { isLoading }] = useCreateSmartMatchMutation();
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);
  if (!draft) return null;

  const change = (patch: Partial<SmartMatchDraft>) => dispatch(draftChanged(patch));
  // WhatsApp needs a phone number on the profile (decisions.md §3).
  const effective = { ...draft, prefWhatsapp: draft.prefWhatsapp && hasPhone };
  const errors = submitted ? validateDraft(effective) : {};
  const serverField = (k: string) => serverError?.fields[k]?.join(' ');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(validateDraft(effective)).length > 0) return;
    try {
      await create(toCreateBody(effective)).unwrap();
      dispatch(slotClosed());
      onCreated();
    } catch (err) {
      setServerError({ message: messageOf(err, messages.failed), fields: fieldErrorsOf(err) ?? {} });
    }
  };

  const idp = `sm-form-${slot}`;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${idp}-title`}>
      <Stack spacing={2.5}>
        <TextInput
          id={`${idp}-name`}
          label={messages.name}
          placeholder={messages.namePlaceholder}
          value={draft.name}
          onChange={(e) => change({ name: e.target.value })}
          error={!!serverField('smart_match')}
          helperText={serverField('smart_match') ?? messages.nameHelp}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TagInput
          label={messages.jobTitles}
          name="jobtitles"
          value={draft.jobtitles}
          onChange={(v) => change({ jobtitles: v.map(({ id, name }) => (id === undefined ? { name } : { id, name })) })}
          dropdown={{ kind: 'jobtitles' }}
          minQuery={TAG_MIN_QUERY_PREFERENCE}
          separators={TAG_SEPARATORS_PREFERENCE}
          limit={SMARTMATCH_TAG_LIMIT}
          required
          touched={submitted}
          error={errors.jobtitles ?? serverField('jobtitles')}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <SearchableSelect
            id={`${idp}-function`}
            label={messages.jobFunction}
            name="job_function"
            value={option(draft.jobFunctionId, draft.jobFunctionName)}
            onChange={(o) => change({ jobFunctionId: o ? Number(o.value) : null, jobFunctionName: o?.label ?? '' })}
            dropdown={{ kind: 'jobfunctions' }}
            required
            touched={submitted}
            error={errors.jobFunction ?? serverField('job_function')}
          />
          <SearchableSelect
            id={`${idp}-city`}
            label={messages.location}
            name="city"
            value={option(draft.cityId, draft.cityName)}
            onChange={(o) => change({ cityId: o ? Number(o.value) : null, cityName: o?.label ?? '' })}
            dropdown={{ kind: 'cities', minQuery: 1 }}
            required
            touched={submitted}
            error={errors.city ?? serverField('city')}
          />
        </Box>
        <FormControl>
          <FormLabel id={`${idp}-alert`}>{messages.alertTime}</FormLabel>
          <RadioGroup row aria-labelledby={`${idp}-alert`} value={draft.alertTime} onChange={(e) => change({ alertTime: e.target.value as AlertTime })}>
            {ALERT_TIMES.map((t) => (
              <FormControlLabel key={t.value} value={t.value} control={<Radio />} label={t.label} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset" error={!!errors.channels}>
          <FormLabel component="legend">{messages.channels}</FormLabel>
          <FormGroup row>
            <FormControlLabel control={<Checkbox checked={draft.prefEmail} onChange={(e) => change({ prefEmail: e.target.checked })} />} label={messages.email} />
            <FormControlLabel
              control={<Checkbox checked={draft.prefWhatsapp && hasPhone} disabled={!hasPhone} onChange={(e) => change({ prefWhatsapp: e.target.checked })} />}
              label={messages.whatsapp}
            />
          </FormGroup>
          <FormHelperText error={false}>{hasPhone ? messages.whatsappHelp : messages.whatsappNoPhone}</FormHelperText>
          {(errors.channels || serverField('pref_whatsapp')) && <FormHelperText error>{errors.channels ?? serverField('pref_whatsapp')}</FormHelperText>}
        </FormControl>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError.message}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => dispatch(slotClosed())} disabled={isLoading}>
            {messages.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {messages.save}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
