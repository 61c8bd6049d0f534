import { LRUCache } from 'lru-cache';
import type { ShellPage } from '../lib/appShell';
import type { RenderResult } from '../../shared/serverRender';
import { headTags, type PageHead, type PublicPages } from './publicPages';

/**
 * Public pages' descriptions kept for a few seconds (PUBLIC_PAGE_CACHE_MS, default 5 s). A visitor's page is the same
 * for every visitor, and describing it costs a query (a job page reads its row) on every request; on the embedded
 * database that query waits its turn behind everyone else's, so at 10 connections the job page answered in 46 ms p95
 * (docs/performance.md). Kept, a page shows what was true at most that long ago: a job that closes answers 410 within
 * those seconds (its React render is kept 30 s, render/reactRenderer.ts). Concurrent requests for one page share one
 * query. The page as sent (ShellPage) is kept per description and render, so the shell assembles it once.
 */
export class KeptPublicPages {
  private readonly kept: LRUCache<string, { page: PageHead | null }> | null;
  private readonly shells = new WeakMap<PageHead, Map<RenderResult | null, ShellPage>>();

  constructor(
    private readonly pages: Pick<PublicPages, 'resolve'>,
    ttlMs: number,
    private readonly noscriptNote: string,
    /** The clock the kept descriptions age by (tests move it). */
    perf?: { now(): number },
  ) {
    this.kept =
      ttlMs > 0
        ? new LRUCache<string, { page: PageHead | null }>({
            max: 5000,
            ttl: ttlMs,
            // A clock of the test's own is read on every check (lru-cache otherwise rereads it once a millisecond by a timer).
            ...(perf ? { perf, ttlResolution: 0 } : {}),
            fetchMethod: async (key) => {
              const at = key.indexOf('?');
              return { page: await this.pages.resolve(key.slice(0, at), new URLSearchParams(key.slice(at + 1))) };
            },
          })
        : null;
  }

  /** The description of a public page (null: not a public page), as PublicPages.resolve, kept a few seconds. */
  async resolve(pathname: string, search: string): Promise<PageHead | null> {
    if (!this.kept) return this.pages.resolve(pathname, new URLSearchParams(search));
    const entry = await this.kept.fetch(`${pathname}?${search}`);
    return entry?.page ?? null;
  }

  /** What the app shell writes for a page and its React render: the same object for the same two. */
  shellPage(page: PageHead, react: RenderResult | null): ShellPage {
    let byRender = this.shells.get(page);
    if (!byRender) this.shells.set(page, (byRender = new Map()));
    let shell = byRender.get(react);
    if (!shell) {
      // One description meets few renders (one per viewport, renewed every 30 s): drop the ones replaced.
      if (byRender.size >= 4) byRender.clear();
      shell = { status: page.status, head: headTags(page), noscript: `${page.main}<p>${this.noscriptNote}</p>`, react };
      byRender.set(react, shell);
    }
    return shell;
  }
}
