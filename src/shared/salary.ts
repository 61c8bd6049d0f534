// A job's pay as the ingestion pipeline stores it (owned by the ingestion work; parsing lives there).
export type SalaryPeriod = 'year' | 'month' | 'week' | 'day' | 'hour';
export interface Salary { min: number | null; max: number | null; currency: string /* ISO 4217 */; period: SalaryPeriod }
