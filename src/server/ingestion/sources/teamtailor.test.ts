import fs from 'node:fs';
import path from 'node:path';
import type { Fetcher } from '../fetcher';
import { verification } from '../run';
import { TEAMTAILOR_MAX_PAGES, teamtailor } from './teamtailor';

/** A Teamtailor careers site's public jobs RSS feed (fixtures/providers/teamtailor-nordlys.rss, the feed's real shape). */
const body = fs.readFileSync(path.join(__dirname, '../fixtures/providers/teamtailor-nordlys.rss'), 'utf8');
const source = { type: 'teamtailor' as const, url: 'https://nordlys.teamtailor.com/jobs.rss', company: 'Nordlys Payments Sdn Bhd', website: 'https://nordlys.example' };
/** Answers `answer(url)` for every request and keeps the URLs asked for. */
const serving = (answer: (url: URL) => string, asked: string[] = []) =>
  ({
    get: async (url: string) => {
      asked.push(url);
      return { url, status: 200, contentType: 'application/rss+xml', body: answer(new URL(url)) };
    },
  }) as unknown as Fetcher;

const item = (n: number) =>
  `<item><title>Role ${n}</title><description>&lt;p&gt;Role ${n}&lt;/p&gt;</description><link>https://nordlys.teamtailor.com/jobs/${1000 + n}-role-${n}</link>` +
  `<guid>guid-${n}</guid><tt:locations><tt:location><tt:city>Singapore</tt:city><tt:country>Singapore</tt:country></tt:location></tt:locations></item>`;
const feed = (items: string) => `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:tt="https://teamtailor.com/locations"><channel><title>Nordlys Payments</title>${items}</channel></rss>`;
/** A feed of `total` items that pages by `offset` and `per_page` as Teamtailor's does. */
const paged = (total: number) => (u: URL) => {
  const offset = Number(u.searchParams.get('offset') ?? 0);
  const perPage = Number(u.searchParams.get('per_page') ?? 100);
  const n = Math.max(0, Math.min(perPage, total - offset));
  return feed(Array.from({ length: n }, (_, i) => item(offset + i + 1)).join(''));
};

