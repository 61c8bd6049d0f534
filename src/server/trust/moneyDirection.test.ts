/**
 * Issue 35: who pays whom. A wage is pay, not a fee; a posting that has the candidate pay, deposit, send, top up, keep
 * cash ready, buy a kit, enrol in a paid course or accept a deduction from the salary asks for money whatever the fee
 * is called, in English, Hinglish (either word order), Taglish and Malay; "no fees" and "paid by the employer" count
 * only when they really say so.
 */
import { TRUST_SIGNAL_MESSAGES } from '../../shared/trustMessages';
import { parseSalaryText } from '../../shared/salary';
import { assessRules } from '../testing/trustInput';

const assess = assessRules;

describe('a wage is not a fee', () => {
  it.each([
    '$25/hr',
    '$25/Hr',
    'PAY SCALE : $25/hr',
    'COMPENSATION package: $9.47/hour',
    '₹800 per day',
    'earn RM 150/day',
    'Pay: ₹18,000 per month plus PF and ESI.',
    'Sahod: ₱600 kada araw, may overtime.',
    'Gaji RM1,800 sebulan.',
    'Stipend ₹10,000 during training.',
  ])('"%s" is pay', (text) => {
    const result = assess(text);
    expect(result.evidence.asks_for_money).toBeUndefined();
    expect(result.trust.level).toBe('verified');
  });

  it('reads the same wages as salaries, not as sums asked', () => {
    expect(parseSalaryText('PAY SCALE : $25/hr')).toEqual({ min: 25, max: 25, currency: 'USD', period: 'hour' });
    expect(parseSalaryText('COMPENSATION package: $9.47/hour')).toEqual({ min: 9.47, max: 9.47, currency: 'USD', period: 'hour' });
    expect(parseSalaryText('₹800 per day')).toEqual({ min: 800, max: 800, currency: 'INR', period: 'day' });
  });

  it('still reads a fee beside a wage', () => {
    expect(assess('Earn ₹800 per day after you pay the ₹1,200 kit charge.').evidence.asks_for_money).toBeDefined();
  });
});

describe('the candidate as payer, whatever the fee is called', () => {
  it.each([
    // English, fees under other names
    ['Pay the verification formalities of ₹45,000 before joining.', 'en'],
    ['A refundable asset security is taken at joining.', 'en'],
    ['Buy the product kit of ₹11,000 to start selling.', 'en'],
    ['Enrol in our mentorship track (₹4,999) to get placed.', 'en'],
    ['Keep ₹1,500 ready in cash on the interview day.', 'en'],
    ['A starter recharge activates your work account.', 'en'],
    ['You must deposit ₹2,000 as a security amount.', 'en'],
    ['Candidates need to transfer the amount before the offer letter.', 'en'],
    ['Visa and ticket arranged by us and recovered from your salary over 6 months.', 'en'],
    ['Recruitment costs will be deducted from your monthly salary.', 'en'],
    ['Visa fee of AED 3,000 is not reimbursed.', 'en'],
    ['Pay for your own membership, $40 to start.', 'en'],
    ['Police verification arranged by us for ₹1,500.', 'en'],
    ['OMR12 towards portal login charges, fully refundable after 3 months.', 'en'],
    ['Aapko sirf ₹12,000 pay karna hai Paytm pe.', 'hinglish'],
    // Hinglish, both word orders
    ['Joining se pehle bhejna hoga ₹15,000.', 'hinglish'],
    ['Joining se pehle ₹15,000 bhejna hoga.', 'hinglish'],
    ['₹500 ka form bharna padega.', 'hinglish'],
    ['Training ki fees jama karni hogi.', 'hinglish'],
    ['Registration ke liye ₹999 dena hoga.', 'hinglish'],
    // Taglish
    ['Para sa medical, may bayad na ₱3,500.', 'taglish'],
    ['Kailangan magbayad ng processing fee bago ang interview.', 'taglish'],
    // Malay
    ['Kos pendaftaran RM120 dikenakan.', 'malay'],
    ['Calon perlu bayar deposit sebelum mula kerja.', 'malay'],
    ['Sila bayar deposit RM300 untuk pakaian seragam.', 'malay'],
  ])('"%s" (%s) asks for money, high risk, the phrase as evidence', (text) => {
    const result = assess(text);
    expect(result.evidence.asks_for_money).toBeDefined();
    expect(text.toLowerCase()).toContain(String(result.evidence.asks_for_money));
    expect(result.trust.level).toBe('high_risk');
    expect(result.trust.signals).toContainEqual({ code: 'asks_for_money', message: TRUST_SIGNAL_MESSAGES.asks_for_money });
  });

  it('keeps a verified source at high risk when it asks for money', () => {
    expect(assess('Keep ₹1,500 ready in cash on the interview day.', { verifiedSource: true }).trust.level).toBe('high_risk');
  });
});

describe('a denial counts only when it really denies', () => {
  it.each([
    'We never charge candidates any fee.',
    'No fees at any stage of recruitment.',
    'Visa, ticket and medical are paid by the employer.',
    'Training is free of charge.',
    'Walang bayad ang application.',
    'Tiada kos pendaftaran.',
    'Koi fees nahi hai.',
    'We reimburse the DHA licence fee.',
    'Beware of fraudsters asking you to pay a registration fee in our name.',
    'Cash collection from customers and daily deposit at the branch.',
    'A laptop worth ₹60,000 is provided.',
  ])('"%s" asks for nothing', (text) => {
    expect(assess(text).evidence.asks_for_money).toBeUndefined();
  });

  it.each([
    ['No. of seats limited, registration fee ₹500.', 'a count is no denial'],
    ['The registration fee of ₹500 is non-refundable.', '"non-refundable" is no denial'],
    ['Visa fee of AED 3,000 is not reimbursed.', '"not reimbursed" is not the employer paying'],
    ['Air ticket arranged by us, cost recovered from your salary.', 'advanced by the employer, paid by the candidate'],
  ])('"%s" still asks (%s)', (text) => {
    expect(assess(text).evidence.asks_for_money).toBeDefined();
  });
});
