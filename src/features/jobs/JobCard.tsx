import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Place from '@mui/icons-material/Place';
import type { JobSummary } from '@/shared/apiTypes';
import { formatJobDate, placesLabel } from './format';
import { messages, sourceLineOf } from './messages';
import { visuallyHidden } from '@/ui/visuallyHidden';
import FreshnessLine, { CheckedAgo } from './FreshnessLine';
import { CompanyLogo } from './CompanyLogo';
import SalaryLine from './SalaryLine';
import { TrustCaption } from './TrustNotice';

export interface JobCardProps {
  job: JobSummary;
  selected: boolean;
  /** On mobile the card opens the job's page in a new tab (spec 2.12). */
  opensNewTab: boolean;
  onOpen: (job: JobSummary) => void;
}

/** One job in the list: a single button, pressed when its job is shown in the detail pane. */
export default function JobCard({ job, selected, opensNewTab, onOpen }: JobCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        bgcolor: selected ? 'action.selected' : 'background.paper',
      }}
    >
      <CardActionArea
        onClick={() => onOpen(job)}
        aria-pressed={opensNewTab ? undefined : selected}
        sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'flex-start' }}
      >
        <CompanyLogo src={job.image} size={48} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {job.position}
          </Typography>
          <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
            {job.company}
          </Typography>
          {job.salary !== undefined ? <SalaryLine salary={job.salary} /> : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
            <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <Place sx={{ fontSize: 16 }} aria-hidden />
              <Typography variant="caption" component="span" title={job.places ? job.places.join(', ') : undefined}>
                {placesLabel(job)}
              </Typography>
            </Stack>
            <Typography variant="caption" component="span" color="text.secondary">
              <time dateTime={job.date}>{formatJobDate(job.date)}</time>
            </Typography>
            {job.is_applied ? <Chip size="small" color="success" label={messages.applied} component="span" /> : null}
            {!job.is_applied && job.is_saved ? <Chip size="small" color="primary" variant="outlined" label={messages.saved} component="span" /> : null}
          </Stack>
          {sourceLineOf(job.source) ? (
            <Typography variant="caption" component="span" color={job.source?.verified ? 'success.dark' : 'text.secondary'} sx={{ display: 'block', mt: 0.5 }}>
              {sourceLineOf(job.source)}
              <CheckedAgo job={job} />
            </Typography>
          ) : null}
          <FreshnessLine job={job} />
          <TrustCaption trust={job.trust} />
          {opensNewTab ? (
            <Box component="span" sx={visuallyHidden}>
              {messages.opensInNewTab}
            </Box>
          ) : null}
        </Box>
      </CardActionArea>
    </Card>
  );
}
