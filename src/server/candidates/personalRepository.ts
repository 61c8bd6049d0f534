import type { Queryable } from '../db/client';

/** A candidate's personal information as stored (issue 29: editable on My Profile, as registration took it). */
export interface PersonalRow {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  country: number;
  current_location: number;
  phone_number_code: string;
  phone_number: string;
}

/** The personal information's SQL: the place checks registration and the profile share, and the update. */
export const personalRepository = {
  async countryExists(db: Queryable, id: number): Promise<boolean> {
    return (await db.query('SELECT id FROM countries WHERE id = $1', [id])).length > 0;
  },

  /** The country of a city, or null for an unknown city. */
  async countryOfCity(db: Queryable, cityId: number): Promise<number | null> {
    const rows = await db.query<{ country_id: number }>('SELECT country_id FROM cities WHERE id = $1', [cityId]);
    return rows[0]?.country_id ?? null;
  },

  /** Saves the personal information; a number saved here is read, so any earlier doubt about it ends. */
  async update(db: Queryable, candidateId: number, p: PersonalRow): Promise<void> {
    // Issue 33: a WhatsApp code sent to the number being replaced cannot prove the new one.
    await db.query(
      `UPDATE otp_challenges SET used_at = now() WHERE candidate_id = $1 AND purpose = 'verify_phone' AND used_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM candidates WHERE id = $1 AND phone_number_code = $2 AND phone_number = $3)`,
      [candidateId, p.phone_number_code, p.phone_number],
    );
    await db.query(
      `UPDATE candidates SET first_name = $2, last_name = $3, date_of_birth = $4, country_id = $5, current_location_id = $6,
              phone_number_code = $7, phone_number = $8, phone_check = NULL WHERE id = $1`,
      [candidateId, p.first_name, p.last_name, p.date_of_birth, p.country, p.current_location, p.phone_number_code, p.phone_number],
    );
  },
};
