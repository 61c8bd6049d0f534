/**
 * Issue 35: scams that ask no fee inside the posting, each its own signal; the identity rules that hold on a verified
 * source; unrealistic pay for home work; and the learned layer's hook.
 */
import { TRUST_SIGNAL_MESSAGES, type TrustSignalCode } from '../../shared/trustMessages';
import {
  assessTrust,
  HOME_WORK_MAX_USD_PER_HOUR,
  LEARNED_CAUTION,
  LEARNED_HIGH_RISK,
  RULES_ONLY,
  type LearnedScorer,
  type TrustInput,
} from './signals';

const base: TrustInput = {
  title: 'Online Associate',
  description: '',
  companyName: 'Sundaram Textiles Pvt Ltd',
  companyWebsite: 'https://www.sundaramtextiles.co.in',
  applyUrl: 'https://careers.sundaramtextiles.co.in/jobs/412',
};
const assess = (over: Partial<TrustInput>, learned: LearnedScorer = RULES_ONLY) => assessTrust({ ...base, ...over }, undefined, learned);
const text = (description: string, over: Partial<TrustInput> = {}) => assess({ description, ...over });

describe.each<[TrustSignalCode, 'high_risk' | 'caution', string[], string[]]>([
  [
    'task_scam',
    'high_risk',
    [
      'Simple job: like and follow Instagram pages, earn ₹50 per task.',
      'Rate products on our merchant app and earn commission daily.',
      'Complete prepaid tasks to earn triple returns.',
      'Recharge to unlock the next level of tasks.',
      'Mag-like at follow lang ng mga TikTok videos, kumita ng ₱1,500 araw-araw.',
      'YouTube videos like karke kamao ₹3,000 daily.',
    ],
    ['Manage our Instagram and Facebook pages and grow followers.', 'We will never ask you to like and follow pages for money.'],
  ],
  [
    'money_mule',
    'high_risk',
    [
      'Work as a payment processing agent from home.',
      'Receive payments into your personal bank account and transfer them to our partners, keeping 10% commission.',
      'Rent your bank account to us for ₹5,000 a month.',
    ],
    ['Process vendor payments in SAP and reconcile bank statements.', 'Accounts payable: payments to suppliers via bank transfer.'],
  ],
  [
    'reshipping',
    'high_risk',
    ['Receive packages at home and reship them to our overseas clients.', 'Package forwarding coordinator, work from home.'],
    ['Warehouse associate: pick, pack and ship orders from our Bhiwandi warehouse.'],
  ],
  [
    'trading_wallet',
    'caution',
    [
      'We give you a funded trading account to trade for us.',
      'Manage a crypto trading wallet from home, daily profits.',
      'Applicants should have at least USD 5,000 in investable assets.',
    ],
    ['Private banker for clients with at least SGD 5 million in investable assets.', 'Trade finance officer: letters of credit and guarantees.'],
  ],
  [
    'government_job_no_exam',
    'caution',
    ['Railway jobs without exam, direct appointment in Group D.', 'Sarkari naukri, no exam, direct joining letter.'],
    ['Walk-in interview for a private hospital, no written test.', 'Government job aspirants: apply through the official SSC exam.'],
  ],
  [
    'instant_deployment',
    'caution',
    ['Fly within 7 days to Dubai, visa ready.', 'Direct hiring, visa ready, no interview for Poland factory workers.', 'Deployment within 5 days to Saudi Arabia.'],
    ['Deployment after the employer interview, contract and POEA processing (about 3 months).'],
  ],
  [
    'asks_for_bank_details',
    'high_risk',
    [
      'Send the TAC number you receive to confirm your registration.',
      'Share a photo of your ATM card for salary setup.',
      'Provide your net banking password so we can credit your salary.',
      'Tell us the OTP sent to your phone.',
      'Share the CVV of your debit card.',
    ],
    ['We will never ask for your OTP, TAC or card details.', 'Bank account for salary credit is opened by HR after joining.'],
  ],
  [
    'asks_for_identity_selfie',
    'caution',
    [
      'To activate your account send a selfie holding your Aadhaar card.',
      'Selfie with your MyKad (both sides visible) for verification.',
      'Submit your Emirates ID and a live selfie on WhatsApp.',
      'Complete a video KYC with our agent today.',
      'Send a selfie video saying your full name.',
      'Email a photo of your passport before the interview.',
      'Magpadala ng selfie na hawak ang valid ID. Send selfie with your valid ID.',
    ],
    [
      'Bring your Aadhaar card and two passport-size photos to the walk-in interview.',
      'A photo for your ID badge is taken on the first day.',
      'Passport copy is needed for visa processing after the offer is signed.',
      'Selfie stick and tripod provided for our content creators.',
    ],
  ],
])('%s', (code, level, flagged, clean) => {
  it.each(flagged)(`flags "%s" (${level})`, (description) => {
    const result = text(description);
    expect(result.evidence[code]).toBeDefined();
    expect(description.toLowerCase()).toContain(String(result.evidence[code]).replace(/ \(.*\)$/, ''));
    expect(result.trust.signals).toContainEqual({ code, message: TRUST_SIGNAL_MESSAGES[code] });
    if (level === 'high_risk') expect(result.trust.level).toBe('high_risk');
    else expect(result.trust.level).not.toBe('verified');
  });
  it.each(clean)('does not flag "%s"', (description) => {
    expect(text(description).evidence[code]).toBeUndefined();
  });
});

