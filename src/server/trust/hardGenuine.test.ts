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

/*
 * Writers H (small employers, licensed agencies) and I (large employers, government, big-board style), 2026-11-28,
 * second session: what the rules misread in their genuine postings, each beside the scam it must still catch.
 */
describe('writers H and I: the employer pays, named as what it is', () => {
  it('reads "covered by the clinic", "paid by the polyclinic" as the employer paying, not "paid by you at the clinic"', () => {
    for (const text of [
      'DHA licensing and visa costs are covered by the clinic.',
      'Ministry of Health licensing and all visa fees paid by the clinic.',
      'MOH licensing, visa and medical fees paid by the polyclinic.',
    ]) expect(assess(text).evidence.asks_for_money).toBeUndefined();
    expect(assess('Medical fees are paid by you at our partner clinic.').evidence.asks_for_money).toBeDefined();
    expect(assess('Visa fees are paid by you at clinic.').evidence.asks_for_money).toBeDefined();
  });

  it('reads a payer named in the clause after the comma, unless the employer pays only later', () => {
    expect(assess('Visa fee AED 950, paid by the company.').evidence.asks_for_money).toBeUndefined();
    expect(assess('Visa fee AED 950, which the company pays.').evidence.asks_for_money).toBeUndefined();
    expect(assess('Visa fee AED 950, covered by the company after joining.').evidence.asks_for_money).toBeDefined();
    expect(assess('Visa fee AED 950, paid by the candidate.').evidence.asks_for_money).toBeDefined();
    expect(assess('Pay the visa fee of AED 950 now, the company pays the ticket.').evidence.asks_for_money).toBeDefined();
  });
});

describe('writers H and I: denials the comma split had cut off', () => {
  it('reads Hindi’s negation at the end of a list ("koi … nahi hai") as denying the whole list', () => {
    expect(assess('Koi joining fee, deposit ya kit charge nahi hai.').trust.level).toBe('verified');
    expect(assess('Koi joining fee nahi, lekin kit charge ₹1,500 dena hoga.').evidence.asks_for_money).toBeDefined();
    expect(assess('Joining fee, deposit aur kit charge dena hoga.').evidence.asks_for_money).toBeDefined();
  });

  it('reads a quoted "security deposit" as an item of the denied list, not a verb', () => {
    expect(assess('Important: we never ask applicants for money, "security deposit" or UPI PIN.').trust.level).toBe('verified');
    expect(assess('We ask applicants for a "security deposit" of ₹2,000, refundable after joining.').evidence.asks_for_money).toBeDefined();
  });
});

describe('writers H and I: pay that looked like a sum asked', () => {
  it.each([
    ['Basic pay PHP 20k-25k depende sa experience + 10% night differential.'],
    ['Pay RM 12/hour plus RM 5 per unit sold, paid by bank transfer within 14 days after the event.'],
    ['Training is provided and paid at QAR 100 per session.'],
  ])('"%s" asks for nothing', (text) => {
    expect(assess(text).evidence.asks_for_money).toBeUndefined();
  });
  it.each([
    ['Candidates pay ₹500 per session for the training.'],
    ['Pay PHP 2,500 for the training kit before orientation.'],
    ['Registration fee to be paid at ₹500 before the interview.'],
  ])('"%s" still asks for money', (text) => {
    expect(assess(text).evidence.asks_for_money).toBeDefined();
  });
});

describe('writers H and I: a lent item’s deposit, taken from the pay and given back', () => {
  it.each([
    ['As per company policy a refundable asset deposit of ₹1,500 for the scanner and bag is deducted in three monthly instalments of ₹500 from salary (never collected in cash or before joining) and is returned in full with the final settlement.'],
    ['Each rider is issued a company smartphone. As per company asset policy, QAR 300 is deducted from the first salary as a refundable device deposit and paid back with the final settlement when the phone is returned.'],
    ['Delivery bag: borrow one for a $30 refundable deposit (deducted from your first earnings, returned when you deactivate).'],
    ["Thermal delivery bag: OMR 10 refundable deposit, collected in-app from your first week's earnings, refunded when you return it."],
    ['Kit ka ₹800 refundable deposit hai jo pehle 2 weeks ke payout se ₹400-₹400 karke adjust hota hai; exit ke time kit wapas karne par poora amount agle payout mein return.'],
  ])('"%s" asks for nothing', (text) => {
    expect(assess(text).evidence.asks_for_money).toBeUndefined();
  });
  it.each([
    ['Uniform and kit: a refundable deposit of ₹1,500 is collected before joining and returned when you leave.'],
    ['Laptop deposit ₹5,000 by GCash, refunded when you return the laptop.'],
    ['Training kit deposit ₹2,500 deducted from your first salary, refundable after 6 months.'],
    ['Visa deposit ₹20,000 deducted from your first salary, refunded when you return the uniform at exit.'],
  ])('"%s" still asks for money', (text) => {
    expect(assess(text).evidence.asks_for_money).toBeDefined();
  });
});

