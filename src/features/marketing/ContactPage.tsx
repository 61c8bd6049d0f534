import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import TextInput from '@/ui/fields/TextInput';
import Typography from '@mui/material/Typography';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useGetMyProfileQuery } from '@/api/profileApi';
import { selectIsLoggedIn } from '@/features/session/sessionSlice';
import { messageOf } from '@/api/errors';
import { DEFAULT_MARKET, marketByCode } from '@/shared/markets';
import { hideLoader, showDialog, showLoader } from '@/ui/dialogs';
import PhoneField from '@/ui/fields/PhoneField';
import SearchableSelect from '@/ui/fields/SearchableSelect';
import { useStaticPageHead } from '@/ui/useStaticPageHead';
import { useVisitorMarket } from '@/features/session/readerMarket';
import { contactSchema, emptyContact, type ContactValues } from './contactSchema';
import { useRequestCallbackMutation } from './marketingApi';
import { contactMessages as m } from './messages';

const MESSAGE_MAX = 2000;

/** Contact Us (spec 2.8, 5, 8 with decisions.md §2/§3): Request a Callback, errors shown after the first submit. */
export default function ContactPage() {
  useStaticPageHead('/contact-us');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const [requestCallback] = useRequestCallbackMutation();

  const formik = useFormik<ContactValues>({
    initialValues: { ...emptyContact, message: (params.get('message') ?? '').slice(0, MESSAGE_MAX) },
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      dispatch(showLoader());
      try {
        const res = await requestCallback({
          full_name: values.full_name.trim(),
          email: values.email.trim(),
          phone_code: (marketByCode(values.phone_country) ?? DEFAULT_MARKET).callingCode,
          phone: values.phone.trim(),
          location: values.location?.label ?? '', // the city's name: the request is read by a person
          message: values.message.trim(),
        }).unwrap();
        await dispatch(hideLoader());
        if (res.status === 'success') {
          helpers.resetForm({ values: { ...emptyContact, phone_country: values.phone_country } });
          await dispatch(showDialog({ title: m.successTitle, message: res.message || m.successFallback, type: 'success' }));
        } else {
          await dispatch(showDialog({ title: m.failureTitle, message: res.message || m.failureFallback, type: 'danger' }));
        }
      } catch (error) {
        await dispatch(hideLoader());
        await dispatch(showDialog({ title: m.failureTitle, message: messageOf(error, m.failureFallback), type: 'danger' }));
      }
    },
  });

  // Spec 2.8's +91 is India's; a visitor who chose another of our markets, or whose browser speaks one, starts at its
  // code (issue 29), and follows a new choice until a number is typed.
  const visitorMarket = useVisitorMarket();
  const { setFieldValue } = formik;
  const untouchedPhone = !formik.values.phone;
  useEffect(() => {
    if (visitorMarket && untouchedPhone) void setFieldValue('phone_country', visitorMarket.code, false);
  }, [visitorMarket, untouchedPhone, setFieldValue]);

  // A logged-in candidate's name, email and phone come from their profile (the walk-through found them asked again
  // after Subscribe); only empty fields are filled, once, so nothing typed is overwritten.
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !isLoggedIn });
  const prefilled = useRef(false);
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    const v = formik.values;
    const fullName = `${profile.first_name} ${profile.last_name}`.trim();
    if (!v.full_name && fullName) void setFieldValue('full_name', fullName, false);
    if (!v.email && profile.email) void setFieldValue('email', profile.email, false);
    if (!v.phone && profile.phone_national && profile.phone_country) {
      void setFieldValue('phone_country', profile.phone_country, false);
      void setFieldValue('phone', profile.phone_national, false);
    }
    // formik.values is read once, when the profile arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile, setFieldValue]);

  const attempted = formik.submitCount > 0;
  const err = (f: keyof ContactValues): string | undefined => (attempted ? (formik.errors[f] as string | undefined) : undefined);

  return (
    <Box sx={{ py: { xs: 4, md: 8 } }}>
      <Container maxWidth="xl">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', lg: '5fr 7fr' }, alignItems: 'start' }}>
          <Box>
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
              {m.title}
            </Typography>
            <Typography variant="h2" component="p" sx={{ mt: 1.5, fontSize: { xs: '1.25rem', md: '1.5rem' }, color: 'primary.main' }}>
              {m.subtitle}
            </Typography>
            <Typography sx={{ mt: 2 }} color="text.secondary">
              {m.promise}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 4, display: 'grid', gap: 2 }}>
              {[
                { Icon: PhoneInTalkIcon, text: 'A career advisor calls you back, free of charge.' },
                { Icon: ScheduleIcon, text: 'Monday to Friday, 9:00 to 18:00 in your time zone.' },
                { Icon: MailOutlineIcon, text: 'Prefer email? Leave a message and we answer in writing.' },
              ].map(({ Icon, text }) => (
                <Box component="li" key={text} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <Box sx={{ width: 40, height: 40, borderRadius: 2, bgcolor: 'primary.light', color: 'primary.main', display: 'grid', placeItems: 'center', flexShrink: 0 }}>
                    <Icon aria-hidden />
                  </Box>
                  <Typography>{text}</Typography>
                </Box>
              ))}
            </Box>
          </Box>

          <Card>
            <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 3 }} id="callback-title">
                {m.formTitle}
              </Typography>
              <Box component="form" noValidate aria-labelledby="callback-title" onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
                <TextInput
                  label={m.fullName}
                  name="full_name"
                  required
                  autoComplete="name"
                  value={formik.values.full_name}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  error={Boolean(err('full_name'))}
                  helperText={err('full_name')}
                />
                <TextInput
                  label={m.email}
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  value={formik.values.email}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  error={Boolean(err('email'))}
                  helperText={err('email')}
                />
                <PhoneField
                  label={m.phone}
                  name="phone"
                  id="contact-phone"
                  required
                  value={formik.values.phone}
                  country={formik.values.phone_country}
                  onChange={(value, country) => {
                    void formik.setFieldValue('phone_country', country, false);
                    void formik.setFieldValue('phone', value);
                  }}
                  onBlur={() => void formik.setFieldTouched('phone', true)}
                  touched={attempted}
                  error={err('phone')}
                />
                <SearchableSelect
                  label={m.location}
                  name="location"
                  required
                  value={formik.values.location}
                  onChange={(o) => void formik.setFieldValue('location', o)}
                  onBlur={() => void formik.setFieldTouched('location', true)}
                  touched={attempted}
                  error={err('location')}
                  dropdown={{ kind: 'cities', minQuery: 1 }}
                />
                <TextInput
                  label={m.message}
                  name="message"
                  multiline
                  minRows={4}
                  value={formik.values.message}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  helperText={m.messageOptional}
                  slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
                />
                <Box>
                  <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} sx={{ px: 5 }}>
                    {m.send}
                  </Button>
                </Box>
              </Box>
            </CardContent>
          </Card>
        </Box>
      </Container>
    </Box>
  );
}
