/**
 * The /v1 wire contract: the JSON the reference API (src/server) returns and the client reads.
 * Spec sections 3 and 7, with decisions.md. Both sides import these types; change them together.
 *
 * Conventions
 * - Request bodies are multipart form data, except POST /login (JSON). Array fields are sent as
 *   repeated form fields with the same name (e.g. jobtitles=3&jobtitles=7). Booleans as '1'/'0'.
 * - Responses with a `results` field are unwrapped by the client (dropdowns use it).
 * - Errors: HTTP 4xx with { status: 'error' | 'failed', message?, detail?, errors?: FieldErrors }.
 *   A bad, expired or revoked token: 401 { detail, code: 'token_not_valid', messages: [...] }.
 *   No token on an authenticated call: 401 { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' }.
 * - Cross-site token: the API sets cookie `csrftoken`; state-changing calls made without a bearer
 *   token must echo it in header `X-CSRFToken` (login, register, contact, newsletter, OTP, password).
 * - Dates are ISO 8601 strings ('2026-11-20' or full timestamps); the client formats them.
 */

import type { Static } from '@sinclair/typebox';
import type { JobDetailsSchema, JobListResponseSchema, JobSchema, JobSourceSchema, JobStatusSchema, JobSummarySchema, SimilarJobSchema, WorkModeSchema } from './apiSchemas';
import type { ListingSourceType } from './listingLines';
import type { MarketCode } from './markets';

export type { Salary, SalaryPeriod } from './salary';
export type { ReportReason, Trust, TrustLevel, TrustSignal, TrustSignalCode } from './trustMessages';

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  status?: string;
  message?: string;
  detail?: string;
  code?: string;
  errors?: FieldErrors;
  messages?: unknown[];
}

export interface StatusResponse {
  status: 'success' | 'error' | string;
  message?: string;
}

export interface DataResponse<T> extends StatusResponse {
  data: T;
}

export interface PagedResponse<T> extends StatusResponse {
  data: T[];
  current_page: number;
  page_count: number;
  total: number;
}

// ---------- Dropdowns: GET /dropdown/{cities,countries,current_location,states,jobtitles,jobfunctions} → { results: [...] }
export interface DropdownItem {
  id: number;
  name: string;
}
export interface CityItem extends DropdownItem {
  currency: string; // 'INR'
  symbol: string; // '₹'
  currency_id: number;
  country_id?: number;
  /** The city's country ('United Arab Emirates') and its ISO code ('AE'): options say it (issue 29). */
  country?: string;
  country_code?: string;
  /** The other name the term found the city by ('Bangalore' for Bengaluru), when it was not the name. */
  alias?: string;
}
/**
 * GET /dropdown/places?term= (issue 29): the areas (whole countries, regions) and the cities a term finds. `value` is
 * what the job search's `location` and Smart Match's place take: a city id ('31'), 'country:AE' or 'region:GCC'.
 */
export type PlaceItem =
  /** An area: its id is its value and its name its label, so it reads like any dropdown item. */
  | { kind: 'country' | 'region'; value: string; label: string; id: string; name: string }
  | (CityItem & { kind: 'city'; value: string; label: string });

// ---------- Landing: GET /candidates/landing → DataResponse<LandingData>
export interface FeaturedJob {
  id: number;
  country: string;
  position: string;
  by: string;
  time: string; // ISO timestamp of posting
  url: string; // '/jobs/{id}'
}
export interface ExploreTile {
  name: string;
  count: number;
  url: string; // '/jobs-by-categories/{slug}' or '/jobs-by-cities/{slug}'
  image?: string;
}
export interface ExploreList {
  title: string;
  key: 'Functions' | 'City';
  view_all_jobs_url: string;
  lists: ExploreTile[];
}
export interface Testimonial {
  content: string;
  image: string;
  name: string;
  location: string;
}
export interface LandingData {
  active_jobs_count: number;
  smartmatch_job_count: string;
  aggregating_websites_count: string;
  featured_jobs: { view_all_jobs_url: string; jobs: FeaturedJob[] };
  explore_jobs: { list_by_function: ExploreList; list_by_city: ExploreList };
  popular_startups: Testimonial[];
}

