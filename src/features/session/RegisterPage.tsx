import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useFormik } from 'formik';
import * as Yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Skeleton from '@mui/material/Skeleton';
import TextInput from '@/ui/fields/TextInput';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import { fieldErrorsOf, messageOf, statusOf } from '@/api/errors';
import { paths } from '@/config/paths';
import { useStaticPageHead } from '@/ui/useStaticPageHead';
import { hideLoader, showDialog, showLoader } from '@/ui/dialogs';
import AuthCard from './AuthCard';
import PersonalFields, { emptyPersonalFields, loadDateOfBirthField, personalFieldsSchema, toPersonalFields, type PersonalFieldValues } from './PersonalFields';
import { marketByCountryId } from '@/shared/markets';
import { emptyCareerPreference, toRegistrationPreferenceFields, type CareerPreferenceValues } from './careerPreference';
import { validationLines } from './fieldErrors';
import { useVisitorMarket } from './readerMarket';
import type { MarketCode } from '@/shared/markets';
import { sessionMessages } from './messages';
import { useRegisterMutation } from './sessionApi';
import { lazyWithRetry } from '@/ui/lazyWithRetry';

// The date picker and step 2 (tags with drag and drop) load in their own chunks: step 1 paints without them,
// and both are fetched as soon as the page mounts.
const loadCareerPreferenceForm = () => import(/* webpackChunkName: "career-preference" */ './CareerPreferenceForm');
const CareerPreferenceForm = lazyWithRetry(loadCareerPreferenceForm);

const m = sessionMessages.register;
const REQUIRED = sessionMessages.fieldRequired;

export interface PersonalValues extends PersonalFieldValues {
  email: string;
  password: string;
  confirm_password: string;
}

const emptyPersonal: PersonalValues = { ...emptyPersonalFields, email: '', password: '', confirm_password: '' };
const PERSONAL_FIELDS = new Set(Object.keys(emptyPersonal));

const personalSchema = Yup.object({
  ...personalFieldsSchema,
  email: Yup.string().trim().required(REQUIRED).email(sessionMessages.invalidEmail),
  password: Yup.string().required(REQUIRED).min(8, sessionMessages.passwordShort),
  confirm_password: Yup.string()
    .required(REQUIRED)
    .oneOf([Yup.ref('password')], sessionMessages.passwordsMatch),
});

