import type { PostDateFilter } from '@/shared/apiTypes';
import { JOB_ROLE_LEVELS, JOB_SORTS, MAX_MIN_SALARY, MAX_SEARCH_TITLE, SALARY_CURRENCIES, WORK_MODES, type JobSort, type WorkMode } from '@/shared/jobSearch';
import { canonicalPlace } from '@/shared/places';

/**
 * The job search as the URL holds it — its one home (issue 21): the query names are the API's (jobtitle,
 * jobfunction, location, post_date) plus page; the browse-by list is the route itself (/jobs-by-city/dubai…).
 */
export interface JobFilters {
  jobtitle: string;
  jobfunction: string; // job function id, '' for any
  location: string; // city id, 'country:AE' / 'region:GCC' (shared/places.ts), a name from the landing, '' for any
  post_date: PostDateFilter;
  /** '' = the API's default: relevance with a title, else newest first (docs/search.md). */
  sort: JobSort | '';
  work_mode: WorkMode | '';
  role_level: string; // one of JOB_ROLE_LEVELS, '' for any
  /** Minimum monthly salary as typed (digits), '' for none; always travels with salary_currency. */
  min_salary: string;
  salary_currency: string;
}

export const emptyJobFilters: JobFilters = {
  jobtitle: '', jobfunction: '', location: '', post_date: '', sort: '', work_mode: '', role_level: '', min_salary: '', salary_currency: '',
};

function oneOf<T extends string>(values: readonly T[], v: string | null): T | '' {
  return v !== null && (values as readonly string[]).includes(v) ? (v as T) : '';
}

/** A positive amount of at most two decimals under MAX_MIN_SALARY, else ''. */
export function cleanAmount(v: string | null): string {
  const s = (v ?? '').trim().replace(/,/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(s)) return '';
  const n = Number(s);
  return n > 0 && n <= MAX_MIN_SALARY ? String(n) : '';
}

const POST_DATES: readonly PostDateFilter[] = ['', 'today', '3days', '7days', '30days'];

/** An id, or (from the landing hero's free-text inputs) a name the API matches itself; at most 100 characters. */
function idParam(v: string | null): string {
  return (v ?? '').trim().slice(0, 100);
}

export function parseSearch(params: URLSearchParams): { filters: JobFilters; page: number } {
  const postDate = params.get('post_date') ?? '';
  const page = Number(params.get('page'));
  // A minimum salary counts only with a currency it can be converted from (the API refuses one without).
  const currency = oneOf(SALARY_CURRENCIES, (params.get('salary_currency') ?? '').toUpperCase());
  const minSalary = currency ? cleanAmount(params.get('min_salary')) : '';
  return {
    filters: {
      jobtitle: (params.get('jobtitle') ?? '').trim().slice(0, MAX_SEARCH_TITLE),
      jobfunction: idParam(params.get('jobfunction')),
      // A country or region ('country:AE', 'region:GCC') in its canonical case; one naming no market is dropped.
      location: canonicalPlace(idParam(params.get('location'))),
      post_date: (POST_DATES as readonly string[]).includes(postDate) ? (postDate as PostDateFilter) : '',
      sort: oneOf(JOB_SORTS, params.get('sort')),
      work_mode: oneOf(WORK_MODES, params.get('work_mode')),
      role_level: oneOf(JOB_ROLE_LEVELS, params.get('role_level')),
      min_salary: minSalary,
      salary_currency: minSalary ? currency : '',
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Query object for paths.*.getHref / URLSearchParams: empty values and page 1 are left out. */
export function searchQuery(filters: JobFilters, page: number): Record<string, string | undefined> {
  return {
    jobtitle: filters.jobtitle || undefined,
    jobfunction: filters.jobfunction || undefined,
    location: filters.location || undefined,
    post_date: filters.post_date || undefined,
    sort: filters.sort || undefined,
    work_mode: filters.work_mode || undefined,
    role_level: filters.role_level || undefined,
    min_salary: filters.min_salary && filters.salary_currency ? filters.min_salary : undefined,
    salary_currency: filters.min_salary && filters.salary_currency ? filters.salary_currency : undefined,
    page: page > 1 ? String(page) : undefined,
  };
}

export function toQueryString(filters: JobFilters, page: number): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(searchQuery(filters, page))) if (v) qs.set(k, v);
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/** Whether the URL holds a search (any filter or a sort): visitors get the login prompt for one (spec 6). */
export function hasFilters(filters: JobFilters): boolean {
  return (Object.keys(emptyJobFilters) as (keyof JobFilters)[]).some((k) => filters[k] !== emptyJobFilters[k]);
}

/** How many filters besides the title are set (the phone's "Filters (2)" button). */
export function countFilters(filters: JobFilters): number {
  return (['jobfunction', 'location', 'post_date', 'sort', 'work_mode', 'role_level', 'min_salary'] as const).filter((k) => filters[k] !== '').length;
}
