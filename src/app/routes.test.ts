import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { PAGE_MODULES, PRIVATE_SECTIONS, privateRoutesPatcher, routes, withPrivateRoutes } from './routes';
import { privateRoutes } from './private-routes';
import { PAGE_SOURCES } from './page-sources';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('PAGE_MODULES', () => {
  it.each(Object.entries(PAGE_MODULES))('%s: the source the server preloads is the module the router loads', async (id, load) => {
    const loaded = await load();
    const bySource = (await import(/* @vite-ignore */ path.join(ROOT, PAGE_SOURCES[id as keyof typeof PAGE_SOURCES]))) as typeof loaded;
    expect(typeof loaded.default).toBe('function');
    expect(loaded.default).toBe(bySource.default);
  });
});

describe('private routes', () => {
  it('PRIVATE_SECTIONS are the first path segments of the private routes', () => {
    expect(new Set(privateRoutes.map((r) => r.path?.split('/')[0]))).toEqual(PRIVATE_SECTIONS);
  });

  it('the server tree holds the public and the private routes under the root', () => {
    const [root] = withPrivateRoutes(routes, privateRoutes);
    expect(root.id).toBe('root');
    expect(root.children).toEqual([...(routes[0].children ?? []), ...privateRoutes]);
  });

  // The browser's tree starts without them and adds them on the first navigation under one of them.
  type Router = ReturnType<typeof createMemoryRouter>;
  // Route elements are never rendered here and no loader runs.
  const inert = (r: RouteObject): RouteObject =>
    r.index ? { ...r, loader: undefined, lazy: undefined } : { ...r, loader: undefined, lazy: undefined, children: r.children?.map(inert) };
  const leafPath = (router: Router) => router.state.matches.map((m) => m.route.path ?? (m.route.index ? '(index)' : '')).filter(Boolean).join(' > ');
  const browserRouter = (url: string) =>
    createMemoryRouter(routes.map(inert), { initialEntries: [url], patchRoutesOnNavigation: privateRoutesPatcher() });
  const settled = async (router: Router) => {
    await expect.poll(() => router.state.initialized && router.state.navigation.state === 'idle').toBe(true);
    return router;
  };

  it.each([
    ['/admin/cheeses', '/ > admin > cheeses'],
    ['/Admin/Cheeses', '/ > admin > cheeses'],
    ['/login', '/ > login'],
    ['/partners', '/ > partners > (index)'],
    ['/admin/nowhere', '/ > *'],
    ['/some-entry', '/ > :slug'],
    ['/a/b', '/ > *'],
  ])('a first render at %s matches %s', async (url, expected) => {
    expect(leafPath(await settled(browserRouter(url)))).toBe(expected);
  });

  it('a navigation from a public page to a private one adds them', async () => {
    const router = await settled(browserRouter('/some-entry'));
    expect(leafPath(router)).toBe('/ > :slug');
    await router.navigate('/reset-password');
    expect(leafPath(await settled(router))).toBe('/ > reset-password');
    await router.navigate('/admin/users');
    expect(leafPath(await settled(router))).toBe('/ > admin > users');
    await router.navigate('/another-entry');
    expect(leafPath(await settled(router))).toBe('/ > :slug');
  });
});
