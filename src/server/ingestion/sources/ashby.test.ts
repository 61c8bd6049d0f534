import fs from 'node:fs';
import path from 'node:path';
import type { Fetcher } from '../fetcher';
import { ashby } from './ashby';

/** Issue 31: an Ashby job board in the public Job Posting API's shape (fixtures/ats/ashby-acme.json). */
const body = fs.readFileSync(path.join(__dirname, '../fixtures/ats/ashby-acme.json'), 'utf8');
const source = { type: 'ashby' as const, url: 'https://api.ashbyhq.com/posting-api/job-board/acme', company: 'Acme Technologies Pvt Ltd', website: 'https://acme.com' };

describe('Ashby job boards', () => {
  it('reads listed jobs with places and the stated salary, rejecting a bad record with its reason', async () => {
    const asked: string[] = [];
    const fetcher = { get: async (url: string) => (asked.push(url), { url, status: 200, contentType: 'application/json', body }) } as unknown as Fetcher;
    const read = await ashby.read(source, fetcher);
    expect(asked).toEqual(['https://api.ashbyhq.com/posting-api/job-board/acme?includeCompensation=true']);
    expect(read.documents).toBe(1);
    // The unlisted posting is not read; the one with a javascript: URL is rejected, the rest are read.
    expect(read.postings.map((p) => p.title)).toEqual(['Senior Backend Engineer', 'Customer Success Manager']);
    expect(read.rejected).toEqual([{ id: '2e0f1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b', reason: 'bad URL scheme: javascript:' }]);
    expect(read.postings[0]).toMatchObject({
      externalId: '4f0a6a52-1c0e-4f5b-9a43-2d0e8c1b7a10',
      url: 'https://jobs.ashbyhq.com/acme/4f0a6a52-1c0e-4f5b-9a43-2d0e8c1b7a10',
      applyUrl: 'https://jobs.ashbyhq.com/acme/4f0a6a52-1c0e-4f5b-9a43-2d0e8c1b7a10/application',
      locationText: 'Bengaluru',
      city: 'Bengaluru',
      country: 'India',
      remote: false,
      workplace: 'Hybrid',
      department: 'Engineering',
      employmentType: 'FullTime',
      postedAt: '2026-11-18T09:30:12.101+00:00',
      places: [
        { locationText: 'Remote - India', city: null, country: 'India' },
        { locationText: 'Singapore', city: 'Singapore', country: 'Singapore' },
      ],
      salary: { min: 4000000, max: 6000000, currency: 'INR', period: 'year' },
    });
    expect(read.postings[1]).toMatchObject({ remote: true, workplace: 'Remote', salary: null });
    expect(read.postings[1].places).toBeUndefined();
  });

  it('fails the source when the document is not a board', async () => {
    const fetcher = { get: async (url: string) => ({ url, status: 200, contentType: 'application/json', body: '{"jobPostings": []}' }) } as unknown as Fetcher;
    await expect(ashby.read(source, fetcher)).rejects.toThrow('no "jobs" list (not an Ashby job board)');
  });
});
