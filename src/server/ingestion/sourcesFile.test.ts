import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appendSource, parseSources, parseSourcesFile } from './sourcesFile';

describe('the sources file', () => {
  it('reads the documented shape', () => {
    const text = JSON.stringify([
      { type: 'greenhouse', url: 'https://boards-api.greenhouse.io/v1/boards/acme/jobs', company: ' Acme Pvt Ltd ', website: 'https://acme.example' },
      { type: 'xml', url: 'https://feeds.example/acme.xml', company: 'Acme Pvt Ltd', website: 'https://acme.example', default_location: 'Bengaluru, India' },
      { type: 'workday', url: 'https://acme.wd3.myworkdayjobs.com/wday/cxs/acme/External/jobs', company: 'Acme Pvt Ltd', website: 'https://acme.example', max_bytes: 64 * 1024 * 1024 },
    ]);
    expect(parseSources(text)).toEqual([
      { type: 'greenhouse', url: 'https://boards-api.greenhouse.io/v1/boards/acme/jobs', company: 'Acme Pvt Ltd', website: 'https://acme.example' },
      { type: 'xml', url: 'https://feeds.example/acme.xml', company: 'Acme Pvt Ltd', website: 'https://acme.example', default_location: 'Bengaluru, India' },
      { type: 'workday', url: 'https://acme.wd3.myworkdayjobs.com/wday/cxs/acme/External/jobs', company: 'Acme Pvt Ltd', website: 'https://acme.example', max_bytes: 67108864 },
    ]);
  });

  it('names every bad entry at once', () => {
    const text = JSON.stringify([
      { type: 'monster', url: 'ftp://x', company: '', website: 'acme', max_bytes: 1000 },
      'not an object',
      { type: 'lever', url: 'https://api.lever.co/v0/postings/acme', company: 'Acme', website: 'https://acme.example' },
      { type: 'lever', url: 'https://api.lever.co/v0/postings/acme', company: 'Acme', website: 'https://acme.example', max_bytes: 1024 ** 3 },
    ]);
    expect(() => parseSources(text, 'sources.json')).toThrow(
      'sources.json: source 1: type must be one of greenhouse, lever, smartrecruiters, jsonld, xml, workday, ashby, recruitee, workable, personio, teamtailor; ' +
        'url must be an http(s) URL; company must be a name of 1 to 200 characters; website must be an http(s) URL; ' +
        'max_bytes must be a whole number of bytes from 1048576 (1 MB) to 536870912 (512 MB) | ' +
        'source 2: a text entry must be an http(s) URL of a careers page | ' +
        'source 4: max_bytes must be a whole number of bytes from 1048576 (1 MB) to 536870912 (512 MB)',
    );
    expect(() => parseSources('{"type": "lever"}')).toThrow('must be a JSON array');
    expect(() => parseSources('[{')).toThrow('is not valid JSON');
  });

  it('takes a bare careers-page URL for the CLI to discover; the schedule is told to run --add', () => {
    const text = JSON.stringify(['https://careers.example-employer.com', { type: 'lever', url: 'https://api.lever.co/v0/postings/acme', company: 'Acme', website: 'https://acme.example' }]);
    expect(parseSourcesFile(text)).toEqual({
      sources: [{ type: 'lever', url: 'https://api.lever.co/v0/postings/acme', company: 'Acme', website: 'https://acme.example' }],
      discover: ['https://careers.example-employer.com'],
    });
    expect(() => parseSources(text, 'sources.json')).toThrow(
      'sources.json: https://careers.example-employer.com is a careers page, not a source: run `npm run ingest -- --add https://careers.example-employer.com` to add its source',
    );
  });

  it('appends a discovered source, replacing its bare URL entry, and refuses a duplicate', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-'));
    const file = path.join(dir, 'sources.json');
    try {
      const lever = { type: 'lever' as const, url: 'https://api.lever.co/v0/postings/acme?mode=json', company: 'Acme', website: 'https://careers.acme.example' };
      appendSource(file, lever); // created when missing
      fs.writeFileSync(file, JSON.stringify([...(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown[]), 'https://careers.globex.example/']));
      const ashby = { type: 'ashby' as const, url: 'https://api.ashbyhq.com/posting-api/job-board/globex?includeCompensation=true', company: 'Globex', website: 'https://careers.globex.example' };
      appendSource(file, ashby, 'https://careers.globex.example');
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual([lever, ashby]);
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^\[\n {2}\{\n {4}"type": "lever"/);
      expect(() => appendSource(file, { ...lever, url: 'https://api.lever.co/v0/postings/acme/' })).toThrow(`${file} already has this source: source 1 (lever https://api.lever.co/v0/postings/acme?mode=json)`);
      expect(fs.readdirSync(dir)).toEqual(['sources.json']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
