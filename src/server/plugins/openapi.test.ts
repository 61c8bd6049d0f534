import { JOB_LIST_PAGE_SIZE } from '../../shared/constants';
import { startTestApp, type TestServer } from '../testing/testApp';

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
