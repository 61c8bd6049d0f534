import { formatDayMonthYear } from '@/ui/format';

/** '20 Nov 2026' for an ISO date; the raw text when it is not a date. */
export function formatJobDate(iso: string | null | undefined): string {
  return iso ? formatDayMonthYear(iso) : '';
}

/** The id of /jobs/{id}, or null when it is not a positive integer. */
export function parseJobId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
