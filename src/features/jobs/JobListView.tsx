import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { JobSummary } from '@/shared/apiTypes';
import { browseTypes, paths, type BrowseType } from '@/config/paths';
import { selectIsLoggedIn } from '@/features/session/sessionSlice';
import Pager from '@/ui/Pager';
import { showDialog } from '@/ui/dialogs';
import JobCard from './JobCard';
import JobDetailPane from './JobDetailPane';
import JobFacets from './JobFacets';
import JobSearchForm from './JobSearchForm';
import PhoneJobSearch from './PhoneJobSearch';
import { JobCardsSkeleton, JobDetailSkeleton } from './JobSkeletons';
import { useGetJobsQuery, type JobListArgs } from './jobsApi';
import { jobSelected, selectSelectedJobId } from './jobsSlice';
import { messages } from './messages';
import { emptyJobFilters, hasFilters, parseSearch, toQueryString, type JobFilters } from './searchParams';
import PendingSearchNotice from './PendingSearchNotice';
import { useLoginPrompt } from './useLoginPrompt';
import { browseListHead, jobListHead, pagedPath } from '@/shared/pageHeads';
import { usePageHead } from '@/ui/usePageHead';

/** A browse-by job list (spec 2.13): all_jobs `type` + `job_element`, named by the route. */
interface BrowseScope {
  type: BrowseType;
  element: string;
}

function listPath(browse: BrowseScope | null): string {
  return browse ? browseTypes[browse.type].list(browse.element) : paths.jobs.getHref();
}