describe('identity beyond the source', () => {
  // Issue 35: verification says where the posting came from, not that its contact is the company's; these hold on a
  // verified source, as caution.
  const verified = { verifiedSource: true, companyWebsite: null, applyUrl: null };
  it('flags a famous brand named with a free-mail address, at caution, even on a verified source', () => {
    const result = assess({ ...verified, companyName: 'Amazon India Pvt. Ltd.', description: 'Send your CV to amazon.hr.jobs@gmail.com' });
    expect(result.evidence.brand_contact_mismatch).toBe('amazon with amazon.hr.jobs@gmail.com');
    expect(result.trust.level).toBe('caution');
  });
  it('flags a brand reached only on WhatsApp or Telegram, and a brand on a domain not its own', () => {
    expect(assess({ ...verified, companyName: 'Emirates', description: 'WhatsApp +971 50 123 4567 to apply.' }).evidence.brand_contact_mismatch).toBe('emirates on whatsapp');
    expect(assess({ companyName: 'Saudi Aramco', companyWebsite: 'aramco-jobs-ksa.com', applyUrl: 'https://aramco-jobs-ksa.com/apply' }).evidence.brand_contact_mismatch).toBe('aramco on aramco-jobs-ksa.com');
    expect(
      assess({ ...verified, companyName: 'Gulf Staffing', description: 'We are hiring for Qatar Airways cabin crew. Email qa.recruit@outlook.com' }).evidence.brand_contact_mismatch,
    ).toBeDefined();
  });
  it('accepts the brand on its own domain or an ATS, and companies that only share a word with a brand', () => {
    expect(assess({ companyName: 'Amazon', companyWebsite: 'amazon.jobs', applyUrl: 'https://www.amazon.jobs/en/jobs/1' }).trust.level).toBe('verified');
    expect(assess({ companyName: 'Tata Motors', companyWebsite: 'tatamotors.com', applyUrl: 'https://tatamotors.wd3.myworkdayjobs.com/x' }).trust.level).toBe('verified');
    expect(assess({ companyName: 'Emirates Talent Connect', companyWebsite: 'emiratestalentconnect.ae', applyUrl: 'https://emiratestalentconnect.ae/jobs/1' }).trust.level).toBe('verified');
    expect(assess({ title: 'Sales Associate - Mall of the Emirates', description: 'Experience with Amazon and Shopee seller tools.' }).trust.level).toBe('verified');
  });
  it('flags a free-mail or Telegram-only contact on a verified source, as caution', () => {
    const gmail = assess({ ...verified, description: 'Email your CV to ravi.hr@gmail.com' });
    expect(gmail.evidence.personal_contact_only).toBe('ravi.hr@gmail.com');
    expect(gmail.trust.level).toBe('caution');
    expect(assess({ ...verified, description: 'Message our HR on Telegram @hr_priya' }).evidence.personal_contact_only).toBe('telegram');
  });
  it('counts a local phone or WhatsApp number on a verified source only beside another signal (SOLO_CONTACT_SIGNAL_ON_VERIFIED)', () => {
    expect(assess({ ...verified, description: 'Call 98450 12345 to apply.' }).trust).toEqual({ level: 'verified', signals: [] });
    const withPressure = assess({ ...verified, description: 'Limited seats, hurry! WhatsApp 98765 43210.' });
    expect(withPressure.evidence.personal_contact_only).toBe('whatsapp');
    // Two soft signals, capped at caution on a verified source.
    expect(withPressure.trust.level).toBe('caution');
    // A company name that says nothing: the number alone counts, on a verified source too.
    expect(assess({ ...verified, companyName: 'Company in Dubai', description: 'Send photo and CV on WhatsApp 056 123 4567.' }).trust.level).toBe('caution');
    // Not verified: a phone alone is a signal, as before.
    expect(assess({ companyWebsite: null, applyUrl: null, description: 'Call 98450 12345 to apply.' }).evidence.personal_contact_only).toBe('phone number');
  });
});

