/**
 * Site search on the device (offline, or when the server does not answer): a MiniSearch index over
 * what the device holds — the public entries in its sync scope (cards: title and description; saved
 * entries: their full text too) and the cheeses it was shown or saved — with the matching rules of
 * domain/search-matching. Built on first use, then kept up to date from the engine's live reads as sync
 * writes rows (changed rows replaced, removed ones discarded). Loaded only when search is used.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { DISCOVER_PAGE_SIZE, SEARCH_CHEESE_LIMIT, SEARCH_PAGE_SIZE } from '@/domain/constants';
import { isPublic } from '@/domain/entry-status';
import { cheeseTypeSlug, foldAccents } from '@/domain/cheese-type-tags';
import { cleanSearchQuery, markedSnippet } from '@/domain/site-search';
import { searchPlainText } from '@/domain/search-plain';
import { CHEESE_FIELD_BOOST, ENTRY_FIELD_BOOST, searchTerm, searchTerms, typoDistance } from '@/domain/search-matching';
import { pageOf } from '@/domain/paging';
import type { Cheese, Entry } from '@/domain/types';
import { getDataLayer } from '@/data/react';
import type { CheeseTypeData, SearchCheeseHit, SearchData, SearchEntryHit } from './types';

interface Doc {
  id: string;
  kind: 'entry' | 'cheese';
  title: string;
  description: string;
  cheeseTypes: string;
  focusKeyword: string;
  ingredients: string;
  body: string;
  name: string;
  /** A cheese's type, milk and origin. */
  cheeseKind: string;
}

const FIELDS = ['title', 'description', 'cheeseTypes', 'focusKeyword', 'ingredients', 'body', 'name', 'cheeseKind'] as const;

function entryDoc(e: Entry): Doc {
  return {
    id: e.id,
    kind: 'entry',
    title: e.title,
    description: e.description ?? '',
    cheeseTypes: (e.cheese_types ?? []).join(' '),
    focusKeyword: e.focus_keyword ?? '',
    ingredients: (e.ingredients ?? []).map((i) => `${i.item} ${i.amount}`).join(' '),
    body: e.content ?? '',
    name: '',
    cheeseKind: '',
  };
}

function cheeseDoc(c: Cheese): Doc {
  return {
    id: c.id,
    kind: 'cheese',
    title: '',
    description: c.description,
    cheeseTypes: '',
    focusKeyword: '',
    ingredients: '',
    body: '',
    name: c.name,
    cheeseKind: [c.type, c.milk, c.origin_country, c.origin_region].filter(Boolean).join(' '),
  };
}

/** How much of a body the database cuts its snippets from (its `left(content, 4000)`). */
const SNIPPET_BODY_CHARS = 4000;

/**
 * An entry's snippet as the database cuts it: from its description and its body as plain text (no
 * markdown), around the first matched word; null when there is no text at all.
 */
function entrySnippet(e: Entry, mark: (text: string) => string): string | null {
  const text = [e.description ?? '', searchPlainText((e.content ?? '').slice(0, SNIPPET_BODY_CHARS))].filter(Boolean).join(' ');
  return text ? mark(text) : null;
}

/** A fresh index with the site's matching rules. */
export function createSearchIndex(): MiniSearch<Doc> {
  return new MiniSearch<Doc>({
    idField: 'id',
    fields: [...FIELDS],
    storeFields: ['kind'],
    tokenize: (text) => text.match(/[\p{L}\p{N}]+/gu) ?? [],
    processTerm: (term) => searchTerm(term),
    searchOptions: {
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => typoDistance(term),
      boost: { ...ENTRY_FIELD_BOOST, name: CHEESE_FIELD_BOOST.name, cheeseKind: CHEESE_FIELD_BOOST.kind },
    },
  });
}

/** A device index kept in step with a set of rows: add, replace or discard by version. */
export class DeviceIndex {
  readonly index = createSearchIndex();
  readonly entries = new Map<string, Entry>();
  readonly cheeses = new Map<string, Cheese>();
  private versions = new Map<string, string>();

