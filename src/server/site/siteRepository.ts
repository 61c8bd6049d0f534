import type { Queryable } from '../db/client';

export interface ContactRequest {
  full_name: string;
  email: string;
  phone_code: string;
  phone: string;
  location: string;
  message: string;
}

/** The site's SQL: callback requests and newsletter subscribers. */
export class SiteRepository {
  constructor(private readonly db: Queryable) {}

  async saveContactRequest(r: ContactRequest): Promise<void> {
    await this.db.query(
      'INSERT INTO contact_requests (full_name, email, phone_code, phone, location, message) VALUES ($1, $2, $3, $4, $5, $6)',
      [r.full_name, r.email, r.phone_code, r.phone, r.location, r.message],
    );
  }

  /** Idempotent: an address already subscribed stays as it is. */
  async subscribe(email: string): Promise<void> {
    await this.db.query('INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [email]);
  }
}
