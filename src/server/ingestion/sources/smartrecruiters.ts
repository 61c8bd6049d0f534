import type { RawPosting, Rejection, SourceReader } from '../types';
import { SourceError } from '../types';
import { httpUrl, isObject, parseJson, readRecords, str } from './common';

/** Pages of the list read at most (100 postings each). */
const MAX_PAGES = 50;

/**
 * SmartRecruiters Posting API: GET https://api.smartrecruiters.com/v1/companies/{company}/postings answers
 * `{ offset, limit, totalFound, content: [{ id, name, releasedDate, location: { city, region, country, remote },
 * typeOfEmployment: { label }, department: { label }, company: { name }, ref }] }`; each posting's detail (`ref`)
 * carries `jobAd.sections` (companyDescription, jobDescription, qualifications, additionalInformation) and
 * `postingUrl` / `applyUrl`. A detail that cannot be read rejects that posting only.
 */
export const smartrecruiters: SourceReader = {
  async read(source, fetcher) {
    const items: Record<string, unknown>[] = [];
    let documents = 0;
    for (let page = 0, offset = 0; page < MAX_PAGES; page++) {
      const url = new URL(source.url);
      url.searchParams.set('offset', String(offset));
      if (!url.searchParams.has('limit')) url.searchParams.set('limit', '100');
      const doc = await fetcher.get(url.href);
      documents++;
      const data = parseJson(doc.body, doc.url);
      if (!isObject(data) || !Array.isArray(data.content)) throw new SourceError(`${doc.url}: no "content" list (not a SmartRecruiters postings document)`);
      items.push(...(data.content as unknown[]).filter(isObject));
      offset += data.content.length;
      const total = typeof data.totalFound === 'number' ? data.totalFound : 0;
      if (!data.content.length || offset >= total) break;
    }
    const rejected: Rejection[] = [];
    const details = new Map<string, Record<string, unknown>>();
    for (const item of items) {
      const ref = str(item.ref);
      const id = str(item.id);
      if (!ref || !id) continue;
      try {
        const doc = await fetcher.get(httpUrl(ref, source.url));
        documents++;
        const detail = parseJson(doc.body, doc.url);
        if (isObject(detail)) details.set(id, detail);
      } catch (err) {
        rejected.push({ id, reason: `posting detail not readable: ${(err as Error).message}` });
      }
    }
    const read = readRecords(
      items.filter((i) => !rejected.some((r) => r.id === str(i.id))),
      (p): RawPosting => {
        const id = str(p.id) ?? '';
        const d = details.get(id) ?? {};
        const loc = isObject(p.location) ? p.location : {};
        const ad = isObject(d.jobAd) && isObject(d.jobAd.sections) ? d.jobAd.sections : {};
        const section = (k: string) => (isObject(ad[k]) ? `${str(ad[k].title) ? `<h3>${str(ad[k].title)}</h3>` : ''}${str(ad[k].text) ?? ''}` : '');
        const posting = str(d.postingUrl) ?? str(p.postingUrl) ?? `https://jobs.smartrecruiters.com/${encodeURIComponent(id)}`;
        return {
          externalId: id,
          title: str(p.name) ?? '',
          url: httpUrl(posting),
          applyUrl: str(d.applyUrl) ? httpUrl(d.applyUrl) : null,
          city: str(loc.city),
          locationText: [str(loc.city), str(loc.region)].filter(Boolean).join(', ') || str(loc.fullLocation),
          country: str(loc.country),
          remote: typeof loc.remote === 'boolean' ? loc.remote : null,
          workplace: loc.hybrid === true ? 'hybrid' : null,
          department: isObject(p.department) ? str(p.department.label) : isObject(p.function) ? str(p.function.label) : null,
          employmentType: isObject(p.typeOfEmployment) ? str(p.typeOfEmployment.label) : null,
          postedAt: str(p.releasedDate),
          descriptionHtml: ['jobDescription', 'qualifications', 'additionalInformation', 'companyDescription'].map(section).join(''),
        };
      },
    );
    return { postings: read.postings, rejected: [...rejected, ...read.rejected], documents };
  },
};
