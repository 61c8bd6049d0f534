/**
 * The labelled evaluation set of the matching engine: Smart Matches as candidates of this market write them, and a
 * recruiter's judgment of which jobs are relevant. Written by hand from the seed's job titles (db/seedData.ts)
 * BEFORE the engine was tuned, never from the engine's output.
 *
 * A job is relevant to a Smart Match when both hold:
 *   - its role (the job title without its level prefix: Junior, Senior, Lead, Principal) is one the recruiter
 *     accepts for the candidate's titles (`accept`): the same role, or one the candidate would clearly apply to
 *     (a full-stack developer gets backend and frontend openings; an SDE gets every developer role);
 *   - it is reachable: in the Smart Match's city, in a neighbouring city of the same metro area (Delhi NCR, Metro
 *     Manila, the Klang Valley, Dubai–Sharjah–Ajman, Dammam–Al Khobar, Doha–Lusail–Al Wakrah, Kuwait City–Salmiya),
 *     or a Remote job in the same country.
 * Everything else is judged not relevant (another role, even in the same function; the right role in another city).
 */
export interface Judgment {
  id: string;
  /** The Smart Match: up to 3 titles as typed, the job function (slug) and the city (slug). */
  titles: string[];
  jobFunction: string;
  city: string;
  /** Roles (seed base titles) the recruiter accepts. */
  accept: string[];
  note?: string;
}

export const METRO_NEIGHBOURS: string[][] = [
  ['new-delhi', 'gurugram', 'noida'],
  ['manila', 'makati', 'quezon-city', 'taguig'],
  ['kuala-lumpur', 'petaling-jaya', 'cyberjaya'],
  ['dubai', 'sharjah', 'ajman'],
  ['dammam', 'al-khobar'],
  ['doha', 'lusail', 'al-wakrah'],
  ['kuwait-city', 'salmiya'],
];

const DEV = ['Full Stack Developer', 'Frontend Developer', 'Backend Developer'];

