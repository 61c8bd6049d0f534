import { useFormik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { fieldErrorsOf, messageOf } from '@/api/errors';
import { useUpdatePersonalInfoMutation } from '@/api/candidateApi';
import type { CandidateProfile } from '@/shared/apiTypes';
import PersonalFields, { personalFieldsOf, personalFieldsSchema, toPersonalFields, type PersonalFieldValues } from '@/features/session/PersonalFields';
import { messages } from './messages';

const m = messages.profile;
const schema = Yup.object(personalFieldsSchema);
const FIELDS = new Set(Object.keys(personalFieldsSchema).concat('phone_number_code'));

/**
 * Personal Info made editable (issue 29): the fields registration took, with its rules; the server checks them again
 * and its field errors land beside their fields. Saving refreshes the profile (and so the export) at once.
 */
export default function PersonalInfoForm({ profile, onDone }: { profile: CandidateProfile; onDone: (saved: boolean) => void }) {
  const [updatePersonalInfo] = useUpdatePersonalInfoMutation();
  const formik = useFormik<PersonalFieldValues>({
    initialValues: personalFieldsOf(profile),
    // A number in doubt shows its message at once.
    initialTouched: profile.phone_check ? { phone_number: true } : undefined,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      try {
        await updatePersonalInfo(toPersonalFields(values)).unwrap();
        onDone(true);
      } catch (err) {
        const fields = fieldErrorsOf(err) ?? {};
        const known = Object.entries(fields).filter(([k]) => FIELDS.has(k));
        for (const [k, v] of known) {
          const field = k === 'phone_number_code' ? 'phone_number' : k;
          helpers.setFieldError(field, (Array.isArray(v) ? v : [String(v)]).join(' '));
          void helpers.setFieldTouched(field, true, false);
        }
        helpers.setStatus(known.length ? null : messageOf(err, m.saveFailed));
      }
    },
  });
  const status = formik.status as string | null | undefined;
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={m.personalFormLabel}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <PersonalFields formik={formik} idPrefix="profile" />
      </Box>
      {status ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {status}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={() => onDone(false)} disabled={formik.isSubmitting}>
          {m.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {m.savePersonal}
        </Button>
      </Stack>
    </Box>
  );
}
