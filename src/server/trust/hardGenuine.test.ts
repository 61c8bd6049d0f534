/**
 * Issue 35: the hard genuine cases that new writers' postings showed the rules misreading (training part,
 * corpus/train/writer-c, -d, -e), each beside the scam it must still catch. Money words where the employer pays, a
 * salary "package", a government pay level, a hostel's rent taken from the pay, a service agreement repaid only on
 * leaving early, the state's exam fee on its own portal, a licensed agency's capped service charge (a caution, not a
 * verdict), lists covered by who pays, a delivery rider's customer code, the state's and a brand's own careers sites.
 */
import { TRUST_SIGNAL_MESSAGES } from '../../shared/trustMessages';
import { isGovernmentDomain } from './signals';
import { assessRules } from '../testing/trustInput';

const assess = assessRules;

describe('money words that are pay or the employer’s cost, beside the asks they must not hide', () => {
  it.each([
    ['Package: AED 4,000 - 5,000 all-inclusive (basic + housing + transport), duty meals, annual ticket.'],
    ['Package : SAR 38,000 - SAR 45,000 per month, rotation 10/4.'],
    ['Pay level 7 (₹44,900-1,42,400) as per the 7th CPC.'],
    ['Company hostel 5 minutes from the factory (RM60/month, deducted from salary; RM100 refundable key deposit deducted from first salary).'],
    ['Hostel and canteen at subsidised rates; ₹1,800/month is deducted from stipend for those who opt for hostel.'],
    ['Selected candidates sign an 18-month service agreement. If a trainee leaves before completing 18 months, a training cost of ₹1,25,000 is recoverable. No deposit, cheque or original certificates are collected at any stage.'],
    ['Trainees sign a 2-year service agreement. Early termination requires pro-rated repayment of the overseas training cost only. No payment is required from candidates to join.'],
    ['All recruitment costs, visa, ticket and medical are paid by the employer in line with PAM regulations.'],
    ['In line with Qatar labour law, all recruitment costs are paid by the hotel. We do not charge any recruitment, visa or medical fees.'],
    ['What the trust pays for: certificate of sponsorship, visa fee, immigration health surcharge, flight and 4 weeks of accommodation.'],
    ['For foreign candidates: S Pass/work permit fees, levy and medical are fully borne by the company.'],
    ['As a sea-based worker you will not pay any placement fee.'],
    ['All visa, medical and Emirates ID costs are paid by the sponsor; the worker pays nothing.'],
    ["We follow Qatar's ban on recruitment fees: if any agent asks you for money in our name, report it to us."],
    ['Weekly pay via bank transfer, CPF contributions apply.'],
    ['Rate: P1,000 per day. Payment within 7 days after the event via your own GCash or bank account.'],
    ['No placement fee. Employer shoulders visa, ticket, and processing costs.'],
    ["Subsidised nurses' hostel near the hospital (₹2,500/month, refundable security deposit of one month's rent at the time of allotment, as per hostel rules)."],
    ['Foreign candidates may be considered, and the company will apply for and pay all work pass fees and levies.'],
    ['SCE accreditation is required; the JV covers SCE membership fees after joining.'],
  ])('"%s" asks for nothing', (text) => {
    const result = assess(text);
    expect(result.evidence.asks_for_money).toBeUndefined();
    expect(result.trust.level).toBe('verified');
  });

  it.each([
    ['Package: ₱80,000 (kasama na visa, ticket, training). 50% down para ma-line up ka sa next batch.'],
    ['Visa and ticket cost of ₹60,000 will be deducted from your first three salaries.'],
    ['Training bond: a refundable deposit of ₹50,000 is collected before joining.'],
    ['No registration fee, only a refundable deposit of ₹1,500.'],
    ['Candidates bear the merit list charges, approx PHP 1,500, arranged by us.'],
    ['Hostel allotted after a refundable security deposit of ₹5,000 paid before joining.'],
    // Denials inside an ask are read, threats and "not refunded" are not denials.
    ['Candidates who do not pay the registration fee of ₹500 will not be considered.'],
    ['A security deposit of ₹3,000 is collected, which will not be refunded.'],
    ['You will receive an e-cheque for S$3,600. Please deposit the cheque using your bank app and transfer the amount to our vendor the same day so your laptop can be shipped.'],
  ])('"%s" still asks for money', (text) => {
    const result = assess(text);
    expect(result.evidence.asks_for_money).toBeDefined();
    expect(result.trust.level).toBe('high_risk');
  });
});

