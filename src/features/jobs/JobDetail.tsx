import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Place from '@mui/icons-material/Place';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import type { Job, JobDetails } from '@/shared/apiTypes';
import { paths } from '@/config/paths';
import SafeHtml from '@/ui/SafeHtml';
import JobActions from './JobActions';
import { allPlacesLabel, formatJobDate } from './format';
import { safeHttpUrl } from './jobPosting';
import { pageNow } from '@/ui/clock';
import { daysAgo, messages, sourceLineOf } from './messages';
import FreshnessLine, { CheckedAgo } from './FreshnessLine';
import { CompanyLogo } from './CompanyLogo';
import ReportJobButton from './ReportJobButton';
import SalaryLine from './SalaryLine';
import TrustNotice, { HighRiskFront } from './TrustNotice';

const DETAIL_KEYS: (keyof JobDetails)[] = ['role_function', 'job_function', 'role_level', 'work_type', 'country', 'location', 'website', 'industry'];

export interface JobDetailProps {
  job: Job;
  /** 'page' on /jobs/{id} (the position is the page's h1), 'pane' beside the job cards. */
  variant: 'page' | 'pane';
  returnPath: string;
  /** In the pane, a similar job is selected in place instead of opening its page. */
  onSelectJob?: (id: number) => void;
}

function DetailValue({ field, value }: { field: keyof JobDetails; value: string }) {
  if (!value) return <>{messages.notSpecified}</>;
  if (field === 'website') {
    const url = safeHttpUrl(value);
    if (url)
      return (
        <Link href={url} target="_blank" rel="noopener noreferrer nofollow">
          {url.startsWith('/') ? messages.websiteOnThisSite : value}
        </Link>
      );
  }
  return <>{value}</>;
}

/** The detail of one job (spec 2.12, 3): header, Apply/Save, details, description, about company, similar jobs. */
export default function JobDetail({ job, variant, returnPath, onSelectJob }: JobDetailProps) {
  const headingLevel = variant === 'page' ? 'h1' : 'h2';
  const sectionLevel = variant === 'page' ? 'h2' : 'h3';
  const details: Partial<JobDetails> = job.details ?? {};
  const closed = job.status === 'closed';
  const sourceLine = sourceLineOf(job.source);
  const postedAgo = daysAgo(job.date, pageNow());
  const sourceUrl = job.source ? safeHttpUrl(job.source.url) : null;
  const [riskyShown, setRiskyShown] = useState<number | null>(null);
  if (job.trust?.level === 'high_risk' && riskyShown !== job.id) return <HighRiskFront job={job} headingLevel={headingLevel} onShowListing={() => setRiskyShown(job.id)} />;

  const onSimilarClick = (id: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelectJob || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onSelectJob(id);
  };

  return (
    <Box component="article" aria-labelledby={`job-${job.id}-title`}>
      {job.trust?.level === 'high_risk' ? <TrustNotice trust={job.trust} focusOnMount /> : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <CompanyLogo src={job.image} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`job-${job.id}-title`} variant="h4" component={headingLevel} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {job.position}
          </Typography>
          <Typography variant="subtitle1" component="p" color="text.secondary">
            {job.company}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5, color: 'text.secondary' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Place fontSize="small" aria-hidden />
              <Typography variant="body2">{allPlacesLabel(job)}</Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <CalendarMonth fontSize="small" aria-hidden />
              <Typography variant="body2">
                {/* One "Posted": how long ago, then the date itself. */}
                {postedAgo ? (
                  <>
                    <span>{messages.postedAgo(postedAgo)}</span> ·{' '}
                  </>
                ) : (
                  `${messages.postedOn} `
                )}
                <time dateTime={job.date}>{formatJobDate(job.date)}</time>
              </Typography>
            </Stack>
            <FreshnessLine job={job} size="medium" withPosted={false} />
            {job.ref_id ? (
              <Typography variant="body2">
                {messages.refId} {job.ref_id}
              </Typography>
            ) : null}
          </Stack>
          <Box sx={{ mt: 0.75 }}>
            <SalaryLine salary={job.salary} size="medium" />
          </Box>
        </Box>
      </Stack>

      {sourceLine ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', mb: 2, color: job.source?.verified ? 'success.dark' : 'text.secondary' }} data-testid="job-source">
          <VerifiedUser fontSize="small" aria-hidden />
          {/* One run of text, so on a phone "· checked 2 days ago" wraps after the source instead of forming a column. */}
          <Typography variant="body2">
            {sourceUrl ? (
              <Link href={sourceUrl} target="_blank" rel="noopener noreferrer nofollow" color="inherit" aria-label={messages.sourceLinkLabel(sourceLine)}>
                {sourceLine}
              </Link>
            ) : (
              sourceLine
            )}
            <CheckedAgo job={job} />
          </Typography>
        </Stack>
      ) : null}
      {job.trust?.level === 'caution' || job.trust?.under_review ? <TrustNotice trust={job.trust} /> : null}

      {closed ? (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          <AlertTitle>{messages.closedTitle}</AlertTitle>
          {messages.closedBody}
        </Alert>
      ) : (
        <JobActions job={job} returnPath={returnPath} />
      )}
      <ReportJobButton jobId={job.id} returnPath={returnPath} />

      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component={sectionLevel} gutterBottom>
        {messages.detailsHeading}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(110px, auto) 1fr', sm: 'repeat(2, minmax(110px, auto) 1fr)' },
          columnGap: 2,
          rowGap: 1,
          m: 0,
          '& dt': { color: 'text.secondary', fontWeight: 500 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {DETAIL_KEYS.map((key) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {messages.detailLabels[key]}
            </Typography>
            <Typography component="dd" variant="body2">
              <DetailValue field={key} value={details[key] ?? ''} />
            </Typography>
          </Box>
        ))}
      </Box>

      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component={sectionLevel} gutterBottom>
        {messages.descriptionHeading}
      </Typography>
      <SafeHtml html={job.description} data-testid="job-description" sx={{ typography: 'body2', '& p': { mt: 0 } }} />

      {job.about_company ? (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component={sectionLevel} gutterBottom>
            {messages.aboutCompanyHeading}
          </Typography>
          <SafeHtml html={job.about_company} data-testid="job-about-company" sx={{ typography: 'body2' }} />
        </>
      ) : null}

      {job.similar_jobs?.length ? (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component={sectionLevel} gutterBottom>
            {closed ? messages.similarOpenJobsHeading : messages.similarJobsHeading}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {job.similar_jobs.map((s) => (
              <li key={s.id}>
                <Link
                  component={RouterLink}
                  to={paths.jobs.getHref(s.id)}
                  onClick={onSimilarClick(s.id)}
                  underline="none"
                  color="inherit"
                  sx={{
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'center',
                    p: 1,
                    borderRadius: 1,
                    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                  }}
                >
                  <CompanyLogo src={s.image} size={40} small />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {s.position}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {s.company || s.name}
                    </Typography>
                  </Box>
                </Link>
              </li>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
