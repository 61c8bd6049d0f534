/**
 * Genuine postings of every function and market, in the styles real boards carry (ATS career pages, Naukri walk-in
 * drives, JobStreet and MyCareersFuture listings, DMW-licensed agency ads, small shops with a WhatsApp HR number),
 * with the hard cases that read like scams to a careless rule: hourly and daily wages, "no fees charged", "visa and
 * flights paid by the employer", high genuine salaries, "Competitive", phone-only small employers.
 */
import type { CorpusLanguage, CorpusPosting } from '../types';
import { money as moneyIn, slug, type Level, type Market, type Rng } from './markets';

interface JobFunction {
  name: string;
  titles: Readonly<Record<Level, readonly string[]>>;
  duties: readonly string[];
  needs: readonly string[];
}

const FUNCTIONS: readonly JobFunction[] = [
  { name: 'it', titles: { entry: ['IT Support Technician', 'Junior QA Tester', 'Service Desk Analyst'], skilled: ['Software Engineer', 'Network Engineer', 'QA Automation Engineer', 'Frontend Developer'], professional: ['Senior Backend Engineer', 'Engineering Manager', 'Principal Data Engineer', 'Cloud Architect', 'Head of Platform'] },
    duties: ['Design, build and run services used by thousands of customers', 'Review code and mentor junior engineers', 'Own the CI/CD pipeline and on-call rota with the team', 'Troubleshoot laptops, printers and Microsoft 365 accounts for 300 staff', 'Write and maintain automated test suites in Playwright', 'Migrate legacy workloads to Kubernetes on AWS', 'Work with product managers to scope features and estimate effort'],
    needs: ['3+ years with Java, Go or TypeScript', 'Experience with PostgreSQL and message queues', 'CCNA or equivalent', 'Degree in Computer Science or related field', 'Good written English for design documents', 'Familiarity with Terraform and observability tools'] },
  { name: 'finance', titles: { entry: ['Accounts Assistant', 'Billing Clerk', 'Payroll Assistant'], skilled: ['Accountant', 'Audit Senior', 'Credit Analyst', 'AP/AR Executive'], professional: ['Finance Manager', 'Financial Controller', 'Head of Treasury', 'Chief Financial Officer'] },
    duties: ['Prepare monthly management accounts and reconciliations', 'Process vendor invoices and payment runs in SAP', 'Support statutory audit and tax filings', 'Run payroll for 450 employees and file statutory contributions', 'Build cash-flow forecasts with the business units', 'Review credit applications and monitor exposures'],
    needs: ['Degree in Accounting; CA/ACCA/CPA part-qualified', '2-4 years in a similar role', 'Advanced Excel; Tally, SAP or Xero', 'Attention to detail and deadlines', 'Knowledge of local GST/VAT rules'] },
  { name: 'sales', titles: { entry: ['Sales Associate', 'Telesales Executive', 'Field Sales Trainee'], skilled: ['Business Development Executive', 'Key Account Executive', 'Area Sales Officer'], professional: ['Regional Sales Manager', 'Head of Enterprise Sales', 'Country Sales Director'] },
    duties: ['Acquire new SME accounts in the assigned territory', 'Meet monthly targets and report pipeline in the CRM', 'Visit distributors and retailers, collect orders', 'Negotiate annual contracts with key accounts', 'Run product demos with our pre-sales team'],
    needs: ['Two-wheeler and driving licence for field roles', '1-3 years in B2B sales', 'Good communication in English and the local language', 'Proven record of meeting targets'] },
  { name: 'customer-service', titles: { entry: ['Customer Service Representative', 'Call Centre Agent', 'Chat Support Associate', 'Customer Care Executive'], skilled: ['Team Leader, Customer Care', 'Quality Analyst', 'Escalations Specialist'], professional: ['Customer Experience Manager', 'Head of Contact Centre'] },
    duties: ['Answer inbound calls and chats for a telecom account', 'Resolve billing queries and log tickets in Zendesk', 'Handle escalations within service levels', 'Coach agents and run daily huddles', 'Audit calls against the quality scorecard'],
    needs: ['At least senior high school / 12th pass', 'Good spoken English', 'Willing to work rotating and night shifts', 'Typing speed of 30 wpm', 'Prior BPO experience is a plus; freshers welcome'] },
  { name: 'healthcare', titles: { entry: ['Clinic Assistant', 'Patient Care Assistant', 'Pharmacy Assistant'], skilled: ['Staff Nurse', 'Registered Nurse - ICU', 'Medical Laboratory Technologist', 'Physiotherapist'], professional: ['Consultant Physician', 'Nursing Director', 'Specialist Anaesthetist'] },
    duties: ['Provide bedside care in a 24-bed ICU', 'Register patients, dispense medicines and collect payment at the counter', 'Run lab tests and maintain analysers', 'Supervise nursing teams across three wards', 'Assess and treat outpatients with musculoskeletal conditions'],
    needs: ['Valid nursing council / PRC / DHA licence', 'BLS and ACLS', '2 years of hospital experience', 'Degree in Nursing or Medical Technology'] },
  { name: 'education', titles: { entry: ['Teaching Assistant', 'Preschool Assistant'], skilled: ['Mathematics Teacher', 'English Teacher', 'Science Teacher (Physics)', 'Preschool Teacher'], professional: ['Head of Department', 'School Principal', 'Academic Director'] },
    duties: ['Plan and deliver lessons for grades 9-12', 'Prepare students for board examinations', 'Keep progress records and meet parents each term', 'Lead curriculum review for the department'],
    needs: ['Degree in the subject with B.Ed / LPT / teaching certificate', '2+ years of classroom experience', 'Good command of English'] },
  { name: 'logistics', titles: { entry: ['Warehouse Assistant', 'Delivery Rider', 'Forklift Operator', 'Picker Packer'], skilled: ['Freight Coordinator', 'Inventory Controller', 'Fleet Supervisor'], professional: ['Logistics Manager', 'Supply Chain Director', 'Head of Procurement'] },
    duties: ['Pick, pack and dispatch orders against the WMS', 'Deliver parcels in the assigned zone with our app', 'Book sea and air freight and prepare shipping documents', 'Run cycle counts and reconcile stock variances', 'Plan routes and maintenance for a fleet of 60 trucks'],
    needs: ['Valid driving licence (for riders and drivers)', 'Forklift licence an advantage', '2 years in a warehouse or freight forwarder', 'Able to lift 20 kg'] },
  { name: 'hospitality', titles: { entry: ['Room Attendant', 'Commis Chef', 'Waiter / Waitress', 'Barista', 'Kitchen Helper'], skilled: ['Chef de Partie', 'Front Office Supervisor', 'Housekeeping Supervisor'], professional: ['Executive Chef', 'Hotel General Manager', 'Director of Sales, Hospitality'] },
    duties: ['Prepare mise en place and cook to recipe standards', 'Serve guests in the all-day dining restaurant', 'Clean and set up guest rooms to brand standards', 'Check guests in and out, handle requests', 'Lead the kitchen brigade of 25'],
    needs: ['Food handling certificate', 'Previous hotel or restaurant experience preferred', 'Willing to work weekends and public holidays', 'Pleasant personality'] },
  { name: 'construction', titles: { entry: ['General Worker', 'Helper - Construction', 'Mason'], skilled: ['Electrician', 'Site Safety Supervisor', 'Quantity Surveyor', 'Foreman', 'Plumber'], professional: ['Project Manager - Construction', 'Senior Structural Engineer', 'Construction Director'] },
    duties: ['Install wiring, panels and lighting to approved drawings', 'Run toolbox talks and daily site inspections', 'Prepare BOQs and monthly valuations', 'Coordinate subcontractors and the programme', 'Carry out masonry and plastering work'],
    needs: ['Trade certificate or diploma', 'Valid safety passport / site card', '3+ years on building projects', 'Gulf experience preferred for overseas roles'] },
  { name: 'engineering', titles: { entry: ['Engineering Trainee', 'Draughtsman'], skilled: ['Mechanical Engineer', 'Electrical Design Engineer', 'Maintenance Engineer', 'Process Engineer'], professional: ['Lead Process Engineer', 'Engineering Manager - Plant', 'Principal Engineer'] },
    duties: ['Maintain rotating equipment and plan shutdowns', 'Design LV/MV distribution using AutoCAD and ETAP', 'Participate in HAZOP and management of change', 'Drive reliability and energy-saving projects'],
    needs: ['Degree in Mechanical, Electrical or Chemical Engineering', 'Professional registration preferred', '4+ years in manufacturing or process plants'] },
  { name: 'oil-gas', titles: { entry: ['Roustabout', 'Scaffolder'], skilled: ['Instrument Technician', 'HSE Officer - Offshore', 'Production Operator'], professional: ['Drilling Engineer', 'Reservoir Engineer', 'Offshore Installation Manager'] },
    duties: ['Operate and monitor production facilities on a 28/28 rotation', 'Calibrate and maintain field instruments', 'Plan and supervise well operations', 'Enforce permit-to-work and run safety drills'],
    needs: ['BOSIET / FOET valid (company renews)', 'OPITO certificates', '5+ years offshore', 'Degree in Petroleum or Mechanical Engineering'] },
  { name: 'admin', titles: { entry: ['Receptionist', 'Office Assistant', 'Data Entry Operator', 'Admin Clerk'], skilled: ['Executive Assistant', 'Office Manager', 'Document Controller'], professional: ['Head of Administration', 'Chief of Staff'] },
    duties: ['Welcome visitors and manage the front desk', 'Enter purchase orders and delivery notes into the ERP', 'Manage calendars, travel and expense claims for the directors', 'Control project documents and transmittals'],
    needs: ['Diploma or degree', 'MS Office proficiency', 'Typing speed of 35 wpm and accuracy', 'Organised and discreet'] },
  { name: 'hr', titles: { entry: ['HR Assistant', 'Recruitment Coordinator'], skilled: ['HR Executive', 'Talent Acquisition Specialist', 'HR Business Partner'], professional: ['HR Manager', 'Head of People'] },
    duties: ['Screen candidates and schedule interviews', 'Run onboarding and maintain employee files', 'Advise managers on policy and employee relations', 'Manage payroll inputs and benefits renewal'],
    needs: ['Degree in HR or Psychology', '2+ years in recruitment or generalist HR', 'Knowledge of local labour law'] },
  { name: 'marketing', titles: { entry: ['Marketing Assistant', 'Social Media Coordinator'], skilled: ['Performance Marketing Executive', 'Content Writer', 'Brand Executive'], professional: ['Marketing Manager', 'Head of Growth'] },
    duties: ['Plan content calendars and manage community on Instagram and TikTok', 'Run Google and Meta campaigns and report weekly', 'Write product copy and blog articles', 'Own the brand budget and agency relationships'],
    needs: ['Portfolio of campaigns or writing samples', 'GA4 and Meta Business Suite', '2-5 years in marketing'] },
  { name: 'retail', titles: { entry: ['Store Crew', 'Sales Associate - Retail', 'Cashier', 'Promodiser'], skilled: ['Store Supervisor', 'Visual Merchandiser', 'Marketplace Executive'], professional: ['Store Manager', 'Area Manager - Retail', 'Head of E-commerce'] },
    duties: ['Assist customers on the shop floor and at the till', 'Replenish shelves and run stock counts', 'Manage listings and campaigns on Shopee, Lazada and Amazon', 'Lead a store team of 15 and own the P&L'],
    needs: ['At least high school graduate', 'Retail experience an advantage', 'Willing to work shifts and weekends'] },
  { name: 'manufacturing', titles: { entry: ['Production Operator', 'Machine Operator', 'Quality Inspector'], skilled: ['Production Supervisor', 'QA Engineer', 'Maintenance Technician'], professional: ['Plant Manager', 'Head of Quality'] },
    duties: ['Operate injection moulding machines on rotating shifts', 'Inspect parts against drawings and record results', 'Lead a line of 30 operators and hit daily output', 'Run root-cause analysis and CAPA'],
    needs: ['ITI / diploma / SPM', 'Willing to work 12-hour shifts', 'Experience in automotive or electronics plants'] },
  { name: 'legal', titles: { entry: ['Legal Assistant', 'Paralegal'], skilled: ['Compliance Officer', 'Associate - Corporate'], professional: ['Senior Legal Counsel', 'Head of Compliance'] },
    duties: ['Draft and review commercial contracts', 'Run KYC and AML reviews', 'Support regulatory filings and audits'],
    needs: ['Law degree and bar admission for counsel roles', 'CAMS preferred for compliance', '3+ years in a firm or in-house'] },
  { name: 'design', titles: { entry: ['Junior Graphic Designer'], skilled: ['UI/UX Designer', 'Interior Designer', 'Video Editor'], professional: ['Design Lead', 'Creative Director'] },
    duties: ['Design app flows and prototypes in Figma', 'Produce social and print artwork', 'Edit short videos for campaigns', 'Run usability tests with customers'],
    needs: ['Portfolio required', 'Figma, Adobe CC', '2+ years in an agency or product team'] },
  { name: 'driving', titles: { entry: ['Light Vehicle Driver', 'Company Driver', 'Bus Driver'], skilled: ['Heavy Truck Driver', 'Driver cum Mechanic'], professional: ['Transport Manager'] },
    duties: ['Drive staff between the camp and sites on fixed routes', 'Deliver goods to customers and collect signed delivery notes', 'Keep the vehicle log and daily checks'],
    needs: ['Valid local driving licence', 'Clean driving record', 'Knowledge of city routes'] },
  { name: 'domestic', titles: { entry: ['Housekeeper', 'Nanny', 'Caregiver'], skilled: ['Elderly Caregiver (NC II)', 'Household Cook'], professional: ['Estate Manager'] },
    duties: ['Care for an elderly family member at home', 'Cook meals and keep the house clean', 'Look after two children aged 3 and 6'],
    needs: ['Caregiving NC II or experience', 'Non-smoker', 'Patient and caring'] },
  { name: 'data', titles: { entry: ['Data Analyst Trainee', 'MIS Executive'], skilled: ['Data Analyst', 'Business Intelligence Analyst'], professional: ['Data Scientist', 'Head of Analytics', 'Machine Learning Engineer'] },
    duties: ['Build dashboards in Power BI and Looker', 'Write SQL to answer business questions', 'Train and evaluate forecasting models', 'Prepare daily MIS reports for operations'],
    needs: ['SQL and Excel', 'Python or R for senior roles', 'Degree in a quantitative field'] },
];