function prettySlug(slug: string): string {
  return slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * /jobs and the browse-by job lists (spec 2.12, 2.13). The URL is the one source of the search: the list query,
 * the form and the pager read it, and searching or paging navigates. The store holds only the selected job.
 */
export default function JobListView({ browseType, jobElement }: { browseType?: BrowseType; jobElement?: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('lg'));
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const promptLogin = useLoginPrompt();

  // ---- The search, from the URL
  const urlBrowse = useMemo<BrowseScope | null>(() => (browseType && jobElement ? { type: browseType, element: jobElement } : null), [browseType, jobElement]);
  const urlSearch = useMemo(() => ({ ...parseSearch(searchParams), browse: urlBrowse }), [searchParams, urlBrowse]);

  // ---- Visitors see the first, unfiltered page (spec 6); a link with a search asks them to log in first.
  const visitorBlocked = !isLoggedIn && (hasFilters(urlSearch.filters) || urlSearch.page > 1);
  const currentPath = location.pathname + location.search;
  // The form, the phone's "Filters (n)" and paging show what the list applies: a waiting search is not (issue 29).
  const shownFilters = visitorBlocked ? emptyJobFilters : urlSearch.filters;
  const promptedFor = useRef<string | null>(null);
  useEffect(() => {
    if (visitorBlocked && promptedFor.current !== currentPath) {
      promptedFor.current = currentPath;
      void promptLogin(currentPath);
    }
  }, [visitorBlocked, currentPath, promptLogin]);

  const args: JobListArgs = useMemo(() => {
    const base = { loggedIn: isLoggedIn, type: urlSearch.browse?.type, job_element: urlSearch.browse?.element };
    return isLoggedIn ? { ...base, ...urlSearch.filters, page: urlSearch.page } : { ...base, page: 1 };
  }, [isLoggedIn, urlSearch]);
  // `data` keeps the previous page on screen (dimmed) while the next one loads, so the pager never jumps.
  const { data: list, isError, error, isFetching, refetch } = useGetJobsQuery(args);
  const rows = useMemo(() => list?.data ?? [], [list]);

  // ---- Selection: the first job is auto-selected on desktop (spec 4).
  const selectedJobId = useAppSelector(selectSelectedJobId);
  useEffect(() => {
    if (!isMobile && !isFetching && rows.length > 0 && selectedJobId === null) dispatch(jobSelected(rows[0].id));
  }, [isMobile, isFetching, rows, selectedJobId, dispatch]);

  // ---- A failed list call: 'Server Unavailable', whose confirm goes home (spec 8).
  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    if (!isError || reportedError.current === error) return;
    reportedError.current = error;
    void dispatch(
      showDialog({ title: messages.serverUnavailableTitle, message: messages.serverUnavailable, type: 'danger', actionLabel: messages.serverUnavailableAction }),
    ).then((answer) => {
      if (answer === 'action') navigate(paths.home.getHref());
    });
  }, [isError, error, dispatch, navigate]);

  // ---- User actions
  const onSearch = useCallback(
    (filters: JobFilters) => {
      const target = listPath(urlBrowse) + toQueryString(filters, 1);
      if (!isLoggedIn) {
        void promptLogin(target);
        return;
      }
      navigate(target);
    },
    [urlBrowse, isLoggedIn, promptLogin, navigate],
  );

  const onPage = useCallback(
    (page: number) => {
      const target = listPath(urlBrowse) + toQueryString(shownFilters, page);
      if (!isLoggedIn) {
        void promptLogin(target);
        return;
      }
      navigate(target);
    },
    [urlBrowse, shownFilters, isLoggedIn, promptLogin, navigate],
  );

  const onOpen = useCallback(
    (job: JobSummary) => {
      if (isMobile) window.open(paths.jobs.getHref(job.id), '_blank', 'noopener');
      else dispatch(jobSelected(job.id));
    },
    [isMobile, dispatch],
  );
  const onSelectJob = useCallback((id: number) => dispatch(jobSelected(id)), [dispatch]);

  // ---- View
  const heading = urlBrowse ? list?.heading || prettySlug(urlBrowse.element) : messages.pageTitle;
  const loading = !list && !isError;
  const shownPage = isLoggedIn ? urlSearch.page : 1;
  // The head of the page shown, as the server writes it for the same URL; kept while the next page loads.
  const total = list?.total ?? 0;
  usePageHead(
    list && !isFetching
      ? urlBrowse
        ? { ...browseListHead(urlBrowse.type, heading, shownPage, total), path: pagedPath(listPath(urlBrowse), shownPage) }
        : { ...jobListHead(shownPage, total), path: pagedPath(listPath(null), shownPage) }
      : null,
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      {urlBrowse ? (
        <Typography variant="overline" component="p" color="text.secondary">
          {messages.browseHeadingPrefix} {browseTypes[urlBrowse.type].label}
        </Typography>
      ) : null}
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {heading}
      </Typography>

      {visitorBlocked ? <PendingSearchNotice filters={urlSearch.filters} page={urlSearch.page} returnPath={currentPath} /> : null}

      {!isMobile ? <JobSearchForm filters={shownFilters} onSearch={onSearch} /> : <PhoneJobSearch filters={shownFilters} onSearch={onSearch} />}

      {/* Facet counts (issue 32): a band between the search form and the list on desktop; phones have them in the filter
          sheet. Asked once the list has answered, so the list's own call goes first. */}
      {!isMobile && !isError && list ? <JobFacets filters={shownFilters} onSearch={onSearch} /> : null}

      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {messages.retry}
            </Button>
          }
        >
          {messages.serverUnavailable}
        </Alert>
      ) : null}

      {list && rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {messages.noData}
          </Typography>
        </Paper>
      ) : null}

      {loading || rows.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(320px, 5fr) 7fr' }, alignItems: 'start' }}>
          <Box component="section" aria-label={messages.jobListLabel}>
            {list ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
                {messages.resultCount(list.total ?? rows.length)}
              </Typography>
            ) : null}
            {loading ? (
              <JobCardsSkeleton />
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
                {rows.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} selected={!isMobile && job.id === selectedJobId} opensNewTab={isMobile} onOpen={onOpen} />
                  </li>
                ))}
              </Stack>
            )}
            {list ? <Pager page={shownPage} pageCount={list.page_count} onChange={onPage} label={messages.pagerLabel} disabled={isFetching} /> : null}
          </Box>
          {!isMobile ? (
            <Paper
              component="section"
              aria-label={messages.detailsHeading}
              variant="outlined"
              sx={{ p: 3, position: 'sticky', top: 16, maxHeight: 'calc(100vh - 32px)', overflowY: 'auto' }}
            >
              {selectedJobId !== null ? (
                <JobDetailPane jobId={selectedJobId} variant="pane" returnPath={currentPath} onSelectJob={onSelectJob} />
              ) : (
                <JobDetailSkeleton />
              )}
            </Paper>
          ) : null}
        </Box>
      ) : null}
    </Container>
  );
}
