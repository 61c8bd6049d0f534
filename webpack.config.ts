import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { execSync } from 'node:child_process';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ROUTE_CHUNKS, UNROUTED_CHUNKS } from './src/config/routeChunks';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from './src/shared/routePreloads';
import { SITE_CONTENT_FILE, type SiteContent } from './src/shared/siteContent';
import { RENDER_BUNDLE_FILE } from './src/shared/serverRender';
import { ARTICLES } from './src/features/marketing/articles/articleIndex';
import { ARTICLE_BODIES } from './src/features/marketing/articles/articleBodies';

const pkg = require('./package.json') as { version: string };

function buildHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** Bundle budgets (issue 8), gzipped bytes. */
export const BUDGETS = {
  /** Everything a first visit of `/` downloads: the entry's initial chunks plus the landing route's chunks. */
  firstLoadHome: 190 * 1024,
  /** A route's own lazy chunks (what it adds to the initial chunks). */
  routeOwn: 60 * 1024,
};

/**
 * Ratchets for a budget not met yet: the build fails above such a ceiling instead of the budget, so nothing grows
 * while a gap is closed, and prints the target it still misses. Every budget is met since 2026-11-22 (see
 * docs/performance.md), so there are none; add one only with a plan to remove it.
 */
export const RATCHETS: { firstLoadHome?: number; routeOwn: Record<string, number> } = {
  routeOwn: {},
};

/**
 * Heavy libraries and the route chunks (webpackChunkName in src/app/routes.tsx) allowed to download them. Any other
 * route that pulls one in, or an initial chunk that holds one, fails the build.
 */
export const HEAVY_LIBRARIES: { label: string; test: RegExp; routes: string[] }[] = [
  { label: 'date pickers (@mui/x-date-pickers)', test: /[\\/]node_modules[\\/]@mui[\\/]x-date-pickers[\\/]/, routes: ['register', 'my-profile'] },
  {
    label: 'Formik/Yup',
    test: /[\\/]node_modules[\\/](formik|yup)[\\/]/,
    routes: ['register', 'forgot-password', 'contact', 'my-profile', 'jobs', 'smartmatch-slots'],
  },
  { label: 'DOMPurify (HTML sanitiser)', test: /[\\/]node_modules[\\/]dompurify[\\/]/, routes: ['jobs', 'job-table', 'article'] },
];

/**
 * Lazy chunk groups (by webpackChunkName) that a route's first visit also loads before it can render, besides its
 * own: the candidate frame for every candidate page (from src/config/routeChunks.ts: the route's chunk comes last).
 */
const ROUTE_EXTRAS: Record<string, string[]> = Object.fromEntries(
  ROUTE_CHUNKS.filter((r) => r.chunks.length > 1).map((r) => [r.chunks[r.chunks.length - 1], r.chunks.slice(0, -1)]),
);

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this size a compressed copy saves less than the header overhead. */
const COMPRESS_MIN_BYTES = 1024;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Production build only:
 * - writes brotli (`.br`) and gzip (`.gz`) copies of every compressible asset next to it (served by
 *   src/server/lib/staticFiles.ts per Accept-Encoding);
 * - prints, per route, the gzipped JS+CSS a first visit downloads (initial chunks + the route's lazy chunks, including
 *   chunks the route itself lazy-loads: an upper bound) and fails the build when a budget is exceeded.
 */
export class BundleBudgetPlugin {
  apply(compiler: webpack.Compiler): void {
    const gzSizes = new Map<string, number>();
    compiler.hooks.thisCompilation.tap('BundleBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleBudgetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(file)) continue;
            const raw = source.buffer();
            const gz = zlib.gzipSync(raw, { level: 9 });
            gzSizes.set(file, gz.length);
            if (raw.length < COMPRESS_MIN_BYTES) continue;
            const br = zlib.brotliCompressSync(raw, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            });
            if (gz.length < raw.length) compilation.emitAsset(`${file}.gz`, new webpack.sources.RawSource(gz));
            if (br.length < raw.length) compilation.emitAsset(`${file}.br`, new webpack.sources.RawSource(br));
          }
        },
      );
      compilation.hooks.afterProcessAssets.tap('BundleBudgetPlugin', () => {
        const errors = checkBudgets(compilation, (f) => gzSizes.get(f) ?? 0);
        // BUNDLE_BUDGETS=warn: report only (to inspect an over-budget build); the default fails the build.
        const list = process.env.BUNDLE_BUDGETS === 'warn' ? compilation.warnings : compilation.errors;
        for (const message of errors) list.push(new webpack.WebpackError(message));
      });
    });
  }
}

