/**
 * Scam postings of each type, composed from phrase banks written from the advisories in advisories.ts: fees under
 * many names (English, Hinglish in both word orders, Taglish, Malay), task/top-up, money mule, reshipping, trading
 * wallet, government job without exam, instant overseas deployment, credential requests, famous-brand identity with
 * free-mail or chat-only contact, off-platform lures, unrealistic pay for unskilled home work, and the vague
 * work-from-home / admin / oil-and-gas postings without a company description that real boards carry.
 */
import type { CorpusLanguage, CorpusPosting } from '../types';
import { advisoryFor } from './advisories';
import { freeMail, money, slug, type Market, type Rng } from './markets';
import { salaryText } from './genuine';

export const SCAM_TYPES = ['fee', 'task', 'mule', 'reshipping', 'trading', 'gov-no-exam', 'instant-deployment', 'credentials', 'identity', 'lure', 'wfh-pay-claim'] as const;
export type ScamType = (typeof SCAM_TYPES)[number];

const BRANDS: Readonly<Record<string, readonly string[]>> = {
  IN: ['Amazon', 'Flipkart', 'TCS', 'Infosys', 'Wipro', 'Reliance Jio', 'Indian Railways', 'Air India', 'HDFC Bank', 'Zomato', 'Meesho'],
  PH: ['Jollibee', 'SM Supermalls', 'Concentrix', 'Accenture', 'Shopee', 'Lazada', 'Cebu Pacific', 'Philippine Airlines', 'BDO'],
  MY: ['Petronas', 'Shopee', 'Lazada', 'Grab', 'AirAsia', 'Maybank', 'TikTok Shop', 'Tenaga Nasional'],
  SG: ['DBS', 'Singapore Airlines', 'Shopee', 'Grab', 'Changi Airport Group', 'Lazada', 'Carousell'],
  AE: ['Emirates', 'Etihad', 'ADNOC', 'Emaar', 'Dubai Airports', 'Al Futtaim', 'Noon', 'Talabat', 'DEWA'],
  SA: ['Saudi Aramco', 'SABIC', 'Saudia', 'NEOM', 'Almarai', 'STC'],
  QA: ['Qatar Airways', 'QatarEnergy', 'Hamad Medical Corporation', 'Ooredoo', 'Hamad International Airport'],
  KW: ['Kuwait Oil Company', 'Kuwait Airways', 'Zain', 'Alshaya', 'KNPC'],
  OM: ['Omantel', 'Oman Air', 'PDO', 'OQ', 'Lulu Hypermarket'],
  BH: ['Gulf Air', 'Bapco', 'Batelco', 'Alba', 'Lulu Hypermarket'],
};

const FAKE_CO = ['Global Career Solutions', 'Dream Jobs Hub', 'Prime Recruitment Agency', 'Star HR Consultancy', 'Smart Earning Team', 'Online Work Team', 'Digital Income Group', 'Elite Overseas Manpower', 'Quick Hire Services', 'Success Placement Cell', 'Golden Future Consultancy', 'Work Anywhere Network', 'Easy Job Centre', 'Career Point Placement', 'Jobs Corner', 'HR Team', 'Hiring Manager', 'Recruitment Department', 'Confidential', 'Reputed Company', 'Leading MNC', 'Urgent Hiring'];

const CHAT = ['WhatsApp', 'Telegram', 'WhatsApp', 'Telegram', 'Viber', 'WeChat', 'Signal'];

function chatContact(r: Rng, m: Market): string {
  const c = r.pick(CHAT);
  return c === 'Telegram' ? r.pick([`Telegram @${r.pick(['hr', 'recruit', 'jobs', 'work', 'earn'])}_${r.pick(['anna', 'priya', 'mia', 'lisa', 'rahul', 'amir', 'grace', 'siti'])}${r.int(1, 99)}`, `t.me/${r.pick(['hrdesk', 'parttimeteam', 'onlinework', 'taskcenter'])}${r.int(10, 999)}`]) : `${c} ${m.phone(r)}`;
}

