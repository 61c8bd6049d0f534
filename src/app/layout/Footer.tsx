import { memo, Suspense, useDeferredValue, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { APP_NAME, COPYRIGHT_YEAR } from '@/config/constants';
import { paths } from '@/config/paths';
import type { ExploreTile, LandingData } from '@/shared/apiTypes';
import { MARKETS, marketByCode } from '@/shared/markets';
import { useGetLandingQuery } from '@/features/marketing/landingApi';
import { useMarketChoice } from '@/features/session/readerMarket';
import { marketChosen } from '@/features/session/sessionSlice';
import { useAppDispatch } from '../hooks';
import { safeInternalPath } from '@/features/session/redirects';
import { shellMessages } from '../messages';
import { footerMessages } from './footerMessages';
import { lazyWithRetry } from '@/ui/lazyWithRetry';

const m = footerMessages;
/** Only on click: the snapshot code stays out of the first-load chunk. */
const DiagnosticsDialog = lazyWithRetry(() => import(/* webpackChunkName: "support-diagnostics" */ '../support/DiagnosticsDialog'));
const DIAGNOSTICS_LABEL = 'Diagnostics';
const TOP_LINKS = 5;

interface FooterLink {
  label: string;
  href: string;
}

const candidates: FooterLink[] = [
  { label: shellMessages.nav.findJobs, href: paths.jobs.getHref() },
  { label: shellMessages.nav.login, href: paths.login.getHref() },
  { label: shellMessages.nav.register, href: paths.register.getHref() },
  { label: m.dashboard, href: paths.candidate.dashboard.getHref() },
  { label: m.smartMatchAlerts, href: paths.candidate.smartmatch.getHref() },
];

const discover: FooterLink[] = [
  { label: shellMessages.nav.smartMatch, href: paths.smartMatch.getHref() },
  { label: shellMessages.nav.aboutUs, href: paths.aboutUs.getHref() },
  { label: shellMessages.nav.articles, href: paths.articles.getHref() },
  { label: m.companies, href: paths.jobsByCompanies.getHref() },
  { label: shellMessages.nav.contactUs, href: paths.contactUs.getHref() },
  { label: m.terms, href: paths.terms.getHref() },
];

/** Top tiles of the landing data as links (decisions.md §3), internal URLs only, then the overview. */
export function tileLinks(tiles: ExploreTile[] | undefined, overview: FooterLink): FooterLink[] {
  const links: FooterLink[] = [];
  for (const tile of tiles ?? []) {
    const href = safeInternalPath(tile.url);
    if (href && tile.name) links.push({ label: tile.name, href });
    if (links.length === TOP_LINKS) break;
  }
  return [...links, overview];
}

function LinkGroup({ title, links }: { title: string; links: FooterLink[] }) {
  const headingId = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((l) => (
          <Box component="li" key={`${l.label}-${l.href}`} sx={{ py: 0.5 }}>
            <Link component={RouterLink} to={l.href} color="inherit">
              {l.label}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const MARKET_SELECT_ID = 'footer-market';

/**
 * The market choice (issue 29), on every page: whose currency ("≈" lines, prices) and calling code a visitor's pages
 * default to; "Automatic" follows the browser's languages. A native select: light on the first load, and the
 * platform's own picker on phones. Shows "Automatic" while hydrating, as the server rendered it (useMarketChoice).
 */
function MarketChoice() {
  const dispatch = useAppDispatch();
  const chosen = useMarketChoice();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography component="label" htmlFor={MARKET_SELECT_ID} variant="body2">
        {m.market}
      </Typography>
      <Box
        component="select"
        id={MARKET_SELECT_ID}
        value={chosen?.code ?? ''}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => dispatch(marketChosen(marketByCode(e.target.value)?.code ?? null))}
        sx={{
          font: 'inherit',
          fontSize: '0.875rem',
          color: 'inherit',
          bgcolor: 'transparent',
          colorScheme: 'dark',
          border: '1px solid rgba(255,255,255,0.4)',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
        }}
      >
        <option value="">{m.marketAutomatic}</option>
        {MARKETS.map((market) => (
          <option key={market.code} value={market.code}>
            {m.marketOption(market.name, market.currency)}
          </option>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Footer (spec 2.4 with decisions.md §3): link groups with real targets, copyright, the market choice; no social icons. The landing data
 * (city and category links) is taken as a deferred value: its arrival re-renders the footer in a transition, in
 * slices, not in the store update's synchronous render (docs/performance.md).
 */
export default function Footer() {
  const { data } = useGetLandingQuery();
  return <FooterBody landing={useDeferredValue(data)} />;
}

const FooterBody = memo(function FooterBody({ landing }: { landing: LandingData | undefined }) {
  const [diagnosticsOpen, setDiagnosticsOpen] = useState(false);
  const byLocation = tileLinks(landing?.explore_jobs?.list_by_city?.lists, { label: m.allLocations, href: paths.jobsByCities.getHref() });
  const byCategory = tileLinks(landing?.explore_jobs?.list_by_function?.lists, { label: m.allCategories, href: paths.jobsByCategories.getHref() });
  return (
    <Box component="footer" sx={{ bgcolor: '#0f172a', color: '#e5e7eb', mt: 6, pt: 5, pb: 3 }}>
      <Container maxWidth="xl">
        {/* A CSS grid rather than MUI's Grid and Divider: the footer is on every first load (docs/performance.md). */}
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', lg: '2fr repeat(4, 1fr)' } }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 800, color: '#fff' }}>
              {APP_NAME}
            </Typography>
            <Typography sx={{ mt: 1, maxWidth: 360 }}>{m.tagline}</Typography>
          </Box>
          <LinkGroup title={m.candidates} links={candidates} />
          <LinkGroup title={m.discover} links={discover} />
          <LinkGroup title={m.byLocation} links={byLocation} />
          <LinkGroup title={m.byCategory} links={byCategory} />
        </Box>
        <Box component="hr" sx={{ border: 0, borderTop: '1px solid rgba(255,255,255,0.2)', my: 3 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2">
            © {COPYRIGHT_YEAR} {APP_NAME}. {m.rights}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <MarketChoice />
            <Link component={RouterLink} to={paths.contactUs.getHref()} color="inherit" variant="body2">
              {m.help}
            </Link>
            <Link component="button" type="button" color="inherit" variant="body2" aria-haspopup="dialog" onClick={() => setDiagnosticsOpen(true)}>
              {DIAGNOSTICS_LABEL}
            </Link>
          </Box>
        </Box>
        {diagnosticsOpen ? (
          <Suspense fallback={null}>
            <DiagnosticsDialog open onClose={() => setDiagnosticsOpen(false)} />
          </Suspense>
        ) : null}
      </Container>
    </Box>
  );
});
