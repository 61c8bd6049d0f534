import type { Queryable } from '../db/client';

export interface Account {
  id: number;
  email: string;
  first_name: string;
  password_hash: string;
  email_verified: boolean;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  country: number;
  current_location: number;
  phone_number_code: string;
  phone_number: string;
}

/** The auth domain's SQL: candidate accounts as login, registration, verification and password reset see them. */
export class AccountRepository {
  constructor(private readonly db: Queryable) {}

  /** The account of an email address (case-insensitive), or null. */
  async findByEmail(email: string): Promise<Account | null> {
    const rows = await this.db.query<Account>(
      'SELECT id, password_hash, email_verified, first_name, email FROM candidates WHERE lower(email) = $1',
      [email],
    );
    return rows[0] ?? null;
  }

  /** Whether an account has this email address (case-insensitive, in any spelling): the start-up banner's demo account. */
  async existsByEmail(email: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM candidates WHERE lower(email) = lower($1)', [email])).length > 0;
  }

  async byId(id: number): Promise<Account | null> {
    const rows = await this.db.query<Account>('SELECT id, password_hash, email_verified, first_name, email FROM candidates WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  async emailOf(id: number): Promise<string | null> {
    const rows = await this.db.query<{ email: string }>('SELECT email FROM candidates WHERE id = $1', [id]);
    return rows[0]?.email ?? null;
  }

  async markVerified(id: number): Promise<void> {
    await this.db.query('UPDATE candidates SET email_verified = true WHERE id = $1', [id]);
  }

  /** A new password also proves the address (the code came by mail). */
  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE candidates SET password_hash = $2, email_verified = true WHERE id = $1', [id, passwordHash]);
  }

  /** Inserts an unverified account (on `tx` inside the registration's transaction); its id. */
  static async create(tx: Queryable, a: NewAccount): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO candidates (email, password_hash, first_name, last_name, date_of_birth, country_id, current_location_id, phone_number_code, phone_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [a.email, a.passwordHash, a.first_name, a.last_name, a.date_of_birth, a.country, a.current_location, a.phone_number_code, a.phone_number],
    );
    return row.id;
  }
}
