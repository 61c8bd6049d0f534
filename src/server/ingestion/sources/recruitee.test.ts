import fs from 'node:fs';
import path from 'node:path';
import type { Fetcher } from '../fetcher';
import { recruitee } from './recruitee';

/** Issue 31: a Recruitee careers site's offers in the Careers Site API's shape (fixtures/ats/recruitee-acme.json). */
const body = fs.readFileSync(path.join(__dirname, '../fixtures/ats/recruitee-acme.json'), 'utf8');
const source = { type: 'recruitee' as const, url: 'https://gulfline.recruitee.com/api/offers/', company: 'Gulfline Logistics LLC', website: 'https://gulfline.example' };
const serving = (text: string) => ({ get: async (url: string) => ({ url, status: 200, contentType: 'application/json', body: text }) }) as unknown as Fetcher;

describe('Recruitee careers sites', () => {
  it('reads offers with places, work mode and salary; rejects an offer without a title', async () => {
    const read = await recruitee.read(source, serving(body));
    expect(read.postings.map((p) => p.externalId)).toEqual(['1458721', '1458722']);
    expect(read.rejected).toEqual([{ id: '1458723', reason: 'no title' }]);
    expect(read.postings[0]).toMatchObject({
      title: 'Senior Data Engineer',
      url: 'https://careers.gulfline.example/o/senior-data-engineer',
      applyUrl: 'https://careers.gulfline.example/o/senior-data-engineer/c/new',
      locationText: 'Dubai, United Arab Emirates',
      city: 'Dubai',
      country: 'United Arab Emirates',
      workplace: 'hybrid',
      department: 'Engineering',
      employmentType: 'fulltime permanent',
      postedAt: '2026-11-15 08:12:44 UTC',
      places: [{ locationText: 'Abu Dhabi, Abu Dhabi, United Arab Emirates', city: 'Abu Dhabi', country: 'United Arab Emirates' }],
      salary: { min: 18000, max: 24000, currency: 'AED', period: 'month' },
    });
    expect(read.postings[0].descriptionHtml).toBe('<p>Design and run the data pipelines behind our logistics platform.</p><ul><li>Spark or Flink</li><li>Python</li></ul>');
    expect(read.postings[1]).toMatchObject({ workplace: 'on-site', salary: null });
  });

  it('fails the source when the document has no offers', async () => {
    await expect(recruitee.read(source, serving('[]'))).rejects.toThrow('no "offers" list');
  });
});
