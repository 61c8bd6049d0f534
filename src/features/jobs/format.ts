import { formatDayMonthYear } from '@/ui/format';

/** '20 Nov 2026' for an ISO date; the raw text when it is not a date. */
export function formatJobDate(iso: string | null | undefined): string {
  return iso ? formatDayMonthYear(iso) : '';
}

/** Issue 31: a job open in several places on a card, "Kuala Lumpur, Penang +1"; else its "City, Country". */
export function placesLabel(job: { location: string; places?: string[] }): string {
  const p = job.places;
  if (!p || p.length < 2) return job.location;
  return `${p[0]}, ${p[1]}${p.length > 2 ? ` +${p.length - 2}` : ''}`;
}

/** Issue 31: every place of a job on its page, "Kuala Lumpur, Penang, Johor Bahru"; else its "City, Country". */
export function allPlacesLabel(job: { location: string; places?: string[] }): string {
  return job.places && job.places.length > 1 ? job.places.join(', ') : job.location;
}
