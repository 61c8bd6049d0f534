import fs from 'node:fs';
import path from 'node:path';
import type { FetchedDocument, Fetcher } from '../fetcher';
import { SourceError } from '../types';
import { WORKDAY_PAGE_SIZE, workday, workdaySite } from './workday';

/** Issue 31: the Workday careers site read the way its page reads it (fixtures/ats, the provider's shapes). */
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/ats', name), 'utf8');
const source = { type: 'workday' as const, url: 'https://acme.wd3.myworkdayjobs.com/en-US/External', company: 'Acme Technologies Pvt Ltd', website: 'https://acme.com' };
const API = 'https://acme.wd3.myworkdayjobs.com/wday/cxs/acme/External';

interface Served {
  fetcher: Fetcher;
  posts: { url: string; body: unknown }[];
  gets: string[];
}
/** A fetcher answering the list POSTs by offset and each detail GET from the fixtures; `failing` details answer 500. */
function serving(pages: Record<number, string>, failing: string[] = []): Served {
  const posts: { url: string; body: unknown }[] = [];
  const gets: string[] = [];
  const doc = (url: string, body: string): FetchedDocument => ({ url, status: 200, contentType: 'application/json', body });
  const fetcher = {
    post: async (url: string, body: { offset: number }) => {
      posts.push({ url, body });
      return doc(url, pages[body.offset] ?? pages[0]);
    },
    get: async (url: string) => {
      gets.push(url);
      const p = url.replace(/^https:\/\/[^/]+\/wday\/cxs\/[^/]+\/[^/]+/, ''); // the posting's path, on either host
      if (failing.includes(p)) throw new SourceError(`${url}: HTTP 500`);
      const slug = p.split('/').pop() ?? '';
      const filled = fixture('workday-job.json').replaceAll('{{PATH}}', p).replaceAll('{{REQ}}', slug.split('_').pop() ?? '').replaceAll('{{SLUG}}', slug);
      const title = slug.split('_')[0].replace(/-/g, ' ');
      return doc(url, filled.replace('{{TITLE}}', title));
    },
  } as unknown as Fetcher;
  return { fetcher, posts, gets };
}

