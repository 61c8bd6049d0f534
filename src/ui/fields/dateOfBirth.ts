import dayjs, { type Dayjs } from 'dayjs';
import { DOB_FIRST_YEAR, DOB_FORMAT, DOB_MIN_AGE } from '@/config/constants';

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