// ---------- Jobs
/** Where a job came from (issue 16, docs/ingestion.md). */
export type JobSourceType = ListingSourceType;
// The job list's and the job page's types are those of their response schemas (shared/apiSchemas.ts), which the
// server's tests check the real answers against.
export type JobSource = Static<typeof JobSourceSchema>;
/** open: listed and accepting applications; closed: its source no longer lists it (page kept, no apply/save). */
export type JobStatus = Static<typeof JobStatusSchema>;
export type WorkMode = Static<typeof WorkModeSchema>;
/** A row of GET /candidates/all_jobs (and of candidate tables, with `code`). */
export type JobSummary = Static<typeof JobSummarySchema>;
export type SimilarJob = Static<typeof SimilarJobSchema>;
export type JobDetails = Static<typeof JobDetailsSchema>;
/** GET /candidates/view_job/{id} → DataResponse<Job>; 404 { status:'error', message:'Job not found.' }. */
export type Job = Static<typeof JobSchema>;
/**
 * GET /candidates/all_jobs?page={n}&length=5[&jobtitle=&jobfunction=&location=&post_date=][&type=&job_element=]
 * - jobfunction: a job function id; location: a city id; jobtitle: free text (full-text over title and company)
 * - post_date: 'today' | '3days' | '7days' | '30days' | '' (any)
 * - type: 'function' | 'city' | 'companies' with job_element = the slug from the browse-by route
 * → PagedResponse<JobSummary> (+ `heading` naming the browse-by element when type is given)
 */
export type PostDateFilter = '' | 'today' | '3days' | '7days' | '30days';
export type JobListResponse = Static<typeof JobListResponseSchema>;
/** POST /candidates/apply_job/{id}, /candidates/save_job/{id} (auth, form {refresh}) → ActionResponse; errors 4xx { status:'error', detail } */
export interface ActionResponse extends StatusResponse {
  data?: { is_applied: boolean; is_saved: boolean };
}

// ---------- Browse-by: GET /candidates/job_by{function|city|companies} → DataResponse<BrowseItem[]>
export interface BrowseItem {
  name: string;
  image: string;
  url: string; // '/jobs-by-categories/{slug}' etc.
  count: number;
}

// ---------- Session
/** POST /login JSON {email, password}. */
export interface LoginSuccess {
  status: 'success';
  access: string;
  refresh: string;
  access_lifetime: number; // seconds
  message: string;
}
/** 200, when the email is not verified yet: an OTP was mailed. redirect is a relative API path. */
export interface LoginOtpNeeded {
  status: 'error';
  message: string;
  redirect: string; // 'verify_email/{challenge}/'
  email: string;
}
export type LoginResponse = LoginSuccess | LoginOtpNeeded;
// Wrong credentials: 401 { status:'failed', message:'Invalid email or password.' }.

/** POST /{redirect} form {otp, email} → LoginSuccess; wrong code 400 { status:'error', message }; expired/locked 410/429 { status:'expired'|'locked', message }. */
/** POST /otp/resend form {email} → { status:'success', message, redirect }. */
/** POST /token/refresh/ form {refresh} → RefreshResponse; 401 token_not_valid when dead. */
export interface RefreshResponse {
  access: string;
  refresh: string;
  access_lifetime: number;
}
/** POST /logout (auth) form {refresh} → StatusResponse; failure { detail }. */
/** POST /password/forgot form {email} → StatusResponse (always success, no account enumeration). */
/** POST /password/reset form {email, otp, password, confirm_password} → StatusResponse; 400 { status:'error', message, errors }. */

