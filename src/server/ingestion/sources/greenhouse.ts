import type { SourceReader } from '../types';
import { SourceError } from '../types';
import { unescapeHtml } from '../sanitize';
import { httpUrl, isObject, parseJson, readRecords, str } from './common';

/**
 * Greenhouse Job Board API: GET https://boards-api.greenhouse.io/v1/boards/{board}/jobs?content=true answers
 * `{ jobs: [{ id, title, updated_at, location: { name }, absolute_url, content (HTML-escaped), departments: [{ name }],
 * offices: [{ name, location }] }], meta: { total } }`. The board is the employer's own ATS board: verified.
 */
export const greenhouse: SourceReader = {
  async read(source, fetcher) {
    const url = new URL(source.url);
    if (!url.searchParams.has('content')) url.searchParams.set('content', 'true');
    const doc = await fetcher.get(url.href);
    const data = parseJson(doc.body, doc.url);
    if (!isObject(data) || !Array.isArray(data.jobs)) throw new SourceError(`${doc.url}: no "jobs" list (not a Greenhouse board)`);
    const { postings, rejected } = readRecords(data.jobs, (j) => {
      const location = isObject(j.location) ? str(j.location.name) : null;
      const offices = Array.isArray(j.offices) ? j.offices.filter(isObject) : [];
      const departments = Array.isArray(j.departments) ? j.departments.filter(isObject) : [];
      const content = str(j.content) ?? '';
      return {
        externalId: str(j.id) ?? '',
        title: str(j.title) ?? '',
        url: httpUrl(j.absolute_url),
        applyUrl: httpUrl(j.absolute_url),
        locationText: location ?? (offices.length ? str(offices[0].location) ?? str(offices[0].name) : null),
        department: departments.length ? str(departments[0].name) : null,
        postedAt: str(j.first_published) ?? str(j.updated_at),
        // Greenhouse escapes the HTML of `content` once ("&lt;p&gt;"): unescape, then sanitise like any HTML.
        descriptionHtml: unescapeHtml(content),
      };
    });
    return { postings, rejected, documents: 1 };
  },
};
