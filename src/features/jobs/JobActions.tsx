import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Bookmark from '@mui/icons-material/Bookmark';
import CheckCircle from '@mui/icons-material/CheckCircle';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Send from '@mui/icons-material/Send';
import type { Job } from '@/shared/apiTypes';
import { safeHttpUrl } from './jobPosting';
import { messages } from './messages';
import { openDirectApply, useJobActions } from './useJobActions';

/**
 * Apply / Save / View of spec 4: 'Saved' once saved; 'Applied' (disabled) once applied, which also clears saved;
 * 'View' after applying when the job has a direct-apply link.
 */
export default function JobActions({ job, returnPath }: { job: Job; returnPath: string }) {
  const { run, busy } = useJobActions(job, returnPath);
  const directUrl = job.direct_apply ? safeHttpUrl(job.direct_appy_url) : null;
  return (
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
  );
}
