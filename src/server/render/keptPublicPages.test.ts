import { KeptPublicPages } from './keptPublicPages';
import type { PageHead, PublicPages } from './publicPages';

/** Public pages' descriptions kept a few seconds (render/keptPublicPages.ts): one query per page and period, not per request. */

function head(title: string, status: PageHead['status'] = 200): PageHead {
  return { status, title, description: `About ${title}`, canonical: null, noindex: false, ogType: 'website', image: { url: 'http://x.example/v1/media/brand/site.png', type: 'image/png', width: 600, height: 600, alt: 'Logo' }, jsonLd: [], main: `<h1>${title}</h1>` };
}

/** PublicPages stand-in that counts how often a page is described, answering what `now` says. */
function counting(answers: Map<string, PageHead | null>) {
  const calls: string[] = [];
  const pages: Pick<PublicPages, 'resolve'> = {
    resolve: async (pathname, query) => {
      calls.push(`${pathname}?${query.toString()}`);
      await Promise.resolve();
      return answers.get(pathname) ?? null;
    },
  };
  return { pages, calls };
}

it('describes a page once per period: repeated and concurrent requests share it, another query string is another page', async () => {
  const answers = new Map([['/jobs/7', head('Cook')]]);
  const { pages, calls } = counting(answers);
  let now = 1_000;
  const kept = new KeptPublicPages(pages, 5_000, 'note', { now: () => now });

  const [a, b, c] = await Promise.all([kept.resolve('/jobs/7', ''), kept.resolve('/jobs/7', ''), kept.resolve('/jobs/7', '')]);
  expect(calls).toEqual(['/jobs/7?']);
  expect(a?.title).toBe('Cook');
  expect(b).toBe(a);
  expect(c).toBe(a);

  // Within the period the kept description is served, even though the job changed meanwhile (here: closed).
  answers.set('/jobs/7', head('Cook – closed', 410));
  now += 4_000;
  expect((await kept.resolve('/jobs/7', ''))?.status).toBe(200);
  expect(calls).toHaveLength(1);
  // After it, the page is described again and the change shows.
  now += 1_500;
  expect((await kept.resolve('/jobs/7', ''))?.status).toBe(410);
  expect(calls).toEqual(['/jobs/7?', '/jobs/7?']);

  await kept.resolve('/jobs', 'page=2');
  expect(calls[2]).toBe('/jobs?page=2');
  // Paths that are not public pages are kept as such too (null), so the plain shell costs no query either.
  expect(await kept.resolve('/candidate/dashboard', '')).toBeNull();
  expect(await kept.resolve('/candidate/dashboard', '')).toBeNull();
  expect(calls.filter((x) => x.startsWith('/candidate'))).toHaveLength(1);
});

it('with PUBLIC_PAGE_CACHE_MS=0 every request describes its page', async () => {
  const { pages, calls } = counting(new Map([['/jobs/7', head('Cook')]]));
  const kept = new KeptPublicPages(pages, 0, 'note');
  await kept.resolve('/jobs/7', '');
  await kept.resolve('/jobs/7', '');
  expect(calls).toEqual(['/jobs/7?', '/jobs/7?']);
});

it('gives the shell the same page for the same description and render, so it is assembled once', async () => {
  const { pages } = counting(new Map([['/about-us', head('About Us')]]));
  const kept = new KeptPublicPages(pages, 5_000, 'Turn on JavaScript.');
  const page = (await kept.resolve('/about-us', ''))!;
  const first = kept.shellPage(page, null);
  expect(kept.shellPage(page, null)).toBe(first);
  expect(first.noscript).toBe('<h1>About Us</h1><p>Turn on JavaScript.</p>');
  expect(first.head).toContain('<title>About Us</title>');
  const render = { html: '<h1>About Us</h1>', styles: '', state: '{}', timings: { data: 0, render: 0, styles: 0 } };
  expect(kept.shellPage(page, render)).not.toBe(first);
  expect(kept.shellPage(page, render).react).toBe(render);
});