describe('writers H and I: a delivery platform’s cash-on-delivery float', () => {
  it('is no fee; a top-up to unlock orders still is', () => {
    expect(
      assess('Para makatanggap ng cash-on-delivery orders, kailangan mong mag-maintain ng at least PHP 300 credits sa iyong Rider Wallet - pwede mag-top up via GCash o Maya sa loob ng app mismo.').evidence.asks_for_money,
    ).toBeUndefined();
    expect(assess('Top up PHP 500 to your wallet via GCash to unlock orders.').evidence.asks_for_money).toBeDefined();
    expect(assess('Kailangan mong mag-top up ng PHP 500 sa GCash para ma-activate ang account mo.').evidence.asks_for_money).toBeDefined();
  });
});

describe('writers H and I: one-time codes and digital identities', () => {
  it.each([
    ['Drivers log in to the Snappy driver app with an OTP.'],
    ['Sign up in the Wasl partner app (mobile number + OTP), upload ID and licence.'],
    ['Registration is in the Sahel Captain app: log in with the OTP sent to your phone, upload documents and complete a short online training.'],
    ["Sign up in the rider app with your Singpass. You'll receive a one-time password by SMS to log in - our staff will never call or message you to ask for it."],
    ['Cara daftar: muat turun app LajuEats Rider, daftar guna nombor telefon (kod TAC akan dihantar), muat naik IC dan lesen.'],
    ['App ka OTP kisi ko phone par mat batao - support team kabhi OTP nahi poochti.'],
  ])('"%s" asks for no code', (text) => {
    expect(assess(text).evidence.asks_for_bank_details).toBeUndefined();
  });
  it.each([
    ['Share the OTP you receive on your phone with our HR to activate payroll.'],
    ['To register, reply with your full name, NRIC number, and the OTP you will receive shortly from our system to verify your phone.'],
    ['Untuk daftar akaun gaji, pegawai HR akan minta nombor TAC yang dihantar ke telefon anda.'],
    ['Login with the OTP sent to your phone and share your net banking password with HR.'],
    ['OTP aane par HR ko batao.'],
    ['Send a photo of your Emirates ID and share the UAE PASS verification code you will receive by SMS when our PRO logs in.'],
    ['To confirm you are a Singapore resident, log in to our panel portal using your Singpass ID and password and approve the 2FA request on your phone.'],
    ['Please log in through our onboarding portal with your Singpass and approve the request on your Singpass app when prompted.'],
  ])('"%s" still asks for a code or a login', (text) => {
    expect(assess(text).evidence.asks_for_bank_details).toBeDefined();
    expect(assess(text).trust.level).toBe('high_risk');
  });
});

