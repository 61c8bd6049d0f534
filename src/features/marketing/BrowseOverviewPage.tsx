import { useMemo, useRef, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { messageOf } from '@/api/errors';
import { browseTypes, type BrowseType } from '@/config/paths';
import { BROWSE_OVERVIEW_PAGE_SIZE } from '@/config/constants';
import TextInput from '@/ui/fields/TextInput';
import Pager from '@/ui/Pager';
import TileGrid from './components/TileGrid';
import { useGetBrowseOverviewQuery } from './marketingApi';
import { browseMessages as m } from './messages';
import { browseOverviewHead } from '@/shared/pageHeads';
import { usePageHead } from '@/ui/usePageHead';

/** Case- and accent-insensitive form of a name for the overview's search. */
function folded(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase().trim();
}

/**
 * Browse-by overviews (spec 2.13): 'Browse Jobs By' + type; tiles with name, image and count; /login for visitors.
 * A list longer than a page (the companies: ~300) gets a search box and the pager (issue 29), both in the URL
 * (?q=…&page=…) so back/forward, shared links and the server's render of the same URL agree. Open to visitors:
 * this is a directory, not the job search spec 6 keeps for candidates.
 */
export default function BrowseOverviewPage({ type }: { type: BrowseType }) {
  const { label } = browseTypes[type];
  const heading = `${m.heading} ${label}`;
  const { data, isLoading, isError, error, refetch } = useGetBrowseOverviewQuery(type);
  const items = useMemo(() => data ?? [], [data]);
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, 100);
  const paged = items.length > BROWSE_OVERVIEW_PAGE_SIZE;
  const matching = useMemo(() => {
    const q = folded(query);
    return q && paged ? items.filter((x) => folded(x.name).includes(q)) : items;
  }, [items, query, paged]);
  const pageCount = paged ? Math.max(1, Math.ceil(matching.length / BROWSE_OVERVIEW_PAGE_SIZE)) : 1;
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? Math.min(requested, pageCount) : 1;
  const shown = paged ? matching.slice((page - 1) * BROWSE_OVERVIEW_PAGE_SIZE, page * BROWSE_OVERVIEW_PAGE_SIZE) : items;
  const top = useRef<HTMLHeadingElement>(null);

  const onQuery = (e: ChangeEvent<HTMLInputElement>) => {
    const next = new URLSearchParams(params);
    if (e.target.value) next.set('q', e.target.value);
    else next.delete('q');
    next.delete('page');
    setParams(next, { replace: true });
  };
  const onPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    setParams(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  // The description names the entries: written once they are here (the server's page has them from the start).
  usePageHead(
    data
      ? {
          ...browseOverviewHead(
            type,
            data.map((x) => x.name),
          ),
          path: browseTypes[type].overview,
        }
      : null,
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography ref={top} variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 3, scrollMarginTop: 16 }}>
        {heading}
      </Typography>
      {paged ? (
        <Box role="search" aria-label={m.searchLabel(label)} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
          <TextInput
            id={`browse-${type}-search`}
            name="q"
            type="search"
            label={m.searchLabel(label)}
            placeholder={m.searchPlaceholder}
            value={query}
            onChange={onQuery}
            slotProps={{ htmlInput: { maxLength: 100, enterKeyHint: 'search' } }}
            sx={{ width: { xs: '100%', sm: 360 } }}
          />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {m.shown(matching.length, items.length, label)}
          </Typography>
        </Box>
      ) : null}
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {m.retry}
            </Button>
          }
        >
          {messageOf(error, m.failed)}
        </Alert>
      ) : !isLoading && items.length === 0 ? (
        <Typography color="text.secondary">{m.empty}</Typography>
      ) : paged && matching.length === 0 ? (
        <Typography color="text.secondary">{m.noMatch(query)}</Typography>
      ) : (
        <Box>
          <TileGrid tiles={shown} loading={isLoading} skeletons={12} label={heading} />
          {paged ? <Pager page={page} pageCount={pageCount} onChange={onPage} label={m.pagerLabel(label)} /> : null}
        </Box>
      )}
    </Container>
  );
}
