import fs from 'node:fs';
import path from 'node:path';
import { boardOf, discover, discoverIn, employerName } from './discover';
import type { Fetcher } from './fetcher';
import { SourceError } from './types';

/** Issue 31: `npm run ingest -- --add URL` recognises a careers page's source from its markup (fixtures/ats/careers-*.html). */
const page = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures/ats', `careers-${name}.html`), 'utf8');
const at = 'https://careers.example-employer.com/';

describe('discovering a careers page’s source', () => {
  it.each([
    ['greenhouse', 'greenhouse', 'https://boards-api.greenhouse.io/v1/boards/acme/jobs', 'Acme Technologies', 'Greenhouse board acme'],
    ['lever', 'lever', 'https://api.lever.co/v0/postings/gulfline?mode=json', 'Gulfline Logistics', 'Lever company gulfline'],
    ['smartrecruiters', 'smartrecruiters', 'https://api.smartrecruiters.com/v1/companies/ManilaCareHealth/postings', 'Manila Care Health', 'SmartRecruiters company ManilaCareHealth'],
    ['workday', 'workday', 'https://acme.wd3.myworkdayjobs.com/wday/cxs/acme/External/jobs', 'Acme Technologies Pvt Ltd', 'Workday tenant acme, site External (acme.wd3.myworkdayjobs.com)'],
    ['ashby', 'ashby', 'https://api.ashbyhq.com/posting-api/job-board/acme?includeCompensation=true', 'Acme', 'Ashby board acme'],
    ['recruitee', 'recruitee', 'https://gulfline.recruitee.com/api/offers/', 'Gulfline Logistics', 'Recruitee company gulfline'],
    ['workable', 'workable', 'https://apply.workable.com/api/v1/widget/accounts/manilacare?details=true', 'Manila Care Health', 'Workable account manilacare'],
    ['personio', 'personio', 'https://acme.jobs.personio.de/xml', 'Acme Technologies GmbH', 'Personio company acme'],
    ['jsonld', 'jsonld', at, 'Nimbus Foods Pvt Ltd', '1 schema.org JobPosting block on the page'],
    ['zoho', 'jsonld', at, 'Orbit Infra Projects Ltd', '1 schema.org JobPosting block on the page'],
    ['darwinbox', 'jsonld', at, 'Lumen Finserv Pvt Ltd', '1 schema.org JobPosting block on the page'],
  ])('recognises a %s careers page', (fixture, type, url, company, evidence) => {
    expect(discoverIn(page(fixture), at)).toEqual({ source: { type, url, company, website: 'https://careers.example-employer.com' }, evidence });
  });

  it('recognises a Teamtailor careers site a careers page links (fixtures/providers/careers-teamtailor.html)', () => {
    const html = fs.readFileSync(path.join(__dirname, 'fixtures/providers/careers-teamtailor.html'), 'utf8');
    expect(discoverIn(html, at)).toEqual({
      source: { type: 'teamtailor', url: 'https://nordlys.teamtailor.com/jobs.rss', company: 'Nordlys Payments Sdn Bhd', website: 'https://careers.example-employer.com' },
      evidence: 'Teamtailor company nordlys (nordlys.teamtailor.com)',
    });
  });

  it('recognises a Teamtailor career site on the employer’s own domain, its feed at the same origin (fixtures/providers/careers-teamtailor-own-domain.html)', () => {
    const html = fs.readFileSync(path.join(__dirname, 'fixtures/providers/careers-teamtailor-own-domain.html'), 'utf8');
    expect(discoverIn(html, 'https://careers.kestrel-logistics.sg/')).toEqual({
      source: { type: 'teamtailor', url: 'https://careers.kestrel-logistics.sg/jobs.rss', company: 'Kestrel Logistics Pte Ltd', website: 'https://careers.kestrel-logistics.sg' },
      evidence: 'Teamtailor career site on careers.kestrel-logistics.sg (its assets from teamtailor-cdn.com)',
    });
    // An image from Teamtailor's CDN on a page Teamtailor did not render is no career site.
    const logoOnly = '<html><head><title>Acme</title></head><body><img src="https://images.teamtailor-cdn.com/images/s3/logo.png"></body></html>';
    expect(discoverIn(logoOnly, 'https://www.acme.example/')).toBeNull();
  });

  it('refuses a page with no board and no JobPosting markup, saying so', async () => {
    expect(discoverIn(page('none'), at)).toBeNull();
    const fetcher = { get: async (url: string) => ({ url, status: 200, contentType: 'text/html', body: page('none') }) } as unknown as Fetcher;
    await expect(discover(at, fetcher)).rejects.toThrow(`no job board or JobPosting markup found on ${at}`);
  });

  it('fetches with the given fetcher, whose refusals (another host’s redirect) are the reason', async () => {
    const fetcher = {
      get: async (url: string) => {
        throw new SourceError(`${url}: redirect to another host (jobs.elsewhere.example) not followed`);
      },
    } as unknown as Fetcher;
    await expect(discover(at, fetcher)).rejects.toThrow('redirect to another host');
  });

  it('knows board addresses, and not the ATS’s own site', () => {
    expect(boardOf('https://job-boards.greenhouse.io/acme/jobs/4012001')?.url).toBe('https://boards-api.greenhouse.io/v1/boards/acme/jobs');
    expect(boardOf('https://jobs.eu.lever.co/acme')?.url).toBe('https://api.eu.lever.co/v0/postings/acme?mode=json');
    expect(boardOf('https://acme.jobs.personio.com/job/1874512')?.url).toBe('https://acme.jobs.personio.com/xml');
    expect(boardOf('https://acme.na.teamtailor.com/jobs/4012001-engineer')?.url).toBe('https://acme.na.teamtailor.com/jobs.rss');
    expect(boardOf('https://www.teamtailor.com/en/')).toBeNull();
    expect(boardOf('https://app.teamtailor.com/companies/acme')).toBeNull();
    expect(boardOf('https://na.teamtailor.com/')).toBeNull();
    expect(boardOf('https://www.recruitee.com/')).toBeNull();
    expect(boardOf('https://www.workable.com/')).toBeNull();
    expect(boardOf('https://www.myworkday.com/acme')).toBeNull();
    expect(boardOf('https://wd3.myworkdaysite.com/en-US/recruiting/gulfline/Careers')).toEqual({
      type: 'workday',
      url: 'https://wd3.myworkdaysite.com/wday/cxs/gulfline/Careers/jobs',
      label: 'Workday tenant gulfline, site Careers (wd3.myworkdaysite.com)',
    });
  });

  it('names the employer from og:site_name, JSON-LD, else the title', () => {
    expect(employerName('<meta content="Acme &amp; Co" property="og:site_name">')).toBe('Acme & Co');
    expect(employerName('<title>Careers | Quiet Co</title>')).toBe('Quiet Co');
    expect(employerName('<p>nothing</p>')).toBeNull();
  });
});