  /** Applies the current rows (public entries and cheeses): only what changed is re-indexed. */
  update(entries: readonly Entry[], cheeses: readonly Cheese[], now = Date.now()): void {
    const seen = new Set<string>();
    const put = (id: string, stamp: string, doc: () => Doc) => {
      seen.add(id);
      const before = this.versions.get(id);
      if (before === stamp) return;
      if (before !== undefined) this.index.replace(doc());
      else this.index.add(doc());
      this.versions.set(id, stamp);
    };
    for (const e of entries) {
      if (!isPublic(e, now)) continue;
      this.entries.set(e.id, e);
      put(e.id, `${e.version}:${e.updated_at}:${e.content ? 1 : 0}`, () => entryDoc(e));
    }
    for (const c of cheeses) {
      this.cheeses.set(c.id, c);
      put(c.id, `${c.version}:${c.updated_at}`, () => cheeseDoc(c));
    }
    for (const id of [...this.versions.keys()]) {
      if (seen.has(id)) continue;
      this.index.discard(id);
      this.versions.delete(id);
      this.entries.delete(id);
      this.cheeses.delete(id);
    }
  }

  /** The query's results: one page of entries, and cheeses on the first page. */
  search(query: string, page = 1, size = SEARCH_PAGE_SIZE, cheeseLimit = SEARCH_CHEESE_LIMIT): SearchData {
    const q = cleanSearchQuery(query);
    const terms = searchTerms(q);
    if (terms.length === 0) return { q, page, hasNext: false, entries: [], cheeses: [], from: 'device', error: null };
    const results: SearchResult[] = this.index.search(q);
    // Ranked rows first; hits (with their marked snippets) only for the page shown.
    const found: Entry[] = [];
    const foundCheeses: Cheese[] = [];
    for (const r of results) {
      const e = this.entries.get(r.id as string);
      if (e) found.push(e);
      else if (page === 1 && foundCheeses.length < cheeseLimit) {
        const c = this.cheeses.get(r.id as string);
        if (c) foundCheeses.push(c);
      }
    }
    const mark = (text: string) => markedSnippet(text, terms, foldAccents);
    const paged = pageOf(found, page, size, true);
    const entries = paged.rows.map((e): SearchEntryHit => ({
      id: e.id,
      slug: e.slug,
      title: e.title,
      description: e.description,
      snippet: entrySnippet(e, mark),
      image_url: e.image_url,
      image_placeholder: e.image_placeholder ?? null,
      content_type: e.content_type,
      published_at: e.published_at,
    }));
    const cheeses = foundCheeses.map((c): SearchCheeseHit => ({
      id: c.id,
      name: c.name,
      subtitle: [c.type, c.milk, [c.origin_region, c.origin_country].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
      snippet: mark(c.description),
      image_url: c.image_url,
      image_placeholder: c.image_placeholder ?? null,
    }));
    return { q, page, hasNext: paged.hasNext, entries, cheeses, from: 'device', error: null };
  }
}

let shared: Promise<DeviceIndex> | null = null;

/**
 * The device's index, built on first use from the local copy and kept up to date while the page
 * lives (a live read of the entries and cheeses).
 */
export function deviceIndex(): Promise<DeviceIndex> {
  if (shared) return shared;
  shared = new Promise<DeviceIndex>((resolve, reject) => {
    // Measured by bench:search ('search-index-build': reading the rows and indexing them).
    performance.mark('search-index-start');
    const index = new DeviceIndex();
    let first = true;
    getDataLayer().observe((read) => read.searchable()).subscribe({
      next: ({ entries, cheeses }) => {
        index.update(entries, cheeses);
        if (first) {
          performance.measure('search-index-build', 'search-index-start');
          resolve(index);
        }
        first = false;
      },
      error: (e: unknown) => {
        if (first) reject(e instanceof Error ? e : new Error(String(e)));
        else console.warn('Search index update failed', e);
      },
    });
  });
  shared.catch(() => (shared = null));
  return shared;
}

/** One page of search over what the device holds. */
export async function searchDevice(q: string, page = 1, size = SEARCH_PAGE_SIZE, cheeseLimit = SEARCH_CHEESE_LIMIT): Promise<SearchData> {
  return (await deviceIndex()).search(q, page, size, cheeseLimit);
}

/** Entries on the device carrying a cheese type (by slug), newest first: the tag page offline. */
export async function deviceCheeseType(slug: string, page: number): Promise<CheeseTypeData> {
  const index = await deviceIndex();
  const rows = [...index.entries.values()]
    .filter((e) => e.visible_in_feed && (e.cheese_types ?? []).some((t) => cheeseTypeSlug(t) === slug))
    .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''));
  const name = rows[0]?.cheese_types.find((t) => cheeseTypeSlug(t) === slug)?.trim().toLowerCase() ?? null;
  const { rows: shown, hasNext } = pageOf(rows, page, DISCOVER_PAGE_SIZE, true);
  return { slug, name, page, hasNext, entries: shown, error: null };
}
