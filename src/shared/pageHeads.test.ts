import fs from 'node:fs';
import path from 'node:path';
import * as heads from './pageHeads';
import * as jobHeads from './jobPageHead';
import type { JobHeadFields } from './jobPageHead';
import { clip, textFromHtml } from './plainText';
import { HIGH_RISK_WARNING } from './trustMessages';

const job: JobHeadFields = {
  position: 'Facilities Manager',
  company: 'Pinnacle Solutions',
  city: 'Singapore',
  country: 'Singapore',
  salary: { min: 6000, max: 8000, currency: 'SGD', period: 'month' } as JobHeadFields['salary'],
  work_type: 'Full-time',
  role_level: 'Manager',
  job_function: 'Operations',
  description: '<p>Run our <b>buildings</b> &amp; sites.</p><p>Five days a week.</p>',
  highRisk: false,
};

describe('page titles: one rule, "{page} | VeriJobs"', () => {
  test('site title and the home page', () => {
    expect(heads.siteTitle('About Us')).toBe('About Us | VeriJobs');
    expect(heads.HOME_HEAD.title).toBe('VeriJobs – verified jobs and SmartMatch alerts');
    expect(heads.HOME_HEAD.description).toMatch(/^Verified jobs from employer sites/);
  });

  test('the job list per page, with the count written en-US', () => {
    expect(heads.jobListHead(1, 12345)).toEqual({
      title: 'Latest verified jobs | VeriJobs',
      description: '12,345 verified jobs from employer sites in India, the Philippines, Malaysia, Singapore and the Gulf. Newest first.',
    });
    expect(heads.jobListHead(3, 5).title).toBe('Latest verified jobs – page 3 | VeriJobs');
    expect(heads.pagedPath('/jobs', 1)).toBe('/jobs');
    expect(heads.pagedPath('/jobs', 2)).toBe('/jobs?page=2');
  });

  test('an open job names its city; its description leads with the facts, then the text', () => {
    const head = jobHeads.jobHead(job);
    expect(head.title).toBe('Facilities Manager at Pinnacle Solutions – Singapore | VeriJobs');
    expect(jobHeads.jobLead(job)).toBe('Facilities Manager at Pinnacle Solutions in Singapore, Singapore. SGD 6,000–8,000 / month · Full-time · Manager · Operations.');
    expect(head.description).toBe(`${jobHeads.jobLead(job)} Run our buildings & sites. Five days a week.`);
  });

  test('a likely scam leads with the warning; a long text is clipped at 300', () => {
    const head = jobHeads.jobHead({ ...job, highRisk: true, description: 'word '.repeat(200) });
    expect(head.description.startsWith(`${HIGH_RISK_WARNING.title}. Facilities Manager at`)).toBe(true);
    expect(head.description.length).toBeLessThanOrEqual(300);
    expect(head.description.endsWith('…')).toBe(true);
  });

  test('a closed job', () => {
    expect(jobHeads.closedJobHead(job)).toEqual({
      title: 'Facilities Manager at Pinnacle Solutions – closed | VeriJobs',
      description: 'Facilities Manager at Pinnacle Solutions (Singapore, Singapore) is no longer accepting applications.',
    });
  });

  test('an unusable salary is left out of the facts', () => {
    expect(jobHeads.usableSalary(null)).toBeNull();
    expect(jobHeads.usableSalary({ ...job.salary!, currency: 'sgd' })).toBeNull();
    expect(jobHeads.usableSalary({ ...job.salary!, min: 0, max: -1 })).toBeNull();
    expect(jobHeads.usableSalary({ ...job.salary!, min: 9000, max: 8000 })).toEqual({ ...job.salary, min: 9000, max: null });
    expect(jobHeads.jobLead({ ...job, salary: null, work_type: '', role_level: '', job_function: '' })).toBe('Facilities Manager at Pinnacle Solutions in Singapore, Singapore.');
  });

  test('browse-by overviews and lists', () => {
    expect(heads.browseOverviewHead('city', ['Pune', 'Manila'])).toEqual({ title: 'Jobs by city | VeriJobs', description: 'Verified jobs in 2 cities: Pune, Manila.' });
    expect(heads.browseOverviewHead('function', []).title).toBe('Jobs by category | VeriJobs');
    expect(heads.browseOverviewHead('companies', []).title).toBe('Jobs by company | VeriJobs');
    expect(heads.browseListHeading('companies', 'Acme')).toBe('Jobs at Acme');
    expect(heads.browseListHeading('city', 'Pune')).toBe('Jobs in Pune');
    expect(heads.browseListHeading('function', 'Engineering')).toBe('Engineering jobs');
    expect(heads.browseListHead('city', 'Pune', 1, 1200)).toEqual({ title: 'Jobs in Pune | VeriJobs', description: '1,200 verified jobs in Pune, newest first, on VeriJobs.' });
    expect(heads.browseListHead('function', 'Engineering', 2, 3)).toEqual({
      title: 'Engineering jobs – page 2 | VeriJobs',
      description: '3 verified Engineering jobs, newest first, on VeriJobs.',
    });
  });

  test('articles and the static pages', () => {
    expect(heads.ARTICLES_HEAD.title).toBe('Career Advice – Articles | VeriJobs');
    expect(heads.articleHead({ title: 'Resumes', description: 'How to.' })).toEqual({ title: 'Resumes | VeriJobs', description: 'How to.' });
    expect(heads.staticPageHead('/about-us')).toEqual({ title: 'About Us | VeriJobs', description: heads.STATIC_PAGE_HEADS['/about-us'].description });
    expect(heads.notFoundHead(heads.ARTICLE_NOT_FOUND)).toEqual({ title: 'Article not found | VeriJobs', description: heads.ARTICLE_NOT_FOUND.text });
    expect(heads.notFoundHead(heads.JOB_NOT_FOUND).title).toBe('Job not found | VeriJobs');
    expect(Object.keys(heads.STATIC_PAGE_HEADS)).toEqual(['/about-us', '/terms', '/smart-match', '/contact-us', '/login', '/register']);
  });
});

describe('plain text for descriptions', () => {
  test('textFromHtml drops markup and decodes entities', () => {
    expect(textFromHtml('<script>x()</script><p>A &amp; B</p><li>C&#39;s</li>')).toBe('A & B\nC\'s');
  });

  test('clip cuts at a word with an ellipsis', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('one two three four five six', 20)).toBe('one two three four…');
  });
});

describe('the landing head', () => {
  it('is the one public/index.html carries (the shell every client-rendered page starts from, and usePageHead restores)', () => {
    const html = fs.readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(heads.HOME_HEAD.title);
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe(heads.HOME_HEAD.description);
  });

  it('writes counts as the app does, without Intl', () => {
    expect(heads.jobListHead(1, 1234567).description).toContain('1,234,567');
  });
});
