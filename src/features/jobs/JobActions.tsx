import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Bookmark from '@mui/icons-material/Bookmark';
import CheckCircle from '@mui/icons-material/CheckCircle';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Send from '@mui/icons-material/Send';
import type { Job } from '@/shared/apiTypes';
import { safeHttpUrl } from './jobPosting';
import { messages } from './messages';
import { openDirectApply, useJobActions } from './useJobActions';

interface JobActionsProps {
  job: Job;
  returnPath: string;
}

/**
 * Apply / Save / View of spec 4: 'Saved' once saved; 'Applied' (disabled) once applied, which also clears saved;
 * 'View' after applying when the job has a direct-apply link. None for a likely scam (issue 17): the server refuses
 * to apply to or save a high-risk job, so nothing offers it. Under them, what Apply does (issue 29): it opens the
 * employer's application page when the job has one, and records the application here; VeriJobs sends nothing itself.
 */
export default function JobActions(props: JobActionsProps) {
  return props.job.trust?.level === 'high_risk' ? null : <ApplySave {...props} />;
}

function ApplySave({ job, returnPath }: JobActionsProps) {
  const { run, busy } = useJobActions(job, returnPath);
  const directUrl = job.direct_apply ? safeHttpUrl(job.direct_appy_url) : null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={job.is_applied ? <CheckCircle /> : <Send />}
          disabled={busy || job.is_applied}
          onClick={() => void run('apply')}
        >
          {job.is_applied ? messages.applied : messages.apply}
        </Button>
        {job.is_applied && directUrl ? (
          <Button variant="outlined" startIcon={<OpenInNew />} onClick={() => openDirectApply(job)} title={messages.viewHint}>
            {messages.view}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          startIcon={job.is_saved ? <Bookmark /> : <BookmarkBorder />}
          disabled={busy || job.is_saved || job.is_applied}
          onClick={() => void run('save')}
        >
          {job.is_saved ? messages.saved : messages.save}
        </Button>
      </Stack>
      {job.is_applied ? null : (
        <Typography variant="body2" color="text.secondary" data-testid="apply-explainer">
          {messages.applyExplainer(directUrl !== null)}
        </Typography>
      )}
    </Stack>
  );
}