describe('writers H and I: licensed agencies’ lawful charges', () => {
  it('reads the licence in the company’s name, Singapore’s capped agency fee, an Indian RA number and "receipts, never before the contract"', () => {
    const ea = { companyName: 'Lionbridge Talent Pte Ltd (EA Licence 19C8342)', companyWebsite: 'https://www.lionbridgetalent.sg', applyUrl: null };
    const fee = "Agency fee: in line with MOM rules, our fee to the candidate will not exceed one month's salary for each year of the contract, capped at two months' salary in total, with an itemised receipt.";
    expect(assess(fee, ea).evidence.agent_service_charge).toBeDefined();
    expect(assess(fee, ea).trust.level).toBe('caution');
    expect(assess(fee, { ...ea, companyName: 'Lionbridge Talent Pte Ltd' }).evidence.asks_for_money).toBeDefined();

    const ra = { companyName: 'Al Sabah Overseas Manpower (RA: B-1123/DEL/PER/1000+/5/9120/2021)', companyWebsite: 'https://www.alsabahoverseas.in', applyUrl: null };
    expect(assess('Maximum service charge as permitted under the Emigration Act; receipt issued for every payment.', ra).evidence.agent_service_charge).toBeDefined();
    expect(assess('Service charge ₹30,000 as per rules, paid in advance at the interview.', ra).evidence.asks_for_money).toBeDefined();

    const dmw = { companyName: 'Luzon Bright Horizon International Placement Agency (DMW License No. 083-LB-052921-R)', companyWebsite: null, applyUrl: null };
    const receipts = 'Official receipts are issued for anything you pay, and you will never be asked to pay before your contract is verified by DMW.';
    expect(assess(receipts, dmw).evidence.agent_service_charge).toBeDefined();
    expect(assess(receipts, dmw).evidence.asks_for_money).toBeUndefined();
    expect(assess('Processing fee PHP 25,000, official receipt issued, pay before your contract is verified.', dmw).evidence.asks_for_money).toBeDefined();
    expect(assess(receipts, { ...dmw, companyName: 'Luzon Bright Horizon Placement' }).evidence.asks_for_money).toBeDefined();
  });
});

describe('writers H and I: scam shapes that had no detector', () => {
  it.each([
    ['Anda perlu beli kit permulaan (bahan packing & stok pertama) RM180 dahulu, dan kami beli semula semua hasil packing anda.', 'asks_for_money'],
    ['The MOHRE work permit application requires a one-time attestation and processing payment of AED 950, which is refunded with your first salary.', 'asks_for_money'],
    ['Selected candidates must complete medical examination only at our approved laboratory. Lab charges are collected at the lab.', 'asks_for_money'],
    ['Some sets include a "priority order" that must be covered from your dashboard balance before the set can be submitted.', 'task_scam'],
  ])('"%s" is caught', (text, code) => {
    expect(assess(text).evidence[code as 'asks_for_money']).toBeDefined();
  });
  it('their genuine neighbours are not', () => {
    expect(assess('The work permit application requires a payment of AED 950, paid by the company.').evidence.asks_for_money).toBeUndefined();
    expect(assess('Medical examination at an approved laboratory; lab charges are paid by the company.').evidence.asks_for_money).toBeUndefined();
    expect(assess('Handle priority orders for our premium customers within 30 minutes.').evidence.task_scam).toBeUndefined();
  });
  it('reads a railway job "without exam" in Devanagari, and a "Confidential Company" as no employer', () => {
    const rail = 'रेलवे में ग्रुप D के 1,240 पदों पर सीधी भर्ती। कोई लिखित परीक्षा नहीं।';
    expect(assess(rail).evidence.government_job_no_exam).toBeDefined();
    expect(assess('रेलवे भर्ती बोर्ड की लिखित परीक्षा के बाद चयन।').evidence.government_job_no_exam).toBeUndefined();
    const lure = assess('Receptionist for a company in Dubai. Message HR on WhatsApp only.', { companyName: 'Confidential Company', companyWebsite: null, applyUrl: null, verifiedSource: true });
    expect(lure.evidence.personal_contact_only).toBeDefined();
    expect(lure.evidence.no_identifiable_employer).toBeUndefined(); // a verified source: the contact counts, alone
  });
});

