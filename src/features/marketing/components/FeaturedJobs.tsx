import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import SkeletonBlock from '@/ui/SkeletonBlock';
import Typography from '@mui/material/Typography';
import type { FeaturedJob } from '@/shared/apiTypes';
import Section from './Section';
import { timeAgo } from '../landingDefaults';
import { landingMessages as m } from '../messages';

const CARD_HEIGHT = 188;

/**
 * Featured jobs (spec 2.4): shown only when the list is non-empty. While the landing call is in flight the
 * section keeps its place with skeleton cards, so a non-empty answer causes no layout shift.
 */
export default memo(function FeaturedJobs({ jobs, loading, viewAllUrl }: { jobs: FeaturedJob[]; loading: boolean; viewAllUrl: string }) {
  if (!loading && jobs.length === 0) return null;
  return (
    <Section
      id="featured"
      title={m.featuredTitle}
      action={
        <Button component={RouterLink} to={viewAllUrl} aria-label={`${m.viewAll} featured jobs`}>
          {m.viewAll}
        </Button>
      }
    >
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {jobs.length === 0
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <SkeletonBlock height={CARD_HEIGHT} />
              </li>
            ))
          : jobs.map((job) => (
              <li key={job.id}>
                <Card sx={{ height: '100%', minHeight: CARD_HEIGHT, display: 'flex', flexDirection: 'column' }}>
                  <CardContent sx={{ flex: 1 }}>
                    {/* A plain badge, styled like a small Chip: MUI's Chip (~2 KB gzipped) is not worth it on the first load. */}
                    <Box
                      component="span"
                      sx={{ display: 'inline-block', mb: 1.5, px: 1, py: 0.25, borderRadius: 4, bgcolor: 'action.selected', fontSize: '0.8125rem', lineHeight: 1.5 }}
                    >
                      {job.country}
                    </Box>
                    <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
                      {job.position}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                      {m.by} {job.by}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      <time dateTime={job.time}>{timeAgo(job.time)}</time>
                    </Typography>
                  </CardContent>
                  <CardActions sx={{ px: 2, pb: 2 }}>
                    <Button component={RouterLink} to={job.url} variant="contained" size="small" aria-label={`${m.applyNow}: ${job.position}`}>
                      {m.applyNow}
                    </Button>
                  </CardActions>
                </Card>
              </li>
            ))}
      </Box>
    </Section>
  );
});