// -------------------------------------------------------------------------------------------------------------- fee
const FEE_NAMES = ['registration fee', 'processing fee', 'verification formalities', 'refundable asset security', 'product kit', 'starter recharge', 'joining kit charges', 'interview slot booking', 'uniform and ID card charges', 'laptop security deposit', 'training fee', 'documentation charges', 'medical fee', 'visa processing charges', 'file opening charge', 'onboarding charges', 'background verification charges', 'courier charges for the appointment letter', 'mentorship track enrolment', 'account activation fee', 'police clearance processing', 'caution money', 'insurance premium', 'welfare fund contribution', 'portal login charges', 'certificate attestation fee', 'seat confirmation amount', 'refundable bond amount'];
const FEE_EN = [
  (f: string, amt: string) => `Selected candidates must complete ${f} of ${amt} before joining.`,
  (f: string, amt: string) => `A one-time ${f} (${amt}) is required to confirm your position.`,
  (f: string, amt: string) => `Please keep ${amt} ready in cash for the ${f} on the day of interview.`,
  (f: string, amt: string) => `${amt} towards ${f}, fully refundable after 3 months of service.`,
  (f: string, amt: string) => `To activate your employee ID, transfer ${amt} (${f}) to the account shared by HR.`,
  (f: string, amt: string) => `Enrol in our ${f} (${amt}) and get a guaranteed placement.`,
  (f: string, amt: string) => `The ${f} of ${amt} will be recovered from your first salary.`,
  (f: string, amt: string) => `Candidates bear the ${f}, approx ${amt}, arranged by us.`,
  (f: string, amt: string) => `Your offer letter will be released once the ${f} of ${amt} is received.`,
  (f: string, amt: string) => `Buy the ${f} for ${amt} to start working from tomorrow.`,
  (f: string, amt: string) => `There is no registration fee, only ${f} of ${amt} which is refundable.`,
  (f: string, amt: string) => `Pay ${amt} via GCash / UPI / bank transfer for the ${f} and send the screenshot.`,
  (f: string, amt: string) => `Deposit ${amt} as ${f}; amount is adjusted in your salary.`,
  (f: string, amt: string) => `${f.charAt(0).toUpperCase()}${f.slice(1)} arranged by us for ${amt}.`,
  (f: string, amt: string) => `We arrange the ${f} at our partner centre for ${amt}, payable before joining.`,
  (f: string, amt: string) => `Get your ${f} done through our office (${amt}).`,
];
const FEE_HINGLISH = [
  (amt: string) => `Joining se pehle ${amt} bhejna hoga verification ke liye.`,
  (amt: string) => `Bhejna hoga ${amt} registration ke liye, uske baad ID card milega.`,
  (amt: string) => `${amt} ka form bharna padega, form ke saath payment karna hai.`,
  (amt: string) => `Interview ke time ${amt} cash lekar aana hai, kit milegi.`,
  (amt: string) => `Training ke liye ${amt} jama karna hoga, baad mein salary mein adjust hoga.`,
  (amt: string) => `Pehle ${amt} dena hoga, phir joining letter milega.`,
  (amt: string) => `Uniform aur ID ke ${amt} lagenge, joining ke din dene honge.`,
  (amt: string) => `Aapko sirf ${amt} pay karna hai Paytm/PhonePe pe, kaam turant shuru.`,
];
const FEE_TAGLISH = [
  (amt: string) => `Kailangan lang mag-deposit ng ${amt} para sa processing ng papers mo.`,
  (amt: string) => `May babayaran na ${amt} para sa medical at training bago ang deployment.`,
  (amt: string) => `Magbayad muna ng ${amt} reservation fee via GCash para ma-secure ang slot.`,
  (amt: string) => `${amt} lang ang bayad sa ID at uniform, ibabawas din sa sahod.`,
  (amt: string) => `Ipadala ang ${amt} para ma-activate ang account mo.`,
];
const FEE_MALAY = [
  (amt: string) => `Kos pendaftaran ${amt} perlu dibayar sebelum mula kerja.`,
  (amt: string) => `Perlu bayar deposit ${amt} untuk permit dan latihan.`,
  (amt: string) => `Yuran latihan ${amt} dikenakan, boleh bayar melalui Touch n Go.`,
  (amt: string) => `Bayaran proses ${amt} sahaja, akan dipulangkan selepas 3 bulan.`,
  (amt: string) => `Sila transfer ${amt} ke akaun syarikat untuk aktifkan akaun kerja anda.`,
];

