import { Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import EmailIcon from '@mui/icons-material/Email';
import PlaceIcon from '@mui/icons-material/Place';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { PHONE_MESSAGES } from '@/shared/phoneMessages';
import { messageOf } from '@/api/errors';
import type { CandidateProfile } from '@/shared/apiTypes';
import { DOB_FORMAT } from '@/config/constants';
import FileUpload from '@/ui/fields/FileUpload';
import { useUploadProfileImageMutation, useUploadResumeMutation } from '@/api/candidateApi';
import { useSignResumeLinkMutation } from '@/api/accountApi';
import { useGetMyProfileQuery } from '@/api/profileApi';
import AccountSecurity from './AccountSecurity';
import { messages } from './messages';
import { lazyWithRetry } from '@/ui/lazyWithRetry';
import SectionCard from '@/ui/SectionCard';

// The preference form (Formik/Yup, tag inputs with drag-and-drop) loads in its own chunk after the profile shows.
const ProfilePreferenceForm = lazyWithRetry(() => import(/* webpackChunkName: "career-preference-form" */ './ProfilePreferenceForm'));
const PersonalInfoForm = lazyWithRetry(() => import(/* webpackChunkName: "personal-info-form" */ './PersonalInfoForm'));
// Issue 33: the WhatsApp code dialog loads when the candidate opens it.
const PhoneVerifyDialog = lazyWithRetry(() => import(/* webpackChunkName: "phone-verify" */ './PhoneVerifyDialog'));

const m = messages.profile;
const MB = 1024 * 1024;

/** Upload rules matching the reference API (src/server/config.ts, lib/uploads.ts: type by content, 2 MB / 5 MB). */
export const PROFILE_IMAGE_RULES = {
  accept: 'image/png,image/jpeg,image/gif,image/webp,image/bmp',
  extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'],
  imagesOnly: true,
  maxSize: 2 * MB,
} as const;
export const RESUME_RULES = {
  accept: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extensions: ['pdf', 'doc', 'docx'],
  maxSize: 5 * MB,
} as const;

const fullName = (p: CandidateProfile) => `${p.first_name} ${p.last_name}`.trim();


/** One term/value pair; the caller's wrapper div is the dl's group (dl > div > dt + dd). */
function Field({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value || m.notSet}
      </Typography>
    </>
  );
}

/** Turns a failed mutation into an Error with the user-facing message, for FileUpload / CareerPreferenceForm. */
function asError(err: unknown, fallback: string): Error {
  return new Error(messageOf(err, fallback));
}

function Status({ text, severity = 'success' }: { text: string | null; severity?: 'success' | 'error' }) {
  return (
    <Box role="status" aria-live="polite">
      {text && (
        <Alert severity={severity} sx={{ mt: 1 }}>
          {text}
        </Alert>
      )}
    </Box>
  );
}

/** Saves the file behind `url` (an attachment: the page stays where it is). */
function download(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * The résumé link's click: the profile's own link expires 10 minutes after the profile was fetched, and the profile
 * stays cached for the whole login, so a click asks for a link signed now and downloads through it. A click meant for
 * a new tab or window keeps the profile's link.
 */
function useResumeDownload() {
  const [signResumeLink] = useSignResumeLinkMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setFailure(null);
    try {
      download((await signResumeLink().unwrap()).url);
    } catch (err) {
      setFailure(messageOf(err, m.resumeLinkFailed));
    }
  };
  return { onClick: (e: MouseEvent<HTMLAnchorElement>) => void onClick(e), failure };
}

/**
 * My Profile (spec 2.14; the mobile back button to the dashboard is CandidateLayout's): header card, Personal Info,
 * Career Preference (editable), profile image and resume upload. `support` is the support section below them: the app
 * passes its diagnostics button (app/support/MyProfileWithDiagnostics.tsx), which reads the app's store and action log.
 */
