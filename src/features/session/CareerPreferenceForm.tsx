import { useMemo, type FormEvent, type ReactNode } from 'react';
import { useFormik, type FormikTouched } from 'formik';
import * as Yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { paths } from '@/config/paths';
import { visuallyHidden } from '@/ui/visuallyHidden';
import InputAdornment from '@mui/material/InputAdornment';
import NativeSelectField from '@/ui/fields/NativeSelectField';
import TextInput from '@/ui/fields/TextInput';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import {
  JOB_TYPES,
  LOCATION_TAG_LIMIT,
  NOTICE_PERIODS,
  TAG_LIMIT,
  TAG_MIN_QUERY_PREFERENCE,
  TAG_SEPARATORS_PREFERENCE,
} from '@/config/constants';
import { showDialog } from '@/ui/dialogs';
import TagInput from '@/ui/fields/TagInput';
import { EXPECTED_SALARY_PERIODS, MARKET_CURRENCIES, marketByCurrency, type Market } from '@/shared/markets';
import { formatSalary } from '@/shared/salaryFormat';
import { emptyCareerPreference, salaryTermsOf, type CareerPreferenceValues } from './careerPreference';
import { sessionMessages } from './messages';

const m = sessionMessages.career;
const REQUIRED = sessionMessages.fieldRequired;

export function careerPreferenceSchema({ required, withTerms }: { required: boolean; withTerms: boolean }) {
  const tags = Yup.array().of(Yup.object({ id: Yup.number().optional(), name: Yup.string().required() }));
  const salary = Yup.string().matches(/^\d+(\.\d{1,2})?$/, sessionMessages.salaryNumber);
  return Yup.object({
    // Spec 5: at least one job title, role function and location, a notice period and a job type — always.
    job_titles: tags.min(1, REQUIRED).max(TAG_LIMIT),
    departments: tags.min(1, REQUIRED).max(TAG_LIMIT),
    locations: tags.min(1, REQUIRED).max(LOCATION_TAG_LIMIT),
    jobtype: Yup.string().required(REQUIRED),
    notice_period: Yup.string().required(REQUIRED),
    // Required form: expected salary and agree_terms too.
    expected_salary: required ? salary.required(REQUIRED) : salary,
    salary_currency: Yup.string(),
    salary_period: Yup.string().oneOf(['', ...EXPECTED_SALARY_PERIODS]),
    agree_terms: withTerms && required ? Yup.boolean().oneOf([true], sessionMessages.termsRequired) : Yup.boolean(),
  });
}

export interface CareerPreferenceActions {
  submit: () => Promise<void>;
  reset: () => void;
  isSubmitting: boolean;
  dirty: boolean;
  values: CareerPreferenceValues;
}

export interface CareerPreferenceFormProps {
  initialValues?: Partial<CareerPreferenceValues>;
  /** Spec 5: the required form also needs expected salary and agree_terms. Default true. */
  required?: boolean;
  /** Shown after authentication (profile): heading hidden, no Back/Submit (use renderActions). */
  authenticated?: boolean;
  /** Show the Agree Terms checkbox. Default: when not authenticated (the profile's owner accepted them at registration). */
  showTerms?: boolean;
  onBack?: (values: CareerPreferenceValues) => void;
  /** Called with valid values (terms accepted when shown). Reject or throw to keep the form as is. */
  onSubmit: (values: CareerPreferenceValues) => void | Promise<void>;
  /** The submit bar when authenticated, e.g. the profile's Save / Cancel buttons. */
  renderActions?: (actions: CareerPreferenceActions) => ReactNode;
  /** Element id of the form, so buttons elsewhere can submit it with form="…". */
  id?: string;
  /** The candidate's market (their country): the salary's currency and period until a location or a choice says. */
  market?: Market | null;
}

// Formik types array touched as per-item objects; `true` for the whole list is what it sets on blur too.
const listTouched = true as unknown as FormikTouched<CareerPreferenceValues>['job_titles'];
const allTouched: FormikTouched<CareerPreferenceValues> = {
  job_titles: listTouched,
  departments: listTouched,
  locations: listTouched,
  jobtype: true,
  notice_period: true,
  expected_salary: true,
  salary_currency: true,
  salary_period: true,
  agree_terms: true,
};

