import type { Job } from '@/shared/apiTypes';

/** schema.org JobPosting for a job page (issue 6), so search engines can list it. */

const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  'Freelance/Contract': 'CONTRACTOR',
  Internship: 'INTERN',
  Volunteer: 'VOLUNTEER',
  'Casual/On-Call': 'PER_DIEM',
  'Shift-Based': 'OTHER',
  Remote: 'OTHER',
  Hybrid: 'OTHER',
  'On-site': 'OTHER',
};

/** An http(s) URL as a string, or null: only these are ever opened or published. */
export function safeHttpUrl(url: string | null | undefined, base?: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

export function jobPostingData(job: Job, pageUrl: string, sanitizedDescription: string): Record<string, unknown> {
  const d = job.details;
  const website = safeHttpUrl(d?.website);
  const logo = safeHttpUrl(job.image, pageUrl);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.position,
    description: sanitizedDescription || job.position,
    datePosted: job.date,
    url: pageUrl,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company,
      ...(website ? { sameAs: website } : {}),
      ...(logo ? { logo } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: d?.location || job.location,
        ...(d?.country ? { addressCountry: d.country } : {}),
      },
    },
    employmentType: EMPLOYMENT_TYPES[d?.work_type ?? ''] ?? 'OTHER',
  };
  if (job.ref_id) data.identifier = { '@type': 'PropertyValue', name: job.company, value: job.ref_id };
  if (d?.industry) data.industry = d.industry;
  if (d?.work_type === 'Remote') data.jobLocationType = 'TELECOMMUTE';
  return data;
}

/**
 * JSON for a <script type="application/ld+json">: '<' is escaped so no '</script>' or '<!--' inside employer
 * text can end the script element; U+2028/9 are escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
