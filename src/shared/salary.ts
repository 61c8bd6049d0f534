/**
 * A job's salary as the API carries it (issue 16): amounts in major units of an ISO 4217 currency per period.
 * Parsing lives here (ingestion reads salaries from feeds and description text); formatting is salaryFormat.ts.
 */
export type SalaryPeriod = 'year' | 'month' | 'week' | 'day' | 'hour';
export interface Salary {
  min: number | null;
  max: number | null;
  currency: string /* ISO 4217 */;
  period: SalaryPeriod;
}

export const SALARY_PERIODS: readonly SalaryPeriod[] = ['year', 'month', 'week', 'day', 'hour'];

/** Symbols and local abbreviations → ISO 4217 (longest first when matching). */
const CURRENCY_ALIASES: Record<string, string> = {
  '₹': 'INR', 'RS.': 'INR', RS: 'INR', INR: 'INR',
  '₱': 'PHP', PHP: 'PHP', 'P': 'PHP',
  RM: 'MYR', MYR: 'MYR',
  'S$': 'SGD', SGD: 'SGD',
  AED: 'AED', 'DHS': 'AED', 'DH': 'AED',
  SAR: 'SAR', SR: 'SAR',
  QAR: 'QAR', QR: 'QAR',
  KWD: 'KWD', KD: 'KWD',
  OMR: 'OMR', RO: 'OMR',
  BHD: 'BHD', BD: 'BHD',
  USD: 'USD', 'US$': 'USD', $: 'USD',
  EUR: 'EUR', '€': 'EUR',
  GBP: 'GBP', '£': 'GBP',
};
// Bare "P", "$" and two-letter local words only count right before a number (see CURRENCY_RE use).
const ALIAS_KEYS = Object.keys(CURRENCY_ALIASES).sort((a, b) => b.length - a.length);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CURRENCY_RE = new RegExp(`(?:^|[^A-Za-z])(${ALIAS_KEYS.map(escapeRe).join('|')})\\s?(?=\\d)`, 'i');
const CURRENCY_CODE_RE = /\b(INR|PHP|MYR|SGD|AED|SAR|QAR|KWD|OMR|BHD|USD|EUR|GBP)\b/i;

const PERIOD_WORDS: [RegExp, SalaryPeriod][] = [
  [/\b(lpa|per\s+annum|p\.?\s?a\.?(?![a-z])|annual(ly)?|yearly|per\s+year|a\s+year|\/\s*(yr|year|annum)|per\s+yr|ctc|lakhs?\s+per\s+annum)\b/i, 'year'],
  [/(per\s+month|a\s+month|monthly|\/\s*(mo|month|mth)\b|p\.?\s?m\.?(?![a-z])|per\s+mensem)/i, 'month'],
  [/(per\s+week|a\s+week|weekly|\/\s*(wk|week)\b)/i, 'week'],
  [/(per\s+day|a\s+day|daily|\/\s*day\b|per\s+diem)/i, 'day'],
  [/(per\s+hour|an\s+hour|hourly|\/\s*(hr|hour)\b|p\.?\s?h\.?(?![a-z]))/i, 'hour'],
];

/** A number with optional thousands separators and decimals, then an optional unit. */
const AMOUNT = String.raw`(\d{1,3}(?:[,\s]\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k|m|mn|million|lakhs?|lacs?|lac|l|crores?|cr)?(?![a-z])`;
const RANGE_RE = new RegExp(`${AMOUNT}\\s*(?:-|–|—|to|and)\\s*(?:[A-Za-z$₹₱€£.]{0,4}\\s?)?${AMOUNT}`, 'i');
const SINGLE_RE = new RegExp(AMOUNT, 'i');
const UNIT: Record<string, number> = {
  k: 1e3, m: 1e6, mn: 1e6, million: 1e6, l: 1e5, lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, crore: 1e7, crores: 1e7, cr: 1e7,
};

function toNumber(digits: string, unit: string | undefined): number {
  const n = Number(digits.replace(/[,\s]/g, ''));
  return n * (unit ? UNIT[unit.toLowerCase()] ?? 1 : 1);
}

/** Rounds away floating-point noise (5.1 × 1000 = 5099.999…). */
const clean = (n: number) => Math.round(n * 100) / 100;

/** The currency a text names (symbol before a number, or an ISO code anywhere), else null. */
export function currencyOfText(text: string): string | null {
  const sym = CURRENCY_RE.exec(text);
  if (sym) return CURRENCY_ALIASES[sym[1].toUpperCase()] ?? CURRENCY_ALIASES[sym[1]] ?? null;
  const code = CURRENCY_CODE_RE.exec(text);
  return code ? code[1].toUpperCase() : null;
}

/** The pay period a text names, else null. */
export function periodOfText(text: string): SalaryPeriod | null {
  for (const [re, period] of PERIOD_WORDS) if (re.test(text)) return period;
  return null;
}

