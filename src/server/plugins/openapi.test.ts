import { JOB_LIST_PAGE_SIZE } from '../../shared/constants';
import { bearer, form, login, startTestApp, type TestServer } from '../testing/testApp';

// A fresh embedded database runs initdb (3-5 s, longer on a loaded machine): more than Jest's 5 s hook default.
jest.setTimeout(30_000);

let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('OpenAPI document', () => {
  it('is an OpenAPI 3 document listing every /v1 route with its method', async () => {
    const res = await app.inject('/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('VeriJobs reference API');
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    expect(app.app.apiRoutes.length).toBeGreaterThan(25);
    for (const route of app.app.apiRoutes) expect(documented).toContain(route);
  });

  it('publishes the form fields and their rules', async () => {
    const doc = (await app.inject('/v1/openapi.json')).json();
    const list = doc.paths['/v1/candidates/all_jobs'].get;
    const length = list.parameters.find((p: { name: string; in: string }) => p.name === 'length' && p.in === 'query');
    expect(length.schema).toEqual({ type: 'integer', minimum: 1, maximum: 50, default: JOB_LIST_PAGE_SIZE });
    const login = doc.paths['/v1/login'].post.requestBody.content['application/json'].schema;
    expect(login.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(doc.paths['/v1/candidates/view_job/{id}'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]),
    );
  });
});

describe('route schemas', () => {
  type Operation = { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: { type: string } }> } };
  it('declare every input: each path parameter, every POST body, the query of the calls that read one', async () => {
    const doc = (await app.inject('/v1/openapi.json')).json();
    const paths = doc.paths as Record<string, Record<string, Operation>>;
    for (const route of app.app.apiRoutes) {
      const [method, path] = route.split(' ');
      const op = paths[path][method.toLowerCase()];
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        expect({ route, param: op.parameters?.find((p) => p.name === name && p.in === 'path')?.name }).toEqual({ route, param: name });
      }
      if (method === 'POST') expect({ route, body: Object.values(op.requestBody?.content ?? {})[0]?.schema.type }).toEqual({ route, body: 'object' });
    }
    const queried = ['/v1/candidates/all_jobs', '/v1/dropdown/{kind}', '/v1/candidates/applied_jobs', '/v1/dev/outbox', '/v1/alerts/pause/{id}'];
    for (const path of queried) expect(paths[path].get.parameters?.some((p) => p.in === 'query')).toBe(true);
  });

  it('publish the spelling of path ids, and a malformed id keeps the answer of its route', async () => {
    const doc = (await app.inject('/v1/openapi.json')).json();
    const idOf = (path: string) => (doc.paths[path].post.parameters as { name: string; in: string; schema: unknown }[]).find((p) => p.name === 'id' && p.in === 'path')?.schema;
    expect(idOf('/v1/candidates/apply_job/{id}')).toEqual({ type: 'string', pattern: '^\\d{1,10}$' });
    expect(idOf('/v1/candidates/save_job/{id}')).toEqual({ type: 'string', pattern: '^\\d{1,10}$' });
    expect(idOf('/v1/alerts/pause/{id}')).toEqual({ type: 'string', pattern: '^\\d{1,9}$' });

    const { access } = await login(app);
    // A job id that is not 1-10 digits, or past the id column, names no job: 404 as for an unknown job, not the schema's 400.
    for (const id of ['abc', '-1', '12345678901', '0', '2147483648']) {
      const res = await app.inject({ method: 'POST', url: `/v1/candidates/save_job/${id}`, headers: bearer(access), payload: form({}) });
      expect([id, res.statusCode, res.json()]).toEqual([id, 404, { status: 'error', detail: 'Job not found.', message: 'Job not found.' }]);
    }
    // Without a login the login is asked for first, whatever the id.
    expect((await app.inject({ method: 'POST', url: '/v1/candidates/apply_job/abc', payload: form({}) })).statusCode).toBe(401);
    // A pause link with a malformed id is the HTML "Invalid link" page, not JSON.
    for (const method of ['GET', 'POST']) {
      const res = await app.inject({ method, url: '/v1/alerts/pause/1234567890?sig=x', payload: method === 'POST' ? form({}) : undefined });
      expect([method, res.statusCode, res.headers.get('content-type')]).toEqual([method, 400, 'text/html; charset=utf-8']);
      expect(res.body).toContain('<h1>Invalid link</h1>');
    }
  });

  it('lists every form encoding for a form body and only multipart for an upload', async () => {
    const doc = (await app.inject('/v1/openapi.json')).json();
    expect(Object.keys(doc.paths['/v1/register'].post.requestBody.content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']);
    const upload = doc.paths['/v1/candidates/update/resume'].post.requestBody.content;
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
    expect(upload['multipart/form-data'].schema.properties.file).toEqual({ type: 'string', format: 'binary' });
  });
});

describe('every route has a schema, /v1 or not', () => {
  const unschemed = (server: TestServer) => server.app.routeSchemas.filter((r) => !r.schema).map((r) => r.route);

  it('with the local mailbox on', () => {
    const routes = app.app.routeSchemas.map((r) => r.route);
    expect(routes).toEqual(expect.arrayContaining(['GET /v1/candidates/landing', 'GET /robots.txt', 'GET /uploads/*', 'GET /dev/mailbox', 'GET /dev/mailbox/:id']));
    expect(unschemed(app)).toEqual([]);
  });

  it('with the local mailbox off: its 404 routes have one too, hidden from the document', async () => {
    const off = await startTestApp({ mailbox: false });
    try {
      expect(off.app.routeSchemas.map((r) => r.route)).toEqual(expect.arrayContaining(['GET /dev/mailbox', 'GET /dev/mailbox/*']));
      expect(unschemed(off)).toEqual([]);
      const doc = (await off.inject('/v1/openapi.json')).json();
      expect(Object.keys(doc.paths).filter((path) => path.startsWith('/dev/mailbox'))).toEqual([]);
      expect((await off.inject('/dev/mailbox/1')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('API reference page', () => {
  it('answers 200 HTML whose scripts are files the Content-Security-Policy allows', async () => {
    const res = await app.inject('/v1/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attrs)?.[1] ?? '';
      const file = await app.inject(new URL(src, `${app.base}/v1/docs`).pathname);
      expect(file.statusCode).toBe(200);
    }
  });
});
