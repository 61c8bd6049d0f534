import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Queryable } from '../db/client';
import { tokenNotValid } from '../lib/errors';

/**
 * SimpleJWT-like tokens: short-lived access, rotating refresh tokens with an outstanding list and a blacklist, and
 * login families (OAuth 2.0 Security BCP, refresh token rotation): every pair a login's rotations issue shares one
 * family id, carried by the access token too. Presenting a refresh token that was already rotated revokes the whole
 * family, so whoever used a stolen token first loses the session as well. A revoked family's access tokens stop at once.
 */
export interface TokenPair {
  access: string;
  refresh: string;
  access_lifetime: number;
}

interface Claims {
  token_type: 'access' | 'refresh';
  user_id: number;
  jti: string;
  /** The login family (absent on tokens issued before families existed). */
  fam?: string;
  exp: number;
  iat: number;
}

export interface AccessIdentity {
  candidateId: number;
  family: string;
}

/** Why a family ended (security_events and login_families.revoked_reason). */
export type RevokeReason = 'logout' | 'token_reuse' | 'password_reset' | 'password_change' | 'signed_out_elsewhere';

export class TokenService {
  /** Called when a rotated refresh token comes back (the security log records it). */
  onReuse: ((candidateId: number, family: string) => Promise<void>) | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly secret: string,
    readonly accessLifetime: number,
    readonly refreshLifetime: number,
  ) {}

  private sign(type: 'access' | 'refresh', userId: number, family: string, lifetime: number): { token: string; jti: string; exp: Date } {
    const jti = crypto.randomBytes(16).toString('hex');
    const token = jwt.sign({ token_type: type, user_id: userId, jti, fam: family }, this.secret, { algorithm: 'HS256', expiresIn: lifetime });
    return { token, jti, exp: new Date(Date.now() + lifetime * 1000) };
  }

  private decode(token: string, type: 'access' | 'refresh'): Claims | null {
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ['HS256'] }) as Partial<Claims>;
      if (claims.token_type !== type || typeof claims.user_id !== 'number' || typeof claims.jti !== 'string') return null;
      if (claims.fam !== undefined && typeof claims.fam !== 'string') return null;
      return claims as Claims;
    } catch {
      return null;
    }
  }

  /** A new login: a new family (with the browser's user agent) and its first pair. */
  async issue(userId: number, userAgent = ''): Promise<TokenPair> {
    const family = crypto.randomBytes(16).toString('hex');
    await this.db.query(
      `INSERT INTO login_families (id, candidate_id, user_agent, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [family, userId, userAgent.slice(0, 400), this.refreshLifetime],
    );
    return this.issueIn(userId, family);
  }

  private async issueIn(userId: number, family: string): Promise<TokenPair> {
    const access = this.sign('access', userId, family, this.accessLifetime);
    const refresh = this.sign('refresh', userId, family, this.refreshLifetime);
    await this.db.query('INSERT INTO outstanding_tokens (jti, candidate_id, expires_at, family) VALUES ($1, $2, $3, $4)', [
      refresh.jti,
      userId,
      refresh.exp,
      family,
    ]);
    return { access: access.token, refresh: refresh.token, access_lifetime: this.accessLifetime };
  }

  /** The candidate and family of a valid access token whose family is live, or the 401 of api/types.ts. */
  async verifyAccess(token: string): Promise<AccessIdentity> {
    const claims = this.decode(token, 'access');
    const invalid = () => tokenNotValid('Given token not valid for any token type', 'AccessToken');
    if (!claims || !claims.fam) throw invalid();
    const rows = await this.db.query<{ stale: boolean }>(
      `SELECT last_used_at < now() - interval '60 seconds' AS stale FROM login_families
       WHERE id = $1 AND candidate_id = $2 AND revoked_at IS NULL`,
      [claims.fam, claims.user_id],
    );
    if (!rows[0]) throw invalid();
    // "Last used" of the session, written at most once a minute per login.
    if (rows[0].stale) await this.db.query('UPDATE login_families SET last_used_at = now() WHERE id = $1', [claims.fam]);
    return { candidateId: claims.user_id, family: claims.fam };
  }

  /** Checks a refresh token: signature, expiry, type, that it is outstanding, not blacklisted, its family live. */
  async verifyRefresh(token: string): Promise<Claims> {
    const claims = this.decode(token, 'refresh');
    if (!claims) throw tokenNotValid('Token is invalid or expired', 'RefreshToken');
    const rows = await this.db.query<{ outstanding: boolean; blacklisted: boolean; revoked: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM outstanding_tokens WHERE jti = $1) AS outstanding,
              EXISTS (SELECT 1 FROM blacklisted_tokens WHERE jti = $1) AS blacklisted,
              EXISTS (SELECT 1 FROM login_families WHERE id = $2 AND revoked_at IS NOT NULL) AS revoked`,
      [claims.jti, claims.fam ?? null],
    );
    if (!rows[0].outstanding) throw tokenNotValid('Token is invalid or expired', 'RefreshToken');
    if (rows[0].blacklisted || rows[0].revoked) throw tokenNotValid('Token is blacklisted', 'RefreshToken', 'Token is blacklisted');
    return claims;
  }

  /** Blacklists a refresh token; false when it was already blacklisted (a concurrent rotation or a replay). */
  async blacklist(jti: string): Promise<boolean> {
    const rows = await this.db.query('INSERT INTO blacklisted_tokens (jti) VALUES ($1) ON CONFLICT (jti) DO NOTHING RETURNING jti', [jti]);
    return rows.length === 1;
  }

  /**
   * Rotation: the old refresh token is blacklisted and a new pair issued in the same family. A refresh token that was
   * already rotated is a replay: its whole family is revoked (reported through onReuse) and the call refused.
   */
  async rotate(token: string): Promise<TokenPair> {
    const claims = this.decode(token, 'refresh');
    if (claims?.fam) {
      const [row] = await this.db.query<{ rotated: boolean; live: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM blacklisted_tokens WHERE jti = $1) AS rotated,
                EXISTS (SELECT 1 FROM login_families WHERE id = $2 AND revoked_at IS NULL) AS live`,
        [claims.jti, claims.fam],
      );
      if (row.rotated && row.live) await this.reuseDetected(claims.user_id, claims.fam);
    }
    const verified = await this.verifyRefresh(token);
    if (!(await this.blacklist(verified.jti))) {
      if (verified.fam) await this.reuseDetected(verified.user_id, verified.fam);
      throw tokenNotValid('Token is blacklisted', 'RefreshToken', 'Token is blacklisted');
    }
    if (!verified.fam) return this.issue(verified.user_id);
    await this.db.query(`UPDATE login_families SET last_used_at = now(), expires_at = now() + make_interval(secs => $2) WHERE id = $1`, [
      verified.fam,
      this.refreshLifetime,
    ]);
    return this.issueIn(verified.user_id, verified.fam);
  }

  private async reuseDetected(candidateId: number, family: string): Promise<void> {
    if (await this.revokeFamily(family, 'token_reuse')) await this.onReuse?.(candidateId, family);
  }

  /** Ends one login: its access tokens at once, its refresh tokens blacklisted. False when it had already ended. */
  async revokeFamily(family: string, reason: RevokeReason): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE login_families SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id`,
      [family, reason],
    );
    await this.db.query(`INSERT INTO blacklisted_tokens (jti) SELECT jti FROM outstanding_tokens WHERE family = $1 ON CONFLICT (jti) DO NOTHING`, [family]);
    return rows.length > 0;
  }

  /** Ends every login of a candidate, or every login but `except` (password change, "Sign out of other sessions"). */
  async revokeAll(userId: number, reason: RevokeReason = 'password_reset', except: string | null = null): Promise<number> {
    const rows = await this.db.query(
      `UPDATE login_families SET revoked_at = now(), revoked_reason = $2
       WHERE candidate_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR id <> $3) RETURNING id`,
      [userId, reason, except],
    );
    await this.db.query(
      `INSERT INTO blacklisted_tokens (jti) SELECT jti FROM outstanding_tokens
       WHERE candidate_id = $1 AND ($2::text IS NULL OR family IS DISTINCT FROM $2) ON CONFLICT (jti) DO NOTHING`,
      [userId, except],
    );
    return rows.length;
  }

  /** Live logins of a candidate, newest use first. */
  async sessions(userId: number): Promise<{ id: string; user_agent: string; created_at: Date; last_used_at: Date }[]> {
    return this.db.query(
      `SELECT id, user_agent, created_at, last_used_at FROM login_families
       WHERE candidate_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY last_used_at DESC, created_at DESC LIMIT 50`,
      [userId],
    );
  }

  /** Forgets expired tokens (the blacklist only needs live ones) and long-ended families. */
  async purgeExpired(): Promise<void> {
    await this.db.query(`DELETE FROM blacklisted_tokens WHERE jti IN (SELECT jti FROM outstanding_tokens WHERE expires_at < now())`);
    await this.db.query(`DELETE FROM outstanding_tokens WHERE expires_at < now()`);
    await this.db.query(`DELETE FROM login_families WHERE expires_at < now() - interval '30 days'`);
  }
}
