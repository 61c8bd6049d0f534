import { type FormEvent, memo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { POPULAR_SEARCHES } from '@/config/constants';
import { paths } from '@/config/paths';
import SearchableSelect, { type SelectOption } from '@/ui/fields/SearchableSelect';
import TextInput from '@/ui/fields/TextInput';
import { landingMessages as m } from '../messages';
import { afterSubmit } from '../afterSubmit';
import { formatCount } from '@/ui/format';

/** Hero of spec 2.4 with the search of decisions.md §3: Explore Now → /jobs?jobtitle=…&location=… (location is a city id, or a whole country or region: shared/places.ts). */
export default memo(function LandingHero({ activeJobs }: { activeJobs: number }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [location, setLocation] = useState<SelectOption | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const href = paths.jobs.getHref(undefined, { jobtitle: title.trim(), location: location?.value });
    afterSubmit(() => void navigate(href));
  };

  const popular = POPULAR_SEARCHES.split(',').map((s) => s.trim());

  return (
    <Box
      sx={{
        background: 'linear-gradient(135deg, #0f2f8a 0%, #1f4ed8 55%, #2b6cb0 100%)',
        color: '#fff',
        py: { xs: 5, md: 9 },
      }}
    >
      <Container maxWidth="xl">
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '3.25rem' }, lineHeight: 1.15, maxWidth: 760 }}>
          {m.heroTitle}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 680, fontSize: { xs: '1rem', md: '1.15rem' }, color: 'rgba(255,255,255,0.9)' }}>{m.heroLead}</Typography>

        <Paper
          component="form"
          role="search"
          aria-label="Job search"
          onSubmit={submit}
          elevation={0}
          sx={{
            mt: 4,
            p: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr auto' },
            alignItems: 'start',
            maxWidth: 900,
          }}
        >
          <TextInput
            label={m.titleLabel}
            name="jobtitle"
            value={title}
            placeholder={m.titlePlaceholder}
            onChange={(e) => setTitle(e.target.value)}
            autoComplete="off"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {/* The city picker itself (Autocomplete) loads when the page is idle or the field is focused. */}
          <SearchableSelect id="landing-location" label={m.locationLabel} name="location" value={location} onChange={setLocation} dropdown={{ kind: 'places', minQuery: 1 }} />
          <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon aria-hidden />} sx={{ minHeight: 40, px: 3 }}>
            {m.exploreNow}
          </Button>
        </Paper>

        <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.92)' }}>
          {m.popularSearches}{' '}
          {popular.map((p, i) => (
            <span key={p}>
              <Link component={RouterLink} to={paths.jobs.getHref(undefined, { jobtitle: p })} sx={{ color: '#fff', textDecorationColor: 'rgba(255,255,255,0.6)' }} underline="always">
                {p}
              </Link>
              {i < popular.length - 1 ? ', ' : ''}
            </span>
          ))}
        </Typography>

        <Box sx={{ mt: 4, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontSize: '1.1rem' }}>
            <Box component="strong" data-testid="active-jobs-count" sx={{ fontSize: '1.6rem', mr: 0.75 }}>
              {formatCount(activeJobs)}
            </Box>
            {m.activeJobs}
          </Typography>
          <Button component={RouterLink} to={paths.jobs.getHref()} variant="outlined" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}>
            {m.viewAllJobs}
          </Button>
        </Box>
      </Container>
    </Box>
  );
});
