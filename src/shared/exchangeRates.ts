/**
 * The exchange rates this release ships (docs/trust.md, "Exchange rates"). What the product reads is the database's
 * dated `exchange_rates` table (migration 009, server/trust/exchangeRates.ts): start-up writes these rows over older
 * ones, and every conversion (the "≈" figures, the minimum-salary filter and sort, the digests, the trust rules) uses
 * the table. Approximate figures for a candidate's orientation, never for payment: refresh the table's rows and
 * their date, or ship a newer table here.
 */
export interface ExchangeRateTable {
  /** The day the rates were taken (ISO date). */
  takenOn: string;
  /** Where they come from, in words a reader can check. */
  source: string;
  /** Units of each currency that one US dollar buys (ISO 4217 code → rate). */
  unitsPerUsd: Readonly<Record<string, number>>;
}

/**
 * IMF representative rates of 30 March 2026 ("Currency units per SDR", as published daily by the IMF; SDR per
 * currency ÷ SDR per US dollar 0.736488). SGD from the Brunei dollar's IMF rate (the two are interchangeable at par
 * by the Brunei–Singapore Currency Interchangeability Agreement). AED, OMR and BHD are the central banks' fixed pegs
 * (CBUAE 3.6725, CBO 0.3845, CBB 0.376); SAR and QAR come out of the IMF table at their pegs (3.75, 3.64).
 */
export const EXCHANGE_RATES: ExchangeRateTable = {
  takenOn: '2026-03-30',
  source: 'IMF representative rates (SDR table) of 30 Mar 2026; central-bank pegs for AED, OMR, BHD',
  unitsPerUsd: {
    USD: 1,
    INR: 94.6605,
    PHP: 60.3872,
    MYR: 4.0215,
    SGD: 1.2876,
    AED: 3.6725,
    SAR: 3.75,
    QAR: 3.64,
    KWD: 0.30695,
    OMR: 0.3845,
    BHD: 0.376,
  },
};

/** `amount` of `from` in `to`, or null when either currency is missing from the table. */
export function convertAmount(amount: number, from: string, to: string, rates: ExchangeRateTable = EXCHANGE_RATES): number | null {
  if (from === to) return amount;
  const fromRate = rates.unitsPerUsd[from];
  const toRate = rates.unitsPerUsd[to];
  if (!fromRate || !toRate) return null;
  return (amount / fromRate) * toRate;
}
