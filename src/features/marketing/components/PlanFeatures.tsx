import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { PLAN_FEATURES } from '@/config/constants';
import { paths } from '@/config/paths';
import Section from './Section';
import { landingMessages as m } from '../messages';

/** SmartMatch plan feature list (spec 1, 2.4). */
export default function PlanFeatures() {
  return (
    <Section
      id="plan"
      title={m.planTitle}
      lead={m.planLead}
      tinted
      action={
        <Button component={RouterLink} to={paths.candidate.subscription.getHref()} variant="outlined">
          {m.seePlans}
        </Button>
      }
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {PLAN_FEATURES.map((f) => (
          <Box component="li" key={f} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircleIcon color="success" aria-hidden sx={{ mt: '2px' }} />
            <Typography>{f}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
