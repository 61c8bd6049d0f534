/**
 * Business constants and limits of spec section 9 (with decisions.md applied): the app's single source. The values the
 * reference API needs too live in shared/constants.ts and are re-exported here, so app code imports only this file.
 */

export { SITE_NAME as APP_NAME } from '@/shared/siteHead';
export const COPYRIGHT_YEAR = 2025;

// Paging
export { JOB_LIST_PAGE_SIZE, CANDIDATE_TABLE_PAGE_SIZE } from '@/shared/constants';
export const PAGER_WINDOW = 2;
/** From this many pages on, the pager window shrinks (spec 9). */
export const PAGER_SHRINK_FROM = 500;

// Landing defaults (spec 3, 9)
export const DEFAULT_ACTIVE_JOBS_COUNT = 5278;
export { DEFAULT_SMARTMATCH_JOB_COUNT, DEFAULT_AGGREGATING_WEBSITES_COUNT } from '@/shared/constants';
export const POPULAR_SEARCHES = 'Marketing Executive, Full stack Developer';

// SmartMatch
export { SMARTMATCH_MAX_SLOTS, SMARTMATCH_MAX_JOB_TITLES } from '@/shared/constants';
export const ALERT_TIMES = [
  { value: 'morning', label: 'Morning', hour: 8 },
  { value: 'afternoon', label: 'Afternoon', hour: 13 },
  { value: 'evening', label: 'Evening', hour: 18 },
] as const;
export type AlertTime = (typeof ALERT_TIMES)[number]['value'];
/** decisions.md §3: the quick-created Smart Match uses 'evening', not the spec's 'Night'. */
export const QUICK_SMARTMATCH_ALERT_TIME: AlertTime = 'evening';
export const ALERT_CHANNELS = [
  { value: 'email', label: 'Email' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const;

// Phone, OTP, timings
/** Spec 9's fixed code: India's, and the contact form's default (issue 29: other markets choose theirs). */
export const PHONE_CODE = '+91';
export { PHONE_DIGITS, PHONE_INPUT_MAX } from '@/shared/constants';
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
export const OTP_LOADER_HIDE_MS = 500;
export const UPLOAD_ERROR_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const MODAL_FADE_MS = 300;
export const BACKDROP_FADE_MS = 150;
export const COLLAPSE_MS = 300;
export const DETAIL_PANE_FADE_MS = 200;
export const CALLBACK_PROMISE = 'We will call back within one working day.';

// Date of birth
export { DOB_MIN_AGE } from '@/shared/constants';
export const DOB_FIRST_YEAR = 1975;
export const DOB_FORMAT = 'DD/MM/YYYY'; // dayjs spelling of dd/MM/yyyy
export const DATE_PICKER_YEARS_PER_PAGE = 12;
export const DATE_PICKER_MINUTES_STEP = 30;
export const WEEK_STARTS_ON = 0; // Sunday

// Tags
export { TAG_LIMIT, LOCATION_TAG_LIMIT } from '@/shared/constants';
export const SMARTMATCH_TAG_LIMIT = 3;
export const TAG_MIN_QUERY_SHARED = 2;
export const TAG_MIN_QUERY_PREFERENCE = 1;
export const TAG_SEPARATORS_SHARED = ['Enter', ',', 'Tab', ' ', ';'] as const;
export const TAG_SEPARATORS_PREFERENCE = ['Enter', ','] as const;

export { JOB_TYPES, NOTICE_PERIODS } from '@/shared/constants';

// Currency and lookups
export const DEFAULT_CURRENCY_LABEL = 'INR';
export const DEFAULT_CURRENCY_ID = 1;
export const DEFAULT_COUNTRY_ID = 1; // India

// Dropdown
export const DROPDOWN_PLACEHOLDER = 'Select';
export const DROPDOWN_MAX_MENU_HEIGHT = 300;
export const DROPDOWN_MIN_MENU_HEIGHT = 140;
export const DROPDOWN_PAGE_SIZE = 5;
/** Tiles per page of a browse-by overview (not in the spec: 313 companies needed pages; issue 29). Six rows of four. */
export const BROWSE_OVERVIEW_PAGE_SIZE = 24;

// Plans (spec 9); the API serves them, these are the reference values.
export { PLANS } from '@/shared/constants';
export const PLAN_FEATURES = [
  'Daily alerts by email and on the dashboard',
  'Unlimited SmartMatch feed',
  'Clean, ad-free portal and dashboard',
  'Custom filters by job title, industry and location',
  'Verified job sources from employer portals',
  'Privacy-first, secure account',
  'Cancel anytime, no hidden fees',
] as const;

// Breakpoints (spec 9): mobile ≤ 992, tablet ≤ 1200, desktop above; grid 576/768/992/1200/1400.
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export const MOBILE_MAX_WIDTH = 992;
export const TABLET_MAX_WIDTH = 1200;

// Client-side session data (spec 3)
export const STORAGE_KEYS = {
  access: 'ACCESS',
  refresh: 'REFRESH',
  accessLifetime: 'ACCESS_LIFETIME',
  timeout: 'TIMEOUT',
  message: 'message',
} as const;
export { CSRF_COOKIE, CSRF_HEADER, LOGIN_COOKIE } from '@/shared/constants';
export const API_PREFIX = '/v1';

// Dialog defaults (spec 9)
export const DIALOG_DEFAULT_SIZE = 'sm';
export const DIALOG_DEFAULT_TYPE = 'success';

export const ARTICLE_SLUGS = [
  'job-search-strategy',
  'resume-writing-tips',
  'ace-the-interview',
  'networking-for-job-seekers',
  'online-job-boards',
  'negotiating-salary',
] as const;
