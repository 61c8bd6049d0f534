/**
 * Scam and risk signals of a job, computed from its text and metadata (issue 17; rules, weights and the evaluation
 * in docs/trust.md). Pure: the caller passes everything in (the salary norm of the job's function and city, the
 * candidates' reports), so ingestion, the seed and the report route can all call it.
 */
import { EXCHANGE_RATES, convertAmount, type ExchangeRateTable } from '../../shared/exchangeRates';
import type { Salary } from '../../shared/salary';
import { monthlySalary } from '../../shared/salaryFormat';
import { learnedScamScore, type LearnedVerdict } from './learned';
import {
  TRUST_SIGNAL_MESSAGES,
  type ReportReason,
  type Trust,
  type TrustLevel,
  type TrustSignalCode,
} from '../../shared/trustMessages';

/** The typical monthly pay of a job's function in its city, measured on the catalogue (docs/trust.md, "Norms"). */
export interface SalaryNorm {
  currency: string;
  monthlyMedian: number;
}

export interface TrustInput {
  title: string;
  /** The description, HTML or text. */
  description: string;
  companyName?: string | null;
  /** The company's website: a URL or a bare domain. */
  companyWebsite?: string | null;
  applyUrl?: string | null;
  /** Contact addresses and numbers the ingestion found; the text is searched as well. */
  contactEmails?: readonly string[];
  contactPhones?: readonly string[];
  salary?: Salary | null;
  salaryNorm?: SalaryNorm | null;
  /** Fetched from the employer's own careers site or ATS feed. */
  verifiedSource?: boolean;
  /**
   * One per distinct candidate (the report route keeps one report per candidate and job), each with its weight
   * (reportWeight.ts; 1 when not given). Reports support dismissed are not passed.
   */
  reports?: ReadonlyArray<{ reason: ReportReason; weight?: number }>;
  /** Issue 33: support upheld this job's reports. */
  reportsUpheld?: boolean;
}

export interface TrustAssessment {
  trust: Trust;
  /** Sum of the weights of the signals found; high_risk from HIGH_RISK_SCORE. */
  score: number;
  /** What triggered each signal (matched phrase, domain, ratio), for the evaluation and for support staff. */
  evidence: Partial<Record<TrustSignalCode, string>>;
}

/** An apply link on a domain that borrows the company's name ("bdo-careers-hiring.com" for bdo.com.ph). */
const LOOKALIKE_DOMAIN_WEIGHT = 2;

/** A job whose signals weigh this much is high_risk; any signal makes it caution at least. */
export const HIGH_RISK_SCORE = 3;
/** The salary is "far above the norm" from this multiple of the median of its function and city. */
export const SALARY_NORM_FACTOR = 2.5;
/**
 * Reports weighing this much together (three established candidates; reportWeight.ts) put a job in caution at least,
 * where the rules agree or the source is not verified.
 */
export const REPORTS_FOR_CAUTION = 3;
/**
 * Issue 33: reports weighing this much on a verified source's job put it under review (a neutral line, still listed)
 * until support decides; they never remove it on their own.
 */
export const REPORT_WEIGHT_FOR_REVIEW = 2;

const WEIGHTS: Readonly<Record<TrustSignalCode, number>> = {
  asks_for_money: 3,
  asks_for_bank_details: 3,
  // A licensed agency's capped service charge: a caution, not a verdict.
  agent_service_charge: 1.5,
  reported_asks_for_money: 3,
  task_scam: 3,
  money_mule: 3,
  reshipping: 3,
  personal_contact_only: 1.5,
  no_identifiable_employer: 1.5,
  salary_above_norm: 1.5,
  candidate_reports: 1.5,
  confirmed_by_review: 3,
  apply_domain_mismatch: 1,
  pressure_wording: 1.5,
  brand_contact_mismatch: 1.5,
  trading_wallet: 1.5,
  government_job_no_exam: 1.5,
  instant_deployment: 1.5,
  unrealistic_pay_claim: 1.5,
  // Identity theft (a selfie holding the ID, a video "KYC"): a caution on its own; beside a chat-only contact or a fee, high risk.
  asks_for_identity_selfie: 1.5,
  // A caution on its own, and not enough to turn one soft rule signal into high risk; LEARNED_HIGH_RISK_WEIGHT from
  // LEARNED_HIGH_RISK up.
  reads_like_known_scams: 1,
};

/** Signals that keep a listing high risk even on a verified source: the posting itself asks for money or credentials, or is a scam by its nature. */
const HARD_SIGNALS: readonly TrustSignalCode[] = ['asks_for_money', 'asks_for_bank_details', 'reported_asks_for_money', 'confirmed_by_review', 'task_scam', 'money_mule', 'reshipping'];
/** The signals candidates' reports raise: not the rules' own findings, so not their agreement. */
const REPORT_SIGNALS: readonly TrustSignalCode[] = ['candidate_reports', 'reported_asks_for_money', 'confirmed_by_review'];

/**
 * Whether a phone or WhatsApp number as the only contact is a signal on its own on a verified source. Issue 35 asks for
 * it; the training corpus labels such small employers genuine, and with it flagged precision there falls from 0.98 to
 * 0.84 (docs/trust.md "Identity beyond the source"). Off: on a verified source it counts only beside another signal.
 */
export const SOLO_CONTACT_SIGNAL_ON_VERIFIED = false;

/** The learned layer (trust/learned): from this probability its reading is a caution signal… */
export const LEARNED_CAUTION = 0.5;
/** …and from this one it weighs as much as a hard signal (still capped at caution on a verified source). */
export const LEARNED_HIGH_RISK = 0.85;
const LEARNED_HIGH_RISK_WEIGHT = 3;

// ---------------------------------------------------------------------------------------------------------------
// Text

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', nbsp: ' ', lt: '<', gt: '>', quot: '"', apos: "'", rsquo: "'", lsquo: "'", ndash: '-', mdash: '-', rupee: '₹' };

