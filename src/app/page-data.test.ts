import { describe, expect, it } from 'vitest';
import { createStaticHandler, type StaticHandlerContext } from 'react-router-dom';
import type { PublicPageSource } from '@/data/public';
import { loader as entryLoader } from '@/features/entry/EntryPage';
import { withPageSource } from './page-data';

const routes = [{ id: 'entry', path: '/:slug', loader: entryLoader }];

/** A source that answers every entry as missing, or one that names where it answered from. */
const source = (name: string | null): PublicPageSource => ({
  landing: () => Promise.reject(new Error('not asked')),
  discover: () => Promise.reject(new Error('not asked')),
  search: () => Promise.reject(new Error('not asked')),
  cheeseType: () => Promise.reject(new Error('not asked')),
  entry: async (slug) => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { slug, entry: null, related: [], bodyHtml: null, error: name };
  },
});

const query = (url: string, requestContext?: ReturnType<typeof withPageSource>) =>
  createStaticHandler(routes).query(new Request(url), requestContext ? { requestContext } : {}) as Promise<StaticHandlerContext>;

describe('the public loaders', () => {
  it('read the source their own request carries, with requests in flight at once', async () => {
    const [a, b] = await Promise.all([
      query('http://site.test/one', withPageSource(async () => source('read by A'))),
      query('http://site.test/two', withPageSource(async () => source('read by B'))),
    ]);
    expect(a.loaderData.entry).toMatchObject({ slug: 'one', error: 'read by A' });
    expect(b.loaderData.entry).toMatchObject({ slug: 'two', error: 'read by B' });
    // A failed read is a 503 (never cached), a missing entry a 404.
    expect(a.statusCode).toBe(503);
    expect((await query('http://site.test/three', withPageSource(async () => source(null)))).statusCode).toBe(404);
  });

  it('answer a slug no entry can have (a NUL, a space, a capital) 404 without reading', async () => {
    for (const slug of ['a%00b', 'a%20b', 'Brie', 'a%2Cb', '%E2%9C%93']) {
      const context = await query(`http://site.test/${slug}`, withPageSource(async () => ({ ...source(null), entry: () => Promise.reject(new Error('read')) })));
      expect(context.statusCode, slug).toBe(404);
      expect(context.loaderData.entry).toMatchObject({ entry: null, error: null });
    }
  });

  it('fail when the router carries no source', async () => {
    const context = await query('http://site.test/one');
    expect(context.statusCode).toBe(500);
    expect(String(context.errors?.entry)).toMatch(/No value found for context/);
  });
});
