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