// -------------------------------------------------------------------------------------------------------------- bodies
function feeBody(r: Rng, m: Market): { lines: string[]; language: CorpusLanguage } {
  const amt = money(r, m, m.pay.entry[0] * r.pick([0.03, 0.05, 0.1, 0.25, 0.5, 1, 2]));
  const lang = r.chance(0.6) && m.languages.length > 0 && m.languages[0] !== 'arabic-en' ? m.languages[0] : 'en';
  const lines = [r.pick([
    'Urgent hiring for reputed company. Freshers and experienced can apply.',
    `Direct joining in ${r.pick(m.cities)}. 10th/12th/graduate all can apply.`,
    'Limited vacancies, interview this week only.',
    'Selection on the spot. Offer letter the same day.',
    'Good salary with accommodation and transport.',
  ])];
  if (lang === 'hinglish') lines.push(r.pick(FEE_HINGLISH)(amt));
  else if (lang === 'taglish') lines.push(r.pick(FEE_TAGLISH)(amt));
  else if (lang === 'malay') lines.push(r.pick(FEE_MALAY)(amt));
  else lines.push(r.pick(FEE_EN)(r.pick(FEE_NAMES), amt));
  if (r.chance(0.3)) lines.push(r.pick(['We never charge a placement fee.', 'No hidden charges.', '100% genuine job, not a scam.']));
  return { lines, language: lang };
}

const TASK_ACTS = ['like YouTube videos', 'follow Instagram pages', 'rate hotels on Google Maps', 'review products on Shopee', 'boost merchant orders', 'complete product optimisation tasks', 'subscribe to channels', 'rate movies on our app', 'like TikTok posts', 'submit app ratings', 'do simple data optimisation tasks'];
function taskBody(r: Rng, m: Market): { lines: string[]; language: CorpusLanguage } {
  const per = money(r, m, m.daily * r.pick([0.1, 0.2, 0.5]));
  const day = money(r, m, m.daily * r.pick([2, 3, 5, 8]));
  const lines = [
    r.pick([`Part-time job from home: ${r.pick(TASK_ACTS)} and earn ${per} per task.`, `Simple online tasks: ${r.pick(TASK_ACTS)}. Earn ${day} daily in 30 minutes.`, `Work from your phone. ${r.pick(TASK_ACTS)}, commission paid instantly.`]),
    r.pick(['First 3 tasks are free and paid immediately.', 'You get a welcome bonus after your first task.', 'Complete 30 orders a day to unlock VIP level.', 'Merchant tasks need a small top-up which is returned with commission.', 'Prepaid tasks give 30% commission.', `Top up ${money(r, m, m.daily * 2)} to unlock higher-paying tasks.`, 'To withdraw commission, complete the combination task first.']),
    r.pick(['No experience needed. Students and housewives welcome.', 'Flexible hours, work anytime.', 'Daily payout to your bank or e-wallet.']),
  ];
  let language: CorpusLanguage = 'en';
  if (m.code === 'IN' && r.chance(0.4)) { lines.push(r.pick(['Ghar baithe kamai karein, roz ka payment.', 'Sirf mobile chahiye, ghar baithe job.'])); language = 'hinglish'; }
  if (m.code === 'PH' && r.chance(0.4)) { lines.push(r.pick(['Pwede sa cellphone lang, kikita ka agad.', 'Madali lang, like at share lang ng posts.'])); language = 'taglish'; }
  if (m.code === 'MY' && r.chance(0.4)) { lines.push(r.pick(['Kerja sambilan dari rumah, hanya like dan follow.', 'Bayaran harian terus ke akaun bank.'])); language = 'malay'; }
  return { lines, language };
}

