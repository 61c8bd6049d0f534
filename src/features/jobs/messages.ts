/** User-facing strings of the job screens (spec 2.12, 2.13, 4, 6, 8; decisions.md §2). */
import type { JobSource, JobSourceType, PostDateFilter } from '@/shared/apiTypes';
import { JOB_ROLE_LEVELS, type FacetGroup, type JobSort, type WorkMode } from '@/shared/jobSearch';
import { formatCount } from '@/ui/format';
import { JOB_NOT_FOUND } from '@/shared/pageHeads';
import { HIGH_RISK_WARNING, REPORT_MESSAGES, REPORT_REASON_LABELS, TRUST_LEVEL_LABELS, UNDER_REVIEW_LINE } from '@/shared/trustMessages';
import { MEETS_EXPECTED_SALARY, SALARY_NOT_DISCLOSED } from '@/shared/salaryFormat';
import { checkedAgoText, CLOSED_LISTING, daysAgo, listingSourceLine, MAY_NO_LONGER_BE_OPEN, SOURCE_KINDS, sourceLineText, STALE_AFTER_DAYS } from '@/shared/listingLines';

export { daysAgo, STALE_AFTER_DAYS };

export const messages = {
  pageTitle: 'Find Jobs',
  browseHeadingPrefix: 'Browse Jobs By',
  searchFormLabel: 'Search jobs',
  jobTitleLabel: 'Job Title',
  jobTitlePlaceholder: 'Job title, keyword or company',
  jobFunctionLabel: 'Job Function',
  locationLabel: 'Location',
  postDateLabel: 'Post Date',
  searchButton: 'Search',
  // Sort and the filters of issue 17 (docs/search.md), and the phone's search field and filter sheet (decisions §5)
  sortLabel: 'Sort by',
  workModeLabel: 'Work mode',
  roleLevelLabel: 'Experience level',
  minSalaryLabel: 'Minimum salary (monthly)',
  currencyLabel: 'Currency',
  minSalaryInvalid: 'Enter an amount in figures, e.g. 50000.',
  phoneSearchLabel: 'Search jobs',
  phoneSearchFormLabel: 'Job search',
  filtersButton: (n: number) => (n ? `Filters (${n})` : 'Filters'),
  filterSheetTitle: 'Filter jobs',
  applyFilters: 'Apply',
  clearFilters: 'Clear',
  closeFilters: 'Close filters',
  // Facet counts (issue 32): "Bengaluru (120)" on screen, "Bengaluru, 120 jobs" to a screen reader
  facetsHeading: 'Refine results',
  facetGroups: { function: 'Function', country: 'Country', city: 'City', work_mode: 'Work mode', role_level: 'Experience level', salary: 'Salary' } satisfies Record<FacetGroup, string>,
  facetCountShown: (count: number) => ` (${formatCount(count)})`,
  facetCountSpoken: (count: number) => `, ${formatCount(count)} ${count === 1 ? 'job' : 'jobs'}`,
  facetShowAll: (n: number) => `Show all ${n}`,
  facetShowFewer: 'Show fewer',
  loadingFacets: 'Loading result counts',
  jobListLabel: 'Jobs',
  pagerLabel: 'Job list pages',
  resultCount: (total: number) => `${formatCount(total)} ${total === 1 ? 'job' : 'jobs'} found`,
  loadingJobs: 'Loading jobs',
  loadingJob: 'Loading job details',

  // Detail pane
  detailsHeading: 'Job Details',
  descriptionHeading: 'Job Description',
  aboutCompanyHeading: 'About Company',
  similarJobsHeading: 'Similar Jobs',
  postedOn: 'Posted',
  refId: 'Ref. ID',
  detailLabels: {
    role_function: 'Role Function',
    job_function: 'Job Function',
    role_level: 'Role Level',
    work_type: 'Work Type',
    country: 'Country',
    location: 'Location',
    website: 'Website',
    industry: 'Industry',
  },
  notSpecified: 'Not specified',
  // A demo employer's website is its page on the demo careers site this product serves (issue 29).
  websiteOnThisSite: 'Careers page (demo site)',

  // Source and closing (issue 16): where the listing comes from; a closed listing keeps its page.
  sourceKinds: SOURCE_KINDS as Record<JobSourceType, string>,
  sourceLine: sourceLineText,
  sourceLinkLabel: (line: string) => `${line} (opens the original listing in a new tab)`,
  closedTitle: CLOSED_LISTING,
  closedBody: 'The employer has closed this listing. Similar open jobs are below.',
  similarOpenJobsHeading: 'Similar open jobs',
  backToJobs: 'Back to all jobs',
  opensInNewTab: ' (opens in a new tab)',

  // Salary, freshness and trust (issue 17; trust texts from shared/trustMessages.ts)
  salaryLabel: 'Salary',
  salaryNotDisclosed: SALARY_NOT_DISCLOSED,
  meetsExpectedSalary: MEETS_EXPECTED_SALARY,
  checkedAgo: checkedAgoText,
  postedAgo: (ago: string) => `Posted ${ago}`,
  mayNoLongerBeOpen: MAY_NO_LONGER_BE_OPEN,
  trustLevels: TRUST_LEVEL_LABELS,
  highRiskWarning: HIGH_RISK_WARNING,
  showListingAnyway: HIGH_RISK_WARNING.showListing,
  cautionTitle: TRUST_LEVEL_LABELS.caution,
  /** Issue 33: reports our team is checking; neutral, the job stays listed. */
  underReview: UNDER_REVIEW_LINE,
  underReviewShort: 'Under review',
  reportJob: 'Report this job',
  reportDialogTitle: 'Report this job',
  reportReasonLegend: 'Why are you reporting this job?',
  reportReasons: REPORT_REASON_LABELS,
  reportDetailsLabel: 'Details',
  reportDetailsHelp: 'Optional, except for "Other". Do not include passwords or bank details.',
  reportDetailsRequired: REPORT_MESSAGES.detailsRequired,
  reportReasonRequired: 'Choose a reason.',
  reportSubmit: 'Submit',
  reportCancel: 'Cancel',
  reportThanks: REPORT_MESSAGES.thanks,

  // Apply / save (spec 4, 8; decisions.md §2)
  apply: 'Apply Now',
  applied: 'Applied',
  save: 'Save',
  saved: 'Saved',
  view: 'View',
  viewHint: "Opens the employer's application page in a new tab",
  // What Apply does, said next to it (issue 29): nothing is sent to the employer by VeriJobs.
  applyExplainer: (direct: boolean) =>
    direct
      ? "Apply opens the employer's application page in a new tab, where you finish applying; we keep the job in your Applied Jobs."
      : "Apply keeps this job in your Applied Jobs; we send nothing to the employer. Apply on the employer's own listing (the source link above).",
  confirmTitle: 'Please Confirm',
  confirmApply: 'Do you want to apply for this job?',
  confirmSave: 'Do you want to save this job?',
  successTitle: 'Success',
  successFallback: 'Successfully done.',
  errorTitle: 'Error',
  errorFallback: 'Something went wrong.',

  // Visitors (spec 6)
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Login required to apply for this job.',
  loginAction: 'Login',
  storedLoginMessage: 'Create a free account to unlock filters and smarter job matches.',
  // A search a visitor asked for (landing hero, shared link): kept for after login, never shown as applied (issue 29)
  pendingSearchTitle: 'Your search waits for you',
  pendingSearch: (what: string) => `Log in to see ${what}. Until then, this list shows all jobs, without your search.`,
  /** What the visitor asked for, e.g. 'jobs for “Nurse” in Dubai (and 1 more filter)'; `page` alone: 'page 3 of the list'. */
  pendingSearchWhat: (title: string, place: string, more: number, page: number) => {
    const base = title && place ? `jobs for “${title}” in ${place}` : title ? `jobs for “${title}”` : place ? `jobs in ${place}` : more > 0 ? 'the jobs you filtered' : `page ${page} of the list`;
    return more > 0 && (title || place) ? `${base} (and ${more} more ${more === 1 ? 'filter' : 'filters'})` : base;
  },
  pendingSearchLogin: 'Log in to search',
  pendingSearchRegister: 'Create a free account',

  // Failures (spec 8; decisions.md §2)
  serverUnavailableTitle: 'Server Unavailable',
  serverUnavailable: "Service is temporarily down. We're fixing it. Try again later.",
  serverUnavailableAction: 'Go to Home',
  noData: 'No Data Found!',
  jobNotFoundTitle: JOB_NOT_FOUND.heading,
  jobNotFound: 'This job does not exist or is no longer listed.',
  jobLoadFailed: 'This job could not be loaded. Please try again.',
  retry: 'Try Again',
} as const;

