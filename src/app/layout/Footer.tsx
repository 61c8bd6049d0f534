import { memo, Suspense, useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { APP_NAME, COPYRIGHT_YEAR } from '@/config/constants';
import { paths } from '@/config/paths';
import type { ExploreTile, LandingData } from '@/shared/apiTypes';
import { useGetLandingQuery } from '@/features/marketing/landingApi';
import { safeInternalPath } from '@/features/session/redirects';
import { shellMessages } from '../messages';
import { lazyWithRetry } from '@/ui/lazyWithRetry';

const m = shellMessages.footer;
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

/**
 * Footer (spec 2.4 with decisions.md §3): link groups with real targets, copyright; no social icons. The landing data
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
          <Box sx={{ display: 'flex', gap: 2 }}>
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
