import crypto from 'node:crypto';
import type { Queryable } from '../db/client';

/** Kinds of events shown to the candidate as "Recent security activity". */
export type SecurityEventKind =
  | 'login'
  | 'login_failed'
  | 'otp_locked'
  | 'password_reset'
  | 'password_changed'
  | 'token_reuse'
  | 'signed_out_others';

export const SECURITY_EVENT_LIMIT = 20;

/** `login`: wrong passwords at login; `password`: wrong current passwords in a session; `code`: wrong one-time codes. */
export type FailureKind = 'login' | 'password' | 'code';

export interface SecurityEvent {
  kind: SecurityEventKind;
  detail: string;
  created_at: string;
}

/** The auth domain's security log and per-account failure counters (SQL of security_events and auth_failures). */
export class SecurityLog {
  constructor(
    private readonly db: Queryable,
    private readonly secret: string,
  ) {}

  async record(candidateId: number, kind: SecurityEventKind, detail = ''): Promise<void> {
    await this.db.query('INSERT INTO security_events (candidate_id, kind, detail) VALUES ($1, $2, $3)', [candidateId, kind, detail.slice(0, 300)]);
  }

  async recent(candidateId: number, limit = SECURITY_EVENT_LIMIT): Promise<SecurityEvent[]> {
    const rows = await this.db.query<{ kind: SecurityEventKind; detail: string; created_at: Date }>(
      'SELECT kind, detail, created_at FROM security_events WHERE candidate_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
      [candidateId, limit],
    );
    return rows.map((r) => ({ kind: r.kind, detail: r.detail, created_at: new Date(r.created_at).toISOString() }));
  }

  /** The throttle key of an e-mail address: the same for known and unknown accounts, never the address itself. */
  accountKey(email: string): string {
    return crypto.createHmac('sha256', this.secret).update(`account:${email.trim().toLowerCase()}`).digest('hex');
  }

  /** The throttle key of one known browser (deviceTrust.ts) of an account: its failures count apart from strangers'. */
  deviceKey(accountKey: string, device: string): string {
    return crypto.createHmac('sha256', this.secret).update(`device:${device}:${accountKey}`).digest('hex');
  }

  /** Records a failure; with `seconds`, returns the failures of that key and kind in the window, this one included. */
  async failure(key: string, kind: FailureKind, seconds?: number): Promise<number> {
    await this.db.query('INSERT INTO auth_failures (account_key, kind) VALUES ($1, $2)', [key, kind]);
    return seconds === undefined ? 0 : this.failures(key, kind, seconds);
  }

  /** Failures of one account key and kind within the last `seconds`. */
  async failures(key: string, kind: FailureKind, seconds: number): Promise<number> {
    const [{ n }] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auth_failures WHERE account_key = $1 AND kind = $2 AND created_at > now() - make_interval(secs => $3)`,
      [key, kind, seconds],
    );
    return n;
  }

  async clearFailures(key: string, kind: FailureKind): Promise<void> {
    await this.db.query('DELETE FROM auth_failures WHERE account_key = $1 AND kind = $2', [key, kind]);
  }

  async purgeOld(): Promise<void> {
    await this.db.query(`DELETE FROM auth_failures WHERE created_at < now() - interval '1 day'`);
  }
}
