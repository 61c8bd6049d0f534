/**
 * The spec section 9 values the reference API needs as well as the app (page sizes, limits, lists, the CSRF names).
 * The app reads them through config/constants.ts, which re-exports them: that file stays the app's single list.
 */

// Paging
export const JOB_LIST_PAGE_SIZE = 5;
export const CANDIDATE_TABLE_PAGE_SIZE = 5;

// Landing defaults (spec 3, 9)
export const DEFAULT_SMARTMATCH_JOB_COUNT = '10,000';
export const DEFAULT_AGGREGATING_WEBSITES_COUNT = '1,500';

// SmartMatch
export const SMARTMATCH_MAX_SLOTS = 3;
export const SMARTMATCH_MAX_JOB_TITLES = 3;

// Phone, date of birth
/** India's numbers (spec 9: +91 and 10 digits); other markets' lengths come from shared/phone.ts (issue 29). */
export const PHONE_DIGITS = 10;
/** The longest a typed phone number may be (digits, spaces, dashes, brackets, a plus): bounds hostile input. */
export const PHONE_INPUT_MAX = 24;
export const DOB_MIN_AGE = 18;

// Tags
export const TAG_LIMIT = 10;
export const LOCATION_TAG_LIMIT = 10;
/** New titles, functions and cities one candidate may add to the shared lists in all (issue 19). */
export const CANDIDATE_CREATED_TAG_CAP = 30;

export const JOB_TYPES = [
  'Full-time',
  'Part-time',
  'Freelance/Contract',
  'Internship',
  'Remote',
  'Hybrid',
  'On-site',
  'Volunteer',
  'Shift-Based',
  'Casual/On-Call',
] as const;
export const NOTICE_PERIODS = ['Immediate', '15 Days', '30 Days', '45 Days', '60 Days', '90 Days'] as const;

// Plans (spec 9); the API serves them, these are the reference values.
export const PLANS = [
  { id: 1, time: '1 Month', price: 129, currency: 'AED', saved: 0 },
  { id: 2, time: '2 Months', price: 229, currency: 'AED', saved: 29 },
  { id: 3, time: '3 Months', price: 329, currency: 'AED', saved: 58 },
] as const;

// Client-side session data (spec 3): the cross-site request token's cookie and the header that echoes it.
export const CSRF_COOKIE = 'csrftoken';
/** Spec 4: 'true' while a candidate is logged in (the app writes it; the server reads it to render visitors' pages only). */
export const LOGIN_COOKIE = 'isLogin';
export const CSRF_HEADER = 'X-CSRFToken';
