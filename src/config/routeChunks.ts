import { matchesRoute } from '../shared/routePreloads';
import { paths } from './paths';

const c = paths.candidate;

/**
 * Which lazy chunks draw each route (their `webpackChunkName` in app/routes.tsx; `candidate-shell` is the candidate
 * frame of every candidate page). The build turns this into each route pattern's files (`route-preloads.json`,
 * shared/routePreloads.ts; it fails when a name here or a route chunk of app/routes.tsx has no counterpart) and the
 * server preloads a page's files from its HTML, so they download alongside the start-up scripts instead of after
 * them (docs/performance.md). The server reads only the build's file, never this one. The relative import keeps
 * this file loadable by webpack.config.ts (ts-node knows no '@/').
 */
export const ROUTE_CHUNKS: readonly { chunks: readonly string[]; paths: readonly string[] }[] = [
  { chunks: ['landing'], paths: [paths.home.path] },
  { chunks: ['smart-match'], paths: [paths.smartMatch.path] },
  { chunks: ['about'], paths: [paths.aboutUs.path] },
  { chunks: ['terms'], paths: [paths.terms.path] },
  { chunks: ['articles'], paths: [paths.articles.path] },
  { chunks: ['article'], paths: [paths.article.path] },
  { chunks: ['contact'], paths: [paths.contactUs.path] },
  { chunks: ['jobs'], paths: [paths.jobs.path, paths.jobsByCategory.path, paths.jobsByCity.path, paths.jobsByCompany.path] },
  { chunks: ['browse'], paths: [paths.jobsByCategories.path, paths.jobsByCities.path, paths.jobsByCompanies.path] },
  { chunks: ['login'], paths: [paths.login.path] },
  { chunks: ['register'], paths: [paths.register.path] },
  { chunks: ['forgot-password'], paths: [paths.forgotPassword.path] },
  { chunks: ['support-replay'], paths: [paths.supportReplay.path] },
  { chunks: ['candidate-shell', 'dashboard'], paths: [c.dashboard.path] },
  { chunks: ['candidate-shell', 'my-profile'], paths: [c.myProfile.path] },
  { chunks: ['candidate-shell', 'smartmatch-slots'], paths: [c.smartmatch.path] },
  { chunks: ['candidate-shell', 'subscription'], paths: [c.subscription.path] },
  {
    chunks: ['candidate-shell', 'job-table'],
    paths: [c.featuredJobs.path, c.smartmatchFeaturedJobs.path, c.availableJobs.path, c.appliedJobs.path, c.savedJobs.path, c.hiringRequest.path],
  },
];

/** Chunks drawn by no path of their own: the 404 page (any unknown path). */
export const UNROUTED_CHUNKS: readonly string[] = ['not-found'];

/** The chunks that draw a URL path ([] for an unknown path). */
export function chunksForPath(pathname: string): readonly string[] {
  return ROUTE_CHUNKS.find((r) => r.paths.some((p) => matchesRoute(p, pathname)))?.chunks ?? [];
}
