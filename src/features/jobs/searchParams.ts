import type { PostDateFilter } from '@/shared/apiTypes';

/**
 * The job search as the URL holds it — its one home (issue 21): the query names are the API's (jobtitle,
 * jobfunction, location, post_date) plus page; the browse-by list is the route itself (/jobs-by-city/dubai…).
 */
export interface JobFilters {
  jobtitle: string;
  jobfunction: string; // job function id, '' for any
  location: string; // city id, '' for any
  post_date: PostDateFilter;
}

export const emptyJobFilters: JobFilters = { jobtitle: '', jobfunction: '', location: '', post_date: '' };

const POST_DATES: readonly PostDateFilter[] = ['', 'today', '3days', '7days', '30days'];
const MAX_TITLE = 200;

/** An id, or (from the landing hero's free-text inputs) a name the API matches itself; at most 100 characters. */
function idParam(v: string | null): string {
  return (v ?? '').trim().slice(0, 100);
}

export function parseSearch(params: URLSearchParams): { filters: JobFilters; page: number } {
  const postDate = params.get('post_date') ?? '';
  const page = Number(params.get('page'));
  return {
    filters: {
      jobtitle: (params.get('jobtitle') ?? '').trim().slice(0, MAX_TITLE),
      jobfunction: idParam(params.get('jobfunction')),
      location: idParam(params.get('location')),
      post_date: (POST_DATES as readonly string[]).includes(postDate) ? (postDate as PostDateFilter) : '',
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
    page: page > 1 ? String(page) : undefined,
  };
}

export function toQueryString(filters: JobFilters, page: number): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(searchQuery(filters, page))) if (v) qs.set(k, v);
  const s = qs.toString();
  return s ? `?${s}` : '';
}

export function hasFilters(filters: JobFilters): boolean {
  return (
    filters.jobtitle !== emptyJobFilters.jobtitle ||
    filters.jobfunction !== emptyJobFilters.jobfunction ||
    filters.location !== emptyJobFilters.location ||
    filters.post_date !== emptyJobFilters.post_date
  );
}
