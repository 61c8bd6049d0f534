import { TRUST_SIGNAL_MESSAGES } from '../../shared/trustMessages';
import { assessTrust, baseDomain, computeTrust, plainText, salaryNormFromSamples, type TrustInput } from './signals';

// The rules, tested alone: the learned layer (trust/learned) is replaced by a model that reads nothing here; its hook
// is tested in scamTypes.test.ts ("the learned layer") and the model in learned/learned.test.ts.
jest.mock('./learned', () => ({ learnedScamScore: () => ({ probability: 0, kind: null }) }));

/** A plain genuine listing: named employer with its website, apply link on its own domain, no money asked. */
const base: TrustInput = {
  title: 'Accounts Executive',
  description: '<p>Prepare GST returns and monthly reconciliations in Tally.</p><ul><li>2-4 years of experience</li></ul>',
  companyName: 'Sundaram Textiles Pvt Ltd',
  companyWebsite: 'https://www.sundaramtextiles.co.in',
  applyUrl: 'https://careers.sundaramtextiles.co.in/jobs/412',
  salary: { min: 30000, max: 40000, currency: 'INR', period: 'month' },
  salaryNorm: { currency: 'INR', monthlyMedian: 35000 },
  verifiedSource: false,
};
const job = (over: Partial<TrustInput>): TrustInput => ({ ...base, ...over });
const codes = (input: TrustInput) => computeTrust(input).signals.map((s) => s.code);
const withText = (description: string, over: Partial<TrustInput> = {}) => job({ description, ...over });

describe('a genuine listing', () => {
  it('is verified with no signals', () => {
    expect(computeTrust(base)).toEqual({ level: 'verified', signals: [] });
  });
});

describe('asks for money', () => {
  it.each([
    'A registration fee of Rs. 1,500 is payable before the interview.',
    'Candidates must deposit a refundable security deposit of ₹2,500 for the laptop.',
    'Documentation charges ₹3,000 only.',
    'Pay Rs 999 to confirm your slot.',
    'Visa processing charges AED 4,500 to be paid by the candidate.',
    'Medical and visa at own cost.',
    'Placement fee of PHP 15,000 payable after deployment.',
    'Send the processing fee via GCash to 0917 555 1234.',
    'Training fees ₹4,999 (100% refundable after joining).',
    'No registration fee, only a refundable deposit of ₹1,500 for your ID card.',
    'Registration charges lagenge ₹500.',
    'Kailangan magbayad ng processing fee na ₱2,000.',
    'Yuran pendaftaran RM150 dikenakan.',
    'Visa cost will be deducted from your first salary.',
    'Visa cost will be adjusted from your salary.',
    'If you do not pay the registration fee today, your slot will be cancelled.',
    'Visa cost QAR 3,000 adjusted from salary in 6 months.',
    'Ticket by candidate.',
    'After selection, service charge as per government norms.',
    'STCW course is mandatory; we arrange it at our institute for ₹65,000.',
    'Agent fees SGD 3,000 payable by worker before IPA is issued.',
    'Candidates bear the cost of visa stamping and GAMCA medical.',
  ])('flags "%s"', (text) => {
    const result = assessTrust(withText(text));
    // The evidence quotes the words of the text that asked for money.
    expect(text.toLowerCase()).toContain(String(result.evidence.asks_for_money).toLowerCase());
    expect(result.trust.level).toBe('high_risk');
    expect(result.trust.signals).toContainEqual({ code: 'asks_for_money', message: TRUST_SIGNAL_MESSAGES.asks_for_money });
  });

  it.each([
    'We do not charge any fee at any stage of recruitment.',
    'No fees charged to candidates.',
    'Visa, medical and air ticket are provided by the company.',
    'We reimburse visa fees and the DHA licence exam fee.',
    'Beware of fraudsters asking for a registration fee in our name.',
    'Registration fee: nil.',
    'Salary: ₹35,000 per month plus incentives.',
    'We pay ₹500 per hour for weekend shifts.',
    'Walang placement fee. Libre ang training.',
    'Annual air ticket and medical insurance.',
    'Consultation fee sharing of 60% for every patient.',
    'Valid DHA registration is required.',
    'Service charge shared among all staff every month.',
    'Fixed pay plus consultation fee sharing as per hospital policy.',
    'Documentation charges to clients are billed by our accounts team.',
    'The company pays all recruitment costs.',
    'CAMS preferred; the firm will sponsor the certification fee.',
    'Training allowance ₹5,000 during the first month.',
    'Overtime pay after 8 hours 6 days a week.',
  ])('does not flag "%s"', (text) => {
    expect(assessTrust(withText(text)).evidence.asks_for_money).toBeUndefined();
  });
});

