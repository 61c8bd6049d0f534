import type { RawPlace, SourceReader } from '../types';
import { SourceError } from '../types';
import { httpUrl, isObject, parseJson, readRecords, str } from './common';

/** Pages followed at most when the answer pages (`paging.next`). */
export const WORKABLE_MAX_PAGES = 50;

/**
 * Workable job widget API (https://help.workable.com/hc/en-us/articles/115012771647): `GET
 * https://apply.workable.com/api/v1/widget/accounts/{account}?details=true` answers `{ name, description, jobs: [{
 * title, shortcode, code, employment_type, telecommuting, department, url, shortlink, application_url, published_on,
 * created_at, country, city, state, locations: [{ country, countryCode, region, city, hidden }], description }] }`
 * in one document. A Workable API v3 answer (https://workable.readme.io/reference/jobs) pages with `paging.next`, a
 * URL on the same host, followed up to WORKABLE_MAX_PAGES; its jobs carry `location: { location_str, city, region,
 * country, telecommuting, workplace_type }` and `id`.
 */
export const workable: SourceReader = {
  async read(source, fetcher) {
    const start = new URL(source.url);
    if (start.pathname.includes('/widget/') && !start.searchParams.has('details')) start.searchParams.set('details', 'true');
    const jobs: unknown[] = [];
    let next: string | null = start.href;
    let documents = 0;
    while (next && documents < WORKABLE_MAX_PAGES) {
      const doc = await fetcher.get(next, 'application/json');
      documents++;
      const data = parseJson(doc.body, doc.url);
      if (!isObject(data) || !Array.isArray(data.jobs)) throw new SourceError(`${doc.url}: no "jobs" list (not a Workable job widget)`);
      jobs.push(...data.jobs);
      const token = isObject(data.paging) ? str(data.paging.next) : null;
      next = null;
      if (token) {
        const u = new URL(token, doc.url);
        // The next page is the same API's: never another host.
        if (u.host === new URL(doc.url).host && u.href !== doc.url) next = u.href;
      }
    }
    const { postings, rejected } = readRecords(jobs, (j) => {
      const loc = isObject(j.location) ? j.location : j;
      const locations = (Array.isArray(j.locations) ? j.locations.filter(isObject) : []).filter((l) => l.hidden !== true);
      const places: RawPlace[] = locations.slice(1).map((l) => ({
        locationText: [str(l.city), str(l.region), str(l.country)].filter(Boolean).join(', ') || null,
        city: str(l.city),
        country: str(l.country) ?? str(l.countryCode),
      }));
      const remote = typeof loc.telecommuting === 'boolean' ? loc.telecommuting : typeof j.telecommuting === 'boolean' ? j.telecommuting : null;
      return {
        externalId: str(j.shortcode) ?? str(j.id) ?? '',
        title: str(j.title) ?? '',
        url: httpUrl(j.url ?? j.shortlink),
        applyUrl: str(j.application_url) ? httpUrl(j.application_url) : null,
        locationText: str(loc.location_str) ?? ([str(loc.city), str(loc.state) ?? str(loc.region), str(loc.country)].filter(Boolean).join(', ') || null),
        city: str(loc.city),
        country: str(loc.country) ?? str(loc.country_code),
        remote,
        ...(places.length ? { places } : {}),
        workplace: str(loc.workplace_type),
        department: str(j.department),
        employmentType: str(j.employment_type),
        postedAt: str(j.published_on) ?? str(j.created_at),
        descriptionHtml: `${str(j.description) ?? ''}${str(j.requirements) ?? ''}${str(j.benefits) ?? ''}`,
      };
    });
    return { postings, rejected, documents };
  },
};
