import { form, login, startTestApp, type TestServer } from '../testing/testApp';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './dbErrors';

/** Issue 33: a database outage answers 503 with Retry-After, never 500. */
jest.setTimeout(120_000);

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

/** Errors of a database that is gone for now, as node-postgres, Node's sockets and PGlite raise them. */
const OUTAGES: [string, Error][] = [
  ['connection refused', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
  ['administrator shutdown (57P01)', coded('57P01', 'terminating connection due to administrator command')],
  ['cannot connect now (57P03)', coded('57P03', 'the database system is starting up')],
  ['connection failure (08006)', coded('08006', 'connection failure')],
  ['connection does not exist (08003)', coded('08003')],
  ['statement cancelled (57014)', coded('57014', 'canceling statement due to statement timeout')],
  ['connection terminated', new Error('Connection terminated unexpectedly')],
  ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
  ['PGlite closed', new Error('PGlite is closed')],
  ['every address refused', Object.assign(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'all refused'), {})],
  ['wrapped', new Error('query failed', { cause: coded('57P01') })],
];

describe('which errors are an outage', () => {
  it.each(OUTAGES)('%s is', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('a fault of the request or the code is not', () => {
    for (const err of [new Error('boom'), coded('23505', 'duplicate key'), coded('42P01', 'relation does not exist'), coded('ENOENT'), null, 'text', new AggregateError([])]) {
      expect(isDatabaseUnavailable(err)).toBe(false);
    }
  });
});

describe('answers during a database outage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await server?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const subscribe = () => server.inject({ method: 'POST', url: '/v1/newsletter/subscribe', payload: form({ email: 'outage@example.com' }) });

  it.each(OUTAGES)('%s: 503 "The server is busy" with Retry-After', async (_name, err) => {
    jest.spyOn(server.app.db, 'query').mockRejectedValue(err);
    const res = await subscribe();
    expect(res.statusCode).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(DB_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ status: 'error', message: 'The server is busy. Please try again in a moment.', detail: 'The server is busy. Please try again in a moment.' });
  });

  it('also inside a transaction and behind authentication', async () => {
    const { access } = await login(server);
    jest.spyOn(server.app.db, 'query').mockRejectedValue(coded('57P01', 'terminating connection due to administrator command'));
    jest.spyOn(server.app.db, 'transaction').mockRejectedValue(new Error('Connection terminated unexpectedly'));
    const res = await server.inject({ url: '/v1/candidates/my_profile', headers: { authorization: `Bearer ${access}` } });
    expect(res.statusCode).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(DB_RETRY_AFTER_SECONDS));
  });

  it('any other failure stays a 500 without Retry-After, and the database back answers as before', async () => {
    jest.spyOn(server.app.db, 'query').mockRejectedValueOnce(new Error('boom'));
    const res = await subscribe();
    expect(res.statusCode).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
    expect((await subscribe()).statusCode).toBe(200);
  });
});
