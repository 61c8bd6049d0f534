import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config';
import { nonPublicKind, refusedAddress } from './addresses';
import { Fetcher } from './fetcher';

/** Issue 33: sources on loopback, private, link-local or metadata addresses are refused unless allowed. */
describe('non-public addresses', () => {
  it('names loopback, private, link-local, shared and reserved IPv4 and IPv6 addresses', () => {
    const cases: [string, string | null][] = [
      ['127.0.0.1', 'loopback'], ['127.8.9.10', 'loopback'], ['10.1.2.3', 'private'], ['172.16.0.1', 'private'], ['172.31.255.255', 'private'],
      ['192.168.1.1', 'private'], ['169.254.169.254', 'link-local (cloud metadata)'], ['100.64.0.1', 'shared (carrier NAT)'], ['0.0.0.0', 'this network'],
      ['224.0.0.1', 'multicast'], ['255.255.255.255', 'reserved'],
      ['::1', 'loopback'], ['::', 'unspecified'], ['fe80::1', 'link-local'], ['[fe80::1%eth0]', 'link-local'], ['fd00::1', 'private (unique local)'],
      ['::ffff:127.0.0.1', 'loopback'], ['::ffff:a9fe:a9fe', 'link-local (cloud metadata)'], ['64:ff9b::10.0.0.1', 'private'], ['ff02::1', 'multicast'],
      ['8.8.8.8', null], ['172.32.0.1', null], ['100.128.0.1', null], ['2606:4700::1111', null], ['::ffff:8.8.8.8', null], ['example.com', null],
    ];
    for (const [ip, kind] of cases) expect([ip, nonPublicKind(ip)]).toEqual([ip, kind]);
  });

  it('refuses a literal address and a name that resolves to one, not a public name or one that does not resolve', async () => {
    const lookup = async (host: string) => {
      if (host === 'metadata.example') return ['93.184.216.34', '169.254.169.254'];
      if (host === 'nowhere.example') throw new Error('ENOTFOUND');
      return ['93.184.216.34', '2606:2800:220:1::1'];
    };
    expect(await refusedAddress(new URL('http://169.254.169.254/latest/meta-data/'), lookup)).toBe('169.254.169.254 is a link-local (cloud metadata) address');
    expect(await refusedAddress(new URL('http://[::1]:8080/'), lookup)).toBe('::1 is a loopback address');
    expect(await refusedAddress(new URL('https://metadata.example/jobs'), lookup)).toBe('metadata.example resolves to a link-local (cloud metadata) address (169.254.169.254)');
    expect(await refusedAddress(new URL('https://boards.example/jobs'), lookup)).toBeNull();
    expect(await refusedAddress(new URL('https://nowhere.example/jobs'), lookup)).toBeNull();
  });

  it('INGEST_ALLOW_PRIVATE is off unless set', () => {
    expect(loadConfig({}, {}, false).ingestAllowPrivate).toBe(false);
    expect(loadConfig({ INGEST_ALLOW_PRIVATE: '1' }, {}, false).ingestAllowPrivate).toBe(true);
  });
});

describe('the fetcher and non-public addresses', () => {
  let server: http.Server;
  let base: string;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits++;
      if (req.url === '/hop') {
        res.writeHead(302, { location: '/feed' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fast = { minIntervalMs: 0, retries: 0, timeoutMs: 2000 };

  it('refuses a source on this machine with the reason, without sending a request', async () => {
    const before = hits;
    await expect(new Fetcher({ ...fast, allowPrivateAddresses: false }).get(`${base}/feed`)).rejects.toThrow(
      `${base}/feed: refused: 127.0.0.1 is a loopback address (set INGEST_ALLOW_PRIVATE=1 to allow it)`,
    );
    const named = `http://localhost:${new URL(base).port}/feed`;
    await expect(new Fetcher({ ...fast, allowPrivateAddresses: false, lookup: async () => ['127.0.0.1'] }).get(named)).rejects.toThrow(
      'refused: localhost resolves to a loopback address (127.0.0.1)',
    );
    expect(hits).toBe(before);
  });

  it('fetches them when allowed (the default of the Fetcher itself, INGEST_ALLOW_PRIVATE=1 for the server)', async () => {
    const doc = await new Fetcher({ ...fast, allowPrivateAddresses: true }).get(`${base}/hop`);
    expect(doc.body).toBe('[]');
  });
});
