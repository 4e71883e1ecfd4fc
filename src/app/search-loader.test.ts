import { describe, expect, it } from 'vitest';
import { createStaticHandler, type StaticHandlerContext } from 'react-router-dom';
import { createRestPageSource } from '@/data/public/rest-page-source';
import { withPageSource } from './page-data';
import type { SearchData } from '@/data/public';
import { loader } from '@/features/search/SearchPage';

/** The server's page source over a REST API that answers nothing: every request it sends is recorded, then fails. */
function restSource(asked: string[]) {
  const fetch = async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response('{"message":"down"}', { status: 500 });
  };
  return createRestPageSource({ url: 'https://project.example', key: 'sb_publishable_test', fetch: fetch as typeof globalThis.fetch, bodyHtml: (md) => md });
}

async function search(url: string, asked: string[]) {
  const handler = createStaticHandler([{ id: 'search', path: '/search', loader }]);
  const context = (await handler.query(new Request(url), { requestContext: withPageSource(async () => restSource(asked)) })) as StaticHandlerContext;
  return { status: context.statusCode, data: context.loaderData.search as SearchData };
}

describe('the /search loader', () => {
  it('answers a query holding a NUL (or another control character) with 400 without asking the database, the query shown back without it', async () => {
    const asked: string[] = [];
    for (const q of ['a%00b', 'a%01b', '%00']) {
      const { status, data } = await search(`https://site.example/search?q=${q}`, asked);
      expect(status, q).toBe(400);
      expect(data.refused).toBe(true);
      expect(data.q).toBe(q === '%00' ? '' : 'ab');
    }
    expect(asked).toEqual([]);
  });

  it('still asks for an ordinary query (a failed read: 503)', async () => {
    const asked: string[] = [];
    const { status, data } = await search('https://site.example/search?q=brie%0Atart', asked);
    expect(status).toBe(503);
    expect(data.refused).toBeUndefined();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('/rest/v1/rpc/search_site');
  });
});
