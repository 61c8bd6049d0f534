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

export interface FunctionSeed {
  name: string;
  industry: string;
  roles: string[];
  titles: string[];
  duties: string[];
  skills: string[];
}

/** The 24 job functions, each with its role functions, typical titles, duties and skills. */
export const JOB_FUNCTIONS: FunctionSeed[] = [
  {
    name: 'Information Technology', industry: 'Software & IT Services',
    roles: ['Software Development', 'Quality Assurance', 'IT Infrastructure', 'DevOps & Cloud'],
    titles: ['Full Stack Developer', 'Frontend Developer', 'Backend Developer', 'DevOps Engineer', 'QA Engineer', 'Mobile App Developer', 'Cloud Architect', 'System Administrator'],
    duties: ['Design, build and maintain scalable web services', 'Review code and mentor junior engineers', 'Automate build, test and deployment pipelines', 'Troubleshoot production incidents and write post-mortems', 'Collaborate with product managers on technical scope'],
    skills: ['TypeScript or Java', 'React, Angular or Vue', 'SQL and NoSQL databases', 'AWS, Azure or GCP', 'Git and CI/CD', 'Automated testing'],
  },
  {
    name: 'Sales & Business Development', industry: 'Business Services',
    roles: ['Inside Sales', 'Field Sales', 'Key Account Management', 'Business Development'],
    titles: ['Sales Executive', 'Business Development Manager', 'Key Account Manager', 'Inside Sales Representative', 'Regional Sales Manager', 'Territory Sales Officer'],
    duties: ['Build and manage a pipeline of qualified leads', 'Meet monthly and quarterly revenue targets', 'Negotiate contracts with key accounts', 'Report forecasts in the CRM', 'Represent the company at trade events'],
    skills: ['Consultative selling', 'CRM tools such as Salesforce or HubSpot', 'Negotiation', 'Excellent spoken English', 'Two-wheeler or driving licence for field roles'],
  },
  {
    name: 'Marketing & Communications', industry: 'Advertising & Marketing',
    roles: ['Digital Marketing', 'Brand Management', 'Content & Social', 'Performance Marketing'],
    titles: ['Marketing Executive', 'Digital Marketing Specialist', 'Brand Manager', 'Content Writer', 'SEO Specialist', 'Social Media Manager'],
    duties: ['Plan and run multichannel campaigns', 'Own SEO and paid search budgets', 'Write briefs for agencies and creators', 'Track funnel metrics and report ROI', 'Keep the brand voice consistent across channels'],
    skills: ['Google Ads and Meta Ads', 'Google Analytics', 'Copywriting', 'Marketing automation', 'Basic design tools'],
  },
  {
    name: 'Finance & Accounting', industry: 'Financial Services',
    roles: ['Accounting', 'Financial Planning & Analysis', 'Audit', 'Taxation'],
    titles: ['Accountant', 'Financial Analyst', 'Chartered Accountant', 'Accounts Payable Specialist', 'Finance Manager', 'Internal Auditor'],
    duties: ['Prepare monthly closing and reconciliations', 'Build budgets and rolling forecasts', 'Ensure GST, VAT and statutory compliance', 'Support external auditors', 'Improve controls over payables and receivables'],
    skills: ['IFRS or Ind AS', 'Tally, SAP or Oracle Financials', 'Advanced Excel', 'VAT and corporate tax', 'Attention to detail'],
  },
  {
    name: 'Human Resources', industry: 'Human Resources Services',
    roles: ['Talent Acquisition', 'HR Operations', 'Learning & Development', 'Compensation & Benefits'],
    titles: ['HR Executive', 'Talent Acquisition Specialist', 'HR Business Partner', 'Payroll Specialist', 'Recruitment Consultant'],
    duties: ['Run end-to-end hiring for assigned roles', 'Onboard new joiners and manage HR records', 'Process payroll and benefits', 'Advise managers on policies and employee relations', 'Run engagement surveys and act on the results'],
    skills: ['Sourcing on LinkedIn and job boards', 'Labour law basics', 'HRMS tools', 'Stakeholder management', 'Confidentiality'],
  },
  {
    name: 'Operations', industry: 'Business Services',
    roles: ['Business Operations', 'Process Excellence', 'Facilities'],
    titles: ['Operations Executive', 'Operations Manager', 'Process Improvement Analyst', 'Facilities Manager', 'Project Coordinator'],
    duties: ['Run daily operations against agreed service levels', 'Map processes and remove bottlenecks', 'Coordinate vendors and facilities', 'Prepare weekly operations dashboards', 'Lead small improvement projects'],
    skills: ['Lean or Six Sigma', 'MS Excel and dashboards', 'Vendor management', 'Planning and prioritisation'],
  },
  {
    name: 'Customer Service', industry: 'BPO & Shared Services',
    roles: ['Voice Support', 'Non-Voice Support', 'Customer Success'],
    titles: ['Customer Service Representative', 'Call Center Agent', 'Technical Support Associate', 'Customer Success Manager', 'Team Leader - Customer Care'],
    duties: ['Resolve customer queries by phone, chat and email', 'Meet quality and handling-time targets', 'Escalate complex cases with full notes', 'Help customers adopt the product', 'Share feedback with product teams'],
    skills: ['Excellent English communication', 'Typing speed of 35 wpm or more', 'Zendesk or Freshdesk', 'Patience and empathy', 'Night-shift flexibility'],
  },
  {
    name: 'Engineering', industry: 'Engineering & Construction',
    roles: ['Mechanical Engineering', 'Electrical Engineering', 'Civil Engineering'],
    titles: ['Mechanical Engineer', 'Electrical Engineer', 'Civil Engineer', 'Site Engineer', 'Maintenance Engineer', 'HVAC Engineer'],
    duties: ['Prepare designs, drawings and bills of quantities', 'Supervise installation and commissioning', 'Run preventive maintenance plans', 'Ensure HSE compliance on site', 'Coordinate with consultants and contractors'],
    skills: ['AutoCAD and Revit', 'Relevant engineering degree', 'Site safety standards', 'MS Project or Primavera'],
  },
  {
    name: 'Healthcare & Medical', industry: 'Hospitals & Health Care',
    roles: ['Nursing', 'Medical Practice', 'Allied Health', 'Pharmacy'],
    titles: ['Staff Nurse', 'General Practitioner', 'Pharmacist', 'Medical Laboratory Technician', 'Physiotherapist', 'Medical Coder'],
    duties: ['Provide patient care to accreditation standards', 'Maintain accurate clinical records', 'Work with multidisciplinary teams', 'Follow infection-control protocols', 'Educate patients and families'],
    skills: ['Valid licence (DHA, DOH, MOH, PRC or state council)', 'BLS certification', 'Clinical documentation', 'Compassionate care'],
  },
  {
    name: 'Education & Training', industry: 'Education',
    roles: ['Teaching', 'Academic Administration', 'Corporate Training'],
    titles: ['Primary School Teacher', 'Mathematics Teacher', 'Corporate Trainer', 'Academic Coordinator', 'Online Tutor'],
    duties: ['Plan and deliver engaging lessons', 'Assess learners and report progress', 'Contribute to curriculum development', 'Communicate with parents and stakeholders'],
    skills: ['B.Ed or teaching licence', 'CBSE, IGCSE or IB experience', 'Classroom technology', 'Strong communication'],
  },
  {
    name: 'Hospitality & Tourism', industry: 'Hospitality',
    roles: ['Front Office', 'Food & Beverage', 'Travel Services'],
    titles: ['Front Office Executive', 'Guest Relations Officer', 'Restaurant Manager', 'Commis Chef', 'Travel Consultant', 'Housekeeping Supervisor'],
    duties: ['Deliver warm, efficient guest service', 'Handle reservations and check-in', 'Maintain hygiene and brand standards', 'Resolve guest complaints on the spot'],
    skills: ['Opera PMS or similar', 'Hospitality diploma', 'Guest-first attitude', 'Rotational shifts'],
  },
  {
    name: 'Construction & Real Estate', industry: 'Real Estate',
    roles: ['Project Management', 'Quantity Surveying', 'Property Sales'],
    titles: ['Project Manager - Construction', 'Quantity Surveyor', 'Real Estate Consultant', 'Property Manager', 'Planning Engineer'],
    duties: ['Plan and control project schedules and costs', 'Prepare tenders and cost estimates', 'Sell and lease residential and commercial units', 'Manage tenants and property maintenance'],
    skills: ['Primavera P6', 'RERA or local brokerage licence', 'Contract administration', 'Negotiation'],
  },
  {
    name: 'Logistics & Supply Chain', industry: 'Logistics & Transportation',
    roles: ['Procurement', 'Warehousing', 'Freight & Shipping'],
    titles: ['Supply Chain Analyst', 'Procurement Officer', 'Warehouse Supervisor', 'Logistics Coordinator', 'Freight Forwarding Executive', 'Inventory Controller'],
    duties: ['Plan demand and replenishment', 'Source suppliers and negotiate rates', 'Run warehouse operations and stock counts', 'Coordinate shipments and customs clearance'],
    skills: ['SAP MM or WMS tools', 'Incoterms', 'Inventory planning', 'Excel and reporting'],
  },
  {
    name: 'Legal & Compliance', industry: 'Legal Services',
    roles: ['Corporate Law', 'Compliance', 'Contract Management'],
    titles: ['Legal Counsel', 'Compliance Officer', 'Company Secretary', 'Contract Specialist', 'Paralegal'],
    duties: ['Draft and review commercial contracts', 'Monitor regulatory changes', 'Run compliance training and audits', 'Support disputes with external counsel'],
    skills: ['Law degree', 'Corporate and commercial law', 'AML and KYC', 'Clear drafting'],
  },
  {
    name: 'Banking & Insurance', industry: 'Banking',
    roles: ['Retail Banking', 'Credit & Risk', 'Insurance'],
    titles: ['Relationship Manager', 'Credit Analyst', 'Branch Operations Officer', 'Insurance Advisor', 'Risk Analyst', 'Underwriter'],
    duties: ['Grow and service a customer portfolio', 'Assess credit applications', 'Ensure branch compliance with bank policies', 'Advise clients on protection and savings products'],
    skills: ['Banking or insurance certification', 'Credit appraisal', 'Regulatory knowledge', 'Customer focus'],
  },
  {
    name: 'Design & Creative', industry: 'Design Services',
    roles: ['Product Design', 'Graphic Design', 'Video & Motion'],
    titles: ['UI/UX Designer', 'Graphic Designer', 'Product Designer', 'Motion Graphics Artist', 'Visual Designer'],
    duties: ['Turn research into flows, wireframes and prototypes', 'Maintain the design system', 'Produce campaign and social assets', 'Test designs with users and iterate'],
    skills: ['Figma', 'Adobe Creative Suite', 'Portfolio of shipped work', 'Accessibility basics'],
  },
  {
    name: 'Data Science & Analytics', industry: 'Software & IT Services',
    roles: ['Data Science', 'Data Engineering', 'Business Intelligence'],
    titles: ['Data Analyst', 'Data Scientist', 'Data Engineer', 'Business Intelligence Analyst', 'Machine Learning Engineer'],
    duties: ['Build dashboards that answer business questions', 'Design and monitor data pipelines', 'Train and evaluate predictive models', 'Present insights to leadership'],
    skills: ['SQL', 'Python or R', 'Power BI or Tableau', 'Statistics', 'Spark or dbt'],
  },
  {
    name: 'Administration & Office Support', industry: 'Business Services',
    roles: ['Office Administration', 'Executive Support', 'Data Entry'],
    titles: ['Administrative Assistant', 'Office Manager', 'Executive Assistant', 'Receptionist', 'Data Entry Operator'],
    duties: ['Manage calendars, travel and meetings', 'Maintain office supplies and records', 'Greet visitors and handle calls', 'Prepare correspondence and reports'],
    skills: ['MS Office', 'Organisation', 'Discretion', 'Arabic is a plus for Gulf roles'],
  },
  {
    name: 'Manufacturing & Production', industry: 'Manufacturing',
    roles: ['Production', 'Quality Control', 'Plant Maintenance'],
    titles: ['Production Supervisor', 'Quality Control Inspector', 'Plant Manager', 'CNC Operator', 'Process Engineer'],
    duties: ['Plan shifts to meet production targets', 'Inspect output against specifications', 'Drive 5S and continuous improvement', 'Keep machines running through planned maintenance'],
    skills: ['ISO 9001', 'Lean manufacturing', 'Root-cause analysis', 'Shift flexibility'],
  },
  {
    name: 'Retail & E-commerce', industry: 'Retail',
    roles: ['Store Operations', 'Category Management', 'E-commerce'],
    titles: ['Store Manager', 'Retail Sales Associate', 'Category Manager', 'E-commerce Executive', 'Visual Merchandiser'],
    duties: ['Drive store sales and customer experience', 'Manage assortment and pricing', 'Run marketplace listings and promotions', 'Control stock and shrinkage'],
    skills: ['Retail KPIs', 'Amazon, Flipkart, Shopee or Noon seller tools', 'Team leadership', 'Merchandising'],
  },
  {
    name: 'Oil, Gas & Energy', industry: 'Oil & Energy',
    roles: ['Upstream', 'Downstream', 'Renewable Energy'],
    titles: ['Petroleum Engineer', 'HSE Officer', 'Instrumentation Technician', 'Solar Project Engineer', 'Process Safety Engineer'],
    duties: ['Support drilling and production operations', 'Enforce HSE procedures and permits', 'Maintain instrumentation and control systems', 'Design and commission solar installations'],
    skills: ['NEBOSH or IOSH', 'Relevant engineering degree', 'Onshore or offshore experience', 'Rotational schedules'],
  },
  {
    name: 'Consulting & Strategy', industry: 'Management Consulting',
    roles: ['Management Consulting', 'Strategy', 'Transformation'],
    titles: ['Management Consultant', 'Business Analyst', 'Strategy Associate', 'Transformation Manager'],
    duties: ['Structure client problems and analyse data', 'Build business cases and recommendations', 'Run workshops with senior stakeholders', 'Support implementation roadmaps'],
    skills: ['MBA or equivalent', 'Problem solving', 'PowerPoint storytelling', 'Financial modelling'],
  },
  {
    name: 'Media & Journalism', industry: 'Media & Publishing',
    roles: ['Editorial', 'Broadcast', 'Public Relations'],
    titles: ['Journalist', 'Copy Editor', 'Video Editor', 'PR Executive', 'News Producer'],
    duties: ['Research, write and edit stories to deadline', 'Produce video and audio segments', 'Build relationships with media contacts', 'Fact-check and follow editorial standards'],
    skills: ['Excellent writing', 'Adobe Premiere or Final Cut', 'News judgement', 'Social media fluency'],
  },
  {
    name: 'Research & Development', industry: 'Biotechnology & Research',
    roles: ['Scientific Research', 'Product R&D', 'Clinical Research'],
    titles: ['Research Scientist', 'Clinical Research Associate', 'R&D Engineer', 'Lab Analyst'],
    duties: ['Design and run experiments', 'Document results under GLP or GCP', 'Publish findings and file patents', 'Transfer prototypes to production'],
    skills: ['MSc or PhD in a relevant field', 'Experimental design', 'Scientific writing', 'Lab safety'],
  },
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

export const COMPANY_PREFIXES = [
  'Apex', 'Blue Lotus', 'Crescent', 'Deccan', 'Emerald', 'Falcon', 'Gulf Star', 'Harbor', 'Indigo', 'Jade',
  'Kestrel', 'Lumen', 'Monsoon', 'Nimbus', 'Orchid', 'Pinnacle', 'Quantum', 'Redwood', 'Saffron', 'Tidal',
  'Unity', 'Vertex', 'Wavecrest', 'Zenith', 'Arabian', 'Banyan', 'Coral', 'Desert Rose', 'Everest', 'Fusion',
  'Granite', 'Horizon', 'Island', 'Juniper', 'Kinetic', 'Lotus', 'Meridian', 'Northstar', 'Oasis', 'Peak',
];
export const COMPANY_CORES: Record<string, string[]> = {
  'Software & IT Services': ['Technologies', 'Software', 'Digital', 'Cloud Systems', 'Infotech', 'Labs'],
  'Business Services': ['Solutions', 'Services', 'Group', 'Partners', 'Enterprises'],
  'Advertising & Marketing': ['Media', 'Communications', 'Brand Works', 'Creative Agency'],
  'Financial Services': ['Capital', 'Finserv', 'Advisory', 'Finance'],
  'Human Resources Services': ['Talent', 'Staffing', 'People Partners', 'HR Consulting'],
  'BPO & Shared Services': ['Global Services', 'Contact Solutions', 'Outsourcing', 'CX'],
  'Engineering & Construction': ['Engineering', 'Contracting', 'Infrastructure', 'Projects'],
  'Hospitals & Health Care': ['Healthcare', 'Hospitals', 'Medical Centre', 'Clinics'],
  Education: ['Academy', 'International School', 'Learning', 'Institute'],
  Hospitality: ['Hotels & Resorts', 'Hospitality', 'Resorts', 'Dining Group'],
  'Real Estate': ['Realty', 'Properties', 'Developers', 'Estates'],
  'Logistics & Transportation': ['Logistics', 'Freight', 'Shipping', 'Supply Chain'],
  'Legal Services': ['Legal', 'Law Partners', 'Associates'],
  Banking: ['Bank', 'Financial', 'Insurance', 'Assurance'],
  'Design Services': ['Design Studio', 'Creative', 'Studios'],
  Manufacturing: ['Industries', 'Manufacturing', 'Polymers', 'Steel'],
  Retail: ['Retail', 'Mart', 'Stores', 'Commerce'],
  'Oil & Energy': ['Energy', 'Petroleum', 'Power', 'Renewables'],
  'Management Consulting': ['Consulting', 'Strategy Partners', 'Advisors'],
  'Media & Publishing': ['News', 'Publishing', 'Broadcasting'],
  'Biotechnology & Research': ['Biosciences', 'Research', 'Life Sciences', 'Pharma'],
};

export const COLORS = [
  '#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#4e342e', '#283593', '#ad1457', '#558b2f',
  '#00695c', '#37474f',
];

export const BENEFITS = [
  'Health insurance for you and your family',
  'Annual performance bonus',
  'Hybrid working after probation',
  'Learning budget and certifications',
  'Paid annual leave and public holidays',
  'Visa, flight tickets and accommodation allowance (Gulf roles)',
  'Provident fund and gratuity',
  'Transport or fuel allowance',
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

/** Where the high-risk listings were reposted (not the employer's site: unverified). */
export const REPOST_FEED = { domain: 'jobfeed-hub.example', name: 'JobFeed Hub' };
