import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { aboutMessages as m } from './messages';
import { useStaticPageHead } from '@/ui/useStaticPageHead';

/** About Us (spec 1, 2.6): the mission and the anti-fraud disclaimer. */
export default function AboutPage() {
  useStaticPageHead('/about-us');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {m.title}
      </Typography>

      <Box component="section" aria-labelledby="mission" sx={{ mt: 4 }}>
        <Typography id="mission" variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          {m.missionTitle}
        </Typography>
        <Typography sx={{ mb: 2, fontSize: '1.05rem', lineHeight: 1.7 }}>
          {APP_NAME} helps job seekers in India, the Philippines, Malaysia, Singapore and the Gulf find real jobs faster. We gather verified openings
          directly from employer career sites and applicant tracking systems and put them in one place, with no middlemen and no fake listings.
        </Typography>
        <Typography sx={{ mb: 2, fontSize: '1.05rem', lineHeight: 1.7 }}>
          We are a job marketplace and aggregator. <strong>We are not a recruiter and not an employer</strong>: we do not hire for the jobs we list,
          and we do not take fees from candidates for introductions to employers. When you apply, you apply to the employer, on the employer&apos;s own
          terms.
        </Typography>
        <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.7 }}>
          Our SmartMatch service uses AI to match your preferred job titles, job function and locations against thousands of new openings every day,
          and sends you the best matches by email, WhatsApp and on your dashboard, at the time of day you choose.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="disclaimer" sx={{ mt: 5 }}>
        <Typography id="disclaimer" variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          {m.disclaimerTitle}
        </Typography>
        <Alert severity="warning" variant="outlined" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          <AlertTitle>Always verify the employer before you share anything</AlertTitle>
          <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
            <li>
              <strong>Never pay</strong> anyone for a job offer, interview, training, visa processing, medical test or &quot;security deposit&quot;.
              Genuine employers do not charge you to hire you.
            </li>
            <li>
              <strong>Never share financial data</strong> such as bank account numbers, card details, one-time passwords (OTPs) or UPI PINs with a
              recruiter or employer.
            </li>
            <li>Check that the job appears on the employer&apos;s official website and that emails come from the company&apos;s own domain.</li>
            <li>Be careful with offers made without an interview, with pressure to decide immediately, or with a salary far above the market.</li>
            <li>
              Listings link to third-party employer sites. We verify sources, but we cannot guarantee every employer&apos;s conduct, and we are not
              responsible for agreements you make with them.
            </li>
          </Box>
        </Alert>
        <Typography sx={{ mt: 3 }}>
          If you are contacted by someone who asks for money or financial data in our name or an employer&apos;s, stop replying and tell us.
        </Typography>
        <Box sx={{ mt: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.contactUs.getHref()} variant="contained">
            Contact us
          </Button>
          <Button component={RouterLink} to={paths.article.getHref('online-job-boards')} variant="outlined">
            How to spot fake jobs
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
