import fs from 'node:fs';
import path from 'node:path';
import type { Fetcher } from '../fetcher';
import { workable } from './workable';

/** Issue 31: a Workable account's job widget (fixtures/ats/workable-acme.json) and a paged v3-shaped answer. */
const body = fs.readFileSync(path.join(__dirname, '../fixtures/ats/workable-acme.json'), 'utf8');
const source = { type: 'workable' as const, url: 'https://apply.workable.com/api/v1/widget/accounts/manilacare', company: 'Manila Care Health Inc.', website: 'https://manilacare.example' };

describe('Workable job widgets', () => {
  it('reads jobs with details, places and remote; rejects a job without a shortcode', async () => {
    const asked: string[] = [];
    const fetcher = { get: async (url: string) => (asked.push(url), { url, status: 200, contentType: 'application/json', body }) } as unknown as Fetcher;
    const read = await workable.read(source, fetcher);
    expect(asked).toEqual(['https://apply.workable.com/api/v1/widget/accounts/manilacare?details=true']);
    expect(read.postings.map((p) => p.externalId)).toEqual(['8F3A1C2D9E', 'A1B2C3D4E5']);
    expect(read.rejected).toEqual([{ id: '#3', reason: 'no id' }]);
    expect(read.postings[0]).toMatchObject({
      title: 'ICU Staff Nurse',
      url: 'https://apply.workable.com/j/8F3A1C2D9E',
      applyUrl: 'https://apply.workable.com/j/8F3A1C2D9E/apply',
      locationText: 'Makati, Metro Manila, Philippines',
      city: 'Makati',
      country: 'Philippines',
      remote: false,
      department: 'Nursing',
      employmentType: 'Full-time',
      postedAt: '2026-11-17',
      places: [{ locationText: 'Quezon City, Metro Manila, Philippines', city: 'Quezon City', country: 'Philippines' }],
    });
    expect(read.postings[0].descriptionHtml).toContain('PHP 35,000 monthly');
    expect(read.postings[1]).toMatchObject({ remote: true, locationText: 'Philippines' });
  });

  it('follows the paging token on the same host only', async () => {
    const v3 = 'https://manilacare.workable.com/spi/v3/jobs';
    const job = (id: string) => ({ id, shortcode: id, title: `Nurse ${id}`, url: `https://apply.workable.com/j/${id}`, location: { location_str: 'Makati, Philippines', city: 'Makati', country: 'Philippines', telecommuting: false, workplace_type: 'on_site' } });
    const pages: Record<string, unknown> = {
      [v3]: { jobs: [job('A1')], paging: { next: `${v3}?since_id=A1` } },
      [`${v3}?since_id=A1`]: { jobs: [job('B2')], paging: { next: 'https://elsewhere.example/jobs' } },
    };
    const asked: string[] = [];
    const fetcher = { get: async (url: string) => (asked.push(url), { url, status: 200, contentType: 'application/json', body: JSON.stringify(pages[url]) }) } as unknown as Fetcher;
    const read = await workable.read({ ...source, url: v3 }, fetcher);
    expect(asked).toEqual([v3, `${v3}?since_id=A1`]);
    expect(read.documents).toBe(2);
    expect(read.postings.map((p) => [p.externalId, p.locationText, p.workplace])).toEqual([
      ['A1', 'Makati, Philippines', 'on_site'],
      ['B2', 'Makati, Philippines', 'on_site'],
    ]);
  });
});