describe('asks for bank or card details', () => {
  it('flags card and bank details asked up front, as high risk', () => {
    const result = assessTrust(withText('Fill out the form with your ATM card number for payroll enrolment.'));
    expect(result.evidence.asks_for_bank_details).toBe('atm card number');
    expect(result.trust.level).toBe('high_risk');
  });
  it('does not flag a warning against sharing them', () => {
    expect(codes(withText('We will never ask for your OTP or bank account details.'))).not.toContain('asks_for_bank_details');
  });
});

describe('contact only through a personal channel', () => {
  it('flags a Gmail or WhatsApp-only listing', () => {
    expect(codes(job({ description: 'Send CV to hr.jobs2026@gmail.com', companyWebsite: null, applyUrl: null }))).toContain('personal_contact_only');
    expect(codes(job({ description: 'WhatsApp your CV to +971 55 123 4567', companyWebsite: null, applyUrl: null }))).toContain('personal_contact_only');
    expect(codes(job({ description: 'Apply now', companyWebsite: null, applyUrl: 'https://wa.me/919812345678' }))).toContain('personal_contact_only');
  });
  it('does not flag a phone number beside a company channel', () => {
    expect(codes(withText('Questions? Call 98450 12345 or apply through our careers page.'))).not.toContain('personal_contact_only');
    expect(codes(job({ description: 'Email careers@sundaramtextiles.co.in or call 98450 12345', applyUrl: null }))).not.toContain('personal_contact_only');
  });
  it('is one caution signal on its own', () => {
    expect(computeTrust(job({ description: 'Email your CV to ravi.hr@yahoo.co.in', companyWebsite: null, applyUrl: null })).level).toBe('caution');
  });
});

describe('salary far above the norm', () => {
  it('flags a floor at 2.5× the monthly median or more, in any period and currency', () => {
    expect(codes(job({ salary: { min: 90000, max: 120000, currency: 'INR', period: 'month' } }))).toContain('salary_above_norm');
    expect(codes(job({ salary: { min: 5000, max: null, currency: 'INR', period: 'day' } }))).toContain('salary_above_norm');
    expect(codes(job({ salary: { min: 1500, max: null, currency: 'USD', period: 'month' }, salaryNorm: { currency: 'INR', monthlyMedian: 35000 } }))).toContain('salary_above_norm');
  });
  it('does not flag a wide "up to" range, a normal salary or a missing norm', () => {
    expect(codes(job({ salary: { min: 30000, max: 150000, currency: 'INR', period: 'month' } }))).not.toContain('salary_above_norm');
    expect(codes(job({ salary: { min: 1_000_000, max: null, currency: 'INR', period: 'year' } }))).not.toContain('salary_above_norm');
    expect(codes(job({ salary: { min: 900000, max: null, currency: 'INR', period: 'month' }, salaryNorm: null }))).not.toContain('salary_above_norm');
  });
});

