import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobSummary } from '@/shared/apiTypes';
import { pageNow } from '@/ui/clock';
import { daysAgo, isStale, messages } from './messages';

/** " · checked 2 days ago" after a listing's source line (issue 17), when it was verified; nothing otherwise. */
export function CheckedAgo({ job, now = pageNow() }: { job: Pick<JobSummary, 'source'>; now?: number }) {
  const ago = job.source?.verified ? daysAgo(job.source.verified_at, now) : '';
  return ago ? <> · {messages.checkedAgo(ago)}</> : null;
}

/**
 * "Posted 5 days ago", and "May no longer be open" for an open listing not re-verified for 30 days (issue 17).
 * `withPosted={false}` leaves the first to a caller that shows it beside the date (the detail pane).
 */
export default function FreshnessLine({
  job,
  now = pageNow(),
  size = 'small',
  withPosted = true,
}: {
  job: JobSummary;
  now?: number;
  size?: 'small' | 'medium';
  withPosted?: boolean;
}) {
  const posted = withPosted ? daysAgo(job.date, now) : '';
  const stale = isStale(job, now);
  if (!posted && !stale) return null;
  const variant = size === 'small' ? 'caption' : 'body2';
  return (
    <Stack direction="row" component="span" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="freshness-line">
      {posted ? (
        <Typography variant={variant} component="span" color="text.secondary">
          {messages.postedAgo(posted)}
        </Typography>
      ) : null}
      {stale ? (
        <Typography variant={variant} component="span" sx={{ color: 'warning.dark', fontWeight: 600 }}>
          {messages.mayNoLongerBeOpen}
        </Typography>
      ) : null}
    </Stack>
  );
}
