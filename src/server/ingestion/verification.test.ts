import { verification, isVerified } from './run';
import type { SourceConfig } from './types';

/** Issue 31: verification states its evidence; an ATS board must belong to the employer. */
const src = (type: SourceConfig['type'], url: string, website = 'https://www.acme.com'): SourceConfig => ({ type, url, company: 'Acme Technologies Pvt Ltd', website });
const job = { url: 'https://acme.wd3.myworkdayjobs.com/External/job/Pune/QA_R-1' };

describe('verification', () => {
  it('says why a Workday board is the employer’s, or that it is not', () => {
    expect(verification(src('workday', 'https://acme.wd3.myworkdayjobs.com/wday/cxs/acme/External/jobs'), job)).toEqual({
      verified: true,
      reason: 'board acme.wd3.myworkdayjobs.com belongs to tenant acme, employer website acme.com',
    });
    expect(verification(src('workday', 'https://globex.wd5.myworkdayjobs.com/wday/cxs/globex/Careers/jobs'), job)).toEqual({
      verified: false,
      reason: 'mismatch: board globex.wd5.myworkdayjobs.com belongs to tenant globex, employer website acme.com',
    });
    // Workday's shared host names the tenant in the path, on the careers link as on the API.
    expect(verification(src('workday', 'https://wd3.myworkdaysite.com/en-US/recruiting/acme/External'), job)).toEqual({
      verified: true,
      reason: 'board wd3.myworkdaysite.com belongs to tenant acme, employer website acme.com',
    });
    expect(verification(src('workday', 'https://wd3.myworkdaysite.com/wday/cxs/globex/External/jobs'), job)).toMatchObject({ verified: false });
  });

  it('takes the board’s own website when its document names one', () => {
    const ashby = src('ashby', 'https://api.ashbyhq.com/posting-api/job-board/acme-careers');
    expect(verification(ashby, job, 'https://acme.com/')).toEqual({ verified: true, reason: 'board api.ashbyhq.com names website acme.com, employer website acme.com' });
    expect(verification(ashby, job, 'https://globex.example')).toMatchObject({ verified: false, reason: expect.stringMatching(/^mismatch: board api.ashbyhq.com names website globex.example/) });
  });

  it('accepts a job page on the employer’s domain (a Recruitee careers site on its own domain)', () => {
    const r = src('recruitee', 'https://gulfline.recruitee.com/api/offers/', 'https://gulfline.example');
    expect(verification(r, { url: 'https://careers.gulfline.example/o/warehouse-supervisor' })).toEqual({
      verified: true,
      reason: 'job page careers.gulfline.example is on employer website gulfline.example',
    });
    expect(verification(r, { url: 'https://gulfline.recruitee.com/o/x' }).reason).toBe('board gulfline.recruitee.com belongs to company gulfline, employer website gulfline.example');
  });

  it('keeps Greenhouse, Lever and SmartRecruiters boards configured for the employer verified, unless a mismatch is evident', () => {
    const gh = src('greenhouse', 'https://boards-api.greenhouse.io/v1/boards/zeta/jobs');
    expect(verification(gh, job)).toEqual({ verified: true, reason: 'configured greenhouse board boards-api.greenhouse.io (board zeta) for employer website acme.com' });
    expect(verification(gh, job, 'https://zeta.example').verified).toBe(false);
    expect(isVerified(src('lever', 'https://api.lever.co/v0/postings/acme'), job)).toBe(true);
  });

  it('keeps careers pages and feeds as before, with the reason', () => {
    expect(verification(src('jsonld', 'https://careers.acme.com/'), job)).toEqual({ verified: true, reason: 'careers page careers.acme.com is on employer website acme.com' });
    expect(verification(src('xml', 'https://feeds.example/acme.xml'), { url: 'https://jobs.example/1' })).toEqual({
      verified: false,
      reason: 'mismatch: job page jobs.example is not on employer website acme.com',
    });
  });
});
