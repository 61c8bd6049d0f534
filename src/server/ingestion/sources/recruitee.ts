import { periodOfWord, salaryFromFields } from '../../../shared/salary';
import type { RawPlace, SourceReader } from '../types';
import { SourceError } from '../types';
import { httpUrl, isObject, parseJson, readRecords, str } from './common';

/**
 * Recruitee Careers Site API (https://docs.recruitee.com/reference/offers): `GET https://{company}.recruitee.com/api/offers/`
 * answers every published offer in one document, `{ offers: [{ id, slug, title, description (HTML), requirements
 * (HTML), location, city, state_name, country, country_code, locations: [{ city, state, country, country_code }],
 * remote, hybrid, on_site, department, employment_type_code, careers_url, careers_apply_url, published_at,
 * created_at, company_name, salary: { min, max, currency, period } }] }`. No paging. `careers_url` is the offer's page
 * on the careers site, which is on the employer's own domain when it set one (the verification evidence).
 */
export const recruitee: SourceReader = {
  async read(source, fetcher) {
    const doc = await fetcher.get(source.url, 'application/json');
    const data = parseJson(doc.body, doc.url);
    if (!isObject(data) || !Array.isArray(data.offers)) throw new SourceError(`${doc.url}: no "offers" list (not a Recruitee careers site)`);
    const { postings, rejected } = readRecords(data.offers, (o) => {
      const locations = Array.isArray(o.locations) ? o.locations.filter(isObject) : [];
      const places: RawPlace[] = locations.slice(1).map((l) => ({
        locationText: [str(l.city), str(l.state), str(l.country)].filter(Boolean).join(', ') || str(l.name),
        city: str(l.city),
        country: str(l.country) ?? str(l.country_code),
      }));
      const salary = isObject(o.salary) ? o.salary : null;
      const workplace = o.remote === true ? 'remote' : o.hybrid === true ? 'hybrid' : o.on_site === true ? 'on-site' : null;
      return {
        externalId: str(o.id) ?? '',
        title: str(o.title) ?? '',
        url: httpUrl(o.careers_url),
        applyUrl: str(o.careers_apply_url) ? httpUrl(o.careers_apply_url) : null,
        locationText: str(o.location) ?? ([str(o.city), str(o.state_name), str(o.country)].filter(Boolean).join(', ') || null),
        city: str(o.city),
        country: str(o.country) ?? str(o.country_code),
        remote: typeof o.remote === 'boolean' ? o.remote : null,
        ...(places.length ? { places } : {}),
        workplace,
        department: str(o.department),
        employmentType: str(o.employment_type_code)?.replace(/_/g, ' ') ?? null,
        postedAt: str(o.published_at) ?? str(o.created_at),
        descriptionHtml: `${str(o.description) ?? ''}${str(o.requirements) ?? ''}`,
        salary: salary ? salaryFromFields(salary.min, salary.max, salary.currency, periodOfWord(str(salary.period))) : null,
        company: str(o.company_name),
      };
    });
    return { postings, rejected, documents: 1 };
  },
};