function muleBody(r: Rng): { lines: string[]; language: CorpusLanguage } {
  return { language: 'en', lines: [
    r.pick(['We are hiring a Payment Processing Agent to handle client transfers.', 'Looking for a Finance Assistant (remote) to receive customer payments on our behalf.', 'Hiring local account holders for our overseas trading company.', 'Earn commission by processing transactions through your bank account.']),
    r.pick(['You will receive funds into your personal account and forward them to our partners, keeping 10% as your commission.', 'Open a new bank account for company use; we pay a monthly rental for it.', 'Buy cryptocurrency on behalf of our clients with the money we transfer to you.', 'Withdraw the deposits and send them by remittance to the supplier.', 'Lend us your e-wallet or bank account for salary disbursement and earn a fixed fee.', 'Deposit the cheque we send, keep your salary and wire the balance to our vendor.']),
    r.pick(['No experience needed. 1-2 hours a day.', 'Must have an active bank account with online banking.', 'Weekly pay guaranteed.']),
  ] };
}

function reshipBody(r: Rng, m: Market): { lines: string[]; language: CorpusLanguage } {
  return { language: 'en', lines: [
    r.pick(['Package Handler / Quality Control Inspector - work from home.', 'Shipping Coordinator needed for our online store, home-based.', 'Logistics assistant to receive parcels at your address.']),
    r.pick(['Receive parcels at your home, inspect and photograph the items, then relabel and reship them with the prepaid labels we email you.', 'Accept deliveries of electronics, repack them and forward to our international customers.', 'You will receive packages on behalf of our clients and forward them within 24 hours.']),
    r.pick([`Pay: ${money(r, m, m.daily * 0.5)} per package plus a monthly bonus.`, 'Salary paid after 30 days of probation.', 'No interview required; start this week.']),
  ] };
}

function tradingBody(r: Rng, m: Market): { lines: string[]; language: CorpusLanguage } {
  return { language: 'en', lines: [
    r.pick(['Crypto Trading Assistant - funded account provided.', 'Forex Trading Associate (remote) with a funded wallet.', 'Junior Investment Analyst - trade on our platform.']),
    r.pick(['We give you a funded trading wallet; you follow our mentor\'s signals and keep 40% of profits.', `Activate your trading account with a deposit of ${money(r, m, m.pay.entry[0] * 0.5)}; profits are paid daily.`, 'Join our VIP investment group on Telegram and follow daily signals.', 'Top up your USDT wallet to unlock higher commission tiers.']),
    r.pick(['Earn 3-5% daily returns.', 'Guaranteed income, no trading experience needed.', 'Withdraw anytime after reaching the minimum level.']),
  ] };
}

const GOV = { IN: ['Indian Railways Group D', 'India Post GDS', 'Bank Clerk (nationalised banks)', 'SSC MTS', 'Municipal Corporation Clerk', 'AIIMS Ward Attendant'], PH: ['DepEd Teacher I', 'BIR Clerk', 'LGU Administrative Aide', 'MMDA Traffic Aide'], MY: ['Pembantu Tadbir Kerajaan', 'Jawatan Kosong Kerajaan (KKM)', 'Pegawai Khidmat Pelanggan JPN'], SG: ['Civil Service Admin Assistant'], GULF: ['Government Ministry Receptionist', 'Municipality Clerk', 'Public Hospital Administrator', 'Airport Security Officer'] } as const;
function govBody(r: Rng, m: Market): { lines: string[]; language: CorpusLanguage } {
  const posts = m.code === 'IN' ? GOV.IN : m.code === 'PH' ? GOV.PH : m.code === 'MY' ? GOV.MY : m.code === 'SG' ? GOV.SG : GOV.GULF;
  const lines = [
    `${r.pick(posts)} - ${r.pick(['direct recruitment without exam', 'no exam, direct appointment', 'selection without written test', 'backdoor entry, 100% confirmed'])}.`,
    r.pick(['Merit list based on documents only. Limited seats.', 'Our officers will arrange the appointment letter.', 'Permanent government job with pension.', 'Apply before the portal closes this week.']),
  ];
  let language: CorpusLanguage = 'en';
  if (m.code === 'IN' && r.chance(0.5)) { lines.push(r.pick(['Bina exam ke sarkari naukri, seedhi joining.', 'Sarkari job pakki, sirf documents verify honge.'])); language = 'hinglish'; }
  if (m.code === 'MY' && r.chance(0.5)) { lines.push('Tanpa peperiksaan, terus ditawarkan jawatan tetap.'); language = 'malay'; }
  if (r.chance(0.5)) lines.push(r.pick(FEE_EN)(r.pick(['application form fee', 'document verification fee', 'merit list charges']), money(r, m, m.pay.entry[0] * 0.1)));
  return { lines, language };
}