const PREFIXES = ['Zenith', 'Bluewater', 'Sterling', 'Harbour', 'Lotus', 'Summit', 'Crescent', 'Evergreen', 'Orchid', 'Pinnacle', 'Meridian', 'Coral', 'Banyan', 'Falcon', 'Sapphire', 'Kingsway', 'Northstar', 'Redwood', 'Silverline', 'Tamarind', 'Indigo', 'Greenfield', 'Monsoon', 'Pearl', 'Oasis', 'Cedar', 'Aurora', 'Granite', 'Keystone', 'Mangrove', 'Saffron', 'Horizon', 'Trident', 'Vantage', 'Willow', 'Emerald', 'Marina', 'Al Noor', 'Al Safa', 'Desert Rose', 'Sri Lakshmi', 'Shree Balaji', 'Mabuhay', 'Bayanihan', 'Perdana', 'Cahaya', 'Merlion', 'Gulf Crest'];
const SECTOR_WORD: Readonly<Record<string, readonly string[]>> = {
  it: ['Software', 'Technologies', 'Digital', 'Systems', 'Labs'], finance: ['Capital', 'Finance', 'Advisory', 'Accounting Services'], sales: ['Distribution', 'Trading', 'Marketing', 'Consumer Products'],
  'customer-service': ['Contact Centre', 'BPO Services', 'Outsourcing', 'Customer Solutions'], healthcare: ['Hospital', 'Medical Centre', 'Healthcare', 'Clinic'], education: ['International School', 'Academy', 'Learning Centre', 'College'],
  logistics: ['Logistics', 'Freight', 'Express', 'Supply Chain'], hospitality: ['Hotel', 'Resorts', 'Restaurants', 'Hospitality'], construction: ['Builders', 'Contracting', 'Construction', 'Engineering & Contracting'],
  engineering: ['Engineering', 'Industries', 'Power', 'Projects'], 'oil-gas': ['Energy', 'Offshore', 'Petroleum Services', 'Oilfield Services'], admin: ['Holdings', 'Group', 'Enterprises', 'Services'],
  hr: ['Staffing', 'Manpower', 'People Solutions', 'HR Consulting'], marketing: ['Media', 'Creative', 'Communications', 'Brand Studio'], retail: ['Retail', 'Mart', 'Stores', 'Supermarket'],
  manufacturing: ['Polymers', 'Precision Components', 'Textiles', 'Foods', 'Electronics'], legal: ['Legal', 'Law Partners', 'Compliance Advisory'], design: ['Design Studio', 'Interiors', 'Creative Lab'],
  driving: ['Transport', 'Fleet Services', 'Logistics'], domestic: ['Family Office', 'Household Services', 'Care Services'], data: ['Analytics', 'Insights', 'Data Labs'],
};

