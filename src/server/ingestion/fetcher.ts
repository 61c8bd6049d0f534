import { refusedAddress, systemLookup, type Lookup } from './addresses';
import { SourceError } from './types';

/**
 * Bounded HTTP GET (and JSON POST) for outside documents: timeouts, retries with backoff, a size limit, a polite rate per host.
 * The rate holds across everything one Fetcher reads, so a run uses one Fetcher for all its sources.
 */
export interface FetcherOptions {
  /** Per request, ms (default 15 s). */
  timeoutMs?: number;
  /** Retries after a network error, a timeout, 429 or 5xx (default 2). */
  retries?: number;
  /** First backoff, ms; doubled each retry (default 500). */
  backoffMs?: number;
  /** Largest body read, bytes (default 20 MB: a large board with content=true). */
  maxBytes?: number;
  /** Least time between two requests to one host, ms (default 1000). */
  minIntervalMs?: number;
  /** Same-host redirects followed (default 3). */
  maxRedirects?: number;
  userAgent?: string;
  /** The clock and the wait of the polite rate and the backoff (tests pass virtual ones; default Date.now, setTimeout). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Fetch from loopback, private, link-local and other non-public addresses (default true here; the server, the CLI
   * and the schedule pass INGEST_ALLOW_PRIVATE, off by default: issue 33). Checked at every hop, after resolving.
   */
  allowPrivateAddresses?: boolean;
  /** Resolves a host name to its addresses (tests pass a fixed one; default the system resolver). */
  lookup?: Lookup;
}

export const USER_AGENT = 'VeriJobsBot/1.0 (+https://verijobs.example/about; jobs from employer sources)';

export interface FetchedDocument {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

export class Fetcher {
  private readonly opts: Required<FetcherOptions>;
  private readonly nextSlot = new Map<string, number>();
  requests = 0;

  constructor(opts: FetcherOptions = {}) {
    this.opts = {
      timeoutMs: opts.timeoutMs ?? 15_000,
      retries: opts.retries ?? 2,
      backoffMs: opts.backoffMs ?? 500,
      maxBytes: opts.maxBytes ?? 20 * 1024 * 1024,
      minIntervalMs: opts.minIntervalMs ?? 1000,
      maxRedirects: opts.maxRedirects ?? 3,
      userAgent: opts.userAgent ?? USER_AGENT,
      now: opts.now ?? Date.now,
      sleep: opts.sleep ?? sleep,
      allowPrivateAddresses: opts.allowPrivateAddresses ?? true,
      lookup: opts.lookup ?? systemLookup,
    };
  }

  /** GETs a document; throws SourceError with the reason when it cannot (after the retries). */
  get(url: string, accept = 'application/json, text/html;q=0.9, application/xml;q=0.8, */*;q=0.5'): Promise<FetchedDocument> {
    return this.withRetries(() => this.once(url, accept, null));
  }

  /**
   * POSTs a JSON body and reads the answer with the same limits, rate and same-host redirects as `get` (Workday's
   * careers sites list their jobs only by POST). A 301/302/303 continues as a GET, a 307/308 posts again.
   */
  post(url: string, body: unknown, accept = 'application/json'): Promise<FetchedDocument> {
    const json = JSON.stringify(body);
    return this.withRetries(() => this.once(url, accept, json));
  }

  /** This fetcher with another body limit (a source's `max_bytes`, docs/ingestion.md); the polite rate stays shared. */
  withMaxBytes(maxBytes: number): Fetcher {
    const view = Object.create(this) as Fetcher;
    Object.defineProperty(view, 'opts', { value: { ...this.opts, maxBytes } });
    return view;
  }

  private async withRetries(request: () => Promise<FetchedDocument>): Promise<FetchedDocument> {
    let attempt = 0;
    for (;;) {
      try {
        return await request();
      } catch (err) {
        const retryable = err instanceof RetryableError;
        if (!retryable || attempt >= this.opts.retries) throw err instanceof SourceError ? err : new SourceError((err as Error).message);
        await this.opts.sleep(this.opts.backoffMs * 2 ** attempt);
        attempt++;
      }
    }
  }

