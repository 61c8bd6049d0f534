/**
 * 5300 → '5,300' (the grouping of en-US `toLocaleString`), without Intl: the first Intl call builds its locale data
 * on the main thread (~35 ms on a 4× throttled phone CPU, measured in the landing hero's first render).
 */
export function formatCount(n: number): string {
  const [whole, fraction] = String(n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' → '5 Nov 2026' (en-GB, short month), without Intl for the same reason. */
export function formatDayMonthYear(isoDate: string): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
