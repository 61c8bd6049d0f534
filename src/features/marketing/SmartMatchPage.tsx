import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import TextInput from '@/ui/fields/TextInput';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ShieldIcon from '@mui/icons-material/Shield';
import { PLAN_FEATURES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetLandingQuery } from './landingApi';
import { LANDING_DEFAULTS, plusLabel } from './landingDefaults';
import { smartMatchMessages as m } from './messages';
import Section from './components/Section';
import Testimonials from './components/Testimonials';
import { Stat } from './components/TechnologySection';
import { useStaticPageHead } from '@/ui/useStaticPageHead';
import { afterSubmit } from './afterSubmit';

const ROLE_MAX = 100;

/**
 * SmartMatch marketing page (spec 2.5, decisions.md §3): 'Set My Job Alerts Now' and the quick setup open
 * /candidate/smartmatch with the typed role; the candidate guard sends visitors through login first.
 */
export default function SmartMatchPage() {
  useStaticPageHead('/smart-match');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [role, setRole] = useState((params.get('role') ?? '').slice(0, ROLE_MAX));
  const { data, isLoading } = useGetLandingQuery();
  const d = data ?? LANDING_DEFAULTS;
  const target = paths.candidate.smartmatch.getHref(role.trim() || undefined);

  const quickSetup = (e: FormEvent) => {
    e.preventDefault();
    afterSubmit(() => void navigate(target));
  };

  return (
    <>
      <Box sx={{ background: 'linear-gradient(135deg, #0f2f8a 0%, #1f4ed8 60%, #7c3aed 100%)', color: '#fff', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="xl">
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '3.25rem' }, lineHeight: 1.15, maxWidth: 800 }}>
            {m.title}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 680, fontSize: { xs: '1rem', md: '1.15rem' }, color: 'rgba(255,255,255,0.92)' }}>{m.lead}</Typography>
          <Box sx={{ mt: 4, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={target} variant="contained" color="secondary" size="large" sx={{ px: 4 }}>
              {m.cta}
            </Button>
            <Typography sx={{ color: 'rgba(255,255,255,0.92)' }}>{m.setupTime}</Typography>
          </Box>
          <Box sx={{ mt: 5, display: 'flex', gap: { xs: 3, md: 6 }, flexWrap: 'wrap', '& p': { color: '#fff !important' } }}>
            <Stat value={plusLabel(d.smartmatch_job_count)} label={m.statsMatched} />
            <Stat value={plusLabel(d.aggregating_websites_count)} label={m.statsSites} />
          </Box>
        </Container>
      </Box>

      <Section id="how" title={m.howTitle}>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(5, minmax(0, 1fr))' } }}>
          {m.steps.map((s, i) => (
            <Card component="li" key={s.title} sx={{ height: '100%' }}>
              <CardContent>
                <Box aria-hidden sx={{ width: 36, height: 36, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 700, mb: 1.5 }}>
                  {i + 1}
                </Box>
                <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
                  <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
                    Step {i + 1}:{' '}
                  </Box>
                  {s.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {s.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Section>

      <Section id="benefits" title={m.benefitsTitle} tinted>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {PLAN_FEATURES.map((f) => (
            <Box component="li" key={f} sx={{ display: 'flex', gap: 1.5 }}>
              <CheckCircleIcon color="success" aria-hidden />
              <Typography>{f}</Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="privacy" title={m.privacyTitle}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {m.privacyPoints.map((p) => (
            <Box component="li" key={p} sx={{ display: 'flex', gap: 1.5 }}>
              <ShieldIcon color="primary" aria-hidden />
              <Typography>{p}</Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="quick" title={m.quickTitle} lead={m.quickLead} tinted>
        <Box component="form" onSubmit={quickSetup} aria-label={m.quickTitle} sx={{ display: 'flex', gap: 1.5, maxWidth: 640, flexDirection: { xs: 'column', sm: 'row' } }}>
          <TextInput
            label={m.quickLabel}
            name="role"
            value={role}
            placeholder={m.quickPlaceholder}
            onChange={(e) => setRole(e.target.value.slice(0, ROLE_MAX))}
            autoComplete="organization-title"
          />
          <Button type="submit" variant="contained" sx={{ flexShrink: 0, minHeight: 40, px: 4 }}>
            {m.quickButton}
          </Button>
        </Box>
      </Section>

      <Testimonials items={d.popular_startups} loading={isLoading} />
    </>
  );
}
