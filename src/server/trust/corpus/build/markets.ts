/**
 * Shared pieces of the corpus generator (docs/trust.md "Corpus"): a seeded random source, and per-market facts
 * (cities, currency as people write it, phone formats, company suffixes, pay bands) the postings are composed from.
 */
import type { CorpusLanguage, CorpusMarket } from '../types';

/** mulberry32: a small, fast, seeded generator, so the committed corpus can be rebuilt byte for byte. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Some of the items, in random order. */
  some<T>(items: readonly T[], min: number, max: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(copy.length, this.int(min, max)));
  }
}

export type Level = 'entry' | 'skilled' | 'professional';

export interface Market {
  code: CorpusMarket;
  country: string;
  cities: readonly string[];
  currency: string;
  /** How postings write a sum, e.g. (n) => `₹${n}`. */
  money: ReadonlyArray<(n: string) => string>;
  /** Monthly pay bands, low and high, by level. */
  pay: Readonly<Record<Level, readonly [number, number]>>;
  /** A typical daily wage and hourly rate of entry jobs. */
  daily: number;
  hourly: number;
  companySuffixes: readonly string[];
  tlds: readonly string[];
  phone: (r: Rng) => string;
  boards: readonly string[];
  /** The languages postings of the market are written in besides English. */
  languages: readonly CorpusLanguage[];
  perMonth: readonly string[];
}

