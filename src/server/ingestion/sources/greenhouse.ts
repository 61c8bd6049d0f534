import { periodOfText, salaryFromFields, type Salary } from '../../../shared/salary';
import type { Fetcher } from '../fetcher';
import type { RawPlace, RawPosting, SourceReader } from '../types';
import { SourceError } from '../types';
import { htmlToText, unescapeHtml } from '../sanitize';
import { httpUrl, isObject, rawPlaces, RecordCollector, str, streamJsonList } from './common';

/**
 * Greenhouse Job Board API: GET https://boards-api.greenhouse.io/v1/boards/{board}/jobs?content=true&pay_transparency=true
 * answers `{ jobs: [{ id, title, updated_at, first_published, location: { name }, absolute_url, content (HTML-escaped),
 * departments: [{ name }], offices: [{ id, name, location }], pay_input_ranges: [{ min_cents, max_cents, currency_type,
 * title, blurb }] }], meta: { total } }`. The board is the employer's own ATS board: verified.
 *
 * One response holds the whole board (a large employer's is tens of MB), so it is read as a stream (issue 31): each
 * job is mapped as soon as it has arrived and only the postings are kept, never the document; the limit is the
 * fetcher's streamed one (256 MB by default, a source's `max_bytes` otherwise). A document that turns out malformed
 * or cut short is refused as a whole, whatever was read before.
 */
export const greenhouse: SourceReader = {
  async read(source, fetcher) {
    const url = new URL(source.url);
    if (!url.searchParams.has('content')) url.searchParams.set('content', 'true');
    if (!url.searchParams.has('pay_transparency')) url.searchParams.set('pay_transparency', 'true');
    const records = new RecordCollector(job);
    const read = async (body: AsyncIterable<Uint8Array>, at: string) => {
      const found = await streamJsonList(body, at, 'jobs', (r) => records.add(r), () => records.reset());
      if (!found) throw new SourceError(`${at}: no "jobs" list (not a Greenhouse board)`);
    };
    await readStreamed(fetcher, url.href, read);
    const { postings, rejected } = records.result();
    return { postings, rejected, documents: 1 };
  },
};

/**
 * Reads a document with `getStream`; a fetcher without it (a test double answering `get` only) has its whole body
 * handed over as one chunk, through the same parser.
 */
async function readStreamed(fetcher: Fetcher, href: string, read: (body: AsyncIterable<Uint8Array>, url: string) => Promise<void>): Promise<void> {
  if (typeof fetcher.getStream === 'function') {
    await fetcher.getStream(href, (res) => read(res.body, res.url));
    return;
  }
  const doc = await fetcher.get(href);
  await read((async function* () {
    yield Buffer.from(doc.body, 'utf8');
  })(), doc.url);
}

/** One job of the board as a posting (throws with the reason to reject it). */
function job(j: Record<string, unknown>): RawPosting {
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
}

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