  private async once(startUrl: string, accept: string, jsonBody: string | null): Promise<FetchedDocument> {
    let url = parseHttpUrl(startUrl);
    let body = jsonBody;
    const origin = url.host;
    for (let hop = 0; ; hop++) {
      if (!this.opts.allowPrivateAddresses) {
        const why = await refusedAddress(url, this.opts.lookup);
        if (why) throw new SourceError(`${url.href}: refused: ${why} (set INGEST_ALLOW_PRIVATE=1 to allow it)`);
      }
      await this.politeWait(url.host);
      this.requests++;
      const ctrl = new AbortController();
      const timer = setTimeout(() => ctrl.abort(), this.opts.timeoutMs);
      let res: Response;
      try {
        const headers: Record<string, string> = { 'user-agent': this.opts.userAgent, accept };
        if (body !== null) headers['content-type'] = 'application/json';
        res = await fetch(url, { method: body === null ? 'GET' : 'POST', body: body ?? undefined, redirect: 'manual', signal: ctrl.signal, headers });
      } catch (err) {
        clearTimeout(timer);
        const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
        const detail = cause?.code ?? cause?.message ?? (err as Error).message;
        const reason = ctrl.signal.aborted ? `timed out after ${this.opts.timeoutMs} ms` : `network error: ${detail}`;
        throw new RetryableError(`${url.href}: ${reason}`);
      }
      try {
        if (res.status >= 300 && res.status < 400) {
          await res.body?.cancel();
          const location = res.headers.get('location');
          if (!location) throw new SourceError(`${url.href}: redirect without a location`);
          const next = new URL(location, url);
          // Never follow a redirect to another host: the source is the employer's, not wherever it points.
          if (next.host !== origin) throw new SourceError(`${url.href}: redirect to another host (${next.host}) not followed`);
          if (hop >= this.opts.maxRedirects) throw new SourceError(`${url.href}: too many redirects`);
          url = parseHttpUrl(next.href);
          if (res.status !== 307 && res.status !== 308) body = null;
          continue;
        }
        if (res.status === 429 || res.status >= 500) {
          await res.body?.cancel();
          throw new RetryableError(`${url.href}: HTTP ${res.status}`);
        }
        if (res.status !== 200) {
          await res.body?.cancel();
          throw new SourceError(`${url.href}: HTTP ${res.status}`);
        }
        const text = await this.readBounded(res, url.href, ctrl);
        return { url: url.href, status: res.status, contentType: res.headers.get('content-type') ?? '', body: text };
      } catch (err) {
        if (ctrl.signal.aborted && !(err instanceof SourceError)) throw new RetryableError(`${url.href}: timed out after ${this.opts.timeoutMs} ms`);
        throw err;
      } finally {
        clearTimeout(timer);
      }
    }
  }

  private async readBounded(res: Response, href: string, ctrl: AbortController): Promise<string> {
    const declared = Number(res.headers.get('content-length') ?? '0');
    if (declared > this.opts.maxBytes) {
      ctrl.abort();
      throw new SourceError(`${href}: response larger than ${this.opts.maxBytes} bytes`);
    }
    if (!res.body) return '';
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > this.opts.maxBytes) {
        await reader.cancel();
        throw new SourceError(`${href}: response larger than ${this.opts.maxBytes} bytes`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** Waits until this host's next slot (at least minIntervalMs after the previous request to it). */
  private async politeWait(host: string): Promise<void> {
    const now = this.opts.now();
    const slot = Math.max(now, this.nextSlot.get(host) ?? 0);
    this.nextSlot.set(host, slot + this.opts.minIntervalMs);
    if (slot > now) await this.opts.sleep(slot - now);
  }
}

class RetryableError extends Error {}

function parseHttpUrl(href: string): URL {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new SourceError(`not a URL: ${href}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SourceError(`only http(s) URLs are fetched: ${href}`);
  return url;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
