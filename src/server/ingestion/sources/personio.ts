import { escapeHtml } from '../../lib/text';
import type { RawPlace, SourceReader } from '../types';
import { SourceError } from '../types';
import { httpUrl, isObject, readRecords, str } from './common';
import { fetchXml, safeXmlParser } from './xml';

const ROOT = 'workzag-jobs';
/** The aggregator feed's parser settings (xml.ts `safeXmlParser`). */
const parser = safeXmlParser([`${ROOT}.position`, `${ROOT}.position.jobDescriptions.jobDescription`, `${ROOT}.position.additionalOffices.office`]);

/**
 * Personio positions XML feed (https://developer.personio.de/docs/retrieving-open-job-positions): `GET
 * https://{company}.jobs.personio.de/xml` (or `.com`, optionally `?language=en`) answers every published position in
 * one document, `<workzag-jobs><position><id/><subcompany/><office/><additionalOffices><office/></additionalOffices>
 * <department/><recruitingCategory/><name/><jobDescriptions><jobDescription><name/><value>HTML (CDATA)</value>
 * </jobDescription></jobDescriptions><employmentType/><seniority/><schedule/><yearsOfExperience/><createdAt/>
 * </position></workzag-jobs>`. No paging. The feed names an office (a city) but no country: a source whose offices
 * are not known cities sets `default_location` or names the country in the office. A position's page is
 * `https://{company}.jobs.personio.de/job/{id}`.
 */
export const personio: SourceReader = {
  async read(source, fetcher) {
    const { doc, data } = await fetchXml(fetcher, source.url, parser);
    if (!isObject(data) || !(ROOT in data)) throw new SourceError(`${doc.url}: no <${ROOT}> root (not a Personio positions feed)`);
    const root = data[ROOT];
    const positions = isObject(root) && Array.isArray(root.position) ? root.position : [];
    const feed = new URL(doc.url);
    const language = feed.searchParams.get('language');
    const { postings, rejected } = readRecords(positions, (p) => {
      const id = str(p.id) ?? '';
      if (!/^\d{1,20}$/.test(id)) throw new Error(id ? `bad position id: ${id.slice(0, 40)}` : 'no id');
      const page = new URL(`/job/${id}`, feed.origin);
      if (language) page.searchParams.set('language', language);
      const blocks = isObject(p.jobDescriptions) && Array.isArray(p.jobDescriptions.jobDescription) ? p.jobDescriptions.jobDescription.filter(isObject) : [];
      const offices = isObject(p.additionalOffices) && Array.isArray(p.additionalOffices.office) ? p.additionalOffices.office.map(str) : [];
      const office = str(p.office);
      const places: RawPlace[] = offices.filter((o): o is string => !!o && o !== office).map((locationText) => ({ locationText }));
      return {
        externalId: id,
        title: str(p.name) ?? '',
        url: httpUrl(page.href),
        applyUrl: httpUrl(page.href),
        locationText: office,
        ...(places.length ? { places } : {}),
        department: str(p.department) ?? str(p.recruitingCategory),
        employmentType: [str(p.employmentType), str(p.schedule)].filter(Boolean).join(', ') || null,
        postedAt: str(p.createdAt),
        descriptionHtml: blocks.map((b) => `${str(b.name) ? `<h3>${escapeHtml(str(b.name) ?? '')}</h3>` : ''}${str(b.value) ?? ''}`).join(''),
        company: str(p.subcompany),
      };
    });
    return { postings, rejected, documents: 1 };
  },
};
