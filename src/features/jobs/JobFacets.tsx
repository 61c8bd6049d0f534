import { useId, useMemo, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useGetMyProfileQuery } from '@/api/profileApi';
import { useAppSelector } from '@/app/hooks';
import { paths, type BrowseType } from '@/config/paths';
import { DEFAULT_CURRENCY_LABEL } from '@/config/constants';
import { useReaderMarket } from '@/features/session/readerMarket';
import { selectIsLoggedIn } from '@/features/session/sessionSlice';
import { FACET_GROUPS, SALARY_CURRENCIES, type FacetBucket, type FacetGroup, type JobFacets as JobFacetCounts, type WorkMode } from '@/shared/jobSearch';
import { canonicalPlace } from '@/shared/places';
import { facetArgs, useJobFacetsQuery, type JobFacetArgs } from './jobsApi';
import { messages } from './messages';
import { cleanAmount, type JobFilters } from './searchParams';

/** Buckets a group shows before "Show all" (the API sends at most MAX_FACET_BUCKETS): keeps the desktop band short. */
const PREVIEW_BUCKETS = { band: 3, sheet: 5 } as const;

const BROWSE_ROUTES: readonly [BrowseType, string][] = [
  ['function', paths.jobsByCategory.path],
  ['city', paths.jobsByCity.path],
  ['companies', paths.jobsByCompany.path],
];

/** The browse-by list the page is (spec 2.13), read from the route, so the counts are of the list on screen. */
function useBrowseScope(): Pick<JobFacetArgs, 'type' | 'job_element'> {
  const { pathname } = useLocation();
  return useMemo(() => {
    for (const [type, pattern] of BROWSE_ROUTES) {
      const element = matchPath(pattern, pathname)?.params.jobElement;
      if (element) return { type, job_element: element };
    }
    return {};
  }, [pathname]);
}

/**
 * The salary bands' currency: the search's own when it has a minimum salary, else the one the search form's
 * currency select starts on (the candidate's profile, a visitor's market, else INR). Null while a candidate's
 * profile loads, so the counts are not asked for twice.
 */
function useFacetCurrency(filters: JobFilters): string | null {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { isLoading } = useGetMyProfileQuery(undefined, { skip: !isLoggedIn });
  const reader = useReaderMarket().currency;
  if (filters.min_salary && filters.salary_currency) return filters.salary_currency;
  if (isLoading) return null;
  return reader && SALARY_CURRENCIES.includes(reader) ? reader : DEFAULT_CURRENCY_LABEL;
}

/** Whether the search already has this bucket's value (its button is then pressed). */
export function isBucketSelected(filters: JobFilters, group: FacetGroup, value: string, currency: string): boolean {
  switch (group) {
    case 'function':
      return filters.jobfunction === value;
    case 'country':
    case 'city':
      return filters.location !== '' && filters.location.toLowerCase() === canonicalPlace(value).toLowerCase();
    case 'work_mode':
      return filters.work_mode === value;
    case 'role_level':
      return filters.role_level === value;
    case 'salary':
      return filters.min_salary !== '' && filters.min_salary === cleanAmount(value) && filters.salary_currency === currency;
  }
}

/** The search with this bucket's value added (replacing the group's current one), or removed when it is selected. */
export function toggleBucket(filters: JobFilters, group: FacetGroup, value: string, currency: string): JobFilters {
  const on = !isBucketSelected(filters, group, value, currency);
  switch (group) {
    case 'function':
      return { ...filters, jobfunction: on ? value : '' };
    case 'country':
    case 'city':
      return { ...filters, location: on ? canonicalPlace(value) : '' };
    case 'work_mode':
      return { ...filters, work_mode: on ? (value as WorkMode) : '' };
    case 'role_level':
      return { ...filters, role_level: on ? value : '' };
    case 'salary': {
      const min = on ? cleanAmount(value) : '';
      return { ...filters, min_salary: min, salary_currency: min ? currency : '' };
    }
  }
}

function FacetButton({ bucket, selected, narrow, onPress }: { bucket: FacetBucket; selected: boolean; narrow: boolean; onPress: () => void }) {
  const count = messages.facetCountShown(bucket.count);
  return (
    <Button
      size="small"
      variant={selected ? 'contained' : 'outlined'}
      color="primary"
      aria-pressed={selected}
      // Seen: "Bengaluru (120)"; heard: "Bengaluru, 120 jobs" (the name starts with the visible label).
      aria-label={`${bucket.label}${messages.facetCountSpoken(bucket.count)}`}
      // The desktop band's narrow columns wrap a long label ("Healthcare & Life Sciences") onto a second line; the
      // count stays whole beside it.
      onClick={onPress}
      sx={{ textTransform: 'none', fontWeight: selected ? 600 : 400, justifyContent: 'flex-start', textAlign: 'left', minHeight: 30, maxWidth: '100%' }}
    >
      <Box component="span" sx={narrow ? { minWidth: 0, overflowWrap: 'anywhere' } : undefined}>
        {bucket.label}
      </Box>
      <Box component="span" sx={{ flexShrink: 0, whiteSpace: 'pre' }}>
        {count}
      </Box>
    </Button>
  );
}