describe('Teamtailor careers-site RSS feeds', () => {
  it('reads items with several locations, remote status, department and description; rejects a bad guid and an item without a link', async () => {
    const asked: string[] = [];
    const read = await teamtailor.read(source, serving(() => body, asked));
    expect(asked).toEqual(['https://nordlys.teamtailor.com/jobs.rss?per_page=100&offset=0']);
    expect(read.documents).toBe(1);
    expect(read.incomplete).toBeUndefined();
    expect(read.postings.map((p) => p.externalId)).toEqual(['3ce2c88b-cbc6-4ae9-8ecb-000466c69037', '4ff07fd5-3ac0-4333-8f4c-955380396321']);
    expect(read.rejected).toEqual([
      { id: '../../admin', reason: 'bad guid: ../../admin' },
      { id: '36d9bbe6-6cf5-4c10-b12b-d4bf739777ce', reason: 'no URL' },
    ]);
    expect(read.postings[0]).toEqual({
      externalId: '3ce2c88b-cbc6-4ae9-8ecb-000466c69037',
      title: 'Senior Payments Engineer',
      url: 'https://careers.nordlys.example/jobs/8214573-senior-payments-engineer',
      applyUrl: 'https://careers.nordlys.example/jobs/8214573-senior-payments-engineer',
      locationText: 'Kuala Lumpur, Malaysia',
      city: 'Kuala Lumpur',
      country: 'Malaysia',
      remote: null,
      places: [{ locationText: 'Singapore, Singapore', city: 'Singapore', country: 'Singapore' }],
      workplace: 'hybrid',
      department: 'Engineering',
      postedAt: 'Tue, 17 Nov 2026 10:15:42 +0100',
      descriptionHtml:
        '<h3>About the role</h3><p>Build the card-acquiring platform our merchants across Southeast Asia settle through.</p><ul><li>Kotlin &amp; PostgreSQL</li><li>Event-driven systems</li></ul>',
      company: 'Nordlys Payments',
    });
    expect(read.postings[1]).toMatchObject({ locationText: 'Bengaluru, India', remote: true, workplace: 'remote', department: 'Customer Success' });
    expect(read.postings[1].places).toBeUndefined();
  });

  it('maps every remote status Teamtailor writes, and reads a location by its name when it has no city', async () => {
    const statuses = ['none', 'hybrid', 'fully', 'temporary', ''];
    const items = statuses.map(
      (s, i) =>
        `<item><title>Role ${i}</title><link>https://nordlys.teamtailor.com/jobs/${i + 1}-role</link>${s ? `<remoteStatus>${s}</remoteStatus>` : ''}` +
        `<tt:locations><tt:location><tt:name>Makati, Philippines</tt:name></tt:location></tt:locations></item>`,
    );
    const read = await teamtailor.read(source, serving(() => feed(items.join(''))));
    expect(read.postings.map((p) => [p.externalId, p.workplace, p.remote])).toEqual([
      ['1', 'on-site', false],
      ['2', 'hybrid', null],
      ['3', 'remote', true],
      ['4', 'temporarily remote', null],
      ['5', null, null],
    ]);
    expect(read.postings[0]).toMatchObject({ locationText: 'Makati, Philippines', city: null, country: null });
  });

  it('pages with offset while a page is full, each item once', async () => {
    const asked: string[] = [];
    const read = await teamtailor.read({ ...source, url: 'https://nordlys.teamtailor.com/jobs.rss?per_page=2' }, serving(paged(5), asked));
    expect(asked).toEqual([
      'https://nordlys.teamtailor.com/jobs.rss?per_page=2&offset=0',
      'https://nordlys.teamtailor.com/jobs.rss?per_page=2&offset=2',
      'https://nordlys.teamtailor.com/jobs.rss?per_page=2&offset=4',
    ]);
    expect(read.postings.map((p) => p.externalId)).toEqual(['guid-1', 'guid-2', 'guid-3', 'guid-4', 'guid-5']);
    expect(read.documents).toBe(3);
    expect(read.incomplete).toBeUndefined();
  });

  it('stops on a feed that ignores offset, and reads a feed longer than the page limit as incomplete', async () => {
    const same = await teamtailor.read({ ...source, url: 'https://nordlys.teamtailor.com/jobs.rss?per_page=2' }, serving(() => feed(item(1) + item(2))));
    expect(same.documents).toBe(2);
    expect(same.postings.map((p) => p.externalId)).toEqual(['guid-1', 'guid-2']);
    expect(same.incomplete).toBeUndefined();
    const long = await teamtailor.read({ ...source, url: 'https://nordlys.teamtailor.com/jobs.rss?per_page=1' }, serving(paged(TEAMTAILOR_MAX_PAGES + 5)));
    expect(long.documents).toBe(TEAMTAILOR_MAX_PAGES);
    expect(long.postings).toHaveLength(TEAMTAILOR_MAX_PAGES);
    expect(long.incomplete).toBe(true);
  });

  it('is the employer’s when its company is the employer’s name or its job pages are on the employer’s domain', () => {
    const onTeamtailor = { url: 'https://nordlys.teamtailor.com/jobs/8214573-senior-payments-engineer' };
    expect(verification(source, onTeamtailor)).toEqual({ verified: true, reason: 'board nordlys.teamtailor.com belongs to company nordlys, employer website nordlys.example' });
    expect(verification({ ...source, url: 'https://nordlys.na.teamtailor.com/jobs.rss' }, onTeamtailor).verified).toBe(true);
    const other = { ...source, url: 'https://someone-else.teamtailor.com/jobs.rss' };
    expect(verification(other, { url: 'https://someone-else.teamtailor.com/jobs/1-x' })).toEqual({
      verified: false,
      reason: 'mismatch: board someone-else.teamtailor.com belongs to company someone-else, employer website nordlys.example',
    });
    expect(verification(other, { url: 'https://careers.nordlys.example/jobs/1-x' })).toEqual({ verified: true, reason: 'job page careers.nordlys.example is on employer website nordlys.example' });
  });

  it('never expands an entity the feed declares, and fails a document that is not an RSS feed', async () => {
    const doctype = '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x "EXPANDED">]>';
    const read = await teamtailor.read(source, serving(() => `${doctype}<rss><channel><item><title>Engineer &x;</title><link>https://nordlys.teamtailor.com/jobs/1-e</link></item></channel></rss>`));
    expect(read.postings[0].title).toBe('Engineer &x;');
    await expect(teamtailor.read(source, serving(() => '<workzag-jobs><position/></workzag-jobs>'))).rejects.toThrow('no <rss><channel>');
    await expect(teamtailor.read(source, serving(() => '<rss><channel><item>'))).rejects.toThrow('malformed XML');
  });
});