const ABOUT = [
  (co: string, city: string) => `${co} is a ${['family-owned', 'listed', 'fast-growing', 'privately held', 'award-winning'][co.length % 5]} company founded in ${1975 + (co.length * 7) % 45}, with offices in ${city} and ${['three', 'four', 'six', 'twelve'][co.length % 4]} other cities.`,
  (co: string) => `About us: ${co} serves more than ${[200, 500, 1200, 4000][co.length % 4]} business customers across the region.`,
  (co: string, city: string) => `Founded in ${city}, ${co} employs ${[80, 250, 600, 2500, 12000][co.length % 5]} people and is an equal opportunity employer.`,
  (co: string) => `${co} is part of a regional group with interests in ${['logistics and retail', 'healthcare and education', 'construction and facilities', 'technology and media', 'hospitality and real estate'][co.length % 5]}.`,
];

const BENEFITS: Readonly<Record<string, readonly string[]>> = {
  IN: ['PF, ESI and gratuity as per law', 'Health insurance for self and family', 'Two-way cab for night shifts', 'Annual bonus and 24 days of paid leave', 'Hybrid: 3 days a week in office'],
  PH: ['SSS, PhilHealth and Pag-IBIG', 'HMO from day one with 2 free dependents', '13th month pay', 'Night differential and rice subsidy', 'Hybrid setup after probation'],
  MY: ['EPF, SOCSO and EIS', 'Medical and dental coverage', 'Annual increment and performance bonus', 'Free parking', 'Hybrid work'],
  SG: ['CPF contributions', 'AWS and variable bonus', '18 days annual leave', 'Medical and dental benefits', '5-day work week'],
  GULF: ['Tax-free salary', 'Company accommodation and transport', 'Annual air ticket to home country', 'Medical insurance', '30 days annual leave', 'End-of-service gratuity as per labour law'],
};

