import { EXCHANGE_RATES } from './exchangeRates';

/**
 * The job search's words the API and the app share (issue 17, docs/search.md): the sort orders, the work modes of
 * migration 005, the catalogue's experience levels and the currencies the minimum-salary filter converts between.
 */
export const JOB_SORTS = ['relevance', 'date', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const WORK_MODES = ['remote', 'hybrid', 'on-site'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

/** The role levels of the catalogue (server/db/seedData.ts ROLE_LEVELS, jobs.role_level). */
export const JOB_ROLE_LEVELS = ['Entry Level', 'Associate', 'Mid-Senior Level', 'Senior Level', 'Manager', 'Director'] as const;
export type JobRoleLevel = (typeof JOB_ROLE_LEVELS)[number];

/** Currencies of the dated rate table: the ones a minimum salary can be stated in. */
export const SALARY_CURRENCIES: readonly string[] = Object.keys(EXCHANGE_RATES.unitsPerUsd);

/**
 * Longest title (or company) words a search takes: the browser's field stops there and the API accepts up to it, so
 * a long title is never refused by one side after the other let it through (issue 32, "one contract").
 */
export const MAX_SEARCH_TITLE = 200;

/** Largest minimum monthly salary accepted (any currency): beyond it the filter only says "nothing". */
export const MAX_MIN_SALARY = 100_000_000;

/**
 * Facet counts of a search (issue 32, `GET /v1/candidates/job_facets`, docs/search.md "Facets"): for the search's
 * filters, how many jobs each further choice would leave. A bucket's `value` is what the list's parameter of that
 * group takes (function → `jobfunction`, country → `location` as `country:AE`, city → `location` as a city id,
 * work_mode, role_level, salary → `min_salary` in the response's `currency`), and its `count` is exactly the total
 * the list reports with that value added to the search. Groups are drill-downs of the current search: under a single
 * city (or a typed place) the country group is empty, and salary bands below the search's own minimum are left out,
 * since their counts would not be what choosing them lists.
 */
export interface FacetBucket {
  value: string;
  label: string;
  count: number;
}
export const FACET_GROUPS = ['function', 'country', 'city', 'work_mode', 'role_level', 'salary'] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];
export type JobFacets = { total: number; currency: string } & Record<FacetGroup, FacetBucket[]>;
/** The most buckets a group of many values (function, country, city) lists: its largest. */
export const MAX_FACET_BUCKETS = 10;

/**
 * Monthly pay floors of the salary facet, per currency ("at least …"): round figures of each market's own pay scale,
 * so a nurse in Manila sees PHP bands and a driver in Kerala INR ones.
 */
export const SALARY_BAND_FLOORS: Readonly<Record<string, readonly number[]>> = {
  INR: [25_000, 50_000, 100_000, 200_000],
  PHP: [20_000, 40_000, 80_000, 150_000],
  MYR: [3_000, 5_000, 8_000, 12_000],
  SGD: [3_000, 5_000, 8_000, 12_000],
  AED: [3_000, 6_000, 12_000, 25_000],
  SAR: [3_000, 6_000, 12_000, 25_000],
  QAR: [3_000, 6_000, 12_000, 25_000],
  KWD: [300, 600, 1_200, 2_500],
  OMR: [300, 600, 1_200, 2_500],
  BHD: [300, 600, 1_200, 2_500],
  USD: [1_000, 2_000, 4_000, 8_000],
};