/**
 * Career Preference form (spec 2.11, 4, 5): registration step 2, and the profile's preference card.
 * Tag inputs use the shared TagInput configured with the preference separators (Enter, comma) and min query 1.
 */
export default function CareerPreferenceForm({
  initialValues,
  required = true,
  authenticated = false,
  showTerms = !authenticated,
  onBack,
  onSubmit,
  renderActions,
  id = 'career-preference-form',
  market = null,
}: CareerPreferenceFormProps) {
  const dispatch = useAppDispatch();
  const schema = useMemo(() => careerPreferenceSchema({ required, withTerms: showTerms }), [required, showTerms]);
  const formik = useFormik<CareerPreferenceValues>({
    initialValues: { ...emptyCareerPreference, ...initialValues },
    validationSchema: schema,
    enableReinitialize: true,
    onSubmit: () => undefined, // submission runs through submit() below (the terms modal sits between)
  });
  const { values, errors, touched, setFieldValue, setFieldTouched, isSubmitting, setSubmitting } = formik;

  const submit = async () => {
    if (isSubmitting) return;
    const found = await formik.validateForm();
    await formik.setTouched(allTouched, false);
    const { agree_terms: termsError, ...fieldErrors } = found;
    if (Object.keys(fieldErrors).length > 0) return;
    let accepted = values.agree_terms;
    if (showTerms && required && (termsError || !accepted)) {
      const answer = await dispatch(
        showDialog({ title: m.actionNeededTitle, message: m.actionNeeded, type: 'warning', actionLabel: m.acceptAndContinue }),
      );
      if (answer !== 'action') return;
      accepted = true;
      await setFieldValue('agree_terms', true, true);
    }
    setSubmitting(true);
    // The currency and period shown are the ones saved, chosen or not.
    const terms = salaryTermsOf(values, market);
    try {
      await onSubmit({ ...values, salary_currency: terms.currency, salary_period: terms.period, agree_terms: accepted });
    } finally {
      setSubmitting(false);
    }
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  const terms = salaryTermsOf(values, market);
  const currencyChoices = MARKET_CURRENCIES.includes(terms.currency) ? MARKET_CURRENCIES : [terms.currency, ...MARKET_CURRENCIES];
  const salaryDisabled = values.locations.length === 0;
  const amount = Number(values.expected_salary);
  // India quotes a yearly rupee figure in lakhs: "₹12 LPA" under 12,00,000 (formatSalary's own reading).
  const lpa =
    terms.currency === 'INR' && terms.period === 'year' && amount > 0 ? formatSalary({ min: amount, max: amount, currency: 'INR', period: 'year' }) : '';
  const lpaHelper = lpa.endsWith('LPA') ? m.lpaReading(lpa) : undefined;
  const err = (k: keyof CareerPreferenceValues) => (touched[k] && typeof errors[k] === 'string' ? (errors[k] as string) : undefined);
  const tagProps = { separators: TAG_SEPARATORS_PREFERENCE, minQuery: TAG_MIN_QUERY_PREFERENCE, required: true };

  return (
    <Box component="form" id={id} noValidate onSubmit={handleSubmit} aria-label={authenticated ? m.heading : undefined} aria-labelledby={authenticated ? undefined : `${id}-heading`}>
      {!authenticated && (
        <Typography id={`${id}-heading`} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
          {m.heading}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <TagInput
            {...tagProps}
            label={m.jobTitles}
            name="job_titles"
            value={values.job_titles}
            onChange={(v) => void setFieldValue('job_titles', v)}
            onBlur={() => void setFieldTouched('job_titles', true)}
            touched={!!touched.job_titles}
            error={err('job_titles')}
            dropdown={{ kind: 'jobtitles' }}
            limit={TAG_LIMIT}
          />
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <TagInput
            {...tagProps}
            label={m.departments}
            name="departments"
            value={values.departments}
            onChange={(v) => void setFieldValue('departments', v)}
            onBlur={() => void setFieldTouched('departments', true)}
            touched={!!touched.departments}
            error={err('departments')}
            dropdown={{ kind: 'jobfunctions' }}
            limit={TAG_LIMIT}
          />
        </Box>
        <NativeSelectField
          id={`${id}-jobtype`}
          name="jobtype"
          label={m.jobType}
          required
          value={values.jobtype}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={!!err('jobtype')}
          helperText={err('jobtype')}
        >
          <option value="">{m.select}</option>
          {JOB_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          id={`${id}-notice`}
          name="notice_period"
          label={m.noticePeriod}
          required
          value={values.notice_period}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={!!err('notice_period')}
          helperText={err('notice_period')}
        >
          <option value="">{m.select}</option>
          {NOTICE_PERIODS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelectField>
        <TagInput
          {...tagProps}
          label={m.locations}
          name="locations"
          value={values.locations}
          onChange={(v) => void setFieldValue('locations', v)}
          onBlur={() => void setFieldTouched('locations', true)}
          touched={!!touched.locations}
          error={err('locations')}
          dropdown={{ kind: 'places' }}
          limit={LOCATION_TAG_LIMIT}
        />
        <TextInput
          fullWidth
          size="small"
          id={`${id}-salary`}
          name="expected_salary"
          label={m.expectedSalary}
          required={required}
          disabled={salaryDisabled}
          value={values.expected_salary}
          onChange={(e) => void setFieldValue('expected_salary', e.target.value.replace(/[^\d.]/g, ''))}
          onBlur={formik.handleBlur}
          error={!!err('expected_salary')}
          helperText={err('expected_salary') ?? (salaryDisabled ? m.salaryHint : lpaHelper)}
          sx={{ alignSelf: 'end' }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { inputMode: 'decimal', 'data-currency': terms.currency, 'data-period': terms.period },
            input: { startAdornment: <InputAdornment position="start">{terms.currency}</InputAdornment> },
          }}
        />
        <NativeSelectField
          id={`${id}-salary-currency`}
          name="salary_currency"
          label={m.salaryCurrency}
          value={terms.currency}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        >
          {currencyChoices.map((code) => (
            <option key={code} value={code}>
              {m.currencyOption(code, marketByCurrency(code)?.name ?? null)}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          id={`${id}-salary-period`}
          name="salary_period"
          label={m.salaryPeriod}
          value={terms.period}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        >
          {EXPECTED_SALARY_PERIODS.map((p) => (
            <option key={p} value={p}>
              {m.salaryPeriods[p]}
            </option>
          ))}
        </NativeSelectField>
        {showTerms && (
          <FormControl error={!!err('agree_terms')} sx={{ gridColumn: { md: '1 / -1' } }}>
            <FormControlLabel
              control={
                <Checkbox
                  name="agree_terms"
                  checked={values.agree_terms}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  slotProps={{ input: { 'aria-describedby': err('agree_terms') ? `${id}-terms-error` : undefined } }}
                />
              }
              label={
                <>
                  {m.agreeTermsBefore}
                  {/* A new tab, so the half-filled form is not lost; a click on the link does not toggle the box. */}
                  <Link href={paths.terms.getHref()} target="_blank" rel="noopener">
                    {m.agreeTermsLink}
                    <Box component="span" sx={visuallyHidden}>
                      {m.opensInNewTab}
                    </Box>
                  </Link>
                </>
              }
            />
            {err('agree_terms') && <FormHelperText id={`${id}-terms-error`}>{err('agree_terms')}</FormHelperText>}
          </FormControl>
        )}
      </Box>
      {!authenticated && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
          <Button variant="outlined" onClick={() => onBack?.(values)} disabled={isSubmitting}>
            {m.back}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {m.submit}
          </Button>
        </Box>
      )}
      {authenticated && renderActions?.({ submit, reset: () => formik.resetForm(), isSubmitting, dirty: formik.dirty, values })}
    </Box>
  );
}
