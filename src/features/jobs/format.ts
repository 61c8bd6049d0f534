import { formatDayMonthYear } from '@/ui/format';

/** '20 Nov 2026' for an ISO date; the raw text when it is not a date. */
export function formatJobDate(iso: string | null | undefined): string {
  return iso ? formatDayMonthYear(iso) : '';
}
