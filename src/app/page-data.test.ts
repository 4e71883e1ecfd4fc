import { describe, expect, it } from 'vitest';
import { createStaticHandler, type StaticHandlerContext } from 'react-router-dom';
import type { PublicPageSource } from '@/data/public';
import { loader as entryLoader } from '@/features/entry/EntryPage';
import { withPageSource } from './page-data';
import { loader as previewLoader } from '@/features/entry/PreviewPage';

const routes = [
  { id: 'preview', path: '/preview/:token', loader: previewLoader },
  { id: 'entry', path: '/:slug', loader: entryLoader },
];

/** A source that answers every entry as missing, or one that names where it answered from. */
const source = (name: string | null): PublicPageSource => ({
  landing: () => Promise.reject(new Error('not asked')),
  discover: () => Promise.reject(new Error('not asked')),
  search: () => Promise.reject(new Error('not asked')),
  cheeseType: () => Promise.reject(new Error('not asked')),
  preview: () => Promise.reject(new Error('not asked')),
  entry: async (slug) => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { slug, entry: null, related: [], bodyHtml: null, error: name };
  },
});

const query = (url: string, requestContext?: ReturnType<typeof withPageSource>) =>
  createStaticHandler(routes).query(new Request(url), requestContext ? { requestContext } : {}) as Promise<StaticHandlerContext>;

describe('the public loaders', () => {
  it('answer an old slug with a permanent redirect to the current URL, its query kept', async () => {
    const renamed: PublicPageSource = { ...source(null), entry: async (slug) => ({ slug, entry: null, related: [], bodyHtml: null, error: null, redirectTo: 'new-name' }) };
    const answer = (await createStaticHandler(routes).query(new Request('http://site.test/old-name?utm_source=mail'), { requestContext: withPageSource(async () => renamed) })) as Response;
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/new-name?utm_source=mail');
  });

  it('ask the source of a preview only for a token of the right shape; what it opens nothing is a 404', async () => {
    const asked: string[] = [];
    const previews: PublicPageSource = {
      ...source(null),
      preview: async (token) => (asked.push(token), { slug: '', entry: null, related: [], bodyHtml: null, error: null }),
    };
    const token = 'a'.repeat(64);
    for (const bad of ['abc', 'A'.repeat(64), `${token}0`, 'g'.repeat(64)]) {
      expect((await query(`http://site.test/preview/${bad}`, withPageSource(async () => previews))).statusCode, bad).toBe(404);
    }
    expect(asked).toEqual([]);
    const context = await query(`http://site.test/preview/${token}`, withPageSource(async () => previews));
    expect(context.statusCode).toBe(404);
    expect(asked).toEqual([token]);
  });

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