function chunkFiles(chunks: Iterable<webpack.Chunk>): string[] {
  const files = new Set<string>();
  for (const chunk of chunks) for (const f of chunk.files) if (/\.(js|css)$/.test(f)) files.add(f);
  return [...files];
}

function moduleResources(compilation: webpack.Compilation, chunks: Iterable<webpack.Chunk>): string[] {
  const out: string[] = [];
  for (const chunk of chunks) {
    for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const inner = (m as webpack.Module & { modules?: webpack.Module[] }).modules ?? [m];
      for (const mm of inner) {
        const resource = (mm as webpack.NormalModule).resource;
        if (resource) out.push(resource);
      }
    }
  }
  return out;
}

/** All chunks of a chunk group and of the groups it lazy-loads in turn. */
function groupChunksDeep(group: webpack.ChunkGroup, seen = new Set<webpack.ChunkGroup>()): Set<webpack.Chunk> {
  const chunks = new Set<webpack.Chunk>();
  if (seen.has(group)) return chunks;
  seen.add(group);
  for (const c of group.chunks) chunks.add(c);
  for (const child of group.getChildren()) for (const c of groupChunksDeep(child, seen)) chunks.add(c);
  return chunks;
}

function checkBudgets(compilation: webpack.Compilation, gz: (file: string) => number): string[] {
  const errors: string[] = [];
  const notes: string[] = [];
  const entry = compilation.entrypoints.get('main');
  if (!entry) return ['BundleBudgetPlugin: no "main" entry'];
  const initialChunks = new Set(entry.chunks);
  const initialFiles = chunkFiles(initialChunks);
  const initialBytes = initialFiles.reduce((sum, f) => sum + gz(f), 0);
  const sum = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);

  const initialResources = moduleResources(compilation, initialChunks);
  for (const lib of HEAVY_LIBRARIES) {
    if (initialResources.some((r) => lib.test.test(r))) errors.push(`Bundle budget: the initial chunks contain ${lib.label}`);
  }

  const routesFile = path.join('src', 'app', 'routes.tsx');
  const routeGroups = compilation.chunkGroups.filter(
    (g) => !g.isInitial() && g.name && g.origins.some((o) => (o.module as webpack.NormalModule | null)?.resource?.endsWith(routesFile)),
  );
  const rows: string[][] = [['route chunk', 'own lazy (gz)', 'first load (gz)', 'later lazy (gz)', 'heavy libraries']];
  for (const group of routeGroups.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''))) {
    const name = group.name ?? '?';
    const extras = (ROUTE_EXTRAS[name] ?? []).flatMap((n) => compilation.chunkGroups.find((g) => g.name === n)?.chunks ?? []);
    const own = [...new Set([...group.chunks, ...extras])].filter((c) => !initialChunks.has(c));
    const ownBytes = sum(chunkFiles(own));
    // What the route lazy-loads in turn, after its first render (on idle, scroll or interaction: the landing page's
    // city picker and lower sections, the date picker): listed, not part of the first load.
    const nested = [...groupChunksDeep(group)].filter((c) => !initialChunks.has(c) && !own.includes(c));
    const nestedBytes = sum(chunkFiles(nested));
    const firstLoad = initialBytes + ownBytes;
    const resources = moduleResources(compilation, [...own, ...nested]);
    const heavy = HEAVY_LIBRARIES.filter((lib) => resources.some((r) => lib.test.test(r)));
    rows.push([name, kb(ownBytes), kb(firstLoad), kb(nestedBytes), heavy.map((h) => h.label.split(' ')[0]).join(', ')]);
    const ownCeiling = RATCHETS.routeOwn[name] ?? BUDGETS.routeOwn;
    if (ownBytes > ownCeiling) errors.push(`Bundle budget: route chunk "${name}" downloads ${kb(ownBytes)} gzipped of its own (ceiling ${kb(ownCeiling)})`);
    else if (ownBytes > BUDGETS.routeOwn) notes.push(`route chunk "${name}": ${kb(ownBytes)} of its own, target ${kb(BUDGETS.routeOwn)} not met yet (ratchet ${kb(ownCeiling)})`);
    if (name === 'landing') {
      const homeCeiling = RATCHETS.firstLoadHome ?? BUDGETS.firstLoadHome;
      if (firstLoad > homeCeiling) errors.push(`Bundle budget: first load of / is ${kb(firstLoad)} gzipped (ceiling ${kb(homeCeiling)})`);
      else if (firstLoad > BUDGETS.firstLoadHome) notes.push(`first load of /: ${kb(firstLoad)}, target ${kb(BUDGETS.firstLoadHome)} not met yet (ratchet ${kb(homeCeiling)})`);
    }
    for (const lib of heavy) {
      if (!lib.routes.includes(name)) errors.push(`Bundle budget: route chunk "${name}" downloads ${lib.label}, which it is not allowed to use`);
    }
  }
  if (!routeGroups.some((g) => g.name === 'landing')) errors.push('Bundle budget: no "landing" route chunk found in src/app/routes.tsx');

  // The server's preload table (src/shared/routePreloads.ts): every route pattern of src/config/routeChunks.ts with
  // the files of its chunks a first visit needs. The server knows routes only through this file.
  const routedNames = new Set(ROUTE_CHUNKS.flatMap((r) => r.chunks));
  for (const group of routeGroups) {
    if (!routedNames.has(group.name ?? '') && !UNROUTED_CHUNKS.includes(group.name ?? '')) {
      errors.push(`Route chunks: "${group.name}" (src/app/routes.tsx) has no paths in src/config/routeChunks.ts`);
    }
  }
  const chunkPreloads = new Map<string, string[]>();
  for (const name of routedNames) {
    const group = compilation.chunkGroups.find((g) => g.name === name);
    if (!group) errors.push(`Route chunks: src/config/routeChunks.ts names "${name}", which no import() builds`);
    else chunkPreloads.set(name, chunkFiles(group.chunks.filter((c) => !initialChunks.has(c))).map((f) => `/${f}`));
  }
  const preloads: RoutePreloads = {};
  for (const route of ROUTE_CHUNKS) {
    const files = [...new Set(route.chunks.flatMap((name) => chunkPreloads.get(name) ?? []))];
    for (const pattern of route.paths) preloads[pattern] = files;
  }
  compilation.emitAsset(ROUTE_PRELOADS_FILE, new webpack.sources.RawSource(JSON.stringify(preloads, null, 1)));

  const width = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const table = rows.map((r) => '  ' + r.map((c, i) => c.padEnd(width[i])).join('  ')).join('\n');
  const initialList = initialFiles.map((f) => `${f} ${kb(gz(f))}`).join(', ');
  const others = [...compilation.chunks]
    .filter((c) => !initialChunks.has(c) && !routeGroups.some((g) => g.chunks.includes(c)))
    .map((c) => `${c.name ?? c.id} ${kb(sum(chunkFiles([c])))}`);
  console.log(
    [
      '',
      'Bundle budgets (gzip -9, production):',
      `  initial chunks: ${kb(initialBytes)} (${initialList})`,
      table,
      `  other lazy chunks: ${others.join(', ')}`,
      `  budgets: first load of / <= ${kb(BUDGETS.firstLoadHome)}, a route's own lazy chunks <= ${kb(BUDGETS.routeOwn)}`,
      notes.length ? `  targets not met yet (under their ratchets):\n    ${notes.join('\n    ')}` : '',
      errors.length ? `  FAILED:\n    ${errors.join('\n    ')}` : '  no ceiling exceeded',
      '',
    ].join('\n'),
  );
  if (process.env.BUNDLE_MODULES) {
    const group = routeGroups.find((g) => g.name === process.env.BUNDLE_GROUP);
    printLargestModules(compilation, group ? new Set(group.chunks.filter((c) => !initialChunks.has(c))) : initialChunks);
  }
  return errors;
}

