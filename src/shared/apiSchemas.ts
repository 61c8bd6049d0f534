/**
 * Response schemas (TypeBox) of the job list and the job page: GET /v1/candidates/all_jobs → JobListResponseSchema,
 * GET /v1/candidates/view_job/{id} → JobResponseSchema. shared/apiTypes.ts derives JobSummary, Job, JobListResponse…
 * from them (`Static<typeof …>`, type-only imports: the app's bundle carries none of this), and the server's tests
 * check the real answers against them (server/jobs/responseSchemas.test.ts), so the type the app reads cannot drift
 * from what the server sends. They are deliberately not Fastify `response` schemas: its serializer would silently drop
 * any property a schema does not name. Objects are closed (`additionalProperties: false`): a new field is added here
 * first. docs/api.md "Request schemas".
 */

import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { ListingSourceType } from './listingLines';
import type { Salary } from './salary';
import type { Trust } from './trustMessages';

const closed = { additionalProperties: false } as const;
const oneOf = <const T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);
/** 'YYYY-MM-DD' */
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** A full ISO 8601 timestamp. */
const IsoTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}' });
const Id = Type.Integer({ minimum: 1 });

/** Where a job came from (issue 16, docs/ingestion.md). */
export const JobSourceSchema = Type.Object({
  type: oneOf<ListingSourceType>(['greenhouse', 'lever', 'smartrecruiters', 'jsonld', 'xml', 'workday', 'ashby', 'recruitee', 'workable', 'personio', 'teamtailor']),
  name: Type.String(), // e.g. 'Acme Pvt Ltd careers', 'Acme Pvt Ltd greenhouse board'
  url: Type.String(), // the listing on the employer's site or ATS
  domain: Type.String(), // the employer's domain, e.g. 'acme.example'
  verified: Type.Boolean(), // from the employer's own ATS board or careers domain
  first_seen: nullable(IsoTime),
  last_seen: nullable(IsoTime),
  verified_at: nullable(IsoTime),
}, closed);
/** open: listed and accepting applications; closed: its source no longer lists it (page kept, no apply/save). */
export const JobStatusSchema = oneOf(['open', 'closed']);
export const WorkModeSchema = oneOf(['remote', 'hybrid', 'on-site']);
/** shared/salary.ts `Salary`. */
export const SalarySchema = Type.Object({
  min: nullable(Type.Number()),
  max: nullable(Type.Number()),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  period: oneOf(['year', 'month', 'week', 'day', 'hour']),
}, closed);
/** shared/trustMessages.ts `Trust`. */
export const TrustSchema = Type.Object({
  level: oneOf(['verified', 'caution', 'high_risk']),
  signals: Type.Array(Type.Object({
    code: oneOf([
      'asks_for_money', 'asks_for_bank_details', 'agent_service_charge', 'personal_contact_only', 'salary_above_norm', 'apply_domain_mismatch',
      'pressure_wording', 'no_identifiable_employer', 'candidate_reports', 'reported_asks_for_money', 'confirmed_by_review', 'task_scam',
      'money_mule', 'reshipping', 'trading_wallet', 'government_job_no_exam', 'instant_deployment',
      'brand_contact_mismatch', 'unrealistic_pay_claim', 'asks_for_identity_selfie', 'reads_like_known_scams',
    ]),
    message: Type.String({ minLength: 1 }),
  }, closed)),
  under_review: Type.Optional(Type.Literal(true)),
}, closed);

/** A row of GET /candidates/all_jobs (and of candidate tables, with `code`). */
export const JobSummarySchema = Type.Object({
  id: Id,
  image: Type.String(),
  company: Type.String(),
  position: Type.String(),
  location: Type.String(),
  /**
   * Issue 31: every place of a job open in several (its first, `location`'s city, then the others: 'Penang',
   * 'Remote (Saudi Arabia)'); absent for a job in one place. Shown as "Kuala Lumpur, Penang +1".
   */
  places: Type.Optional(Type.Array(Type.String(), { minItems: 2 })),
  date: IsoDate, // posted
  is_applied: Type.Optional(Type.Boolean()),
  is_saved: Type.Optional(Type.Boolean()),
  /** Issue 16: every row says where it came from, whether it is open, its salary (null when none stated) and work mode. */
  source: Type.Optional(JobSourceSchema),
  status: Type.Optional(JobStatusSchema),
  salary: Type.Optional(nullable(SalarySchema)),
  work_mode: Type.Optional(nullable(WorkModeSchema)),
  /** Issue 17: the trust verdict with its reasons (messages from shared/trustMessages.ts). */
  trust: Type.Optional(TrustSchema),
}, closed);

/** GET /candidates/all_jobs → a page of JobSummary (+ `heading` naming the browse-by element when type is given). */
export const JobListResponseSchema = Type.Object({
  status: Type.String(),
  message: Type.Optional(Type.String()),
  data: Type.Array(JobSummarySchema),
  current_page: Type.Integer({ minimum: 1 }),
  page_count: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  heading: Type.Optional(Type.String()),
}, closed);

export const SimilarJobSchema = Type.Object({
  id: Id,
  image: Type.String(),
  name: Type.String(), // company name
  position: Type.String(),
  company: Type.String(),
}, closed);
export const JobDetailsSchema = Type.Object({
  role_function: Type.String(),
  job_function: Type.String(),
  role_level: Type.String(),
  work_type: Type.String(), // one of JOB_TYPES
  country: Type.String(),
  location: Type.String(),
  website: Type.String(),
  industry: Type.String(),
}, closed);
/** One job: a JobSummary with its page's fields, the flags and provenance always there. */
export const JobSchema = Type.Object({
  ...JobSummarySchema.properties,
  ref_id: Type.String(),
  is_applied: Type.Boolean(),
  is_saved: Type.Boolean(),
  direct_apply: Type.Boolean(),
  direct_appy_url: nullable(Type.String()), // spec spelling
  description: Type.String(), // employer HTML: untrusted, sanitise before rendering
  about_company: Type.String(), // employer HTML: untrusted
  similar_jobs: Type.Array(SimilarJobSchema),
  details: JobDetailsSchema,
  source: JobSourceSchema,
  status: JobStatusSchema,
  salary: nullable(SalarySchema),
  work_mode: nullable(WorkModeSchema),
}, closed);
/** GET /candidates/view_job/{id} → `{ status, data: Job }`; 404 { status:'error', message:'Job not found.' }. */
export const JobResponseSchema = Type.Object({ status: Type.String(), message: Type.Optional(Type.String()), data: JobSchema }, closed);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Compile-time: the schemas above say the same as the types the other shared modules declare by hand. */
export type SchemaMatchesTypes = [
  Holds<Same<Static<typeof JobSourceSchema>['type'], ListingSourceType>>,
  Holds<Same<Static<typeof SalarySchema>, Salary>>,
  Holds<Same<Static<typeof TrustSchema>, Trust>>,
];
