import type { Queryable } from '../db/client';
import { EXCHANGE_RATES, type ExchangeRateTable } from '../../shared/exchangeRates';

/** How long the server keeps the table read from the database before reading it again. */
const CACHE_MS = 5 * 60_000;

/**
 * The exchange-rate table kept in the database (migration 009, docs/trust.md "Exchange rates"): filled at start-up
 * from the rates the release ships unless the database holds newer ones, read by the minimum-salary filter, the salary
 * sort and GET /v1/exchange_rates (the app's "≈" figures), so every figure of a request comes from one table.
 */
export class ExchangeRates {
  private cached: { table: ExchangeRateTable; at: number } | null = null;

  constructor(private readonly db: Queryable) {}

  /** Writes the shipped rates over rows that are missing or older than them; rows dated later stay as they are. */
  async syncShipped(shipped: ExchangeRateTable = EXCHANGE_RATES): Promise<void> {
    const codes = Object.keys(shipped.unitsPerUsd);
    await this.db.query(
      `INSERT INTO exchange_rates (currency, units_per_usd, taken_on, source)
       SELECT c, r, $3::date, $4 FROM unnest($1::text[], $2::float8[]) AS t(c, r)
       ON CONFLICT (currency) DO UPDATE SET units_per_usd = EXCLUDED.units_per_usd, taken_on = EXCLUDED.taken_on, source = EXCLUDED.source
       WHERE exchange_rates.taken_on < EXCLUDED.taken_on`,
      [codes, codes.map((c) => shipped.unitsPerUsd[c]), shipped.takenOn, shipped.source],
    );
    this.cached = null;
  }

  /** The table as the database holds it (the oldest row's date and source describe it), kept CACHE_MS. */
  async current(): Promise<ExchangeRateTable> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.table;
    const rows = await this.db.query<{ currency: string; units_per_usd: string | number; taken_on: string | Date; source: string }>(
      'SELECT currency, units_per_usd, taken_on, source FROM exchange_rates ORDER BY taken_on, currency',
    );
    if (!rows.length) return EXCHANGE_RATES;
    const day = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10));
    const table: ExchangeRateTable = {
      takenOn: day(rows[0].taken_on),
      source: rows[0].source,
      unitsPerUsd: Object.fromEntries(rows.map((r) => [r.currency, Number(r.units_per_usd)])),
    };
    this.cached = { table, at: Date.now() };
    return table;
  }
}