/** A count of 0 is a choice that empties the list: not offered, unless it is the search's own filter. */
function offeredBuckets(facets: JobFacetCounts, group: FacetGroup, filters: JobFilters): FacetBucket[] {
  return (facets[group] ?? []).filter((b) => b.count > 0 || isBucketSelected(filters, group, b.value, facets.currency));
}

interface FacetGroupProps {
  group: FacetGroup;
  /** The group's buckets to offer (never empty: an empty group is not shown). */
  buckets: FacetBucket[];
  filters: JobFilters;
  currency: string;
  layout: 'band' | 'sheet';
  onSearch: (filters: JobFilters) => void;
}

function FacetGroupList({ group, buckets, filters, currency, layout, onSearch }: FacetGroupProps) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const selected = (b: FacetBucket) => isBucketSelected(filters, group, b.value, currency);
  const offered = buckets;
  const preview = PREVIEW_BUCKETS[layout];
  const collapsible = offered.length > preview + 1;
  const shown = collapsible && !expanded ? offered.filter((b, i) => i < preview || selected(b)) : offered;
  const band = layout === 'band';
  // A salary band's figure is the point of it ("From ₹25,000 / month"): it wraps rather than being cut short.
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ minWidth: 0, ...(band && group === 'salary' ? { gridColumn: { xl: '6' } } : {}) }}>
      <Typography id={headingId} component={band ? 'h3' : 'h4'} variant="subtitle2" sx={{ fontWeight: 700, mb: 0.75 }}>
        {messages.facetGroups[group]}
      </Typography>
      <Box
        component="ul"
        id={listId}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 0.75, ...(band ? { flexDirection: 'column', alignItems: 'flex-start' } : { flexWrap: 'wrap' }) }}
      >
        {shown.map((b) => (
          <Box component="li" key={b.value} sx={{ maxWidth: '100%' }}>
            <FacetButton bucket={b} selected={selected(b)} narrow={band && group !== 'salary'} onPress={() => onSearch(toggleBucket(filters, group, b.value, currency))} />
          </Box>
        ))}
      </Box>
      {collapsible ? (
        <Button size="small" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)} sx={{ mt: 0.5, px: 0.5, textTransform: 'none' }}>
          {expanded ? messages.facetShowFewer : messages.facetShowAll(offered.length)}
        </Button>
      ) : null}
    </Box>
  );
}

function FacetsSkeleton() {
  return (
    <Box role="status" aria-label={messages.loadingFacets} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" width={96 + (i % 3) * 24} height={32} />
      ))}
    </Box>
  );
}

export interface JobFacetsProps {
  /** The search the list applies (a visitor's waiting search is not: issue 29). */
  filters: JobFilters;
  /** The list's search path: the form's onSearch (visitors get the login prompt; the URL follows). */
  onSearch: (filters: JobFilters) => void;
  /** 'band': desktop, groups side by side above the list; 'sheet': stacked inside the phone's "Filter jobs" sheet. */
  layout?: 'band' | 'sheet';
  sx?: SxProps<Theme>;
}

/**
 * "Refine results" (issue 32): per facet group, each further choice with the number of jobs it leaves. Pressing one
 * searches with it added, pressing the selected one removes it. On a failed call it shows nothing: the list reports
 * its own failures.
 */
export default function JobFacets({ filters, onSearch, layout = 'band', sx }: JobFacetsProps) {
  const headingId = useId();
  const scope = useBrowseScope();
  const currency = useFacetCurrency(filters);
  const args = useMemo<JobFacetArgs | null>(() => (currency ? facetArgs(filters, scope, currency) : null), [currency, filters, scope]);
  // `data` keeps the previous counts on screen (dimmed) while the next search's counts load, so nothing jumps.
  const { data, isError, isFetching } = useJobFacetsQuery(args ?? skipToken);
  if (isError) return null;
  const facets: JobFacetCounts | undefined = data;
  const groups = facets ? FACET_GROUPS.map((g) => [g, offeredBuckets(facets, g, filters)] as const).filter(([, buckets]) => buckets.length > 0) : [];
  if (facets && groups.length === 0) return null;
  const sheet = layout === 'sheet';

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={isFetching || undefined}
      sx={[
        sheet ? { mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' } : { mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography id={headingId} component={sheet ? 'h3' : 'h2'} variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
        {messages.facetsHeading}
      </Typography>
      {facets ? (
        <Box
          sx={{
            display: 'grid',
            gap: sheet ? 3 : 2.5,
            // Desktop: the six groups side by side in one row, the salary bands' wider where the page has room (the
            // list's container stops at 1201px); the sheet stacks them.
            gridTemplateColumns: sheet ? '1fr' : { xs: 'repeat(auto-fit, minmax(120px, 1fr))', xl: 'repeat(5, minmax(0, 1fr)) minmax(0, 1.5fr)' },
            opacity: isFetching ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {groups.map(([g, buckets]) => (
            <FacetGroupList
              key={g}
              group={g}
              buckets={buckets}
              filters={filters}
              currency={facets.currency}
              layout={layout}
              onSearch={onSearch}
            />
          ))}
        </Box>
      ) : (
        <FacetsSkeleton />
      )}
    </Box>
  );
}