describe('apply link on another domain', () => {
  it('flags an apply link away from the company website, or a link that hides its target', () => {
    expect(codes(job({ applyUrl: 'https://sundaram-careers-hr.com/apply' }))).toContain('apply_domain_mismatch');
    expect(codes(job({ applyUrl: 'https://bit.ly/3xYzAb' }))).toContain('apply_domain_mismatch');
    expect(codes(job({ applyUrl: 'https://docs.google.com/forms/d/e/1FAIpQL/viewform', companyWebsite: null }))).toContain('apply_domain_mismatch');
  });
  it('weighs a look-alike of the company domain more', () => {
    const result = assessTrust(job({ companyWebsite: 'bdo.com.ph', applyUrl: 'https://bdo-careers-hiring.com/apply' }));
    expect(result.evidence.apply_domain_mismatch).toBe('bdo-careers-hiring.com, a look-alike of bdo.com.ph');
    expect(result.score).toBe(2);
    expect(assessTrust(job({ applyUrl: 'https://other-careers.com/apply' })).score).toBe(1);
  });
  it('accepts the company domain, its subdomains, ATS hosts and job boards', () => {
    expect(codes(job({ applyUrl: 'https://www.jobstreet.com.ph/job/78123456' }))).not.toContain('apply_domain_mismatch');
    expect(codes(job({ applyUrl: 'https://sundaramtextiles.co.in/apply' }))).not.toContain('apply_domain_mismatch');
    expect(codes(job({ applyUrl: 'https://boards.greenhouse.io/sundaram/jobs/1' }))).not.toContain('apply_domain_mismatch');
    expect(codes(job({ applyUrl: 'https://www.naukri.com/job-listings-123' }))).not.toContain('apply_domain_mismatch');
  });
  it('reads registrable domains of the region', () => {
    expect(baseDomain('https://careers.acme.co.in/jobs/1')).toBe('acme.co.in');
    expect(baseDomain('acme.com.ph')).toBe('acme.com.ph');
    expect(baseDomain('http://jobs.acme.ae:8080/x')).toBe('acme.ae');
    expect(baseDomain('not a domain')).toBeNull();
  });
});

describe('pressure wording', () => {
  it.each(['Limited seats! Immediate joining.', 'Pay today to block your slot.', '100% job guarantee after training.', 'Selection without interview, hurry!'])(
    'flags "%s"',
    (text) => expect(codes(withText(text))).toContain('pressure_wording'),
  );
  it('does not flag ordinary urgency', () => {
    expect(codes(withText('Immediate joiners preferred. Notice period up to 30 days.'))).not.toContain('pressure_wording');
  });
});

describe('no identifiable employer', () => {
  it('flags a missing or generic name without a website', () => {
    expect(codes(job({ companyName: 'Confidential', companyWebsite: null, applyUrl: null }))).toContain('no_identifiable_employer');
    expect(codes(job({ companyName: '', companyWebsite: null, applyUrl: null }))).toContain('no_identifiable_employer');
    expect(codes(job({ companyName: 'Reputed MNC', companyWebsite: null, applyUrl: null }))).toContain('no_identifiable_employer');
    expect(codes(job({ companyName: 'Company in Dubai', companyWebsite: null, applyUrl: null }))).toContain('no_identifiable_employer');
    expect(codes(job({ companyName: 'Syarikat Swasta', companyWebsite: null, applyUrl: null }))).toContain('no_identifiable_employer');
  });
  it('accepts a named employer, or a generic name with a website', () => {
    expect(codes(job({ companyName: 'Al Noor Bakery', companyWebsite: null, applyUrl: null }))).not.toContain('no_identifiable_employer');
    expect(codes(job({ companyName: 'Confidential' }))).not.toContain('no_identifiable_employer');
  });
});

describe('candidate reports', () => {
  it('puts a job with 3 distinct reports in caution at least', () => {
    const reports = [{ reason: 'fake_or_misleading' as const }, { reason: 'already_closed' as const }, { reason: 'other' as const }];
    expect(computeTrust(job({ reports: reports.slice(0, 2) })).level).toBe('verified');
    const trust = computeTrust(job({ reports }));
    expect(trust.level).toBe('caution');
    expect(trust.signals.map((s) => s.code)).toEqual(['candidate_reports']);
  });
  it('makes a job high risk when 3 candidates say it asked for money', () => {
    const reports = Array.from({ length: 3 }, () => ({ reason: 'asks_for_money' as const }));
    expect(computeTrust(job({ reports })).level).toBe('high_risk');
  });
  it('counts reports by weight: three light ones are not three candidates', () => {
    const light = Array.from({ length: 3 }, () => ({ reason: 'asks_for_money' as const, weight: 0.4 }));
    expect(computeTrust(job({ reports: light }))).toEqual({ level: 'verified', signals: [] });
    const heavy = Array.from({ length: 3 }, () => ({ reason: 'asks_for_money' as const, weight: 1 }));
    expect(computeTrust(job({ reports: heavy })).level).toBe('high_risk');
  });
});

