import type { LandingData } from '@/shared/apiTypes';
import { DEFAULT_ACTIVE_JOBS_COUNT, DEFAULT_AGGREGATING_WEBSITES_COUNT, DEFAULT_SMARTMATCH_JOB_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatCount } from '@/ui/format';

/** The landing data shown until GET /candidates/landing answers (spec 3, 4, 9). */
export const LANDING_DEFAULTS: LandingData = {
  active_jobs_count: DEFAULT_ACTIVE_JOBS_COUNT,
  smartmatch_job_count: DEFAULT_SMARTMATCH_JOB_COUNT,
  aggregating_websites_count: DEFAULT_AGGREGATING_WEBSITES_COUNT,
  featured_jobs: { view_all_jobs_url: paths.jobs.getHref(), jobs: [] },
  explore_jobs: {
    list_by_function: { title: 'Functions', key: 'Functions', view_all_jobs_url: paths.jobsByCategories.getHref(), lists: [] },
    list_by_city: { title: 'City', key: 'City', view_all_jobs_url: paths.jobsByCities.getHref(), lists: [] },
  },
  popular_startups: [],
};

/** '10,000' → '10,000+' (spec 9 labels); a value that already ends with '+' stays as it is. */
export function plusLabel(count: string | number): string {
  const s = typeof count === 'number' ? formatCount(count) : count;
  return s.endsWith('+') ? s : `${s}+`;
}

/** Relative time of a posting ('Today', '3 days ago', '2 months ago') without a date library on the landing. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const days = Math.floor((now.getTime() - t) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 30) return `${days} days ago`;
  const months = Math.floor(days / 30);
  return months === 1 ? '1 month ago' : `${months} months ago`;
}
