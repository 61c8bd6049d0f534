import { locationChanged } from '@/api/navigation';
import { emptyJobFilters, hasFilters, parseSearch, toQueryString } from './searchParams';
import jobsSlice, { jobSelected } from './jobsSlice';

describe('search ⇄ URL', () => {
  test('parses the API filter names and the page, dropping invalid values', () => {
    expect(parseSearch(new URLSearchParams('jobtitle=%20React%20&jobfunction=3&location=12&post_date=7days&page=4'))).toEqual({
      filters: { ...emptyJobFilters, jobtitle: 'React', jobfunction: '3', location: '12', post_date: '7days' },
      page: 4,
    });
    expect(parseSearch(new URLSearchParams(`post_date=yesterday&page=-2&location=${'x'.repeat(150)}`))).toEqual({
      filters: { ...emptyJobFilters, location: 'x'.repeat(100) },
      page: 1,
    });
    // The landing hero sends free text; the API matches names itself.
    expect(parseSearch(new URLSearchParams('location=%20Dubai%20&page=2.5')).filters.location).toBe('Dubai');
  });

  test('round-trips, leaving out empty values and page 1', () => {
    const filters = { ...emptyJobFilters, jobtitle: 'Data & AI', location: '7', post_date: 'today' as const };
    const qs = toQueryString(filters, 3);
    expect(qs).toBe('?jobtitle=Data+%26+AI&location=7&post_date=today&page=3');
    expect(parseSearch(new URLSearchParams(qs))).toEqual({ filters, page: 3 });
    expect(toQueryString(emptyJobFilters, 1)).toBe('');
  });

  test('sort, work mode, experience level and minimum salary round-trip; bad values are dropped (issue 17)', () => {
    const filters = { ...emptyJobFilters, jobtitle: 'Nurse', sort: 'salary' as const, work_mode: 'on-site' as const, role_level: 'Senior Level', min_salary: '50000', salary_currency: 'AED' };
    const qs = toQueryString(filters, 1);
    expect(qs).toBe('?jobtitle=Nurse&sort=salary&work_mode=on-site&role_level=Senior+Level&min_salary=50000&salary_currency=AED');
    expect(parseSearch(new URLSearchParams(qs))).toEqual({ filters, page: 1 });
    expect(parseSearch(new URLSearchParams('sort=best&work_mode=office&role_level=Intern&min_salary=-3&salary_currency=AED')).filters).toEqual(emptyJobFilters);
    // A minimum salary needs a known currency; the currency alone is no filter.
    expect(parseSearch(new URLSearchParams('min_salary=50000&salary_currency=XYZ')).filters).toEqual(emptyJobFilters);
    expect(parseSearch(new URLSearchParams('salary_currency=INR')).filters).toEqual(emptyJobFilters);
    expect(parseSearch(new URLSearchParams('min_salary=1,20,000&salary_currency=inr')).filters).toMatchObject({ min_salary: '120000', salary_currency: 'INR' });
    expect(toQueryString({ ...emptyJobFilters, salary_currency: 'INR' }, 1)).toBe('');
  });

  test('hasFilters', () => {
    expect(hasFilters({ ...emptyJobFilters, sort: 'date' })).toBe(true);
    expect(hasFilters(emptyJobFilters)).toBe(false);
    expect(hasFilters({ ...emptyJobFilters, post_date: '3days' })).toBe(true);
  });
});

describe('jobs slice events', () => {
  const reduce = jobsSlice.reducer;
  test('another page or search (a new location) resets the selection; jobSelected sets it', () => {
    let s = reduce(undefined, jobSelected(5));
    expect(s.selectedJobId).toBe(5);
    s = reduce(s, locationChanged({ from: '/jobs', to: '/jobs?page=3' }));
    expect(s).toEqual({ selectedJobId: null });
    s = reduce(reduce(s, jobSelected(9)), locationChanged({ from: '/jobs?page=3', to: '/jobs?jobtitle=x' }));
    expect(s).toEqual({ selectedJobId: null });
  });

  test('the same location, or the first one the app sees, keeps the selection; a browse-by list clears it', () => {
    let s = reduce(reduce(undefined, jobSelected(7)), locationChanged({ from: null, to: '/jobs?jobtitle=x&page=2' }));
    expect(s.selectedJobId).toBe(7);
    s = reduce(s, locationChanged({ from: '/jobs?jobtitle=x&page=2', to: '/jobs?jobtitle=x&page=2' }));
    expect(s.selectedJobId).toBe(7);
    s = reduce(s, locationChanged({ from: '/jobs?jobtitle=x&page=2', to: '/jobs-by-cities/dubai' }));
    expect(s.selectedJobId).toBeNull();
  });
});
