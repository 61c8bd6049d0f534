import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import VerifiedIcon from '@mui/icons-material/Verified';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import LockIcon from '@mui/icons-material/Lock';
import { paths } from '@/config/paths';
import { visuallyHidden } from '@/ui/visuallyHidden';
import Section from './Section';
import { plusLabel } from '../landingDefaults';
import { landingMessages as m, smartMatchMessages, techCards } from '../messages';

const icons = { ai: AutoAwesomeIcon, verified: VerifiedIcon, alerts: NotificationsActiveIcon, privacy: LockIcon } as const;

/** Technology section of spec 2.4: four cards, the SmartMatch figures and 'Learn More' → /smart-match. */
export default function TechnologySection({ smartmatchCount, sitesCount }: { smartmatchCount: string; sitesCount: string }) {
  return (
    <Section
      id="technology"
      title={m.techTitle}
      lead={m.techLead}
      tinted
      action={
        <Button component={RouterLink} to={paths.smartMatch.getHref()} variant="contained">
          {m.learnMore}
          {/* The link's name says where it goes ("Learn More" alone is not descriptive: Lighthouse SEO, WCAG 2.4.4). */}
          <Box component="span" sx={visuallyHidden}>
            {m.learnMoreContext}
          </Box>
        </Button>
      }
    >
      <Box sx={{ display: 'flex', gap: { xs: 3, md: 6 }, flexWrap: 'wrap', mb: 3 }}>
        <Stat value={plusLabel(smartmatchCount)} label={smartMatchMessages.statsMatched} testId="smartmatch-count" />
        <Stat value={plusLabel(sitesCount)} label={smartMatchMessages.statsSites} testId="sites-count" />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        {techCards.map((c) => {
          const Icon = icons[c.key];
          return (
            <li key={c.key}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Box sx={{ width: 44, height: 44, borderRadius: 2, bgcolor: 'primary.light', color: 'primary.main', display: 'grid', placeItems: 'center', mb: 1.5 }}>
                    <Icon aria-hidden />
                  </Box>
                  <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
                    {c.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {c.text}
                  </Typography>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </Box>
    </Section>
  );
}

export function Stat({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <Box>
      <Typography component="p" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }} data-testid={testId}>
        {value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
