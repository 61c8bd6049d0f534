import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardTile } from '@/shared/apiTypes';
import { CANDIDATE_PREFIX, paths } from '@/config/paths';
import SmartMatchCard from '@/features/smartmatch/SmartMatchCard';
import { useGetSmartMatchListQuery } from '@/api/smartmatchApi';
import { useDismissClosedJobNoticeMutation, useGetClosedJobNoticesQuery, useGetDashboardCountsQuery } from '@/api/candidateApi';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Close from '@mui/icons-material/Close';
import { messages } from './messages';

const m = messages.dashboard;

/** '/applied-jobs' → '/candidate/applied-jobs' (spec 2.14: tiles link to /candidate plus their url). */
export function tileHref(url: string): string {
  return `${CANDIDATE_PREFIX}${url.startsWith('/') ? url : `/${url}`}`;
}

/**
 * The tiles and their skeletons are the same height (a label that wraps to two lines fits), and there are as many
 * skeletons as the API sends tiles (one per job table of spec 2.15), so the Smart Match cards below do not move
 * when the counts arrive (Lighthouse CLS, docs/performance.md).
 */
const TILE_HEIGHT = 110;
const EXPECTED_TILES = Object.keys(messages.tables.titles).length;

function CountTile({ tile }: { tile: DashboardTile }) {
  return (
    <Card sx={{ height: '100%', minHeight: TILE_HEIGHT, borderLeft: 4, borderLeftColor: tile.color || 'primary.main' }}>
      <CardActionArea component={RouterLink} to={tileHref(tile.url)} sx={{ height: '100%' }}>
        <CardContent sx={{ height: '100%', display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2 }, px: { xs: 1.5, sm: 2 } }}>
          <Avatar src={tile.image || undefined} alt="" sx={{ bgcolor: tile.color || 'primary.main', width: { xs: 40, sm: 48 }, height: { xs: 40, sm: 48 } }}>
            {tile.label.charAt(0)}
          </Avatar>
          <Box>
            <Typography component="p" variant="h3">
              {tile.count}
            </Typography>
            <Typography color="text.secondary">{tile.label}</Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const tileGrid = { xs: 6, md: 4 } as const;

/** Issue 16: one notice per job the candidate applied to or saved that its employer closed, until dismissed. */
function ClosedJobNotices() {
  const notices = useGetClosedJobNoticesQuery();
  const [dismiss, dismissing] = useDismissClosedJobNoticeMutation();
  if (!notices.data?.length) return null;
  return (
    <Box component="section" aria-label={m.closedNoticesLabel} sx={{ mb: 3, display: 'grid', gap: 1 }}>
      {notices.data.map((n) => (
        <Alert
          key={n.job_id}
          severity="warning"
          action={
            <IconButton aria-label={m.closedNoticeDismiss(n.position)} size="small" color="inherit" disabled={dismissing.isLoading} onClick={() => void dismiss(n.job_id)}>
              <Close fontSize="small" />
            </IconButton>
          }
        >
          {m.closedNotice(n.position, n.company, n.reason)}{' '}
          <Link component={RouterLink} to={paths.jobs.getHref(n.job_id)} color="inherit">
            {m.closedNoticeSimilar}
          </Link>
        </Alert>
      ))}
    </Box>
  );
}

/** Candidate dashboard (spec 2.14): count tiles from dashboard_counts and the Smart Match cards. */
export default function DashboardPage() {
  const counts = useGetDashboardCountsQuery();
  const matches = useGetSmartMatchListQuery();

  return (
    <Box>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {m.title}
      </Typography>

      <ClosedJobNotices />

      <Box component="section" aria-labelledby="dashboard-counts" sx={{ mb: 4 }}>
        <Typography id="dashboard-counts" variant="h4" component="h2" sx={{ mb: 2 }}>
          {m.countsHeading}
        </Typography>
        {counts.isLoading ? (
          <Grid container spacing={2} role="status" aria-busy="true" aria-label={m.loadingCounts}>
            {Array.from({ length: EXPECTED_TILES }, (_, i) => (
              <Grid key={i} size={tileGrid}>
                <Skeleton variant="rounded" height={TILE_HEIGHT} />
              </Grid>
            ))}
          </Grid>
        ) : counts.isError ? (
          <Alert severity="error">{m.loadFailed}</Alert>
        ) : counts.data && counts.data.length > 0 ? (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {counts.data.map((tile) => (
              <Grid key={tile.url} size={tileGrid} component="li">
                <CountTile tile={tile} />
              </Grid>
            ))}
          </Grid>
        ) : (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">{m.noCounts}</Typography>
          </Paper>
        )}
      </Box>

      <Box component="section" aria-labelledby="dashboard-smartmatch">
        <Typography id="dashboard-smartmatch" variant="h4" component="h2" sx={{ mb: 2 }}>
          {m.smartMatchHeading}
        </Typography>
        {matches.isLoading ? (
          <Grid container spacing={2} role="status" aria-busy="true" aria-label={m.loadingSmartMatches}>
            {[0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, md: 6, xl: 4 }}>
                <Skeleton variant="rounded" height={200} />
              </Grid>
            ))}
          </Grid>
        ) : matches.isError ? (
          <Alert severity="error">{m.loadFailed}</Alert>
        ) : matches.data && matches.data.length > 0 ? (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {matches.data.map((match) => (
              <Grid key={match.id} size={{ xs: 12, md: 6, xl: 4 }} component="li">
                <SmartMatchCard match={match} />
              </Grid>
            ))}
          </Grid>
        ) : (
          <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Typography color="text.secondary" sx={{ flex: 1 }}>
              {m.noSmartMatch}
            </Typography>
            <Button variant="contained" component={RouterLink} to={paths.candidate.smartmatch.getHref()}>
              {m.setUpSmartMatch}
            </Button>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