export const JUDGMENTS: Judgment[] = [
  { id: 'sde-blr', titles: ['SDE'], jobFunction: 'information-technology', city: 'bengaluru', accept: [...DEV, 'Mobile App Developer'], note: 'SDE = Software Development Engineer: any developer role' },
  { id: 'fullstack-sg', titles: ['Fullstack Developer'], jobFunction: 'information-technology', city: 'singapore', accept: DEV },
  { id: 'frontend-ncr', titles: ['Front-end Developer', 'React Developer'], jobFunction: 'information-technology', city: 'new-delhi', accept: ['Frontend Developer', 'Full Stack Developer'] },
  { id: 'devops-dxb', titles: ['DevOps Engineer', 'Cloud Architect'], jobFunction: 'information-technology', city: 'dubai', accept: ['DevOps Engineer', 'Cloud Architect'] },
  { id: 'qa-blr', titles: ['QA Engineer', 'Software Tester'], jobFunction: 'information-technology', city: 'bengaluru', accept: ['QA Engineer'] },
  { id: 'hr-exec-bom', titles: ['HR Executive'], jobFunction: 'human-resources', city: 'mumbai', accept: ['HR Executive', 'HR Business Partner', 'Talent Acquisition Specialist', 'Recruitment Consultant'] },
  { id: 'hrbp-dxb', titles: ['Human Resources Business Partner'], jobFunction: 'human-resources', city: 'dubai', accept: ['HR Business Partner'] },
  { id: 'recruiter-sg', titles: ['Recruiter'], jobFunction: 'human-resources', city: 'singapore', accept: ['Talent Acquisition Specialist', 'Recruitment Consultant'] },
  { id: 'bde-ncr', titles: ['BDE'], jobFunction: 'sales-and-business-development', city: 'new-delhi', accept: ['Business Development Manager', 'Sales Executive', 'Inside Sales Representative', 'Territory Sales Officer'], note: 'BDE = Business Development Executive: entry-level B2B sales' },
  { id: 'kam-mnl', titles: ['Key Account Manager'], jobFunction: 'sales-and-business-development', city: 'manila', accept: ['Key Account Manager'] },
  { id: 'mr-bom', titles: ['MR', 'Medical Representative'], jobFunction: 'sales-and-business-development', city: 'mumbai', accept: ['Territory Sales Officer', 'Sales Executive'], note: 'no pharma field roles in the seed; field sales is where MRs move' },
  { id: 'digital-mkt-blr', titles: ['Digital Marketing Specialist', 'SEO Specialist'], jobFunction: 'marketing-and-communications', city: 'bengaluru', accept: ['Digital Marketing Specialist', 'SEO Specialist', 'Social Media Manager'] },
  { id: 'content-mnl', titles: ['Content Writer'], jobFunction: 'marketing-and-communications', city: 'manila', accept: ['Content Writer', 'Copy Editor'] },
  { id: 'accountant-dxb', titles: ['Accountant'], jobFunction: 'finance-and-accounting', city: 'dubai', accept: ['Accountant', 'Accounts Payable Specialist'] },
  { id: 'ca-bom', titles: ['CA'], jobFunction: 'finance-and-accounting', city: 'mumbai', accept: ['Chartered Accountant', 'Internal Auditor', 'Finance Manager'], note: 'CA = Chartered Accountant' },
  { id: 'fin-analyst-sg', titles: ['Financial Analyst'], jobFunction: 'finance-and-accounting', city: 'singapore', accept: ['Financial Analyst', 'Credit Analyst'] },
  { id: 'ops-mgr-kul', titles: ['Operations Manager'], jobFunction: 'operations', city: 'kuala-lumpur', accept: ['Operations Manager'] },
  { id: 'csr-mnl', titles: ['Customer Service Representative', 'Call Center Agent'], jobFunction: 'customer-service', city: 'manila', accept: ['Customer Service Representative', 'Call Center Agent', 'Technical Support Associate'] },
  { id: 'tech-support-kul', titles: ['Technical Support'], jobFunction: 'customer-service', city: 'kuala-lumpur', accept: ['Technical Support Associate'] },
  { id: 'civil-doh', titles: ['Civil Engineer', 'Site Engineer'], jobFunction: 'engineering', city: 'doha', accept: ['Civil Engineer', 'Site Engineer', 'Planning Engineer'] },
  { id: 'mech-khobar', titles: ['Mechanical Engg'], jobFunction: 'engineering', city: 'al-khobar', accept: ['Mechanical Engineer', 'Maintenance Engineer', 'HVAC Engineer'] },
  { id: 'nurse-ruh', titles: ['Staff Nurse'], jobFunction: 'healthcare-and-medical', city: 'riyadh', accept: ['Staff Nurse'] },
  { id: 'pharmacist-kwi', titles: ['Pharmacist'], jobFunction: 'healthcare-and-medical', city: 'kuwait-city', accept: ['Pharmacist'] },
  { id: 'teacher-dxb', titles: ['Maths Teacher', 'Primary School Teacher'], jobFunction: 'education-and-training', city: 'dubai', accept: ['Mathematics Teacher', 'Primary School Teacher', 'Online Tutor'] },
  { id: 'front-office-dxb', titles: ['Front Office Executive', 'Receptionist'], jobFunction: 'hospitality-and-tourism', city: 'dubai', accept: ['Front Office Executive', 'Guest Relations Officer', 'Receptionist'] },
  { id: 'chef-doh', titles: ['Chef'], jobFunction: 'hospitality-and-tourism', city: 'doha', accept: ['Commis Chef'] },
  { id: 'qs-dxb', titles: ['Quantity Surveyor'], jobFunction: 'construction-and-real-estate', city: 'dubai', accept: ['Quantity Surveyor'] },
  { id: 'procurement-bom', titles: ['Procurement Officer', 'Purchase Executive'], jobFunction: 'logistics-and-supply-chain', city: 'mumbai', accept: ['Procurement Officer'] },
  { id: 'warehouse-sg', titles: ['Warehouse Supervisor', 'Logistics Coordinator'], jobFunction: 'logistics-and-supply-chain', city: 'singapore', accept: ['Warehouse Supervisor', 'Logistics Coordinator', 'Inventory Controller'] },
  { id: 'compliance-sg', titles: ['Compliance Officer'], jobFunction: 'legal-and-compliance', city: 'singapore', accept: ['Compliance Officer'] },
  { id: 'rm-bom', titles: ['Relationship Manager'], jobFunction: 'banking-and-insurance', city: 'mumbai', accept: ['Relationship Manager'] },
  { id: 'uiux-blr', titles: ['UI/UX Designer'], jobFunction: 'design-and-creative', city: 'bengaluru', accept: ['UI/UX Designer', 'Product Designer', 'Visual Designer'] },
  { id: 'graphic-kul', titles: ['Graphic Designer'], jobFunction: 'design-and-creative', city: 'kuala-lumpur', accept: ['Graphic Designer', 'Visual Designer', 'Motion Graphics Artist'] },
  { id: 'data-analyst-sg', titles: ['Data Analyst', 'BI Analyst'], jobFunction: 'data-science-and-analytics', city: 'singapore', accept: ['Data Analyst', 'Business Intelligence Analyst'] },
  { id: 'ml-blr', titles: ['ML Engineer', 'Data Scientist'], jobFunction: 'data-science-and-analytics', city: 'bengaluru', accept: ['Machine Learning Engineer', 'Data Scientist'] },
  { id: 'ea-dxb', titles: ['Executive Assistant', 'Office Manager'], jobFunction: 'administration-and-office-support', city: 'dubai', accept: ['Executive Assistant', 'Office Manager', 'Administrative Assistant'] },
  { id: 'store-mnl', titles: ['Store Manager'], jobFunction: 'retail-and-e-commerce', city: 'manila', accept: ['Store Manager'] },
  { id: 'hse-auh', titles: ['HSE Officer'], jobFunction: 'oil-gas-and-energy', city: 'abu-dhabi', accept: ['HSE Officer', 'Process Safety Engineer'] },
  { id: 'ba-ccu', titles: ['Business Analyst'], jobFunction: 'consulting-and-strategy', city: 'kolkata', accept: ['Business Analyst'] },
  { id: 'journalist-ncr', titles: ['Journalist', 'Copy Editor'], jobFunction: 'media-and-journalism', city: 'new-delhi', accept: ['Journalist', 'Copy Editor', 'News Producer'] },
  { id: 'research-hyd', titles: ['Research Scientist'], jobFunction: 'research-and-development', city: 'hyderabad', accept: ['Research Scientist'] },
  { id: 'production-maa', titles: ['Production Supervisor'], jobFunction: 'manufacturing-and-production', city: 'chennai', accept: ['Production Supervisor'] },
  { id: 'payroll-bah', titles: ['Payroll'], jobFunction: 'human-resources', city: 'manama', accept: ['Payroll Specialist'] },
];
