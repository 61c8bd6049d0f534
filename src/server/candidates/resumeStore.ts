import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Résumés are private: stored under uploadsDir/.private/resume/ (a dot folder the public /uploads/ route never serves)
 * and handed only to their owner, either streamed on an authenticated call or through a short-lived signed link bound
 * to the candidate, the file and an expiry (a link stops working when it expires or the résumé is replaced).
 */
export const RESUME_LINK_SECONDS = 600;

const PRIVATE = '.private';

function privateRoot(uploadsDir: string): string {
  return path.join(uploadsDir, PRIVATE);
}

/** Stores a résumé; returns its key ('resume/<candidate>-<random>.<ext>') for candidates.resume_file. */
export function storeResume(uploadsDir: string, candidateId: number, ext: string, data: Buffer): string {
  const dir = path.join(privateRoot(uploadsDir), 'resume');
  fs.mkdirSync(dir, { recursive: true, mode: 0o750 });
  const name = `${candidateId}-${crypto.randomBytes(12).toString('hex')}.${ext}`;
  fs.writeFileSync(path.join(dir, name), data, { mode: 0o640 });
  return `resume/${name}`;
}

/** The file of a key, or null for a key outside the private résumé folder. */
export function resumeFile(uploadsDir: string, key: string | null): string | null {
  if (!key || !/^resume\/\d+-[0-9a-f]+\.(pdf|doc|docx)$/.test(key)) return null;
  return path.join(privateRoot(uploadsDir), key);
}

/** The file of a résumé key relative to uploadsDir ('.private/resume/<name>'), or null for a key outside the store. */
export function resumeRelativePath(key: string | null): string | null {
  return resumeFile('', key) === null ? null : `${PRIVATE}/${key}`;
}

/**
 * Start-up: résumés stored by earlier versions under the public uploads/resume/ move to the private store (migration
 * 007 moved their keys to candidates.resume_file). Returns how many files moved.
 */
export function moveLegacyResumes(uploadsDir: string): number {
  const legacy = path.join(uploadsDir, 'resume');
  if (!fs.existsSync(legacy)) return 0;
  const target = path.join(privateRoot(uploadsDir), 'resume');
  fs.mkdirSync(target, { recursive: true, mode: 0o750 });
  let moved = 0;
  for (const name of fs.readdirSync(legacy)) {
    fs.renameSync(path.join(legacy, name), path.join(target, name));
    moved += 1;
  }
  fs.rmSync(legacy, { recursive: true, force: true });
  return moved;
}

function signature(secret: string, candidateId: number, expires: number, key: string): string {
  return crypto.createHmac('sha256', secret).update(`resume:${candidateId}:${expires}:${key}`).digest('base64url');
}

/** A signed token for the owner's résumé link: `<candidate>.<expiry>.<signature>`. */
export function signResumeToken(secret: string, candidateId: number, key: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + RESUME_LINK_SECONDS;
  return `${candidateId}.${expires}.${signature(secret, candidateId, expires, key)}`;
}

/** The candidate id of a token, if well-formed and unexpired (the signature is checked against the current key). */
export function parseResumeToken(token: string): { candidateId: number; expires: number; sig: string } | null {
  const m = /^(\d{1,9})\.(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expires = Number(m[2]);
  if (expires * 1000 < Date.now()) return null;
  return { candidateId: Number(m[1]), expires, sig: m[3] };
}

export function resumeTokenMatches(secret: string, t: { candidateId: number; expires: number; sig: string }, key: string): boolean {
  const expected = Buffer.from(signature(secret, t.candidateId, t.expires, key));
  const given = Buffer.from(t.sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** The owner's download link for a key: /v1/candidates/resume/<signed token>. */
export function resumeLink(secret: string, candidateId: number, key: string): string {
  return `/v1/candidates/resume/${signResumeToken(secret, candidateId, key)}`;
}
