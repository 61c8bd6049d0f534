/**
 * The trust verdict of a job and the plain words the page shows for each reason (docs/trust.md). The server computes
 * the verdict (server/trust/signals.ts); the app, the alert emails and the warning page show these same messages.
 */

export type TrustLevel = 'verified' | 'caution' | 'high_risk';

export type TrustSignalCode =
  | 'asks_for_money'
  | 'asks_for_bank_details'
  | 'agent_service_charge'
  | 'personal_contact_only'
  | 'salary_above_norm'
  | 'apply_domain_mismatch'
  | 'pressure_wording'
  | 'no_identifiable_employer'
  | 'candidate_reports'
  | 'reported_asks_for_money'
  // Issue 33: support checked candidates' reports and upheld them.
  | 'confirmed_by_review'
  // Issue 35: scams that ask no fee, identity, pay claims and the learned layer.
  | 'task_scam'
  | 'money_mule'
  | 'reshipping'
  | 'trading_wallet'
  | 'government_job_no_exam'
  | 'instant_deployment'
  | 'brand_contact_mismatch'
  | 'unrealistic_pay_claim'
  | 'asks_for_identity_selfie'
  | 'reads_like_known_scams';

export interface TrustSignal {
  code: TrustSignalCode;
  message: string;
}

export interface Trust {
  level: TrustLevel;
  signals: TrustSignal[];
  /**
   * Issue 33: candidates reported this listing from a verified source and our team is checking the reports; it stays
   * listed with UNDER_REVIEW_LINE until support or the trust rules agree. Present only when true.
   */
  under_review?: true;
}

export const TRUST_SIGNAL_MESSAGES: Readonly<Record<TrustSignalCode, string>> = {
  asks_for_money: 'This listing asks for a fee. Genuine employers never charge candidates.',
  asks_for_bank_details:
    'This listing asks for bank or card details, a one-time code (OTP or TAC), your digital ID login (Singpass, UAE PASS) or a photo of your card. Never share them with a recruiter.',
  agent_service_charge:
    "A recruiting agency charges a service fee. Where the law allows one (India: at most ₹30,000 plus GST, after your visa; the Philippines: at most one month's basic pay, never for household workers or seafarers), pay only after your visa, against an official receipt, and check the agency's licence on eMigrate or with the DMW first.",
  personal_contact_only:
    'The only contact is a personal email address, WhatsApp or a phone number, not a company address. Check who the employer is before you share documents.',
  salary_above_norm: 'The salary is far above what similar jobs in this city pay. Offers that sound too good are a common lure.',
  apply_domain_mismatch: "The apply link goes to a different website from the company's own.",
  pressure_wording: 'This listing pushes you to decide or pay quickly. Real employers give you time.',
  no_identifiable_employer: 'We could not identify the employer behind this listing.',
  candidate_reports: 'Several candidates have reported this listing.',
  reported_asks_for_money: 'Several candidates reported that this listing asked them for money.',
  confirmed_by_review: "Our team checked candidates' reports about this listing and confirmed them.",
  task_scam:
    'This listing pays for online tasks such as liking, following or rating products. These "jobs" end with a request to top up or deposit money.',
  money_mule:
    'This listing asks you to receive money into your own account and pass it on. That is money laundering, and the account holder is the one prosecuted.',
  reshipping: 'This listing asks you to receive parcels at home and send them on. Such parcels are usually bought with stolen cards.',
  trading_wallet: 'This listing is about trading in a wallet or account you fund or are given. Trading "jobs" like this are a common investment scam.',
  government_job_no_exam:
    'This listing offers a government job without an exam. Government jobs are filled through published exams, never by direct appointment for a fee.',
  instant_deployment:
    'This listing promises to fly you abroad within days or without an interview. Real overseas hiring takes an interview, a contract and a work visa in your name.',
  brand_contact_mismatch:
    "This listing names a well-known company but its contact is a free email, a chat app or another company's website. Check the job on the company's own careers site.",
  unrealistic_pay_claim: 'The pay promised for simple work from home is far above what such work pays. Offers that sound too good are a common lure.',
  asks_for_identity_selfie:
    'This listing asks for a selfie holding your ID, a selfie video or a video "KYC", or photos of your ID before any interview. Such pictures are used to open bank accounts and loans in your name.',
  reads_like_known_scams: 'This listing reads like known job scams.',
};

/** The short line shown next to a job for each level. */
export const TRUST_LEVEL_LABELS: Readonly<Record<TrustLevel, string>> = {
  verified: 'No risk signs found',
  caution: 'Check before you apply',
  high_risk: 'Likely scam',
};

/** Issue 33: the neutral line of a listing whose reports our team is checking (Trust.under_review). */
export const UNDER_REVIEW_LINE = 'Under review: candidates have reported this listing and our team is checking it.';

/** The warning shown before a high-risk job opened by direct link. */
export const HIGH_RISK_WARNING = {
  title: 'This listing shows signs of a scam',
  body: 'We keep it out of search and alerts. Never pay to apply, and never share bank details or documents before you have verified the employer.',
  /** The listing stays behind the warning until the reader chooses to see it (the app's button, the no-script page's summary). */
  showListing: 'Show the listing anyway',
} as const;

/** Why a candidate reports a job (issue 17, "Report this job"). */
export type ReportReason = 'asks_for_money' | 'fake_or_misleading' | 'already_closed' | 'wrong_details' | 'other';

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  asks_for_money: 'Asks for money',
  fake_or_misleading: 'Fake or misleading',
  already_closed: 'Already closed',
  wrong_details: 'Wrong details',
  other: 'Other',
};

/** The reasons in the order the report dialog lists them. */
export const REPORT_REASONS: readonly ReportReason[] = ['asks_for_money', 'fake_or_misleading', 'already_closed', 'wrong_details', 'other'];

/** Limits of a report (server and dialog): details up to this many characters, required for "other". */
export const REPORT_DETAILS_MAX = 1000;
/** Reports one candidate may file per hour and per day (beyond: 429). */
export const REPORTS_PER_HOUR = 10;
export const REPORTS_PER_DAY = 30;

/** The answers of POST /candidates/report_job/{id}. */
export const REPORT_MESSAGES = {
  thanks: 'Thank you. We will check this listing.',
  already: 'You have already reported this job.',
  detailsRequired: 'Tell us what is wrong with this listing.',
  tooMany: 'You have sent many reports recently. Please try again later.',
} as const;
