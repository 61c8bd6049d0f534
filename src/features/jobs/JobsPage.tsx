import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { paths, type BrowseType } from '@/config/paths';
import { parseJobId } from '@/shared/ids';
import JobDetailPane, { JobNotFound } from './JobDetailPane';
import JobListView from './JobListView';
import { messages } from './messages';

/** /jobs/{id}: that job only (spec 2.12), with its JobPosting structured data. */
function SingleJobView({ rawId }: { rawId: string }) {
  const id = parseJobId(rawId);
  const location = useLocation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button component={RouterLink} to={paths.jobs.getHref()} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {messages.backToJobs}
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        {id === null ? (
          <JobNotFound headingLevel="h1" />
        ) : (
          <JobDetailPane key={id} jobId={id} variant="page" returnPath={location.pathname + location.search} />
        )}
      </Paper>
    </Container>
  );
}

/** /jobs, /jobs/{id} and the browse-by job lists (browseType set, `:jobElement` from the route). */
export default function JobsPage({ browseType }: { browseType?: BrowseType }) {
  const { jobId, jobElement } = useParams();
  if (!browseType && jobId !== undefined) return <SingleJobView rawId={jobId} />;
  return <JobListView browseType={browseType} jobElement={jobElement} />;
}
