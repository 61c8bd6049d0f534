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
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fieldErrorsOf, messageOf } from '@/api/errors';
import { ALERT_TIMES, SMARTMATCH_TAG_LIMIT, type AlertTime } from '@/config/constants';
import { useCreateSmartMatchMutation } from '@/api/smartmatchApi';
import { draftChanged, selectSmartMatchDraft, slotClosed, type SmartMatchDraft } from './smartmatchSlice';
import { messages } from './messages';
import SmartMatchCriteriaFields from './SmartMatchCriteriaFields';
import { toCreateBody } from './smartmatchForms';

type DraftErrors = Partial<Record<'jobtitles' | 'jobFunction' | 'city' | 'channels', string>>;

export function validateDraft(d: SmartMatchDraft): DraftErrors {
  const e: DraftErrors = {};
  if (d.jobtitles.length === 0) e.jobtitles = messages.jobTitleRequired;
  else if (d.jobtitles.length > SMARTMATCH_TAG_LIMIT) e.jobtitles = messages.jobTitleMax;
  if (d.jobFunctionId === null) e.jobFunction = messages.required;
  if (d.cityId === null && !d.place) e.city = messages.required;
  if (!d.prefEmail && !d.prefWhatsapp) e.channels = messages.channelRequired;
  return e;
}

/**
 * The full Smart Match form (spec 1, 2.14, 9). Its values are the `smartmatch` slice's draft (slotOpened /
 * draftChanged / slotClosed), so Redux DevTools time-travel shows the form as it was filled.
 */
/**
 * `whatsappNumber`: the profile's number in international format ('+63 917 123 4567'), or null when there is none or
 * it waits for the candidate's check (issue 29); `phoneInDoubt` says which; `phoneVerified` whether it was proved with a
 * code (issue 33).
 */
export default function SmartMatchForm({
  slot,
  whatsappNumber,
  phoneInDoubt = false,
  phoneVerified = true,
  onCreated,
}: {
  slot: number;
  whatsappNumber: string | null;
  phoneInDoubt?: boolean;
  /** Issue 33: the number was proved with a code; until then its WhatsApp alerts wait. */
  phoneVerified?: boolean;
  onCreated: () => void;
}) {
  const hasPhone = !!whatsappNumber;
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
        <SmartMatchCriteriaFields
          idPrefix={idp}
          value={draft}
          onChange={change}
          touched={submitted}
          namePlaceholder={messages.namePlaceholder}
          errors={{
            smart_match: serverField('smart_match'),
            jobtitles: errors.jobtitles ?? serverField('jobtitles'),
            job_function: errors.jobFunction ?? serverField('job_function'),
            city: errors.city ?? serverField('city') ?? serverField('place'),
          }}
        />
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
          <FormHelperText error={false}>{whatsappNumber ? (phoneVerified ? messages.whatsappTo(whatsappNumber) : messages.whatsappToUnverified(whatsappNumber)) : phoneInDoubt ? messages.whatsappCheckPhone : messages.whatsappNoPhone}</FormHelperText>
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
