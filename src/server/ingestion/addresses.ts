import dns from 'node:dns';
import net from 'node:net';

/**
 * Issue 33: a sources file is the operator's, but a URL in it (or a name that resolves) pointing at this machine, the
 * private network or a cloud metadata service (169.254.169.254) turns the ingester into a way to read them. Such
 * addresses are refused per source unless INGEST_ALLOW_PRIVATE allows them (fixtures on 127.0.0.1, an intranet ATS).
 */

const V4_BLOCKS: [string, number, string][] = [
  ['0.0.0.0', 8, 'this network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (carrier NAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const v4Number = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

function v4Kind(ip: string): string | null {
  const n = v4Number(ip);
  for (const [base, bits, kind] of V4_BLOCKS) {
    const size = 2 ** (32 - bits);
    const start = v4Number(base);
    if (n >= start && n < start + size) return kind;
  }
  return null;
}

/** The first 16-bit groups of an IPv6 address, expanded; the IPv4 address it embeds (::ffff:a.b.c.d) if any. */
function v6Parts(ip: string): { groups: number[]; v4: string | null } {
  const v4Tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  let text = ip;
  let v4: string | null = null;
  if (v4Tail) {
    v4 = v4Tail[1];
    const n = v4Number(v4);
    text = `${ip.slice(0, -v4.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail ? tail.split(':') : [];
  const fill = tail !== undefined ? Array(8 - h.length - t.length).fill('0') : [];
  return { groups: [...h, ...fill, ...t].map((g) => parseInt(g, 16)), v4 };
}

function v6Kind(ip: string): string | null {
  const { groups, v4 } = v6Parts(ip.toLowerCase());
  if (groups.every((g) => g === 0)) return 'unspecified';
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return 'loopback';
  // ::ffff:a.b.c.d (IPv4-mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address they carry.
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (mapped || nat64) return v4Kind(v4 ?? `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}`);
  if ((groups[0] & 0xffc0) === 0xfe80) return 'link-local';
  if ((groups[0] & 0xfe00) === 0xfc00) return 'private (unique local)';
  if ((groups[0] & 0xffc0) === 0xfec0) return 'site-local';
  if ((groups[0] & 0xff00) === 0xff00) return 'multicast';
  return null;
}

/** What kind of non-public address `ip` is ('loopback', 'private', 'link-local (cloud metadata)'…), or null. */
export function nonPublicKind(ip: string): string | null {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = net.isIP(bare);
  if (family === 4) return v4Kind(bare);
  if (family === 6) return v6Kind(bare);
  return null;
}

export type Lookup = (host: string) => Promise<string[]>;
export const systemLookup: Lookup = async (host) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Why a URL's host may not be fetched: it is, or resolves to, a non-public address. Null when every address is
 * public, and when the name does not resolve (the fetch then reports its own network error).
 */
export async function refusedAddress(url: URL, lookup: Lookup = systemLookup): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = nonPublicKind(host);
  if (literal) return `${host} is a ${literal} address`;
  if (net.isIP(host)) return null;
  let addresses: string[];
  try {
    addresses = await lookup(host);
  } catch {
    return null;
  }
  for (const a of addresses) {
    const kind = nonPublicKind(a);
    if (kind) return `${host} resolves to a ${kind} address (${a})`;
  }
  return null;
}