function deployBody(r: Rng, m: Market): { lines: string[]; language: CorpusLanguage } {
  const dest = r.pick(['Canada', 'Poland', 'Dubai', 'Japan', 'Australia', 'New Zealand', 'Thailand', 'Cambodia', 'Croatia', 'Saudi Arabia', 'UK']);
  const lines = [
    r.pick([`Fly to ${dest} within ${r.pick(['7 days', '2 weeks', '10 days'])}! Direct hire, no experience needed.`, `Instant deployment to ${dest}: factory workers, farm workers, caregivers.`, `${dest} work permit in 14 days, departure guaranteed.`, `Urgent: ${r.int(20, 200)} workers needed in ${dest}, fly out next week.`]),
    r.pick(['Tourist visa first, we convert to work visa there.', 'No interview, no IELTS, no age limit.', 'Processing in 5 working days.', 'Accommodation and free food, high salary in dollars.', 'Travel as a tourist; the employer fixes your papers on arrival.']),
  ];
  let language: CorpusLanguage = 'en';
  if (m.code === 'PH' && r.chance(0.5)) { lines.push(r.pick(['Mabilis ang alis, walang interview!', 'Pwede kahit walang experience, alis agad.'])); language = 'taglish'; }
  if (r.chance(0.5)) lines.push(r.pick(FEE_EN)(r.pick(['visa processing', 'placement fee', 'booking fee', 'ticket and visa package']), money(r, m, m.pay.entry[1] * r.pick([1, 2, 4]))));
  return { lines, language };
}

function credBody(r: Rng, m: Market): { lines: string[]; language: CorpusLanguage } {
  const lines = [
    r.pick(['Online data entry job, daily salary.', 'Work-from-home admin assistant, instant hiring.', 'Customer support (remote) - selected candidates only.', 'Part-time job, payment every day.']),
    r.pick([
      'To set up your salary account, send a photo of the front and back of your ATM card.',
      'Share the OTP you will receive to verify your account.',
      m.code === 'MY' ? 'Sila hantar nombor TAC yang diterima untuk pengesahan akaun gaji.' : 'Send the TAC number you receive to confirm your registration.',
      'Provide your internet banking username and password so HR can credit your salary.',
      'Fill in your debit card number, expiry and CVV in the registration form.',
      'Give us your UPI PIN to link your salary account.',
      'Send a selfie holding your ID and your ATM card for verification.',
    ]),
  ];
  return { lines, language: m.code === 'MY' && lines[1].includes('TAC') && lines[1].startsWith('Sila') ? 'malay' : 'en' };
}

function identityBody(r: Rng, m: Market, brand: string): { lines: string[]; language: CorpusLanguage } {
  return { language: 'en', lines: [
    r.pick([`${brand} is hiring ${r.pick(['customer service agents', 'cabin crew', 'warehouse staff', 'office assistants', 'engineers', 'drivers', 'data entry operators'])}.`, `Official recruitment for ${brand} ${new Date(2026, 0).getFullYear()}.`, `Job opening at ${brand}: immediate joining.`]),
    r.pick([`Send your CV to ${freeMail(r, `${brand} hr`)}.`, `Contact HR only on WhatsApp ${m.phone(r)}.`, `Apply through our HR ${chatContact(r, m)}.`, `Email ${freeMail(r, `${brand} careers`)} with your CV and passport copy.`, `Interview will be conducted on ${r.pick(['Telegram', 'WhatsApp', 'Google Chat'])} chat.`]),
    r.pick(['Salary and benefits as per company policy.', 'Attractive salary with free accommodation.', 'Selected candidates get the offer letter within 24 hours.', 'No interview for shortlisted profiles.']),
  ] };
}