const NO_FEE_NOTES: Readonly<Record<string, readonly string[]>> = {
  en: [
    'We never charge candidates any fee at any stage of recruitment. Report anyone asking for money.',
    'No fees charged to applicants.',
    'Recruitment fraud notice: we do not ask for payment, deposits or bank details. Offers come only from our company email domain.',
    'Applying is free. We will never ask you for money.',
    'Visa, flights and medical are paid by the employer.',
    'Visa and air tickets provided by the company; no placement fee.',
    'The company bears all work pass costs and levy.',
    'Beware of fake recruiters using our name; we never charge a fee.',
  ],
  hinglish: ['Koi bhi registration fee nahi hai, interview bilkul free hai.', 'Hum kisi bhi candidate se paise nahi lete. Koi charges nahi.'],
  taglish: ['Walang placement fee. Libre ang interview at medical.', 'NO PLACEMENT FEE. Walang babayaran ang aplikante.'],
  malay: ['Tiada sebarang bayaran dikenakan untuk temuduga.', 'Permohonan adalah percuma. Kami tidak akan meminta sebarang bayaran.'],
};

/** Money words in genuine postings: the employer pays, or the money is the job's business. */
const MONEY_MENTIONS: readonly string[] = [
  'The company pays renewal costs for all mandatory certificates.',
  'Course fees are paid by client companies; trainers receive a fixed salary.',
  'You will collect payments from customers and deposit them at the bank daily.',
  'Process visas and trade licences and pay government fees on behalf of clients.',
  'Fixed pay plus consultation fee sharing as per hospital policy.',
  'Service charge paid monthly.',
  'Uniform provided free of cost.',
  'Iqama, medical and ticket borne by the company.',
  'RERA card and visa sponsored by the company.',
  'We sponsor exam fees for professional certifications.',
  'Relocation allowance and first month of housing covered.',
  'Handle cash at the counter and the end-of-day deposit.',
  'Staff discount and annual bonus.',
  'Reimbursement of travel and mobile expenses.',
  'Transportation allowance for nationals; housing for expatriate staff.',
  'Commission paid monthly on signed contracts.',
  'Study leave and exam fee sponsorship available.',
  'Company bears the work permit, levy and medical insurance.',
];

