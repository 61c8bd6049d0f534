import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { SmartMatch } from '@/api/types';
import { ALERT_TIMES } from '@/config/constants';
import { paths } from '@/config/paths';
import { messages } from './messages';

export function alertTimeLabel(value: string): string {
  return ALERT_TIMES.find((t) => t.value === value)?.label ?? value;
}

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One Smart Match (spec 3): name, titles, function, location, alert time and its 'show all jobs' link. */
export default function SmartMatchCard({ match, headingLevel = 'h3' }: { match: SmartMatch; headingLevel?: 'h2' | 'h3' }) {
  const channels = [match.pref_email && messages.email, match.pref_whatsapp && messages.whatsapp].filter(Boolean).join(', ');
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography component={headingLevel} variant="h5">
            {match.smart_match}
          </Typography>
          {match.paused && <Chip size="small" label={messages.paused} />}
        </Stack>
        {!!match.new_since_yesterday && (
          <Chip size="small" color="success" label={messages.newSinceYesterday(match.new_since_yesterday)} sx={{ mb: 1 }} />
        )}
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <Line term={messages.jobTitles}>{match.jobtitles.map((t) => t.value).join(', ')}</Line>
          <Line term={messages.jobFunction}>{match.job_function}</Line>
          <Line term={messages.location}>{match.location}</Line>
          <Line term={messages.alertTime}>{alertTimeLabel(match.alert_time)}</Line>
          {channels && <Line term={messages.channels}>{channels}</Line>}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={paths.candidate.smartmatchFeaturedJobs.getHref(match.id)}
          endIcon={<ArrowForwardIcon />}
          aria-label={messages.showAllJobsLabel(match.smart_match)}
        >
          {messages.showAllJobs}
        </Button>
      </CardActions>
    </Card>
  );
}
