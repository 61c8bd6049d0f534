import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EditIcon from '@mui/icons-material/Edit';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { messageOf } from '@/api/errors';
import type { SmartMatch } from '@/shared/apiTypes';
import { ALERT_TIMES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetCandidateListQuery } from '@/api/candidateApi';
import { useDeleteSmartMatchMutation, useUpdateSmartMatchMutation } from '@/api/smartmatchApi';
import { useAppDispatch } from '@/app/hooks';
import { confirm } from '@/ui/dialogs';
import DeleteIcon from '@mui/icons-material/Delete';
import { messages } from './messages';
import { lazyWithRetry } from '@/ui/lazyWithRetry';

// The edit dialog (radios, checkboxes) loads when it is first opened: the cards paint without it.
const EditSmartMatchDialog = lazyWithRetry(() => import(/* webpackChunkName: "smartmatch-alerts" */ './EditSmartMatchDialog'));
const AlertSettingsDialog = lazyWithRetry(() => import(/* webpackChunkName: "smartmatch-alerts" */ './AlertSettingsDialog'));

/** How many of a Smart Match's featured jobs the card shows with their reasons. */
const TOP_MATCHES = 3;

export function alertTimeLabel(value: string): string {
  return ALERT_TIMES.find((t) => t.value === value)?.label ?? value;
}

export function channelsLabel(match: Pick<SmartMatch, 'pref_email' | 'pref_whatsapp'>): string {
  const list = [match.pref_email && messages.email, match.pref_whatsapp && messages.whatsapp].filter(Boolean).join(', ');
  return list || messages.noChannel;
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

/** The first featured jobs of a Smart Match with the reason the matching engine gives (GET /candidates/featured_jobs?smartmatch=ID). */
function TopMatches({ match, headingLevel }: { match: SmartMatch; headingLevel: 'h3' | 'h4' }) {
  const { data, isLoading, isError } = useGetCandidateListQuery({ type: 'featured_jobs', page: 1, smartmatch: String(match.id) });
  if (isError) return null;
  const rows = (data?.data ?? []).slice(0, TOP_MATCHES);
  return (
    <Box component="section" aria-label={messages.topMatchesLabel(match.smart_match)} sx={{ mt: 2 }}>
      <Typography component={headingLevel} variant="subtitle2" sx={{ mb: 0.5 }}>
        {messages.topMatches}
      </Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={64} role="status" aria-label={messages.loadingTopMatches} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {messages.noTopMatches}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2, display: 'grid', gap: 0.75 }}>
          {rows.map((row) => (
            <li key={row.id}>
              <Link component={RouterLink} to={paths.jobs.getHref(row.id)} variant="body2" sx={{ fontWeight: 600 }}>
                {messages.jobAt(row.position, row.company)}
              </Link>
              {row.reason && (
                <Typography variant="body2" color="text.secondary">
                  {row.reason}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}


/**
 * One Smart Match (spec 3, issue 10): name, titles, function, location, alert time and channels, 'new since yesterday',
 * its top matches with their reasons, pause/resume, the alert settings dialog and its 'show all jobs' link.
 */
export default function SmartMatchCard({ match, headingLevel = 'h3' }: { match: SmartMatch; headingLevel?: 'h2' | 'h3' }) {
  const [update, { isLoading: toggling, error: toggleError }] = useUpdateSmartMatchMutation();
  const [remove, { isLoading: removing, error: removeError }] = useDeleteSmartMatchMutation();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const name = match.smart_match;

  const onDelete = async () => {
    setNotice(null);
    if (!(await dispatch(confirm({ title: messages.deleteConfirmTitle, message: messages.deleteConfirm(name), type: 'danger' })))) return;
    await remove({ id: match.id });
  };

  const togglePause = async () => {
    setNotice(null);
    const res = await update({ id: match.id, paused: !match.paused });
    if (!('error' in res)) setNotice(res.data.data?.paused ? messages.pausedDone : messages.resumed);
  };

  return (
    <Card
      component="article"
      aria-label={name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', opacity: match.paused ? 0.85 : 1, borderStyle: match.paused ? 'dashed' : undefined }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography component={headingLevel} variant="h5">
            {name}
          </Typography>
          {match.paused && <Chip size="small" color="warning" icon={<PauseIcon />} label={messages.paused} />}
        </Stack>
        {match.paused && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {messages.pausedNote}
          </Typography>
        )}
        {!!match.new_since_yesterday && (
          <Chip size="small" color="success" label={messages.newSinceYesterday(match.new_since_yesterday)} sx={{ mb: 1 }} />
        )}
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <Line term={messages.jobTitles}>{match.jobtitles.map((t) => t.value).join(', ')}</Line>
          <Line term={messages.jobFunction}>{match.job_function}</Line>
          <Line term={messages.location}>{match.location}</Line>
          <Line term={messages.alertTime}>{alertTimeLabel(match.alert_time)}</Line>
          <Line term={messages.channels}>{channelsLabel(match)}</Line>
        </Box>
        <TopMatches match={match} headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} />
        <Box role="status" aria-live="polite" sx={{ mt: notice || toggleError ? 1 : 0 }}>
          {notice && (
            <Alert severity="success" onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
        </Box>
        {toggleError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {messageOf(toggleError, messages.updateFailed)}
          </Alert>
        )}
        {removeError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {messageOf(removeError, messages.deleteFailed)}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={paths.candidate.smartmatchFeaturedJobs.getHref(match.id)}
          endIcon={<ArrowForwardIcon />}
          aria-label={messages.showAllJobsLabel(name)}
        >
          {messages.showAllJobs}
        </Button>
        <Button
          variant="outlined"
          startIcon={match.paused ? <PlayArrowIcon /> : <PauseIcon />}
          onClick={togglePause}
          loading={toggling}
          aria-label={match.paused ? messages.resumeLabel(name) : messages.pauseLabel(name)}
        >
          {match.paused ? messages.resume : messages.pause}
        </Button>
        <Button
          startIcon={<EditIcon />}
          onClick={() => {
            setNotice(null);
            setEditing(true);
          }}
          aria-label={messages.editAlertsLabel(name)}
        >
          {messages.editAlerts}
        </Button>
        <Button
          startIcon={<EditIcon />}
          onClick={() => {
            setNotice(null);
            setEditingDetails(true);
          }}
          aria-label={messages.editLabel(name)}
        >
          {messages.edit}
        </Button>
        <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete} loading={removing} aria-label={messages.deleteLabel(name)}>
          {messages.delete}
        </Button>
      </CardActions>
      {editingDetails && (
        <Suspense fallback={null}>
          <EditSmartMatchDialog
            match={match}
            onClose={() => setEditingDetails(false)}
            onSaved={() => {
              setEditingDetails(false);
              setNotice(messages.updated);
            }}
          />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <AlertSettingsDialog
            match={match}
            open
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              setNotice(messages.updated);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