describe('writers J and K: genuine money words the rules misread', () => {
  it('reads the employer named by its own name or initials as the payer; "by the candidate" stays an ask', () => {
    const akps = { companyName: 'Al Khor Petroleum Services', companyWebsite: 'https://www.akps.qa', applyUrl: 'https://www.akps.qa/careers' };
    expect(assess('Company-paid flights every rotation. All recruitment costs are borne by AKPS.', akps).evidence.asks_for_money).toBeUndefined();
    expect(assess('All recruitment costs are borne by Al Khor Petroleum Services.', akps).evidence.asks_for_money).toBeUndefined();
    expect(assess('All recruitment costs are borne by the candidate.', akps).evidence.asks_for_money).toBeDefined();
    expect(assess('Emirates ID, medical and insurance charges (AED 2,650) are settled by the candidate at offer-letter stage.').evidence.asks_for_money).toBeDefined();
  });
  it('reads "Package AED 5,500-6,500 all-inclusive" as pay; a package sold with the visa stays a fee', () => {
    expect(assess('Package AED 5,500-6,500 all-inclusive, monthly KPI incentive, medical insurance, annual flight allowance.').evidence.asks_for_money).toBeUndefined();
    expect(assess('Package ₱80,000 kasama na visa at ticket, bayad bago umalis.').evidence.asks_for_money).toBeDefined();
  });
  it('reads "the worker pays no recruitment fee" as a denial; "the worker pays the recruitment fee" still asks', () => {
    expect(assess('Worker pays no recruitment fee (prohibited by law). Employer pays work permit fees.').evidence.asks_for_money).toBeUndefined();
    expect(assess('Worker pays the recruitment fee of BHD 300 before the visa.').evidence.asks_for_money).toBeDefined();
  });
  it('reads a course fee as no job fee where the posting says it is a course and not a job', () => {
    const course = 'This is a training programme, not a direct job. Course fee: ₹45,000 (pay in 3 instalments or no-cost EMI).';
    expect(assess(course).evidence.asks_for_money).toBeUndefined();
    expect(assess('Java developer trainee job. Course fee: ₹45,000 (pay in 3 instalments or no-cost EMI) before joining.').evidence.asks_for_money).toBeDefined();
    expect(assess('This is a training programme, not a direct job. Registration fee ₹2,000 and visa processing ₹40,000 before joining.').evidence.asks_for_money).toBeDefined();
  });
  it('does not read part-time tutoring at the employer’s centre as home work; the same pay for home typing is a claim', () => {
    expect(assess('Part-time tutors for Std 4-6 English & Maths at our centre in Bayan Lepas. RM30/hour, weekday evenings. SPM/STPM leavers & uni students welcome.').evidence.unrealistic_pay_claim).toBeUndefined();
    expect(assess('Part-time typing from home, no experience needed. RM30/hour.').evidence.unrealistic_pay_claim).toBeDefined();
  });
  it('keeps the general bound for on-site event staff paid in the Gulf; remote copy-paste at QAR 500 a day is a claim', () => {
    expect(assess('Brand promoters for weekend sampling at hypermarkets, part-time, AED 40/hour, 6-hour shifts. Student visa holders welcome.').evidence.unrealistic_pay_claim).toBeUndefined();
    expect(assess('Work from home and earn QAR 500 daily. Simple copy-paste tasks. No skills needed.').evidence.unrealistic_pay_claim).toBeDefined();
    expect(assess('Simple online part time job. Earn BHD 30-80 every day using your mobile. 1 hour daily. No qualification.').evidence.unrealistic_pay_claim).toBeDefined();
  });
  it('reads a Devanagari "no fee" list as denied; the application fee on a look-alike portal still asks', () => {
    expect(assess('ध्यान दें: इस भर्ती के लिए किसी भी प्रकार की फीस, रजिस्ट्रेशन चार्ज या सिक्योरिटी राशि नहीं ली जाती।').evidence.asks_for_money).toBeUndefined();
    const bharti = 'ग्राम पंचायत सहायक के 8,500 पदों पर सीधी भर्ती। कोई परीक्षा नहीं, केवल मेरिट के आधार पर चयन। आवेदन शुल्क ₹599 (सामान्य)।';
    const r = assess(bharti, { companyWebsite: null, applyUrl: 'https://rgra-bharti.in' });
    expect(r.evidence.asks_for_money).toBeDefined();
    expect(r.evidence.government_job_no_exam).toBeDefined();
    expect(assess('ग्राम पंचायत सचिव: लिखित परीक्षा के बाद चयन।').evidence.government_job_no_exam).toBeUndefined();
  });
});