describe('the state’s exam fees, on its own portal', () => {
  const ssc = { companyName: 'Staff Selection Commission', companyWebsite: 'https://ssc.gov.in', applyUrl: 'https://ssc.gov.in' };
  it('an application fee of a recruiter on a government domain is no money ask; the same fee by UPI, or off the state’s domains, is', () => {
    expect(assess('Application fee: ₹100; women, SC, ST candidates exempted. Applications only online at ssc.gov.in.', ssc).evidence.asks_for_money).toBeUndefined();
    expect(assess('Exam fee ₹250 paid online.', { companyName: 'Indian Army', companyWebsite: 'https://joinindianarmy.nic.in', applyUrl: 'https://joinindianarmy.nic.in' }).evidence.asks_for_money).toBeUndefined();
    expect(assess('Application fee ₹850, paid online only through the IBPS site.', { companyName: 'IBPS', companyWebsite: 'https://www.ibps.in', applyUrl: 'https://www.ibps.in' }).evidence.asks_for_money).toBeUndefined();
    expect(
      assess('Application fee: ₹500, payable only through the online payment gateway on the official website. Fee once paid is non-refundable.', {
        companyName: 'National Health Mission, Odisha', companyWebsite: 'https://nhmodisha.gov.in', applyUrl: 'https://nhmodisha.gov.in/recruitment',
      }).evidence.asks_for_money,
    ).toBeUndefined();
    expect(assess('Application fee ₹500, send by UPI to 98xxxx@ybl.', ssc).evidence.asks_for_money).toBeDefined();
    expect(assess('Application fee ₹500 for the railway exam.', { companyName: 'Railway Jobs Cell', companyWebsite: 'https://railway-jobs-cell.in', applyUrl: 'https://railway-jobs-cell.in/apply' }).evidence.asks_for_money).toBeDefined();
  });

  it('knows the state’s domains', () => {
    for (const d of ['ssc.gov.in', 'nic.in', 'careers.gov.sg', 'csc.gov.ph', 'mohre.gov.ae', 'spa.gov.my']) expect(isGovernmentDomain(d)).toBe(true);
    for (const d of ['gov-jobs.in', 'govt-careers.com', 'sscgov.in', 'acme.com']) expect(isGovernmentDomain(d)).toBe(false);
  });
});

describe('a licensed agency’s service charge within the law’s cap', () => {
  const agency = { companyName: 'Travancore Health Careers', companyWebsite: 'https://travancorehealth.in', applyUrl: null };
  it('is a caution that says what the law allows, not a scam verdict', () => {
    const result = assess(
      'MEA Licence No. B-1187/KOC/COM/1000+/5/10342/2021. Service charge: as per MEA rules our service charge is ₹30,000 + 18% GST, collected only after visa is issued, with an official receipt.',
      agency,
    );
    expect(result.evidence.asks_for_money).toBeUndefined();
    expect(result.evidence.agent_service_charge).toBeDefined();
    expect(result.trust.level).toBe('caution');
    expect(result.trust.signals.map((s) => s.message)).toContain(TRUST_SIGNAL_MESSAGES.agent_service_charge);
    expect(TRUST_SIGNAL_MESSAGES.agent_service_charge).toMatch(/₹30,000/);
  });

  it('is a money ask without a licence, or asked up front', () => {
    expect(assess('Service charge ₹30,000 as per rules, with receipt.', agency).evidence.asks_for_money).toBeDefined();
    expect(
      assess('MEA Licence No. B-1187/KOC/COM/1000+/5/10342/2021. Service charge ₹30,000 as per MEA rules, paid in advance at the interview.', agency).evidence.asks_for_money,
    ).toBeDefined();
  });
});

describe('one-time codes that are a customer’s, not the candidate’s', () => {
  it('reads a rider’s delivery code and a denial in Malay as no request', () => {
    expect(assess('Riders confirm each drop with the customer OTP at the doorstep.').evidence.asks_for_bank_details).toBeUndefined();
    expect(assess('Pendaftaran percuma melalui aplikasi. Kami tidak akan minta kata laluan atau OTP anda.').evidence.asks_for_bank_details).toBeUndefined();
    expect(assess('Share the OTP you receive on your phone with our HR to activate payroll.').evidence.asks_for_bank_details).toBeDefined();
  });
});

describe('apply links to the state’s portals and a brand’s own careers site', () => {
  it('are no mismatch; a look-alike still is', () => {
    const ministry = { companyName: 'Ministry of Manpower', companyWebsite: 'https://www.mom.gov.sg', applyUrl: 'https://www.careers.gov.sg/jobs/123' };
    expect(assess('Apply through Careers@Gov.', ministry).evidence.apply_domain_mismatch).toBeUndefined();
    const health = { companyName: 'Ministry of Health', companyWebsite: 'https://www.moh.gov.sa', applyUrl: 'https://jadarat.sa/jobs/55' };
    expect(assess('Apply on Jadarat.', health).evidence.apply_domain_mismatch).toBeUndefined();
    const emirates = { companyName: 'Emirates', companyWebsite: 'https://www.emirates.com', applyUrl: 'https://www.emiratesgroupcareers.com/cabin-crew/' };
    expect(assess('Open day for cabin crew in Dubai.', emirates).evidence.apply_domain_mismatch).toBeUndefined();
    const lookalike = { companyName: 'Acme Foods', companyWebsite: 'https://acmefoods.com', applyUrl: 'https://acmefoods-careers.net/apply' };
    expect(assess('Apply now.', lookalike).evidence.apply_domain_mismatch).toMatch(/look-alike/);
  });
});
