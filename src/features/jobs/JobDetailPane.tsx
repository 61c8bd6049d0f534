import { Suspense, useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { httpStatusOf, messageOf } from '@/api/errors';
import { selectIsLoggedIn } from '@/features/session/sessionSlice';
import { JobDetailSkeleton } from './JobSkeletons';
import { useGetJobQuery } from './jobsApi';
import { messages } from './messages';
import { lazyWithRetry } from '@/ui/lazyWithRetry';
import { usePageHead } from '@/ui/usePageHead';
import { jobPageHead } from './jobHead';
import { JOB_NOT_FOUND, notFoundHead } from '@/shared/pageHeads';

/**
 * The detail view (and with it the HTML sanitiser, ~10 KB gzipped) is a chunk of its own, fetched as soon as a pane
 * mounts, alongside the job's view_job call: the list's first paint does not wait for it, and the pane does not
 * wait longer than for its data (docs/performance.md).
 */
const loadDetailContent = () => import(/* webpackChunkName: "job-detail" */ './JobDetailContent');
const JobDetailContent = lazyWithRetry(loadDetailContent);

export interface JobDetailPaneProps {
  jobId: number;
  variant: 'page' | 'pane';
  returnPath: string;
  onSelectJob?: (id: number) => void;
}

export function JobNotFound({ headingLevel }: { headingLevel: 'h1' | 'h2' }) {
  return (
    <Box sx={{ py: 4 }} data-testid="job-not-found">
      <Typography variant="h5" component={headingLevel} gutterBottom>
        {messages.jobNotFoundTitle}
      </Typography>
      <Typography color="text.secondary">{messages.jobNotFound}</Typography>
    </Box>
  );
}

/**
 * Loads one job (view_job) and shows it: skeleton while loading, then the detail fading in over
 * DETAIL_PANE_FADE_MS (spec 2.12); a not-found state for an unknown id; an error with retry otherwise.
 */
export default function JobDetailPane({ jobId, variant, returnPath, onSelectJob }: JobDetailPaneProps) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { currentData: job, error, isError, isFetching, refetch } = useGetJobQuery({ id: jobId, loggedIn });
  const headingLevel = variant === 'page' ? 'h1' : 'h2';
  const failedStatus = isError && !isFetching ? httpStatusOf(error) : undefined;
  const missing = failedStatus === 404 || failedStatus === 400;
  // On /jobs/{id} the job names the page once it has loaded (an unknown job: the 404's head, as the server's); a pane
  // beside the list leaves the list's head alone.
  const head = useMemo(() => {
    if (variant !== 'page') return null;
    if (job) return jobPageHead(job);
    return missing ? { ...notFoundHead(JOB_NOT_FOUND), path: null } : null;
  }, [variant, job, missing]);
  usePageHead(head);
  useEffect(() => {
    // A prefetch: a failure here is retried when the view renders.
    loadDetailContent().catch(() => undefined);
  }, []);

  if (isError && !isFetching) {
    if (missing) return <JobNotFound headingLevel={headingLevel} />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {messages.retry}
          </Button>
        }
      >
        {messageOf(error, messages.jobLoadFailed)}
      </Alert>
    );
  }
  if (!job) return <JobDetailSkeleton />;

  return (
    <Suspense fallback={<JobDetailSkeleton />}>
      <JobDetailContent key={job.id} job={job} variant={variant} returnPath={returnPath} onSelectJob={onSelectJob} />
    </Suspense>
  );
}
