/**
 * The route tree, one for the server renderer and the browser. The public pages bring their loaders
 * in their page modules (each reads the page source its request carries, page-data.ts) and each is
 * its own chunk (React Router's `lazy`): a page loads only its own code. The server names the chunk
 * of the page it renders (modulepreload) and the browser loads it before hydrating (see
 * resolvePageModules). The account, partner and admin routes (private-routes.tsx, client-rendered)
 * are not in the browser's tree at first: it adds them on the first navigation under one of
 * PRIVATE_SECTIONS, so public pages never load their definitions.
 */
import { createBrowserRouter, matchRoutes, type HydrationState, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import NotFoundPage from '@/features/notfound/NotFoundPage';
import { RouteLoading } from './RouteLoading';
import { RouteError } from './RouteError';
import { RootLayout } from './RootLayout';
import { keyHistoryEntry } from './scroll-positions';
import { loadLive } from '@/data/public';
import { withPageSource } from './page-data';

/**
 * The public pages' modules: how the router loads each (its source path, which the server preloads,
 * is in page-sources.ts: the browser's bundle need not carry it; a unit test holds the two together).
 */
export const PAGE_MODULES = {
  landing: () => import('@/features/landing/LandingPage'),
  discover: () => import('@/features/discover/DiscoverPage'),
  search: () => import('@/features/search/SearchPage'),
  'cheese-type': () => import('@/features/cheese-types/CheeseTypePage'),
  entry: () => import('@/features/entry/EntryPage'),
  preview: () => import('@/features/entry/PreviewPage'),
  privacy: () => import('@/features/legal/PrivacyPage'),
  terms: () => import('@/features/legal/TermsPage'),
} as const;

// A page module may bring its route's loader (the first load then does not carry it).
const lazyPage = (id: keyof typeof PAGE_MODULES) => async () => {
  const m: { default: RouteObject['Component']; loader?: RouteObject['loader'] } = await PAGE_MODULES[id]();
  return m.loader ? { Component: m.default, loader: m.loader } : { Component: m.default };
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    errorElement: <RouteError />,
    // Shown while the browser adds the private routes before its first render (a deep link to /login, /admin…).
    hydrateFallbackElement: <RouteLoading />,
    element: <RootLayout />,
    children: [
      { id: 'landing', index: true, lazy: lazyPage('landing') },
      { id: 'discover', path: 'discover', lazy: lazyPage('discover') },
      { id: 'search', path: 'search', lazy: lazyPage('search') },
      { id: 'cheese-type', path: 'cheese-types/:tag', lazy: lazyPage('cheese-type') },
      // Static paths rank above ':slug': an entry can never take these URLs.
      { id: 'privacy', path: 'privacy', lazy: lazyPage('privacy') },
      { id: 'terms', path: 'terms', lazy: lazyPage('terms') },
      // A draft shared by link (never cached: see netlify/lib/pages.ts and the service worker's routes).
      { id: 'preview', path: 'preview/:token', lazy: lazyPage('preview') },
      { id: 'entry', path: ':slug', lazy: lazyPage('entry') },
      { id: 'not-found', path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The ids of the routes the server renders (the others are client-rendered from the app shell). */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set(['landing', 'discover', 'search', 'cheese-type', 'entry', 'preview', 'privacy', 'terms', 'not-found']);

/**
 * Loads the lazy modules of the routes matching `url` into the route tree, so that hydration renders
 * the very tree the server rendered (not a loading state). Call before createRouter.
 */
export async function resolvePageModules(url: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, url) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}

/** The first path segments of the routes in private-routes.tsx (a unit test holds the two together). */
export const PRIVATE_SECTIONS: ReadonlySet<string> = new Set(['login', 'signup', 'forgot-password', 'reset-password', 'partners', 'admin']);

/** The server's tree: every route under the root (it answers the private ones with the app shell). */
export function withPrivateRoutes(publicRoutes: RouteObject[], privateRoutes: RouteObject[]): RouteObject[] {
  return publicRoutes.map((root) => (root.index ? root : { ...root, children: [...(root.children ?? []), ...privateRoutes] }));
}

/**
 * A router's patchRoutesOnNavigation: on its first navigation (or initial render) under a private
 * section, loads private-routes.tsx and adds those routes under the root. Other paths go on at once.
 */
export function privateRoutesPatcher(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, signal, patch }) => {
    // Paths match case-insensitively (as React Router matches them).
    if (patched || !PRIVATE_SECTIONS.has(path.split('/')[1]?.toLowerCase() ?? '')) return;
    const { privateRoutes } = await import('./private-routes');
    if (patched || signal.aborted) return;
    patch('root', privateRoutes);
    patched = true;
  };
}

/**
 * The browser's router; `hydrationData` = the loader data the server rendered with. Its loaders read
 * the local copy first (the local-first module is imported when a loader first runs).
 */
export function createRouter(hydrationData?: HydrationState) {
  keyHistoryEntry();
  return createBrowserRouter(routes, {
    ...(hydrationData ? { hydrationData } : {}),
    getContext: () => withPageSource(() => loadLive().then((live) => live.localPageSource)),
    patchRoutesOnNavigation: privateRoutesPatcher(),
  });
}