export default function MyProfilePage({ support }: { support?: ReactNode }) {
  const { data: profile, isLoading, isError } = useGetMyProfileQuery();
  const [uploadImage] = useUploadProfileImageMutation();
  const [uploadResume] = useUploadResumeMutation();
  const [imageStatus, setImageStatus] = useState<string | null>(null);
  const [resumeStatus, setResumeStatus] = useState<string | null>(null);
  const resumeDownload = useResumeDownload();
  const [editingPersonal, setEditingPersonal] = useState(false);
  const [verifyingPhone, setVerifyingPhone] = useState(false);
  const [personalStatus, setPersonalStatus] = useState<string | null>(null);


  if (isLoading) {
    return (
      <Box aria-busy="true">
        <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
          {m.title}
        </Typography>
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      </Box>
    );
  }
  if (isError || !profile) {
    return (
      <Box>
        <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
          {m.title}
        </Typography>
        <Alert severity="error">{m.loadFailed}</Alert>
      </Box>
    );
  }

  const name = fullName(profile);
  const dob = profile.date_of_birth ? dayjs(profile.date_of_birth).format(DOB_FORMAT) : null;
  // Issue 29: the number in its market's national format, with its calling code; as stored when it is in doubt.
  const phone = profile.phone_national ? `${profile.phone_national} (${profile.phone_number_code})` : profile.phone_number ? `${profile.phone_number_code} ${profile.phone_number}` : null;

  return (
    <Box>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {m.title}
      </Typography>
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
              <Avatar src={profile.profile_img ?? undefined} alt={m.avatarAlt(name)} sx={{ width: 88, height: 88, fontSize: 32 }}>
                {profile.first_name.charAt(0)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h2" variant="h3">
                  {name}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                  <EmailIcon fontSize="small" color="action" aria-hidden />
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{profile.email}</Typography>
                </Stack>
                {profile.current_location && (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                    <PlaceIcon fontSize="small" color="action" aria-hidden />
                    <Typography>{[profile.current_location.name, profile.country?.name].filter(Boolean).join(', ')}</Typography>
                  </Stack>
                )}
              </Box>
            </Stack>
          </CardContent>
        </Card>

        <SectionCard id="profile-personal" title={m.personalInfo}>
          {profile.phone_check && !editingPersonal ? (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => setEditingPersonal(true)}>
                  {m.edit}
                </Button>
              }
            >
              {m.phoneCheck(phone ?? '', profile.country?.name ?? null)}
            </Alert>
          ) : null}
          {editingPersonal ? (
            <Suspense fallback={<Skeleton variant="rounded" height={280} role="status" aria-label={m.loadingForm} />}>
              <PersonalInfoForm
                profile={profile}
                onDone={(saved) => {
                  setEditingPersonal(false);
                  setPersonalStatus(saved ? m.personalSaved : null);
                }}
              />
            </Suspense>
          ) : (
            <>
              <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: { xs: 0, sm: -6 }, mb: 2 }}>
                <Button
                  variant="outlined"
                  size="small"
                  aria-label={m.editPersonal}
                  onClick={() => {
                    setPersonalStatus(null);
                    setEditingPersonal(true);
                  }}
                >
                  {m.edit}
                </Button>
              </Stack>
              <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
                {[
                  [m.firstName, profile.first_name],
                  [m.lastName, profile.last_name],
                  [m.email, profile.email],
                  [m.phone, phone],
                  [m.dateOfBirth, dob],
                  [m.country, profile.country?.name],
                  [m.currentLocation, profile.current_location?.name],
                ].map(([term, value]) => (
                  <Grid key={term} size={{ xs: 12, sm: 6, xl: 4 }}>
                    <Field term={term as string} value={value} />
                  </Grid>
                ))}
              </Grid>
              {phone && !profile.phone_check ? (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { xs: 'flex-start', sm: 'center' } }} data-testid="phone-whatsapp">
                  {profile.phone_verified ? (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <CheckCircleIcon fontSize="small" color="success" aria-hidden />
                      <Typography variant="body2">{PHONE_MESSAGES.verifiedLine}</Typography>
                    </Stack>
                  ) : (
                    <>
                      <Typography variant="body2" color="text.secondary">
                        {PHONE_MESSAGES.unverifiedLine}
                      </Typography>
                      <Button variant="outlined" size="small" onClick={() => setVerifyingPhone(true)} sx={{ flexShrink: 0 }}>
                        {PHONE_MESSAGES.verifyButton}
                      </Button>
                    </>
                  )}
                </Stack>
              ) : null}
              {verifyingPhone ? (
                <Suspense fallback={null}>
                  <PhoneVerifyDialog
                    open
                    onClose={() => setVerifyingPhone(false)}
                    onVerified={(message) => {
                      setVerifyingPhone(false);
                      setPersonalStatus(message);
                    }}
                  />
                </Suspense>
              ) : null}
            </>
          )}
          <Status text={personalStatus} />
        </SectionCard>

        <SectionCard id="profile-uploads" title={m.uploads}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, xl: 6 }}>
              <FileUpload
                label={m.profileImage}
                name="file"
                uploadLabel={m.uploadImage}
                preview
                currentImageUrl={profile.profile_img}
                helperText={m.imageHelp}
                {...PROFILE_IMAGE_RULES}
                onUpload={async (file) => {
                  setImageStatus(null);
                  try {
                    await uploadImage({ file }).unwrap();
                    setImageStatus(m.imageUploaded);
                  } catch (err) {
                    throw asError(err, m.uploadFailed);
                  }
                }}
              />
              <Status text={imageStatus} />
            </Grid>
            <Grid size={{ xs: 12, xl: 6 }}>
              <FileUpload
                label={m.resume}
                name="file"
                uploadLabel={m.uploadResume}
                helperText={m.resumeHelp}
                {...RESUME_RULES}
                onUpload={async (file) => {
                  setResumeStatus(null);
                  try {
                    await uploadResume({ file }).unwrap();
                    setResumeStatus(m.resumeUploaded);
                  } catch (err) {
                    throw asError(err, m.uploadFailed);
                  }
                }}
              />
              <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
                <DescriptionIcon color="action" fontSize="small" aria-hidden />
                {profile.resume ? (
                  <Typography variant="body2">
                    {m.currentResume}{' '}
                    <Link href={profile.resume} target="_blank" rel="noopener noreferrer" underline="always" onClick={resumeDownload.onClick}>
                      {profile.resume_name || m.resume}
                    </Link>
                  </Typography>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {m.noResume}
                  </Typography>
                )}
              </Box>
              <Status text={resumeStatus} />
              <Status text={resumeDownload.failure} severity="error" />
            </Grid>
          </Grid>
        </SectionCard>

        <SectionCard id="profile-preference" title={m.careerPreference}>
          <Suspense fallback={<Skeleton variant="rounded" height={280} role="status" aria-label={m.loadingForm} />}>
            <ProfilePreferenceForm profile={profile} />
          </Suspense>
        </SectionCard>
        {/* Sessions, password, security activity, download and delete (issue 19). */}
        <AccountSecurity />
        {/* Support (issue 9): a diagnostics file of this session, contact details only if the candidate ticks it. */}
        {support ? <Box>{support}</Box> : null}
      </Stack>
    </Box>
  );
}
