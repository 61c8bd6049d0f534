import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { messageOf } from '@/api/errors';
import { useUpdatePreferencesMutation } from '@/api/candidateApi';
import type { CandidateProfile } from '@/shared/apiTypes';
import CareerPreferenceForm from '@/features/session/CareerPreferenceForm';
import { careerPreferenceFromProfile, toPreferenceFields, type CareerPreferenceValues } from '@/features/session/careerPreference';
import { messages } from './messages';

const m = messages.profile;

/**
 * My Profile's Career Preference card body: the form prefilled from the profile, saved with its status line. Its own
 * chunk with the form (tags, drag and drop, the markets' salary rules): the profile paints without it.
 */
export default function ProfilePreferenceForm({ profile }: { profile: CandidateProfile }) {
  const [updatePreferences] = useUpdatePreferencesMutation();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const prefill = useMemo(() => careerPreferenceFromProfile(profile), [profile]);

  const save = async (values: CareerPreferenceValues) => {
    setStatus(null);
    try {
      await updatePreferences(toPreferenceFields(values)).unwrap();
      setStatus({ ok: true, text: m.preferencesSaved });
    } catch (err) {
      const text = messageOf(err, m.saveFailed);
      setStatus({ ok: false, text });
      throw new Error(text);
    }
  };

  return (
    <CareerPreferenceForm
      id="profile-preference-form"
      authenticated
      required={false}
      initialValues={prefill}
      onSubmit={save}
      renderActions={({ isSubmitting, dirty, reset }) => (
        <>
          <Divider sx={{ my: 2 }} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={reset} disabled={!dirty || isSubmitting}>
              {m.reset}
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {m.savePreferences}
            </Button>
          </Stack>
          {status && (
            <Alert severity={status.ok ? 'success' : 'error'} role={status.ok ? 'status' : 'alert'} sx={{ mt: 2 }}>
              {status.text}
            </Alert>
          )}
        </>
      )}
    />
  );
}