/**
 * The server's table of the app's static content (src/shared/siteContent.ts): the articles' titles, descriptions,
 * dates and texts, so server-rendered metadata and the sitemap describe them without the server importing web code.
 */
export class SiteContentPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('SiteContentPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SiteContentPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const content: SiteContent = {
          articles: ARTICLES.map((a) => ({ slug: a.slug, title: a.title, description: a.description, date: a.date, category: a.category, body: ARTICLE_BODIES[a.slug] })),
        };
        compilation.emitAsset(SITE_CONTENT_FILE, new webpack.sources.RawSource(JSON.stringify(content, null, 1)));
      });
    });
  }
}

/**
 * The start-up scripts are evaluated after the page's first paint. A page the server rendered (issue 18) can be
 * painted from its HTML alone, but deferred scripts that have already arrived (a fast network, or the HTTP cache on
 * a repeat visit) run before the first paint, and on a phone evaluating them takes hundreds of milliseconds of a
 * blank screen. So the HTML names them as preloads (fetched at once, as before) and one small script appends them,
 * in order, once the server's whole page has been painted (the frame after its first contentful paint and the end of
 * parsing: a first paint of part of the page followed by the scripts delayed the rest, its largest paint, by their
 * evaluation; at the latest after a second). A
 * page without server markup (the shell of candidate pages), a hidden tab (it paints nothing) or a browser without
 * paint timing starts at once. The page is inert until hydrated meanwhile (shared/serverRender.ts).
 */
