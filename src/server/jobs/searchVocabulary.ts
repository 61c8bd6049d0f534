import { CITY_ALIASES } from '../../shared/placeAliases';

/**
 * The job search's vocabulary (issue 32): groups of terms a job seeker in the region means the same by. A search
 * term equal to one member finds every member (searchQuery.ts), so "sde" finds "Software Development Engineer" and
 * "registered nurse" finds "RN - ICU".
 *
 * How to add an entry: append a group of lowercase spellings (one or more words each; punctuation is ignored, so
 * write "front end", not "front-end"), with a one-line comment when the equivalence is not obvious. Only true
 * equivalents: a group widens every search for any of its members, so "cook" / "chef" or "developer" / "engineer"
 * do not belong together. Members of 3 letters or fewer ("rn", "hr") match only that exact word; longer members
 * match as prefixes ("nurse" finds "nurses"). A term in two groups finds the members of both. Cities are not
 * listed here: they come from the maintained CITY_ALIASES (shared/placeAliases.ts).
 */
export const ROLE_SYNONYMS: readonly (readonly string[])[] = [
  ['sde', 'software development engineer', 'software engineer', 'software developer'],
  ['programmer', 'developer'],
  ['frontend developer', 'front end developer', 'ui developer'],
  ['backend developer', 'back end developer'],
  ['full stack developer', 'fullstack developer', 'full stack engineer'],
  // SRE is a job title of its own in every market.
  ['sre', 'site reliability engineer'],
  ['ml engineer', 'machine learning engineer'],
  ['ai', 'artificial intelligence'],
  // Testing roles: in India "QA" is the common title of a software tester.
  ['qa', 'quality assurance', 'software tester', 'qa engineer', 'test engineer'],
  ['hr', 'human resources'],
  ['accountant', 'accounts executive'],
  // CA: a chartered accountant (India), not California.
  ['ca', 'chartered accountant'],
  ['rn', 'registered nurse', 'staff nurse'],
  ['nursing assistant', 'nurse aide', 'nursing aide'],
  ['caregiver', 'care giver', 'carer'],
  // Gulf and Singapore live-in household work.
  ['domestic helper', 'domestic worker', 'housemaid', 'maid'],
  // Heavy goods vehicle: the Gulf's "heavy driver" licence, the UK's "HGV", India's truck and lorry drivers.
  ['hgv driver', 'heavy driver', 'heavy vehicle driver', 'truck driver', 'lorry driver', 'trailer driver'],
  // Light motor vehicle: the Gulf's "light driver" licence.
  ['lmv driver', 'light driver', 'light vehicle driver'],
  ['delivery boy', 'delivery rider', 'delivery executive'],
  ['forklift operator', 'forklift driver'],
  ['csr', 'customer service representative', 'customer support executive', 'customer care executive'],
  // Business process outsourcing: India's and the Philippines' call-centre jobs.
  ['bpo', 'call centre', 'call center', 'voice process', 'contact centre', 'contact center'],
  // The Philippines' freelance remote assistants.
  ['va', 'virtual assistant'],
  ['data entry operator', 'data entry clerk', 'deo'],
  ['receptionist', 'front desk', 'front office executive'],
  ['admin assistant', 'administrative assistant', 'office assistant'],
  ['salesman', 'salesperson', 'sales executive', 'sales representative'],
  ['fresher', 'freshers', 'graduate trainee', 'entry level', 'trainee'],
  ['helper', 'labourer', 'laborer'],
  // India's "wireman" is an electrician's licence.
  ['electrician', 'electrical technician', 'wireman'],
  ['ac technician', 'hvac technician', 'air conditioning technician', 'ac mechanic'],
  ['housekeeping', 'room attendant'],
  ['waiter', 'waitress'],
  ['security guard', 'watchman'],
  ['mason', 'bricklayer'],
  // India's salary notation: "12 LPA".
  ['lpa', 'lakh per annum', 'lakhs per annum'],
  // India's total salary: cost to company.
  ['ctc', 'cost to company'],
  ['wfh', 'work from home', 'remote'],
];

/** A name shared by several cities ("NCR", "KSA") would widen one city's search to the others: left out. */
function cityGroups(): string[][] {
  const owners = new Map<string, number>();
  for (const aliases of Object.values(CITY_ALIASES)) {
    for (const alias of new Set(aliases.map((a) => a.toLowerCase()))) owners.set(alias, (owners.get(alias) ?? 0) + 1);
  }
  const groups: string[][] = [];
  for (const [city, aliases] of Object.entries(CITY_ALIASES)) {
    const names = aliases.map((a) => a.toLowerCase()).filter((a) => owners.get(a) === 1 && a.replace(/[^\p{L}\p{N}]/gu, '').length >= 2);
    if (names.length) groups.push([city.toLowerCase(), ...names]);
  }
  return groups;
}

/** The cities' common spellings, from the maintained list (Bangalore → Bengaluru, KL → Kuala Lumpur). */
export const CITY_SYNONYMS: readonly (readonly string[])[] = cityGroups();

/** Every group the search expands. */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [...ROLE_SYNONYMS, ...CITY_SYNONYMS];
