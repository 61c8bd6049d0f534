/**
 * The demo careers site (issue 29, docs/markets.md ("The demo catalogue")): the seeded employers do not exist, so the product serves
 * their careers pages itself, and the seed's Apply, source and website links point there. Same-origin paths, never an
 * invented host: they work on whatever origin the product is served from.
 */
export const DEMO_CAREERS_PREFIX = '/demo-careers';

/** A company's careers page: `/demo-careers/apex-software`. */
export const demoCareersPath = (companySlug: string): string => `${DEMO_CAREERS_PREFIX}/${companySlug}`;

/** One job on it: `/demo-careers/apex-software/jobs/vj-in-100001` (the job's ref, lower-case). */
export const demoJobPath = (companySlug: string, ref: string): string => `${demoCareersPath(companySlug)}/jobs/${ref.toLowerCase()}`;

/** A path segment of the site: a company slug or a job ref, lower-case letters, digits and hyphens. */
export const DEMO_SEGMENT = /^[a-z0-9][a-z0-9-]{0,99}$/;
