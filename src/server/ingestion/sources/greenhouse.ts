import { periodOfText, salaryFromFields, type Salary } from '../../../shared/salary';
import type { RawPlace, SourceReader } from '../types';
import { SourceError } from '../types';
import { htmlToText, unescapeHtml } from '../sanitize';
import { httpUrl, isObject, parseJson, rawPlaces, readRecords, str } from './common';

/**
 * Greenhouse Job Board API: GET https://boards-api.greenhouse.io/v1/boards/{board}/jobs?content=true&pay_transparency=true
 * answers `{ jobs: [{ id, title, updated_at, first_published, location: { name }, absolute_url, content (HTML-escaped),
 * departments: [{ name }], offices: [{ id, name, location }], pay_input_ranges: [{ min_cents, max_cents, currency_type,
 * title, blurb }] }], meta: { total } }`. The board is the employer's own ATS board: verified.
 */
export const greenhouse: SourceReader = {
  async read(source, fetcher) {
    const url = new URL(source.url);
    if (!url.searchParams.has('content')) url.searchParams.set('content', 'true');
    if (!url.searchParams.has('pay_transparency')) url.searchParams.set('pay_transparency', 'true');
    const doc = await fetcher.get(url.href);
    const data = parseJson(doc.body, doc.url);
    if (!isObject(data) || !Array.isArray(data.jobs)) throw new SourceError(`${doc.url}: no "jobs" list (not a Greenhouse board)`);
    const { postings, rejected } = readRecords(data.jobs, (j) => {
      const location = isObject(j.location) ? str(j.location.name) : null;
      const offices = Array.isArray(j.offices) ? j.offices.filter(isObject) : [];
      const departments = Array.isArray(j.departments) ? j.departments.filter(isObject) : [];
      const content = str(j.content) ?? '';
      const officePlaces: RawPlace[] = offices.map((o) => ({ locationText: str(o.location) ?? str(o.name) }));
      const primary = location ?? officePlaces[0]?.locationText ?? null;
      return {
        externalId: str(j.id) ?? '',
        title: str(j.title) ?? '',
        url: httpUrl(j.absolute_url),
        applyUrl: httpUrl(j.absolute_url),
        locationText: primary,
        // Every office of a job open in several (the one already the primary is not repeated).
        places: rawPlaces(officePlaces, { locationText: primary }),
        department: departments.length ? str(departments[0].name) : null,
        postedAt: str(j.first_published) ?? str(j.updated_at),
        // Greenhouse escapes the HTML of `content` once ("&lt;p&gt;"): unescape, then sanitise like any HTML.
        descriptionHtml: unescapeHtml(content),
        salary: payRange(j.pay_input_ranges),
      };
    });
    return { postings, rejected, documents: 1 };
  },
};

/**
 * The first of a job's pay-transparency ranges (`pay_input_ranges`, amounts in cents) as a salary. The period is the
 * one its title or blurb states ("Hourly pay", "per hour"); else a year, which is what Greenhouse pay ranges are.
 */
export function payRange(ranges: unknown): Salary | null {
  if (!Array.isArray(ranges)) return null;
  for (const r of ranges.filter(isObject)) {
    const cents = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? Number(v) / 100 : null);
    const words = htmlToText(`${str(r.title) ?? ''} ${str(r.blurb) ?? ''}`);
    const salary = salaryFromFields(cents(r.min_cents), cents(r.max_cents), r.currency_type, periodOfText(words) ?? 'year');
    if (salary) return salary;
  }
  return null;
}
