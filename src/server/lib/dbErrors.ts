/**
 * Issue 33: a database that cannot answer for a while (restarting, refusing connections, shut down by its
 * administrator, the embedded one closed while the server stops) is an outage, not a fault of the request: such a
 * request answers 503 with Retry-After instead of 500, like a statement the server cancelled (57014).
 */

/** Seconds a client is told to wait before trying again. */
export const DB_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection to the database server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs: 57014 query_canceled (DB_STATEMENT_TIMEOUT_MS), 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now, 53300 too_many_connections; class 08 is every connection exception.
 */
const SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

/** What node-postgres and PGlite say when the connection is gone (they set no code). */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
];

/** True when `err` (or what it wraps) says the database is unreachable or unavailable for now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    // AggregateError (a host with several addresses, each refused).
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length && errors.every((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}

export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
export const BUSY_BODY = { status: 'error', message: BUSY_MESSAGE, detail: BUSY_MESSAGE };
