import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { httpStatusOf, messageOf } from '@/api/errors';
import { DETAIL_PANE_FADE_MS } from '@/config/constants';
import { selectIsLoggedIn } from '@/features/session/sessionSlice';
import JobDetail from './JobDetail';
import JobPostingJsonLd from './JobPostingJsonLd';
import { JobDetailSkeleton } from './JobSkeletons';
import { useGetJobQuery } from './jobsApi';
import { messages } from './messages';

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

  if (isError && !isFetching) {
    const status = httpStatusOf(error);
    if (status === 404 || status === 400) return <JobNotFound headingLevel={headingLevel} />;
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
    <Fade in appear timeout={DETAIL_PANE_FADE_MS} key={job.id}>
      <Box>
        {variant === 'page' ? <JobPostingJsonLd job={job} /> : null}
        <JobDetail job={job} variant={variant} returnPath={returnPath} onSelectJob={onSelectJob} />
      </Box>
    </Fade>
  );
}
