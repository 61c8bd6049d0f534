import { PAGER_SHRINK_FROM, PAGER_WINDOW } from '@/config/constants';

/**
 * The pager's items (spec 9): the first and the last page, a window of PAGER_WINDOW pages on each side of the
 * current page, and dots for every gap.
 *
 * Decisions where the spec is silent:
 * - From PAGER_SHRINK_FROM (500) pages on, the window shrinks to 1 page on each side: page numbers there have
 *   3+ digits and the pager must still fit a 375px screen.
 * - A gap of exactly one page shows that page instead of dots (dots that hide a single number waste a slot and
 *   make the user guess which page it is).
 * - The current page is clamped into 1..pageCount; pageCount ≤ 0 yields no items.
 */
export type PagerItem = { type: 'page'; page: number } | { type: 'dots'; key: 'start-dots' | 'end-dots' };

export function pagerWindow(pageCount: number): number {
  return pageCount >= PAGER_SHRINK_FROM ? Math.max(1, PAGER_WINDOW - 1) : PAGER_WINDOW;
}

export function pagerItems(page: number, pageCount: number): PagerItem[] {
  const count = Math.floor(pageCount);
  if (!Number.isFinite(count) || count < 1) return [];
  const current = Math.min(Math.max(1, Math.floor(page) || 1), count);
  const window = pagerWindow(count);
  const from = Math.max(2, current - window);
  const to = Math.min(count - 1, current + window);

  const items: PagerItem[] = [{ type: 'page', page: 1 }];
  if (from === 3) items.push({ type: 'page', page: 2 });
  else if (from > 3) items.push({ type: 'dots', key: 'start-dots' });
  for (let p = from; p <= to; p++) items.push({ type: 'page', page: p });
  if (to === count - 2) items.push({ type: 'page', page: count - 1 });
  else if (to < count - 2) items.push({ type: 'dots', key: 'end-dots' });
  if (count > 1) items.push({ type: 'page', page: count });
  return items;
}

/** Compact text form of the items, e.g. '1 … 8 9 [10] 11 12 … 20' (tests and debugging). */
export function describePager(page: number, pageCount: number): string {
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, Math.floor(pageCount)));
  return pagerItems(page, pageCount)
    .map((i) => (i.type === 'dots' ? '…' : i.page === current ? `[${i.page}]` : String(i.page)))
    .join(' ');
}
