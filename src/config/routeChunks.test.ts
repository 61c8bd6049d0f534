import { matchesRoute } from '@/shared/routePreloads';
import { chunksForPath, ROUTE_CHUNKS } from './routeChunks';
import { paths } from './paths';

describe('route chunks (what the server preloads per page)', () => {
  it('matches React Router patterns: required and optional parameters, a trailing slash', () => {
    expect(matchesRoute('/jobs/:jobId?', '/jobs')).toBe(true);
    expect(matchesRoute('/jobs/:jobId?', '/jobs/42')).toBe(true);
    expect(matchesRoute('/jobs/:jobId?', '/jobs/42/more')).toBe(false);
    expect(matchesRoute('/article/:slug', '/article')).toBe(false);
    expect(matchesRoute('/article/:slug', '/article/how-to-apply/')).toBe(true);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/jobs')).toBe(false);
    expect(matchesRoute('/jobs-by-cities', '/jobs-by-cities/manila')).toBe(false);
  });

  it('names the chunks of every page of spec 2.2 and 2.3, and none for an unknown path', () => {
    expect(chunksForPath('/')).toEqual(['landing']);
    expect(chunksForPath(paths.jobs.getHref(7))).toEqual(['jobs']);
    expect(chunksForPath(paths.jobsByCategory.getHref('nursing'))).toEqual(['jobs']);
    expect(chunksForPath(paths.jobsByCategories.getHref())).toEqual(['browse']);
    expect(chunksForPath(paths.candidate.smartmatchFeaturedJobs.getHref(3))).toEqual(['candidate-shell', 'job-table']);
    expect(chunksForPath('/no/such/page')).toEqual([]);
    // Every route of config/paths.ts has its chunks.
    const all = [...Object.values(paths).filter((p) => 'path' in p), ...Object.values(paths.candidate)] as { path: string }[];
    for (const route of all) {
      expect([route.path, ROUTE_CHUNKS.some((r) => r.paths.includes(route.path))]).toEqual([route.path, true]);
    }
  });
});