/** Normalises a provider's interval word ("per-year-salary", "MONTH", "hourly", "annual") to a period, else null. */
export function periodOfWord(word: string | null | undefined): SalaryPeriod | null {
  if (!word) return null;
  const w = word.toLowerCase();
  if (/year|annual|annum/.test(w)) return 'year';
  if (/month/.test(w)) return 'month';
  if (/week/.test(w)) return 'week';
  if (/day|daily/.test(w)) return 'day';
  if (/hour/.test(w)) return 'hour';
  return null;
}

/**
 * Finds a salary in free text: "₹12–18 LPA", "INR 50,000 per month", "AED 8,000 - 10,000/month", "SGD 5.1k–7.2k
 * monthly", "PHP 35,000 monthly", "up to QAR 12,000", "from RM 4,500", "₹8 lakh p.a.", "1.2 crore per annum".
 * The first stretch of text that names a salary is used: a "salary"/"CTC"/"pay" keyword's surroundings if present,
 * else the first currency followed by a number. Null when no amount with a currency (or defaultCurrency) is found.
 */
export function parseSalaryText(text: string, defaultCurrency?: string): Salary | null {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&ndash;|&#8211;/gi, '–')
    .replace(/&mdash;|&#8212;/gi, '—')
    .replace(/&amp;/gi, '&')
    .replace(/\s+/g, ' ');
  const window = salaryWindow(plain, Boolean(defaultCurrency));
  if (!window) return null;
  const stated = currencyOfText(window);
  // Lakh and crore are Indian units: they name the rupee when nothing else does.
  const indianUnits = /\b(lpa|lakhs?|lacs?|crores?)\b/i.test(window) || /\d\s?L\b/.test(window);
  const currency = stated ?? (indianUnits ? 'INR' : null) ?? defaultCurrency?.toUpperCase() ?? null;
  if (!currency) return null;
  const lpa = /\b(lpa|lakhs?|lacs?|lac)\b/i.test(window);
  const crore = /\b(crores?|cr)\b/i.test(window);

  let min: number | null = null;
  let max: number | null = null;
  // Amounts are read from the currency symbol on ("a 24-bed ICU. PHP 35,000" is 35,000); qualifiers before it count.
  const symbol = CURRENCY_RE.exec(window);
  const offset = symbol ? symbol.index : 0;
  const amounts = window.slice(offset);
  const range = RANGE_RE.exec(amounts);
  if (range) {
    // "12–18 LPA": a unit written once applies to both ends.
    const unitB = range[4] ?? (lpa ? 'lakh' : crore ? 'crore' : undefined);
    const unitA = range[2] ?? unitB;
    min = toNumber(range[1], unitA);
    max = toNumber(range[3], unitB);
  } else {
    const one = SINGLE_RE.exec(amounts);
    if (!one) return null;
    const value = toNumber(one[1], one[2] ?? (lpa ? 'lakh' : crore ? 'crore' : undefined));
    const before = window.slice(0, offset + one.index + 1);
    if (/\b(up\s*to|upto|max(imum)?|not\s+more\s+than|below|under)\b/i.test(before)) max = value;
    else if (/\b(from|min(imum)?|starting|at\s+least|above|over)\b/i.test(before)) min = value;
    else min = max = value;
  }
  if ((min !== null && !(min > 0)) || (max !== null && !(max > 0))) return null;
  // A bare small number beside "salary" ("5 years") is not an amount unless a currency or unit says so.
  if (!stated && !indianUnits && (max ?? min ?? 0) < 100) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const period = periodOfText(window) ?? (lpa || crore || indianUnits ? 'year' : guessPeriod(currency, max ?? min ?? 0));
  return { min: min === null ? null : clean(min), max: max === null ? null : clean(max), currency, period };
}

/**
 * Words that say the salary is not stated (issue 35): "Salary: Competitive", "CTC: Negotiable", "As per industry
 * standards", "Best in industry", "Attractive package". A salary keyword followed by one of these states no figure.
 */
export const NO_SALARY_WORDS_RE =
  /^\s*(?:[:\-–]\s*)?(?:is\s+|will be\s+|package\s+|range\s+)?(?:competitive|negotiable|nego\b|attractive|best in (?:the )?industry|as per (?:the )?(?:industry|market|company)(?: standards?| norms?| policy)?|as per experience|commensurate|market rate|doe\b|depend(?:s|ing)? on experience|not disclosed|undisclosed|confidential)/i;
/** Texts at most this long are a salary field or a title ("AED 9,000", "Driver - ₹800 per day"), not prose. */
const FIELD_LENGTH = 60;
/** An amount that names something else: "SGD 5 million in investable assets", "a turnover of ₹500 crore". */
const NOT_SALARY_BEFORE_RE =
  /\b(?:turnover|revenue|sales|assets?|aum|funding|funds?|valuation|capital|budget|loans?|portfolio|investments?|fees?|deposit|charges?|price|cost|worth|raised|invest(?:ing)?)\s*(?:of|:|-|worth|is|was|over|above|exceeding|at least|upto|up to)?\s*(?:over|above|at least|about|around|nearly)?\s*(?:rs\.?|inr|₹|usd|us\$|sgd|s\$|aed|php|₱|myr|rm|\$)?\s*$/i;
const NOT_SALARY_AFTER_RE =
  /^[^.;\n]{0,12}?\b(?:in\s+(?:investable\s+|liquid\s+|financial\s+)?assets|assets|investable|turnover|revenue|in sales|funding|valuation|aum|under management|portfolio|capital|worth of|budget|projects?|deals?|loans?|business)\b/i;
/** A pay period right after an amount ("₹25,000 per month", "$25/hr"): the amount is pay. */
const PERIOD_AFTER_RE = /^[\d.,\s]*(?:k|m|mn|million|lakhs?|lacs?|l|crores?|cr)?\s*(?:(?:-|–|—|to)\s*[A-Za-z$₹₱€£.]{0,4}\s?[\d.,]+\s*(?:k|m|lakhs?|l|cr)?\s*)?(?:\/\s*-\s*)?(?:per\b|an?\s+(?:hour|day|week|month|year)|\/\s*(?:hr|hour|day|week|wk|month|mo|mth|yr|year|annum)|hourly|daily|weekly|monthly|yearly|annually|p\.?\s?[mah]\.?(?![a-z])|lpa|ctc)/i;
const SALARY_KEYWORD_RE = /\b(salary|ctc|compensation|pay|remuneration|stipend|package|wages?|sahod|sweldo|gaji|earn(?:ings?)?)\b/i;

/** The part of a text that states the salary: around a salary keyword, else around the first currency + number. */
function salaryWindow(text: string, bareAllowed: boolean): string | null {
  const keyword = SALARY_KEYWORD_RE.exec(text);
  // "Salary: Competitive. … SGD 5 million in investable assets": the text says the salary is not stated.
  if (keyword && NO_SALARY_WORDS_RE.test(text.slice(keyword.index + keyword[0].length))) return null;
  const field = text.trim().length <= FIELD_LENGTH;
  const candidates: number[] = [];
  if (keyword) candidates.push(keyword.index);
  // Every currency + number, so one outside a salary context ("SGD 5 million in investable assets") does not hide a
  // later salary; in prose, an amount counts only beside a salary word or followed by a pay period.
  for (const money of text.matchAll(new RegExp(CURRENCY_RE.source, 'gi'))) {
    const at = money.index + money[0].length;
    const before = text.slice(Math.max(0, money.index - 40), money.index + money[0].indexOf(money[1]));
    const after = text.slice(at);
    if (NOT_SALARY_BEFORE_RE.test(before) || NOT_SALARY_AFTER_RE.test(after.replace(/^[\d.,\s]*(?:k|m|mn|million|billion|bn|lakhs?|lacs?|crores?|cr)?\b/i, ''))) continue;
    if (!field && !PERIOD_AFTER_RE.test(after) && !SALARY_KEYWORD_RE.test(before)) continue;
    candidates.push(Math.max(0, money.index - 12));
    break;
  }
  const lpa = /\d[\d.,]*\s*(?:-|–|—|to)?\s*[\d.,]*\s*(lpa|lakhs?|lacs?|crores?|L\b)/i.exec(text);
  if (lpa && !NOT_SALARY_BEFORE_RE.test(text.slice(Math.max(0, lpa.index - 40), lpa.index)) && !NOT_SALARY_AFTER_RE.test(text.slice(lpa.index + lpa[0].length))) {
    candidates.push(Math.max(0, lpa.index - 12));
  }
  for (const start of candidates.sort((a, b) => a - b)) {
    const w = text.slice(start, start + 90);
    if (/\d/.test(w) && (currencyOfText(w) || /\b(lpa|lakhs?|lacs?|crores?)\b/i.test(w) || /\d\s?L\b/.test(w) || (keyword && bareAllowed))) return w;
  }
  return null;
}

/** Without a stated period: a large amount is yearly, a small one hourly, else monthly (the region's norm). */
function guessPeriod(currency: string, amount: number): SalaryPeriod {
  const monthlyCeiling: Record<string, number> = { INR: 600000, PHP: 500000, KWD: 8000, OMR: 8000, BHD: 8000 };
  const ceiling = monthlyCeiling[currency] ?? 60000;
  if (amount > ceiling) return 'year';
  if (amount > 0 && amount < ceiling / 600) return 'hour';
  return 'month';
}

/** A salary from structured fields (a provider's min/max/currency/interval), validated; null when unusable. */
export function salaryFromFields(
  min: unknown,
  max: unknown,
  currency: unknown,
  period: SalaryPeriod | null,
): Salary | null {
  const num = (v: unknown) => {
    const n = typeof v === 'string' ? Number(v.replace(/[,\s]/g, '')) : typeof v === 'number' ? v : NaN;
    return Number.isFinite(n) && n > 0 ? clean(n) : null;
  };
  let lo = num(min);
  let hi = num(max);
  if (lo === null && hi === null) return null;
  if (typeof currency !== 'string' || !/^[A-Za-z]{3}$/.test(currency.trim())) return null;
  if (lo !== null && hi !== null && lo > hi) [lo, hi] = [hi, lo];
  const code = currency.trim().toUpperCase();
  return { min: lo, max: hi, currency: code, period: period ?? guessPeriod(code, hi ?? lo ?? 0) };
}
