/**
 * The public pages' data read over Supabase's REST API (the server renderer's page source; the
 * browser's is the local copy first, `localPageSource` in live.ts). A read that fails is reported in
 * the page data's `error` rather than thrown: the loaders turn it into the page's status.
 */
import { pageOf } from '@/domain/paging';
import { createPublicRest, type PublicRestOptions } from './rest';
import type { PublicPageSource } from './types';
import { cheeseTypeArgs, cheeseTypeData, refusedSearch, searchArgs, searchData } from './search-rows';
import { SEARCH_CHEESE_LIMIT } from '@/domain/constants';
import { cleanSearchQuery, hasControlCharacters } from '@/domain/site-search';
import { cheeseTypeSlug } from '@/domain/cheese-type-tags';

export interface RestPageSourceOptions extends PublicRestOptions {
  /** An entry's markdown body as HTML (the server sends it rendered: the browser need not load the renderer to hydrate). */
  bodyHtml: (markdown: string) => string;
}

const failed = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function createRestPageSource(options: RestPageSourceOptions): PublicPageSource {
  const rest = createPublicRest(options);
  return {
    async landing() {
      const [cheeses, feed] = await Promise.allSettled([rest.randomCheeses(), rest.homeFeed()]);
      return {
        cheeses: cheeses.status === 'fulfilled' ? cheeses.value : [],
        feed: feed.status === 'fulfilled' ? feed.value : [],
        error: feed.status === 'rejected' ? failed(feed.reason) : cheeses.status === 'rejected' ? failed(cheeses.reason) : null,
      };
    },
    async discover(filter, page) {
      try {
        const { rows, hasNext } = pageOf(await rest.discover(filter, page), page);
        return { filter, page, hasNext, entries: rows, error: null };
      } catch (e) {
        return { filter, page, hasNext: false, entries: [], error: failed(e) };
      }
    },
    async search(query, page) {
      if (hasControlCharacters(query)) return refusedSearch(query, page);
      const q = cleanSearchQuery(query);
      if (!q) return { q, page, hasNext: false, entries: [], cheeses: [], from: 'server', error: null };
      try {
        return searchData(q, page, await rest.search(searchArgs(q, page, undefined, page === 1 ? SEARCH_CHEESE_LIMIT : 0)));
      } catch (e) {
        return { q, page, hasNext: false, entries: [], cheeses: [], from: 'server', error: failed(e) };
      }
    },
    async cheeseType(tag, page) {
      // A tag as written ('Gruyère') or its slug ('gruyere'): the slug decides.
      const slug = cheeseTypeSlug(tag);
      if (!slug) return { slug, name: null, page, hasNext: false, entries: [], error: null };
      try {
        return cheeseTypeData(slug, page, await rest.cheeseTypeEntries(cheeseTypeArgs(slug, page)), null);
      } catch (e) {
        return { slug, name: null, page, hasNext: false, entries: [], error: failed(e) };
      }
    },
    async entry(slug) {
      try {
        const entry = await rest.entryBySlug(slug);
        if (!entry) {
          const current = await rest.entryRedirect(slug);
          return { slug, entry: null, related: [], bodyHtml: null, error: null, ...(current ? { redirectTo: current } : {}) };
        }
        const related = await rest.related(entry.id).catch(() => []);
        return { slug, entry, related, bodyHtml: entry.content.trim() ? options.bodyHtml(entry.content) : null, error: null };
      } catch (e) {
        return { slug, entry: null, related: [], bodyHtml: null, error: failed(e) };
      }
    },
    async preview(token) {
      try {
        const entry = await rest.entryPreview(token);
        if (!entry) return { slug: '', entry: null, related: [], bodyHtml: null, error: null };
        return { slug: entry.slug, entry, related: [], bodyHtml: entry.content.trim() ? options.bodyHtml(entry.content) : null, error: null };
      } catch (e) {
        return { slug: '', entry: null, related: [], bodyHtml: null, error: failed(e) };
      }
    },
  };
}
