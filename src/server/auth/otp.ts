import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/client';
import { ApiError } from '../lib/errors';

export type OtpPurpose = 'verify_email' | 'reset_password' | 'verify_phone';

/** One-time codes: 6 digits, stored as an HMAC, expiring, locked after a few wrong tries. */
export class OtpService {
  /** Compared against when there is no code to check, so a missing code costs what a wrong one does. */
  private readonly dummyHash = crypto.randomBytes(32);

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly ttlSeconds: number,
    readonly maxAttempts: number,
  ) {}

  private hash(challenge: string, code: string): string {
    return crypto.createHmac('sha256', this.secret).update(`${challenge}:${code}`).digest('hex');
  }

  /** A fresh challenge id (drawn before the answer; create() stores it later). */
  newChallenge(): string {
    return crypto.randomBytes(18).toString('base64url');
  }

  /** Creates a new challenge (earlier open ones of the same purpose are closed) and returns it with its code. */
  async create(candidateId: number, purpose: OtpPurpose, challenge = this.newChallenge()): Promise<{ challenge: string; code: string }> {
    return this.store(this.db, candidateId, purpose, challenge);
  }

  /**
   * Creates a challenge unless `limit` codes of this purpose were issued to the candidate in the last `seconds`
   * (null: none left). The count and the insert run under a lock of the candidate's row, so requests answered at the
   * same time (their codes are issued after the answer, concurrently) cannot all pass the count.
   */
  async createWithin(
    candidateId: number,
    purpose: OtpPurpose,
    limit: { codes: number; seconds: number },
    challenge = this.newChallenge(),
  ): Promise<{ challenge: string; code: string } | null> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM candidates WHERE id = $1 FOR UPDATE', [candidateId]);
      const [{ n }] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM otp_challenges WHERE candidate_id = $1 AND purpose = $2 AND created_at > now() - make_interval(secs => $3)`,
        [candidateId, purpose, limit.seconds],
      );
      return n < limit.codes ? this.store(tx, candidateId, purpose, challenge) : null;
    });
  }

  /**
   * The newest code of this purpose that can still be answered (not used, not expired, not locked): logging in again
   * soon after registering points to the code the registration e-mail gave instead of replacing it.
   */
  async openChallenge(candidateId: number, purpose: OtpPurpose): Promise<string | null> {
    const [row] = await this.db.query<{ challenge: string }>(
      `SELECT challenge FROM otp_challenges WHERE candidate_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at >= now() AND attempts < $3
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [candidateId, purpose, this.maxAttempts],
    );
    return row?.challenge ?? null;
  }

  private async store(db: Queryable, candidateId: number, purpose: OtpPurpose, challenge: string): Promise<{ challenge: string; code: string }> {
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await db.query(`UPDATE otp_challenges SET used_at = now() WHERE candidate_id = $1 AND purpose = $2 AND used_at IS NULL`, [
      candidateId,
      purpose,
    ]);
    await db.query(
      `INSERT INTO otp_challenges (challenge, candidate_id, purpose, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [challenge, candidateId, purpose, this.hash(challenge, code), this.ttlSeconds],
    );
    return { challenge, code };
  }

  /**
   * Checks a code. `challenge` null means the newest code of the candidate. With `openOnly` (the default without a
   * challenge) a used, expired or locked code is not looked at, and an unknown candidate (null), unknown challenge or
   * no open code costs the same work as a wrong code, so the answer takes as long for every address.
   * Throws 400 {status:'error'} for a wrong code, 410 {status:'expired'}, 429 {status:'locked'}.
   */
  async verify(candidateId: number | null, purpose: OtpPurpose, challenge: string | null, code: string, openOnly = challenge === null): Promise<void> {
    const rows = await this.db.query<{ id: number; challenge: string; code_hash: string; attempts: number; expired: boolean; used: boolean }>(
      `SELECT id, challenge, code_hash, attempts, expires_at < now() AS expired, used_at IS NOT NULL AS used
       FROM otp_challenges WHERE candidate_id = $1 AND purpose = $2
         AND ($3::text IS NULL OR challenge = $3)
         AND (NOT $5::boolean OR (used_at IS NULL AND expires_at >= now() AND attempts < $4))
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [candidateId ?? 0, purpose, challenge, this.maxAttempts, openOnly],
    );
    const row = rows[0];
    const invalid = () => new ApiError(400, { status: 'error', message: 'Invalid OTP. Please check the code and try again.' });
    if (!row && !openOnly) throw invalid();
    if (row && row.attempts >= this.maxAttempts) {
      throw new ApiError(429, { status: 'locked', message: 'Too many wrong codes. Please request a new OTP.' });
    }
    if (row && (row.used || row.expired)) throw new ApiError(410, { status: 'expired', message: 'This OTP has expired. Please request a new one.' });
    const expected = row ? Buffer.from(row.code_hash, 'hex') : this.dummyHash;
    const given = Buffer.from(this.hash(row?.challenge ?? 'no-challenge', code), 'hex');
    if (!row || !crypto.timingSafeEqual(expected, given)) {
      const [counted] = await this.db.query<{ attempts: number }>(
        'UPDATE otp_challenges SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
        [row?.id ?? 0],
      );
      if (!counted) throw invalid();
      const { attempts } = counted;
      if (attempts >= this.maxAttempts) {
        throw new ApiError(429, { status: 'locked', message: 'Too many wrong codes. Please request a new OTP.' });
      }
      throw new ApiError(400, {
        status: 'error',
        message: `Invalid OTP. ${this.maxAttempts - attempts} attempt${this.maxAttempts - attempts === 1 ? '' : 's'} left.`,
      });
    }
    // Single use: a concurrent second use of the same code loses here.
    const used = await this.db.query('UPDATE otp_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id]);
    if (used.length === 0) throw new ApiError(410, { status: 'expired', message: 'This OTP has expired. Please request a new one.' });
  }

  /** Codes of one purpose issued to the candidate within the last `seconds` (mails sent, whoever asked). */
  /** The candidate a challenge belongs to (for `verify_email/{challenge}/`). */
  async candidateOf(challenge: string): Promise<number | null> {
    const rows = await this.db.query<{ candidate_id: number }>('SELECT candidate_id FROM otp_challenges WHERE challenge = $1', [challenge]);
    return rows[0]?.candidate_id ?? null;
  }
}
