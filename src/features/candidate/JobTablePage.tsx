import { useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CandidateListType } from '@/shared/apiTypes';
import { paths } from '@/config/paths';
import JobTable, { type JobTableFilters } from './JobTable';
import { useGetSmartMatchListQuery } from '@/api/smartmatchApi';
import { useGetCandidateListQuery } from '@/api/candidateApi';
import { messages } from './messages';

const noOptions = { companies: [], positions: [], locations: [] };

/**
 * The five candidate tables of spec 2.15 (and featured jobs of one Smart Match). Page and filters live in the
 * URL (?page=&company=&position=&location=), so the list call fires on entry and on page/filter change only,
 * and back/forward restore them.
 */
export default function JobTablePage({ type }: { type: CandidateListType }) {
  const { smId } = useParams<{ smId?: string }>();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const company = search.get('company') ?? '';
  const position = search.get('position') ?? '';
  const location = search.get('location') ?? '';
  const filters = useMemo<JobTableFilters>(() => ({ company, position, location }), [company, position, location]);

  const { data, isFetching } = useGetCandidateListQuery({
    type,
    page,
    company,
    position,
    location,
    smartmatch: type === 'featured_jobs' ? smId : undefined,
  });
  const { data: smartMatches } = useGetSmartMatchListQuery(undefined, { skip: !smId });
  const smartMatch = smId ? smartMatches?.find((m) => String(m.id) === smId) : undefined;

  const update = (next: Partial<JobTableFilters> & { page?: number }) => {
    const merged = { page, ...filters, ...next };
    const qs = new URLSearchParams();
    if (merged.page > 1) qs.set('page', String(merged.page));
    for (const key of ['company', 'position', 'location'] as const) if (merged[key]) qs.set(key, merged[key]);
    setSearch(qs);
  };

  const title = messages.tables.titles[type];
  return (
    <Box>
      <Typography variant="h2" component="h1" sx={{ mb: smId ? 0.5 : 2 }}>
        {title}
      </Typography>
      {smId && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {smartMatch ? messages.tables.smartMatchSubtitle(smartMatch.smart_match) : null}{' '}
          <Link component={RouterLink} to={paths.candidate.featuredJobs.getHref()}>
            {messages.tables.allFeatured}
          </Link>
        </Typography>
      )}
      <JobTable
        label={title}
        rows={data?.data ?? []}
        loading={isFetching}
        page={data?.current_page ?? page}
        pageCount={data?.page_count ?? 0}
        onPageChange={(p) => update({ page: p })}
        filters={filters}
        filterOptions={data?.filters ?? noOptions}
        onFiltersChange={(f) => update({ ...f, page: 1 })}
        actionDate={type === 'applied_jobs' ? 'applied_at' : type === 'saved_jobs' ? 'saved_at' : undefined}
      />
    </Box>
  );
}
