import dayjs, { type Dayjs } from 'dayjs';
import { DATE_PICKER_YEARS_PER_PAGE, DOB_FIRST_YEAR, DOB_FORMAT, DOB_MIN_AGE } from '@/config/constants';

/** Date-of-birth rules (spec 5, 9) without the picker, so forms can validate before the picker chunk loads. */
export const DOB_WIRE_FORMAT = 'YYYY-MM-DD';
export const DOB_REQUIRED = 'Field is required';

/** First and last selectable birth dates: 1 Jan 1975 … today minus 18 years. */
export function dobBounds(today: Dayjs = dayjs()) {
  return { min: dayjs(`${DOB_FIRST_YEAR}-01-01`), max: today.subtract(DOB_MIN_AGE, 'year').startOf('day') };
}

/** Validates a wire value ('YYYY-MM-DD'): null when fine, else the message to show. */
export function dobError(value: string, required: boolean, today: Dayjs = dayjs()): string | null {
  if (!value) return required ? DOB_REQUIRED : null;
  const d = dayjs(value);
  if (!d.isValid() || d.format(DOB_WIRE_FORMAT) !== value) return 'Enter a valid date';
  const { min, max } = dobBounds(today);
  if (d.isBefore(min, 'day')) return `Date must be on or after ${min.format(DOB_FORMAT)}`;
  if (d.isAfter(max, 'day')) return `You must be at least ${DOB_MIN_AGE} years old`;
  return null;
}

export const DOB_MESSAGES = {
  earlierYears: 'Earlier years',
  laterYears: 'Later years',
  yearPage: (start: number, end: number) => `${start} – ${end}`,
} as const;

/**
 * The year view's pages (spec 9: twelve years a page), counted back from the latest allowed year so the first page
 * is full: page 0 holds the youngest allowed birth years (in 2026: 1997 – 2008), the last page starts at 1975.
 */
export function dobYearPage(page: number, firstYear: number, lastYear: number, perPage = DATE_PICKER_YEARS_PER_PAGE) {
  const end = lastYear - page * perPage;
  return { start: Math.max(firstYear, end - perPage + 1), end };
}

export function dobYearPageCount(firstYear: number, lastYear: number, perPage = DATE_PICKER_YEARS_PER_PAGE): number {
  return Math.max(1, Math.ceil((lastYear - firstYear + 1) / perPage));
}

/** The page showing `year` (clamped to the allowed years). */
export function dobYearPageOf(year: number, firstYear: number, lastYear: number, perPage = DATE_PICKER_YEARS_PER_PAGE): number {
  const y = Math.min(lastYear, Math.max(firstYear, year));
  return Math.floor((lastYear - y) / perPage);
}
