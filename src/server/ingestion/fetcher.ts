import { refusedAddress, systemLookup, type Lookup } from './addresses';
import { SourceError } from './types';

/**
 * Bounded HTTP GET (and JSON POST) for outside documents: timeouts, retries with backoff, a size limit, a polite rate per host.
 * The rate holds across everything one Fetcher reads, so a run uses one Fetcher for all its sources.
 */
export interface FetcherOptions {
  /** Per request, ms (default 15 s); for `getStream`, until the headers and then between two chunks of the body. */
  timeoutMs?: number;
  /** Longest whole streamed read, ms (default 10 minutes: 256 MB at a slow 0.5 MB/s). */
  streamTimeoutMs?: number;
  /** Retries after a network error, a timeout, 429 or 5xx (default 2). */
  retries?: number;
  /** First backoff, ms; doubled each retry (default 500). */
  backoffMs?: number;
  /**
   * Largest body read whole into memory by `get` and `post`, bytes (default 20 MB: a large board with content=true).
   * Given here, it is the limit of streamed reads too unless `maxStreamBytes` is given as well.
   */
  maxBytes?: number;
  /**
   * Largest body read by `getStream`, bytes (default 256 MB, or `maxBytes` when only that is given). A streamed
   * reader keeps one record at a time, so memory does not grow with the document and the limit can be larger.
   */
  maxStreamBytes?: number;
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

/** A response whose body is handed over as it arrives (`Fetcher.getStream`). */
export interface StreamedResponse {
  url: string;
  status: number;
  contentType: string;
  /** The body's bytes as they arrive, counted against the limit; iterate it once. */
  body: AsyncIterable<Uint8Array>;
}

/** Default limits of whole and streamed reads (docs/ingestion.md, "Fetching"). */
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
export const DEFAULT_MAX_STREAM_BYTES = 256 * 1024 * 1024;

/** A response with its status checked (200), its body not yet read; `timer` is the request's timeout, still running. */
interface OpenResponse {
  url: URL;
  res: Response;
  ctrl: AbortController;
  timer: ReturnType<typeof setTimeout>;
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
      maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES,
      maxStreamBytes: opts.maxStreamBytes ?? opts.maxBytes ?? DEFAULT_MAX_STREAM_BYTES,
      streamTimeoutMs: opts.streamTimeoutMs ?? 600_000,
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

  /**
   * GETs a document and hands its body to `consume` as it arrives (a streaming parser), with the limits, same-host
   * redirects, address checks and polite rate of `get`. Retries happen only before the body starts; once `consume`
   * runs, a failure is final. The body is cut with the "response larger than N bytes" SourceError when it passes
   * the streamed limit, with a SourceError when the connection is lost or goes silent; that error, not the
   * consumer's own, is what this rejects with. What `consume` returns is the result.
   */
  async getStream<T>(
    url: string,
    consume: (response: StreamedResponse) => Promise<T>,
    accept = 'application/json, text/html;q=0.9, */*;q=0.5',
  ): Promise<T> {
    const open = await this.withRetries(() => this.open(url, accept, null));
    const { res, ctrl, timer } = open;
    const href = open.url.href;
    const limit = this.opts.maxStreamBytes;
    const started = this.opts.now();
    // The error the fetcher cut the body with: it wins over whatever the consumer makes of the cut.
    let failure: SourceError | null = null;
    const fail = (message: string): SourceError => {
      failure ??= new SourceError(`${href}: ${message}`);
      ctrl.abort();
      return failure;
    };
    // From here the request's timeout is a silence timeout: restarted by each chunk of the body.
    clearTimeout(timer);
    const declared = Number(res.headers.get('content-length') ?? '0');
    if (declared > limit) {
      await res.body?.cancel().catch(() => undefined);
      throw fail(`response larger than ${limit} bytes`);
    }
    const idleMs = this.opts.timeoutMs;
    const streamTimeoutMs = this.opts.streamTimeoutMs;
    const nowFn = this.opts.now;
    const silence = () => setTimeout(() => fail(`timed out after ${idleMs} ms without data`), idleMs);
    let idle = silence();
    async function* chunks(): AsyncGenerator<Uint8Array> {
      if (!res.body) return;
      const reader = res.body.getReader();
      let size = 0;
      try {
        for (;;) {
          if (nowFn() - started > streamTimeoutMs) throw fail(`read took longer than ${streamTimeoutMs} ms`);
          let step: ReadableStreamReadResult<Uint8Array>;
          try {
            step = await reader.read();
          } catch (err) {
            if (failure) throw failure;
            const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
            throw fail(`connection lost while reading the body: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
          }
          if (step.done) return;
          size += step.value.byteLength;
          if (size > limit) throw fail(`response larger than ${limit} bytes`);
          // Each chunk restarts the silence timeout.
          clearTimeout(idle);
          yield step.value;
          idle = silence();
        }
      } finally {
        // The consumer stopped early or failed: let the connection go.
        reader.cancel().catch(() => undefined);
      }
    }
    try {
      const result = await consume({ url: href, status: res.status, contentType: res.headers.get('content-type') ?? '', body: chunks() });
      if (failure) throw failure;
      return result;
    } catch (err) {
      if (failure) throw failure;
      if (ctrl.signal.aborted && !(err instanceof SourceError)) throw new SourceError(`${href}: timed out after ${idleMs} ms`);
      throw err;
    } finally {
      clearTimeout(idle);
      // Whatever the consumer left unread is let go with the connection.
      ctrl.abort();
    }
  }

  /**
   * This fetcher with another body limit, whole and streamed (a source's `max_bytes`, docs/ingestion.md); the
   * polite rate stays shared.
   */
  withMaxBytes(maxBytes: number): Fetcher {
    const view = Object.create(this) as Fetcher;
    Object.defineProperty(view, 'opts', { value: { ...this.opts, maxBytes, maxStreamBytes: maxBytes } });
    return view;
  }

  private async withRetries<T>(request: () => Promise<T>): Promise<T> {
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
    const { url, res, ctrl, timer } = await this.open(startUrl, accept, jsonBody);
    try {
      const text = await this.readBounded(res, url.href, ctrl);
      return { url: url.href, status: res.status, contentType: res.headers.get('content-type') ?? '', body: text };
    } catch (err) {
      if (ctrl.signal.aborted && !(err instanceof SourceError)) throw new RetryableError(`${url.href}: timed out after ${this.opts.timeoutMs} ms`);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends the request and follows same-host redirects up to an answer of 200, its body unread and its timeout running. */
  private async open(startUrl: string, accept: string, jsonBody: string | null): Promise<OpenResponse> {
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
          clearTimeout(timer);
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
        return { url, res, ctrl, timer };
      } catch (err) {
        clearTimeout(timer);
        if (ctrl.signal.aborted && !(err instanceof SourceError)) throw new RetryableError(`${url.href}: timed out after ${this.opts.timeoutMs} ms`);
        throw err;
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
