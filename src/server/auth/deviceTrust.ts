import crypto from 'node:crypto';

/** The cookie that marks a browser where an account proved its password or inbox (docs/privacy.md). */
export const DEVICE_COOKIE = 'vj_device';
export const DEVICE_TRUST_DAYS = 180;
/** Accounts one browser remembers (a shared family computer), newest first. */
const MAX_ACCOUNTS = 5;
const ENTRY = /^([A-Za-z0-9_-]{12})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

/**
 * Known browsers of an account, kept in the browser only: each cookie entry is `nonce.expiry.mac`, the MAC binding
 * nonce, expiry and the account key, so the cookie names no account and cannot be forged or moved to another one.
 * A known browser gets failure budgets of its own, so strangers' guesses never lock its owner out.
 */
export class DeviceTrust {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = crypto.createHmac('sha256', secret).update('device-trust').digest();
  }

  private mac(nonce: string, expiry: number, accountKey: string): string {
    return crypto.createHmac('sha256', this.key).update(`${nonce}.${expiry}.${accountKey}`).digest('base64url').slice(0, 22);
  }

  private entries(cookie: string | undefined): { nonce: string; expiry: number; mac: string; raw: string }[] {
    if (!cookie || cookie.length > 400) return [];
    const now = Math.floor(Date.now() / 1000);
    return cookie
      .split('~')
      .slice(0, MAX_ACCOUNTS)
      .flatMap((raw) => {
        const m = ENTRY.exec(raw);
        return m && Number(m[2]) > now ? [{ nonce: m[1], expiry: Number(m[2]), mac: m[3], raw }] : [];
      });
  }

  /** The browser's id (nonce) when the cookie vouches for this account, else null. The same work for any account. */
  vouches(cookie: string | undefined, accountKey: string): string | null {
    let found: string | null = null;
    for (const e of this.entries(cookie)) {
      const ok = crypto.timingSafeEqual(Buffer.from(this.mac(e.nonce, e.expiry, accountKey)), Buffer.from(e.mac));
      if (ok && found === null) found = e.nonce;
    }
    return found;
  }

  /** The cookie value with this account's entry renewed (its browser id kept) and put first. */
  remember(cookie: string | undefined, accountKey: string): string {
    const nonce = this.vouches(cookie, accountKey) ?? crypto.randomBytes(9).toString('base64url');
    const expiry = Math.floor(Date.now() / 1000) + DEVICE_TRUST_DAYS * 24 * 3600;
    const others = this.entries(cookie).filter((e) => e.nonce !== nonce);
    return [`${nonce}.${expiry}.${this.mac(nonce, expiry, accountKey)}`, ...others.map((e) => e.raw)].slice(0, MAX_ACCOUNTS).join('~');
  }
}