describe('writers J and K: scam shapes that had no detector', () => {
  it.each([
    ['Event crew needed weekend, $120/day, paid via PayNow. Pay $30 for crew T-shirt and insurance first before confirmation.', 'asks_for_money'],
    ['Agent commission AED 2,000 + DOH licensing fee payable to agent before interview with hospital.', 'asks_for_money'],
    ['Kerja kilang Korea Selatan, terus terbang dalam 7 hari! Tiada temuduga. Proses visa RM4,500 sahaja.', 'asks_for_money'],
    ['Kerja kilang Korea Selatan, terus terbang dalam 7 hari! Tiada temuduga.', 'instant_deployment'],
    ['2 year employment visa available, work for any company (freelance visa). AED 7,500 all inclusive. No job needed.', 'asks_for_money'],
    ['Part-time remittance assistant: open a new account in your name and let our team manage transfers.', 'money_mule'],
    ['Collect cash from customers and deposit into accounts we give you.', 'money_mule'],
    ['Register a local business bank account (we guide you), receive customer payments and transfer them on to our suppliers.', 'money_mule'],
    ['Bank account chahiye current/savings, usme payment aayega aur aapko aage transfer karna hai.', 'money_mule'],
    ['Work from home, BHD 30 daily. Complete simple online orders. Deposit required for each level.', 'task_scam'],
    ['Rate apps from mobile. Deposit first task via STC Pay then receive commission instantly.', 'task_scam'],
    ['Some tasks require top-up which is returned with commission.', 'task_scam'],
    ['Help merchants boost sales by placing orders with your own money, refunded with 15% commission within minutes.', 'task_scam'],
    ['Each task pays ₹150-₹300. Complete 20 tasks a day and earn ₹3,000+ daily.', 'task_scam'],
    ['For job screening, please share your Singpass password so HR can retrieve your profile.', 'asks_for_bank_details'],
    ['To complete onboarding, send Emirates ID copy and UAE PASS verification code sent to your phone.', 'asks_for_bank_details'],
    ['इंटरव्यू से पहले आधार कार्ड, पैन कार्ड की फोटो और एक ब्लैंक चेक व्हाट्सएप पर भेजें।', 'asks_for_bank_details'],
    ['During the verification call you will receive a code on your phone from our HR platform; our recruiter will ask you to confirm it.', 'asks_for_bank_details'],
  ])('"%s" is caught', (text, code) => {
    expect(assess(text).evidence[code as 'asks_for_money']).toBeDefined();
  });
  it('their genuine neighbours are not', () => {
    expect(assess('Event crew, weekend shifts. Pay $120 for a full day, paid via PayNow within 7 days.').evidence.asks_for_money).toBeUndefined();
    expect(assess('We will open a salary account in your name at HDFC Bank on joining.').evidence.money_mule).toBeUndefined();
    expect(assess('Cashier: receive customer payments at the counter and record them in the POS.').evidence.money_mule).toBeUndefined();
    expect(assess('Sign up with your Singpass to pre-fill the application form.').evidence.asks_for_bank_details).toBeUndefined();
    expect(assess('Salary is paid monthly by cheque or bank transfer; bring a cancelled cheque for payroll on joining.').evidence.asks_for_bank_details).toBeUndefined();
    expect(assess('You will receive a code on your phone to verify your application.').evidence.asks_for_bank_details).toBeUndefined();
    expect(assess('UAE residence visa holders can work for our company once MOHRE approves the permit; visa costs are paid by the company.').evidence.asks_for_money).toBeUndefined();
    expect(assess('Merchants place orders with suppliers; you track each order to delivery.').evidence.task_scam).toBeUndefined();
  });
  it('keeps a chat contact on a verified source when the posting moves the candidate off the platform; a shop’s WhatsApp alone is not', () => {
    const remote = { companyName: 'Harrington & Cole Partners', companyWebsite: null, applyUrl: null, verifiedSource: true };
    expect(assess("Remote personal assistant. Please do not apply here. Text 'PA-KL' to our HR manager via WhatsApp +1 (213) 555-0189.", remote).evidence.personal_contact_only).toBeDefined();
    expect(assess('Customer service, work from home. Apply by texting our HR manager on Signal: +1 (302) 555-0174. Interviews via Microsoft Teams chat (text).', remote).evidence.personal_contact_only).toBeDefined();
    expect(assess('Sales assistant for our shop in Karama. WhatsApp 050 123 4567 to apply; interview at the shop.', { ...remote, companyName: 'Al Noor Mobiles' }).evidence.personal_contact_only).toBeUndefined();
  });
  it('names a Gulf brand on a look-alike domain', () => {
    expect(assess('Bapco refinery hiring technicians. Register on our portal to get interview call.', { companyName: 'Bapco Careers', companyWebsite: null, applyUrl: 'http://bapco-recruit.net' }).evidence.brand_contact_mismatch).toBeDefined();
  });
});