/** A genuine posting in two or three plain sentences, as small employers and busy recruiters write them. */
function shortDescription(r: Rng, fn: JobFunction, extra: string[]): string {
  const lines = [...r.some(fn.duties, 1, 2), ...r.some(fn.needs, 0, 2)].map((l) => `${l}.`);
  return [...lines, ...extra].join(r.pick([' ', '\n', ' ']));
}

/** Genuine postings in the market's own mix of languages. */
const LOCAL_LINES: Readonly<Record<string, { language: CorpusLanguage; lines: readonly string[] }>> = {
  MY: { language: 'malay', lines: ['Calon yang berminat boleh memohon melalui laman kerjaya kami.', 'Gaji dan elaun mengikut kelayakan dan pengalaman.', 'Waktu kerja Isnin hingga Jumaat, 9 pagi hingga 6 petang.', 'Calon tempatan digalakkan memohon. Latihan akan diberikan.', 'Kemudahan KWSP, PERKESO dan insurans perubatan disediakan.', 'Temuduga akan diadakan di pejabat kami. Sila bawa salinan IC dan sijil.'] },
  PH: { language: 'taglish', lines: ['Open sa fresh graduates, may training na ibibigay.', 'Mag-apply online sa aming careers page o sa JobStreet.', 'May HMO, 13th month pay at paid leaves.', 'Dalhin ang resume at valid ID sa interview.', 'Pwede ang walang experience basta willing matuto.'] },
  IN: { language: 'hinglish', lines: ['Freshers bhi apply kar sakte hain, training di jayegi.', 'Salary experience ke hisaab se, PF aur ESI milega.', 'Office Monday se Saturday, timing 10 se 7.', 'Interview ke liye apna resume aur ID proof laayein.', 'Local candidates ko preference, cab facility available.'] },
};

function companyName(r: Rng, m: Market, fn: string): string {
  return `${r.pick(PREFIXES)} ${r.pick(SECTOR_WORD[fn] ?? ['Group'])} ${r.pick(m.companySuffixes)}`.replace(/\s+/g, ' ').replace(/\b(\w+) \1\b/g, '$1');
}

function domainOf(r: Rng, m: Market, co: string): string {
  const base = slug(co.replace(/\b(pvt|private|ltd|limited|llp|inc|corp|corporation|sdn|bhd|berhad|plt|pte|llc|l\.l\.c|fze|fz|dmcc|w\.l\.l|wll|co|est|spc|saog|b\.s\.c|s\.p\.c|k\.s\.c\.c|q\.p\.s\.c|group|company|general|trading|contracting|and|m)\b\.?/gi, ' ')).split('-').slice(0, 2).join('');
  return `${base}.${r.pick(m.tlds)}`;
}

