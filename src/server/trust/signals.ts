/**
 * Scam and risk signals of a job, computed from its text and metadata (issue 17; rules, weights and the evaluation
 * in docs/trust.md). Pure: the caller passes everything in (the salary norm of the job's function and city, the
 * candidates' reports), so ingestion, the seed and the report route can all call it.
 */
import { EXCHANGE_RATES, convertAmount, type ExchangeRateTable } from '../../shared/exchangeRates';
import type { Salary } from '../../shared/salary';
import { monthlySalary } from '../../shared/salaryFormat';
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
  /** One per distinct candidate (the report route keeps one report per candidate and job). */
  reports?: ReadonlyArray<{ reason: ReportReason }>;
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
/** Reports from this many different candidates put a job in caution at least. */
export const REPORTS_FOR_CAUTION = 3;

const WEIGHTS: Readonly<Record<TrustSignalCode, number>> = {
  asks_for_money: 3,
  asks_for_bank_details: 3,
  reported_asks_for_money: 3,
  personal_contact_only: 1.5,
  no_identifiable_employer: 1.5,
  salary_above_norm: 1.5,
  candidate_reports: 1.5,
  apply_domain_mismatch: 1,
  pressure_wording: 1.5,
};

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

/**
 * Clauses: sentences split again at commas (not inside numbers) and at the turns that start a new claim ("but", "only", "however"),
 * so "No registration fee, only a refundable deposit of ₹1,500" keeps its ask apart from its denial.
 */
