import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextInput from '@/ui/fields/TextInput';
import Typography from '@mui/material/Typography';
import { messageOf } from '@/api/errors';
import { useSubscribeNewsletterMutation } from '../marketingApi';
import { landingMessages as m } from '../messages';

/** A light email check for the landing (Yup stays off the first load). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Email subscription box (spec 2.4) posting to /newsletter/subscribe (decisions.md §3). */
export default function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribe, { isLoading, isSuccess, data, error: apiError }] = useSubscribeNewsletterMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setError(m.newsletterInvalid);
      return;
    }
    setError(null);
    try {
      await subscribe({ email: value }).unwrap();
      setEmail('');
    } catch {
      // shown from apiError below
    }
  };

  return (
    <Box component="section" aria-labelledby="newsletter-title" sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="md">
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 3, p: { xs: 3, md: 5 } }}>
          <Typography id="newsletter-title" variant="h2" component="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' } }}>
            {m.newsletterTitle}
          </Typography>
          <Typography sx={{ mt: 1, opacity: 0.92 }}>{m.newsletterLead}</Typography>
          <Box component="form" noValidate onSubmit={submit} sx={{ mt: 3, display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-start' }}>
            <TextInput
              type="email"
              name="email"
              label={m.newsletterLabel}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={Boolean(error)}
              helperText={error ?? ' '}
              autoComplete="email"
              sx={{
                bgcolor: 'transparent',
                '& .MuiInputBase-root': { bgcolor: '#fff' },
                '& .MuiFormHelperText-root': { color: '#fff', mx: 0, fontWeight: error ? 600 : 400 },
              }}
            />
            <Button type="submit" variant="contained" color="secondary" disabled={isLoading} sx={{ minHeight: 40, px: 3, flexShrink: 0 }}>
              {m.newsletterButton}
            </Button>
          </Box>
          <Box aria-live="polite">
            {isSuccess ? (
              <Alert severity="success" sx={{ mt: 1 }}>
                {data?.message || m.newsletterDone}
              </Alert>
            ) : null}
            {apiError && !isSuccess ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {messageOf(apiError, m.newsletterFailed)}
              </Alert>
            ) : null}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