/**
 * POST /register (multipart, no auth): first_name, last_name, date_of_birth (YYYY-MM-DD), country (id),
 * current_location (id), phone_number_code ('+91'), phone_number, email, password, confirm_password,
 * jobtitles[], locations[], jobfunctions[] (existing ids), new_jobtitles[], new_locations[], new_jobfunctions[] (free text),
 * rolefunctions[] (= jobfunctions, kept for the spec), jobtype, notice_period, expected_salary, currency (id), currency_code, expected_salary_period, agree_terms ('1').
 * → 201 { status:'success', message, redirect, email } (an OTP is mailed; login then asks for it)
 * → 400 { status:'error', message:'Validation Error', errors: { field: [messages] } }
 */
export interface RegisterResponse extends StatusResponse {
  redirect?: string;
  email?: string;
  errors?: FieldErrors;
}

// ---------- Candidate
export interface CandidateProfile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  date_of_birth: string; // YYYY-MM-DD
  country: DropdownItem | null;
  current_location: DropdownItem | null;
  phone_number_code: string;
  phone_number: string;
  /** Issue 29: the number read with libphonenumber-js ('+639171234567', '0917 123 4567', '+63 917 123 4567', 'PH'); null when none or unreadable. */
  phone_e164: string | null;
  phone_national: string | null;
  phone_international: string | null;
  phone_country: MarketCode | null;
  /** Set when the stored number needs the candidate's check: 'invalid' (cannot be read), 'country' (saved with India's old fixed +91 by a candidate of another country). */
  phone_check: 'invalid' | 'country' | null;
  /** Issue 33: the stored number was proved with a code sent to it on WhatsApp; WhatsApp alerts go only to such a number. */
  phone_verified: boolean;
  profile_img: string | null; // URL
  resume: string | null; // URL
  resume_name: string | null;
  isEmailVerified: boolean;
  desired_job_titles: DropdownItem[];
  preferred_role_functions: DropdownItem[];
  desired_locations: CityItem[];
  /** Issue 29: whole countries and regions chosen as locations ({ value: 'region:GCC', label: 'Gulf (GCC)' }). */
  desired_areas?: { value: string; label: string }[];
  job_type: string;
  notice_period: string;
  expected_salary: number | null;
  /** Issue 29: the period of expected_salary (rows from before it was asked: 'year'). */
  expected_salary_period: 'month' | 'year';
  /** The expected salary's currency, which is also the candidate's own currency (the "≈" figures). */
  currency: { id: number; code: string; symbol: string };
}
/** GET /candidates/my_profile (auth) → DataResponse<CandidateProfile> */
/** POST /candidates/update/preferences (auth, form: jobtitles[], new_jobtitles[], jobfunctions[], new_jobfunctions[], locations[], new_locations[], location_areas[] ('country:AE', 'region:GCC'; issue 29), jobtype, notice_period, expected_salary, currency, currency_code ('AED', wins over currency), expected_salary_period ('month' | 'year')) → DataResponse<CandidateProfile> */
/** POST /candidates/update/profile_image (auth, form {file, refresh}) → DataResponse<{ profile_img: string }>; 400/413 { status:'error', message } */
/** POST /candidates/update/resume (auth, form {file, refresh}) → DataResponse<{ resume: string; resume_name: string }> */

export interface DashboardTile {
  url: string; // '/applied-jobs' → link '/candidate/applied-jobs'
  color: string;
  image: string;
  label: string;
  count: number;
}
/** GET /candidates/dashboard_counts (auth) → DataResponse<{ header: DashboardTile[] }> */
export interface DashboardCounts {
  header: DashboardTile[];
}

export type CandidateListType = 'featured_jobs' | 'available_jobs' | 'applied_jobs' | 'saved_jobs' | 'hiring_request';
/** A candidate table row. `reason` is present on featured jobs (why SmartMatch picked it). */
export interface CandidateListRow extends JobSummary {
  code: string;
  reason?: string;
  /** Applied Jobs: the day the candidate applied, YYYY-MM-DD (issue 29; `date` stays the post date). */
  applied_at?: string;
  /** Saved Jobs: the day the candidate saved the job, YYYY-MM-DD. */
  saved_at?: string;
}
/**
 * GET /candidates/{type}?page={n}[&company=&position=&location=][&smartmatch={sm_id}] (auth)
 * → PagedResponse<CandidateListRow> + filters: the distinct values of the unfiltered list, for the selects.
 */
