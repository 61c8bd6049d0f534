import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import BoltIcon from '@mui/icons-material/Bolt';
import { messageOf } from '@/api/errors';
import { SMARTMATCH_TAG_LIMIT, TAG_MIN_QUERY_PREFERENCE, TAG_SEPARATORS_PREFERENCE } from '@/config/constants';
import SearchableSelect, { type SelectOption } from '@/ui/fields/SearchableSelect';
import TagInput from '@/ui/fields/TagInput';
import { useCreateSmartMatchMutation } from '@/api/smartmatchApi';
import { quickSetupBody, validateQuickSetup, type QuickSetupValues } from './smartmatchForms';
import { messages } from './messages';

const toOpt = (v: { id: number; name: string } | null): SelectOption | null => (v ? { value: String(v.id), label: v.name, raw: v } : null);
const fromOpt = (o: SelectOption | null) => (o ? { id: Number(o.value), name: o.label } : null);

/** Quick setup of spec 5 (a title, a function, a location), prefilled with the role carried from /smart-match. */
export default function QuickSetup({ role, onCreated }: { role?: string; onCreated: () => void }) {
  const initial: QuickSetupValues = { jobtitles: role ? [{ name: role }] : [], jobFunction: null, city: null };
  const [values, setValues] = useState<QuickSetupValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateSmartMatchMutation();
  const errors = submitted ? validateQuickSetup(values) : {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(validateQuickSetup(values)).length > 0) return;
    try {
      await create(quickSetupBody(values)).unwrap();
      setValues({ jobtitles: [], jobFunction: null, city: null });
      setSubmitted(false);
      onCreated();
    } catch (err) {
      setServerError(messageOf(err, messages.failed));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="quick-setup-title">
      <Stack spacing={2}>
        <TagInput
          label={messages.jobTitles}
          name="quick_jobtitles"
          value={values.jobtitles}
          onChange={(v) => setValues((s) => ({ ...s, jobtitles: v.map(({ id, name }) => (id === undefined ? { name } : { id, name })) }))}
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
            id="quick-function"
            label={messages.jobFunction}
            name="quick_job_function"
            value={toOpt(values.jobFunction)}
            onChange={(o) => setValues((s) => ({ ...s, jobFunction: fromOpt(o) }))}
            dropdown={{ kind: 'jobfunctions' }}
            required
            touched={submitted}
            error={errors.jobFunction}
          />
          <SearchableSelect
            id="quick-city"
            label={messages.location}
            name="quick_city"
            value={values.city ? { ...values.city, raw: values.city } : null}
            onChange={(o) => setValues((s) => ({ ...s, city: o ? { value: o.value, label: o.label } : null }))}
            dropdown={{ kind: 'places', minQuery: 1 }}
            required
            touched={submitted}
            error={errors.city}
          />
        </Box>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" startIcon={<BoltIcon />} disabled={isLoading}>
            {messages.quickSubmit}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