export const SORT_OPTIONS: { value: '' | JobSort; label: string }[] = [
  { value: '', label: 'Relevance' },
  { value: 'date', label: 'Newest' },
  { value: 'salary', label: 'Salary' },
];
export const WORK_MODE_OPTIONS: { value: '' | WorkMode; label: string }[] = [
  { value: '', label: 'Any' },
  { value: 'remote', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'on-site', label: 'On-site' },
];
export const ROLE_LEVEL_OPTIONS: { value: string; label: string }[] = [{ value: '', label: 'Any' }, ...JOB_ROLE_LEVELS.map((l) => ({ value: l, label: l }))];

export const POST_DATE_OPTIONS: { value: PostDateFilter; label: string }[] = [
  { value: '', label: 'Any time' },
  { value: 'today', label: 'Today' },
  { value: '3days', label: 'Last 3 days' },
  { value: '7days', label: 'Last 7 days' },
  { value: '30days', label: 'Last 30 days' },
];

/** "Verified from acme.example careers": the source line of a listing (issue 16), or null without a source. */
export function sourceLineOf(source: JobSource | undefined): string | null {
  return listingSourceLine(source);
}

const DAY_MS = 86_400_000;

/** An open listing not re-verified (nor posted) for STALE_AFTER_DAYS days. */
export function isStale(job: { date?: string; source?: JobSource; status?: string }, now: number): boolean {
  if (job.status === 'closed') return false;
  const last = Date.parse(job.source?.verified_at ?? job.source?.last_seen ?? job.date ?? '');
  return !Number.isNaN(last) && now - last > STALE_AFTER_DAYS * DAY_MS;
}
