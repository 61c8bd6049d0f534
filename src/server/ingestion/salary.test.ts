import { parseSalaryText, periodOfWord, salaryFromFields } from '../../shared/salary';

describe('parseSalaryText: the examples of issue 16', () => {
  it.each([
    ['₹12–18 LPA', { min: 1200000, max: 1800000, currency: 'INR', period: 'year' }],
    ['INR 50,000 per month', { min: 50000, max: 50000, currency: 'INR', period: 'month' }],
    ['AED 8,000 - 10,000/month', { min: 8000, max: 10000, currency: 'AED', period: 'month' }],
    ['SGD 5.1k–7.2k monthly', { min: 5100, max: 7200, currency: 'SGD', period: 'month' }],
    ['PHP 35,000 monthly', { min: 35000, max: 35000, currency: 'PHP', period: 'month' }],
    ['up to QAR 12,000', { min: null, max: 12000, currency: 'QAR', period: 'month' }],
  ])('%s', (text, expected) => {
    expect(parseSalaryText(text)).toEqual(expected);
  });
});

describe('parseSalaryText: common variants', () => {
  it.each([
    ['₹8 lakh p.a.', { min: 800000, max: 800000, currency: 'INR', period: 'year' }],
    ['INR 8 - 12 lakhs per annum', { min: 800000, max: 1200000, currency: 'INR', period: 'year' }],
    ['CTC: 10L to 14L', { min: 1000000, max: 1400000, currency: 'INR', period: 'year' }],
    ['Rs. 1.2 crore per annum', { min: 12000000, max: 12000000, currency: 'INR', period: 'year' }],
    ['₹ 12,00,000 – 18,00,000 yearly', { min: 1200000, max: 1800000, currency: 'INR', period: 'year' }],
    ['S$ 90k to 120k per year', { min: 90000, max: 120000, currency: 'SGD', period: 'year' }],
    ['RM 4,500 – RM 6,000 a month', { min: 4500, max: 6000, currency: 'MYR', period: 'month' }],
    ['from MYR 4,500 monthly', { min: 4500, max: null, currency: 'MYR', period: 'month' }],
    ['₱ 600 per day', { min: 600, max: 600, currency: 'PHP', period: 'day' }],
    ['SGD 25 - 30 hourly', { min: 25, max: 30, currency: 'SGD', period: 'hour' }],
    ['USD 1,200 per week', { min: 1200, max: 1200, currency: 'USD', period: 'week' }],
    ['KWD 900–1,100/mo', { min: 900, max: 1100, currency: 'KWD', period: 'month' }],
    ['SAR 20,000 — 15,000 per month', { min: 15000, max: 20000, currency: 'SAR', period: 'month' }],
    ['Salary: AED 240,000 - 300,000 per annum', { min: 240000, max: 300000, currency: 'AED', period: 'year' }],
  ])('%s', (text, expected) => {
    expect(parseSalaryText(text)).toEqual(expected);
  });

  it('reads the salary inside HTML with entities and other numbers around it', () => {
    const html = '<p>We need 5+ years of React.</p><ul><li>Salary: SGD 5.1k&ndash;7.2k monthly</li><li>2 days WFH</li></ul>';
    expect(parseSalaryText(html)).toEqual({ min: 5100, max: 7200, currency: 'SGD', period: 'month' });
  });

  it('uses the default currency only when the text names an amount beside a salary word', () => {
    expect(parseSalaryText('Monthly salary 45,000 - 55,000', 'PHP')).toEqual({ min: 45000, max: 55000, currency: 'PHP', period: 'month' });
    expect(parseSalaryText('Monthly salary 45,000 - 55,000')).toBeNull();
    expect(parseSalaryText('Salary: competitive. 5 years of experience.', 'INR')).toBeNull();
  });

  it('answers null when no salary is stated', () => {
    expect(parseSalaryText('')).toBeNull();
    expect(parseSalaryText('Competitive pay and great benefits')).toBeNull();
    expect(parseSalaryText('Join our team of 250 engineers in 12 cities')).toBeNull();
    expect(parseSalaryText('3 to 5 years experience required')).toBeNull();
  });

  it('guesses the period from the amount when none is stated', () => {
    expect(parseSalaryText('INR 1,800,000')?.period).toBe('year');
    expect(parseSalaryText('AED 9,000')?.period).toBe('month');
  });
});

describe('structured salaries', () => {
  it('validates provider fields and normalises the interval word', () => {
    expect(salaryFromFields(60000, 90000, 'usd', periodOfWord('per-year-salary'))).toEqual({ min: 60000, max: 90000, currency: 'USD', period: 'year' });
    expect(salaryFromFields('8,000', null, 'AED', periodOfWord('MONTH'))).toEqual({ min: 8000, max: null, currency: 'AED', period: 'month' });
    expect(salaryFromFields(null, null, 'AED', 'month')).toBeNull();
    expect(salaryFromFields(5000, 6000, 'dirhams', 'month')).toBeNull();
    expect(salaryFromFields(-1, 'abc', 'SGD', 'month')).toBeNull();
    expect(periodOfWord('hourly')).toBe('hour');
    expect(periodOfWord('per-day-wage')).toBe('day');
    expect(periodOfWord('unknown')).toBeNull();
  });
});

describe('parseSalaryText: no salary stated, and amounts that are not a salary (issue 35)', () => {
  it.each(['Competitive', 'Negotiable', 'As per industry standards', 'Best in industry', 'Attractive', 'Salary: Competitive', 'CTC: Negotiable', 'Salary: as per industry standards'])(
    '"%s" states no salary',
    (text) => expect(parseSalaryText(text, 'SGD')).toBeNull(),
  );

  it('does not read the rest of the text once the salary is said to be competitive', () => {
    expect(parseSalaryText('Salary: Competitive. You will serve clients with at least SGD 5 million in investable assets.', 'SGD')).toBeNull();
  });

  it('never reads an amount outside a salary context as a salary', () => {
    expect(parseSalaryText('Relationship manager for clients with at least SGD 5 million in investable assets. Great team and culture.')).toBeNull();
    expect(parseSalaryText('A company turnover of ₹500 crore. We are a leading manufacturer with offices across India and a strong team.')).toBeNull();
    expect(parseSalaryText('Join our 200-person team: we raised USD 20 million last year and build payments across Asia.')).toBeNull();
  });

  it('still reads the salary beside such amounts, and short salary fields', () => {
    expect(parseSalaryText('We manage AED 2 billion of assets for our clients. Pay: AED 12,000 per month for the right person.')).toEqual({ min: 12000, max: 12000, currency: 'AED', period: 'month' });
    expect(parseSalaryText('PAY SCALE : $25/hr')).toEqual({ min: 25, max: 25, currency: 'USD', period: 'hour' });
    expect(parseSalaryText('COMPENSATION package: $9.47/hour')).toEqual({ min: 9.47, max: 9.47, currency: 'USD', period: 'hour' });
    expect(parseSalaryText('Care for patients in a 24-bed ICU. PHP 35,000 monthly plus night differential.')).toEqual({ min: 35000, max: 35000, currency: 'PHP', period: 'month' });
  });
});