const digits = (r: Rng, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');

export function thousands(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

const gulfPhone = (cc: string, len: number) => (r: Rng) => r.pick([`+${cc} ${digits(r, 2)} ${digits(r, 3)} ${digits(r, len - 5)}`, `+${cc}${digits(r, len)}`, `00${cc} ${digits(r, len)}`]);

export const MARKETS: readonly Market[] = [
  {
    code: 'IN', country: 'India', currency: 'INR',
    cities: ['Bengaluru', 'Mumbai', 'New Delhi', 'Pune', 'Hyderabad', 'Chennai', 'Kolkata', 'Noida', 'Gurugram', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Kochi', 'Indore', 'Coimbatore', 'Chandigarh', 'Bhubaneswar', 'Nagpur', 'Patna', 'Surat'],
    money: [(n) => `₹${n}`, (n) => `Rs. ${n}`, (n) => `Rs ${n}/-`, (n) => `INR ${n}`, (n) => `₹ ${n}`],
    pay: { entry: [12000, 25000], skilled: [25000, 55000], professional: [60000, 250000] },
    daily: 800, hourly: 150,
    companySuffixes: ['Pvt Ltd', 'Private Limited', 'Ltd', 'LLP', 'Technologies Pvt Ltd', 'Services Pvt Ltd'],
    tlds: ['in', 'co.in', 'com'],
    phone: (r) => r.pick([`+91 ${r.int(6, 9)}${digits(r, 4)} ${digits(r, 5)}`, `${r.int(7, 9)}${digits(r, 9)}`, `0${r.int(11, 99)}-${digits(r, 8)}`]),
    boards: ['https://www.naukri.com/job-listings-', 'https://www.foundit.in/job/', 'https://in.indeed.com/viewjob?jk=', 'https://www.linkedin.com/jobs/view/', 'https://internshala.com/job/detail/'],
    languages: ['hinglish'], perMonth: ['per month', 'p.m.', '/month', 'monthly'],
  },
  {
    code: 'PH', country: 'Philippines', currency: 'PHP',
    cities: ['Manila', 'Makati', 'Quezon City', 'Taguig', 'Pasig', 'Cebu City', 'Davao City', 'Iloilo City', 'Bacolod', 'Cagayan de Oro', 'Baguio', 'Clark'],
    money: [(n) => `₱${n}`, (n) => `PHP ${n}`, (n) => `P${n}`, (n) => `Php ${n}`],
    pay: { entry: [15000, 22000], skilled: [22000, 45000], professional: [50000, 180000] },
    daily: 610, hourly: 90,
    companySuffixes: ['Inc.', 'Corp.', 'Corporation', 'Philippines Inc.', 'Services Inc.'],
    tlds: ['com.ph', 'ph', 'com'],
    phone: (r) => r.pick([`09${digits(r, 2)} ${digits(r, 3)} ${digits(r, 4)}`, `+63 9${digits(r, 2)} ${digits(r, 3)} ${digits(r, 4)}`, `(02) 8${digits(r, 3)} ${digits(r, 4)}`]),
    boards: ['https://www.jobstreet.com.ph/job/', 'https://www.kalibrr.com/c/', 'https://ph.indeed.com/viewjob?jk=', 'https://www.linkedin.com/jobs/view/', 'https://www.onlinejobs.ph/jobseekers/job/'],
    languages: ['taglish'], perMonth: ['per month', 'a month', '/month', 'monthly'],
  },
  {
    code: 'MY', country: 'Malaysia', currency: 'MYR',
    cities: ['Kuala Lumpur', 'Petaling Jaya', 'Shah Alam', 'Johor Bahru', 'George Town', 'Cyberjaya', 'Ipoh', 'Kota Kinabalu', 'Kuching', 'Melaka', 'Seremban', 'Subang Jaya'],
    money: [(n) => `RM${n}`, (n) => `RM ${n}`, (n) => `MYR ${n}`],
    pay: { entry: [1700, 2800], skilled: [2800, 5500], professional: [6000, 20000] },
    daily: 80, hourly: 10,
    companySuffixes: ['Sdn Bhd', 'Sdn. Bhd.', 'Berhad', 'PLT', '(M) Sdn Bhd'],
    tlds: ['com.my', 'my', 'com'],
    phone: (r) => r.pick([`01${r.int(0, 9)}-${digits(r, 3)} ${digits(r, 4)}`, `+60 1${r.int(0, 9)}-${digits(r, 7)}`, `03-${digits(r, 4)} ${digits(r, 4)}`]),
    boards: ['https://www.jobstreet.com.my/job/', 'https://www.hiredly.com/jobs/', 'https://my.indeed.com/viewjob?jk=', 'https://www.maukerja.my/job/', 'https://www.linkedin.com/jobs/view/'],
    languages: ['malay'], perMonth: ['per month', 'sebulan', '/month', 'monthly'],
  },
  {
    code: 'SG', country: 'Singapore', currency: 'SGD',
    cities: ['Singapore'],
    money: [(n) => `S$${n}`, (n) => `SGD ${n}`, (n) => `$${n}`, (n) => `SGD${n}`],
    pay: { entry: [2000, 3000], skilled: [3000, 6000], professional: [6000, 20000] },
    daily: 110, hourly: 13,
    companySuffixes: ['Pte Ltd', 'Pte. Ltd.', 'Ltd', 'Private Limited'],
    tlds: ['com.sg', 'sg', 'com'],
    phone: (r) => r.pick([`+65 ${r.pick(['8', '9', '6'])}${digits(r, 3)} ${digits(r, 4)}`, `${r.pick(['8', '9'])}${digits(r, 7)}`]),
    boards: ['https://www.mycareersfuture.gov.sg/job/', 'https://sg.indeed.com/viewjob?jk=', 'https://www.jobstreet.com.sg/job/', 'https://www.linkedin.com/jobs/view/', 'https://www.foundit.sg/job/'],
    languages: [], perMonth: ['per month', 'a month', '/month', 'monthly'],
  },
  {
    code: 'AE', country: 'United Arab Emirates', currency: 'AED',
    cities: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Al Ain', 'Fujairah'],
    money: [(n) => `AED ${n}`, (n) => `Dhs ${n}`, (n) => `${n} dirhams`, (n) => `AED${n}`],
    pay: { entry: [1800, 4000], skilled: [4000, 12000], professional: [12000, 45000] },
    daily: 120, hourly: 20,
    companySuffixes: ['LLC', 'L.L.C.', 'FZE', 'FZ-LLC', 'DMCC', 'Group'],
    tlds: ['ae', 'com'],
    phone: gulfPhone('971', 9),
    boards: ['https://www.bayt.com/en/uae/jobs/', 'https://www.naukrigulf.com/', 'https://ae.indeed.com/viewjob?jk=', 'https://www.gulftalent.com/uae/jobs/', 'https://www.linkedin.com/jobs/view/'],
    languages: ['arabic-en'], perMonth: ['per month', 'monthly', '/month', 'a month'],
  },
  {
    code: 'SA', country: 'Saudi Arabia', currency: 'SAR',
    cities: ['Riyadh', 'Jeddah', 'Dammam', 'Al Khobar', 'Jubail', 'Mecca', 'Medina', 'Yanbu'],
    money: [(n) => `SAR ${n}`, (n) => `${n} riyals`, (n) => `SR ${n}`, (n) => `SAR${n}`],
    pay: { entry: [1500, 3500], skilled: [4000, 11000], professional: [12000, 40000] },
    daily: 100, hourly: 18,
    companySuffixes: ['Co. Ltd', 'Company', 'Est.', 'Group', 'Trading Co.'],
    tlds: ['com.sa', 'sa', 'com'],
    phone: gulfPhone('966', 9),
    boards: ['https://www.bayt.com/en/saudi-arabia/jobs/', 'https://www.naukrigulf.com/', 'https://sa.indeed.com/viewjob?jk=', 'https://www.gulftalent.com/saudi-arabia/jobs/', 'https://www.linkedin.com/jobs/view/'],
    languages: ['arabic-en'], perMonth: ['per month', 'monthly', '/month', 'a month'],
  },
  {
    code: 'QA', country: 'Qatar', currency: 'QAR',
    cities: ['Doha', 'Al Wakrah', 'Lusail', 'Al Khor', 'Mesaieed'],
    money: [(n) => `QAR ${n}`, (n) => `QR ${n}`, (n) => `${n} riyals`, (n) => `QAR${n}`],
    pay: { entry: [1500, 3500], skilled: [4000, 11000], professional: [12000, 40000] },
    daily: 90, hourly: 16,
    companySuffixes: ['W.L.L.', 'WLL', 'Q.P.S.C.', 'LLC', 'Trading & Contracting'],
    tlds: ['com.qa', 'qa', 'com'],
    phone: gulfPhone('974', 8),
    boards: ['https://www.bayt.com/en/qatar/jobs/', 'https://www.naukrigulf.com/', 'https://qa.indeed.com/viewjob?jk=', 'https://www.gulftalent.com/qatar/jobs/', 'https://www.linkedin.com/jobs/view/'],
    languages: ['arabic-en'], perMonth: ['per month', 'monthly', '/month', 'a month'],
  },
  {
    code: 'KW', country: 'Kuwait', currency: 'KWD',
    cities: ['Kuwait City', 'Hawalli', 'Salmiya', 'Farwaniya', 'Ahmadi', 'Jahra'],
    money: [(n) => `KWD ${n}`, (n) => `KD ${n}`, (n) => `${n} dinars`, (n) => `KWD${n}`],
    pay: { entry: [120, 300], skilled: [300, 900], professional: [900, 3500] },
    daily: 8, hourly: 1.5,
    companySuffixes: ['W.L.L.', 'Co. W.L.L.', 'K.S.C.C.', 'General Trading & Contracting Co.', 'Group'],
    tlds: ['com.kw', 'kw', 'com'],
    phone: gulfPhone('965', 8),
    boards: ['https://www.bayt.com/en/kuwait/jobs/', 'https://www.naukrigulf.com/', 'https://kw.indeed.com/viewjob?jk=', 'https://www.gulftalent.com/kuwait/jobs/', 'https://www.linkedin.com/jobs/view/'],
    languages: ['arabic-en'], perMonth: ['per month', 'monthly', '/month', 'a month'],
  },
  {
    code: 'OM', country: 'Oman', currency: 'OMR',
    cities: ['Muscat', 'Sohar', 'Salalah', 'Nizwa', 'Sur', 'Duqm'],
    money: [(n) => `OMR ${n}`, (n) => `RO ${n}`, (n) => `${n} rials`, (n) => `OMR${n}`],
    pay: { entry: [120, 300], skilled: [300, 900], professional: [900, 3500] },
    daily: 8, hourly: 1.5,
    companySuffixes: ['LLC', 'SAOG', 'SPC', 'Co. LLC', 'Group'],
    tlds: ['com.om', 'om', 'com'],
    phone: gulfPhone('968', 8),
    boards: ['https://www.bayt.com/en/oman/jobs/', 'https://www.naukrigulf.com/', 'https://om.indeed.com/viewjob?jk=', 'https://www.gulftalent.com/oman/jobs/', 'https://www.linkedin.com/jobs/view/'],
    languages: ['arabic-en'], perMonth: ['per month', 'monthly', '/month', 'a month'],
  },
  {
    code: 'BH', country: 'Bahrain', currency: 'BHD',
    cities: ['Manama', 'Muharraq', 'Riffa', 'Isa Town', 'Sitra', 'Hamad Town'],
    money: [(n) => `BHD ${n}`, (n) => `BD ${n}`, (n) => `${n} dinars`, (n) => `BHD${n}`],
    pay: { entry: [120, 300], skilled: [300, 900], professional: [900, 3500] },
    daily: 8, hourly: 1.5,
    companySuffixes: ['W.L.L.', 'B.S.C.', 'S.P.C.', 'Co. W.L.L.', 'Group'],
    tlds: ['com.bh', 'bh', 'com'],
    phone: gulfPhone('973', 8),
    boards: ['https://www.bayt.com/en/bahrain/jobs/', 'https://www.naukrigulf.com/', 'https://bh.indeed.com/viewjob?jk=', 'https://www.gulftalent.com/bahrain/jobs/', 'https://www.linkedin.com/jobs/view/'],
    languages: ['arabic-en'], perMonth: ['per month', 'monthly', '/month', 'a month'],
  },
];

export function marketOf(code: CorpusMarket): Market {
  const m = MARKETS.find((x) => x.code === code);
  if (!m) throw new Error(`unknown market ${code}`);
  return m;
}

/** A sum as the market writes it: round to something a poster would type. */
export function money(r: Rng, m: Market, amount: number, format: (n: string) => string = r.pick(m.money)): string {
  const step = amount >= 10000 ? 500 : amount >= 1000 ? 50 : amount >= 100 ? 10 : 1;
  const n = Math.max(step, Math.round(amount / step) * step);
  return format(r.chance(0.85) ? thousands(n) : String(n));
}

export function slug(s: string): string {
  return s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export const FREE_MAIL = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'yahoo.co.in', 'rediffmail.com', 'ymail.com', 'proton.me', 'icloud.com'];

export function freeMail(r: Rng, handle: string): string {
  return `${slug(handle).replace(/-/g, r.pick(['.', '', '_']))}${r.chance(0.5) ? r.int(1, 999) : ''}@${r.pick(FREE_MAIL)}`;
}
