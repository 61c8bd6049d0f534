import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { useStaticPageHead } from '@/ui/useStaticPageHead';
import { termsMessages as m } from './termsContent';

/** /terms: the Terms and Conditions the registration's "Agree Terms" checkbox links to (issue 29). */
export default function TermsPage() {
  useStaticPageHead('/terms');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {m.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {m.updated}
      </Typography>
      <Typography sx={{ mt: 3, fontSize: '1.05rem', lineHeight: 1.7 }}>{m.intro}</Typography>
      {m.sections.map((section, i) => (
        <Box key={section.heading} component="section" aria-labelledby={`terms-${i}`} sx={{ mt: 4 }}>
          <Typography id={`terms-${i}`} variant="h2" component="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((p) => (
            <Typography key={p} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
      <Button component={RouterLink} to={paths.contactUs.getHref()} variant="outlined" sx={{ mt: 2 }}>
        {m.contact}
      </Button>
    </Container>
  );
}