describe('Workday careers sites', () => {
  it('derives the tenant, site and API from a careers link or the API URL', () => {
    expect(workdaySite('https://acme.wd3.myworkdayjobs.com/en-US/External/job/Pune/QA_R-1')).toMatchObject({
      host: 'acme.wd3.myworkdayjobs.com',
      tenant: 'acme',
      site: 'External',
      jobsUrl: `${API}/jobs`,
    });
    expect(workdaySite(`${API}/jobs`)?.site).toBe('External');
    expect(workdaySite('https://acme.com/careers')).toBeNull();
  });

  it('reads the shared host too: wd{N}.myworkdaysite.com/recruiting/{tenant}/{site}, with or without a language', () => {
    const shared = {
      host: 'wd3.myworkdaysite.com',
      tenant: 'gulfline',
      site: 'Careers',
      jobsUrl: 'https://wd3.myworkdaysite.com/wday/cxs/gulfline/Careers/jobs',
      siteUrl: 'https://wd3.myworkdaysite.com/recruiting/gulfline/Careers',
    };
    expect(workdaySite('https://wd3.myworkdaysite.com/recruiting/gulfline/Careers')).toEqual(shared);
    expect(workdaySite('https://wd3.myworkdaysite.com/en-US/recruiting/gulfline/Careers/job/Dubai/Fleet-Lead_R-77')).toEqual(shared);
    expect(workdaySite('https://wd3.myworkdaysite.com/wday/cxs/gulfline/Careers/jobs')).toEqual(shared);
    // The shared host names no tenant: a link without the recruiting path is not a careers site.
    expect(workdaySite('https://wd3.myworkdaysite.com/Careers')).toBeNull();
    expect(workdaySite('https://wd3.myworkdaysite.com/recruiting/gulfline')).toBeNull();
  });

  it('pages the shared host’s API and reads each posting’s detail there', async () => {
    const { fetcher, posts, gets } = serving({ 0: fixture('workday-jobs-page1.json'), 20: fixture('workday-jobs-page2.json') });
    const read = await workday.read({ ...source, url: 'https://wd3.myworkdaysite.com/en-US/recruiting/acme/External' }, fetcher);
    expect(posts.map((p) => p.url)).toEqual(['https://wd3.myworkdaysite.com/wday/cxs/acme/External/jobs', 'https://wd3.myworkdaysite.com/wday/cxs/acme/External/jobs']);
    expect(gets[0]).toBe('https://wd3.myworkdaysite.com/wday/cxs/acme/External/job/Bengaluru/Senior-Software-Engineer_R-1000');
    expect(read.postings).toHaveLength(22);
  });

  it('pages 20 at a time up to the first page’s total, reads each detail, rejects a bad record with its reason', async () => {
    const { fetcher, posts, gets } = serving({ 0: fixture('workday-jobs-page1.json'), 20: fixture('workday-jobs-page2.json') });
    const read = await workday.read(source, fetcher);
    // total 23 on the first page only (the second says 0): two pages, never a third.
    expect(posts.map((p) => p.body)).toEqual([
      { appliedFacets: {}, limit: WORKDAY_PAGE_SIZE, offset: 0, searchText: '' },
      { appliedFacets: {}, limit: WORKDAY_PAGE_SIZE, offset: 20, searchText: '' },
    ]);
    expect(posts[0].url).toBe(`${API}/jobs`);
    expect(read.postings).toHaveLength(22);
    expect(read.rejected).toEqual([{ id: '#8', reason: 'no externalPath' }]);
    expect(gets).toHaveLength(22);
    expect(read.documents).toBe(24);
    expect(read.incomplete).toBe(false);
    const first = read.postings[0];
    expect(first).toMatchObject({
      externalId: '/job/Bengaluru/Senior-Software-Engineer_R-1000',
      title: 'Senior Software Engineer',
      url: 'https://acme.wd3.myworkdayjobs.com/External/job/Bengaluru/Senior-Software-Engineer_R-1000',
      locationText: 'Bengaluru, India',
      country: 'India',
      places: [{ locationText: 'Hyderabad, India' }],
      workplace: 'Hybrid',
      employmentType: 'Full time',
      postedAt: '2026-11-20',
      company: 'Acme Technologies Pvt Ltd',
    });
    expect(first.descriptionHtml).toContain('payments platform');
  });

  it('stops when an offset past the end answers the first page again', async () => {
    const page1 = JSON.parse(fixture('workday-jobs-page1.json')) as { total: number };
    const { fetcher, posts } = serving({ 0: JSON.stringify({ ...page1, total: 500 }) });
    const read = await workday.read(source, fetcher);
    expect(posts).toHaveLength(2);
    expect(read.postings).toHaveLength(19);
  });

  it('keeps the source open when a detail page fails: rejected as not readable, the read incomplete', async () => {
    const failing = '/job/Hyderabad/Data-Analyst_R-1001';
    const { fetcher } = serving({ 0: fixture('workday-jobs-page1.json'), 20: fixture('workday-jobs-page2.json') }, [failing]);
    const read = await workday.read(source, fetcher);
    expect(read.incomplete).toBe(true);
    expect(read.rejected).toContainEqual({ id: failing, reason: expect.stringMatching(/^page not readable: posting detail: .*HTTP 500/) });
    expect(read.postings.map((p) => p.externalId)).not.toContain(failing);
    expect(read.postings).toHaveLength(21);
  });

  it('fails the source when the answer is not a Workday list', async () => {
    const { fetcher } = serving({ 0: '{"jobs": []}' });
    await expect(workday.read(source, fetcher)).rejects.toThrow('no "jobPostings" list');
  });
});
