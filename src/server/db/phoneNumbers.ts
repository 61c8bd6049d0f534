import type { Queryable } from './client';
import { marketByCallingCode, marketByCountryId } from '../../shared/markets';
import { storedPhone } from '../../shared/phone';

/**
 * Migration 014's script step (issue 29): every stored phone number read again with libphonenumber-js. A number valid
 * for its calling code is rewritten in canonical form (national significant number, no trunk 0); one that is not, or
 * one saved with India's old fixed +91 by a candidate of another country (the Manila nurse's 9171234567 became
 * +91 9171234567), is kept as it was and marked for the candidate to check on My Profile: never guessed.
 */
export async function checkStoredPhoneNumbers(db: Queryable): Promise<{ checked: number; flagged: number }> {
  const rows = await db.query<{ id: number; code: string; number: string; country_id: number | null }>(
    `SELECT id, phone_number_code AS code, phone_number AS number, country_id FROM candidates WHERE phone_number <> ''`,
  );
  let flagged = 0;
  for (const r of rows) {
    const phone = storedPhone(r.code, r.number);
    const home = marketByCountryId(r.country_id);
    const codeMarket = marketByCallingCode(r.code);
    const check = !phone ? 'invalid' : r.code === '+91' && home && codeMarket?.code !== home.code ? 'country' : null;
    if (check) flagged += 1;
    await db.query('UPDATE candidates SET phone_check = $2, phone_number = $3 WHERE id = $1', [r.id, check, phone && !check ? phone.nationalNumber : r.number]);
  }
  return { checked: rows.length, flagged };
}
