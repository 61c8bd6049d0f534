import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Queryable } from '../db/client';
import { tokenNotValid } from '../lib/errors';

/** SimpleJWT-like tokens: short-lived access, rotating refresh tokens with an outstanding list and a blacklist. */
export interface TokenPair {
  access: string;
  refresh: string;
  access_lifetime: number;
}

interface Claims {
  token_type: 'access' | 'refresh';
  user_id: number;
  jti: string;
  exp: number;
  iat: number;
}

export class TokenService {
  constructor(
    private readonly db: Queryable,
    private readonly secret: string,
    readonly accessLifetime: number,
    readonly refreshLifetime: number,
  ) {}

  private sign(type: 'access' | 'refresh', userId: number, lifetime: number): { token: string; jti: string; exp: Date } {
    const jti = crypto.randomBytes(16).toString('hex');
    const token = jwt.sign({ token_type: type, user_id: userId, jti }, this.secret, { algorithm: 'HS256', expiresIn: lifetime });
    return { token, jti, exp: new Date(Date.now() + lifetime * 1000) };
  }

  private decode(token: string, type: 'access' | 'refresh'): Claims | null {
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ['HS256'] }) as Partial<Claims>;
      if (claims.token_type !== type || typeof claims.user_id !== 'number' || typeof claims.jti !== 'string') return null;
      return claims as Claims;
    } catch {
      return null;
    }
  }

  async issue(userId: number): Promise<TokenPair> {
    const access = this.sign('access', userId, this.accessLifetime);
    const refresh = this.sign('refresh', userId, this.refreshLifetime);
    await this.db.query('INSERT INTO outstanding_tokens (jti, candidate_id, expires_at) VALUES ($1, $2, $3)', [refresh.jti, userId, refresh.exp]);
    return { access: access.token, refresh: refresh.token, access_lifetime: this.accessLifetime };
  }

  /** The candidate id of a valid access token, or the 401 of api/types.ts. */
  verifyAccess(token: string): number {
    const claims = this.decode(token, 'access');
    if (!claims) throw tokenNotValid('Given token not valid for any token type', 'AccessToken');
    return claims.user_id;
  }

  /** Checks a refresh token: signature, expiry, type, and that it is outstanding and not blacklisted. */
  async verifyRefresh(token: string): Promise<Claims> {
    const claims = this.decode(token, 'refresh');
    if (!claims) throw tokenNotValid('Token is invalid or expired', 'RefreshToken');
    const rows = await this.db.query<{ outstanding: boolean; blacklisted: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM outstanding_tokens WHERE jti = $1) AS outstanding,
              EXISTS (SELECT 1 FROM blacklisted_tokens WHERE jti = $1) AS blacklisted`,
      [claims.jti],
    );
    if (!rows[0].outstanding) throw tokenNotValid('Token is invalid or expired', 'RefreshToken');
    if (rows[0].blacklisted) throw tokenNotValid('Token is blacklisted', 'RefreshToken', 'Token is blacklisted');
    return claims;
  }

  /** Blacklists a refresh token; false when it was already blacklisted (a concurrent rotation or a replay). */
  async blacklist(jti: string): Promise<boolean> {
    const rows = await this.db.query('INSERT INTO blacklisted_tokens (jti) VALUES ($1) ON CONFLICT (jti) DO NOTHING RETURNING jti', [jti]);
    return rows.length === 1;
  }

  /** Rotation: the old refresh token is blacklisted and a new pair issued. */
  async rotate(token: string): Promise<TokenPair> {
    const claims = await this.verifyRefresh(token);
    if (!(await this.blacklist(claims.jti))) throw tokenNotValid('Token is blacklisted', 'RefreshToken', 'Token is blacklisted');
    return this.issue(claims.user_id);
  }

  /** Revokes every refresh token of a candidate (password reset). */
  async revokeAll(userId: number): Promise<void> {
    await this.db.query(
      `INSERT INTO blacklisted_tokens (jti) SELECT jti FROM outstanding_tokens WHERE candidate_id = $1 ON CONFLICT (jti) DO NOTHING`,
      [userId],
    );
  }

  /** Forgets expired tokens (the blacklist only needs live ones). */
  async purgeExpired(): Promise<void> {
    await this.db.query(`DELETE FROM blacklisted_tokens WHERE jti IN (SELECT jti FROM outstanding_tokens WHERE expires_at < now())`);
    await this.db.query(`DELETE FROM outstanding_tokens WHERE expires_at < now()`);
  }
}
