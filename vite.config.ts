import { defineConfig, loadEnv, type Plugin, type PluginOption } from 'vite';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { netlifyHeadersFile } from './netlify/lib/security-headers';
import { remoteImagesProblems } from './netlify/lib/image-hosts';
import { SHOWN_VARIANTS_CACHE } from './src/domain/offline-variants';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { parse as parseToml } from 'smol-toml';
import { tmpdir } from 'node:os';
import { rasterTwins } from './scripts/raster-images';

// The backend (auth, rest, storage, functions) is the local stand-in in dev; `npm run dev` proxies to it.
const backend = process.env.BACKEND_URL ?? 'http://localhost:54321';
// Electron builds (VITE_TARGET=desktop) ship no service worker: the PWA plugin is left out and the
// registration module resolves to a desktop implementation that never registers anything.
const desktop = process.env.VITE_TARGET === 'desktop';
/** The client shell's file name on the web: not index.html, so a static file never answers `/` (Netlify's preferStatic). */
const SHELL = 'app.html';
/** Where the SSR build finds the client build's shell (buildSpa builds into a temporary folder). */
const clientOutDir = process.env.CLIENT_OUT_DIR ?? 'dist';

/** Web client build: emits the HTML shell as app.html (the server renders `/` and the other public pages). */
function renameShell(): Plugin {
  return {
    name: 'cheezopedia:app-shell-name',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html) html.fileName = SHELL;
    },
  };
}

/**
 * Service-worker plugin of the picture routes: what "Save all for offline" kept (Cache Storage
 * 'cheezopedia-offline-images', SAVED_IMAGES_CACHE in src/domain/offline-variants.ts) answers when the
 * route's own cache has nothing; offline, a variant of another width of the same source rather than
 * none (the viewport may have changed since). Serialised into sw.js: self-contained, literal names.
 */
const savedImagesPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }: { cachedResponse?: Response; request: Request }) =>
    cachedResponse ?? (await caches.match(request, { cacheName: 'cheezopedia-offline-images', ignoreVary: true })) ?? null,
  handlerDidError: async ({ request }: { request: Request }) => {
    const wanted = new URL(request.url);
    if (wanted.pathname !== '/.netlify/images') return undefined;
    for (const name of ['cheezopedia-offline-images', 'cheezopedia-image-variants']) {
      const cache = await caches.open(name);
      let best: { key: Request; width: number } | undefined;
      for (const key of await cache.keys()) {
        const u = new URL(key.url);
        const width = Number(u.searchParams.get('w')) || 0;
        if (u.pathname === wanted.pathname && u.searchParams.get('url') === wanted.searchParams.get('url') && (!best || width > best.width)) best = { key, width };
      }
      if (best) return (await cache.match(best.key, { ignoreVary: true })) ?? undefined;
    }
    return undefined;
  },
};

