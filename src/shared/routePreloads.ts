import { matchPath } from 'react-router';

/**
 * The build's route table (`dist/route-preloads.json`, written by webpack.config.ts from config/routeChunks.ts): for
 * each route pattern of the app, the files of the lazy chunks that draw it, in load order. The server preloads a page's
 * files from its HTML (server/lib/appShell.ts) and knows routes only through this file, never through the app's source.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Route pattern (React Router syntax, e.g. '/jobs/:jobId?') → the files a first visit of it needs ('/assets/…'). */
export type RoutePreloads = Record<string, string[]>;

/** Whether a URL path matches a whole route pattern, by React Router's own rule (`:name` one segment, `:name?` optional). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return matchPath({ path: pattern, end: true }, pathname) !== null;
}

/** The files of the first route pattern in the table that matches a URL path ([] for an unknown path). */
export function preloadsForPath(table: RoutePreloads, pathname: string): string[] {
  const hit = Object.entries(table).find(([pattern]) => matchesRoute(pattern, pathname));
  return Array.isArray(hit?.[1]) ? hit[1] : [];
}