export interface CandidateListResponse extends PagedResponse<CandidateListRow> {
  filters: { companies: string[]; positions: string[]; locations: string[] };
}

/**
 * GET /candidates/closed_job_notices (auth) → { status, results: ClosedJobNotice[] }: jobs the candidate applied to or
 * saved that their employer closed (issue 16), newest first, not yet dismissed.
 * POST /candidates/closed_job_notices/{job_id}/dismiss (auth) → ActionResponse.
 */
export interface ClosedJobNotice {
  job_id: number;
  position: string;
  company: string;
  reason: 'applied' | 'saved';
  closed_at: string;
}

export interface Plan {
  id: number;
  time: string; // '1 Month'
  price: number;
  currency: string; // 'AED'
  saved: number;
  isSubscribed: boolean;
}
/**
 * GET /candidates/plans[?currency=PHP | ?country=PH] (auth optional) → DataResponse<Plan[]>, priced in one currency
 * (issue 29): a candidate's country's market currency; else a visitor's `currency` or `country` (the app sends the
 * locale's market); else spec 9's AED. An unknown currency or country: 400.
 */

// ---------- SmartMatch
export interface SmartMatch {
  id: number;
  smart_match: string; // name
  jobtitles: { id: number; value: string }[];
  job_function: string;
  job_function_id: number | null;
  /** The city's name, or the area's label ('All UAE', 'Gulf (GCC)'). */
  location: string;
  city_id: number | null;
  /** Issue 29: a whole country or region ('country:AE', 'region:GCC') the Smart Match looks in instead of a city. */
  place?: string | null;
  alert_time: 'morning' | 'afternoon' | 'evening';
  pref_email: boolean;
  pref_whatsapp: boolean;
  pref_dashboard: boolean;
  paused: boolean;
  show_all_jobs: string; // '/candidate/featured-jobs/smartmatch/{id}'
  /** Matches of the digest's quality posted in the last 24 hours (issue 10; docs/alerts.md). */
  new_since_yesterday?: number;
}
/** GET /smartmatch/list (auth) → DataResponse<SmartMatch[]> */
/**
 * POST /smartmatch/create (auth, form): smart_match, pref_email, pref_dashboard, pref_whatsapp ('1'/'0'),
 * alert_time, job_function (id), city (id) or place ('country:AE', 'region:GCC'; issue 29), jobtitles[] (ids), new_jobtitles[] (text)
 * → 201 DataResponse<SmartMatch>; 400 { status:'error', message, errors }; 409 when 3 already exist.
 */
/**
 * POST /smartmatch/{id}/update (auth, form; issue 10): paused, alert_time, pref_email, pref_dashboard, pref_whatsapp
 * ('1'/'0'), every field optional (absent = unchanged; pref_whatsapp '1' needs a phone number on the profile)
 * → DataResponse<SmartMatch> (message 'Your Smart Match was updated.'); 404 for another candidate's or an unknown id;
 * 400 { status:'error', message:'Validation Error', errors } (e.g. errors.pref_whatsapp). Client: smartmatchApi.ts.
 */

// ---------- Contact and newsletter
/** POST /candidates/contact_us form {full_name, email, phone_code, phone, location, message} → StatusResponse; 400 { status:'error', message, errors } */
/** POST /newsletter/subscribe form {email} → StatusResponse (idempotent) */

// ---------- Development outbox (only when the API runs with ENABLE_DEV_ENDPOINTS=1 or outside production)
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'whatsapp';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}
/** GET /dev/outbox?to={address} → { results: OutboxMessage[] } (newest first) */
