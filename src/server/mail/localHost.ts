import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../config';

/** The names the local mailbox answers to besides loopback ones: the configured HOST and PUBLIC_URL's host. */
export interface LocalNames {
  host: string;
  publicUrl: string | null;
}

/** The host name of a Host header, lower case, without port or IPv6 brackets; '' when absent or malformed. */
export function hostName(header: string | undefined): string {
  const h = (header ?? '').trim().toLowerCase();
  const v6 = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(h);
  if (v6) return v6[1];
  const name = /^([a-z0-9_.-]+?)\.?(?::\d{1,5})?$/.exec(h);
  return name ? name[1] : '';
}

/** 0.0.0.0 and :: mean "every address" when listening, never a name a request may use. */
const WILDCARD = new Set(['0.0.0.0', '::', '']);

function publicName(publicUrl: string | null): string {
  if (!publicUrl) return '';
  try {
    return new URL(publicUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return '';
  }
}

/**
 * Issue 33, DNS rebinding: a web page on attacker.example can make the developer's browser resolve its own name to
 * 127.0.0.1 and read the answers, but the browser still sends `Host: attacker.example`. So the mailbox and the dev
 * outbox answer only a Host that is a loopback name or address (localhost, 127.0.0.0/8, [::1]), the configured HOST
 * or PUBLIC_URL's host.
 */
export function isLocalHostHeader(header: string | undefined, names: LocalNames): boolean {
  const name = hostName(header);
  if (WILDCARD.has(name)) return false;
  if (isLoopbackHost(name)) return true;
  const configured = names.host.replace(/^\[|\]$/g, '').toLowerCase();
  return (!WILDCARD.has(configured) && name === configured) || name === publicName(names.publicUrl);
}

export const MISDIRECTED = {
  status: 'error',
  message: 'This page answers only requests addressed to this machine (localhost or 127.0.0.1).',
  detail: 'Misdirected request: the Host header names another site.',
};

/** Answers 421 Misdirected Request (and returns true) when the request's Host is not one of ours. */
export function refuseForeignHost(req: FastifyRequest, reply: FastifyReply, names: LocalNames): boolean {
  if (isLocalHostHeader(req.headers.host, names)) return false;
  void reply.status(421).header('Cache-Control', 'no-store').send(MISDIRECTED);
  return true;
}
