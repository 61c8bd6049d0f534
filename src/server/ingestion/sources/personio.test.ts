import fs from 'node:fs';
import path from 'node:path';
import type { Fetcher } from '../fetcher';
import { personio } from './personio';

/** Issue 31: a Personio positions feed (fixtures/ats/personio-acme.xml), read with the feed parser's safe settings. */
const body = fs.readFileSync(path.join(__dirname, '../fixtures/ats/personio-acme.xml'), 'utf8');
const source = { type: 'personio' as const, url: 'https://acme.jobs.personio.de/xml?language=en', company: 'Acme Technologies', website: 'https://acme.com' };
const serving = (text: string) => ({ get: async (url: string) => ({ url, status: 200, contentType: 'text/xml', body: text }) }) as unknown as Fetcher;

describe('Personio positions feeds', () => {
  it('reads positions with their description blocks and offices; rejects a position with a bad id', async () => {
    const read = await personio.read(source, serving(body));
    expect(read.postings.map((p) => p.externalId)).toEqual(['1874512', '1874513']);
    expect(read.rejected).toEqual([{ id: '../../admin', reason: 'bad position id: ../../admin' }]);
    expect(read.postings[0]).toMatchObject({
      title: 'Senior Frontend Engineer (m/f/d)',
      url: 'https://acme.jobs.personio.de/job/1874512?language=en',
      locationText: 'Berlin, Germany',
      places: [{ locationText: 'Munich, Germany' }],
      department: 'Engineering',
      employmentType: 'permanent, full-time',
      postedAt: '2026-11-03T09:12:45+00:00',
      company: 'Acme Technologies GmbH',
    });
    expect(read.postings[0].descriptionHtml).toBe(
      '<h3>Your mission</h3><p>Build the React app our customers plan their fleets in.</p><h3>Your profile</h3><ul><li>TypeScript &amp; React</li><li>Accessibility</li></ul>',
    );
    expect(read.postings[1]).toMatchObject({ employmentType: 'intern, full-time', department: 'Operations' });
  });

  it('never expands an entity the feed declares, and fails a document that is not a positions feed', async () => {
    const doctype = '<?xml version="1.0"?><!DOCTYPE workzag-jobs [<!ENTITY x "EXPANDED">]>';
    const read = await personio.read(source, serving(`${doctype}<workzag-jobs><position><id>1</id><office>Berlin, Germany</office><name>Engineer &x;</name></position></workzag-jobs>`));
    expect(read.postings[0].title).toBe('Engineer &x;');
    await expect(personio.read(source, serving('<source><job/></source>'))).rejects.toThrow('no <workzag-jobs> root');
    await expect(personio.read(source, serving('<workzag-jobs><position>'))).rejects.toThrow('malformed XML');
  });
});