export function salaryText(r: Rng, m: Market, level: Level, style: 'month' | 'year' | 'hour' | 'day' | 'competitive' | 'none'): string | null {
  const [lo, hi] = m.pay[level];
  if (style === 'none') return null;
  const format = r.pick(m.money);
  const money = (rr: Rng, mm: Market, amount: number) => moneyIn(rr, mm, amount, format);
  if (style === 'competitive') return r.pick(['Competitive', 'Negotiable', 'As per industry standards', 'Attractive package', 'Best in industry']);
  if (style === 'hour') {
    const h = m.hourly * (level === 'entry' ? 1 : level === 'skilled' ? 2 : 4) * (0.8 + r.next() * 0.6);
    return r.pick([`${money(r, m, h)} per hour`, `${money(r, m, h)}/hour`, `${money(r, m, h)} - ${money(r, m, h * 1.3)} per hour`, `${money(r, m, h)}/hr`]);
  }
  if (style === 'day') {
    const d = m.daily * (level === 'entry' ? 1 : 1.8) * (0.9 + r.next() * 0.4);
    return r.pick([`${money(r, m, d)} per day`, `${money(r, m, d)}/day`, `${money(r, m, d)} daily`]);
  }
  const a = lo + (hi - lo) * r.next() * 0.6;
  const b = a * (1.15 + r.next() * 0.4);
  if (style === 'year') {
    if (m.code === 'IN' && r.chance(0.5)) return `${(a * 12 / 100000).toFixed(0)} - ${(b * 12 / 100000).toFixed(0)} LPA`;
    return `${money(r, m, a * 12)} - ${money(r, m, b * 12)} per year`;
  }
  return r.chance(0.75) ? `${money(r, m, a)} - ${money(r, m, b)} ${r.pick(m.perMonth)}` : `${money(r, m, a)} ${r.pick(m.perMonth)}`;
}

function html(r: Rng, parts: { intro: string; duties: string[]; needs: string[]; extra: string[] }): string {
  if (r.chance(0.45)) {
    return `<p>${parts.intro}</p><p><b>${r.pick(['Responsibilities', 'What you will do', 'Job Description', 'Duties'])}</b></p><ul>${parts.duties.map((d) => `<li>${d}</li>`).join('')}</ul><p><b>${r.pick(['Requirements', 'Qualifications', 'What we look for'])}</b></p><ul>${parts.needs.map((d) => `<li>${d}</li>`).join('')}</ul>${parts.extra.map((e) => `<p>${e}</p>`).join('')}`;
  }
  return [parts.intro, `${r.pick(['Responsibilities:', 'Job description:', 'Duties:', 'You will:'])} ${parts.duties.join('. ')}.`, `${r.pick(['Requirements:', 'Qualifications:', 'We need:'])} ${parts.needs.join('; ')}.`, ...parts.extra].join('\n');
}

export type GenuineStyle = 'ats' | 'board' | 'walk-in' | 'small-shop' | 'agency-overseas' | 'remote' | 'hourly';

