/**
 * The contract between the server and the React render bundle (issue 18, slice 2; docs/rendering.md): the server
 * never imports web code, it loads the bundle the build writes at RENDER_BUNDLE_FILE (relative to dist/) by file path
 * and calls its `renderPage` with the request's facts; the bundle answers the HTML of `#root`, the first screen's
 * styles and the state handed to the client.
 */

/** Written by the build's second (node) target, read by server/render/reactRenderer.ts. */
export const RENDER_BUNDLE_FILE = 'server/render.js';

/** The id of the `<script type="application/json">` block that carries the handed-over state (never executed). */
export const HANDOVER_ELEMENT_ID = 'app-state';

/**
 * The server's render of `#root` arrives with this attribute (`inert`): until the client has hydrated the page, nothing
 * in it takes focus, input or clicks. Typing before hydration would leave text in the DOM that the form's state never
 * saw, and a submit would be the browser's own (a GET with the fields in the URL). The client removes it once the
 * routed page has hydrated (ui/serverMarkup.ts).
 */
export const SERVER_MARKUP_PENDING_ATTRIBUTE = 'inert';

/** Viewport widths the server assumes when a user agent names a phone, or not (the client hydrates with the same). */
export const SSR_VIEWPORT = { mobile: 390, desktop: 1280 } as const;

const PHONE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/** The width a page is rendered for: a phone's when the user agent names one (tablets render as phones), else a desktop's. */
export function ssrViewportWidth(userAgent: string): number {
  return PHONE_AGENT.test(userAgent) ? SSR_VIEWPORT.mobile : SSR_VIEWPORT.desktop;
}

/** What the client reads before hydrating. */
export interface HandedOverState {
  /** Format version: a client that does not know it starts without hydrating. */
  v: 1;
  /** The RTK Query slice of the server's store (its fulfilled queries). */
  api: unknown;
  /** The server's clock when it rendered (ms): the first render shows times relative to it. */
  now: number;
  /** The viewport width the server rendered for. */
  viewportWidth: number;
  /** Each media query the render asked, with the server's answer for that width (the client's while hydrating). */
  media: Record<string, boolean>;
  /** The job list's selected job (desktop: the first job is shown beside the list). */
  selectedJobId: number | null;
}

export const HANDOVER_VERSION = 1;

/** A request to the render bundle. */
export interface RenderRequest {
  /** Path and query, e.g. `/jobs/42` or `/jobs?page=2`. */
  url: string;
  /** ssrViewportWidth of the request's user agent: media queries answer for it. */
  viewportWidth: number;
  /** The API answered in-process (the server passes its own `inject`), for the store's RTK Query base query. */
  fetch: typeof fetch;
}

/** The render bundle's answer. */
export interface RenderResult {
  /** Inner HTML of `#root`. */
  html: string;
  /** `<style data-emotion=…>` tags of the first screen, for the head. */
  styles: string;
  /** HandedOverState as JSON, with `<` escaped, for the application/json block. */
  state: string;
  /** Milliseconds spent fetching the route's data, rendering, and collecting the styles (the page's Server-Timing). */
  timings: { data: number; render: number; styles: number };
}

export interface RenderBundle {
  renderPage(request: RenderRequest): Promise<RenderResult>;
}

/**
 * JSON safe inside a data `<script>` block (the handed-over state's `application/json`, the public pages'
 * `application/ld+json`): `<` is escaped, so no `</script>` or `<!--` in employer text can end the element; U+2028
 * and U+2029 too. The block is data (not executable): the CSP's `script-src 'self'` stays as it is.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