const WFH_ROLES = ['Data Entry Clerk', 'Typist', 'Payroll Clerk', 'Administrative Assistant', 'Receptionist (Remote)', 'Customer Service Representative', 'Virtual Assistant', 'Form Filling Executive', 'Captcha Entry Operator', 'Online Survey Taker', 'Email Processor', 'Copy Paste Work', 'Accounting Clerk', 'Offshore Oil Rig Worker', 'Oil & Gas Field Engineer', 'Offshore Camp Boss'];
function lureBody(r: Rng, m: Market, role: string): { lines: string[]; language: CorpusLanguage } {
  const oil = /oil|offshore/i.test(role);
  return { language: 'en', lines: [
    oil ? r.pick(['Offshore vacancies with relocation and accommodation provided.', 'Immediate openings on our rigs; relocation package included.', 'We are hiring for offshore platforms; travel and visa handled.']) : r.pick([`We are looking for a ${role} to work from home.`, `${role} needed urgently. Work from home, flexible hours.`, `Hiring ${role}s, home based, full or part time.`]),
    r.pick(['No experience necessary, training provided online.', 'Must have a computer and internet connection.', 'All you need is a smartphone.', 'Weekly pay via direct deposit.']),
    r.pick([`To apply, message our hiring manager on ${chatContact(r, m)}.`, 'Visit the link below to complete your application outside this site.', `Apply at this address: ${freeMail(r, 'hiring desk')}.`, 'Interview is conducted by text chat on Telegram.', `Click to apply: https://${r.pick(['bit.ly', 'tinyurl.com', 'cutt.ly'])}/${slug(role).slice(0, 6)}${r.int(10, 99)}.`, 'Send your details (name, age, address, phone) to get started.']),
  ] };
}

function payClaimBody(r: Rng, m: Market, role: string): { lines: string[]; language: CorpusLanguage } {
  const usd = r.chance(0.4);
  const claim = usd
    ? r.pick([`Earn $${r.pick([400, 500, 300])} to $${r.pick([600, 800, 1000])} extra per day`, `USD 1,000-2,000 per week for 2 hours a day`, `Make $${r.pick([50, 75, 100])}/hour typing from home`, `Up to $250 per hour`])
    : r.pick([`Earn ${money(r, m, m.daily * 5)} to ${money(r, m, m.daily * 10)} daily`, `${money(r, m, m.pay.skilled[1] * 2)} per month for 2-3 hours a day`, `Weekly income of ${money(r, m, m.pay.skilled[1])} from your phone`, `Earn ${money(r, m, m.hourly * 15)} per hour from home`]);
  if (r.chance(0.35)) {
    // The salary lure: a high wage for an unskilled job with no experience, contact on chat only.
    const job = r.pick(['Receptionist', 'Call Centre Agent', 'Admin Clerk', 'Hotel Staff', 'Driver', 'Cashier', 'Helper', 'Office Boy', 'Sales Girl', 'Customer Support']);
    const wage = money(r, m, m.pay.professional[0] * (1 + r.next()));
    const lure: string[] = [
      r.pick([`${job} - Salary ${wage}`, `Urgent ${job}, ${wage} salary`, `${job} needed, ${wage} in hand`]),
      r.pick(['No experience needed.', 'Freshers welcome, no qualification required.', 'All nationalities can apply.', 'Joining in 2 days.']),
      r.pick(['Free visa, food and accommodation.', 'Female candidates preferred, send photo.', 'Free accommodation and transport.', 'Tiada pengalaman diperlukan.']),
      `${r.pick(['WhatsApp your CV to', 'Send CV and photo on', 'Contact HR on'])} ${chatContact(r, m)}.`,
    ];
    return { lines: lure, language: lure.some((l) => l.includes('Tiada')) ? 'malay' : 'en' };
  }
  const lines = [`${role} - ${claim}!`, r.pick(['No skills needed, just basic typing.', 'Work only 1-2 hours a day from home.', 'Anyone can do it: students, housewives, retirees.', 'Unlimited earning potential.']), r.pick(['Start today, payment daily.', 'Limited slots available.', `Contact ${chatContact(r, m)} for details.`])];
  let language: CorpusLanguage = 'en';
  if (m.code === 'IN' && r.chance(0.4)) { lines.push('Ghar baithe roz kamaayein, sirf 2 ghante.'); language = 'hinglish'; }
  if (m.code === 'MY' && r.chance(0.4)) { lines.push('Pendapatan lumayan sehari, kerja dari rumah.'); language = 'malay'; }
  if (m.code === 'PH' && r.chance(0.4)) { lines.push('Kikita ka ng malaki kahit nasa bahay lang.'); language = 'taglish'; }
  return { lines, language };
}

