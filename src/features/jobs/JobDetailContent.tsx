import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import type { Job } from '@/shared/apiTypes';
import { DETAIL_PANE_FADE_MS } from '@/config/constants';
import JobDetail from './JobDetail';

export interface JobDetailContentProps {
  job: Job;
  variant: 'page' | 'pane';
  returnPath: string;
  onSelectJob?: (id: number) => void;
}

/**
 * A loaded job fading in over DETAIL_PANE_FADE_MS (spec 2.12). Its JobPosting data is written by the server into the
 * page's HTML (server/render, docs/rendering.md), so crawlers that run no script read it too.
 */
export default function JobDetailContent({ job, variant, returnPath, onSelectJob }: JobDetailContentProps) {
  return (
    <Fade in appear timeout={DETAIL_PANE_FADE_MS}>
      <Box>
        <JobDetail job={job} variant={variant} returnPath={returnPath} onSelectJob={onSelectJob} />
      </Box>
    </Fade>
  );
}
