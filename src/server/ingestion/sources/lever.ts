import { periodOfWord, salaryFromFields } from '../../../shared/salary';
import { escapeHtml } from '../../lib/text';
import type { SourceReader } from '../types';
import { SourceError } from '../types';
import { httpUrl, isObject, parseJson, rawPlaces, readRecords, str } from './common';

/**
 * Lever Postings API: GET https://api.lever.co/v0/postings/{company}?mode=json answers an array of postings
 * `{ id, text, categories: { location, allLocations: [string], commitment, team, department }, country, workplaceType, createdAt (ms),
 * description (HTML), lists: [{ text, content (HTML) }], additional, hostedUrl, applyUrl, salaryRange? }`.
 */
export const lever: SourceReader = {
  async read(source, fetcher) {
    const url = new URL(source.url);
    if (!url.searchParams.has('mode')) url.searchParams.set('mode', 'json');
    const doc = await fetcher.get(url.href);
    const data = parseJson(doc.body, doc.url);
    if (!Array.isArray(data)) throw new SourceError(`${doc.url}: not a list of postings (not a Lever postings document)`);
    const { postings, rejected } = readRecords(data, (p) => {
      const cat = isObject(p.categories) ? p.categories : {};
      const lists = Array.isArray(p.lists) ? p.lists.filter(isObject) : [];
      const listHtml = lists.map((l) => `<h3>${escapeHtml(str(l.text) ?? '')}</h3><ul>${str(l.content) ?? ''}</ul>`).join('');
      const range = isObject(p.salaryRange) ? p.salaryRange : null;
      const location = str(cat.location);
      // A posting open in several places lists them all in `allLocations` (the primary `location` among them).
      const all = Array.isArray(cat.allLocations) ? cat.allLocations.map(str).filter((l): l is string => l !== null) : [];
      return {
        externalId: str(p.id) ?? '',
        title: str(p.text) ?? '',
        url: httpUrl(p.hostedUrl),
        applyUrl: str(p.applyUrl) ? httpUrl(p.applyUrl) : null,
        locationText: location ?? all[0] ?? null,
        country: str(p.country),
        places: rawPlaces(all.map((l) => ({ locationText: l })), { locationText: location ?? all[0] ?? null }),
        workplace: str(p.workplaceType),
        department: str(cat.department) ?? str(cat.team),
        employmentType: str(cat.commitment),
        postedAt: typeof p.createdAt === 'number' ? p.createdAt : str(p.createdAt),
        descriptionHtml: `${str(p.description) ?? ''}${listHtml}${str(p.additional) ?? ''}`,
        salary: range ? salaryFromFields(range.min, range.max, range.currency, periodOfWord(str(range.interval))) : null,
      };
    });
    return { postings, rejected, documents: 1 };
  },
};