export class StartAfterPaintPlugin {
  static readonly SOURCE = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // A shell preloads them (link); a page the server rendered only names them (meta), fetched from here, after its paint.
    var names = document.querySelectorAll('[data-start-script]');
    for (var i = 0; i < names.length; i++) {
      var script = document.createElement('script');
      script.src = names[i].getAttribute('href') || names[i].getAttribute('content');
      script.async = false;
      document.head.appendChild(script);
    }
    // The rendered page's route chunks (its hydration imports them): fetched alongside, run when imported.
    var chunks = document.querySelectorAll('meta[data-route-chunk]');
    for (var j = 0; j < chunks.length; j++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = chunks[j].getAttribute('content');
      document.head.appendChild(link);
    }
  }
  var root = document.getElementById('root');
  if (!root || !root.firstElementChild || document.visibilityState === 'hidden' || typeof PerformanceObserver !== 'function') return start();
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        // The first paint may show a part of the page (the parser yields); this script runs once the whole document
        // is parsed, so the next frame paints all of it: start after that frame, not inside it.
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      }
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    return start();
  }
  setTimeout(start, 1000);
})();
`;

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('StartAfterPaintPlugin', (compilation) => {
      const source = StartAfterPaintPlugin.SOURCE;
      const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 10);
      const file = `assets/start.${hash}.js`;
      compilation.hooks.processAssets.tap({ name: 'StartAfterPaintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(file, new webpack.sources.RawSource(source));
      });
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StartAfterPaintPlugin', (groups) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const scripts = groups.headTags.filter((t) => t.tagName === 'script' && typeof t.attributes.src === 'string');
        const others = groups.headTags.filter((t) => !scripts.includes(t));
        const preloads = scripts.map((t) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: String(t.attributes.src), 'data-start-script': true }),
        );
        // Requested first and at high priority: it is tiny, and the first paint may wait for it (a deferred script).
        const start = HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, fetchpriority: 'high', src: `${publicPath.replace(/\/?$/, '/')}${file}` });
        return { ...groups, headTags: [...others, start, ...preloads] };
      });
    });
  }
}

/** BUNDLE_MODULES=1: the initial chunks' largest packages/folders by unminified size (to find what to split). */
function printLargestModules(compilation: webpack.Compilation, chunks: Set<webpack.Chunk>): void {
  const byKey = new Map<string, number>();
  for (const chunk of chunks) {
    for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const inner = (m as webpack.Module & { modules?: webpack.Module[] }).modules ?? [m];
      for (const mm of inner) {
        const r = (mm as webpack.NormalModule).resource ?? '';
        const rel = path.relative(__dirname, r).split(path.sep);
        const key = rel[0] === 'node_modules' ? rel.slice(1, rel[1]?.startsWith('@') ? 4 : 3).join('/') : rel.slice(0, 4).join('/');
        byKey.set(key, (byKey.get(key) ?? 0) + mm.size());
      }
    }
  }
  console.log(`  chunks: ${[...chunks].map((c) => [...c.files].filter((f) => f.endsWith('.js')).join(' ')).join(', ')}`);
  const top = [...byKey].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BUNDLE_MODULES) > 1 ? Number(process.env.BUNDLE_MODULES) : 60);
  console.log(top.map(([k, v]) => `  ${kb(v).padStart(10)}  ${k}`).join('\n'));
}

/** Packages the render bundle leaves to Node's require (node_modules beside the server); React Router is bundled so
 * that its production build is used, as in the client (its package exports only the development one to Node). */
const BUNDLED_PACKAGES = /^react-router(\/|$)/;

/**
 * The server's render of public pages (issue 18, docs/rendering.md): src/render/renderPage.tsx for Node, one file
 * (dist/server/render.js, lazy route chunks included), packages from node_modules at run time, assets named as in the
 * client build but not emitted twice. The server loads it by file path: it never imports web code, and nothing here
 * reaches the client's chunks or their budgets.
 */
function serverRenderConfig(mode: 'development' | 'production', define: webpack.DefinePlugin, alias: Record<string, string>): webpack.Configuration {
  return {
    name: 'server-render',
    // After the client: its `clean` empties dist/ first, and its build writes the assets this one only names.
    dependencies: ['client'],
    mode,
    target: 'node20',
    entry: { render: './src/render/renderPage.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist', path.dirname(RENDER_BUNDLE_FILE)),
      filename: path.basename(RENDER_BUNDLE_FILE),
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: false,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        if (request && /^[@a-z]/.test(request) && !request.startsWith('@/') && !BUNDLED_PACKAGES.test(request)) return callback(undefined, `commonjs ${request}`);
        return callback();
      },
    ],
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true } } },
        // The client build emits these files; the server only needs their URLs (same names, same hashes).
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [define, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export default (
  env: { WEBPACK_SERVE?: boolean } | undefined,
  argv: { mode?: 'development' | 'production' },
): (webpack.Configuration & { devServer?: DevServerConfiguration }) | webpack.Configuration[] => {
  const client = clientConfig(argv);
  // `npm run build` builds both; the dev server serves the client only (the API falls back to the plain shell).
  if (env?.WEBPACK_SERVE) return client;
  return [client, serverRenderConfig(argv.mode ?? 'production', client.plugins!.find((p) => p instanceof webpack.DefinePlugin) as webpack.DefinePlugin, client.resolve!.alias as Record<string, string>)];
};

function clientConfig(argv: { mode?: 'development' | 'production' }): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const mode = argv.mode ?? 'production';
  const isProd = mode === 'production';
  const apiPort = process.env.API_PORT ?? '8080';
  return {
    name: 'client',
    mode,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      chunkLoadTimeout: 120000,
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // React Router's package exports only its development build (dev warnings, larger); production builds take the
        // production one. redux-persist: one copy (its ES build) instead of ES + CommonJS.
        ...(isProd
          ? {
              'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
        'redux-persist/lib': path.resolve(__dirname, 'node_modules/redux-persist/es'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new StartAfterPaintPlugin(),
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? '/v1'),
        'process.env.APP_VERSION': JSON.stringify(pkg.version),
        'process.env.BUILD_HASH': JSON.stringify(buildHash()),
        'process.env.ENABLE_DEVTOOLS': JSON.stringify(process.env.ENABLE_DEVTOOLS ?? (isProd ? 'false' : 'true')),
      }),
      new SiteContentPlugin(),
      ...(isProd ? [new BundleBudgetPlugin()] : []),
    ],
    // Evergreen browsers (ES2020): webpack's runtime and the minifier may write arrows, `?.`, `??` (smaller output).
    target: ['web', 'es2020'],
    optimization: {
      // Terser (webpack's default minimizer) told the same, and that modules are strict ESM.
      minimizeOptions: { javascript: { ecma: 2020, module: true, compress: { passes: 2, ecma: 2020, pure_getters: true }, format: { ecma: 2020 } } },
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    stats: isProd ? 'errors-warnings' : 'minimal',
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/v1', '/uploads', '/demo-careers'], target: `http://127.0.0.1:${apiPort}` }],
    },
  };
}
