import { describePager, pagerItems, pagerWindow } from './pagination';

describe('pagerItems (spec 9: first, last, window of 2, dots; window shrinks from 500 pages)', () => {
  test.each([
    // [page, pageCount, expected]
    [1, 0, ''],
    [1, 1, '[1]'],
    [1, 2, '[1] 2'],
    [1, 7, '[1] 2 3 … 7'],
    [4, 7, '1 2 3 [4] 5 6 7'],
    [7, 7, '1 … 5 6 [7]'],
    [5, 7, '1 2 3 4 [5] 6 7'],
    [1, 20, '[1] 2 3 … 20'],
    [4, 20, '1 2 3 [4] 5 6 … 20'],
    [5, 20, '1 2 3 4 [5] 6 7 … 20'],
    [6, 20, '1 … 4 5 [6] 7 8 … 20'],
    [10, 20, '1 … 8 9 [10] 11 12 … 20'],
    [20, 20, '1 … 18 19 [20]'],
    [16, 20, '1 … 14 15 [16] 17 18 19 20'],
    [250, 499, '1 … 248 249 [250] 251 252 … 499'],
    [250, 500, '1 … 249 [250] 251 … 500'],
    [250, 501, '1 … 249 [250] 251 … 501'],
    [1, 501, '[1] 2 … 501'],
    [501, 501, '1 … 500 [501]'],
    [3, 501, '1 2 [3] 4 … 501'],
  ])('page %i of %i → %s', (page, count, expected) => {
    expect(describePager(page, count)).toBe(expected);
  });

  test('the window is 2 below 500 pages and 1 from 500 pages on', () => {
    expect(pagerWindow(499)).toBe(2);
    expect(pagerWindow(500)).toBe(1);
    expect(pagerWindow(501)).toBe(1);
  });

  test('an out-of-range current page is clamped', () => {
    expect(describePager(99, 7)).toBe('1 … 5 6 [7]');
    expect(describePager(0, 7)).toBe('[1] 2 3 … 7');
  });

  test('dots carry distinct keys and pages are never repeated', () => {
    const items = pagerItems(10, 20);
    expect(items.filter((i) => i.type === 'dots').map((i) => (i.type === 'dots' ? i.key : ''))).toEqual(['start-dots', 'end-dots']);
    const pages = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
    expect(new Set(pages).size).toBe(pages.length);
  });
});
