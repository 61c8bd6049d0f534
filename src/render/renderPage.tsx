import { StrictMode, type ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { setApiBaseUrl, setApiFetch } from '@/api/baseQuery';
import AppRoutes from '@/app/AppRoutes';
import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { HANDOVER_VERSION, jsonForScript, SSR_VIEWPORT, type HandedOverState, type RenderRequest, type RenderResult } from '@/shared/serverRender';
import { sanitizeEmployerHtml } from '@/shared/sanitizeEmployerHtml';
import { recordingMatchMedia } from '@/theme/ssrMatchMedia';
import { setDomlessSanitizer } from '@/ui/SafeHtml';
import { loadRouteData } from './routeData';

/**
 * The server's render of a public page (issue 18, slice 2; docs/rendering.md), built by webpack's node target into
 * dist/server/render.js and called by server/render/reactRenderer.ts. The same store (makeStore), providers and
 * route table (AppRoutes) as the client, under a StaticRouter; the route's data through the same RTK Query endpoints;
 * the first screen's styles through emotion's server API with the client's cache key ('css', MUI's default).
 */

// The emotion key MUI's default cache uses in the browser: the client adopts the server's style tags by it.
const EMOTION_KEY = 'css';
/** A render that has not finished by then is abandoned (the server sends the shell). */
const RENDER_TIMEOUT_MS = 5000;

// Employer HTML is sanitised here by sanitize-html with the shared allow-list (DOMPurify needs a DOM).
setDomlessSanitizer(sanitizeEmployerHtml);
// Requests leave through the server's in-process fetch; fetch's Request needs an absolute URL (any origin will do).
setApiBaseUrl('http://localhost/v1');

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  setApiFetch(request.fetch);
  const url = new URL(request.url, 'http://localhost');
  const viewportWidth = request.viewportWidth;
  const now = Date.now();
  const t0 = performance.now();
  const store = makeStore(undefined, { persist: false, devTools: false });
  await loadRouteData(store, url.pathname, viewportWidth === SSR_VIEWPORT.desktop);
  const t1 = performance.now();

  const media: Record<string, boolean> = {};
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const html = await renderAll(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders store={store} ssrMatchMedia={recordingMatchMedia(viewportWidth, media)}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const t2 = performance.now();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const t3 = performance.now();
  const state: HandedOverState = {
    v: HANDOVER_VERSION,
    api: store.getState().api,
    now,
    viewportWidth,
    media,
    selectedJobId: store.getState().jobs.selectedJobId,
  };
  return { html, styles, state: jsonForScript(state), timings: { data: t1 - t0, render: t2 - t1, styles: t3 - t2 } };
}

/**
 * React 19's streaming render, waited for to the end (`onAllReady`): lazy route chunks and every Suspense boundary
 * are complete in the HTML, so the page needs no inline script to reveal streamed parts (the CSP allows none), its
 * ETag covers the whole document and emotion can collect the styles it used. Any error fails the render.
 */
function renderAll(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        parts.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        if (!failed) resolve(Buffer.concat(parts).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Complete boundaries stay inline however large: React would otherwise outline big ones and reveal them with
      // an inline script ($RC), which the CSP refuses and a client without JavaScript never runs.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        if (!failed) stream.pipe(sink);
      },
      onShellError: fail,
      onError: fail,
    });
    const timer = setTimeout(() => {
      fail(new Error(`server render did not finish in ${RENDER_TIMEOUT_MS} ms`));
      stream.abort();
    }, RENDER_TIMEOUT_MS);
  });
}
