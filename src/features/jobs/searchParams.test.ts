import { hasFilters, parseSearch, searchKey, toQueryString } from './searchParams';
import jobsSlice, { initialJobsState, jobSelected, pageChanged, searchRestoredFromUrl, searchSubmitted } from './jobsSlice';

describe('search ⇄ URL', () => {
  test('parses the API filter names and the page, dropping invalid values', () => {
    expect(parseSearch(new URLSearchParams('jobtitle=%20React%20&jobfunction=3&location=12&post_date=7days&page=4'))).toEqual({
      filters: { jobtitle: 'React', jobfunction: '3', location: '12', post_date: '7days' },
      page: 4,
    });
    expect(parseSearch(new URLSearchParams(`post_date=yesterday&page=-2&location=${'x'.repeat(150)}`))).toEqual({
      filters: { jobtitle: '', jobfunction: '', location: 'x'.repeat(100), post_date: '' },
      page: 1,
    });
    // The landing hero sends free text; the API matches names itself.
    expect(parseSearch(new URLSearchParams('location=%20Dubai%20&page=2.5')).filters.location).toBe('Dubai');
  });

  test('round-trips, leaving out empty values and page 1', () => {
    const filters = { jobtitle: 'Data & AI', jobfunction: '', location: '7', post_date: 'today' as const };
    const qs = toQueryString(filters, 3);
    expect(qs).toBe('?jobtitle=Data+%26+AI&location=7&post_date=today&page=3');
    expect(parseSearch(new URLSearchParams(qs))).toEqual({ filters, page: 3 });
    expect(toQueryString({ jobtitle: '', jobfunction: '', location: '', post_date: '' }, 1)).toBe('');
  });

  test('hasFilters and searchKey', () => {
    expect(hasFilters(initialJobsState.filters)).toBe(false);
    expect(hasFilters({ ...initialJobsState.filters, post_date: '3days' })).toBe(true);
    expect(searchKey(initialJobsState.filters, 1, null)).not.toBe(searchKey(initialJobsState.filters, 1, { type: 'city', element: 'dubai' }));
  });
});

describe('jobs slice events', () => {
  const reduce = jobsSlice.reducer;
  test('searchSubmitted and pageChanged reset the selection; jobSelected sets it', () => {
    let s = reduce(undefined, jobSelected(5));
    expect(s.selectedJobId).toBe(5);
    s = reduce(s, pageChanged(3));
    expect(s).toMatchObject({ page: 3, selectedJobId: null });
    s = reduce(reduce(s, jobSelected(9)), searchSubmitted({ ...initialJobsState.filters, jobtitle: 'x' }));
    expect(s).toMatchObject({ page: 1, selectedJobId: null, filters: { jobtitle: 'x' } });
  });

  test('restoring the same search from the URL keeps the selection; another search clears it', () => {
    const filters = { ...initialJobsState.filters, jobtitle: 'x' };
    let s = reduce(reduce(undefined, searchRestoredFromUrl({ filters, page: 2 })), jobSelected(7));
    s = reduce(s, searchRestoredFromUrl({ filters, page: 2 }));
    expect(s.selectedJobId).toBe(7);
    s = reduce(s, searchRestoredFromUrl({ filters, page: 2, browse: { type: 'city', element: 'dubai' } }));
    expect(s).toMatchObject({ selectedJobId: null, browse: { type: 'city', element: 'dubai' } });
  });
});