describe('writers L, M and N: money words that are pay, the state’s or a testing body’s fees, or ordinary deductions', () => {
  it.each<[string, Partial<Parameters<typeof assess>[1]>?]>([
    ['Pay ranges ₹450-₹700 per audio hour depending on difficulty and quality score.'],
    ['Package: QAR 12-15k all inclusive + family status + visa + ticket. Agency fees are paid by the client.'],
    ['Package KWD 800-1,000 + accommodation + transport + visa. Mobilisation costs covered by the company.'],
    ['AED 2,500 basic + OT. Visa and all processing costs borne by Transguard.', { companyName: 'Transguard Group', companyWebsite: 'https://www.transguardgroup.com', applyUrl: 'https://www.transguardgroup.com/careers' }],
    ['Company dormitory available at a subsidised rate deducted monthly from salary; a one-month key and linen deposit applies and is returned upon move-out.'],
    ['Shared staff accommodation near the hotel is available for outstation candidates; a nominal ₹1,500/month is recovered from salary as mentioned in the appointment letter.'],
    ['Hostel facility company ki taraf se free hai, khana mess mein ₹1,800 mahina (salary se kata jata hai, joining letter mein likha hota hai).'],
    ['Avedan patra ke saath apni sabhi marksheet ki pratilipi vidyalaya karyalaya mein 20 tareekh tak jama karein.'],
    ['Gaji RM1,600 + EPF/PERKESO. WhatsApp Cik Yati untuk temuduga. Tak perlu bayar apa-apa.'],
    ['Exam fees are paid by the candidate directly to the testing body. We do not sell exam slots.'],
    ["You must register as a REN after attending the Negotiators' Certification Course — the course fee is paid to the board's approved provider."],
    ['Free CEILLI preparatory class (the CEILLI exam is conducted by IBFIM; you pay the exam registration directly to them).'],
    ['Fees: Applicants shall shoulder only the allowable government fees (e.g., passport, NBI, PEME at a DOH-accredited clinic). No placement fee is charged.'],
    ['NO PLACEMENT FEE. Applicants shoulder only their own PEOS/PDOS and personal documents (NBI, passport) as required by DMW rules.'],
    ['Own SLOs for digibank login, digital token and SMS OTP/TAC services.'],
    ['Work with the telco SMS aggregator to improve TAC delivery latency.'],
    ['Trainees serve a bond period of 3 years; breaching the bond requires repayment of the prorated training cost as specified in the agreement.'],
    ['आवेदन शुल्क ₹400 केवल आधिकारिक वेबसाइट uppbpb.gov.in के माध्यम से।', { companyName: 'उत्तर प्रदेश पुलिस भर्ती एवं प्रोन्नति बोर्ड', companyWebsite: 'https://uppbpb.gov.in', applyUrl: 'https://uppbpb.gov.in' }],
  ])('"%s" asks for nothing', (text, over = {}) => {
    const result = assess(text, over);
    expect(result.evidence.asks_for_money).toBeUndefined();
    expect(result.evidence.asks_for_bank_details).toBeUndefined();
    expect(result.trust.level).toBe('verified');
  });

  it.each([
    ['Total package ₹85,000 including visa, ticket and medical (50% advance, 50% after visa).', 'asks_for_money'],
    ['Package: ₱65,000 inclusive of ticket, visa at accommodation 1 month.', 'asks_for_money'],
    ['Good salary with accommodation and transport. The background verification charges of ₹ 1,200 will be recovered from your first salary.', 'asks_for_money'],
    ['Good salary with accommodation and transport. Php 1,500 lang ang bayad sa ID at uniform, ibabawas din sa sahod.', 'asks_for_money'],
    ['Bas passbook, cheque book, ATM card aur registered SIM company office mein jama karna hai.', 'asks_for_money'],
    ['Exam fee ₹2,000 to be paid directly to our agent before the test.', 'asks_for_money'],
    ['Send the TAC you receive to our HR so we can set up your salary account.', 'asks_for_bank_details'],
    ['Security deposit ₹5,000 jama karna hoga before joining.', 'asks_for_money'],
  ] as const)('"%s" still asks (%s)', (text, code) => {
    const result = assess(text);
    expect(result.evidence[code]).toBeDefined();
    expect(result.trust.level).toBe('high_risk');
  });
});

