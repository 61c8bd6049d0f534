import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import type { Job } from '@/shared/apiTypes';
import { DETAIL_PANE_FADE_MS } from '@/config/constants';
import { useServerRendered } from '@/ui/useServerRendered';
import JobDetail from './JobDetail';

export interface JobDetailContentProps {
  job: Job;
  variant: 'page' | 'pane';
  returnPath: string;
  onSelectJob?: (id: number) => void;
}

/**
 * A loaded job fading in over DETAIL_PANE_FADE_MS (spec 2.12), except the job the server rendered: its HTML shows it
 * at once (a fade from opacity 0 would hide the page's main content until the scripts have run). Its JobPosting data is written by the server into the
 * page's HTML (server/render, docs/rendering.md), so crawlers that run no script read it too.
 */
export default function JobDetailContent({ job, variant, returnPath, onSelectJob }: JobDetailContentProps) {
  const serverRendered = useServerRendered();
  return (
    <Fade in appear={!serverRendered} timeout={DETAIL_PANE_FADE_MS}>
      <Box>
        <JobDetail job={job} variant={variant} returnPath={returnPath} onSelectJob={onSelectJob} />
      </Box>
    </Fade>
  );
}
