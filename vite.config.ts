import { defineConfig, loadEnv, type Plugin, type PluginOption } from 'vite';
import { netlifyHeadersFile } from './netlify/lib/security-headers';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

// The backend (auth, rest, storage, functions) is the local stand-in in dev; `npm run dev` proxies to it.
const backend = process.env.BACKEND_URL ?? 'http://localhost:54321';
// Electron builds (VITE_TARGET=desktop) ship no service worker: the PWA plugin is left out and the
// registration module resolves to a desktop implementation that never registers anything.
const desktop = process.env.VITE_TARGET === 'desktop';

/** Service worker + manifest (issue 3, section 4). generateSW, prompt before updating. */
function pwa(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'robots.txt', 'icons/*.png'],
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
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      navigateFallback: '/index.html',
      // API paths, and files (sitemap.xml, the sample CSVs…): a slug never contains a dot.
      navigateFallbackDenylist: [/^\/rest\//, /^\/auth\//, /^\/storage\//, /^\/\.netlify\//, /^\/_dev\//, /\/[^/?]+\.[^/]+$/],
      cleanupOutdatedCaches: true,
      // First install takes control at once (nothing older to replace); updates still wait for Reload.
      clientsClaim: true,
      // The REST API is not cached here: Dexie is the data cache. Images are (cache-first, bounded).
      runtimeCaching: [
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/images/') || url.pathname.startsWith('/storage/v1/object/public/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'cheezopedia-images',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [0, 200] },
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

export default defineConfig({
  plugins: [react(), ...(desktop ? [] : [pwa(), securityHeadersFile()])],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(desktop
        ? { 'virtual:pwa-register/react': fileURLToPath(new URL('./src/ui/pwa/desktop-register.ts', import.meta.url)) }
        : {}),
    },
  },
  server: {
    proxy: Object.fromEntries(['/auth/v1', '/rest/v1', '/storage/v1', '/.netlify/functions', '/_dev'].map((p) => [p, backend])),
  },
  build: { sourcemap: false, target: 'es2022' },
});