// -------------------------------------------------------------------------------------------------------------- posting
export function scamPosting(r: Rng, m: Market, type: ScamType, id: string, writer: string): CorpusPosting {
  const brand = r.pick(BRANDS[m.code] ?? BRANDS.AE);
  const role = r.pick(WFH_ROLES);
  let title = '';
  let body: { lines: string[]; language: CorpusLanguage };
  switch (type) {
    case 'fee': body = feeBody(r, m); title = r.pick(['Back Office Executive', 'Data Entry Operator', 'Airport Ground Staff', 'Delivery Boy', 'Security Guard', 'Hotel Staff', 'Warehouse Helper', 'Receptionist', 'Nurse', 'Driver', 'Cleaner', 'Factory Worker', 'Sales Executive']) + r.pick(['', ' - Urgent', ' - Direct Joining', ' (Freshers)', ' - Immediate Hiring']); break;
    case 'task': body = taskBody(r, m); title = r.pick(['Part Time Job From Home', 'Online Task Associate', 'Social Media Rater', 'Product Reviewer (Remote)', 'App Tester - Part Time', 'Merchant Assistant', 'Kerja Sambilan Online', 'Home Based Online Job']); break;
    case 'mule': body = muleBody(r); title = r.pick(['Payment Processing Agent', 'Finance Assistant (Remote)', 'Transaction Coordinator', 'Account Manager - Part Time', 'Remote Collections Agent']); break;
    case 'reshipping': body = reshipBody(r, m); title = r.pick(['Package Handler (Home Based)', 'Quality Control Inspector - Remote', 'Shipping Coordinator', 'Parcel Forwarding Assistant']); break;
    case 'trading': body = tradingBody(r, m); title = r.pick(['Crypto Trading Assistant', 'Forex Trader (Funded Account)', 'Investment Associate - Remote', 'Trading Desk Trainee']); break;
    case 'gov-no-exam': body = govBody(r, m); title = r.pick(['Government Job Without Exam', 'Sarkari Naukri - Direct Recruitment', 'Government Clerk Vacancy', 'Jawatan Kosong Kerajaan', 'Permanent Government Post']); break;
    case 'instant-deployment': body = deployBody(r, m); title = r.pick(['Factory Workers Abroad - Fly Out Fast', 'Direct Hire Overseas', 'Farm Workers Needed Abroad', 'Caregivers for Europe - Quick Deployment', 'Hotel Staff Abroad - Departure in 2 Weeks']); break;
    case 'credentials': body = credBody(r, m); title = r.pick(['Data Entry - Daily Salary', 'Admin Assistant (WFH)', 'Remote Customer Support', 'Part Time Online Job']); break;
    case 'identity': body = identityBody(r, m, brand); title = `${brand} ${r.pick(['Careers', 'Recruitment', 'Hiring', 'Jobs'])} - ${r.pick(['Customer Service', 'Cabin Crew', 'Warehouse Associate', 'Admin Staff', 'Engineers', 'Drivers'])}`; break;
    case 'lure': body = lureBody(r, m, role); title = role + r.pick(['', ' - Work From Home', ' (Remote)', ' - Immediate Start']); break;
    case 'wfh-pay-claim': body = payClaimBody(r, m, role); title = role + r.pick([' - Home Based', ' (Part Time)', ' - Work From Home', '']); break;
  }
  // Most scams skip the company description; some borrow a generic one.
  if (r.chance(0.2)) body.lines.unshift(r.pick(['We are a fast-growing international company.', 'Our company is a leading provider of services worldwide.', 'Established company with clients in 30 countries.', `${brand} is one of the largest companies in the region.`]));
  if (type !== 'identity' && type !== 'lure' && r.chance(0.55)) body.lines.push(`Contact: ${chatContact(r, m)}.`);
  if (r.chance(0.2)) body.lines.push(r.pick(['Hurry, limited slots!', 'Apply today, offer valid for 24 hours.', 'Only a few seats left.', 'Act fast!']));
  const co = type === 'identity' ? r.pick([`${brand}`, `${brand} HR`, `${brand} Recruitment`, `${brand} Careers`]) : r.chance(0.5) ? r.pick(FAKE_CO) : `${r.pick(['Global', 'Prime', 'Elite', 'Star', 'Smart', 'Future'])} ${r.pick(['Solutions', 'Ventures', 'Enterprises', 'Consultancy', 'Services'])}`;
  const web = r.chance(0.25) ? `${slug(co).split('-').slice(0, 2).join('')}-${r.pick(['careers', 'jobs', 'hiring', 'hr'])}.${r.pick(['com', 'net', 'online', 'xyz', 'site'])}` : null;
  const apply = r.chance(0.45) ? r.pick([`https://wa.me/${m.phone(r).replace(/\D/g, '')}`, `https://t.me/${slug(co).replace(/-/g, '')}${r.int(1, 99)}`, `https://forms.gle/${r.int(100000, 999999)}Ab`, `https://bit.ly/${slug(title).slice(0, 8)}${r.int(1, 99)}`, web ? `https://${web}/apply` : `https://docs.google.com/forms/d/e/${r.int(100000, 999999)}/viewform`]) : null;
  const email = r.chance(0.45) ? freeMail(r, `${co} hr`) : null;
  const phone = r.chance(0.4) ? m.phone(r) : null;
  const sal = r.chance(0.7) ? salaryText(r, m, r.pick(['entry', 'skilled', 'professional']), r.pick(['month', 'day', 'hour', 'month'])) : null;
  // Some scams dress up as a full posting: a borrowed company blurb and lists of duties and requirements.
  if (r.chance(0.3)) {
    const duties = r.some(['Answer customer emails and chats', 'Enter data into spreadsheets', 'Prepare simple reports', 'Coordinate with the team online', 'Maintain records and files', 'Schedule appointments', 'Process orders and invoices', 'Follow instructions from the supervisor'], 2, 4);
    const needs = r.some(['Good communication skills', 'Basic computer knowledge', 'Ability to work independently', 'Reliable internet connection', 'Attention to detail', 'High school diploma or equivalent'], 2, 3);
    body.lines.splice(1, 0, `${r.pick(['Responsibilities:', 'Duties:', 'Job description:'])} ${duties.join('. ')}.`, `${r.pick(['Requirements:', 'Qualifications:'])} ${needs.join('; ')}.`);
  }
  const useHtml = r.chance(0.25);
  const description = useHtml ? `<p>${body.lines.join('</p><p>')}</p>` : body.lines.join(r.pick(['\n', ' ', '\n\n']));
  return {
    id, label: 'scam', scamType: type, market: m.code, language: body.language,
    provenance: advisoryFor(type, (xs) => r.pick(xs)), writer,
    title, company: co, companyWebsite: web, applyUrl: apply, location: `${r.pick(m.cities)}, ${m.country}`,
    salaryText: sal, description, contactEmail: email, contactPhone: phone,
  };
}
