import type { Job, JobSource, JobSummary, SalaryPeriod, WorkMode } from '../../shared/apiTypes';
import type { SqlParam } from '../db/client';
import { isoDate, isoTime } from '../lib/text';
import { trustOf } from '../trust/trustRepository';

/** Shared SQL for job rows: the columns every list reads. */
export const JOB_COLUMNS = `j.id, j.title AS position, c.name AS company, c.id AS company_id, ci.name AS city, co.name AS country, j.posted_at, ${''
}j.source_type, j.source_name, j.source_url, j.source_domain, j.verified, j.first_seen, j.last_seen, j.verified_at, j.status, ${''
}j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.work_mode, j.trust_level, j.trust_signals, j.trust_review, ${''
}(SELECT json_agg(json_build_object('city', eci.name, 'country', eco.name, 'country_code', eco.iso2) ORDER BY ep.position) ${''
}FROM job_extra_places ep JOIN cities eci ON eci.id = ep.city_id JOIN countries eco ON eco.id = eci.country_id WHERE ep.job_id = j.id) AS extra_places`;
export const JOB_JOINS = `JOIN companies c ON c.id = j.company_id JOIN cities ci ON ci.id = j.city_id JOIN countries co ON co.id = ci.country_id`;

export interface JobRow {
  id: number;
  position: string;
  company: string;
  company_id: number;
  city: string;
  country: string;
  posted_at: Date | string;
  is_applied?: boolean;
  is_saved?: boolean;
  // Issue 16 (migration 005): source, status, salary, work mode. Optional: a few queries select their own columns.
  source_type?: string | null;
  source_name?: string | null;
  source_url?: string | null;
  source_domain?: string | null;
  verified?: boolean;
  first_seen?: Date | string | null;
  last_seen?: Date | string | null;
  verified_at?: Date | string | null;
  status?: string;
  salary_min?: string | number | null;
  salary_max?: string | number | null;
  salary_currency?: string | null;
  salary_period?: string | null;
  work_mode?: string | null;
  // Issue 17 (migration 008): the trust verdict and its signal codes.
  trust_level?: string;
  trust_signals?: unknown;
  // Issue 33 (migration 023): reports under review.
  trust_review?: boolean;
  // Issue 31 (migration 025): the further places, in the source's order; null for a job in one place.
  extra_places?: ExtraPlace[] | null;
}

export interface ExtraPlace {
  city: string;
  country: string;
  country_code: string;
}

/** A place as a list shows it: the city, or "Remote (Country)" for a country's remote jobs. */
export const placeLabel = (p: { city: string; country: string }) => (p.city === 'Remote' ? `Remote (${p.country})` : p.city);

export const logoUrl = (companyId: number) => `/v1/media/logo/${companyId}.svg`;
/** The same logo drawn as PNG, for link previews. */
export const logoPngUrl = (companyId: number) => `/v1/media/logo/${companyId}.png`;
export const locationOf = (row: { city: string; country: string }) => `${row.city}, ${row.country}`;

export function toSummary(row: JobRow, withFlags: boolean): JobSummary {
  const out: JobSummary = {
    id: row.id,
    image: logoUrl(row.company_id),
    company: row.company,
    position: row.position,
    location: locationOf(row),
    date: isoDate(row.posted_at),
  };
  if (row.extra_places?.length) out.places = [placeLabel(row), ...row.extra_places.map(placeLabel)];
  if (withFlags) {
    out.is_applied = Boolean(row.is_applied);
    out.is_saved = Boolean(row.is_saved);
  }
  if (row.source_type !== undefined) Object.assign(out, provenanceOf(row));
  return out;
}

const amount = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
const isoOrNull = (v: Date | string | null | undefined) => (v ? isoTime(v) || null : null);

/** Issue 16: where the job came from, whether it is open, its structured salary and work mode. */
export function provenanceOf(row: JobRow): Pick<Job, 'source' | 'status' | 'salary' | 'work_mode' | 'trust'> {
  return {
    source: {
      type: (row.source_type ?? 'jsonld') as JobSource['type'],
      name: row.source_name ?? `${row.company} careers`,
      url: row.source_url ?? '',
      domain: row.source_domain ?? '',
      verified: row.verified ?? true,
      first_seen: isoOrNull(row.first_seen),
      last_seen: isoOrNull(row.last_seen),
      verified_at: isoOrNull(row.verified_at),
    },
    status: row.status === 'closed' ? 'closed' : 'open',
    salary: row.salary_currency && row.salary_period
      ? { min: amount(row.salary_min), max: amount(row.salary_max), currency: row.salary_currency, period: row.salary_period as SalaryPeriod }
      : null,
    work_mode: (row.work_mode ?? null) as WorkMode | null,
    trust: trustOf(row.trust_level, row.trust_signals, row.trust_review),
  };
}

/** Builds positional parameters while composing SQL. */
export class Params {
  readonly values: SqlParam[] = [];
  add(v: SqlParam): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
  /** A copy to add one query's own values to (two queries built from one set of filters). */
  clone(): Params {
    const copy = new Params();
    copy.values.push(...this.values);
    return copy;
  }
}

/** Escapes LIKE metacharacters (used with ESCAPE '\\'). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