function clauses(text: string): string[] {
  return text
    .split(/[\n.!?;•|]+(?=\s|$)|\n|[!?;•|]/)
    .flatMap((sentence) => sentence.split(/,(?!\d)|\b(?:but|however|only|except|although|though|lekin|pero|tapi)\b/))
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

// Letter codes start a word, so "8 hours 6 days" is no sum of rupees.
const MONEY = String.raw`(?:\b(?:rs\.?|inr|php|p(?=\d)|aed|dhs?|sar|qar|qr|kwd|kd|omr|bhd|bd|rm|myr|sgd|usd)|₹|₱|s\$|\$)\s?\d[\d,]*(?:\.\d+)?\s?(?:k|\/-)?`;
const MONEY_RE = new RegExp(MONEY);
const AMOUNT_THEN_CURRENCY_RE = /\b\d[\d,]*(?:\.\d+)?\s?(?:rupees|pesos|dirhams|riyals|ringgit|dinars)\b/;

/** Fees and deposits asked of the candidate, English and the region's phrasings (Hinglish, Tagalog, Malay). */
const FEE_TERM_RE = new RegExp(
  [
    String.raw`\b(?:registration|regn?|training|joining|processing|documentation|document|medical|visa|placement|interview|application|form|file|kit|uniform|onboarding|verification|security|caution|refundable|admin(?:istrative)?|booking|slot|certificate|certification|id card|enrol?ment|agency|recruitment|consultancy|deployment|deposit|reservation|courier|bond|portal|activation|membership|starter|agent|course|tuition|bootcamp|seminar|assessment|licen[cs]ing|permit)\s*(?:fees?|charges?|amount|costs?|deposit|money)\b`,
    String.raw`\b(?:refundable|security|caution|laptop|equipment|one[- ]time)\s+(?:deposit|payment|investment)\b`,
    String.raw`\b(?:amount|money|fees?|charges?|deposit)\b[^]{0,30}\b(?:is|are|will be|100%|fully)?\s*refund(?:able|ed)\b`,
    String.raw`\b(?:at|on)\s+(?:your|their|his|her|own|the candidate'?s?|candidate'?s?)\s+(?:own\s+)?(?:cost|expense|expenses)\b`,
    String.raw`\b(?:ticket|visa|medical|fees?|charges?|costs?)\s+(?:by|from)\s+(?:the\s+)?(?:candidates?|applicants?|workers?)\b`,
    String.raw`\bservice charges?\s+(?:of\b|rs\b|inr\b|₹|payable|to be paid|after|as per|applicable|extra|will be)`,
    String.raw`\b(?:candidates?|applicants?|workers?|you)\s+(?:has|have|need|needs|must|will have|should|will|shall)?\s*(?:to\s+)?(?:pay|pays|bear|bears|shoulder|shoulders|deposit|submit\s+(?:an?\s+)?amount)\b`,
    String.raw`\b(?:borne|paid|payable|shouldered)\s+by\s+(?:the\s+)?(?:candidates?|applicants?|workers?|you)\b`,
    String.raw`\b(?:fees?|charges?|deposit|costs?)\s+(?:of\s+)?(?:only\s+)?(?:is\s+)?${MONEY}`,
    String.raw`\b(?:deducted|adjusted|recovered|cut)\s+(?:from|in|against)\s+(?:your\s+|the\s+|their\s+)?(?:first\s+)?(?:salary|salaries|wages?|sahod|gaji|commissions?)\b`,
    // Hinglish, Tagalog, Malay
    String.raw`\b(?:charges?|fees?)\s+(?:lagenge|lagegi|lagega|dena hoga|deni hogi|dene honge)\b`,
    String.raw`\b(?:jama|jamaa)\s+(?:karna|karne|karein|karo)\b`,
    String.raw`\b(?:magbayad|may bayad|bayad sa|bayaran ang|babayaran)\b`,
    String.raw`\b(?:yuran|bayaran)\s+(?:pendaftaran|latihan|pemprosesan|proses|deposit)\b`,
  ].join('|'),
);

/** Asking to pay or send a sum, or pointing to a payment channel. */
const PAY_ASK_RE = new RegExp(
  [
    String.raw`\b(?:pay|paying|send|transfer|deposit|remit|contribute|invest|buy|purchase|bring|bhejo|bhejein|bhejna|ipadala|magpadala)\b[^]{0,40}?${MONEY}`,
    String.raw`${MONEY}\s*(?:is\s+|will be\s+)?(?:payable|to be paid|to be deposited|non[- ]refundable|refundable)\b`,
    String.raw`\b(?:pay|send|transfer)\b[^]{0,40}\b(?:via|through|thru|using|to)\s+(?:gcash|paymaya|maya|paytm|phonepe|phone pe|google pay|gpay|upi|western union|moneygram|palawan|cebuana|touch ?n ?go|duitnow|bank transfer|account)\b`,
    String.raw`\b(?:gcash|paymaya|paytm|phonepe|gpay|upi id|upi|western union|palawan express|cebuana)\b[^]{0,40}\b(?:number|no\.?|id|details|account)\b`,
    String.raw`\b(?:pay|paying|payment of)\b[^]{0,30}\b(?:fees?|charges?|amount|deposit)\b`,
    // A course or package sold to the candidate: "we arrange them at our institute for ₹65,000".
    String.raw`\b(?:course|institute|academy|training|seminar|bootcamp|package|diploma|certification)\b[^]{0,40}?(?:\b(?:for|of|at|costs?|is|price)\s+)?${MONEY}`,
  ].join('|'),
);

/** The clause speaks of money flowing to the candidate, not from them. */
const EARNING_CONTEXT_RE = /\b(?:salary|salaries|ctc|stipend|allowances?|incentives?|commissions?|bonus(?:es)?|overtime|per month|\/month|a month|monthly|per annum|p\.?a\.?|lpa|per hour|per day|per week|sahod|gaji|we pay|will pay you|paid to you|pay you|payout|earnings?|consultation fees? sharing|revenue share|insurance|benefits?)\b/;

/** Before the fee in its clause, these deny it ("no registration fee", "we never ask for a deposit"). */
const DENIAL_BEFORE_RE =
  /\b(?:no|never|not|zero|without|don'?t|do not|doesn'?t|does not|won'?t|will not|cannot|neither|nor|free of|walang|hindi|wala|tiada|tidak|nahi|nahin|mat)\b/;
/** After the fee, these deny it ("registration charges: nil"). */
const DENIAL_AFTER_RE = /\b(?:nil|none|waived|free|not applicable|n\/a|zero|libre|percuma|nahi|nahin|walang)\b/;
/** Anywhere in the clause: the employer pays, or the clause warns against scams. */
const EMPLOYER_PAYS_RE = new RegExp(
  [
    String.raw`\breimburs\w*`,
    String.raw`\b(?:borne|paid|covered|provided|sponsored|handled|arranged|taken care of|shouldered)\s+(?:fully\s+|entirely\s+)?by\s+(?:the\s+|our\s+)?(?:company|employer|us|hospital|client|principal|school|firm|management)\b`,
    String.raw`\b(?:company|employer)[- ](?:paid|sponsored|provided|borne)\b`,
    String.raw`\b(?:we|company|firm|employer|bank|school|hospital|hotel|clinic|institute|principal|client|group|management)\s+(?:will\s+|shall\s+|also\s+|fully\s+)?(?:sponsors?|pays?|covers?|bears?|shoulders?|reimburses?|funds?)\b`,
    // Fees that are the job's business, not the candidate's: collected from or billed to clients.
    String.raw`\bon behalf of\s+(?:our\s+|the\s+)?(?:clients?|customers?)\b`,
    String.raw`\b(?:fees?|charges?|payments?|dues)\s+(?:to|from|of)\s+(?:our\s+|the\s+)?(?:clients?|customers?|patients?|students?|parents?)\b`,
    String.raw`\b(?:collect\w*|billed|billing|invoic\w*)\b`,
    String.raw`\bat\s+(?:the\s+)?(?:company|employer)'?s?\s+(?:cost|expense)\b`,
    String.raw`\b(?:fraud\w*|scam\w*|beware|fake|impersonat\w*|cheat\w*|unauthori[sz]ed)\b`,
  ].join('|'),
);
/** "If you do not pay the fee, your slot is cancelled": a threat, not a denial. */
const CONDITIONAL_RE = /\bif (?:you )?(?:do not|don'?t|fail to|cannot)\b/;

function denied(clause: string, hitIndex: number, hitLength: number): boolean {
  if (EMPLOYER_PAYS_RE.test(clause)) return true;
  if (CONDITIONAL_RE.test(clause)) return false;
  return DENIAL_BEFORE_RE.test(clause.slice(0, hitIndex)) || DENIAL_AFTER_RE.test(clause.slice(hitIndex + hitLength));
}

/** Card, bank or login details asked before any hiring: the other half of a money scam. */
const BANK_DETAILS_RE =
  /\b(?:atm|debit|credit)\s+card\s+(?:number|details|no)\b|\b(?:bank|account)\s+(?:details|account number|login|password)\b|\b(?:otp|cvv|upi pin|pin number)\b|\bbank account details\b/;

function findBankDetailsAsk(parts: readonly string[]): string | null {
  for (const clause of parts) {
    const hit = BANK_DETAILS_RE.exec(clause);
    if (!hit) continue;
    if (EMPLOYER_PAYS_RE.test(clause) || /\b(?:never|not|don'?t|do not)\b/.test(clause.slice(0, hit.index))) continue;
    return hit[0];
  }
  return null;
}

/** "Visa cost adjusted from your salary": the salary word names where the fee is taken from, not an earning. */
const SALARY_DEDUCTION_RE = /\b(?:deducted|adjusted|recovered|cut)\s+(?:from|in|against)\b/;

function findMoneyAsk(parts: readonly string[]): string | null {
  for (const clause of parts) {
    const fee = FEE_TERM_RE.exec(clause);
    const pay = PAY_ASK_RE.exec(clause);
    const hit = fee ?? pay;
    if (!hit) continue;
    if (denied(clause, hit.index, hit[0].length)) continue;
    // "We pay ₹25,000 a month", "insurance deposit by employer": a sum without a fee term, in an earning context.
    if (!fee && EARNING_CONTEXT_RE.test(clause)) continue;
    if (fee && EARNING_CONTEXT_RE.test(clause) && !SALARY_DEDUCTION_RE.test(clause) && !MONEY_RE.test(clause) && !AMOUNT_THEN_CURRENCY_RE.test(clause) && !/\b(?:pay|deposit)\b/.test(clause)) continue;
    return hit[0].trim();
  }
  return null;
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
const MESSAGING_RE = /\b(?:whats\s?app|whatsap|wa\.me|viber|telegram|t\.me|wechat|imo|signal app)\b|\bwa\s*(?:no|number|#|:)/;
const PHONE_RE = /(?:\+|\b)(?:\d[\s-]?){9,13}\d\b/;
const CALL_RE = /\b(?:call|sms|text|contact|ring|message|msg)\b[^.\n]{0,25}(?:\+|\b)\d/;

interface ContactFacts {
  personal: string | null;
  companyChannel: boolean;
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
    companyChannel: companyEmail || companyApply || Boolean(input.verifiedSource),
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
  /^(?:an? |the )?(?:reputed |leading |private |reputable |well[- ]known |top |big |large |established |multinational |international )*(?:company|firm|mnc|group|hospital|hotel|restaurant|school|clinic|factory|business|syarikat|syarikat swasta|kompanya|kumpanya)(?: (?:in|at|based in|located in) [a-z .,-]+)?$/;

function noIdentifiableEmployer(input: TrustInput, companyDomain: string | null): string | null {
  if (input.verifiedSource || companyDomain) return null;
  const name = (input.companyName ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (name === '' || GENERIC_EMPLOYER_RE.test(name) || GENERIC_EMPLOYER_PHRASE_RE.test(name)) return name === '' ? 'no company name' : `"${name}"`;
  return null;
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

/** The trust verdict with its evidence and score (the evaluation prints these). */
export function assessTrust(input: TrustInput, rates: ExchangeRateTable = EXCHANGE_RATES): TrustAssessment {
  const text = plainText(`${input.title}\n${input.description}`);
  const parts = clauses(text);
  const evidence: Partial<Record<TrustSignalCode, string>> = {};

  const money = findMoneyAsk(parts);
  if (money) evidence.asks_for_money = money;
  const bankDetails = findBankDetailsAsk(parts);
  if (bankDetails) evidence.asks_for_bank_details = bankDetails;

  const companyDomain = baseDomain(input.companyWebsite);
  const applyDomain = input.applyUrl ? baseDomain(input.applyUrl) : null;
  const contact = contactFacts(input, text, companyDomain, applyDomain);
  if (contact.personal && !contact.companyChannel) evidence.personal_contact_only = contact.personal;

  const ratio = salaryRatio(input.salary, input.salaryNorm, rates);
  if (ratio !== null && ratio >= SALARY_NORM_FACTOR) evidence.salary_above_norm = `${ratio.toFixed(1)}× the norm`;

  const weights: Record<TrustSignalCode, number> = { ...WEIGHTS };
  if (applyDomain && !ATS_DOMAINS.has(applyDomain) && !isJobBoard(applyDomain)) {
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

  const reports = input.reports ?? [];
  if (reports.length >= REPORTS_FOR_CAUTION) evidence.candidate_reports = `${reports.length} candidates`;
  const moneyReports = reports.filter((r) => r.reason === 'asks_for_money').length;
  if (moneyReports >= REPORTS_FOR_CAUTION) evidence.reported_asks_for_money = `${moneyReports} candidates`;

  const codes = (Object.keys(WEIGHTS) as TrustSignalCode[]).filter((code) => evidence[code] !== undefined);
  const score = codes.reduce((sum, code) => sum + weights[code], 0);
  let level: TrustLevel = codes.length === 0 ? 'verified' : score >= HIGH_RISK_SCORE ? 'high_risk' : 'caution';
  // A listing fetched from the employer's own site is the employer's: odd pay or hurried wording there earns a
  // caution, not a scam verdict; a fee asked there (or reported by candidates) still does.
  const hardEvidence = evidence.asks_for_money !== undefined || evidence.asks_for_bank_details !== undefined || evidence.reported_asks_for_money !== undefined;
  if (level === 'high_risk' && input.verifiedSource && !hardEvidence) level = 'caution';

  return {
    trust: { level, signals: codes.map((code) => ({ code, message: TRUST_SIGNAL_MESSAGES[code] })) },
    score,
    evidence,
  };
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
