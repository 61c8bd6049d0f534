import type { JobPageRow } from '../jobs/jobRepository';
import type { Salary } from '../../shared/salary';
import { provenanceOf } from '../jobs/jobSql';
import { isoTime } from '../lib/text';
import { escapeHtml } from './html';
import { textFromHtml } from '../../shared/plainText';
import { usableSalary } from '../../shared/jobPageHead';

/**
 * schema.org JobPosting of an open job, to Google's JobPosting rules (developers.google.com/search/docs/appearance/
 * structured-data/job-posting): the required title, description, datePosted, hiringOrganization and jobLocation, and the
 * recommended validThrough, employmentType, identifier, directApply and baseSalary (when the job carries a salary).
 * A remote job is `jobLocationType: TELECOMMUTE` with `applicantLocationRequirements` (its country), the rule the
 * client-side JSON-LD missed. docs/rendering.md says where each value comes from.
 */

const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  'Freelance/Contract': 'CONTRACTOR',
  Internship: 'INTERN',
  Volunteer: 'VOLUNTEER',
  'Casual/On-Call': 'PER_DIEM',
  'Shift-Based': 'OTHER',
  Remote: 'FULL_TIME',
  Hybrid: 'FULL_TIME',
  'On-site': 'FULL_TIME',
};

/** schema.org unitText per salary period (issue 16's `salary_period`). */
const SALARY_UNITS: Record<string, string> = { year: 'YEAR', month: 'MONTH', week: 'WEEK', day: 'DAY', hour: 'HOUR' };

/** How long after it was last seen open a listing stays valid, and the least notice given (docs/rendering.md). */
const VALID_DAYS = 90;
const MIN_VALID_DAYS = 7;
const DAY_MS = 86_400_000;

/** The job's salary when it carries a usable one (positive amounts, min ≤ max), else null: shared/pageHeads. */
export const salaryOf = (job: JobPageRow): Salary | null => usableSalary(provenanceOf(job).salary);

/** Whether the job still takes applications: closed only when its source closed it (issue 16's `status`). */
export function isOpen(job: JobPageRow): boolean {
  return job.status !== 'closed';
}

/**
 * Whether the job may be advertised to search engines: open, listed (not held back as unverified or high-risk) and
 * verified by its source (decisions §5: only verified jobs are listed). Such a job keeps its page, without JobPosting.
 */
export function isPublishable(job: JobPageRow): boolean {
  return isOpen(job) && job.is_active && job.verified !== false;
}

export function isRemote(job: JobPageRow): boolean {
  return job.work_type === 'Remote' || job.work_mode === 'remote';
}

/** The employer's text as simple HTML (Google asks for an HTML description): our own paragraphs, the text escaped. */
function descriptionHtml(job: JobPageRow): string {
  const text = textFromHtml(job.description);
  const paragraphs = text ? text.split('\n') : [job.position];
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
}

/** Last seen open (issue 16's columns) or posted, plus VALID_DAYS; never sooner than MIN_VALID_DAYS from today. */
function validThrough(job: JobPageRow, now: Date): string {
  // Dates from the driver may come from another realm (Jest's VM): read them through their value, not instanceof.
  const seen = [job.last_seen, job.verified_at, job.posted_at]
    .filter((v) => v !== null && v !== undefined)
    .map((v) => new Date(v as string | number | Date).getTime())
    .filter((t) => Number.isFinite(t));
  const base = seen.length ? Math.max(...seen) : now.getTime();
  const until = Math.max(base + VALID_DAYS * DAY_MS, now.getTime() + MIN_VALID_DAYS * DAY_MS);
  // Whole days, so the page (and its ETag) stays the same between requests.
  return new Date(Math.ceil(until / DAY_MS) * DAY_MS).toISOString();
}

/**
 * The job's places as schema.org Places: its first place, then (issue 31) every further office, a list when there
 * are several (remote places are applicantLocationRequirements, not offices).
 */
function jobLocations(job: JobPageRow): Record<string, unknown> | Record<string, unknown>[] {
  const place = (city: string, country: string) => ({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: country } });
  const first = place(job.city, job.country_code || job.country);
  const further = (job.extra_places ?? []).filter((p) => p.city !== 'Remote').map((p) => place(p.city, p.country_code || p.country));
  return further.length ? [first, ...further] : first;
}

export function jobPostingLd(job: JobPageRow, pageUrl: string, logoUrl: string, now = new Date()): Record<string, unknown> {
  const salary = salaryOf(job);
  const website = /^https?:\/\//i.test(job.website) ? job.website : null;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.position,
    description: descriptionHtml(job),
    datePosted: isoTime(job.posted_at),
    validThrough: validThrough(job, now),
    employmentType: EMPLOYMENT_TYPES[job.work_type] ?? 'OTHER',
    url: pageUrl,
    identifier: { '@type': 'PropertyValue', name: job.company, value: job.ref_id },
    directApply: Boolean(job.direct_apply),
    hiringOrganization: { '@type': 'Organization', name: job.company, logo: logoUrl, ...(website ? { sameAs: website } : {}) },
    jobLocation: jobLocations(job),
    occupationalCategory: job.job_function,
    ...(job.industry ? { industry: job.industry } : {}),
  };
  // Remote for one country, or (issue 31) for several, beside or instead of offices.
  const remoteCountries = [...new Set([...(isRemote(job) ? [job.country] : []), ...(job.extra_places ?? []).filter((p) => p.city === 'Remote').map((p) => p.country)])];
  if (remoteCountries.length) {
    data.jobLocationType = 'TELECOMMUTE';
    const countries = remoteCountries.map((name) => ({ '@type': 'Country', name }));
    data.applicantLocationRequirements = countries.length === 1 ? countries[0] : countries;
  }
  if (salary) {
    data.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        ...(salary.min !== null && salary.max !== null && salary.max !== salary.min
          ? { minValue: salary.min, maxValue: salary.max }
          : { value: salary.min ?? salary.max }),
        unitText: SALARY_UNITS[salary.period],
      },
    };
  }
  return data;
}

/** schema.org BreadcrumbList from (name, absolute URL) pairs. */
export function breadcrumbLd(items: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, item: it.url })),
  };
}