/** Service worker + manifest (issue 3, section 4). generateSW, prompt before updating. */
function pwa(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/*.png'],
    manifest: {
      id: '/',
      name: 'Cheezopedia',
      short_name: 'Cheezopedia',
      description: 'Your cheesemonger in your pocket: discover and track cheeses, pairings and recipes — also offline.',
      lang: 'en',
      theme_color: '#c77c02',
      background_color: '#fffaf0',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        { name: 'Discover', short_name: 'Discover', url: '/discover', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
        { name: 'Admin', short_name: 'Admin', url: '/admin', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      ],
    },
    workbox: {
      // The app shell and every route chunk (all JS/CSS emitted by the build), plus shipped assets.
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
      globIgnores: ['**/images/**', 'sample-*.csv'],
      // The landing page's phone mockup art is part of the page itself (not content): offline too.
      additionalManifestEntries: [shippedFile('images/cheeses/comte.svg')],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      // Navigations: network first (server-rendered HTML), then the cached page, then the shell.
      // API paths and files (sitemap.xml, the sample CSVs…) are never pages: a slug never contains a dot.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // First install takes control at once (nothing older to replace); updates still wait for Reload.
      clientsClaim: true,
      // The REST API is not cached here: Dexie is the data cache. Images are (cache-first, bounded).
      runtimeCaching: [
        {
          // Pages: the network first (server-rendered HTML, fresh), else the copy cached on the last
          // visit, else the precached app shell (which renders from the local copy). Never a draft's
          // preview (/preview/<token>): its page is not kept anywhere (revoked means gone).
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(rest|auth|storage|\.netlify|_dev|preview)\//.test(url.pathname) && !/\/[^/?]+\.[^/]+$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'cheezopedia-pages',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 200, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: '/app.html' },
          },
        },
        {
          // The image CDN's variants (the pages' srcset): the 300 most recently shown are kept (phone-width
          // WebP photos are 20–80 KB each, so about 6–24 MB), the oldest evicted first. The key is the
          // whole URL: the format also depends on Accept, which one browser always sends the same.
          // Not the requests of "Save all for offline", which keeps its own copies (src/data/engine/offline-images.ts).
          urlPattern: ({ url, request }) => url.pathname === '/.netlify/images' && !request.headers.has('x-cheezopedia-save'),
          handler: 'CacheFirst',
          options: {
            cacheName: SHOWN_VARIANTS_CACHE,
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            plugins: [savedImagesPlugin],
          },
        },
        {
          // Pictures the CDN does not serve (illustrations) and older links to originals.
          urlPattern: ({ url }) => url.pathname.startsWith('/images/') || url.pathname.startsWith('/storage/v1/object/public/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'cheezopedia-images',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [0, 200] },
            plugins: [savedImagesPlugin],
          },
        },
      ],
    },
    devOptions: { enabled: false },
  });
}

/**
 * dist/_headers: Netlify serves every static file with the security headers of
 * netlify/lib/security-headers.ts, the CSP allowing this build's VITE_SUPABASE_URL.
 */
function securityHeadersFile(): Plugin {
  let supabaseUrl: string | undefined;
  return {
    name: 'cheezopedia-security-headers',
    apply: 'build',
    configResolved(config) {
      supabaseUrl = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_').VITE_SUPABASE_URL;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: netlifyHeadersFile(supabaseUrl) });
    },
  };
}

/**
 * images/raster/**.png: raster twins of the SVG illustrations, for the image CDN's crops (link
 * previews, structured data). Cached by content in the system's temporary folder (scripts/raster-images.ts).
 */
function rasterIllustrations(): Plugin {
  return {
    name: 'cheezopedia:raster-illustrations',
    apply: 'build',
    async generateBundle() {
      const publicDir = fileURLToPath(new URL('./public', import.meta.url));
      for (const file of await rasterTwins(publicDir, path.join(tmpdir(), 'cheezopedia-raster-twins'))) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
    },
  };
}

/**
 * The modules of the client services every public page loads when idle, bundled as one chunk (only
 * these: what they share with the pages stays where it was). The editors' half (editing, outbox, push,
 * images, edit sessions, the `@/data` API) and supabase-js stay in chunks of their own.
 */
const CLIENT_SERVICES = new RegExp(
  [
    '/node_modules/(dexie|dexie-react-hooks|@supabase/postgrest-js)/',
    '/src/app/ClientServices\\.tsx$',
    '/src/platform/(index|platform|web|desktop|text)\\.ts$',
    '/src/platform/PlatformProvider\\.tsx$',
    '/src/ui/pwa/(OfflineIndicator\\.tsx|first-install\\.ts)$',
    '/src/data/engine/(layer|db|pull|scopes|registry|local|remote|rows|time|errors|single-flight|engine-context|local-image)\\.ts$',
    '/src/data/server/(client|visitor-rest|persisted-session)\\.ts$',
    '/src/data/react/(instance|hooks)\\.ts$',
    '/src/data/public/live\\.ts$',
    '/src/domain/entry-status\\.ts$',
  ].join('|'),
);

/**
 * What the public pages share beyond the app shell (cards, pictures and their variants, the hydration
 * flag, the email check), as one chunk: a page's first load fetches one file for them, not five.
 */
const PAGE_PARTS = new RegExp(
  [
    '/src/ui/(EntryCard|SmartImage|placeholder-src|use-hydrated|RecipeTime)\\.tsx?$',
    '/src/domain/(image-variants|image-size|email|content-type)\\.ts$',
    '/src/config/images\\.ts$',
  ].join('|'),
);

/** A file of public/ for the precache, revisioned by its content. */
function shippedFile(file: string): { url: string; revision: string } {
  const bytes = readFileSync(fileURLToPath(new URL(`./public/${file}`, import.meta.url)));
  return { url: `/${file}`, revision: createHash('sha256').update(bytes).digest('hex').slice(0, 16) };
}

/** netlify.toml's `[images] remote_images`: the hosts the image CDN may fetch (src/config/images.ts). */
function imageRemotePatterns(): string[] {
  const toml = parseToml(readFileSync(fileURLToPath(new URL('./netlify.toml', import.meta.url)), 'utf8')) as { images?: { remote_images?: unknown } };
  const list = toml.images?.remote_images;
  return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
}

/**
 * A web build against a Supabase project (VITE_SUPABASE_URL) fails unless netlify.toml's
 * `[images] remote_images` lets the image CDN fetch that project's Storage (netlify/lib/image-hosts.ts).
 */
function imageHostsCheck(): Plugin {
  return {
    name: 'cheezopedia:image-hosts-check',
    apply: 'build',
    configResolved(config) {
      const supabaseUrl = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_').VITE_SUPABASE_URL;
      const problems = remoteImagesProblems(supabaseUrl, imageRemotePatterns());
      if (problems.length > 0) throw new Error(`netlify.toml [images] remote_images:\n- ${problems.join('\n- ')}\n(see docs/images.md)`);
    },
  };
}

/**
 * React Router's production build for our builds. Its package.json points every condition at its
 * development build, which differs only by ENABLE_DEV_WARNINGS = true: dev-only warnings (and their
 * code) shipped to every visitor and logged by the server (remix-run/react-router#12532, #14102).
 */
function reactRouterProductionBuild(): { find: RegExp; replacement: string }[] {
  const dist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), ...(desktop ? [] : [pwa(), renameShell(), securityHeadersFile(), imageHostsCheck(), rasterIllustrations()])],
  resolve: {
    alias: [
      ...Object.entries({
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The SSR bundle embeds the client build's shell (`app.html?raw`) and manifest (JSON): nothing is read from disk at run time.
        '@client-build': path.resolve(clientOutDir),
        ...(desktop ? { 'virtual:pwa-register/react': fileURLToPath(new URL('./src/ui/pwa/desktop-register.ts', import.meta.url)) } : {}),
      }).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? reactRouterProductionBuild() : []),
    ],
  },
  server: {
    proxy: Object.fromEntries(['/auth/v1', '/rest/v1', '/storage/v1', '/.netlify/functions', '/.netlify/images', '/_dev'].map((p) => [p, backend])),
  },
  // The SSR bundle is self-contained (every dependency inlined; admin pages in chunks loaded only if used):
  // the page function imports one entry file and Netlify's bundler follows its imports.
  ssr: { noExternal: true, target: 'node' },
  // Inlined dependencies take their production builds (React's CJS entry picks by NODE_ENV at run time).
  define: {
    __IMAGE_REMOTE_PATTERNS__: JSON.stringify(imageRemotePatterns()),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: isSsrBuild
    ? { sourcemap: false, target: 'node24', outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, rollupOptions: { input: 'src/app/server-entry.tsx', output: { entryFileNames: 'server-entry.js', chunkFileNames: 'chunks/[name]-[hash].js' } } }
    : {
        sourcemap: false,
        target: 'es2022',
        manifest: true,
        // Every browser the site supports preloads module scripts itself (Safari from 17): no polyfill
        // in the entry chunk. An older Safari still loads each page's chunk, on demand.
        modulePreload: { polyfill: false },
        // Every module the entry imports (React, the router, the app shell) in the entry's own chunk: one
        // file before a page is interactive instead of a dozen small ones (issue 13's budget). Then what
        // every page loads after hydration, when idle (the visitor's sync engine with Dexie, the PWA
        // controls; see ClientServices) in one more chunk — never the editors' code (CLIENT_SERVICES).
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Paging rules several later chunks share (discover, search, the local copy, head tags) and
                // no first load runs: their own chunk, not the app shell's.
                { name: 'paging', test: (id: string) => /\/src\/domain\/paging\.ts$/.test(id.replace(/\\/g, '/')), includeDependenciesRecursively: false },
                { name: 'app', tags: ['$initial'] },
                { name: 'page-parts', test: (id: string) => PAGE_PARTS.test(id.replace(/\\/g, '/')), includeDependenciesRecursively: false },
                // Only the listed modules: what they share with the pages (env, domain rules) stays shared.
                { name: 'client-services', test: (id: string) => CLIENT_SERVICES.test(id.replace(/\\/g, '/')), includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