describe('writers O and P: the job’s own money, bank work with cards and codes, the employer by its own name', () => {
  it.each<[string, Partial<Parameters<typeof assess>[1]>?]>([
    ['Clients pay professional fees to the firm by bank transfer only; you will prepare invoices and follow up on receivables.'],
    ['Issue termly invoices, record fee payments (BENEFIT Pay, card, bank), manage the refundable admission deposit register and refunds on withdrawal.'],
    ['Front-desk role: enrol students, collect term fees (PayNow/NETS/card only), process refunds of the registration deposit in line with our terms.'],
    ["Take the customer's security deposit as a card pre-authorisation, released after vehicle return and inspection."],
    ['Tungkulin: pagtanggap ng bayad sa real property tax at business permit, pag-issue ng official receipt.'],
    ['Zaroorat pade to company pehle mahine salary advance de sakti hai (max ₹5,000), jo agle 2 mahine ki salary se katega. Collection ka paisa roz shaam office me jama karna hai.'],
    ['Detect illegal recruitment, including individuals charging workers recruitment fees. There is no fee to apply.'],
    ["Children's tuition fee concession for staff as per Board of Directors policy."],
    ['Package includes housing allowance and 50% tuition fee discount for two children.'],
    ['The RES course and exam fees are paid by you to the training provider/exam body, and the CEA registration fee to CEA.'],
    ['The NHRA licensing fee is paid by the hospital; the candidate arranges attested certificates from home country at own cost.'],
    ['Debit card PIN reissue through secure PIN-pad, and resolving customer complaints.'],
    ['Ensure that CVV, PIN and card data remain within PCI-DSS controls.'],
    ['Handle claims where customers were deceived into disclosing OTP codes.'],
    ['Investigate cases where customers were socially engineered into sharing OTP, CVV or UPI PIN.'],
    ['Card acquiring services (PCI-DSS scope — PAN and CVV never stored in plain text).'],
    ['Recruitment fees are fully covered by KFSH&RC.', { companyName: 'King Faisal Specialist Hospital & Research Centre', companyWebsite: 'https://www.kfshrc.edu.sa', applyUrl: null }],
    ['Limo drivers, accommodation provided. Mowasalat bears all recruitment costs.', { companyName: 'Karwa Limousine (Mowasalat)', companyWebsite: 'https://www.mowasalat.com', applyUrl: null }],
    ['Housing allowance, medical, annual ticket. AMH covers work permit fees.', { companyName: 'American Mission Hospital', companyWebsite: 'https://www.amh.org.bh', applyUrl: null }],
    ['Cleaners, 1200 + food + accom. All visa costs by company.'],
    ['In line with Qatar law, candidates pay NO recruitment fees.'],
    [
      'Pay the examination fee of PHP 900 through the LERIS payment channels (LandBank, GCash, Maya, or at PRC cashier).',
      { companyName: 'Professional Regulation Commission', companyWebsite: 'https://www.prc.gov.ph', applyUrl: 'https://online.prc.gov.ph' },
    ],
  ])('"%s" asks for nothing', (text, over = {}) => {
    const result = assess(text, over);
    expect(result.evidence.asks_for_money).toBeUndefined();
    expect(result.evidence.asks_for_bank_details).toBeUndefined();
    expect(result.trust.level).toBe('verified');
  });

  it.each([
    ['We collect a registration fee of ₹500 at the interview.', 'asks_for_money'],
    ['Candidates must process the visa fee of AED 2,500 through our agent.', 'asks_for_money'],
    ['GCash number at MPIN para ma-link sa payroll system.', 'asks_for_bank_details'],
    ['Share the OTP you receive so our system can verify your account.', 'asks_for_bank_details'],
    ['Pay the examination fee of PHP 900 by GCash to 0917 555 0101.', 'asks_for_money'],
  ] as const)('"%s" still asks (%s)', (text, code) => {
    const result = assess(text);
    expect(result.evidence[code]).toBeDefined();
    expect(result.trust.level).toBe('high_risk');
  });

  it('reads identity selfies asked in Taglish and Malay', () => {
    expect(assess('Selfie na hawak ang ID, send sa PM.').evidence.asks_for_identity_selfie).toBeDefined();
    expect(assess('Hantar selfie memegang MyKad melalui WhatsApp.').evidence.asks_for_identity_selfie).toBeDefined();
  });
});
