import type { JobSummary } from '../../shared/apiTypes';
import type { SqlParam } from '../db/client';
import { isoDate } from '../lib/text';

/** Shared SQL for job rows: the columns every list reads. */
export const JOB_COLUMNS = `j.id, j.title AS position, c.name AS company, c.id AS company_id, ci.name AS city, co.name AS country, j.posted_at`;
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
}

export const logoUrl = (companyId: number) => `/v1/media/logo/${companyId}.svg`;
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
  if (withFlags) {
    out.is_applied = Boolean(row.is_applied);
    out.is_saved = Boolean(row.is_saved);
  }
  return out;
}

/** Builds positional parameters while composing SQL. */
export class Params {
  readonly values: SqlParam[] = [];
  add(v: SqlParam): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** A safe prefix tsquery for free text: words of letters and digits only, each as a prefix, all required. */
export function prefixTsQuery(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (!words.length) return null;
  return words.map((w) => `${w.slice(0, 40)}:*`).join(' & ');
}

/** Escapes LIKE metacharacters (used with ESCAPE '\\'). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
