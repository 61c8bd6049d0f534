import { periodOfWord, salaryFromFields, type Salary } from '../../../shared/salary';
import type { RawPlace, SourceReader } from '../types';
import { SourceError } from '../types';
import { httpUrl, isObject, parseJson, readRecords, str } from './common';

/** A postal address of the board (`address.postalAddress`, or the address itself in older answers). */
function postal(v: unknown): { city: string | null; region: string | null; country: string | null } {
  const a = isObject(v) ? (isObject(v.postalAddress) ? v.postalAddress : v) : {};
  return { city: str(a.addressLocality), region: str(a.addressRegion), country: str(a.addressCountry) };
}

/** The yearly (else first) salary component of the summary: `{ compensationType: "Salary", interval, currencyCode, minValue, maxValue }`. */
function salaryOf(comp: unknown): Salary | null {
  if (!isObject(comp)) return null;
  const parts = Array.isArray(comp.summaryComponents) ? comp.summaryComponents.filter(isObject) : [];
  const salary = parts.find((c) => str(c.compensationType)?.toLowerCase() === 'salary');
  return salary ? salaryFromFields(salary.minValue, salary.maxValue, salary.currencyCode, periodOfWord(str(salary.interval))) : null;
}

/**
 * Ashby public Job Posting API (https://developers.ashbyhq.com/docs/public-job-posting-api):
 * `GET https://api.ashbyhq.com/posting-api/job-board/{board}?includeCompensation=true` answers the whole board in one
 * document, `{ apiVersion, jobs: [{ id, title, department, team, employmentType, location, secondaryLocations:
 * [{ location, address }], address: { postalAddress: { addressLocality, addressRegion, addressCountry } }, isRemote,
 * workplaceType, publishedAt, isListed, jobUrl, applyUrl, descriptionHtml, compensation: { summaryComponents:
 * [{ compensationType, interval, currencyCode, minValue, maxValue }] } }] }`. No paging. Unlisted postings
 * (`isListed: false`) are not read.
 */
export const ashby: SourceReader = {
  async read(source, fetcher) {
    const url = new URL(source.url);
    if (!url.searchParams.has('includeCompensation')) url.searchParams.set('includeCompensation', 'true');
    const doc = await fetcher.get(url.href, 'application/json');
    const data = parseJson(doc.body, doc.url);
    if (!isObject(data) || !Array.isArray(data.jobs)) throw new SourceError(`${doc.url}: no "jobs" list (not an Ashby job board)`);
    const jobs = data.jobs.filter((j) => !(isObject(j) && j.isListed === false));
    const { postings, rejected } = readRecords(jobs, (j) => {
      const where = postal(j.address);
      const places: RawPlace[] = (Array.isArray(j.secondaryLocations) ? j.secondaryLocations.filter(isObject) : []).map((s) => {
        const a = postal(s.address);
        return { locationText: str(s.location), city: a.city, country: a.country };
      });
      return {
        externalId: str(j.id) ?? '',
        title: str(j.title) ?? '',
        url: httpUrl(j.jobUrl),
        applyUrl: str(j.applyUrl) ? httpUrl(j.applyUrl) : null,
        locationText: str(j.location) ?? ([where.city, where.region, where.country].filter(Boolean).join(', ') || null),
        city: where.city,
        country: where.country,
        remote: typeof j.isRemote === 'boolean' ? j.isRemote : null,
        ...(places.length ? { places } : {}),
        workplace: str(j.workplaceType),
        department: str(j.department) ?? str(j.team),
        employmentType: str(j.employmentType),
        postedAt: str(j.publishedAt),
        descriptionHtml: str(j.descriptionHtml) ?? '',
        salary: salaryOf(j.compensation),
      };
    });
    return { postings, rejected, documents: 1 };
  },
};