describe('unrealistic pay for unskilled home work', () => {
  it.each([
    'Work from home, no experience needed: $400 to $500 extra per day.',
    'Part-time data entry, USD 1,000-2,000 per week for 2 hours a day.',
    'Earn ₹30,000 weekly from home typing.',
  ])('flags "%s"', (description) => {
    const result = text(description);
    expect(result.evidence.unrealistic_pay_claim).toMatch(/about USD \d+ an hour/);
    expect(result.trust.level).not.toBe('verified');
  });
  it.each([
    'Remote customer service, $18/hr, full training.',
    'Work from home data entry, ₹15,000 per month.',
    'Part-time shop assistant, earn RM 150/day.',
    'Remote senior software engineer, $90/hr.',
  ])('does not flag "%s"', (description) => {
    expect(text(description).evidence.unrealistic_pay_claim).toBeUndefined();
  });
  it('names its bound in US dollars an hour', () => {
    expect(HOME_WORK_MAX_USD_PER_HOUR).toBeGreaterThan(15);
  });
});

describe('the learned layer', () => {
  const scorer = (probability: number, kind: string | null = 'task'): LearnedScorer => () => ({ probability, kind });
  it('adds nothing below LEARNED_CAUTION', () => {
    expect(assess({}, scorer(LEARNED_CAUTION - 0.01)).trust).toEqual({ level: 'verified', signals: [] });
  });
  it('is a caution from LEARNED_CAUTION and high risk from LEARNED_HIGH_RISK, its evidence the kind and probability', () => {
    const caution = assess({}, scorer(LEARNED_CAUTION));
    expect(caution.trust).toEqual({ level: 'caution', signals: [{ code: 'reads_like_known_scams', message: 'This listing reads like known job scams.' }] });
    expect(caution.evidence.reads_like_known_scams).toBe('reads like known task scams (p = 0.50)');
    expect(assess({}, scorer(LEARNED_HIGH_RISK)).trust.level).toBe('high_risk');
    // A verified source stays at caution on the model's word alone.
    expect(assess({ verifiedSource: true }, scorer(0.99)).trust.level).toBe('caution');
  });
  it('passes the plain text and the rule codes found, and survives a failing model', () => {
    const seen: Array<[string, readonly string[]]> = [];
    assess({ description: '<p>Limited seats, hurry!</p>' }, (t, codes) => {
      seen.push([t, codes]);
      return { probability: 0, kind: null };
    });
    expect(seen).toEqual([[expect.stringContaining('limited seats, hurry!'), ['pressure_wording']]]);
    const failing: LearnedScorer = () => {
      throw new Error('no weights');
    };
    expect(assess({}, failing).trust.level).toBe('verified');
  });
});