/** Lower-case plain text; block tags and list items become line breaks, so they split sentences. */
export function plainText(htmlOrText: string): string {
  return htmlOrText
    .slice(0, 100_000)
    .replace(/<\s*(br|\/p|\/li|li|\/h\d|\/div|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Math.min(Number(n), 0x10ffff)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .toLowerCase()
    .replace(/\b(rs|no|dhs)\.\s?/g, '$1 ')
    .replace(/[ \t\r\f\v]+/g, ' ');
}

/** Sentences: at sentence ends, line breaks and bullets. */
function sentences(text: string): string[] {
  return text.split(/[\n.!?;•|]+(?=\s|$)|\n|[!?;•|]/);
}

/**
 * Clauses: sentences split again at commas (not inside numbers) and at the turns that start a new claim ("but", "only", "however"),
 * so "No registration fee, only a refundable deposit of ₹1,500" keeps its ask apart from its denial.
 */
function clauses(text: string): string[] {
  return sentences(text).flatMap(clausesOf);
}

const TURN_RE = /\b(?:but|however|only|except|although|though|lekin|pero|tapi)\b/;
function clausesOf(sentence: string): string[] {
  return sentence
    .split(/,(?!\d)|\b(?:but|however|only|except|although|though|lekin|pero|tapi)\b/)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

// Letter codes start a word, so "8 hours 6 days" is no sum of rupees.
const MONEY = String.raw`(?:\b(?:rs\.?|inr|php|p(?=\d)|aed|dhs?|sar|qar|qr|kwd|kd|omr|bhd|bd|rm|myr|sgd|usd)|₹|₱|s\$|\$)\s?\d[\d,]*(?:\.\d+)?\s?(?:k|\/-)?`;
const MONEY_RE = new RegExp(MONEY);
const AMOUNT_THEN_CURRENCY_RE = /\b\d[\d,]*(?:\.\d+)?\s?(?:rupees|pesos|dirhams|riyals|ringgit|dinars)\b/;

// ---------------------------------------------------------------------------------------------------------------
// Wages: a sum paid to the candidate ("$25/hr", "PAY SCALE : $25/hr", "₹800 per day", "earn RM 150/day") is pay,
// not a fee. Wages are masked out of a clause before its fee patterns run, so a wage is never read as a payment.

/** A sum or a range of sums ("$400 to $500", "USD 1,000-2,000"). */
const MONEY_SPAN = String.raw`${MONEY}(?:\s*(?:-|to)\s*(?:${MONEY}|\d[\d,]*(?:\.\d+)?\s?k?))?`;
/** What makes a sum a wage when it follows it: a pay period, or a salary word. */
const WAGE_PERIOD = String.raw`(?:\s+(?:extra|more|only|net|gross|plus))?\s*(?:for\s+(?:a|the|each|every|one)\s+(?:full\s+|half\s+)?(?:day|shift|night|session|weekend)s?\b|(?:\/|per|an?|every|each)\s*(?:hr|hrs|hour|day|week|wk|month|mo|mth|annum|year|yr|shift|task|order|din|unit|sale|delivery|drop|trip|installation)s?\b|(?:hourly|daily|weekly|monthly|yearly|annually|lpa|ctc|per annum)\b|p\.?\s?[ma]\b|(?:kada|bawat)\s+(?:araw|oras|buwan|linggo)\b|(?:sehari|sebulan|sejam|seminggu|roz|rozana|mahina)\b|(?:ki\s+|ka\s+)?(?:salary|sahod|sweldo|gaji|stipend|wages?|ctc|income|kamai|incentives?)\b)`;
const WAGE_AFTER_RE = new RegExp(`${MONEY_SPAN}${WAGE_PERIOD}`, 'g');
/** Or a pay word before it ("pay scale :", "compensation package:", "salary", "earn", "sahod", "gaji"). */
const WAGE_BEFORE_RE = new RegExp(
  String.raw`\b(?:pay\s*(?:scale|rate|range|band|package|:|-|is\b|of\b)|(?<!\b(?:training|course|starter|joining|registration|kit|visa|processing|travel|tour|holiday|study|product|business|investment)\s)package(?=\s*(?:[:\-]|(?:aed|sar|qar|kwd|omr|bhd|sgd|usd|myr|rm|inr|php|rs|₹|₱|s\$|\$)\s?\d[\d,]*(?:\.\d+)?\s*(?:-|to)\s*(?:\w+\s?)?\d[\d,]*(?:\.\d+)?\s*k?\s*\(?\s*(?:all[- ]inclusive|all[- ]in|gross|net|fixed|basic|per month|monthly|\+)))|rate of pay|(?:base|basic|gross|net|starting|monthly)\s+pay|paid\s+(?:at|@)|take[- ]home(?:\s+pay)?|hourly rate|daily rate|salary|salaries|wages?|compensation(?:\s+package)?|remuneration|stipend|earn(?:s|ing|ings)?|income|sahod|sweldo|gaji|kumita|ctc|payout|incentives?|commissions?|bonus(?:es)?)\s*(?:package\s*)?(?:[:\-]\s*)?(?:(?:is|of|upto|up\s*to|from|starting|at|between|around|approx\.?|about|min(?:imum)?|max(?:imum)?|extra|ng|na|hingga|sehingga|sampai)\s+)*${MONEY_SPAN}`,
  'g',
);
/** "A laptop worth ₹60,000": a value given, not a sum asked. */
const WORTH_RE = new RegExp(String.raw`\b(?:worth|valued at)\s+${MONEY_SPAN}`, 'g');

/** The clause with its wages blotted out, same length, so a hit's index still points into the clause. */
/** "Pay level 7 (₹44,900-1,42,400)", "pay matrix level 4: ₹25,500": a government pay scale. */
const PAY_LEVEL_RE = new RegExp(String.raw`\bpay\s*(?:level|matrix|grade|band|scale)\s*(?:level\s*)?[\w-]{0,5}\s*[(:\-]?\s*${MONEY_SPAN}`, 'g');

function maskWages(clause: string): string {
  const blot = (m: string) => m.replace(/\S/g, '~');
  // "Package: ₱80,000 (visa, ticket, training included)" is a price; "Package: AED 4,000 (basic + housing)" is pay.
  const wageBefore = (m: string) => (/^package/.test(m) && RECRUITMENT_COST_RE.test(clause) ? m : blot(m));
  return clause.replace(PAY_LEVEL_RE, blot).replace(WAGE_AFTER_RE, blot).replace(WAGE_BEFORE_RE, wageBefore).replace(WORTH_RE, blot);
}

// ---------------------------------------------------------------------------------------------------------------
// Money asked of the candidate: who pays whom, read from the clause.

/** Fees and deposits asked of the candidate, English and the region's phrasings (Hinglish, Tagalog, Malay). */
const FEE_TERM_RE = new RegExp(
  [
    String.raw`\b(?:registration|regn?|training|joining|processing|documentation|document|medical|visa|placement|interview|application|form|file|kit|uniform|onboarding|verification|security|caution|refundable|admin(?:istrative)?|booking|slot|certificate|certification|id card|enrol?ment|agency|recruitment|consultancy|deployment|deposit|reservation|courier|bond|portal|activation|membership|starter|agent|course|tuition|bootcamp|seminar|assessment|licen[cs]ing|permit|lab|laboratory|x-?ray|attestation|stamping|biometrics?|trade test|orientation)\s*(?:fees?|charges?|amount|costs?|deposit|money)\b`,
    String.raw`\b(?:refundable|security|caution|laptop|equipment|one[- ]time)\s+(?:deposit|payment|investment)\b`,
    String.raw`\b(?:amount|money|fees?|charges?|deposit)\b[^]{0,30}\b(?:is|are|will be|100%|fully)?\s*refund(?:able|ed)\b`,
    String.raw`\b(?:at|on)\s+(?:your|their|his|her|own|the candidate'?s?|candidate'?s?)\s+(?:own\s+)?(?:cost|expense|expenses)\b`,
    String.raw`\b(?:ticket|visa|medical|fees?|charges?|costs?)\s+(?:by|from)\s+(?:the\s+)?(?:candidates?|applicants?|workers?)\b`,
    String.raw`\bservice charges?\s+(?:of\b|rs\b|inr\b|₹|payable|to be paid|after|as per|applicable|extra|will be)`,
    String.raw`\b(?:candidates?|applicants?|workers?|you)\s+(?:has|have|need|needs|must|will have|should|will|shall)?\s*(?:to\s+)?(?:pay|pays|bear|bears|shoulder|shoulders|deposit|submit\s+(?:an?\s+)?amount)\b`,
    String.raw`\b(?:borne|paid|payable|shouldered|settled|covered|met)\s+by\s+(?:the\s+)?(?:selected\s+|successful\s+)?(?:candidates?|applicants?|workers?|jobseekers?|you)\b`,
    // A price put on the visa's processing: "visa processing RM4,500 only", Malay "proses visa RM4,500 sahaja".
    String.raw`\b(?:(?:visa|permit|work permit|document(?:ation)?)\s+processing|(?:proses|pemprosesan)\s+(?:visa|permit|dokumen))\s*(?:only\s+|cost\s+|:\s*)?${MONEY}`,
    // Devanagari: "आवेदन शुल्क ₹599" (application fee), "पंजीकरण शुल्क" (registration fee).
    String.raw`(?:आवेदन|पंजीकरण|रजिस्ट्रेशन|प्रोसेसिंग|ट्रेनिंग|सिक्योरिटी)\s*(?:शुल्क|फीस|फ़ीस|चार्ज)`,
    String.raw`\b(?:fees?|charges?|deposit|costs?)\s+(?:of\s+)?(?:only\s+)?(?:is\s+)?${MONEY}`,
    String.raw`\b(?:deducted|adjusted|recovered|cut)\s+(?:from|in|against)\s+(?:your\s+|the\s+|their\s+)?(?:first\s+)?(?:salary|salaries|wages?|sahod|gaji|commissions?)\b`,
    // Hinglish, Tagalog, Malay
    String.raw`\b(?:charges?|fees?)\s+(?:lagenge|lagegi|lagega|dena hoga|deni hogi|dene honge)\b`,
    // "Marksheet ki pratilipi … jama karein" submits documents: only money jama karna is a deposit.
    String.raw`\b(?:paise|paisa|rupaye|rupees|rashi|raashi|amount|fees?|fee|shulk|deposit|security|charges?|passbook|cheque ?book|check ?book|atm card|debit card|sim)\b[^]{0,30}?\b(?:jama|jamaa)\s+(?:karna|karne|karni|karein|karo|kar dein)\b`,
    String.raw`\b(?:magbayad|may bayad|bayad sa|bayaran ang|babayaran)\b`,
    String.raw`\b(?:yuran|bayaran|kos|caj)\s+(?:pendaftaran|latihan|pemprosesan|proses|deposit|dokumen|permit|visa|perubatan|pakej|kit|ejen|pengambilan|uniform)\b`,
  ].join('|'),
);

/** Asking to pay or send a sum, or pointing to a payment channel. */
const PAY_ASK_RE = new RegExp(
  [
    // "Pay ranges ₹450-₹700 per audio hour", "pay scale: $18/hr": pay as the noun of what is earned is no ask.
    String.raw`\b(?:pay(?!\s+(?:ranges?|scales?|rates?|bands?|grades?|structure|brackets?|is|starts?|starting|from|between|varies|up to|upto|per|of up to)\b)|paying|send|transfer|deposit|remit|contribute|invest|buy|purchase|bring|bhejo|bhejein|bhejna|ipadala|magpadala)\b[^]{0,40}?${MONEY}`,
    String.raw`${MONEY}\s*(?:is\s+|will be\s+)?(?:payable|to be paid|to be deposited|non[- ]refundable|refundable)\b`,
    String.raw`\b(?:pay|send|transfer)\b[^]{0,40}\b(?:via|through|thru|using|to)\s+(?:gcash|paymaya|maya|paytm|phonepe|phone pe|google pay|gpay|upi|western union|moneygram|palawan|cebuana|touch ?n ?go|duitnow|bank transfer|account)\b`,
    String.raw`\b(?:gcash|paymaya|paytm|phonepe|gpay|upi id|upi|western union|palawan express|cebuana)\b[^]{0,40}\b(?:number|no\.?|id|details|account)\b`,
    String.raw`\b(?:pay|paying|payment of)\b[^]{0,30}\b(?:fees?|charges?|amount|deposit)\b`,
    // A course or package sold to the candidate: "we arrange them at our institute for ₹65,000".
    // "Package: QAR 12-15k" or "Package KWD 800-1,000", a range, names the salary package; "Total package ₹85,000
    // including visa and ticket", one sum, is the price of one sold.
    String.raw`\b(?:course|institute|academy|training|seminar|bootcamp|package(?!\s*[:\-–]?\s*(?:of\s+)?${MONEY}\s*(?:-|–|to)\s*\d)|diploma|certification)\b[^]{0,40}?(?:\b(?:for|of|at|costs?|is|price)\s+)?${MONEY}`,
  ].join('|'),
);

/** The candidate as payer. */
const PAYER = String.raw`(?:you|candidates?|applicants?|trainees?|workers?|jobseekers?|job seekers?|aapko|aap|ikaw|kayo|anda|awak)`;
/** Money words a payer verb can take ("pay the fee", "send the amount", "bring cash"). */
const FEE_NOUN = String.raw`(?:fees?|charges?|amount|deposit|money|cash|kit|course|recharge|top[- ]?up|paise|paisa|rupaye|rupees|pesos|ringgit|bayad|yuran|kos)`;
/** Hindi obligation: "dena hoga", "bharna padega", "jama karni hogi", "bhejna hai". */
const HI_MUST = String.raw`(?:dena|deni|dene|bharna|bharni|bharne|bhejna|bhejni|bhejne|jama\s+(?:karna|karni|karne)|pay\s+karna|pay\s+karni|transfer\s+karna|transfer\s+karni)\s+(?:hoga|hogi|honge|padega|padegi|padenge|padta|hai)`;

/**
 * Asks whose direction is plain whatever the fee is called: the candidate pays, deposits, sends, tops up, keeps cash
 * ready, buys a kit, enrols in a paid course, or has costs taken from the salary. An earning word in the clause does not
 * excuse these ("earn commission after you buy the ₹11,000 product kit").
 */
const STRONG_ASK_RE = new RegExp(
  [
    String.raw`\b${PAYER}\s+(?:\w+\s+){0,3}?(?:pay|deposit|send|transfer|remit|top[- ]?up|buy|purchase|invest|contribute)\b[^]{0,40}?(?:${MONEY}|\b${FEE_NOUN}\b)`,
    // Hinglish, either word order: "₹500 ka form bharna padega", "₹15,000 bhejna hoga", "bhejna hoga ₹15,000", "fees jama karni hogi".
    String.raw`${MONEY}[^]{0,40}?\b(?:dena|deni|dene|bharna|bharni|bharne|bhejna|bhejni|bhejne|jama|(?:pay|transfer|send|deposit)\s+kar\w*)\b`,
    String.raw`\b${HI_MUST}\b[^]{0,30}?${MONEY}`,
    String.raw`\b${FEE_NOUN}\s+(?:\w+\s+){0,2}?${HI_MUST}\b`,
    // Cash kept ready, sums to start.
    String.raw`\b(?:keep|have|bring|carry)\b[^]{0,20}?${MONEY}[^]{0,25}?\b(?:ready|cash)\b`,
    String.raw`\b(?:keep|bring|carry)\s+(?:\w+\s+){0,2}cash\s+(?:ready|with you|of|for)\b`,
    String.raw`${MONEY}\s+to\s+(?:start|begin|join|activate|register|unlock|get started)\b`,
    // An imperative pay with a sum, for something other than time worked: "Pay $30 for crew T-shirt and insurance first".
    String.raw`^\s*(?:please\s+|kindly\s+|just\s+|then\s+)?pay\s+(?:only\s+|just\s+)?${MONEY}\s*(?:\w+\s+){0,2}?(?:for|towards|as)\s+(?!(?:a|the|each|every|one|per|your)?\s*(?:full\s+|half\s+)?(?:days?|shifts?|hours?|nights?|weeks?|months?|events?|sessions?|jobs?|deliver(?:y|ies)|tasks?|work|\d))`,
    // Money owed to the recruiter: "licensing fee payable to agent before interview".
    String.raw`\b(?:payable|to be paid|paid)\s+(?:directly\s+)?to\s+(?:the\s+|our\s+|an?\s+)?(?:sub-?)?(?:agents?|agency|recruiters?|consultants?|brokers?|middlem[ae]n)\b`,
    String.raw`\bpay\s+for\s+(?:your|the|their)\s+(?:own\s+)?(?:membership|kit|training|course|uniform|visa|ticket|medical|registration|starter|materials?|background check|certification)\b`,
    // Fees under other names: "verification formalities of ₹45,000", "product kit of ₹11,000", "starter recharge",
    // "refundable asset security", "mentorship track (₹4,999)".
    String.raw`\b(?:formalit(?:y|ies)|kit|recharge|top[- ]?up|mentorship|enrol(?:l)?(?:ment)?|membership|subscription|activation|token amount|booking amount)\b[^]{0,25}?${MONEY}`,
    String.raw`${MONEY}\s*(?:\w+\s+){0,2}?(?:kit|recharge|top[- ]?up|deposit|registration|fees?|charges?)\b`,
    String.raw`\b(?:starter|initial|first|activation|account|joining|wallet)\s+(?:recharge|top[- ]?up)\b`,
    // The fake cheque: "deposit the cheque and transfer the amount to our vendor" for equipment (FBI and police advisories).
    String.raw`\b(?:deposit|cash|mobile deposit)\s+(?:the\s+|this\s+|our\s+)?(?:e-?)?(?:cheque|check)\b[^]{0,80}?\b(?:transfer|send|pay|wire|forward)\b`,
    String.raw`\b(?:e-?cheque|cheque|(?:a|the|this|your)\s+(?:cashier'?s\s+|certified\s+|company\s+)?check\s+(?:for|of|worth|in the amount))\b[^]{0,60}?\b(?:purchase|buy|order)\b[^]{0,40}?\b(?:equipment|laptop|macbook|software|supplies|devices?|office kit)\b`,
    String.raw`${MONEY}\s+(?:towards|for|as)\s+(?:\w+\s+){0,3}?(?:fees?|charges?|costs?|deposit|registration|kit|processing|verification|medical|visa|uniform)\b`,
    String.raw`\brefundable\s+(?:\w+\s+){0,2}?(?:security|deposit|amount|fees?|charges?|bond)\b`,
    String.raw`\basset security\b`,
    // Arranged by the employer and sold: "police verification arranged by us for ₹1,500".
    String.raw`\b(?:arranged|provided|done|processed|handled|booked)\s+by\s+(?:us|the company|the agency|our (?:team|agency|office))\s+(?:for|at|@)\s+(?:only\s+)?${MONEY}`,
    String.raw`\bpaid\s+(?:mentorship|course|membership|subscription)\b`,
    String.raw`\benrol(?:l)?\s+in\s+(?:our|a|the)\s+(?:\w+\s+){0,2}?(?:mentorship|course|programme|program|track|bootcamp)\b[^]{0,20}?(?:${MONEY}|\bfees?\b|\bpaid\b)`,
    // Recruitment costs taken from the salary, in each language.
    String.raw`\b(?:deducted|deduct|deduction|adjusted|recovered|recover|cut)\s+(?:\w+\s+){0,2}?(?:from|against|out of)\s+(?:your\s+|the\s+|their\s+|monthly\s+|first\s+)*(?:salary|salaries|wages?|sahod|gaji|pay|commissions?|stipend)\b`,
    String.raw`\b(?:kaltas|ikakaltas|ibabawas)\b[^]{0,20}\b(?:sahod|sweldo)\b`,
    String.raw`\bpotong(?:an)?\s+gaji\b`,
    String.raw`\bsalary\s+(?:se|me se|mein se)\s+(?:kat|kaat|cut)\w*`,
    // Tagalog, Malay.
    String.raw`\b(?:magbayad|magdeposito|mag-?deposit|mag-?top[- ]?up|mag-?load)\b`,
    String.raw`\bbayad\b[^]{0,20}?${MONEY}`,
    String.raw`\b(?:perlu|kena|wajib|mesti|sila|harus)\s+(?:\w+\s+)?(?:bayar|membayar|deposit|top ?up|tambah nilai)\b`,
    // Buying the starter kit or stock: "anda perlu beli kit permulaan … RM180 dahulu".
    String.raw`\b(?:perlu|kena|wajib|mesti|harus)\s+(?:\w+\s+)?(?:beli|membeli)\b[^]{0,60}?${MONEY}`,
    // A payment the process "requires": "the work permit application requires a one-time attestation and processing payment of AED 950".
    String.raw`\b(?:requires?|required|requiring)\b[^]{0,50}?\b(?:payment|fees?|deposit|charges?)\s+of\s+${MONEY}`,
    String.raw`\bbayar\s+(?:deposit|yuran|kos|caj|pendaftaran)\b`,
    String.raw`\bbayar\b[^]{0,30}?${MONEY}`,
  ].join('|'),
);

/** The clause speaks of money flowing to the candidate, not from them. */
const EARNING_CONTEXT_RE = /\b(?:salary|salaries|wages?|payroll|(?:weekly|daily|monthly|fortnightly)\s+pay|pay(?:ment)?\s+(?:is\s+)?(?:weekly|daily|monthly|within)|(?:to|into|via)\s+your\s+(?:own\s+)?(?:gcash|maya|bank|account|upi)|ctc|stipend|allowances?|incentives?|commissions?|bonus(?:es)?|overtime|per month|\/month|a month|monthly|per annum|p\.?a\.?|lpa|per hour|per day|per week|sahod|gaji|we pay|will pay you|paid to you|pay you|payout|earnings?|consultation fees? sharing|revenue share|insurance|benefits?)\b/;

/** Before the fee in its clause (within DENIAL_REACH characters), these deny it ("no registration fee", "we never ask for a deposit"). */
const DENIAL_BEFORE_RE =
  /\b(?:no|never|not|zero|without|bans?|banned|prohibits?|prohibited|forbids?|forbidden|illegal|don'?t|do not|doesn'?t|does not|won'?t|will not|cannot|neither|nor|free of|walang|hindi|huwag|wag|bawal|wala|tiada|tidak|tak|takde|tanpa|jangan|nahi|nahin|mat)\b/;
const DENIAL_REACH = 60;
/** Words that look like denials and are not: "no refund", "non-refundable", "no. of seats", "not only", "nahi to" (otherwise). */
const FALSE_DENIAL_RE = /\b(?:no\s+refunds?|non[- ]?refundable|not\s+(?:be\s+)?refund(?:able|ed)|no\s+of\b|not\s+only|not\s+just|nahi?n?\s+toh?)\b/g;
/** After the fee, these deny it ("registration charges: nil"). */
const DENIAL_AFTER_RE = /\b(?:nil|none|nothing|waived|free|not applicable|n\/a|zero|libre|percuma|nahi|nahin|walang)\b|नहीं|नही\s|मुफ़्त|मुफ्त|निःशुल्क/;
/** Inside the ask itself: "candidates do not pay any fee", "you will not pay a placement fee", "workers must never pay". */
const DENIAL_INSIDE_RE = /\b(?:not|never|don'?t|doesn'?t|won'?t|cannot|can'?t|needn'?t|no longer|tidak|hindi|nahi|nahin)\b/;
/** Anywhere in the clause: the employer pays. */
const EMPLOYER_PAYS_RE = new RegExp(
  [
    String.raw`\breimburs\w*`,
    String.raw`\b(?:borne|paid|covered|provided|sponsored|handled|arranged|taken care of|shouldered)\s+(?:fully\s+|entirely\s+|in full\s+)?by\s+(?!(?:you|yourself|candidates?|applicants?|workers?|trainees?)\b)(?:the\s+|our\s+|your\s+)?(?:\w+\s+){0,2}?(?:company|employer|us|hospital|client|principal|school|firm|management|sponsor|family|household|resort|hotel|trust|owner|kafeel|government|ministry|group|clinic|polyclinic|centre|center|practice|pharmacy|store|shop|restaurant|factory|plant|bank|airline|university|college|institute|organi[sz]ation|foundation|contractor|operator|principal employer)\b`,
    String.raw`\b(?:company|employer)[- ](?:paid|sponsored|provided|borne)\b`,
    String.raw`\b(?:we|company|firm|employer|bank|school|hospital|hotel|resort|clinic|polyclinic|institute|principal|client|group|management|sponsor|family|trust|owner|government|jv|joint venture|consortium|organi[sz]ation|corporation|institution|university|ministry|authority)\s+(?:will\s+|shall\s+|also\s+|fully\s+)?(?:\w+\s+(?:for\s+)?and\s+)?(?:sponsors?|pays?|covers?|bears?|shoulders?|reimburses?|funds?)\b`,
    // Fees that are the job's business, not the candidate's: collected from or billed to clients.
    String.raw`\bon behalf of\s+(?:our\s+|the\s+)?(?:clients?|customers?)\b`,
    String.raw`\b(?:fees?|charges?|payments?|dues)\s+(?:to|from|of)\s+(?:our\s+|the\s+)?(?:clients?|customers?|patients?|students?|parents?)\b`,
    String.raw`\bcollect\w*\b(?=[^]*\b(?:clients?|customers?|patients?|students?|parents?|dues|payments?|premiums?|outstanding|emis?|loans?|debts?|receivables)\b)`,
    String.raw`\b(?:billed|billing|invoic\w*)\b`,
    String.raw`\bat\s+(?:the\s+)?(?:company|employer)'?s?\s+(?:cost|expense)\b`,
    // The job's customers pay: "clients pay professional fees to the firm", "the customer's security deposit".
    String.raw`\b(?:clients?|customers?|patients?|students?|parents?|guests?|tenants?|members?|taxpayers?|buyers?|retailers?|passengers?|policyholders?)\s+(?:\w+\s+)?(?:pay|pays|paid|deposit|deposits|remit|remits)\b`,
    String.raw`\b(?:clients?|customers?|guests?|tenants?|students?|parents?|patients?|members?|buyers?|passengers?)(?:'s|s')\s+(?:\w+\s+){0,2}?(?:deposits?|fees?|payments?|charges?|dues|premiums?)\b`,
    // "All visa costs by company", "recruitment fees by the employer".
    String.raw`\b(?:costs?|fees?|charges?|expenses?|tickets?|visas?)\s+(?:\w+\s+)?by\s+(?:the\s+)?(?:company|employer|us)\b`,
    // Hinglish: the money collected from the market, handed in at the office.
    String.raw`\bcollection\s+(?:ka|ki|ke)\s+(?:paisa|paise|amount|cash|rakam)\b`,
  ].join('|'),
  'g',
);
/** The clause warns against scams rather than asking. */
const SCAM_WARNING_RE =
  /\b(?:fraud\w*|scam\w*|beware|fake|impersonat\w*|cheat\w*|unauthori[sz]ed|illegal(?:ly)?|deceiv\w*|phish\w*|social(?:ly)? engineer\w*|(?:individuals|persons|people|agents|those)\s+(?:who\s+)?charg\w*\s+(?:workers|candidates|jobseekers|applicants))\b/;
/** "If you do not pay the fee, your slot is cancelled": a threat, not a denial. */
/** A threat, not a denial: "if you do not pay…", "candidates who don't pay the fee will not be considered". */
const CONDITIONAL_RE = /\bif (?:you )?(?:do not|don'?t|fail to|cannot)\b|\b(?:who|that|which)\s+(?:do not|don'?t|does not|doesn'?t|fail to|cannot|can'?t)\b|\b(?:will not|won'?t) be (?:considered|processed|accepted|shortlisted|confirmed)\b|\botherwise\b/;
/** "Visa cost adjusted from your salary": the salary word names where the fee is taken from, not an earning. */
const SALARY_DEDUCTION_RE =
  /\b(?:deducted|deduct|deduction|adjusted|recovered|recover|cut)\s+(?:\w+\s+){0,2}?(?:from|in|against|out of)\b|\b(?:kaltas|ibabawas|potong)\b|\bsalary\s+(?:se|me se|mein se)\s+(?:kat|kaat|cut)/;

/**
 * The employer really pays: "reimbursed", "paid by the company", "we sponsor" — not "not reimbursed", "no
 * reimbursement", and not "arranged by us … recovered from your salary" (the employer advances, the candidate pays).
 */
const SOLD_FOR_RE = new RegExp(String.raw`^\s*(?:for|at|@|against)\s+(?:only\s+)?${MONEY}`);

function employerPays(clause: string): boolean {
  if (SALARY_DEDUCTION_RE.test(clause)) return false;
  for (const m of clause.matchAll(EMPLOYER_PAYS_RE)) {
    // "Police verification arranged by us for ₹1,500": arranged, and sold.
    if (SOLD_FOR_RE.test(clause.slice(m.index + m[0].length))) continue;
    const before = clause.slice(Math.max(0, m.index - 25), m.index);
    if (!/\b(?:not|non|no|never|won'?t|cannot|will not|without)\b[\s-]*(?:\w+\s+)?$/.test(before)) return true;
  }
  return false;
}

function denied(clause: string, hitIndex: number, hitLength: number): boolean {
  if (employerPays(clause) || SCAM_WARNING_RE.test(clause)) return true;
  if (CONDITIONAL_RE.test(clause)) return false;
  const before = clause.slice(Math.max(0, hitIndex - DENIAL_REACH), hitIndex).replace(FALSE_DENIAL_RE, ' ');
  const after = clause.slice(hitIndex + hitLength).replace(FALSE_DENIAL_RE, ' ');
  const inside = clause.slice(hitIndex, hitIndex + hitLength).replace(FALSE_DENIAL_RE, ' ');
  // "Worker pays no recruitment fee", "you pay nothing": the negation right after the verb.
  const deniedRightAfter = /\b(?:pays?|paying|deposits?|sends?|bears?)$/.test(inside.trim()) && /^\s*(?:no|zero|nothing|none)\b/.test(after);
  const deniedInside = /\b(?:pays?|paying|bears?|deposits?)\s+(?:no|zero|nothing|none)\b/.test(inside);
  // A staff benefit on fees the employer's own customers pay: "children's tuition fee concession for staff", "staff
  // children enjoy 50% course fee discount".
  const staffBenefit = /^\s*(?:concessions?|waivers?|rebates?|discounts?)\b/.test(after) && /\b(?:staff|employees?|children|child|dependants?|kids)\b/.test(clause);
  return DENIAL_BEFORE_RE.test(before) || DENIAL_AFTER_RE.test(after) || DENIAL_INSIDE_RE.test(inside) || deniedRightAfter || deniedInside || staffBenefit;
}

/** Card, bank or login details and one-time codes asked for: the other half of a money scam. */
const BANK_DETAILS_RE = new RegExp(
  [
    String.raw`\b(?:atm|debit|credit|bank)\s+card\s+(?:number|details|no|photo|picture|pic|image|scan|copy|front|pin)\b`,
    String.raw`\b(?:photo|picture|pic|image|scan|copy|selfie)\s+(?:of\s+)?(?:your\s+|the\s+)?(?:\w+\s+)?(?:atm|debit|credit|bank)\s+card\b`,
    String.raw`\b(?:front and back|both sides)\s+of\s+(?:your\s+)?(?:atm|debit|credit)\s+card\b`,
    String.raw`\b(?:bank|account)\s+(?:details|account number|login|password|credentials|user ?id|username|pin)\b`,
    String.raw`\b(?:net|internet|online|mobile)[- ]?banking\s+(?:password|login|credentials|user ?id|username|pin|details|id)\b`,
    String.raw`\b(?:otp|cvv|cvc|upi pin|pin number|m-?pin|atm pin|one[- ]time (?:password|pin|code)|kod tac|nombor tac)\b`,
    String.raw`\btac\s*(?:code|number|no|nombor)?\b`,
    String.raw`\b(?:send|share|forward|give|tell)\s+(?:us\s+|me\s+)?(?:the\s+|your\s+)?(?:\w+\s+){0,2}?(?:\d[- ]digit\s+)?(?:verification|security|login|activation|2fa)\s+code\b`,
    // A national digital identity handed over: its password given, or a login approved for someone else's portal.
    String.raw`\b(?:singpass|uae ?pass|nafath|absher|mydigital ?id|corppass|digilocker)\b(?:\s+(?:id|account|login))?\s+(?:and|&|\+)\s+(?:your\s+)?(?:password|pin|passcode)\b`,
    String.raw`\b(?:singpass|uae ?pass|nafath|absher|mydigital ?id|corppass|digilocker)\s+(?:password|pin|passcode|login details|credentials)\b`,
    String.raw`\b(?:singpass|uae ?pass|nafath|absher|mydigital ?id|corppass)\s+(?:verification|login|security|one[- ]time|2fa)\s+(?:code|pin|otp)\b`,
    // A blank cheque handed over (India's advisories): the account and a signature in a stranger's hands.
    String.raw`\bblank\s+(?:cheques?|checks?)\b|ब्लैंक\s*चेक|खाली\s*चेक`,
    String.raw`\bapprove\s+(?:the\s+|a\s+|any\s+)?(?:2fa\s+|login\s+|log-in\s+|sign-?in\s+|access\s+)?(?:request|prompt|notification|login)\b(?=[^]{0,60}\b(?:singpass|uae ?pass|nafath|absher|mydigital ?id|corppass)\b)|\b(?:singpass|uae ?pass|nafath|absher|mydigital ?id|corppass)\b[^]{0,80}\bapprove\s+(?:the\s+|a\s+|any\s+)?(?:2fa\s+|login\s+|log-in\s+|sign-?in\s+|access\s+)?(?:request|prompt|notification)\b`,
  ].join('|'),
);

/**
 * A one-time code the candidate receives to log in to or sign up on the employer's own app ("log in with the OTP sent
 * to your phone", "mobile number + OTP", "kod TAC akan dihantar"): the code is used, not asked for. Only when nothing
 * in the sentence hands it to anyone ("share the OTP you receive with our HR" still asks).
 */
const OWN_LOGIN_CODE_RE =
  /\b(?:log\s?-?\s?in|logins?|logging in|log on|sign[- ]?(?:up|in)|register|registration|mag-?register|daftar|pendaftaran|verify (?:your )?(?:mobile|phone|number))\b|\b(?:sent|delivered) (?:to|on) your (?:phone|mobile|number)\b|\bby sms\b|\bakan dihantar\b|\bipapadala\b/;
const CODE_HANDOVER_RE =
  /\b(?:share|send|give|forward|tell|provide|disclose|read out|whatsapp|reply|replies|need|needs|require|requires|required|ask|asks|request|requests|collect|submit|bhej\w*|bata\w*|maang\w*|ibigay|sabihin|hingi\w*|kongsi|berikan|beri|bagi|minta|meminta|hantar kepada)\b/g;
/** A handover that is not denied ("our staff will never … ask for it" denies). */
function codeHandedOver(clause: string): boolean {
  return [...clause.matchAll(CODE_HANDOVER_RE)].some((m) => !/\b(?:never|not|don'?t|do not|won'?t|will not|jangan|huwag|wag|mat|tidak|hindi|nahi|kabhi)\b/.test(clause.slice(Math.max(0, m.index - 40), m.index)));
}

const DELIVERY_CODE_RE = /\b(?:customers?'?s?|recipients?'?s?|buyers?'?s?|delivery|parcel|order|drop|doorstep|pelanggan|penerima)\b[^]{0,30}\b(?:otp|code|pin)\b|\b(?:otp|code|pin)\b[^]{0,30}\b(?:from|of|by)\s+(?:the\s+)?(?:customers?|recipients?|buyers?|pelanggan)\b/;

const TECH_CODE_CONTEXT_RE =
  /\b(?:services?|platforms?|delivery (?:latency|success|rates?)|latency|authentication|authori[sz]ation|aggregators?|fallback|observability|dashboards?|apis?|microservices?|systems?|infrastructure|sdks?|integrations?|slos?|uptime|failover|push notifications?|2fa flows?|mfa|engineering|pci(?:-dss)?|pin[- ]?pads?|pin mailers?|reissue|embossing|card production|chargebacks?|disputes?|controls|hsm|tokeni[sz]ation|encrypt\w*|plain text|stored)\b/;

function findBankDetailsAsk(parts: readonly string[]): string | null {
  for (const clause of parts) {
    if (employerPays(clause) || SCAM_WARNING_RE.test(clause)) continue;
    // Each request in turn: a login code used on the employer's app does not excuse the bank login asked beside it.
    for (const hit of clause.matchAll(new RegExp(BANK_DETAILS_RE.source, 'g'))) {
      if (/\b(?:never|not|don'?t|do not|won'?t|will not|jangan|huwag|wag|mat|tidak|takkan|tak akan|hindi|nahi|nahin|kabhi)\b/.test(clause.slice(0, hit.index))) break;
      // Hindi denies after the verb: "OTP kisi ko mat batao", "kabhi OTP nahi poochti".
      if (HI_DENIAL_AFTER_RE.test(clause.slice(hit.index + hit[0].length, hit.index + hit[0].length + 50))) continue;
      // A delivery rider's job: the customer's code at the door, not the candidate's.
      if (/\b(?:otp|code)\b/.test(hit[0]) && DELIVERY_CODE_RE.test(clause)) continue;
      // The candidate's own login code on the employer's app, handed to nobody.
      if (/\b(?:otp|one[- ]time|tac)\b/.test(hit[0]) && OWN_LOGIN_CODE_RE.test(clause) && !codeHandedOver(clause)) continue;
      // A bank's or a platform's engineering job: the codes are what the system sends ("SMS OTP/TAC services", "TAC
      // delivery latency"), handed to nobody.
      if (/^(?:otp|tac|cvv|cvc|one[- ]time (?:password|pin|code)|(?:atm|debit|credit|bank) card (?:pin|number|details))$/.test(hit[0].trim()) && TECH_CODE_CONTEXT_RE.test(clause) && !codeHandedOver(clause)) continue;
      return hit[0].trim();
    }
  }
  return null;
}
/** A code the candidate receives, then reads out or confirms to the recruiter (account takeover): across sentences. */
const CODE_RELAYED_RE =
  /\b(?:receive|get)\s+(?:a|an|the)\s+(?:\d[- ]digit\s+)?(?:\w+\s+)?code\b[^\n]{0,140}?\b(?:recruiter|hr|agent|we|our team|our staff)\s+(?:will\s+)?(?:ask|need|require)s?\s+(?:you\s+)?(?:to\s+)?(?:confirm|read(?: out)?|share|give|send|tell|forward)\s+(?:it|the code|this code)\b/;
const HI_DENIAL_AFTER_RE =
  /^[^]{0,40}?\b(?:mat|mt|nahi|nahin|na)\s+(?:\w+\s+)?(?:batao|batana|bataein|bataye|bataiye|bataen|do|dein|dena|bhejo|bhejein|bhejna|share\s+kar\w*|poochti|poochta|poochte|poochenge|maangti|maangte|maangta|maangega|maangenge|lete|leti|lenge)\b/;

/** Deductions that are the job's ordinary costs (a hostel, meals, the pension fund), not recruitment paid by the candidate. */
const ORDINARY_DEDUCTION_RE =
  /\b(?:salary advance|advance salary|advance (?:de|dega|degi|de sakti|de sakta)|hostel|accommodation|lodging|housing|rent|room|dormitory|dorm|quarters|utilities|electricity|linen|meals?|food|khana|bhojan|makan|canteen|mess|transport(?:ation)?|bus|epf|kwsp|pf|provident fund|cpf|socso|perkeso|eis|esic?|sss|philhealth|pag-?ibig|gosi|income tax|tds|tax(?:es)?|insurance premium|key deposit)\b/;
/** A hostel's or room's rent and its deposit, as a hostel's rules state them. */
const HOUSING_DEPOSIT_RE = /\b(?:hostel|accommodation|room|dormitory|dorm|quarters)\b[^]{0,80}\b(?:deposit|rent)\b/;
/** Money asked to secure the job itself: never an ordinary cost. */
const TO_SECURE_RE = /\b(?:before joining|to (?:confirm|secure|book|reserve|block) (?:your |the )?(?:slot|seat|selection|offer|job|position)|before (?:the )?interview|for (?:the )?interview)\b/;
/** Words that make a deduction or a cost the recruitment's: these keep it a money ask. */
const RECRUITMENT_COST_RE =
  /\b(?:visa|recruitment|placement|processing|agency|agent|air ?(?:ticket|fare)|ticket|medical|registration|documentation|deployment|kit|joining(?!\s+(?:letter|date|day|bonus))|interview|security deposit|training fees?)\b/;
/** A service agreement's early-exit clause: the training cost is repaid only on leaving early, nothing is paid to join. */
const BOND_EXIT_RE =
  /\b(?:leaves?|leaving|resigns?|resigning|quits?|quitting|exits?|separates?|breaks? the (?:bond|agreement))\s+(?:\w+\s+){0,3}?(?:before|within|prior to|during)\b|\bbreach(?:es|ing)?\s+(?:of\s+)?(?:the\s+)?(?:bond|agreement|service agreement|contract)\b|\bearly (?:termination|exit|resignation|separation|leaving)\b|\b(?:service agreement|service bond|bond period|lock-?in)\b/;
const UPFRONT_RE = /\b(?:deposit|upfront|up-front|in advance|advance|before joining|at (?:the )?(?:time of )?joining|on joining|pay now|post-?dated|cheques?|security)\b/;
/**
 * A deposit on equipment the employer lends — a delivery bag, a phone, a scanner, a uniform — taken from the pay (never
 * up front) and given back when the item is returned or at the final settlement: a lawful asset policy, not a fee.
 * "Kit deposit ₹1,500 before joining", "deposit … by GCash" and recruitment costs stay asks.
 */
const LENT_ASSET_RE = /\b(?:device|phone|smartphone|handset|scanner|tablet|laptop|bag|kit|uniform|t-shirt|jacket|helmet|equipment|tools?|asset|locker|sim card|power ?bank|box|beg|jaket)\b/;
const FROM_PAY_RE =
  /\b(?:deducted|adjusted|collected|taken|recovered|cut|dipotong|ibabawas|kinakaltas|kaltas)\b[^]{0,60}?\b(?:from|daripada|sa)\s+(?:[\w'-]+\s+){0,4}?(?:salary|salaries|earnings?|payouts?|pay|wages?|stipend|sahod|gaji|pendapatan)\b|\b(?:salary|earnings?|payouts?|wages?|pay|stipend)\s+(?:se|mein se)\b[^]{0,40}?\b(?:adjust|kat|kaat|cut)\w*/;
const GIVEN_BACK_RE = /\b(?:refund(?:ed)?|returned|repaid|paid back|given back|return|wapas|dikembalikan|ibabalik|ibinabalik)\b/;
const ON_RETURN_RE =
  /\b(?:final settlement|full and final|f&f|deactivat\w*|exit|leave|leaving|resign\w*|end of (?:your |the )?(?:contract|employment|service)|(?:when|once|after|upon|on)\s+(?:you\s+)?(?:return|returning|hand(?:ing)? back)|(?:is|are) returned|return(?:ing)? (?:it|them|the \w+)|wapas kar\w*|dipulangkan|ibinalik)\b/;
function lentAssetDeposit(sentence: string, next: string): boolean {
  if (!/\b(?:deposit|security)\b/.test(sentence) || !LENT_ASSET_RE.test(sentence) || !FROM_PAY_RE.test(sentence)) return false;
  const around = `${sentence} ${next}`;
  if (!GIVEN_BACK_RE.test(around) || !ON_RETURN_RE.test(around)) return false;
  const undenied = (re: RegExp) => [...sentence.matchAll(new RegExp(re.source, 'g'))].some((m) => !DENIAL_BEFORE_RE.test(sentence.slice(Math.max(0, m.index - 30), m.index)));
  if (undenied(TO_SECURE_RE) || undenied(PAYMENT_CHANNEL_RE) || undenied(/\b(?:in advance|upfront|up-front|pay now|post-?dated|cheques?)\b/)) return false;
  // "Before joining" is timing, judged above; "kit" is the item lent.
  return !RECRUITMENT_COST_RE.test(sentence.replace(/\b(?:joining\s+)?kit\b/g, 'item').replace(/\b(?:before|on|at|after)\s+joining\b/g, ' '));
}

/**
 * Cash-on-delivery orders: the rider collects the customer's cash, so the platform holds a float of the rider's own
 * credits in the app's wallet ("to receive cash-on-delivery orders, keep at least PHP 300 credits in your Rider Wallet").
 */
const COD_FLOAT_RE = /\b(?:cash[- ]on[- ]delivery|cod|cash (?:orders?|jobs?|trips?|deliveries))\b/;

/** An exam or application fee of a government recruiter, paid on its own portal. */
const EXAM_FEE_RE = /\b(?:application|exam(?:ination)?|test|recruitment exam)\s+fees?\b|(?:आवेदन|परीक्षा)\s*(?:शुल्क|फीस|फ़ीस)/;
const PAYMENT_CHANNEL_RE = /\b(?:gcash|paymaya|maya|paytm|phonepe|gpay|google pay|upi|western union|moneygram|palawan|cebuana|(?:personal|savings) account|account (?:number|no)|whats\s?app|telegram|cash)\b/;
/** A recruiting agency's service charge or placement fee, said to follow the law's cap (India's emigration rules, DMW's). */
const AGENT_CHARGE_RE = /\b(?:service charges?|service fees?|placement fees?|agency fees?|our fees?)\b/;
const LEGAL_CAP_RE = /\b(?:as per|under|within|in line with|in accordance with|not exceeding|not more than|(?:will|shall|does|do) not exceed|maximum|max\.?|capped|cap|allowed by|permitted by|prescribed|receipts?|raseed|resibo|niyam|anusar)\b/;
/**
 * Or, in a licensed agency's posting, receipts for what the candidate pays and nothing paid before the contract or the
 * visa ("official receipts are issued for anything you pay, and you will never be asked to pay before your contract is
 * verified by DMW"): the same lawful charge, described without its name. Only without a sum in the sentence.
 */
const RECEIPT_RE = /\b(?:official |proper |itemi[sz]ed )?(?:receipts?|raseed|resibo)\b/;
const PAID_ONLY_AFTER_RE =
  /\b(?:never|not|no)\b[^]{0,40}?\b(?:pay|paid|payment|collected|charged)\b[^]{0,20}?\b(?:before|until|prior to)\b[^]{0,30}?\b(?:contract|visa|selection|deployment|verified|verification|approval|offer|employment contract)\b/;
/** A recruiting licence named in the posting: "MEA Licence B-1187/KOC/…", "DMW-053-LB-…", "POEA License No. 123-LB". */
const AGENT_LICENCE_RE =
  // India's recruiting-agent certificate number ("B-1123/DEL/PER/1000+/5/9120/2021") stands on its own.
  /\b[a-z]-\d{3,5}\/[a-z]{3}\/[a-z]{3}\/|\b(?:mea|dmw|poea|emigrate|rl|ra|ea|jtksm|lmra|mhrsd|pam)\b[^]{0,40}?(?:licen[cs]e|licensed|reg(?:istration|n)?\.?|no\.?|number|#)\s*[:#]?\s*[a-z]{0,4}[-/ ]?\d{2,}|\b(?:dmw|poea)[- ]\d{3}|\blicen[cs]e\s*(?:no\.?|number)?\s*[:#]?\s*[a-z]{1,4}[-/ ]?\d{3,}/;

/** Government domains: gov.in, nic.in, gov.sg, careers.gov.sg, … (registrable only by the state). */
export function isGovernmentDomain(domain: string | null): boolean {
  return domain !== null && /(?:^|\.)(?:gov|mil|nic\.in|gov\.[a-z]{2}|mil\.[a-z]{2}|gob\.[a-z]{2})$/.test(domain);
}
/** The state's own job portals that are not on a government domain. */
const OFFICIAL_JOB_PORTALS = new Set(['jadarat.sa', 'dubaicareers.ae', 'taqat.sa', 'hrdf.org.sa', 'abudhabicareers.ae', 'ibps.in', 'upsconline.in']);

interface MoneyAsk {
  hit: string;
  clause: string;
}

interface MoneyContext {
  /** The posting's apply link or website is the state's: its exam fees are paid on its portal. */
  government: boolean;
}

/** Money or a verb of its own: a clause that is more than an item of a list ("visa", "all recruitment costs"). */
const CLAUSE_VERB_RE = new RegExp(String.raw`\b(?:pay|pays|paid|send|deposit|transfer|bring|keep|buy|bear|bears|shoulder|shoulders|charge|charged|collect|collects|collected|ask|asks|asked|require|requires|required|need|needs|must|will|is|are)\b`);
const LIST_PAID_RE = /\b(?:we|company|employer|hospital|hotel|resort|trust|sponsor|family|client|principal|school)\s+(?:will\s+|also\s+)?(?:pays?|covers?|bears?|sponsors?)\s*(?:for\s*)?(?:the following\s*)?(?:all\s*)?:/;

/**
 * An item of a list whose sentence says who pays, or denies the lot: "all recruitment costs, visa, ticket and
 * medical are paid by the employer", "the employer shoulders visa, ticket, and processing costs", "we do not charge any
 * recruitment, visa or medical fees", "what the trust pays for: sponsorship, visa fee, flight". The clauses are split
 * at commas (so "no registration fee, only a refundable deposit" keeps its ask); an item (no sum, no verb of its own,
 * at most 8 words) takes the payer or the denial of the clause that opens or closes its list — never in a sentence
 * with a turn ("but", "only", "however").
 */
function listItem(clause: string): boolean {
  // A quoted name or a deposit named by its kind is a noun, not the verb "deposit": "… for money, "security deposit" or UPI PIN".
  const nouns = clause.replace(/"[^"]*"/g, ' item ').replace(/\b(?:security|refundable|caution|cash|advance|key)\s+deposits?\b/g, ' item ');
  return !MONEY_RE.test(maskWages(clause)) && !CLAUSE_VERB_RE.test(nouns) && clause.split(/\s+/).length <= 8;
}
function coveredByList(sentence: string, parts: readonly string[], i: number): boolean {
  if (TURN_RE.test(sentence) || !listItem(parts[i])) return false;
  let open = i - 1;
  while (open >= 0 && listItem(parts[open])) open--;
  let close = i + 1;
  while (close < parts.length && listItem(parts[close])) close++;
  const opener = open >= 0 ? parts[open] : '';
  const closer = close < parts.length ? parts[close] : '';
  if (opener && employerPays(opener)) return true;
  if (opener && LIST_PAID_RE.test(opener) && employerPaysSubject(opener)) return true;
  if (closer && employerPays(closer)) return true;
  // Hindi puts the negation last: "koi joining fee, deposit ya kit charge nahi hai" (no joining fee, deposit or kit charge).
  const first = parts[open + 1] ?? '';
  const last = close < parts.length && !MONEY_RE.test(maskWages(parts[close])) ? parts[close] : parts[close - 1] ?? '';
  if (/^(?:koi|kisi bhi)\b/.test(first) && LIST_DENIED_AT_END_RE.test(last) && !CONDITIONAL_RE.test(sentence)) return true;
  return !!opener && DENIAL_BEFORE_RE.test(opener.replace(FALSE_DENIAL_RE, ' ')) && /\b(?:charge|collect|ask|take|pay|require)\w*\b/.test(opener) && !CONDITIONAL_RE.test(sentence);
}
/** A list whose last item ends in Hindi's negation: "… ya kit charge nahi hai", "… nahi liya jata". */
const LIST_DENIED_AT_END_RE = /\b(?:nahi|nahin|nhi)\b(?:\s+(?:hai|hain|hoga|hogi|lagega|lagegi|lagta|lenge|liya\s+jaata|liya\s+jata|li\s+jaati))?\s*$/;
function employerPaysSubject(before: string): boolean {
  return !/\b(?:not|never|no)\b[^]{0,20}$/.test(before.replace(LIST_PAID_RE, ''));
}

/**
 * The clause after the comma names the employer as the payer of what the clause before it states: "the permit requires
 * a payment of AED 950, paid by the company", "visa fee AED 950, which the company pays". Not after a turn ("but",
 * "only"), not with a sum of its own, and not when the employer pays only later ("covered by the company after joining",
 * "reimbursed", "refunded"): advanced by the candidate is paid by the candidate.
 */
function paidByTrailingClause(sentence: string, parts: readonly string[], i: number): boolean {
  const next = parts[i + 1];
  if (next === undefined || TURN_RE.test(sentence) || MONEY_RE.test(maskWages(next))) return false;
  if (!/^(?:which|that|all|fully|entirely|to be|will be|is|are|(?:borne|paid|covered|sponsored|shouldered)\b)/.test(next)) return false;
  if (/\b(?:after|later|once|upon|refund\w*|reimburs\w*|return\w*|advance\w*|deduct\w*|recover\w*|adjust\w*)\b/.test(next)) return false;
  return employerPays(next);
}

/** "No deposit, cheque or original certificates are collected": the upfront words a sentence mentions only to deny. */
function asksUpfront(sentence: string): boolean {
  for (const m of sentence.matchAll(new RegExp(UPFRONT_RE.source, 'g'))) {
    if (!DENIAL_BEFORE_RE.test(sentence.slice(Math.max(0, m.index - 30), m.index))) return true;
  }
  return false;
}

/** The posting says it sells a course, not a job: "This is a training programme, not a direct job." */
const DISCLOSED_COURSE_RE =
  /\b(?:this|it) is (?:a |an )?(?:paid |fee-based |classroom |full-time |part-time )?(?:training|course|skills?|certification|coaching|upskilling)(?: programme| program| course)?\b[^.\n]{0,20}?\bnot (?:a |an )?(?:direct |regular )?(?:job|employment|job offer|recruitment)\b/;
const COURSE_FEE_RE = /\b(?:course|tuition|programme|program|batch|emi|instal+ments?|scholarships?)\b/;

/**
 * "All recruitment costs are borne by AKPS" (Al Khor Petroleum Services): the employer named by its own name or its
 * initials after "by" is the employer, read as "by the company" by the payer patterns.
 */
const GENERIC_FIRST_WORD_RE = /^(?:global|international|national|united|general|royal|premier|golden|modern|eastern|western|northern|southern|central|continental|overseas|universal|standard|first|super|smart|prime|best|quality|trusted|reliable)$/;
function employerNamedAsCompany(text: string, companyName: string | null | undefined): string {
  const name = (companyName ?? '').toLowerCase().replace(/\([^)]*\)/g, ' ').replace(/[^a-z0-9& ]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (name.length < 3 || genericEmployer(companyName)) return text;
  const words = name.split(' ').filter((w) => /^[a-z]/.test(w));
  const core = name.replace(CORPORATE_WORDS_RE, ' ').replace(/\s+/g, ' ').trim();
  const forms = new Set([name, core, words.map((w) => w[0]).join(''), core.split(' ').filter((w) => /^[a-z]/.test(w)).map((w) => w[0]).join('')]);
  // "Borne by Transguard" for Transguard Group: the name's first word, when it is long enough to be the name's own.
  if (words[0] && words[0].length >= 6 && words.length > 1 && !GENERIC_FIRST_WORD_RE.test(words[0])) forms.add(words[0]);
  // "King Faisal Specialist Hospital & Research Centre" writes itself "KFSH&RC".
  if (name.includes('&')) forms.add(name.split(' ').filter((w) => /^[a-z&]/.test(w)).map((w) => w[0]).join(''));
  const paren = /\(([^)]{2,40})\)/.exec(companyName ?? '')?.[1]?.toLowerCase().trim();
  if (paren) forms.add(paren);
  const usable = [...forms].filter((f) => f.length >= 3 && !/^(?:you|candidate|applicant|worker)/.test(f)).map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (usable.length === 0) return text;
  return text
    .replace(new RegExp(String.raw`\bby\s+(?:the\s+)?(?:${usable.join('|')})(?![\w&])`, 'g'), 'by the company')
    .replace(new RegExp(String.raw`\b(?:${usable.join('|')})(?![\w&])(?=\s+(?:will\s+|shall\s+|also\s+|fully\s+)?(?:bears?|covers?|pays?|sponsors?|shoulders?|reimburses?|funds?)\b)`, 'g'), 'the company');
}

/**
 * A residence visa sold as the product (Gulf "visa trading", illegal in every GCC state): "work for any company
 * (freelance visa), AED 7,500 all inclusive", "Visa 18 renewal … KD 450, no need to work with sponsor".
 */
const VISA_TRADE_RE =
  /\b(?:no need to work (?:with|for|under) (?:the |your |a )?(?:sponsor|kafeel|company)|work (?:for|with) any (?:company|employer|sponsor)|(?:visas?|iqamas?) (?:for sale|on sale)|no job (?:needed|required))\b/;
function visaSold(text: string): MoneyAsk | null {
  const m = VISA_TRADE_RE.exec(text);
  if (!m || !/\b(?:visas?|iqamas?|work permits?|residenc[ey])\b/.test(text) || !MONEY_RE.test(text)) return null;
  return { hit: m[0], clause: m[0] };
}

/**
 * Paid to an official body, not to the employer or a recruiter: "exam fees are paid by the candidate directly to the
 * testing body", "the course fee is paid to the board's approved provider", "applicants shoulder only the allowable
 * government fees (passport, NBI, PEME)", "their own PDOS and personal documents". Not with a payment channel, an agent
 * or the job's own costs (visa, placement, deployment) beside it.
 */
const OFFICIAL_PAYEE_RE = new RegExp(
  [
    String.raw`\b(?:exam(?:ination)?s?|tests?|licen[cs]e|licensing|certification|course|registration)\b[^]{0,60}?\b(?:(?:paid|payable|pay)\s+(?:by (?:the |each )?(?:candidates?|applicants?)\s+)?)?directly\s+to\b`,
    String.raw`\b(?:paid|payable|pay)\s+(?:\w+\s+){0,4}?to\s+the\s+(?:testing|exam(?:ination)?|licensing|certification|accreditation|training)\s+(?:body|board|centre|center|provider|authority)\b`,
    // The candidate's own certificates attested, at their cost (the Gulf's licensing rules).
    String.raw`\b(?:attest\w*|certificates?|degrees?|transcripts?)\b[^.;]{0,50}\bat\s+(?:your|their|his|her)?\s*own\s+cost\b`,
    String.raw`\b(?:paid|payable)\s+to\s+the\s+(?:board|council|regulator|commission)(?:'s)?\b`,
    String.raw`\b(?:allowable|official|applicable)\s+government\s+fees?\b`,
    String.raw`\b(?:shoulder|pay|bear)s?\s+only\s+(?:the\s+)?(?:their|your|his|her)?\s*(?:own\s+)?(?:allowable\s+|personal\s+)?(?:government|personal|pdos|peos|passport|nbi)\b`,
  ].join('|'),
);
/** The state's own payment channels named as such ("through the LERIS payment channels (LandBank, GCash, Maya)"). */
const OFFICIAL_CHANNEL_RE = /\b(?:(?:official|its|the commission'?s|the board'?s)\s+(?:\w+\s+)?(?:payment channels?|portal|website|payment gateway)|\w+ payment channels|cashier|sbi collect|e-?challan|bank challan)\b/;
function officialPayee(sentence: string): boolean {
  return OFFICIAL_PAYEE_RE.test(sentence) && !PAYMENT_CHANNEL_RE.test(sentence) && !/\b(?:to (?:the |our |an? |your )?(?:agents?|agency|recruiters?|consultants?|company|employer)|agency fees?|agent'?s? fees?|placement fees?|deployment fees?|processing fees?|visa fees?|to us|our (?:office|account|team))\b/.test(sentence.replace(/\bno placement fee\b/g, ' '));
}

/** A duty of the job with money that is its customers': the verb's form is a duty's ("process", not "processing fee"). */
const JOB_DUTY_MONEY_RE =
  /\b(?:process|processes|handle|handles|record|records|manage|manages|reconcile|reconciles|reconciling|issue|issues|issuing|collect|collects|collecting|receive|receives|receiving|track|tracks|chase|chases|accept|accepts|accepting|post|posts)\s+(?:\w+\s+){0,4}?(?:refunds?|fees?|fee payments?|payments?|deposits?|invoices?|receipts?|collections?|dues|premiums?|registers?)\b|\b(?:pagtanggap|pagtatanggap|pagkolekta|tumanggap)\s+ng\s+bayad\b/;
/** The candidate named as the one who pays, or we/us as the ones who take it. */
const CANDIDATE_PAYER_RE = /\b(?:you|your|candidates?|applicants?|trainees?|workers?|jobseekers?|we|us)\b/;

function findMoneyAsk(text: string, ctx: MoneyContext = { government: false }): MoneyAsk | null {
  const all = sentences(text);
  const disclosedCourse = DISCLOSED_COURSE_RE.test(text);
  for (const [n, rawSentence] of all.entries()) {
    const sentence = rawSentence.trim();
    const parts = clausesOf(sentence);
    for (const [i, clause] of parts.entries()) {
      const masked = maskWages(clause);
      const strong = STRONG_ASK_RE.exec(masked);
      const fee = FEE_TERM_RE.exec(masked);
      const pay = PAY_ASK_RE.exec(masked);
      const hit = strong ?? fee ?? pay;
      if (!hit) continue;
      if (denied(clause, hit.index, hit[0].length) || coveredByList(sentence, parts, i) || paidByTrailingClause(sentence, parts, i)) continue;
      if (!strong) {
        // "We pay ₹25,000 a month", "insurance deposit by employer": a sum without a fee term, in an earning context.
        if (!fee && EARNING_CONTEXT_RE.test(clause)) continue;
        if (fee && EARNING_CONTEXT_RE.test(clause) && !SALARY_DEDUCTION_RE.test(clause) && !MONEY_RE.test(masked) && !AMOUNT_THEN_CURRENCY_RE.test(masked) && !/\b(?:pay|deposit)\b/.test(masked)) continue;
      }
      // A hostel's rent or the pension fund taken from the pay is no recruitment cost.
      // The cost may be named in the sentence before: "Staff accommodation is available; ₹1,500/month is recovered from salary."
      const previous = (all[n - 1] ?? '').trim();
      if (SALARY_DEDUCTION_RE.test(sentence) && (ORDINARY_DEDUCTION_RE.test(sentence) || (ORDINARY_DEDUCTION_RE.test(previous) && !RECRUITMENT_COST_RE.test(previous) && !/\b(?:fees?|charges?|costs?|deposit|bayad|bayaran|yuran|caj|uniforms?|id|kit|verification)\b/.test(sentence))) && !RECRUITMENT_COST_RE.test(sentence) && !TO_SECURE_RE.test(sentence)) continue;
      // A delivery platform's cash-on-delivery float: credits kept in the rider's own in-app wallet.
      if (COD_FLOAT_RE.test(sentence) && /\b(?:wallet|credits?|balance)\b/.test(sentence) && !/\b(?:unlock|tasks?|commissions?|vip)\b/.test(sentence) && !TO_SECURE_RE.test(sentence)) continue;
      // A deposit for equipment lent (a delivery bag, a device, a scanner) taken from the pay and given back with it.
      if (lentAssetDeposit(sentence, (all[n + 1] ?? '').trim())) continue;
      // A training institute's course fee, in a posting that says it is a course and not a job (a caution's matter at
      // most: it is sold openly, not hidden behind a job); a recruitment cost beside it is still an ask.
      if (disclosedCourse && COURSE_FEE_RE.test(sentence) && !/\b(?:visa|placement fee|registration|deposit|joining|interview|kit)\b/.test(sentence)) continue;
      // A hostel's rent and its (security) deposit, as its rules state them.
      if (HOUSING_DEPOSIT_RE.test(sentence) && !RECRUITMENT_COST_RE.test(sentence.replace(/\bsecurity deposit\b/g, 'deposit')) && !TO_SECURE_RE.test(sentence)) continue;
      // A service agreement: the training cost is repaid only by one who leaves early; nothing is paid to join.
      if (BOND_EXIT_RE.test(sentence) && /\b(?:training|bond|agreement|cost|repay\w*)\b/.test(sentence) && !asksUpfront(sentence)) continue;
      // The job's duties with its customers' money: "collect term fees", "process refunds of the registration deposit",
      // "manage the admission deposit register", Tagalog "pagtanggap ng bayad" — nobody asks the candidate.
      if (JOB_DUTY_MONEY_RE.test(sentence) && !CANDIDATE_PAYER_RE.test(sentence) && !TO_SECURE_RE.test(sentence)) continue;
      // An exam, licence or course fee paid to the body that holds it, the government's own fees, the candidate's own
      // documents (passport, NBI clearance): none is paid to the employer or the recruiter.
      if (officialPayee(sentence)) continue;
      // The state's (or a public exam board's) exam fee, paid on its own portal.
      if (ctx.government && (EXAM_FEE_RE.test(sentence) || (/\bfees?\b/.test(sentence) && EXAM_FEE_RE.test(text))) && (!PAYMENT_CHANNEL_RE.test(sentence) || OFFICIAL_CHANNEL_RE.test(sentence))) continue;
      return { hit: clause.slice(hit.index, hit.index + hit[0].length).trim(), clause: sentence };
    }
  }
  return null;
}

/**
 * A licensed recruiting agency's service charge said to be within the law's cap (India allows up to ₹30,000 + GST
 * after the visa; the Philippines one month's basic salary, none for domestic workers and seafarers): a caution to
 * check the licence and pay against a receipt, not a scam verdict.
 */
function agentServiceCharge(ask: MoneyAsk, text: string): boolean {
  const lawful = (AGENT_CHARGE_RE.test(ask.clause) && LEGAL_CAP_RE.test(ask.clause)) || (RECEIPT_RE.test(ask.clause) && PAID_ONLY_AFTER_RE.test(ask.clause) && !MONEY_RE.test(maskWages(ask.clause)));
  return lawful && AGENT_LICENCE_RE.test(text) && !asksUpfront(ask.clause.replace(/\bsecurity\b/g, ' ')) && !PAYMENT_CHANNEL_RE.test(ask.clause);
}

// ---------------------------------------------------------------------------------------------------------------
// Contacts and domains

const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.in', 'yahoo.in', 'yahoo.com.ph', 'yahoo.com.sg', 'yahoo.com.my',
  'ymail.com', 'rocketmail.com', 'hotmail.com', 'hotmail.co.uk', 'outlook.com', 'outlook.in', 'outlook.ph', 'live.com',
  'live.in', 'msn.com', 'rediffmail.com', 'rediff.com', 'icloud.com', 'me.com', 'aol.com', 'protonmail.com',
  'proton.me', 'mail.com', 'gmx.com', 'zohomail.in', 'zohomail.com', 'yandex.com', 'yandex.ru', 'tutanota.com',
]);

/** Employer-hosted applicant tracking systems: an apply link there is the employer's own channel. */
const ATS_DOMAINS = new Set([
  'greenhouse.io', 'lever.co', 'myworkdayjobs.com', 'workday.com', 'smartrecruiters.com', 'workable.com', 'ashbyhq.com',
  'bamboohr.com', 'zohorecruit.com', 'zohorecruit.in', 'successfactors.com', 'successfactors.eu', 'sapsf.com',
  'taleo.net', 'oraclecloud.com', 'icims.com', 'jobvite.com', 'recruitee.com', 'breezy.hr', 'teamtailor.com',
  'personio.de', 'personio.com', 'darwinbox.in', 'keka.com', 'freshteam.com', 'applytojob.com', 'pinpointhq.com',
  'avature.net', 'manatal.com', 'turbohire.co', 'eightfold.ai', 'phenompeople.com', 'kula.ai', 'hirehive.com',
]);

/** Job boards: applying there is normal; it neither proves nor disproves the employer. */
const JOB_BOARD_DOMAINS = new Set([
  'linkedin.com', 'naukri.com', 'naukrigulf.com', 'indeed.com', 'jobstreet.com', 'foundit.in', 'foundit.sg',
  'monsterindia.com', 'bayt.com', 'gulftalent.com', 'kalibrr.com', 'mycareersfuture.gov.sg', 'instahyre.com',
  'iimjobs.com', 'hirist.tech', 'apna.co', 'workindia.in', 'shine.com', 'timesjobs.com', 'glassdoor.com', 'hiredly.com',
  'maukerja.my', 'onlinejobs.ph', 'jobsdb.com', 'internshala.com', 'wellfound.com', 'cutshort.io',
]);

/** Country sites of the job boards above ("jobstreet.com.ph", "indeed.co.in"): the same board by name. */
const JOB_BOARD_NAMES = new Set(['jobstreet', 'indeed', 'linkedin', 'naukri', 'naukrigulf', 'bayt', 'kalibrr', 'foundit', 'monster', 'glassdoor', 'jobsdb', 'hiredly', 'tes', 'teachaway', 'seek']);

function isJobBoard(domain: string): boolean {
  return JOB_BOARD_DOMAINS.has(domain) || JOB_BOARD_NAMES.has(domain.split('.')[0]);
}

/** Links that hide where they lead or collect applications outside any employer system. */
const OPAQUE_DOMAINS = new Set([
  'bit.ly', 'tinyurl.com', 'cutt.ly', 'rb.gy', 't.ly', 'shorturl.at', 'is.gd', 'goo.gl', 'tiny.cc', 'ow.ly',
  'forms.gle', 'jotform.com', 'typeform.com', 'wa.me', 'whatsapp.com', 't.me', 'telegram.me', 'linktr.ee',
]);

/** Second-level suffixes of the region, so "careers.acme.co.in" belongs to "acme.co.in". */
const TWO_LEVEL_SUFFIXES = new Set([
  'co.in', 'net.in', 'org.in', 'gov.in', 'ac.in', 'edu.in', 'com.ph', 'net.ph', 'org.ph', 'gov.ph', 'edu.ph',
  'com.my', 'org.my', 'gov.my', 'edu.my', 'com.sg', 'edu.sg', 'gov.sg', 'org.sg', 'co.ae', 'gov.ae', 'ac.ae',
  'com.sa', 'gov.sa', 'edu.sa', 'com.qa', 'gov.qa', 'edu.qa', 'com.kw', 'gov.kw', 'edu.kw', 'com.om', 'gov.om',
  'com.bh', 'gov.bh', 'co.uk', 'com.au',
]);

/** "https://careers.acme.co.in/jobs/1" → "acme.co.in"; null for what is not a host. */
export function baseDomain(urlOrDomain: string | null | undefined): string | null {
  if (!urlOrDomain) return null;
  let host = urlOrDomain.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^[^@/]*@/, '').split(/[/?#:]/)[0].replace(/\.$/, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return null;
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  if (labels.length >= 3 && TWO_LEVEL_SUFFIXES.has(lastTwo)) return labels.slice(-3).join('.');
  return lastTwo;
}

/** The URL's whole host ("docs.google.com"), to tell a form apart from a company's Google Workspace domain. */
function hostOf(url: string): string | null {
  const m = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([^/?#:@\s]+)/i.exec(url.trim());
  return m ? m[1].toLowerCase() : null;
}

// Starts only at the beginning of a token and bounds each part, so a hostile run of letters stays linear.
const EMAIL_RE = /(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8})/gi;
const MESSAGING_RE = /\b(?:whats\s?app|whatsap|wa\.me|viber|telegram|t\.me|wechat|imo|signal app)\b|\bwa\s*(?:no|number|#|:)|\b(?:on|via|through)\s+signal\b/;
/**
 * The posting moves the candidate off the platform to a chat (FBI and FTC advisories on fake remote jobs): "do not apply
 * here, text …", "interviews via Teams chat (text)", "add our recruiter on Signal", "apply via WhatsApp only", "you'll be
 * added to our onboarding group". Not a signal of its own: it keeps a chat contact counting on a verified source.
 */
const OFF_PLATFORM_LURE_RE =
  /\b(?:do not|don'?t|please do not) apply (?:here|on this|through this|via this)\b|\binterviews?\s+(?:\w+\s+){0,3}?(?:via|through|by|over|on)\s+(?:\w+\s+){0,3}?(?:text|chat|telegram|signal|hangouts?)\b|\b(?:text|chat)[- ]only interview|\b(?:add|text|message)\s+(?:our\s+|the\s+)?(?:hr|recruiter|hiring manager|hr manager|recruitment officer)\s+(?:\w+\s+){0,2}?(?:on|via)\s+(?:signal|telegram|wechat|whats\s?app)\b|\bapply\s+(?:via|through|by|on)\s+(?:whats\s?app|telegram|signal)\s+only\b|\badded to (?:our|the|a) (?:onboarding|training|hiring|work) group\b/;
const PHONE_RE = /(?:\+|\b)(?:\d[\s-]?){9,13}\d\b/;
const CALL_RE = /\b(?:call|sms|text|contact|ring|message|msg)\b[^.\n]{0,25}(?:\+|\b)\d/;

interface ContactFacts {
  personal: string | null;
  companyChannel: boolean;
  /** Free-mail addresses and messaging handles or links (the brand rule reads them). */
  freeMail: string | null;
  messaging: string | null;
  /** Registrable domains of the non-free contact addresses. */
  emailDomains: string[];
}

function contactFacts(input: TrustInput, text: string, companyDomain: string | null, applyDomain: string | null): ContactFacts {
  const emails = [...(input.contactEmails ?? []), ...[...text.matchAll(EMAIL_RE)].map((m) => m[0])].map((e) => e.toLowerCase());
  const emailDomains = emails.map((e) => baseDomain(e.split('@')[1] ?? ''));
  const freeMail = emails.find((_, i) => FREE_MAIL_DOMAINS.has(emailDomains[i] ?? ''));
  const messaging = MESSAGING_RE.exec(text)?.[0];
  const phone = (input.contactPhones ?? []).length > 0 || PHONE_RE.test(text) || CALL_RE.test(text) ? 'phone number' : null;
  const applyHost = input.applyUrl ? hostOf(input.applyUrl) : null;
  const messagingApply = applyDomain !== null && ['wa.me', 'whatsapp.com', 't.me', 'telegram.me'].includes(applyDomain) ? applyHost : null;

  const companyEmail = emailDomains.some((d) => d !== null && !FREE_MAIL_DOMAINS.has(d) && (companyDomain === null || d === companyDomain));
  const companyApply = applyDomain !== null && ((companyDomain !== null && applyDomain === companyDomain) || ATS_DOMAINS.has(applyDomain));
  return {
    personal: freeMail ?? messagingApply ?? messaging ?? phone,
    // A verified source says where the posting came from, not that its contact is the company's (issue 35): only an
    // address on the company's domain or an apply link there (or on an ATS) is a company channel.
    companyChannel: companyEmail || companyApply,
    freeMail: freeMail ?? null,
    messaging: messagingApply ?? messaging ?? null,
    emailDomains: emailDomains.filter((d): d is string => d !== null && !FREE_MAIL_DOMAINS.has(d)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Pressure and employer

/** Wording that rushes the candidate or promises what no employer can. */
const PRESSURE_RE = new RegExp(
  [
    String.raw`\bpay (?:today|now|immediately|within)\b`,
    String.raw`\blimited (?:seats|slots|vacancies|positions only|openings)\b`,
    String.raw`\b(?:seats|slots) (?:are )?(?:limited|filling fast|left)\b`,
    String.raw`\bonly (?:\d+|few|a few) (?:seats|slots)\b`,
    String.raw`\blast (?:few )?(?:seats|slots|chance)\b`,
    String.raw`\bfirst[- ]come,? first[- ]serve`,
    String.raw`\bhurry\b`,
    String.raw`\b(?:offer|link|registration) (?:valid|expires|closes|open) (?:today|tonight|only today|for 24 hours|within)`,
    String.raw`\bwithin (?:24|12|48|2|3|6) (?:hours|hrs)\b`,
    String.raw`\btoday only\b`,
    String.raw`\b100\s?% (?:job|placement|selection|visa|guarantee)`,
    String.raw`\b(?:job|placement|selection|visa) guarantee`,
    String.raw`\bguaranteed (?:job|placement|selection|visa|income|earning|salary)`,
    String.raw`\b(?:no|without) (?:interview|experience and no interview)\b`,
    String.raw`\bdirect (?:joining|selection|appointment) without\b`,
    String.raw`\bdon'?t miss (?:this|the) (?:chance|opportunity)\b`,
    String.raw`\bact fast\b`,
  ].join('|'),
);

const GENERIC_EMPLOYER_RE =
  /^(?:confidential|hiring company|company|n\/?a|na|none|not disclosed|undisclosed|private|private company|reputed (?:company|mnc|firm|group|organisation|organization)|(?:a )?leading (?:company|mnc|group|firm|organisation|organization|brand)|top mnc|mnc|an? mnc|hr|hr team|hr department|hr manager|recruiter|recruitment team|urgent hiring|hiring|hiring now|jobs?|job vacancy|employer|client|our client|various|multiple companies|work from home|wfh|online job|part time job|home based job|-|\.)$/;

/** "Company in Dubai", "A leading hospital", "Syarikat swasta" (Malay), "Kompanya" (Tagalog). */
const GENERIC_EMPLOYER_PHRASE_RE =
  /^(?:an? |the )?(?:confidential |reputed |leading |private |reputable |well[- ]known |top |big |large |established |multinational |international )*(?:company|firm|mnc|group|hospital|hotel|restaurant|school|clinic|factory|business|syarikat|syarikat swasta|kompanya|kumpanya)(?: (?:in|at|based in|located in) [a-z .,-]+)?$/;

/** The company name says nothing of who the employer is ("Confidential", "Company in Dubai", none): how, else null. */
function genericEmployer(companyName: string | null | undefined): string | null {
  const name = (companyName ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (name === '' || GENERIC_EMPLOYER_RE.test(name) || GENERIC_EMPLOYER_PHRASE_RE.test(name)) return name === '' ? 'no company name' : `"${name}"`;
  return null;
}

function noIdentifiableEmployer(input: TrustInput, companyDomain: string | null): string | null {
  if (input.verifiedSource || companyDomain) return null;
  return genericEmployer(input.companyName);
}

// ---------------------------------------------------------------------------------------------------------------
// Scams that ask no fee in the posting (issue 35): each type its own detector and signal, its evidence the phrase.

/** The clause warns against the pattern ("we will never ask you to like and follow") rather than offering it. */
function warnedAgainst(clause: string, hitIndex: number): boolean {
  if (SCAM_WARNING_RE.test(clause)) return true;
  return /\b(?:never|not|don'?t|do not|won'?t|will not|no|without|jangan|huwag|hindi|mat)\b/.test(clause.slice(Math.max(0, hitIndex - DENIAL_REACH), hitIndex));
}

function findInClauses(parts: readonly string[], re: RegExp, skip?: RegExp): string | null {
  for (const clause of parts) {
    const hit = re.exec(clause);
    if (!hit || warnedAgainst(clause, hit.index) || (skip && skip.test(clause))) continue;
    return hit[0].trim();
  }
  return null;
}

/** An identity document, as the region names them. */
const ID_DOC = String.raw`(?:aadhaa?r(?: card)?|pan card|passport|emirates id|mykad|nric|\bic\b|sss(?: id)?|umid|philsys(?: id)?|national id|qatar id|qid|civil id|iqama|driving licen[cs]e|driver'?s licen[cs]e|(?:id|identity) (?:card|proof|document)s?|government id|valid id|\bids?\b)`;
/**
 * Identity theft (issue 35; the region's advisories: "selfie with your Aadhaar" loan-app and mule-account scams, the
 * PDRM's and DMW's warnings): a selfie holding the ID, a selfie video or video "KYC", or the ID's photos asked for before
 * any interview. A photo for the ID badge, or documents brought to a walk-in interview, are not.
 */
const IDENTITY_SELFIE_RE = new RegExp(
  [
    String.raw`\bselfies?\s+(?:\w+\s+){0,3}?(?:holding|with|showing|beside|next to)\s+(?:\w+\s+){0,3}?${ID_DOC}`,
    String.raw`${ID_DOC}\s+(?:\w+\s+){0,4}?(?:and|with|&|\+|plus)\s+(?:a\s+|your\s+)?(?:live\s+)?selfie\b`,
    String.raw`\b(?:selfie|face)\s+(?:verification\s+)?videos?\b|\bvideo\s+(?:selfie|kyc|e-?kyc)\b|\bvideo[- ]call\s+kyc\b`,
    // Taglish "selfie na hawak ang ID", Malay "selfie memegang IC / MyKad".
    String.raw`\bselfie\s+(?:na\s+)?(?:hawak|kasama|memegang|bersama|dengan)\s+(?:ang\s+|mo\s+ang\s+|ng\s+)?(?:\w+\s+)?(?:id|ic|mykad|kad pengenalan|umid|sss|philsys|passport|pasaporte)\b`,
    String.raw`\b(?:photo|picture|pic|scan|copy|image)s?\s+of\s+(?:your\s+|the\s+)?(?:\w+\s+)?${ID_DOC}[^.;]{0,60}\bbefore\s+(?:the\s+|any\s+|your\s+)?(?:interview|offer|screening)\b`,
  ].join('|'),
);

/** Task and top-up scams: paid to like, follow, rate or "optimise" — until a top-up unlocks the next level. */
const TASK_SCAM_RE = new RegExp(
  [
    String.raw`\blikes?\s*(?:,|and|&|\+|at)?\s*(?:follow|subscribe|share)s?\b`,
    String.raw`\b(?:like|follow|subscribe(?: to)?)\s+(?:\w+\s+){0,2}?(?:youtube|tiktok|instagram|facebook|fb|ig)\s+(?:videos?|channels?|pages?|posts?|accounts?)\b`,
    String.raw`\b(?:mag-?like|i-?like)\b|\blike\s+kar(?:ke|o|na|ein)\b|\bklik\s+suka\b`,
    String.raw`\brat(?:e|ing)\s+(?:\w+\s+)?(?:products?|hotels?|apps?|movies?|restaurants?)\b(?=[^]*\b(?:earn\w*|commissions?|income|tasks?)\b)`,
    String.raw`\b(?:product|hotel|app|movie)\s+(?:rating|ratings|reviews?)\s+(?:tasks?|jobs?|work)\b`,
    String.raw`\bprepaid\s+tasks?\b`,
    String.raw`\b(?:recharge|top[- ]?up|deposit)\s+(?:\w+\s+){0,3}?(?:to\s+)?unlock\b`,
    String.raw`\bunlock\s+(?:\w+\s+){0,2}?(?:tasks?|levels?|commissions?|orders?|vip)\b`,
    String.raw`\b(?:complete|do|finish)\s+(?:\d+\s+|simple\s+|daily\s+|online\s+|easy\s+)*(?:tasks?|orders?)\s+(?:(?:a|per|each|every)\s+day\s+|daily\s+)?(?:and|to)\s+(?:earn|get)\b`,
    String.raw`\b(?:each|every|per)\s+task\s+(?:pays|earns?|gives)\b`,
    // The money put in to do the next task or level, returned "with commission": "deposit required for each level",
    // "deposit first task via STC Pay", "some tasks require top-up which is returned with commission",
    // "placing orders with your own money, refunded with 15% commission".
    String.raw`\b(?:deposits?|top[- ]?ups?|recharges?)\s+(?:\w+\s+){0,2}?(?:for\s+)?(?:the\s+)?(?:first|each|every|next|higher)\s+(?:levels?|tiers?|tasks?|sets?|orders?)\b`,
    String.raw`\b(?:levels?|tiers?|tasks?)\s+(?:\w+\s+){0,2}?(?:need|needs|require|requires|required)\s+(?:\w+\s+){0,2}?(?:deposits?|top[- ]?ups?|recharges?)\b`,
    String.raw`\b(?:returned|refunded|paid back|given back)\s+(?:\w+\s+){0,2}?with\s+(?:a\s+|an?\s+extra\s+)?(?:\d+\s?%\s+)?commissions?\b`,
    String.raw`\b(?:orders?|purchases?)\s+with\s+your\s+own\s+money\b`,
    String.raw`\bcombo\s+(?:tasks?|orders?)\b`,
    String.raw`\bcommissions?\s+(?:per|for each|on every|on each)\s+(?:task|order|like|review|rating)\b`,
    String.raw`\b(?:order|task)[- ]grabbing\b|\bgrab\s+orders?\b|\bmerchant\s+tasks?\b|\bvip\s+(?:level|tier)s?\b`,
    String.raw`\b(?:boost|optimi[sz]e|submit)\s+(?:\w+\s+)?(?:orders?|apps?|products?)\b[^]{0,30}\bcommissions?\b`,
    // The "priority", "combo" or "lucky" order the worker must cover from a balance before the set pays out.
    String.raw`\b(?:priority|combination|combo|lucky|premium|special|golden)\s+(?:orders?|tasks?|sets?|products?)\b"?[^]{0,80}?\b(?:balance|covered|cover|top[- ]?up|recharge|negative|deposit)\b`,
  ].join('|'),
);

/** Money mules: the candidate's account receives and passes on other people's money. */
const MONEY_MULE_RE = new RegExp(
  [
    String.raw`\bpayment\s+processing\s+(?:agent|assistant|representative|officer|coordinator|specialist)\b`,
    String.raw`\b(?:payment|funds?)\s+(?:transfer\s+)?(?:agent|receiver|handler)s?\b`,
    String.raw`\breceive\s+(?:\w+\s+){0,2}?(?:payments?|funds|money|transfers?|deposits?)\s+(?:in|into|to|on|through|via)\s+(?:your|their|his|her)\s+(?:own\s+|personal\s+)?(?:bank\s+)?(?:accounts?|wallets?|gcash|upi)\b`,
    String.raw`\b(?:rent|lend|sell)\s+(?:us\s+)?(?:your\s+)?(?:bank\s+)?(?:accounts?|gcash|upi)\b`,
    String.raw`\b(?:transfer|forward|send|remit)\s+(?:\w+\s+){0,3}?(?:funds|money|payments?|amounts?)\b[^]{0,50}\b(?:keep|retain)\s+(?:\w+\s+){0,2}?(?:commission|\d+\s?%)`,
    String.raw`\b(?:keep|retain)\s+(?:\d+\s?%|a\s+commission|your\s+commission)\b[^]{0,50}\b(?:transfer|forward|send|remit)\b`,
    String.raw`\bsewa\s+akaun\b|\bakaun\s+bank\s+(?:anda|sendiri)\b[^]{0,40}\b(?:terima|pindah)\w*`,
    String.raw`\b(?:apne|aapke)\s+(?:bank\s+)?account\s+(?:me|mein)\s+(?:payment|paise|paisa)\b`,
    String.raw`\bgamitin\s+(?:ang\s+)?(?:iyong\s+)?(?:bank\s+account|gcash)\b`,
    // An account opened in the candidate's name for the "team" to run; cash paid into accounts the "employer" names;
    // payments received and passed on.
    String.raw`\bopen\s+(?:a\s+)?(?:new\s+)?(?:bank\s+)?accounts?\s+in\s+your\s+(?:own\s+)?name\b[^]{0,60}\b(?:let|allow|give)\s+(?:us|our|the)\b`,
    String.raw`\b(?:deposit|transfer|send|remit|pay)\s+(?:it\s+|them\s+|the\s+(?:cash|money|funds|payments?)\s+)?(?:in|into|to)\s+(?:the\s+)?accounts?\s+(?:that\s+|which\s+)?(?:we|our team|our manager)\s+(?:give|provide|share|send|assign|specify|nominate)\b`,
    String.raw`\breceive\s+(?:\w+\s+){0,2}?payments?\s+(?:\w+\s+){0,3}?and\s+(?:transfer|forward|send|remit)\s+(?:them|it|the\s+(?:money|funds))\b`,
    String.raw`\b(?:payment|paise|paisa|paisa)\s+(?:aayega|aaega|aayenge|ayega|aaenge)\b[^]{0,60}\btransfer\s+kar\w*`,
  ].join('|'),
);

/** Reshipping: parcels received at home and sent on. */
const RESHIPPING_RE = new RegExp(
  [
    String.raw`\bre-?ship(?:ping|ped|ment|s)?\b`,
    String.raw`\b(?:receive|accept|collect)\s+(?:\w+\s+){0,2}?(?:packages?|parcels?|goods|shipments?|items?|deliveries)\s+(?:\w+\s+){0,3}?(?:at|to|in)\s+(?:your\s+)?(?:own\s+)?(?:home|house|residence|address|apartment)\b`,
    String.raw`\b(?:package|parcel)\s+(?:forwarding|handling|receiving)\s+(?:agent|coordinator|assistant|specialist|clerk)\b`,
    String.raw`\b(?:terima|tanggapin)\s+(?:\w+\s+)?(?:bungkusan|parsel|pakete)\b`,
  ].join('|'),
);

/** Trading-wallet scams: a "job" trading in a wallet or account the candidate funds or is handed. */
const TRADING_WALLET_RE = new RegExp(
  [
    String.raw`\bfunded\s+(?:trading\s+)?accounts?\b`,
    String.raw`\b(?:crypto(?:currency)?|forex|trading|usdt|bitcoin)\s+(?:trading\s+)?wallets?\b`,
    String.raw`\b(?:fund|top[- ]?up|deposit (?:into|in))\s+(?:your|the|a)\s+(?:trading|crypto|investment)\s+(?:account|wallet)\b`,
    String.raw`\binvestable\s+assets\b`,
    String.raw`\busdt\b`,
  ].join('|'),
);
/** "Clients with at least SGD 5 million in investable assets" is a private banker's job, not a trading scam. */
const CLIENT_ASSETS_RE = /\b(?:clients?|customers?|hnwi?s?|individuals|families|portfolio of)\b/;

/** A government job "without exam": government, railway, army recruitment always goes through a published exam. */
const GOVERNMENT_JOB_RE =
  /\b(?:government|govt\.?|sarkari|railways?|army|navy|air force|police|central|state|psu|ministry|municipal|post office|kerajaan|gobyerno)\s+(?:\w+\s+)?(?:jobs?|naukri|vacanc\w+|posts?|bharti|recruitment|service|department|sector|employees?|positions?|kerja|jawatan|trabaho)\b|\bsarkari\b|\bgovernment[- ]job\b|\b(?:indian army|indian railways|india post|railway recruitment|gram panchayat|panchayat|nagar nigam|anganwadi)\b|(?:ग्राम\s*पंचायत|पंचायत|नगर\s*निगम|आंगनवाड़ी)|(?:सरकारी|रेलवे|रेल|सेना|पुलिस|डाक)\s*(?:विभाग\s*)?(?:में\s*)?(?:नौकरी|भर्ती|ग्रुप|पद)/;
const NO_EXAM_RE =
  /\b(?:no|without|bina|walang|tanpa)\s+(?:written\s+|any\s+|entrance\s+|competitive\s+)?(?:exam|examination|test|pariksha|peperiksaan|pagsusulit)s?\b|\bdirect\s+(?:appointment|joining|bharti|posting)\b|\b(?:seedhi|sidhi|seedhe)\s+bharti\b|\bexam[- ]free\b|बिना\s+(?:किसी\s+)?(?:लिखित\s+)?परीक्षा|(?:कोई\s+)?(?:लिखित\s+)?परीक्षा\s+नहीं|सीधी\s+भर्ती/;

/** Overseas jobs that fly the candidate out within days, without an interview, on a visa already "ready". */
const INSTANT_DEPLOYMENT_RE = new RegExp(
  [
    String.raw`\bfly\s+(?:out\s+)?(?:within|in)\s+(?:[1-9]|1[0-4]|a|one|two|few|a few)\s*(?:days?|weeks?|hours?)\b`,
    String.raw`\b(?:deploy(?:ment|ed)?|departure|flight)\s+(?:within|in)\s+(?:[1-9]|1[0-4]|a|one|two|few|a few)\s*(?:days?|weeks?|hours?)\b`,
    String.raw`\bvisa\s+(?:is\s+)?(?:already\s+)?(?:ready|approved|processed)\b|\bready\s+visa\b`,
    String.raw`\bdirect\s+hir(?:e|ing)\b[^]{0,40}\bvisa\b`,
    String.raw`\bterbang\s+(?:dalam|dlm|within)\s+(?:[1-9]|1[0-4])\s*(?:hari|minggu)\b`,
  ].join('|'),
);
const NO_INTERVIEW_RE = /\b(?:no|without|walang|tiada|tanpa)\s+(?:\w+\s+)?(?:interview|temuduga)\b/;
const OVERSEAS_RE = /\b(?:abroad|overseas|ofw|gulf|dubai|saudi|ksa|qatar|kuwait|oman|bahrain|uae|canada|europe|poland|romania|malta|japan|korea|australia|new zealand|uk)\b/;

// ---------------------------------------------------------------------------------------------------------------
// Unrealistic pay for unskilled home or part-time work ("$400 to $500 extra per day", "₹30,000 weekly from home")

/**
 * Above this, in US dollars an hour, pay for unskilled home or part-time work (data entry, typing, form filling, simple
 * online tasks) is not plausible: real remote data-entry and admin work pays about USD 12–20 an hour in the US, less
 * in the region.
 */
export const HOME_WORK_MAX_USD_PER_HOUR = 25;
/**
 * Paid in the region's own currencies, the same work pays far less (India's home typists about ₹100 an hour, the
 * Philippines' VAs ₱150–250, Malaysia's RM 8–15): the bound in US dollars an hour for those currencies.
 */
export const HOME_WORK_MAX_USD_PER_HOUR_LOCAL: Readonly<Record<string, number>> = { INR: 3, PHP: 4, MYR: 5 };
/**
 * Work from home paid in the Gulf's currencies: data-entry, admin and customer-service staff there earn about AED/SAR
 * 2,500–5,000 a month (USD 4–8 an hour); the bound for remote or online work only — on-site part-time work (event staff,
 * promoters at AED 40–50 an hour) keeps the general bound.
 */
export const REMOTE_WORK_MAX_USD_PER_HOUR_GULF = 10;
const GULF_CURRENCIES = new Set(['AED', 'SAR', 'QAR', 'KWD', 'OMR', 'BHD']);
/** Hours assumed in a period when the text states no hours a day. */
const HOURS_IN: Readonly<Record<'hour' | 'day' | 'week' | 'month', number>> = { hour: 1, day: 8, week: 40, month: 173 };

const HOME_WORK_RE =
  /\b(?:from home|work from home|(?:work|working|job|typists?) at home|wfh|home[- ]based|remote(?:ly)?|online|part[- ]time|spare time|free time|flexible hours|extra income|side income|smartphone|mobile phone)\b/;
/** The work is done where the employer is ("at our centre", "walk in"): not home work, even when part-time. */
const REMOTE_WORK_RE = /\b(?:from home|work from home|(?:work|working|job|typists?) at home|wfh|home[- ]based|remote(?:ly)?|online|smartphone|mobile phone|your phone)\b/;
const ON_SITE_RE = /\b(?:at|in)\s+(?:our|the)\s+(?:centre|center|office|store|shop|branch|outlet|clinic|restaurant|cafe|warehouse|factory|premises|site|school|hospital|hotel|mall|academy|studio|salon|gym)\b|\bwalk[- ]?in\b/;
const UNSKILLED_RE =
  /\b(?:data entry|typing|typists?|copy[- ]paste|form filling|captcha|sms sending|ad posting|surveys?|clerical|packing|envelopes?|assembl(?:y|ing)|simple tasks?|easy tasks?|online tasks?|no experience|no skills?|no qualifications?|anyone can|students?|housewi(?:fe|ves)|homemakers?|payroll clerks?|admin(?:istrative)? assistants?|receptionists?|customer service)\b/;
const HOURS_A_DAY_RE = /\b(\d{1,2}(?:\.\d)?)\s*(?:-\s*\d{1,2}\s*)?(?:hours?|hrs?)\s*(?:(?:a|per|\/|each|every)\s*day|daily)\b|\b(\d{1,2})\s*(?:-\s*\d{1,2}\s*)?(?:ghante|oras|jam)\b|\bonly\s+(\d{1,2})\s*(?:hours?|hrs?)\s+of\s+(?:\w+\s+){0,3}?work\b/;
const CURRENCY_OF_TOKEN: ReadonlyArray<[RegExp, string]> = [
  [/^(?:rs|inr|₹)/, 'INR'], [/^(?:php|₱|p(?=\d))/, 'PHP'], [/^(?:aed|dhs?)/, 'AED'], [/^sar/, 'SAR'], [/^(?:qar|qr)/, 'QAR'],
  [/^(?:kwd|kd)/, 'KWD'], [/^omr/, 'OMR'], [/^(?:bhd|bd)/, 'BHD'], [/^(?:rm|myr)/, 'MYR'], [/^(?:sgd|s\$)/, 'SGD'], [/^(?:usd|\$)/, 'USD'],
];
const CLAIM_RE = new RegExp(`(${MONEY})(?:\\s*(?:-|to)\\s*(?:${MONEY}|\\d[\\d,]*(?:\\.\\d+)?\\s?k?))?(?:\\s+(?:extra|more|only|net|plus))?\\s*(?:\\/|per|an?|every|each)?\\s*(hr|hour|hourly|day|daily|week|weekly|month|monthly)\\b`, 'g');

function unrealisticPayClaim(text: string, rates: ExchangeRateTable): string | null {
  if (!HOME_WORK_RE.test(text)) return null;
  const hoursMatch = HOURS_A_DAY_RE.exec(text);
  const hoursADay = hoursMatch ? Number(hoursMatch[1] ?? hoursMatch[2] ?? hoursMatch[3]) : null;
  if (!REMOTE_WORK_RE.test(text) && ON_SITE_RE.test(text)) return null;
  if (!UNSKILLED_RE.test(text) && !(hoursADay !== null && hoursADay <= 4)) return null;
  for (const m of text.matchAll(CLAIM_RE)) {
    const token = m[1];
    const currency = CURRENCY_OF_TOKEN.find(([re]) => re.test(token))?.[1];
    const amount = Number(/\d[\d,]*(?:\.\d+)?/.exec(token)?.[0].replace(/,/g, '') ?? NaN) * (/\dk$/.test(token.trim()) ? 1000 : 1);
    if (!currency || !(amount > 0)) continue;
    const period = m[2].startsWith('h') ? 'hour' : m[2].startsWith('d') ? 'day' : m[2].startsWith('w') ? 'week' : 'month';
    const hours = period === 'hour' ? 1 : hoursADay !== null && hoursADay > 0 ? hoursADay * (period === 'day' ? 1 : period === 'week' ? 7 : 30) : HOURS_IN[period];
    const usd = convertAmount(amount / hours, currency, 'USD', rates);
    const bound = HOME_WORK_MAX_USD_PER_HOUR_LOCAL[currency] ?? (GULF_CURRENCIES.has(currency) && REMOTE_WORK_RE.test(text) ? REMOTE_WORK_MAX_USD_PER_HOUR_GULF : HOME_WORK_MAX_USD_PER_HOUR);
    if (usd !== null && usd > bound) return `${m[0].trim()}: about USD ${Math.round(usd)} an hour for home work (bound USD ${bound})`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Identity: a famous brand's name on a free-mail, messaging-only or foreign-domain contact

/**
 * Brands that scammers borrow most in the region's job ads: the names a posting gives them and their own domains (a
 * domain label starting with the key, free of hyphens and digits, counts too: "tatamotors.com",
 * "emiratesgroupcareers.com"). Maintained by hand.
 */
interface Brand {
  key: string;
  names: readonly string[];
  domains: readonly string[];
}
const FAMOUS_BRANDS: readonly Brand[] = [
  { key: 'amazon', names: ['amazon', 'amazon.com', 'amazon web services', 'aws'], domains: ['amazon.com', 'amazon.in', 'amazon.jobs', 'amazon.ae', 'amazon.sg', 'amazon.sa', 'aboutamazon.com'] },
  { key: 'emirates', names: ['emirates', 'emirates airline', 'emirates group', 'the emirates group'], domains: ['emirates.com', 'emiratesgroupcareers.com', 'theemiratesgroup.com'] },
  { key: 'etihad', names: ['etihad', 'etihad airways', 'etihad aviation group'], domains: ['etihad.com', 'etihad.ae', 'etihadaviationgroup.com'] },
  { key: 'qatarairways', names: ['qatar airways', 'qatar airways group'], domains: ['qatarairways.com', 'qatarairways.com.qa'] },
  { key: 'aramco', names: ['aramco', 'saudi aramco'], domains: ['aramco.com', 'saudiaramco.com', 'aramcoamericas.com'] },
  { key: 'adnoc', names: ['adnoc', 'adnoc group', 'abu dhabi national oil company'], domains: ['adnoc.ae'] },
  { key: 'petronas', names: ['petronas'], domains: ['petronas.com', 'petronas.com.my'] },
  { key: 'tcs', names: ['tcs', 'tata consultancy services'], domains: ['tcs.com'] },
  { key: 'infosys', names: ['infosys', 'infosys bpm'], domains: ['infosys.com', 'infosysbpm.com'] },
  { key: 'wipro', names: ['wipro'], domains: ['wipro.com'] },
  { key: 'accenture', names: ['accenture'], domains: ['accenture.com'] },
  { key: 'jollibee', names: ['jollibee', 'jollibee foods', 'jollibee foods corporation'], domains: ['jollibee.com.ph', 'jfc.com.ph', 'jollibeefoods.com'] },
  { key: 'dbs', names: ['dbs', 'dbs bank'], domains: ['dbs.com', 'dbs.com.sg'] },
  { key: 'shopee', names: ['shopee'], domains: ['shopee.sg', 'shopee.ph', 'shopee.com.my', 'shopee.co.id', 'sea.com'] },
  { key: 'lazada', names: ['lazada', 'lazada group'], domains: ['lazada.com', 'lazada.sg', 'lazada.com.ph', 'lazada.com.my'] },
  { key: 'grab', names: ['grab', 'grabtaxi', 'grab holdings'], domains: ['grab.com', 'grab.careers'] },
  { key: 'flipkart', names: ['flipkart'], domains: ['flipkart.com', 'flipkartcareers.com'] },
  { key: 'reliance', names: ['reliance', 'reliance industries', 'reliance retail', 'reliance jio'], domains: ['ril.com', 'jio.com', 'relianceretail.com', 'reliancejio.com'] },
  { key: 'tata', names: ['tata', 'tata group', 'tata motors', 'tata steel', 'tata power'], domains: ['tata.com', 'tcs.com', 'tatamotors.com', 'tatasteel.com', 'tatapower.com'] },
  { key: 'google', names: ['google'], domains: ['google.com'] },
  { key: 'microsoft', names: ['microsoft'], domains: ['microsoft.com'] },
  { key: 'apple', names: ['apple'], domains: ['apple.com'] },
  { key: 'meta', names: ['meta', 'meta platforms', 'facebook'], domains: ['meta.com', 'metacareers.com', 'facebook.com', 'fb.com'] },
  { key: 'dubaipolice', names: ['dubai police'], domains: ['dubaipolice.gov.ae'] },
  { key: 'emaar', names: ['emaar', 'emaar properties'], domains: ['emaar.com'] },
  { key: 'maybank', names: ['maybank'], domains: ['maybank.com', 'maybank2u.com.my'] },
  { key: 'singtel', names: ['singtel'], domains: ['singtel.com'] },
  { key: 'hdfc', names: ['hdfc', 'hdfc bank', 'hdfc life'], domains: ['hdfcbank.com', 'hdfc.com', 'hdfclife.com'] },
  { key: 'icici', names: ['icici', 'icici bank'], domains: ['icicibank.com', 'icicicareers.com'] },
  { key: 'sbi', names: ['sbi', 'state bank of india'], domains: ['sbi.co.in', 'onlinesbi.sbi', 'bank.sbi'] },
  { key: 'genpact', names: ['genpact'], domains: ['genpact.com'] },
  { key: 'cognizant', names: ['cognizant'], domains: ['cognizant.com'] },
  { key: 'hcl', names: ['hcl', 'hcltech', 'hcl technologies'], domains: ['hcltech.com', 'hcl.com'] },
  { key: 'techmahindra', names: ['tech mahindra'], domains: ['techmahindra.com'] },
  { key: 'deloitte', names: ['deloitte'], domains: ['deloitte.com'] },
  { key: 'ibm', names: ['ibm'], domains: ['ibm.com'] },
  { key: 'airtel', names: ['airtel', 'bharti airtel'], domains: ['airtel.in', 'airtel.com'] },
  { key: 'dhl', names: ['dhl', 'dhl express'], domains: ['dhl.com'] },
  { key: 'noon', names: ['noon', 'noon.com'], domains: ['noon.com'] },
  { key: 'careem', names: ['careem'], domains: ['careem.com'] },
  { key: 'etisalat', names: ['etisalat', 'e&'], domains: ['etisalat.ae', 'eand.com'] },
  { key: 'sabic', names: ['sabic'], domains: ['sabic.com'] },
  { key: 'ooredoo', names: ['ooredoo'], domains: ['ooredoo.com', 'ooredoo.qa'] },
  { key: 'lulu', names: ['lulu', 'lulu hypermarket', 'lulu group'], domains: ['luluhypermarket.com', 'lulugroupinternational.com'] },
  { key: 'singaporeairlines', names: ['singapore airlines'], domains: ['singaporeair.com'] },
  { key: 'cimb', names: ['cimb', 'cimb bank'], domains: ['cimb.com', 'cimbbank.com.my'] },
  { key: 'bdo', names: ['bdo', 'bdo unibank'], domains: ['bdo.com.ph'] },
  { key: 'bapco', names: ['bapco', 'bapco energies', 'bapco refining'], domains: ['bapco.net', 'bapcoenergies.com', 'bapcorefining.com'] },
  { key: 'omantel', names: ['omantel'], domains: ['omantel.om'] },
  { key: 'batelco', names: ['batelco', 'beyon'], domains: ['batelco.com', 'beyon.com'] },
  { key: 'qatarenergy', names: ['qatarenergy', 'qatar energy', 'qatar petroleum'], domains: ['qatarenergy.qa', 'qp.com.qa'] },
  { key: 'koc', names: ['kuwait oil company', 'koc'], domains: ['kockw.com'] },
];
/** Words a company name carries besides the brand ("Amazon India Pvt Ltd" is Amazon; "Emirates Talent Connect" is not Emirates). */
const CORPORATE_WORDS_RE =
  /\b(?:pvt|private|ltd|limited|inc|llc|l\.l\.c|corp|corporation|co|company|plc|pte|sdn|bhd|fz|fze|fzco|wll|w\.l\.l|services|india|philippines|malaysia|singapore|uae|dubai|middle east|me|gulf|ksa|qatar|careers|jobs|recruitment|hiring|hr|team|official)\b/g;
/** In the text, a brand counts only where the posting hires for it ("hiring for Amazon", "Emirates is hiring"). */
const HIRING_FOR = String.raw`(?:hiring for|hiring at|recruiting for|jobs? (?:at|with)|vacanc(?:y|ies) at|work (?:at|for|with)|join|on behalf of|direct hiring (?:at|for))\s+(?:the\s+)?`;

/** "Amazon India Pvt. Ltd." → "amazon": lower case, corporate and country words and punctuation dropped. */
function brandName(name: string): string {
  return name.toLowerCase().replace(/[(),&]/g, ' ').replace(CORPORATE_WORDS_RE, ' ').replace(/[\s.-]+/g, ' ').trim();
}
/** Each brand's names as a company name, and its "hiring for …" pattern in the text (compiled once). */
const BRAND_MATCHERS = FAMOUS_BRANDS.map((brand) => {
  const names = brand.names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return {
    brand,
    companyNames: new Set(brand.names.map(brandName)),
    inText: new RegExp(`${HIRING_FOR}(?:${names})\\b|\\b(?:${names})\\s+(?:is hiring|is recruiting|careers|recruitment drive)\\b`),
  };
});

function brandOf(input: TrustInput, text: string): Brand | null {
  const company = brandName(input.companyName ?? '');
  for (const { brand, companyNames, inText } of BRAND_MATCHERS) {
    if ((company !== '' && companyNames.has(company)) || inText.test(text)) return brand;
  }
  return null;
}

function isBrandDomain(brand: Brand, domain: string): boolean {
  if (brand.domains.includes(domain)) return true;
  const label = domain.split('.')[0];
  return label.startsWith(brand.key) && !/[-\d]/.test(label) && label.length <= brand.key.length + 12;
}

// ---------------------------------------------------------------------------------------------------------------
// Salary

function salaryRatio(salary: Salary | null | undefined, norm: SalaryNorm | null | undefined, rates: ExchangeRateTable): number | null {
  if (!norm || !(norm.monthlyMedian > 0)) return null;
  const monthly = monthlySalary(salary);
  if (!monthly) return null;
  // The bottom of the range: an honest wide range ("up to") is not a lure; a high floor is.
  const floor = (monthly.min ?? monthly.max) as number;
  const inNormCurrency = convertAmount(floor, monthly.currency, norm.currency.toUpperCase(), rates);
  return inNormCurrency === null ? null : inNormCurrency / norm.monthlyMedian;
}

// ---------------------------------------------------------------------------------------------------------------

/** The brand rule: a famous brand on a free-mail or messaging contact, or on a domain that is not its own. */
function brandContactMismatch(input: TrustInput, text: string, contact: ContactFacts, companyDomain: string | null, applyDomain: string | null): string | null {
  const brand = brandOf(input, text);
  if (!brand) return null;
  const domains = [companyDomain, applyDomain, ...contact.emailDomains].filter(
    (d): d is string => d !== null && !ATS_DOMAINS.has(d) && !isJobBoard(d) && !['wa.me', 'whatsapp.com', 't.me', 'telegram.me'].includes(d),
  );
  const own = domains.some((d) => isBrandDomain(brand, d));
  const foreign = domains.find((d) => !isBrandDomain(brand, d));
  if (foreign) return `${brand.key} on ${foreign}`;
  if (!own && contact.freeMail) return `${brand.key} with ${contact.freeMail}`;
  if (!own && contact.messaging) return `${brand.key} on ${contact.messaging}`;
  return null;
}

/** The trust verdict with its evidence and score (the evaluation prints these). */
/** The learned layer's scorer (trust/learned); tests and the rules-only evaluation pass their own. */
export type LearnedScorer = (text: string, ruleCodes: readonly string[]) => LearnedVerdict;
/** No learned layer: the rules alone. */
export const RULES_ONLY: LearnedScorer = () => ({ probability: 0, kind: null });

export function assessTrust(input: TrustInput, rates: ExchangeRateTable = EXCHANGE_RATES, learnedScorer: LearnedScorer = learnedScamScore): TrustAssessment {
  const text = plainText(`${input.title}\n${input.description}`);
  const parts = clauses(text);
  const evidence: Partial<Record<TrustSignalCode, string>> = {};

  const companyDomain = baseDomain(input.companyWebsite);
  const applyDomain = input.applyUrl ? baseDomain(input.applyUrl) : null;
  const officialSite = [applyDomain, companyDomain].some((d) => isGovernmentDomain(d) || (d !== null && (OFFICIAL_JOB_PORTALS.has(d) || /\.(?:ac|edu)\.[a-z]{2}$/.test(d))));
  const money = findMoneyAsk(employerNamedAsCompany(text, input.companyName), { government: officialSite }) ?? visaSold(text);
  // The licence may be in the company's name ("Gulfway Manpower Consultants (RA Licence B-0912/…)").
  if (money && agentServiceCharge(money, `${text}\n${(input.companyName ?? '').toLowerCase()}`)) evidence.agent_service_charge = money.hit;
  else if (money) evidence.asks_for_money = money.hit;
  // Whole sentences: "we never ask for your OTP, TAC or card details" denies the whole list.
  const bankDetails = findBankDetailsAsk(sentences(text).map((x) => x.trim()).filter((x) => x.length > 0));
  if (bankDetails) evidence.asks_for_bank_details = bankDetails;
  else {
    // "You will receive a code on your phone …; our recruiter will ask you to confirm it": the code relayed to a stranger.
    const relayed = CODE_RELAYED_RE.exec(text);
    if (relayed) evidence.asks_for_bank_details = relayed[0].slice(0, 80);
  }

  // Scams that ask no fee.
  const task = findInClauses(parts, TASK_SCAM_RE);
  if (task) evidence.task_scam = task;
  const mule = findInClauses(parts, MONEY_MULE_RE);
  if (mule) evidence.money_mule = mule;
  const reship = findInClauses(parts, RESHIPPING_RE);
  if (reship) evidence.reshipping = reship;
  const trading = findInClauses(parts, TRADING_WALLET_RE, CLIENT_ASSETS_RE);
  if (trading) evidence.trading_wallet = trading;
  const government = GOVERNMENT_JOB_RE.exec(text);
  const noExam = government ? findInClauses(parts, NO_EXAM_RE) : null;
  if (government && noExam) evidence.government_job_no_exam = `${noExam} (${government[0]})`;
  const instant = findInClauses(parts, INSTANT_DEPLOYMENT_RE) ?? (OVERSEAS_RE.test(text) ? NO_INTERVIEW_RE.exec(text)?.[0] ?? null : null);
  if (instant) evidence.instant_deployment = instant;
  const payClaim = unrealisticPayClaim(text, rates);
  if (payClaim) evidence.unrealistic_pay_claim = payClaim;
  const identity = findInClauses(parts, IDENTITY_SELFIE_RE);
  if (identity) evidence.asks_for_identity_selfie = identity;

  const contact = contactFacts(input, text, companyDomain, applyDomain);
  if (contact.personal && !contact.companyChannel) evidence.personal_contact_only = contact.personal;
  const brand = brandContactMismatch(input, text, contact, companyDomain, applyDomain);
  if (brand) evidence.brand_contact_mismatch = brand;

  const ratio = salaryRatio(input.salary, input.salaryNorm, rates);
  if (ratio !== null && ratio >= SALARY_NORM_FACTOR) evidence.salary_above_norm = `${ratio.toFixed(1)}× the norm`;

  const weights: Record<TrustSignalCode, number> = { ...WEIGHTS };
  const brandOwn = (() => {
    const b = applyDomain ? brandOf(input, text) : null;
    return b !== null && applyDomain !== null && isBrandDomain(b, applyDomain) && (companyDomain === null || isBrandDomain(b, companyDomain));
  })();
  if (applyDomain && !ATS_DOMAINS.has(applyDomain) && !isJobBoard(applyDomain) && !isGovernmentDomain(applyDomain) && !OFFICIAL_JOB_PORTALS.has(applyDomain) && !brandOwn) {
    const applyHost = hostOf(input.applyUrl ?? '') ?? applyDomain;
    const opaque = OPAQUE_DOMAINS.has(applyDomain) || OPAQUE_DOMAINS.has(applyHost) || applyHost === 'docs.google.com';
    if (opaque || (companyDomain !== null && applyDomain !== companyDomain)) {
      evidence.apply_domain_mismatch = applyHost;
      const companyLabel = companyDomain?.split('.')[0] ?? '';
      if (companyLabel.length >= 3 && applyDomain !== companyDomain && applyDomain.includes(companyLabel)) {
        evidence.apply_domain_mismatch = `${applyHost}, a look-alike of ${companyDomain}`;
        weights.apply_domain_mismatch = LOOKALIKE_DOMAIN_WEIGHT;
      }
    }
  }

  const pressure = PRESSURE_RE.exec(text);
  if (pressure) evidence.pressure_wording = pressure[0];

  const employer = noIdentifiableEmployer(input, companyDomain);
  if (employer) evidence.no_identifiable_employer = employer;

  // On a verified source, a named local employer's phone or WhatsApp number alone is how small businesses hire (issue
  // 35's training part: 255 of its 1,642 genuine postings); it weighs there only beside another signal, or when the
  // company name says nothing ("Company in Dubai", "N/A", none). A free-mail
  // address, a Telegram handle or a chat-app apply link still count on their own.
  if (input.verifiedSource && evidence.personal_contact_only !== undefined && !SOLO_CONTACT_SIGNAL_ON_VERIFIED && !genericEmployer(input.companyName) && !OFF_PLATFORM_LURE_RE.test(text) && /^(?:phone number|whats\s?app|whatsap|wa\s*(?:no|number|#|:)|viber|(?:on|via|through) signal)$/.test(evidence.personal_contact_only)) {
    const others = (Object.keys(evidence) as TrustSignalCode[]).filter((c) => c !== 'personal_contact_only');
    if (others.length === 0) delete evidence.personal_contact_only;
  }

  // The learned layer reads the same text, with the rules' findings as features; it raises what the rules miss.
  const ruleCodes = (Object.keys(WEIGHTS) as TrustSignalCode[]).filter((code) => evidence[code] !== undefined);
  const learned = learnedVerdict(learnedScorer, text, ruleCodes);
  if (learned.probability >= LEARNED_CAUTION) {
    evidence.reads_like_known_scams = `reads like known ${learned.kind ?? 'job'} scams (p = ${learned.probability.toFixed(2)})`;
    if (learned.probability >= LEARNED_HIGH_RISK) weights.reads_like_known_scams = LEARNED_HIGH_RISK_WEIGHT;
  }

  const underReview = weighReportsIn(input, evidence);

  const codes = (Object.keys(WEIGHTS) as TrustSignalCode[]).filter((code) => evidence[code] !== undefined);
  const score = codes.reduce((sum, code) => sum + weights[code], 0);
  let level: TrustLevel = codes.length === 0 ? 'verified' : score >= HIGH_RISK_SCORE ? 'high_risk' : 'caution';
  // A listing fetched from the employer's own site is the employer's: odd pay, hurried wording, a personal contact
  // or the model's reading there earn a caution, not a scam verdict; a fee or credentials asked there, a scam that
  // is one by its nature (tasks, mule, reshipping), or money asks reported by candidates still do.
  const hardEvidence = HARD_SIGNALS.some((code) => evidence[code] !== undefined);
  if (level === 'high_risk' && input.verifiedSource && !hardEvidence) level = 'caution';

  const trust: Trust = { level, signals: codes.map((code) => ({ code, message: TRUST_SIGNAL_MESSAGES[code] })) };
  if (underReview && level !== 'high_risk') trust.under_review = true;
  return {
    trust,
    score,
    evidence,
  };
}

/**
 * Issue 33: candidates' reports as evidence (docs/trust.md "Reports as evidence"), after the rules and the learned
 * layer have read the posting. Support's upheld decision is a hard signal. Otherwise reports count by weight. Where
 * the source is not verified, reports weighing REPORTS_FOR_CAUTION raise `candidate_reports`, and "asks for money"
 * ones `reported_asks_for_money` (hard), as before. On a verified source reports never remove a job: where the rules
 * found something themselves (they agree) reports weighing REPORTS_FOR_CAUTION add `candidate_reports` (at most a
 * caution there), and from REPORT_WEIGHT_FOR_REVIEW the job is under review for support (returned true).
 */
function weighReportsIn(input: TrustInput, evidence: Partial<Record<TrustSignalCode, string>>): boolean {
  if (input.reportsUpheld) {
    evidence.confirmed_by_review = 'support upheld the reports';
    return false;
  }
  const reports = input.reports ?? [];
  if (!reports.length) return false;
  const weightOf = (r: { weight?: number }) => r.weight ?? 1;
  const total = reports.reduce((sum, r) => sum + weightOf(r), 0);
  const money = reports.filter((r) => r.reason === 'asks_for_money').reduce((sum, r) => sum + weightOf(r), 0);
  const described = `${reports.length} candidates, weight ${total.toFixed(2)}`;
  if (!input.verifiedSource) {
    if (total >= REPORTS_FOR_CAUTION) evidence.candidate_reports = described;
    if (money >= REPORTS_FOR_CAUTION) evidence.reported_asks_for_money = `${reports.length} candidates, weight ${money.toFixed(2)}`;
    return false;
  }
  const rulesAgree = (Object.keys(evidence) as TrustSignalCode[]).some((code) => !REPORT_SIGNALS.includes(code));
  if (rulesAgree && total >= REPORTS_FOR_CAUTION) evidence.candidate_reports = described;
  return total >= REPORT_WEIGHT_FOR_REVIEW;
}

/** The learned layer's verdict; a model that fails or answers nonsense counts as no reading, never as a crash of ingestion. */
function learnedVerdict(scorer: LearnedScorer, text: string, ruleCodes: readonly TrustSignalCode[]): LearnedVerdict {
  try {
    const verdict = scorer(text, ruleCodes);
    return Number.isFinite(verdict.probability) ? verdict : { probability: 0, kind: null };
  } catch {
    return { probability: 0, kind: null };
  }
}

/** `trust {level, signals}` of a job, as view_job and the list rows carry it. */
export function computeTrust(input: TrustInput, rates: ExchangeRateTable = EXCHANGE_RATES): Trust {
  return assessTrust(input, rates).trust;
}

/**
 * The norm of a function in a city from the catalogue's disclosed monthly salaries (the middle of each range, in one
 * currency): their median, or null below `minSamples` so a thin city never condemns a job.
 */
export function salaryNormFromSamples(monthlyAmounts: readonly number[], currency: string, minSamples = 5): SalaryNorm | null {
  const usable = monthlyAmounts.filter((n) => Number.isFinite(n) && n > 0).sort((a, b) => a - b);
  if (usable.length < minSamples) return null;
  const mid = Math.floor(usable.length / 2);
  const median = usable.length % 2 === 1 ? usable[mid] : (usable[mid - 1] + usable[mid]) / 2;
  return { currency: currency.toUpperCase(), monthlyMedian: median };
}