function PersonalStep({
  initialValues,
  emailLocked,
  serverErrors,
  onNext,
  defaultPhoneCountry,
}: {
  initialValues: PersonalValues;
  defaultPhoneCountry?: MarketCode;
  emailLocked: boolean;
  serverErrors: Record<string, string>;
  onNext: (values: PersonalValues) => void;
}) {
  const hasServerErrors = Object.keys(serverErrors).length > 0;
  const formik = useFormik<PersonalValues>({
    initialValues,
    initialErrors: serverErrors,
    initialTouched: hasServerErrors ? Object.fromEntries(Object.keys(serverErrors).map((k) => [k, true])) : undefined,
    validationSchema: personalSchema,
    onSubmit: onNext,
  });
  const { values, touched, errors, handleChange, handleBlur } = formik;
  const err = (k: keyof PersonalValues) => (touched[k] && typeof errors[k] === 'string' ? (errors[k] as string) : undefined);
  const text = (k: 'email' | 'password' | 'confirm_password', label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      fullWidth
      size="small"
      id={`register-${k}`}
      name={k}
      label={label}
      required
      value={values[k]}
      onChange={handleChange}
      onBlur={handleBlur}
      error={!!err(k)}
      helperText={err(k)}
      {...extra}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="register-personal-heading">
      <Typography id="register-personal-heading" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
        {m.stepPersonal}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <PersonalFields formik={formik} idPrefix="register" defaultPhoneCountry={defaultPhoneCountry} />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>{text('email', m.email, { type: 'email', autoComplete: 'email', disabled: emailLocked })}</Box>
        {text('password', m.password, { type: 'password', autoComplete: 'new-password' })}
        {text('confirm_password', m.confirmPassword, { type: 'password', autoComplete: 'new-password' })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" size="large">
          {m.next}
        </Button>
      </Box>
    </Box>
  );
}

function toRegisterFields(p: PersonalValues, prefs: CareerPreferenceValues) {
  return {
    ...toPersonalFields(p),
    email: p.email.trim(),
    password: p.password,
    confirm_password: p.confirm_password,
    ...toRegistrationPreferenceFields(prefs),
  };
}

/**
 * Registration (spec 2.11, 4, 5, 8): step 1 Personal Information → step 2 Career Preference → 'Success' modal →
 * confirmation view with the verification address and email. Values survive moving between the steps.
 */
export default function RegisterPage() {
  useStaticPageHead('/register');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const knownEmail = params.get('email') ?? '';
  const [step, setStep] = useState<0 | 1 | 'done'>(0);
  const visitorMarket = useVisitorMarket();
  const [personal, setPersonal] = useState<PersonalValues>({ ...emptyPersonal, email: knownEmail });
  // A visitor's phone code starts at their chosen or browser's market (never silently India's), until they choose a country.
  const personalInitial = !personal.phone_number && !personal.country && visitorMarket ? { ...personal, phone_country: visitorMarket.code } : personal;
  const [prefs, setPrefs] = useState<CareerPreferenceValues>(emptyCareerPreference);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // The confirmation names the address the code went to and the way on (login); the API's verification path is no
  // place for a person (issue 29), so it is not shown.
  const [done, setDone] = useState<{ email: string } | null>(null);
  const [register] = useRegisterMutation();
  useEffect(() => {
    void loadDateOfBirthField();
    void loadCareerPreferenceForm();
  }, []);

  const submit = async (values: CareerPreferenceValues) => {
    setPrefs(values);
    dispatch(showLoader());
    const res = await register(toRegisterFields(personal, values));
    await dispatch(hideLoader());
    if (res.data && res.data.status === 'success') {
      await dispatch(showDialog({ title: m.successTitle, message: res.data.message || m.success, type: 'success', actionLabel: m.continue }));
      setDone({ email: res.data.email ?? personal.email.trim() });
      setStep('done');
      return;
    }
    // A failure also removes the login cookie (spec 8): the session listener does it.
    if ((res.data?.status ?? statusOf(res.error)) === 'error') {
      const fieldErrors = res.data?.errors ?? fieldErrorsOf(res.error) ?? {};
      const lines = validationLines(fieldErrors);
      await dispatch(showDialog({ title: m.validationTitle, message: lines.length ? '' : m.validation, lines, type: 'danger' }));
      const personalErrors = Object.fromEntries(
        Object.entries(fieldErrors)
          .filter(([k]) => PERSONAL_FIELDS.has(k))
          .map(([k, v]) => [k, (Array.isArray(v) ? v : [String(v)]).join(' ')]),
      );
      if (Object.keys(personalErrors).length) {
        setServerErrors(personalErrors);
        setStep(0);
      }
      return;
    }
    await dispatch(showDialog({ title: m.failedTitle, message: messageOf(res.error, m.failed), type: 'danger' }));
  };

  if (step === 'done' && done) {
    return (
      <AuthCard title={m.doneHeading}>
        <Typography sx={{ mb: 2 }}>{m.doneText(done.email)}</Typography>
        <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {m.email}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
            {done.email}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {m.doneHowTo}
        </Typography>
        <Button component={RouterLink} to={paths.login.getHref()} variant="contained" size="large" fullWidth>
          {m.doneLogin}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={m.heading} wide>
      <Stepper activeStep={step === 0 ? 0 : 1} alternativeLabel sx={{ mb: 3 }}>
        <Step>
          <StepLabel>{m.stepPersonal}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{m.stepCareer}</StepLabel>
        </Step>
      </Stepper>
      {step === 0 ? (
        <PersonalStep
          key={JSON.stringify(serverErrors)}
          initialValues={personalInitial}
          defaultPhoneCountry={visitorMarket?.code}
          emailLocked={!!knownEmail}
          serverErrors={serverErrors}
          onNext={(values) => {
            setPersonal(values);
            setServerErrors({});
            setStep(1);
          }}
        />
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
          <CareerPreferenceForm
            initialValues={prefs}
            market={marketByCountryId(Number(personal.country?.value) || null)}
            onBack={(values) => {
              setPrefs(values);
              setStep(0);
            }}
            onSubmit={submit}
          />
        </Suspense>
      )}
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        {m.haveAccount}{' '}
        <Link component={RouterLink} to={paths.login.getHref()}>
          {m.login}
        </Link>
      </Typography>
    </AuthCard>
  );
}
