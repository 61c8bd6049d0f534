/**
 * 5300 → '5,300' (the grouping of en-US `toLocaleString`), without Intl: the first Intl call builds its locale data
 * on the main thread (~35 ms on a 4× throttled phone CPU, measured in the landing hero's first render). Shared by the
 * app and the server's pages, so a count reads the same in both.
 */
export function formatCount(n: number): string {
  const [whole, fraction] = String(n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
