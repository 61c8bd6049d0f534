import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Type detection by content (magic bytes), never by the name or the declared type. */
export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp' | 'bmp';
export type DocumentKind = 'pdf' | 'doc' | 'docx';

const startsWith = (data: Buffer, bytes: number[], offset = 0) => data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function detectImage(data: Buffer): ImageKind | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('BM')) && data.length >= 26 && data.readUInt32LE(2) <= data.length + 1024) return 'bmp';
  return null;
}

export function detectDocument(data: Buffer): DocumentKind | null {
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) && data.includes('[Content_Types].xml') && data.includes('word/')) return 'docx';
  return null;
}

export const CONTENT_TYPES: Record<ImageKind | DocumentKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Stores a file under uploadsDir/{folder}/ with an unguessable name; returns its public path under /uploads/. */
export function storeUpload(uploadsDir: string, folder: 'profile' | 'resume', candidateId: number, ext: string, data: Buffer): string {
  const dir = path.join(uploadsDir, folder);
  fs.mkdirSync(dir, { recursive: true });
  const name = `${candidateId}-${crypto.randomBytes(12).toString('hex')}.${ext}`;
  fs.writeFileSync(path.join(dir, name), data, { mode: 0o640 });
  return `/uploads/${folder}/${name}`;
}

/** The file of a public upload path, relative to uploadsDir ('profile/<name>'); null for a path outside it. */
export function uploadRelativePath(publicPath: string | null): string | null {
  if (!publicPath || !/^\/uploads\/profile\/[^/\\]+$/.test(publicPath)) return null;
  const name = publicPath.slice('/uploads/profile/'.length);
  return name === '.' || name === '..' ? null : `profile/${name}`;
}

/**
 * Removes a stored file by its path relative to uploadsDir (an upload or a résumé) and resolves once it is gone; a
 * missing file counts as removed. A path that leads outside uploadsDir removes nothing (there is nothing of ours).
 * Rejects when the file cannot be removed (the caller keeps it pending).
 */
export async function removeStoredFile(uploadsDir: string, relative: string): Promise<void> {
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return;
  await fs.promises.rm(file, { force: true });
}

/** A display name for a resume: the client's file name without path parts or odd characters. */
export function safeFileName(name: string, ext: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 120).trim();
  if (!base) return `resume.${ext}`;
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base.replace(/\.[^.]*$/, '')}.${ext}`;
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${+(n / 1024 / 1024).toFixed(1)} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} B`;
}
