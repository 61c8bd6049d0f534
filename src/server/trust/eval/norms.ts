import type { SalaryNorm } from '../signals';
import type { Country, PayBand } from './listing';

/**
 * Monthly medians by country and pay band used as the "norm for its function and city" in the evaluation. The
 * product measures its norms on the catalogue (signals.ts, salaryNormFromSamples); these are round figures of the
 * same order as the seed's salaries (db/seed.ts) and public salary guides, fixed so the evaluation is repeatable.
 * entry: retail, warehouse, hospitality, call-centre and office-support roles; skilled: trades, nursing, sales,
 * accounts, teaching; professional: engineering, IT, finance, management.
 */
const MEDIANS: Readonly<Record<Country, { currency: string } & Record<PayBand, number>>> = {
  IN: { currency: 'INR', entry: 18000, skilled: 32000, professional: 75000 },
  PH: { currency: 'PHP', entry: 18000, skilled: 28000, professional: 60000 },
  MY: { currency: 'MYR', entry: 2200, skilled: 3500, professional: 7000 },
  SG: { currency: 'SGD', entry: 2500, skilled: 4000, professional: 7500 },
  AE: { currency: 'AED', entry: 2500, skilled: 6000, professional: 15000 },
  SA: { currency: 'SAR', entry: 2500, skilled: 6000, professional: 14000 },
  QA: { currency: 'QAR', entry: 2200, skilled: 5500, professional: 14000 },
  KW: { currency: 'KWD', entry: 200, skilled: 450, professional: 1100 },
  OM: { currency: 'OMR', entry: 180, skilled: 400, professional: 1000 },
  BH: { currency: 'BHD', entry: 180, skilled: 400, professional: 1000 },
};

/**
 * The norm where the job is paid: an agency in Manila advertising nurses for Riyadh at SAR 9,000 is measured against
 * Riyadh, as the product measures a job against its own city. Pay in a currency outside our markets (USD for ships
 * and rigs, GBP) has no norm, like a city the catalogue knows too little about.
 */
export function evalNorm(country: Country, band: PayBand, salaryCurrency: string | null): SalaryNorm | null {
  const where = salaryCurrency ? (Object.keys(MEDIANS) as Country[]).find((c) => MEDIANS[c].currency === salaryCurrency.toUpperCase()) : country;
  if (!where) return null;
  const row = MEDIANS[where];
  return { currency: row.currency, monthlyMedian: row[band] };
}