/** One genuine posting. */
export function genuinePosting(r: Rng, m: Market, id: string, writer: string): CorpusPosting {
  const fn = r.pick(FUNCTIONS);
  const level: Level = r.pick(['entry', 'entry', 'skilled', 'skilled', 'professional']);
  const style: GenuineStyle = r.pick(['ats', 'ats', 'board', 'board', 'walk-in', 'small-shop', 'agency-overseas', 'remote', 'hourly']);
  const city = r.pick(m.cities);
  let co = companyName(r, m, fn.name);
  let web: string | null = domainOf(r, m, co);
  let apply: string | null = null;
  let email: string | null = null;
  let phone: string | null = null;
  let title = r.pick(fn.titles[level]);
  const extra: string[] = [];
  let language: CorpusLanguage = 'en';
  let provenance = '';
  let salStyle: Parameters<typeof salaryText>[3] = r.pick(['month', 'month', 'year', 'competitive', 'none']);
  const isGulf = ['AE', 'SA', 'QA', 'KW', 'OM', 'BH'].includes(m.code);
  let intro: string | null = null;

  switch (style) {
    case 'ats':
      apply = r.pick([`https://boards.greenhouse.io/${slug(co).split('-')[0]}/jobs/${r.int(1000000, 9999999)}`, `https://jobs.lever.co/${slug(co).split('-')[0]}/${r.int(10000, 99999)}`, `https://${slug(co).split('-')[0]}.wd3.myworkdayjobs.com/External/job/${slug(city)}/${slug(title)}_R${r.int(1000, 9999)}`, `https://careers.${web}/jobs/${slug(title)}-${r.int(100, 999)}`, `https://apply.workable.com/${slug(co).split('-')[0]}/j/${r.int(100000, 999999)}`]);
      provenance = 'style: employer careers page / ATS posting (Greenhouse, Lever, Workday, Workable)';
      if (r.chance(0.3)) extra.push(r.pick(NO_FEE_NOTES.en));
      break;
    case 'board':
      apply = `${r.pick(m.boards)}${slug(title)}-${r.int(100000, 999999)}`;
      provenance = `style: job-board listing (${new URL(apply).hostname})`;
      if (r.chance(0.4)) email = `${r.pick(['careers', 'hr', 'recruitment', 'jobs', 'talent'])}@${web}`;
      break;
    case 'walk-in':
      title = `${title} - Walk-in ${r.pick(['Drive', 'Interview', 'Hiring'])}`;
      extra.push(`Walk-in interview ${r.pick(['Monday to Friday, 10 AM to 1 PM', 'this Saturday from 9:30 AM', 'every Tuesday and Thursday, 2-5 PM'])} at our ${city} office. Bring your resume${m.code === 'IN' ? ' and Aadhaar' : m.code === 'PH' ? ', valid ID and 2x2 photo' : ' and IC/passport copy'}.`);
      if (r.chance(0.5)) extra.push(r.pick(m.code === 'IN' ? [...NO_FEE_NOTES.en, ...NO_FEE_NOTES.hinglish] : m.code === 'PH' ? [...NO_FEE_NOTES.en, ...NO_FEE_NOTES.taglish] : m.code === 'MY' ? NO_FEE_NOTES.malay : NO_FEE_NOTES.en));
      if (r.chance(0.5)) phone = m.phone(r);
      provenance = 'style: walk-in drive notice (Naukri / JobStreet walk-in listings)';
      if (m.code === 'IN' && r.chance(0.4)) { language = 'hinglish'; extra.push(r.pick(['Freshers bhi apply kar sakte hain. Salary experience ke hisaab se.', 'Interview ke liye resume aur ID proof saath laayein.', 'Shift timing 9 se 6, Sunday off.'])); }
      if (m.code === 'PH' && r.chance(0.4)) { language = 'taglish'; extra.push(r.pick(['Pwede ang fresh grads. Dalhin ang resume at valid ID.', 'Open sa walang experience, may training.', 'Malapit sa MRT, may shuttle.'])); }
      break;
    case 'small-shop':
      co = `${r.pick(['Kedai', 'Restoran', 'Sari-Sari', 'Sharma', 'Kumar', 'Al Baraka', 'Lola Nena\'s', 'Ah Hock', 'Bismillah', 'Royal', 'New'])} ${r.pick(['Bakery', 'Tailoring', 'Mobile Repair', 'Cafeteria', 'Hardware', 'Laundry', 'Salon', 'Mini Mart', 'Printing', 'Auto Service'])}`;
      web = null;
      title = r.pick(['Shop Assistant', 'Cashier', 'Helper', 'Delivery Boy', 'Cook', 'Tailor', 'Technician', 'Salon Staff', 'Counter Staff']);
      intro = r.pick([`Small ${r.pick(['family', 'neighbourhood'])} shop in ${city} looking for a ${title.toLowerCase()}.`, `${co}, ${city}: hiring ${title.toLowerCase()}.`, `We need one ${title.toLowerCase()} for our shop near ${city} market.`]);
      extra.push(r.pick([`Contact our HR on WhatsApp ${m.phone(r)} between 10 am and 6 pm.`, `Call or WhatsApp ${m.phone(r)} (shop owner).`, `Come to the shop with your ID, or message ${m.phone(r)} on WhatsApp.`, `For details, WhatsApp HR: ${m.phone(r)}.`]));
      if (m.code === 'MY' && r.chance(0.6)) { language = 'malay'; extra.push(r.pick(['Makan dan tempat tinggal disediakan. Warganegara sahaja.', 'Gaji dibayar setiap bulan, cuti 4 hari sebulan.'])); }
      if (m.code === 'IN' && r.chance(0.5)) { language = 'hinglish'; extra.push(r.pick(['Rehne aur khane ki vyavastha hai. Salary time pe milegi.', 'Experience wale ko preference, naye log bhi aa sakte hain.'])); }
      if (m.code === 'PH' && r.chance(0.5)) { language = 'taglish'; extra.push(r.pick(['Stay-in, may libreng pagkain. Text o tawag lang.', 'Day off every Sunday, sahod every 15th and 30th.'])); }
      salStyle = r.pick(['day', 'month', 'none']);
      provenance = 'style: small employer posting with a WhatsApp HR number (classified / Facebook-group style)';
      break;
    case 'agency-overseas': {
      const dest = r.pick(['Riyadh', 'Dubai', 'Doha', 'Kuwait City', 'Muscat', 'Manama', 'Singapore']);
      title = `${r.pick(fn.titles.skilled)} for ${dest}`;
      co = `${r.pick(PREFIXES)} ${r.pick(['Manpower Services', 'International Recruitment', 'Overseas Placement', 'Global Staffing'])} ${r.pick(m.companySuffixes)}`.replace(/\b(\w+) \1\b/g, '$1');
      web = domainOf(r, m, co);
      const licence = m.code === 'PH' ? `DMW License No. ${r.int(10, 199)}-LB-${r.int(100000, 999999)}-R.` : m.code === 'IN' ? `MEA Recruiting Agent Licence B-${r.int(100, 3000)}/${r.pick(['MUM', 'DEL', 'CHE', 'KOC'])}/PER/1000+/5/${r.int(8000, 9999)}/${r.int(2015, 2024)}.` : `Licensed recruitment agency, licence no. ${r.int(1000, 99999)}.`;
      extra.push(licence);
      extra.push(r.pick(['Free visa, air ticket, accommodation and transport. NO PLACEMENT FEE.', 'Employer pays visa, flights, medical and accommodation.', 'Visa and flights paid by employer. Food allowance provided.', 'Zero placement fee: the principal shoulders all deployment costs.', 'All processing costs are borne by the employer as required by law.']));
      if (m.code === 'PH' && r.chance(0.5)) { language = 'taglish'; extra.push('Mag-apply lamang sa aming opisina o sa website. Huwag magbayad kahit kanino.'); }
      apply = r.chance(0.5) ? `https://${web}/jobs/${slug(title)}` : null;
      email = `${r.pick(['apply', 'recruitment', 'cv'])}@${web}`;
      salStyle = 'month';
      provenance = 'style: licensed overseas recruitment agency ad (DMW / MEA-registered agents)';
      break;
    }
    case 'remote':
      title = `${r.pick(['Remote', 'Work from Home', 'WFH'])} ${r.pick(fn.titles[level === 'entry' ? 'skilled' : level])}`;
      extra.push(r.pick(['Fully remote within the country; laptop provided by the company.', 'Remote-first team; we reimburse internet up to a monthly cap.', 'Home-based after a two-week onsite training.', 'Work from home with core hours 10 am to 4 pm; company laptop and VPN.']));
      apply = r.chance(0.7) ? `https://jobs.lever.co/${slug(co).split('-')[0]}/${r.int(10000, 99999)}` : `${r.pick(m.boards)}${slug(title)}-${r.int(100000, 999999)}`;
      provenance = 'style: remote role on an ATS or job board, with company description';
      break;
    case 'hourly':
      title = r.pick(['Part-time ', 'Casual ', 'Temporary ', '']) + r.pick(fn.titles.entry);
      salStyle = r.pick(['hour', 'day']);
      extra.push(r.pick(['Pay scale: hourly rate as stated, paid weekly.', 'COMPENSATION: hourly wage plus overtime at 1.5x after 8 hours.', 'Daily wage paid every week through bank transfer.', 'Shifts of 4 to 8 hours; minimum 3 shifts a week.']));
      apply = r.chance(0.6) ? `${r.pick(m.boards)}${slug(title)}-${r.int(100000, 999999)}` : null;
      provenance = 'style: hourly / daily-wage posting (part-time and casual roles)';
      break;
  }
  if (intro === null) {
    const about = r.chance(0.75) ? r.pick(ABOUT)(co, city) : '';
    intro = `${about} ${r.pick([`We are hiring a ${title} for our ${city} ${r.pick(['office', 'team', 'branch', 'site', 'operations'])}.`, `Join our ${city} team as ${title}.`, `${title} - ${r.pick(['full-time', 'permanent', 'contract, 12 months', 'full-time, on-site', 'hybrid'])}, ${city}.`])}`.trim();
  }
  if (level === 'professional' && r.chance(0.4) && salStyle !== 'competitive') salStyle = r.pick(['year', 'month']);
  if (style === 'agency-overseas') { /* benefits are the destination's, stated above */ }
  else if (isGulf && r.chance(0.5)) extra.push(r.pick(BENEFITS.GULF));
  else if (!isGulf) extra.push(r.pick(BENEFITS[m.code] ?? BENEFITS.SG));
  if (r.chance(0.12)) extra.push(r.pick(NO_FEE_NOTES.en));
  const sal = salaryText(r, m, level, salStyle);
  if (sal && r.chance(0.35)) extra.push(`Salary: ${sal}.`);
  if (!email && r.chance(0.25) && web) email = `${r.pick(['hr', 'careers', 'jobs'])}@${web}`;
  if (email && r.chance(0.5)) extra.push(`Send your CV to ${email}.`);
  if (r.chance(0.3)) extra.push(r.pick(MONEY_MENTIONS));
  if (language === 'en' && r.chance(0.25)) {
    const local = LOCAL_LINES[m.code];
    if (local) {
      extra.push(r.pick(local.lines));
      language = local.language;
    }
  }
  const short = style !== 'agency-overseas' && r.chance(0.35);
  const description = short
    ? shortDescription(r, fn, r.chance(0.5) ? [intro, ...extra] : extra)
    : html(r, { intro, duties: r.some(fn.duties, 2, 4), needs: r.some(fn.needs, 2, 3), extra });
  return {
    id, label: 'genuine', market: m.code, language, provenance, writer,
    title, company: co, companyWebsite: web, applyUrl: apply, location: `${city}, ${m.country}`,
    salaryText: sal, description, contactEmail: email, contactPhone: phone,
  };
}