describe('reports on a verified source (issue 33)', () => {
  const money = (n: number, weight = 1) => Array.from({ length: n }, () => ({ reason: 'asks_for_money' as const, weight }));
  it('never change the level alone: the job is under review and stays verified', () => {
    const trust = computeTrust(job({ verifiedSource: true, reports: money(10) }));
    expect(trust).toEqual({ level: 'verified', signals: [], under_review: true });
  });
  it('put a job under review only from REPORT_WEIGHT_FOR_REVIEW', () => {
    expect(computeTrust(job({ verifiedSource: true, reports: money(3, 0.5) }))).toEqual({ level: 'verified', signals: [] });
    expect(computeTrust(job({ verifiedSource: true, reports: money(2, 1) })).under_review).toBe(true);
  });
  it('add their signal where the rules agree, but never more than a caution: support decides', () => {
    const doubted = job({ verifiedSource: true, description: 'Limited seats, hurry! Prepare GST returns in Tally.' });
    expect(computeTrust(doubted).level).toBe('caution');
    const trust = computeTrust({ ...doubted, reports: money(10) });
    expect(trust.level).toBe('caution');
    expect(trust.signals.map((s) => s.code).sort()).toEqual(['candidate_reports', 'pressure_wording']);
    expect(trust.under_review).toBe(true);
  });
  it("make a job high risk once support upholds them, whatever is left of the reports", () => {
    const trust = computeTrust(job({ verifiedSource: true, reportsUpheld: true }));
    expect(trust.level).toBe('high_risk');
    expect(trust.signals).toEqual([{ code: 'confirmed_by_review', message: TRUST_SIGNAL_MESSAGES.confirmed_by_review }]);
  });
});

describe('levels', () => {
  it('makes two soft signals high risk and one a caution', () => {
    expect(computeTrust(withText('Limited seats, hurry!')).level).toBe('caution');
    expect(computeTrust(job({ description: 'Limited seats! WhatsApp 98765 43210.', companyWebsite: null, applyUrl: null })).level).toBe('high_risk');
  });
  it('adds soft signals up to high risk', () => {
    const trust = computeTrust(job({ companyName: 'HR Team', companyWebsite: null, applyUrl: null, description: 'WhatsApp 98765 43210 for details.' }));
    expect(trust.level).toBe('high_risk');
    expect(trust.signals.map((s) => s.code)).toEqual(['personal_contact_only', 'no_identifiable_employer']);
  });
  it('keeps a verified source at caution unless money is asked', () => {
    const odd = job({ verifiedSource: true, applyUrl: 'https://bit.ly/x', description: 'Limited seats, hurry!', salary: { min: 200000, max: null, currency: 'INR', period: 'month' } });
    expect(computeTrust(odd).level).toBe('caution');
    expect(computeTrust({ ...odd, description: 'Pay the training fee of ₹5,000.' }).level).toBe('high_risk');
  });
});

describe('helpers', () => {
  it('reads HTML as plain text', () => {
    expect(plainText('<p>Fee&nbsp;&#8377;500</p><li>Rs.&nbsp;200</li>')).toContain('fee ₹500');
  });
  it('reads hostile text whole: long runs without separators, and only the first 100,000 characters', () => {
    expect(computeTrust(withText('a'.repeat(200_000))).level).toBe('verified');
    expect(computeTrust(withText('a.'.repeat(60_000))).level).toBe('verified');
    expect(computeTrust(withText(`${'x '.repeat(60_000)} registration fee ₹500`)).level).toBe('verified');
  });
  it('takes the median of enough samples only', () => {
    expect(salaryNormFromSamples([10, 30, 20, 40, 50], 'inr')).toEqual({ currency: 'INR', monthlyMedian: 30 });
    expect(salaryNormFromSamples([10, 20, 30, 40], 'INR', 4)).toEqual({ currency: 'INR', monthlyMedian: 25 });
    expect(salaryNormFromSamples([10, 20], 'INR')).toBeNull();
  });
});
