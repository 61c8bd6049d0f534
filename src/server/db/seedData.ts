/** Reference data of the deterministic seed (decisions.md §4): the market the product serves. */
import { JOB_ROLE_LEVELS } from '../../shared/jobSearch';

export const CURRENCIES = [
  { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
  { code: 'PHP', symbol: '₱', name: 'Philippine Peso' },
  { code: 'MYR', symbol: 'RM', name: 'Malaysian Ringgit' },
  { code: 'SGD', symbol: 'S$', name: 'Singapore Dollar' },
  { code: 'AED', symbol: 'AED', name: 'UAE Dirham' },
  { code: 'SAR', symbol: 'SR', name: 'Saudi Riyal' },
  { code: 'QAR', symbol: 'QR', name: 'Qatari Riyal' },
  { code: 'KWD', symbol: 'KD', name: 'Kuwaiti Dinar' },
  { code: 'OMR', symbol: 'RO', name: 'Omani Rial' },
  { code: 'BHD', symbol: 'BD', name: 'Bahraini Dinar' },
] as const;

export interface CountrySeed {
  name: string;
  iso2: string;
  phone: string;
  currency: (typeof CURRENCIES)[number]['code'];
  /** Share of jobs posted in this country, in percent. */
  weight: number;
  suffix: string;
  cities: [city: string, state: string][];
  extraStates: string[];
}

/** Country id 1 is India (decisions.md §4); ids follow this order. */
export const COUNTRIES: CountrySeed[] = [
  {
    name: 'India', iso2: 'IN', phone: '+91', currency: 'INR', weight: 48, suffix: 'Pvt Ltd',
    cities: [
      ['Bengaluru', 'Karnataka'], ['Mumbai', 'Maharashtra'], ['Pune', 'Maharashtra'], ['New Delhi', 'Delhi'],
      ['Gurugram', 'Haryana'], ['Noida', 'Uttar Pradesh'], ['Hyderabad', 'Telangana'], ['Chennai', 'Tamil Nadu'],
      ['Kolkata', 'West Bengal'], ['Ahmedabad', 'Gujarat'], ['Kochi', 'Kerala'], ['Jaipur', 'Rajasthan'],
      ['Chandigarh', 'Chandigarh'], ['Coimbatore', 'Tamil Nadu'], ['Indore', 'Madhya Pradesh'],
      ['Thiruvananthapuram', 'Kerala'], ['Lucknow', 'Uttar Pradesh'], ['Bhubaneswar', 'Odisha'],
    ],
    extraStates: ['Andhra Pradesh', 'Assam', 'Bihar', 'Goa', 'Punjab', 'Uttarakhand', 'Jharkhand', 'Chhattisgarh'],
  },
  {
    name: 'Philippines', iso2: 'PH', phone: '+63', currency: 'PHP', weight: 12, suffix: 'Inc.',
    cities: [
      ['Manila', 'Metro Manila'], ['Makati', 'Metro Manila'], ['Quezon City', 'Metro Manila'], ['Taguig', 'Metro Manila'],
      ['Cebu City', 'Cebu'], ['Davao City', 'Davao del Sur'],
    ],
    extraStates: ['Laguna', 'Pampanga'],
  },
  {
    name: 'Malaysia', iso2: 'MY', phone: '+60', currency: 'MYR', weight: 8, suffix: 'Sdn Bhd',
    cities: [
      ['Kuala Lumpur', 'Kuala Lumpur'], ['Petaling Jaya', 'Selangor'], ['Cyberjaya', 'Selangor'], ['George Town', 'Penang'],
      ['Johor Bahru', 'Johor'],
    ],
    extraStates: ['Sabah', 'Sarawak'],
  },
  {
    name: 'Singapore', iso2: 'SG', phone: '+65', currency: 'SGD', weight: 7, suffix: 'Pte Ltd',
    cities: [['Singapore', 'Central Region']],
    extraStates: [],
  },
  {
    name: 'United Arab Emirates', iso2: 'AE', phone: '+971', currency: 'AED', weight: 12, suffix: 'LLC',
    cities: [['Dubai', 'Dubai'], ['Abu Dhabi', 'Abu Dhabi'], ['Sharjah', 'Sharjah'], ['Ajman', 'Ajman']],
    extraStates: ['Ras Al Khaimah', 'Fujairah'],
  },
  {
    name: 'Saudi Arabia', iso2: 'SA', phone: '+966', currency: 'SAR', weight: 6, suffix: 'Co.',
    cities: [['Riyadh', 'Riyadh Province'], ['Jeddah', 'Makkah Province'], ['Dammam', 'Eastern Province'], ['Al Khobar', 'Eastern Province']],
    extraStates: ['Madinah Province'],
  },
  {
    name: 'Qatar', iso2: 'QA', phone: '+974', currency: 'QAR', weight: 3, suffix: 'W.L.L.',
    cities: [['Doha', 'Doha'], ['Lusail', 'Al Daayen'], ['Al Wakrah', 'Al Wakrah']],
    extraStates: [],
  },
  {
    name: 'Kuwait', iso2: 'KW', phone: '+965', currency: 'KWD', weight: 2, suffix: 'K.S.C.',
    cities: [['Kuwait City', 'Al Asimah'], ['Salmiya', 'Hawalli']],
    extraStates: [],
  },
  {
    name: 'Oman', iso2: 'OM', phone: '+968', currency: 'OMR', weight: 1, suffix: 'SAOC',
    cities: [['Muscat', 'Muscat'], ['Sohar', 'Al Batinah North'], ['Salalah', 'Dhofar']],
    extraStates: [],
  },
  {
    name: 'Bahrain', iso2: 'BH', phone: '+973', currency: 'BHD', weight: 1, suffix: 'B.S.C.',
    cities: [['Manama', 'Capital Governorate'], ['Muharraq', 'Muharraq Governorate']],
    extraStates: [],
  },
];

/**
 * How a role is worked, which decides the work types it is offered as (seed.ts WORK_TYPES_BY_KIND): `office` roles may
 * be hybrid, remote or an internship; `shift` roles run in shifts on site (hospitals, contact centres, hotels, shops,
 * plants); `field` roles are on the road or on site (drivers, trades, field sales, construction).
 */
export type WorkKind = 'office' | 'shift' | 'field';

/** The pay tiers of PAY_BY_TIER, from helpers and riders (1) to senior specialists (6). */
export type PayTier = 1 | 2 | 3 | 4 | 5 | 6;

export interface TitleSeed {
  name: string;
  /** Pay tier (PAY_BY_TIER) everywhere, and in the Gulf where its market differs (nurses higher, trades lower). */
  tier: PayTier;
  gulfTier?: PayTier;
  /** The role levels (indexes of ROLE_LEVELS) the role is advertised at: a trainee only at Entry Level, a manager from Manager. */
  levels: [min: number, max: number];
  kind: WorkKind;
  /** Relative frequency among its function's titles in a company that hires for it (default 1). */
  weight: number;
  /** The role function (one of its function's `roles`). */
  role: string;
  /** Only companies of these sectors advertise it (default: every sector that hires for the function). */
  only?: string[];
  /** A level prefix (Junior, Senior, Lead, Principal) is never added: trades, drivers, trainees. */
  plain?: boolean;
  duties?: string[];
  skills?: string[];
}

export interface FunctionSeed {
  name: string;
  roles: string[];
  titles: TitleSeed[];
  duties: string[];
  skills: string[];
}

type TitleOpts = Partial<Omit<TitleSeed, 'name' | 'tier' | 'levels' | 'kind' | 'role'>> & { role?: number };
/** A title of a function: `role` is an index into the function's roles (default 0). */
const t = (name: string, tier: PayTier, levels: [number, number], kind: WorkKind, o: TitleOpts = {}) => ({ name, tier, levels, kind, o });
function fn(name: string, roles: string[], titles: ReturnType<typeof t>[], duties: string[], skills: string[]): FunctionSeed {
  return {
    name,
    roles,
    titles: titles.map(({ name: n, tier, levels, kind, o }) => ({ ...o, name: n, tier, levels, kind, weight: o.weight ?? 1, role: roles[o.role ?? 0] })),
    duties,
    skills,
  };
}

const DRIVER_SECTORS = ['Logistics & Transportation', 'Retail', 'Construction & Contracting', 'Manufacturing', 'Oil & Energy', 'Facilities Management', 'Hospitality', 'Hospitals & Health Care', 'Education'];
const FRESHERS = ['Freshers and fresh graduates welcome', 'Good spoken and written English', 'Willing to learn on the job'];

/**
 * The 24 job functions: their role functions, titles (with the pay tier, levels and way of working of each: a trainee
 * is Entry Level only, a driver is never hybrid, an internship is never Mid-Senior), duties and skills. Titles and
 * their companies fit through SECTORS: a Staff Nurse is only ever hired by a hospital or a care provider.
 */
export const JOB_FUNCTIONS: FunctionSeed[] = [
  fn('Information Technology', ['Software Development', 'Quality Assurance', 'IT Infrastructure', 'DevOps & Cloud'], [
    t('Full Stack Developer', 5, [0, 5], 'office', { weight: 2 }),
    t('Frontend Developer', 5, [0, 5], 'office', { weight: 1.5 }),
    t('Backend Developer', 5, [0, 5], 'office', { weight: 1.5 }),
    t('Mobile App Developer', 5, [0, 4], 'office'),
    t('DevOps Engineer', 5, [1, 4], 'office', { role: 3 }),
    t('QA Engineer', 4, [0, 4], 'office', { role: 1 }),
    t('Cloud Architect', 6, [3, 4], 'office', { role: 3, weight: 0.5 }),
    t('System Administrator', 4, [0, 3], 'office', { role: 2 }),
    t('IT Support Technician', 3, [0, 2], 'shift', { role: 2, plain: true, skills: ['Windows and Microsoft 365 administration', 'Hardware and network troubleshooting', 'Ticketing tools such as ServiceNow', 'CompTIA A+ or similar'] }),
    t('Software Trainee', 4, [0, 0], 'office', { plain: true, weight: 1.2, skills: ['B.Tech, BCA, MCA or BSc in computing', 'One programming language (Java, Python or JavaScript)', ...FRESHERS] }),
  ], ['Design, build and maintain scalable web services', 'Review code and mentor junior engineers', 'Automate build, test and deployment pipelines', 'Troubleshoot production incidents and write post-mortems', 'Collaborate with product managers on technical scope'],
  ['TypeScript or Java', 'React, Angular or Vue', 'SQL and NoSQL databases', 'AWS, Azure or GCP', 'Git and CI/CD', 'Automated testing']),

  fn('Sales & Business Development', ['Inside Sales', 'Field Sales', 'Key Account Management', 'Business Development'], [
    t('Sales Executive', 3, [0, 2], 'field', { role: 1, weight: 2 }),
    t('Business Development Manager', 4, [2, 4], 'office', { role: 3 }),
    t('Key Account Manager', 4, [2, 4], 'office', { role: 2 }),
    t('Inside Sales Representative', 3, [0, 2], 'office'),
    t('Regional Sales Manager', 5, [4, 4], 'field', { role: 1, weight: 0.5 }),
    t('Territory Sales Officer', 3, [0, 2], 'field', { role: 1 }),
    t('Sales Trainee', 2, [0, 0], 'field', { role: 1, plain: true, skills: ['Any graduate', 'Two-wheeler and licence for field visits', ...FRESHERS] }),
  ], ['Build and manage a pipeline of qualified leads', 'Meet monthly and quarterly revenue targets', 'Negotiate contracts with key accounts', 'Report forecasts in the CRM', 'Represent the company at trade events'],
  ['Consultative selling', 'CRM tools such as Salesforce or HubSpot', 'Negotiation', 'Excellent spoken English', 'Driving licence for field visits']),

  fn('Marketing & Communications', ['Digital Marketing', 'Brand Management', 'Content & Social', 'Performance Marketing'], [
    t('Marketing Executive', 3, [0, 2], 'office', { weight: 1.5 }),
    t('Digital Marketing Specialist', 4, [0, 3], 'office', { role: 3 }),
    t('Brand Manager', 5, [3, 4], 'office', { role: 1, weight: 0.6 }),
    t('Content Writer', 3, [0, 3], 'office', { role: 2 }),
    t('SEO Specialist', 4, [0, 3], 'office', { role: 3 }),
    t('Social Media Manager', 4, [1, 4], 'office', { role: 2 }),
  ], ['Plan and run multichannel campaigns', 'Own SEO and paid search budgets', 'Write briefs for agencies and creators', 'Track funnel metrics and report ROI', 'Keep the brand voice consistent across channels'],
  ['Google Ads and Meta Ads', 'Google Analytics', 'Copywriting', 'Marketing automation', 'Basic design tools']),

  fn('Finance & Accounting', ['Accounting', 'Financial Planning & Analysis', 'Audit', 'Taxation'], [
    t('Accountant', 4, [0, 3], 'office', { weight: 2.5 }),
    t('Accounts Assistant', 3, [0, 1], 'office', { plain: true, weight: 1.5 }),
    t('Financial Analyst', 4, [0, 3], 'office', { role: 1 }),
    t('Chartered Accountant', 5, [1, 4], 'office', { role: 2 }),
    t('Accounts Payable Specialist', 3, [0, 2], 'office'),
    t('Finance Manager', 5, [4, 4], 'office', { role: 1, weight: 0.7 }),
    t('Internal Auditor', 4, [1, 3], 'office', { role: 2 }),
    t('Graduate Trainee - Finance', 3, [0, 0], 'office', { plain: true, skills: ['B.Com, BBA or a finance degree', 'MS Excel', ...FRESHERS] }),
  ], ['Prepare monthly closing and reconciliations', 'Build budgets and rolling forecasts', 'Ensure GST, VAT and statutory compliance', 'Support external auditors', 'Improve controls over payables and receivables'],
  ['IFRS or Ind AS', 'Tally, SAP or Oracle Financials', 'Advanced Excel', 'VAT and corporate tax', 'Attention to detail']),

  fn('Human Resources', ['Talent Acquisition', 'HR Operations', 'Learning & Development', 'Compensation & Benefits'], [
    t('HR Executive', 3, [0, 2], 'office', { role: 1, weight: 2 }),
    t('HR Assistant', 2, [0, 1], 'office', { role: 1, plain: true }),
    t('Talent Acquisition Specialist', 4, [0, 3], 'office'),
    t('HR Business Partner', 5, [2, 4], 'office', { role: 1 }),
    t('Payroll Specialist', 4, [0, 3], 'office', { role: 3 }),
  ], ['Run end-to-end hiring for assigned roles', 'Onboard new joiners and manage HR records', 'Process payroll and benefits', 'Advise managers on policies and employee relations', 'Run engagement surveys and act on the results'],
  ['Sourcing on LinkedIn and job boards', 'Labour law basics', 'HRMS tools', 'Stakeholder management', 'Confidentiality']),

  fn('Operations', ['Business Operations', 'Process Excellence', 'Facilities'], [
    t('Operations Executive', 3, [0, 2], 'office', { weight: 2 }),
    t('Operations Manager', 5, [4, 4], 'office', { weight: 0.8 }),
    t('Process Improvement Analyst', 4, [1, 3], 'office', { role: 1 }),
    t('Facilities Manager', 4, [3, 4], 'field', { role: 2, weight: 0.6 }),
    t('Project Coordinator', 3, [0, 2], 'office'),
    t('Management Trainee', 3, [0, 0], 'office', { plain: true, weight: 1.2, skills: ['MBA, BBA or any graduate', 'Rotations across departments', ...FRESHERS] }),
  ], ['Run daily operations against agreed service levels', 'Map processes and remove bottlenecks', 'Coordinate vendors and facilities', 'Prepare weekly operations dashboards', 'Lead small improvement projects'],
  ['Lean or Six Sigma', 'MS Excel and dashboards', 'Vendor management', 'Planning and prioritisation']),

  fn('Customer Service', ['Voice Support', 'Non-Voice Support', 'Customer Success'], [
    t('Call Center Agent', 2, [0, 1], 'shift', { plain: true, weight: 4 }),
    t('Customer Service Representative', 2, [0, 2], 'shift', { weight: 3 }),
    t('Chat Support Agent', 2, [0, 1], 'shift', { role: 1, plain: true, weight: 1.5 }),
    t('Technical Support Associate', 3, [0, 2], 'shift', { weight: 1.5 }),
    t('Customer Success Manager', 4, [2, 4], 'office', { role: 2, weight: 0.6, only: ['Software & IT Services', 'Banking & Insurance', 'Financial Services'] }),
    t('Team Leader - Customer Care', 3, [3, 4], 'shift', { plain: true, weight: 0.7 }),
  ], ['Resolve customer queries by phone, chat and email', 'Meet quality and handling-time targets', 'Escalate complex cases with full notes', 'Help customers adopt the product', 'Share feedback with product teams'],
  ['Excellent English communication', 'Typing speed of 35 wpm or more', 'Zendesk or Freshdesk', 'Patience and empathy', 'Night-shift flexibility']),

  fn('Engineering', ['Mechanical Engineering', 'Electrical Engineering', 'Civil Engineering', 'Building Services'], [
    t('Mechanical Engineer', 4, [0, 4], 'field', { only: ['Construction & Contracting', 'Manufacturing', 'Oil & Energy', 'Facilities Management'] }),
    t('Electrical Engineer', 4, [0, 4], 'field', { only: ['Construction & Contracting', 'Manufacturing', 'Oil & Energy', 'Facilities Management'], role: 1 }),
    t('Civil Engineer', 4, [0, 4], 'field', { only: ['Construction & Contracting', 'Real Estate', 'Oil & Energy'], role: 2 }),
    t('Site Engineer', 4, [0, 3], 'field', { only: ['Construction & Contracting', 'Oil & Energy', 'Facilities Management'], role: 2 }),
    t('Maintenance Engineer', 4, [1, 3], 'shift'),
    t('HVAC Engineer', 4, [1, 3], 'field', { only: ['Construction & Contracting', 'Facilities Management', 'Hospitality'], role: 3 }),
    t('Trainee Engineer', 3, [0, 0], 'field', { only: ['Construction & Contracting', 'Manufacturing', 'Oil & Energy'], plain: true, skills: ['B.E., B.Tech or diploma in engineering', 'AutoCAD basics', ...FRESHERS] }),
    t('Electrician', 3, [0, 2], 'field', { gulfTier: 2, role: 3, plain: true, weight: 2.5, duties: ['Install and repair wiring, panels and fittings', 'Test circuits and fix faults safely', 'Follow permit-to-work and lock-out procedures', 'Keep maintenance logs up to date'], skills: ['ITI, NC II or trade certificate in electrical work', 'Reading electrical drawings', 'Safe isolation and testing', 'Own hand tools'] }),
    t('AC Technician', 3, [0, 2], 'field', { gulfTier: 2, role: 3, plain: true, weight: 1.5, duties: ['Service split, package and chiller units', 'Diagnose and repair refrigeration faults', 'Carry out planned preventive maintenance', 'Record work on the job card'], skills: ['HVAC or refrigeration trade certificate', 'Refrigerant handling', 'Basic electrical knowledge'] }),
    t('Plumber', 3, [0, 2], 'field', { gulfTier: 2, role: 3, plain: true, duties: ['Install and repair water supply and drainage', 'Fix leaks and blockages', 'Read plumbing drawings', 'Keep the site safe and tidy'], skills: ['Plumbing trade certificate', 'PPR, PVC and copper piping', 'Site safety'] }),
  ], ['Prepare designs, drawings and bills of quantities', 'Supervise installation and commissioning', 'Run preventive maintenance plans', 'Ensure HSE compliance on site', 'Coordinate with consultants and contractors'],
  ['AutoCAD and Revit', 'Relevant engineering degree', 'Site safety standards', 'MS Project or Primavera']),

  fn('Healthcare & Medical', ['Nursing', 'Medical Practice', 'Allied Health', 'Pharmacy', 'Care Services'], [
    t('Staff Nurse', 3, [0, 3], 'shift', { weight: 5, only: ['Hospitals & Health Care', 'Home Care'], duties: ['Assess, plan and give nursing care on the ward', 'Give medicines and keep accurate clinical records', 'Work with doctors and the multidisciplinary team', 'Follow infection-control protocols', 'Educate patients and families'], skills: ['BSc Nursing or GNM with a valid licence (DHA, DOH, MOH, PRC, SNB or state council)', 'BLS certification', 'Clinical documentation', 'Compassionate care'] }),
    t('General Practitioner', 4, [2, 4], 'shift', { role: 1, weight: 0.6, only: ['Hospitals & Health Care'] }),
    t('Pharmacist', 4, [0, 3], 'shift', { role: 3, only: ['Hospitals & Health Care', 'Retail', 'Biotechnology & Pharma'] }),
    t('Medical Laboratory Technician', 3, [0, 2], 'shift', { role: 2, only: ['Hospitals & Health Care', 'Biotechnology & Pharma'] }),
    t('Physiotherapist', 4, [0, 3], 'shift', { role: 2, only: ['Hospitals & Health Care', 'Home Care'] }),
    t('Medical Coder', 3, [0, 2], 'office', { role: 2, only: ['Hospitals & Health Care', 'BPO & Shared Services'] }),
    t('Caregiver', 2, [0, 1], 'shift', { role: 4, plain: true, weight: 3, only: ['Home Care', 'Hospitals & Health Care'], duties: ['Help clients with bathing, dressing, meals and mobility', 'Give medicines as prescribed and record them', 'Keep the home or ward clean and safe', 'Report changes in health to the nurse in charge'], skills: ['Caregiving NC II or a care certificate', 'Patience and kindness', 'Basic first aid', 'Live-in or shift work'] }),
    t('Patient Care Assistant', 2, [0, 1], 'shift', { gulfTier: 2, role: 4, plain: true, weight: 1.5, only: ['Hospitals & Health Care', 'Home Care'] }),
  ], ['Provide patient care to accreditation standards', 'Maintain accurate clinical records', 'Work with multidisciplinary teams', 'Follow infection-control protocols', 'Educate patients and families'],
  ['Valid licence (DHA, DOH, MOH, PRC or state council)', 'BLS certification', 'Clinical documentation', 'Compassionate care']),

  fn('Education & Training', ['Teaching', 'Academic Administration', 'Corporate Training'], [
    t('Primary School Teacher', 3, [0, 3], 'shift', { gulfTier: 4, weight: 2, only: ['Education'] }),
    t('Mathematics Teacher', 3, [0, 3], 'shift', { gulfTier: 4, weight: 1.5, only: ['Education'] }),
    t('Teaching Assistant', 2, [0, 1], 'shift', { plain: true, only: ['Education'] }),
    t('Corporate Trainer', 4, [1, 3], 'office', { role: 2 }),
    t('Academic Coordinator', 4, [3, 4], 'office', { role: 1, weight: 0.6, only: ['Education'] }),
    t('Online Tutor', 2, [0, 2], 'office', { plain: true, only: ['Education'] }),
  ], ['Plan and deliver engaging lessons', 'Assess learners and report progress', 'Contribute to curriculum development', 'Communicate with parents and stakeholders'],
  ['B.Ed or teaching licence', 'CBSE, IGCSE or IB experience', 'Classroom technology', 'Strong communication']),

  fn('Hospitality & Tourism', ['Front Office', 'Food & Beverage', 'Travel Services', 'Housekeeping'], [
    t('Front Office Executive', 2, [0, 2], 'shift', { only: ['Hospitality', 'Hospitals & Health Care'], weight: 1.5 }),
    t('Guest Relations Officer', 2, [0, 2], 'shift', { only: ['Hospitality', 'Hospitals & Health Care'] }),
    t('Restaurant Manager', 3, [4, 4], 'shift', { only: ['Hospitality'], role: 1, weight: 0.5 }),
    t('Commis Chef', 2, [0, 1], 'shift', { only: ['Hospitality', 'Hospitals & Health Care', 'Education'], role: 1, plain: true }),
    t('Waiter', 1, [0, 1], 'shift', { only: ['Hospitality'], role: 1, plain: true, weight: 1.5 }),
    t('Barista', 1, [0, 1], 'shift', { only: ['Hospitality'], role: 1, plain: true }),
    t('Travel Consultant', 3, [0, 2], 'office', { only: ['Hospitality'], role: 2, weight: 0.7 }),
    t('Housekeeping Attendant', 1, [0, 1], 'shift', { role: 3, plain: true, weight: 3, duties: ['Clean and prepare rooms and public areas to standard', 'Change linen and restock amenities', 'Report maintenance issues and lost property', 'Follow hygiene and safety procedures'], skills: ['Housekeeping experience in hotels, hospitals or offices a plus', 'Physically fit', 'Rotational shifts', 'Basic English'] }),
    t('Housekeeping Supervisor', 2, [2, 3], 'shift', { role: 3, plain: true }),
  ], ['Deliver warm, efficient guest service', 'Handle reservations and check-in', 'Maintain hygiene and brand standards', 'Resolve guest complaints on the spot'],
  ['Opera PMS or similar', 'Hospitality diploma', 'Guest-first attitude', 'Rotational shifts']),

  fn('Construction & Real Estate', ['Project Management', 'Quantity Surveying', 'Property Sales', 'Site Operations'], [
    t('Project Manager - Construction', 5, [4, 4], 'field', { weight: 0.6 }),
    t('Quantity Surveyor', 4, [0, 3], 'office', { role: 1 }),
    t('Real Estate Consultant', 3, [0, 2], 'field', { role: 2, only: ['Real Estate'] }),
    t('Property Manager', 4, [2, 4], 'office', { role: 2, only: ['Real Estate', 'Facilities Management'] }),
    t('Planning Engineer', 4, [1, 3], 'office'),
    t('Site Supervisor', 3, [1, 3], 'field', { role: 3, plain: true, weight: 1.5 }),
    t('Foreman', 3, [2, 3], 'field', { gulfTier: 2, role: 3, plain: true }),
  ], ['Plan and control project schedules and costs', 'Prepare tenders and cost estimates', 'Sell and lease residential and commercial units', 'Manage tenants and property maintenance'],
  ['Primavera P6', 'RERA or local brokerage licence', 'Contract administration', 'Negotiation']),

  fn('Logistics & Supply Chain', ['Procurement', 'Warehousing', 'Freight & Shipping', 'Transport'], [
    t('Supply Chain Analyst', 3, [0, 3], 'office'),
    t('Procurement Officer', 3, [0, 3], 'office'),
    t('Warehouse Supervisor', 3, [2, 3], 'shift', { role: 1 }),
    t('Logistics Coordinator', 3, [0, 2], 'office', { role: 2 }),
    t('Freight Forwarding Executive', 3, [0, 2], 'office', { role: 2, only: ['Logistics & Transportation'] }),
    t('Inventory Controller', 3, [0, 2], 'shift', { role: 1 }),
    t('Order Picker', 1, [0, 1], 'shift', { role: 1, plain: true, weight: 1.5, only: ['Logistics & Transportation', 'Retail', 'Manufacturing'] }),
    t('Forklift Operator', 2, [0, 1], 'shift', { role: 1, plain: true, only: ['Logistics & Transportation', 'Retail', 'Manufacturing', 'Construction & Contracting'], skills: ['Valid forklift licence', 'Warehouse safety', 'Shift work'] }),
    t('Delivery Rider', 2, [0, 1], 'field', { role: 3, plain: true, weight: 3, only: ['Logistics & Transportation', 'Retail', 'Hospitality'], duties: ['Deliver parcels and orders on time across the city', 'Collect cash or confirm payment on delivery', 'Keep the motorbike or scooter roadworthy', 'Update each delivery in the rider app'], skills: ['Valid motorcycle licence', 'Own two-wheeler or company bike', 'Smartphone and map apps', 'Knowledge of the city'] }),
    t('Light Vehicle Driver', 2, [0, 1], 'field', { role: 3, plain: true, weight: 2.5, only: DRIVER_SECTORS, duties: ['Drive staff, guests or goods safely on agreed routes', 'Keep the vehicle clean, fuelled and serviced', 'Keep trip sheets and fuel records', 'Follow traffic rules and company safety policy'], skills: ['Valid light vehicle licence for the country', 'Clean driving record', 'Knowledge of local routes', 'Basic English'] }),
    t('Heavy Truck Driver', 3, [0, 2], 'field', { gulfTier: 2, role: 3, plain: true, weight: 2.5, only: ['Logistics & Transportation', 'Retail', 'Construction & Contracting', 'Manufacturing', 'Oil & Energy'], duties: ['Drive heavy trucks and trailers on long-haul and city routes', 'Check the vehicle before every trip and report defects', 'Load, secure and deliver goods with their documents', 'Keep logbooks and rest times'], skills: ['Valid heavy vehicle (HGV) licence for the country', 'Three years or more of heavy driving', 'Clean driving record', 'Defensive driving training a plus'] }),
    t('Bus Driver', 2, [0, 1], 'field', { role: 3, plain: true, only: ['Logistics & Transportation', 'Education', 'Hospitality', 'Construction & Contracting', 'Facilities Management'], skills: ['Valid bus or heavy passenger licence', 'Clean driving record', 'Customer-friendly manner'] }),
  ], ['Plan demand and replenishment', 'Source suppliers and negotiate rates', 'Run warehouse operations and stock counts', 'Coordinate shipments and customs clearance'],
  ['SAP MM or WMS tools', 'Incoterms', 'Inventory planning', 'Excel and reporting']),

  fn('Legal & Compliance', ['Corporate Law', 'Compliance', 'Contract Management'], [
    t('Legal Counsel', 5, [2, 4], 'office'),
    t('Compliance Officer', 4, [1, 3], 'office', { role: 1 }),
    t('Company Secretary', 4, [1, 3], 'office'),
    t('Contract Specialist', 4, [1, 3], 'office', { role: 2 }),
    t('Paralegal', 3, [0, 2], 'office', { plain: true }),
  ], ['Draft and review commercial contracts', 'Monitor regulatory changes', 'Run compliance training and audits', 'Support disputes with external counsel'],
  ['Law degree', 'Corporate and commercial law', 'AML and KYC', 'Clear drafting']),

  fn('Banking & Insurance', ['Retail Banking', 'Credit & Risk', 'Insurance'], [
    t('Relationship Manager', 4, [1, 4], 'field', { weight: 2 }),
    t('Credit Analyst', 4, [0, 3], 'office', { role: 1 }),
    t('Branch Operations Officer', 3, [0, 2], 'office'),
    t('Bank Teller', 2, [0, 1], 'shift', { plain: true, weight: 1, only: ['Banking & Insurance'] }),
    t('Insurance Advisor', 3, [0, 2], 'field', { role: 2 }),
    t('Risk Analyst', 4, [0, 3], 'office', { role: 1 }),
    t('Underwriter', 4, [1, 3], 'office', { role: 2 }),
  ], ['Grow and service a customer portfolio', 'Assess credit applications', 'Ensure branch compliance with bank policies', 'Advise clients on protection and savings products'],
  ['Banking or insurance certification', 'Credit appraisal', 'Regulatory knowledge', 'Customer focus']),

  fn('Design & Creative', ['Product Design', 'Graphic Design', 'Video & Motion'], [
    t('UI/UX Designer', 4, [0, 4], 'office', { weight: 1.5 }),
    t('Graphic Designer', 3, [0, 3], 'office', { role: 1, weight: 1.5 }),
    t('Product Designer', 5, [1, 4], 'office'),
    t('Motion Graphics Artist', 3, [0, 3], 'office', { role: 2 }),
    t('Visual Designer', 4, [0, 3], 'office', { role: 1 }),
  ], ['Turn research into flows, wireframes and prototypes', 'Maintain the design system', 'Produce campaign and social assets', 'Test designs with users and iterate'],
  ['Figma', 'Adobe Creative Suite', 'Portfolio of shipped work', 'Accessibility basics']),

  fn('Data Science & Analytics', ['Data Science', 'Data Engineering', 'Business Intelligence'], [
    t('Data Analyst', 4, [0, 3], 'office', { role: 2, weight: 2 }),
    t('Data Scientist', 5, [1, 4], 'office'),
    t('Data Engineer', 5, [0, 4], 'office', { role: 1 }),
    t('Business Intelligence Analyst', 4, [0, 3], 'office', { role: 2 }),
    t('Machine Learning Engineer', 5, [1, 4], 'office'),
  ], ['Build dashboards that answer business questions', 'Design and monitor data pipelines', 'Train and evaluate predictive models', 'Present insights to leadership'],
  ['SQL', 'Python or R', 'Power BI or Tableau', 'Statistics', 'Spark or dbt']),

  fn('Administration & Office Support', ['Office Administration', 'Executive Support', 'Data Entry'], [
    t('Administrative Assistant', 2, [0, 2], 'office', { weight: 2 }),
    t('Office Manager', 3, [3, 4], 'office', { weight: 0.7 }),
    t('Executive Assistant', 3, [1, 3], 'office', { role: 1 }),
    t('Receptionist', 2, [0, 1], 'shift', { plain: true, weight: 1.5 }),
    t('Data Entry Operator', 2, [0, 1], 'office', { role: 2, plain: true }),
    t('Office Assistant', 1, [0, 1], 'shift', { plain: true }),
  ], ['Manage calendars, travel and meetings', 'Maintain office supplies and records', 'Greet visitors and handle calls', 'Prepare correspondence and reports'],
  ['MS Office', 'Organisation', 'Discretion', 'Arabic is a plus for Gulf roles']),

  fn('Manufacturing & Production', ['Production', 'Quality Control', 'Plant Maintenance'], [
    t('Production Supervisor', 3, [2, 3], 'shift', { weight: 1.5 }),
    t('Quality Control Inspector', 3, [0, 2], 'shift', { role: 1 }),
    t('Plant Manager', 4, [4, 4], 'shift', { weight: 0.4 }),
    t('CNC Operator', 2, [0, 2], 'shift', { plain: true }),
    t('Machine Operator', 2, [0, 1], 'shift', { plain: true, weight: 2.5 }),
    t('Welder', 2, [0, 2], 'field', { role: 2, plain: true, skills: ['Welding certificate (SMAW, GTAW or MIG)', 'Reading fabrication drawings', 'PPE and hot-work safety'] }),
    t('Process Engineer', 3, [1, 3], 'shift', { role: 2 }),
  ], ['Plan shifts to meet production targets', 'Inspect output against specifications', 'Drive 5S and continuous improvement', 'Keep machines running through planned maintenance'],
  ['ISO 9001', 'Lean manufacturing', 'Root-cause analysis', 'Shift flexibility']),

  fn('Retail & E-commerce', ['Store Operations', 'Category Management', 'E-commerce'], [
    t('Store Manager', 3, [3, 4], 'shift'),
    t('Retail Sales Associate', 1, [0, 1], 'shift', { plain: true, weight: 3, duties: ['Greet customers and help them find the right product', 'Keep shelves stocked, priced and tidy', 'Process sales and returns at the till', 'Meet daily and monthly sales targets'], skills: ['Friendly and confident with customers', 'Basic maths', 'Weekend and holiday shifts', 'Retail experience a plus, freshers welcome'] }),
    t('Cashier', 1, [0, 1], 'shift', { plain: true, weight: 1.5 }),
    t('Category Manager', 3, [3, 4], 'office', { role: 1, weight: 0.5 }),
    t('E-commerce Executive', 3, [0, 2], 'office', { role: 2 }),
    t('Visual Merchandiser', 2, [0, 2], 'shift'),
  ], ['Drive store sales and customer experience', 'Manage assortment and pricing', 'Run marketplace listings and promotions', 'Control stock and shrinkage'],
  ['Retail KPIs', 'Amazon, Flipkart, Shopee or Noon seller tools', 'Team leadership', 'Merchandising']),

  fn('Oil, Gas & Energy', ['Upstream', 'Downstream', 'Renewable Energy'], [
    t('Petroleum Engineer', 5, [1, 4], 'field'),
    t('HSE Officer', 4, [0, 3], 'field', { role: 1, weight: 1.5 }),
    t('Instrumentation Technician', 3, [0, 2], 'field', { role: 1, plain: true }),
    t('Solar Project Engineer', 4, [0, 3], 'field', { role: 2 }),
    t('Process Safety Engineer', 5, [2, 4], 'field', { role: 1 }),
    t('Field Operator', 3, [0, 2], 'shift', { plain: true }),
  ], ['Support drilling and production operations', 'Enforce HSE procedures and permits', 'Maintain instrumentation and control systems', 'Design and commission solar installations'],
  ['NEBOSH or IOSH', 'Relevant engineering degree', 'Onshore or offshore experience', 'Rotational schedules']),

  fn('Consulting & Strategy', ['Management Consulting', 'Strategy', 'Transformation'], [
    t('Management Consultant', 5, [1, 5], 'office'),
    t('Business Analyst', 4, [0, 3], 'office', { weight: 1.5 }),
    t('Strategy Associate', 5, [1, 2], 'office', { role: 1 }),
    t('Transformation Manager', 5, [4, 4], 'office', { role: 2, weight: 0.5 }),
  ], ['Structure client problems and analyse data', 'Build business cases and recommendations', 'Run workshops with senior stakeholders', 'Support implementation roadmaps'],
  ['MBA or equivalent', 'Problem solving', 'PowerPoint storytelling', 'Financial modelling']),

  fn('Media & Journalism', ['Editorial', 'Broadcast', 'Public Relations'], [
    t('Journalist', 3, [0, 3], 'field'),
    t('Copy Editor', 3, [0, 3], 'office'),
    t('Video Editor', 3, [0, 3], 'office', { role: 1 }),
    t('PR Executive', 3, [0, 2], 'office', { role: 2 }),
    t('News Producer', 4, [2, 4], 'shift', { role: 1 }),
  ], ['Research, write and edit stories to deadline', 'Produce video and audio segments', 'Build relationships with media contacts', 'Fact-check and follow editorial standards'],
  ['Excellent writing', 'Adobe Premiere or Final Cut', 'News judgement', 'Social media fluency']),

  fn('Research & Development', ['Scientific Research', 'Product R&D', 'Clinical Research'], [
    t('Research Scientist', 5, [1, 4], 'office'),
    t('Clinical Research Associate', 4, [0, 3], 'office', { role: 2, only: ['Biotechnology & Pharma', 'Hospitals & Health Care'] }),
    t('R&D Engineer', 4, [0, 3], 'office', { role: 1 }),
    t('Lab Analyst', 3, [0, 2], 'shift', { plain: true }),
  ], ['Design and run experiments', 'Document results under GLP or GCP', 'Publish findings and file patents', 'Transfer prototypes to production'],
  ['MSc or PhD in a relevant field', 'Experimental design', 'Scientific writing', 'Lab safety']),
];

/** One list with the search's experience-level filter (shared/jobSearch.ts). */
export const ROLE_LEVELS = JOB_ROLE_LEVELS;
export const LEVEL_PREFIX: Record<(typeof ROLE_LEVELS)[number], string> = {
  'Entry Level': 'Junior',
  Associate: '',
  'Mid-Senior Level': '',
  'Senior Level': 'Senior',
  Manager: 'Lead',
  Director: 'Head of',
};

/**
 * What kind of employer a company is: its industry, the words of its name, which functions it hires for (weights),
 * and where such employers are common (a weight per country ISO code, default 1). Employers only: no recruitment
 * agencies, staffing firms or "manpower" suppliers (decisions: a site without middlemen).
 */
export interface SectorSeed {
  name: string;
  cores: string[];
  hires: Record<string, number>;
  /** Relative number of such employers. */
  weight: number;
  where?: Partial<Record<string, number>>;
}

const GULF = { AE: 2, SA: 2, QA: 2, KW: 2, OM: 2, BH: 2 };

export const SECTORS: SectorSeed[] = [
  { name: 'Software & IT Services', cores: ['Technologies', 'Software', 'Digital', 'Cloud Systems', 'Infotech', 'Labs'], weight: 14, where: { IN: 1.6, SG: 1.3, PH: 0.7, ...{ SA: 0.6, QA: 0.5, KW: 0.4, OM: 0.3, BH: 0.4 } },
    hires: { 'Information Technology': 55, 'Data Science & Analytics': 10, 'Design & Creative': 5, 'Sales & Business Development': 6, 'Marketing & Communications': 4, 'Human Resources': 3, 'Finance & Accounting': 3, 'Customer Service': 6, 'Administration & Office Support': 2 } },
  { name: 'BPO & Shared Services', cores: ['Global Services', 'Contact Solutions', 'CX', 'Business Services'], weight: 8, where: { PH: 4, IN: 1.5, MY: 1.5, SG: 0.3, AE: 0.4, SA: 0.2, QA: 0.1, KW: 0.1, OM: 0.1, BH: 0.2 },
    hires: { 'Customer Service': 72, Operations: 8, 'Human Resources': 4, 'Information Technology': 4, 'Administration & Office Support': 3, 'Finance & Accounting': 6, 'Healthcare & Medical': 3 } },
  { name: 'Hospitals & Health Care', cores: ['Healthcare', 'Hospitals', 'Medical Centre', 'Clinics'], weight: 9, where: { ...GULF, PH: 4, AE: 2.5 },
    hires: { 'Healthcare & Medical': 76, 'Administration & Office Support': 5, 'Hospitality & Tourism': 5, 'Customer Service': 3, 'Finance & Accounting': 3, 'Human Resources': 3, 'Logistics & Supply Chain': 3, 'Research & Development': 2 } },
  { name: 'Home Care', cores: ['Home Care', 'Care Services', 'Eldercare'], weight: 2, where: { SG: 2, MY: 1.5, PH: 1, IN: 1, AE: 1 },
    hires: { 'Healthcare & Medical': 88, 'Administration & Office Support': 6, 'Logistics & Supply Chain': 6 } },
  { name: 'Education', cores: ['Academy', 'International School', 'Learning', 'Institute'], weight: 6, where: GULF,
    hires: { 'Education & Training': 76, 'Administration & Office Support': 9, 'Logistics & Supply Chain': 4, 'Marketing & Communications': 4, 'Human Resources': 3, 'Finance & Accounting': 4 } },
  { name: 'Hospitality', cores: ['Hotels & Resorts', 'Hospitality', 'Resorts', 'Dining Group'], weight: 7, where: { ...GULF, IN: 0.8 },
    hires: { 'Hospitality & Tourism': 76, 'Sales & Business Development': 4, 'Finance & Accounting': 3, 'Human Resources': 3, 'Administration & Office Support': 3, Engineering: 5, 'Logistics & Supply Chain': 4, 'Marketing & Communications': 2 } },
  { name: 'Real Estate', cores: ['Realty', 'Properties', 'Developers', 'Estates'], weight: 3, where: GULF,
    hires: { 'Construction & Real Estate': 52, Engineering: 12, 'Sales & Business Development': 12, 'Finance & Accounting': 7, 'Legal & Compliance': 4, 'Marketing & Communications': 7, 'Administration & Office Support': 5 } },
  { name: 'Construction & Contracting', cores: ['Contracting', 'Infrastructure', 'Projects', 'Engineering'], weight: 7, where: { ...GULF, QA: 4, SG: 1.3 },
    hires: { 'Construction & Real Estate': 38, Engineering: 36, 'Logistics & Supply Chain': 8, 'Oil, Gas & Energy': 4, 'Administration & Office Support': 4, 'Finance & Accounting': 4, 'Human Resources': 2, 'Legal & Compliance': 1 } },
  { name: 'Facilities Management', cores: ['Facility Services', 'Property Services', 'Facilities Management'], weight: 4, where: { ...GULF, SG: 1.5 },
    hires: { Engineering: 36, 'Hospitality & Tourism': 26, Operations: 16, 'Logistics & Supply Chain': 10, 'Administration & Office Support': 6, 'Human Resources': 3, 'Finance & Accounting': 3 } },
  { name: 'Logistics & Transportation', cores: ['Logistics', 'Freight', 'Shipping', 'Express', 'Transport'], weight: 8, where: GULF,
    hires: { 'Logistics & Supply Chain': 76, 'Customer Service': 6, Operations: 7, 'Administration & Office Support': 3, 'Finance & Accounting': 3, 'Sales & Business Development': 5 } },
  { name: 'Manufacturing', cores: ['Industries', 'Manufacturing', 'Polymers', 'Steel', 'Foods'], weight: 7, where: { IN: 1.5, MY: 1.5 },
    hires: { 'Manufacturing & Production': 52, Engineering: 16, 'Logistics & Supply Chain': 10, 'Research & Development': 4, 'Finance & Accounting': 4, 'Human Resources': 4, 'Sales & Business Development': 6, 'Administration & Office Support': 2, 'Information Technology': 2 } },
  { name: 'Retail', cores: ['Retail', 'Mart', 'Stores', 'Commerce', 'Supermarkets'], weight: 8,
    hires: { 'Retail & E-commerce': 66, 'Logistics & Supply Chain': 12, 'Customer Service': 5, 'Marketing & Communications': 5, 'Information Technology': 3, 'Finance & Accounting': 3, 'Human Resources': 3, 'Healthcare & Medical': 3 } },
  { name: 'Banking & Insurance', cores: ['Bank', 'Insurance', 'Assurance'], weight: 5,
    hires: { 'Banking & Insurance': 56, 'Finance & Accounting': 10, 'Legal & Compliance': 6, 'Information Technology': 9, 'Customer Service': 8, 'Sales & Business Development': 5, 'Data Science & Analytics': 4, 'Human Resources': 2 } },
  { name: 'Financial Services', cores: ['Capital', 'Finserv', 'Advisory', 'Accounting Services'], weight: 5, where: { SG: 1.6, AE: 1.3, IN: 1.2 },
    hires: { 'Finance & Accounting': 62, 'Banking & Insurance': 8, 'Consulting & Strategy': 7, 'Legal & Compliance': 6, 'Information Technology': 6, 'Administration & Office Support': 5, 'Human Resources': 3, 'Data Science & Analytics': 3 } },
  { name: 'Oil & Energy', cores: ['Energy', 'Petroleum', 'Power', 'Renewables'], weight: 4, where: { ...GULF, MY: 1.3, PH: 0.3, SG: 0.5 },
    hires: { 'Oil, Gas & Energy': 56, Engineering: 20, 'Logistics & Supply Chain': 8, 'Administration & Office Support': 4, 'Finance & Accounting': 4, 'Human Resources': 3, 'Legal & Compliance': 2, 'Information Technology': 3 } },
  { name: 'Management Consulting', cores: ['Consulting', 'Strategy Partners', 'Advisors'], weight: 3, where: { SG: 1.5, AE: 1.3 },
    hires: { 'Consulting & Strategy': 58, 'Data Science & Analytics': 12, 'Finance & Accounting': 10, 'Information Technology': 8, 'Human Resources': 4, 'Marketing & Communications': 4, 'Design & Creative': 4 } },
  { name: 'Media & Publishing', cores: ['News', 'Publishing', 'Broadcasting', 'Media'], weight: 3,
    hires: { 'Media & Journalism': 64, 'Marketing & Communications': 12, 'Design & Creative': 12, 'Sales & Business Development': 6, 'Information Technology': 6 } },
  { name: 'Advertising & Marketing', cores: ['Communications', 'Brand Works', 'Creative Works', 'Advertising'], weight: 3,
    hires: { 'Marketing & Communications': 58, 'Design & Creative': 25, 'Media & Journalism': 8, 'Sales & Business Development': 5, 'Data Science & Analytics': 4 } },
  { name: 'Design Services', cores: ['Design Studio', 'Creative', 'Studios'], weight: 2,
    hires: { 'Design & Creative': 70, 'Marketing & Communications': 12, 'Information Technology': 12, 'Sales & Business Development': 6 } },
  { name: 'Legal Services', cores: ['Legal', 'Law Partners', 'Law Chambers'], weight: 2,
    hires: { 'Legal & Compliance': 80, 'Administration & Office Support': 12, 'Finance & Accounting': 8 } },
  { name: 'Biotechnology & Pharma', cores: ['Biosciences', 'Research', 'Life Sciences', 'Pharma'], weight: 3, where: { IN: 1.6, SG: 1.4 },
    hires: { 'Research & Development': 48, 'Manufacturing & Production': 14, 'Sales & Business Development': 14, 'Healthcare & Medical': 6, 'Logistics & Supply Chain': 5, 'Finance & Accounting': 5, 'Human Resources': 4, 'Legal & Compliance': 4 } },
];

export const COMPANY_PREFIXES = [
  'Apex', 'Blue Lotus', 'Crescent', 'Deccan', 'Emerald', 'Falcon', 'Harbor', 'Indigo', 'Jade',
  'Kestrel', 'Lumen', 'Monsoon', 'Nimbus', 'Orchid', 'Pinnacle', 'Quantum', 'Redwood', 'Saffron', 'Tidal',
  'Unity', 'Vertex', 'Wavecrest', 'Zenith', 'Arabian', 'Banyan', 'Coral', 'Desert Rose', 'Everest', 'Fusion',
  'Granite', 'Horizon', 'Island', 'Juniper', 'Kinetic', 'Lotus', 'Meridian', 'Northstar', 'Oasis', 'Peak',
];

/** Words a recruitment agency's name carries, which no seeded employer's may (the coherence test checks). */
export const AGENCY_NAME_RE = /\b(staffing|manpower|recruit\w*|placements?|talent|outsourc\w*|overseas|employment|consultants|consultancy|agency|hr consulting|people partners|headhunt\w*)\b/i;

/**
 * Monthly pay at Associate level by tier and currency (Entry Level and the senior levels scale it: LEVEL_PAY), round
 * figures within the ranges of the published guides named in docs/markets.md ("The demo catalogue"). India's are shown and stored
 * per year (lakhs per annum); every other market's per month.
 */
export const PAY_BY_TIER: Record<string, [number, number, number, number, number, number]> = {
  INR: [15_000, 21_700, 33_300, 51_700, 79_200, 120_800],
  PHP: [15_000, 21_000, 32_000, 48_000, 72_000, 110_000],
  MYR: [1_800, 2_600, 3_900, 5_800, 8_500, 12_500],
  SGD: [2_000, 2_900, 4_300, 6_300, 9_200, 13_500],
  AED: [2_200, 3_400, 5_200, 8_000, 12_000, 18_000],
  SAR: [2_200, 3_400, 5_200, 8_000, 12_000, 18_000],
  QAR: [2_000, 3_200, 5_000, 7_800, 12_000, 18_000],
  KWD: [180, 280, 430, 650, 1_000, 1_500],
  OMR: [190, 300, 460, 700, 1_050, 1_600],
  BHD: [190, 300, 460, 700, 1_050, 1_600],
};
/**
 * Pay of each role level relative to Associate (ROLE_LEVELS order). The Director level is advertised only for roles of
 * their function's common pay tier ("Principal Full Stack Developer"): measured by the all-levels norm of its function
 * and city (trust/signals.ts, when a small catalogue has too few Directors for a level factor), its floor stays under
 * 2.5 × the norm, as the old seed's did.
 */
export const LEVEL_PAY = [0.72, 1, 1.3, 1.65, 2.0, 2.4];
/** An internship pays a stipend: this share of the role's Entry Level pay, per month in every market. */
export const STIPEND_SHARE = 0.5;

/** Benefits every market's employers offer, and each market's own (a Gulf visa and flight only on Gulf jobs). */
export const BENEFITS_COMMON = [
  'Paid annual leave and public holidays',
  'Annual performance bonus',
  'Learning budget and certifications',
];
export const BENEFITS_BY_COUNTRY: Record<string, string[]> = {
  IN: ['Provident fund (EPF) and gratuity', 'Group medical insurance for you and your family', 'Transport or fuel allowance'],
  PH: ['13th-month pay', 'HMO coverage from day one, with dependants', 'SSS, PhilHealth and Pag-IBIG contributions'],
  MY: ['EPF and SOCSO contributions', 'Medical and dental panel clinics', 'Transport allowance'],
  SG: ['CPF contributions', 'AWS (13th-month bonus)', 'Medical and dental insurance'],
  GULF: ['Employment visa sponsored by the company', 'Annual return flight ticket home', 'Accommodation or housing allowance', 'End-of-service gratuity', 'Medical insurance'],
};
/** Benefits of a way of working: hybrid working only where the role may be done from home. */
export const BENEFITS_BY_KIND: Record<WorkKind, string[]> = {
  office: ['Hybrid working after probation'],
  shift: ['Shift and overtime allowances'],
  field: ['Uniform and safety gear provided'],
};
export const GULF_ISO2 = ['AE', 'SA', 'QA', 'KW', 'OM', 'BH'];

export const COLORS = [
  '#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#4e342e', '#283593', '#ad1457', '#558b2f',
  '#00695c', '#37474f',
];

export const TESTIMONIALS = [
  { name: 'Priya Raman', location: 'Bengaluru, India', content: 'SmartMatch sent me three roles that fit my notice period. I joined a product company within a month.' },
  { name: 'Miguel Santos', location: 'Makati, Philippines', content: 'Every listing links back to the employer, so I never wasted time on fake agency posts.' },
  { name: 'Aisha Rahman', location: 'Dubai, United Arab Emirates', content: 'The morning alerts are short and relevant. I applied before breakfast and got two interviews.' },
  { name: 'Daniel Lim', location: 'Kuala Lumpur, Malaysia', content: 'Filters by city and function made switching from banking to analytics far less painful.' },
  { name: 'Rahul Mehta', location: 'Pune, India', content: 'Clean dashboard, no ads, and the saved jobs list kept my search organised.' },
  { name: 'Fatima Al-Harbi', location: 'Riyadh, Saudi Arabia', content: 'I could see which employers were hiring in Riyadh right now, not last year.' },
];

export const DEMO_CANDIDATE = {
  email: 'demo@verijobs.example',
  password: 'Demo@12345',
  first_name: 'Demo',
  last_name: 'Candidate',
  date_of_birth: '1994-06-15',
  phone_number_code: '+91',
  phone_number: '9876543210',
};

/**
 * What the catalogue's risky listings say (issue 17, seed.ts `catalogueListing`): written as such postings are, so the
 * trust rules, not the seed, give their verdicts. `{fee}` is a fee in the job's currency (FEES).
 */
export const RISKY_TEXTS = {
  /** Pressure wording on the employer's own site: `caution`, still listed. */
  caution: [
    '<p><strong>Immediate joining:</strong> limited seats, first come first served.</p>',
    '<p>Hurry, walk-in interviews this week only. Limited slots.</p>',
    '<p>Apply within 24 hours; shortlisted candidates join directly without a second interview.</p>',
  ],
  /** A money ask in place of the employer's no-fee promise, reposted by a feed: `high_risk`, open only by link. */
  highRisk: [
    '<p>Registration fee of {fee} is payable before the interview.</p>',
    '<p>Selected candidates pay a refundable security deposit of {fee} for the uniform and training kit.</p>',
    '<p>Visa and medical charges are at your own cost and will be deducted from the first salary.</p>',
    '<p>To confirm your slot, send the processing fee of {fee} by bank transfer today.</p>',
  ],
};

/** The fee a risky listing asks, in its market's currency. */
export const FEES: Record<string, string> = {
  INR: '₹1,500', PHP: 'PHP 2,000', MYR: 'MYR 150', SGD: 'SGD 80', AED: 'AED 500', SAR: 'SAR 500', QAR: 'QAR 500', KWD: 'KWD 40', OMR: 'OMR 40', BHD: 'BHD 40',
};

/**
 * Where the high-risk listings were reposted (not the employer's site: unverified). Its pages are served by the demo
 * careers site under its slug (issue 29); `domain` is what the listing's source line names.
 */
export const REPOST_FEED = { slug: 'jobfeed-hub', domain: 'JobFeed Hub', name: 'JobFeed Hub' };
