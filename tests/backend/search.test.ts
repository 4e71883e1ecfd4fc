/**
 * Site search (RPC search_site) through real supabase-js clients: weighted ranking (a title match
 * outranks a body match), accents folded, plurals, prefixes while typing, one typo in a long word,
 * websearch operators, cheeses by origin; and row-level security — a draft, a scheduled or archived
 * entry, and a partner's unpublished entry never appear, for anon, for another partner or for the
 * author (the public search shows public entries only), not even through typo correction.
 * Typo candidates come from the lexicon, which the search-indexer scheduled function fills after a
 * save (tests/backend/search-save.test.ts): the tests run it where they need it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { cheeseTypeSlug } from '../../src/domain/cheese-type-tags';

interface Hit {
  kind: 'entry' | 'cheese';
  id: string;
  slug: string | null;
  title: string;
  snippet: string | null;
  rank: number;
}

let b: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;
const partners: { client: SupabaseClient; id: string }[] = [];
const ids: Record<string, string> = {};
const past = new Date(Date.now() - 86_400_000).toISOString();
const future = new Date(Date.now() + 30 * 86_400_000).toISOString();

async function entry(key: string, fields: Record<string, unknown>): Promise<void> {
  const id = randomUUID();
  ids[key] = id;
  const { error } = await service.from('cheezopedia_entries').insert({ id, slug: `search-${key}-${id.slice(0, 6)}`, content: '', content_type: 'article', published_at: past, ...fields });
  if (error) throw new Error(`${key}: ${error.message}`);
}

async function search(client: SupabaseClient, q: string, entryLimit = 10, entryOffset = 0): Promise<Hit[]> {
  const { data, error } = await client.rpc('search_site', { q, entry_limit: entryLimit, entry_offset: entryOffset, cheese_limit: 5 });
  if (error) throw new Error(`search ${q}: ${error.message}`);
  return data as Hit[];
}

const entryIds = (hits: Hit[]) => hits.filter((h) => h.kind === 'entry').map((h) => h.id);

async function makePartner(tag: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = b.anon();
  const { data, error } = await client.auth.signUp({ email: `search-${tag}-${randomUUID().slice(0, 6)}@partners.test`, password: 'partner-password-1' });
  if (error || !data.user) throw new Error(error?.message ?? 'no user');
  const r = await service.from('profiles').update({ role: 'partner' }).eq('id', data.user.id);
  if (r.error) throw new Error(r.error.message);
  return { client, id: data.user.id };
}

beforeAll(async () => {
  // The timer itself is an hour: the tests run the scheduled functions (the search indexer) when they choose.
  b = await startTestBackend({ scheduledFunctionsIntervalMs: 3_600_000 });
  service = b.service();
  anon = b.anon();
  partners.push(await makePartner('a'), await makePartner('b'));
  await entry('title', { title: 'Grätzerkäse fondue night', content: 'A slow evening with bread.' });
  await entry('body', { title: 'Weeknight suppers', content: 'Melt some grätzerkäse over potatoes, then **serve**.' });
  await entry('plural', { title: 'Blauschimmels on toast', description: 'Blue cheeses, grilled.' });
  await entry('ingredient', { title: 'Spring tart', content_type: 'recipe', ingredients: [{ name: 'Quarkwalzel', amount: '200 g' }] });
  await entry('types', { title: 'A board for autumn', cheese_types: ['Vorarlberger'] });
  await entry('bodyword', { title: 'Picnic notes', content: 'Bring a Schnittlauchbrot and a sharp knife.' });
  await entry('draft', { title: 'Verborgenkäse secret', published_at: null });
  await entry('scheduled', { title: 'Verborgenkäse scheduled', published_at: future });
  await entry('archived', { title: 'Verborgenkäse archived', archived_at: past });
  const own = { id: randomUUID(), slug: `search-partner-${randomUUID().slice(0, 6)}`, title: 'Verborgenkäse partner', content: 'Partner text', content_type: 'article', author_id: null };
  const r = await partners[0].client.from('cheezopedia_entries').insert(own);
  if (r.error) throw new Error(`partner draft: ${r.error.message}`);
  ids.partner = own.id;
  const cheese = { id: randomUUID(), name: 'Zwergziegen', image_url: 'https://example.com/z.jpg', type: 'Soft', milk: 'Goat', origin_country: 'Österreich', origin_region: 'Tirol', description: 'A small goat cheese with a bloomy rind.' };
  const c = await service.from('cheeses').insert(cheese);
  if (c.error) throw new Error(`cheese: ${c.error.message}`);
  ids.cheese = cheese.id;
  await b.runScheduled();
});
afterAll(async () => b?.close());

describe('search_site: matching and ranking', () => {
  it('a title match outranks a body match, accents folded either way', async () => {
    for (const q of ['gratzerkase', 'Grätzerkäse', 'GRATZERKASE']) {
      const found = entryIds(await search(anon, q));
      expect(found.slice(0, 2), q).toEqual([ids.title, ids.body]);
    }
  });

  it('finds prefixes while typing, plurals, ingredients and cheese types', async () => {
    expect(entryIds(await search(anon, 'grätz'))).toContain(ids.title);
    expect(entryIds(await search(anon, 'blauschimmel'))[0]).toBe(ids.plural);
    expect(entryIds(await search(anon, 'quarkwalzel'))[0]).toBe(ids.ingredient);
    expect(entryIds(await search(anon, 'vorarlberger'))[0]).toBe(ids.types);
  });

  it('tolerates one typo in a word of five letters or more', async () => {
    expect(entryIds(await search(anon, 'gratzerkse'))[0]).toBe(ids.title);
    expect(entryIds(await search(anon, 'quarkwalzl'))[0]).toBe(ids.ingredient);
    // A word found only in a body is corrected too.
    expect(entryIds(await search(anon, 'schnittlauchbrt'))[0]).toBe(ids.bodyword);
  });

  it('every word must match; websearch operators keep their meaning', async () => {
    expect(entryIds(await search(anon, 'gratzerkase fondue'))).toEqual([ids.title]);
    expect(entryIds(await search(anon, 'gratzerkase -fondue'))).toEqual([ids.body]);
    expect(entryIds(await search(anon, '"weeknight suppers"'))).toEqual([ids.body]);
  });

  it('marks matched words in the snippet with control characters, never HTML', async () => {
    const hit = (await search(anon, 'potatoes')).find((h) => h.id === ids.body);
    expect(hit?.snippet).toContain('\u0002potatoes\u0003');
    expect(hit?.snippet).not.toContain('<b>');
  });

  it('finds cheeses by name, origin (accents folded) and milk', async () => {
    for (const q of ['zwergziegen', 'osterreich goat', 'tirol']) {
      const cheeses = (await search(anon, q)).filter((h) => h.kind === 'cheese').map((h) => h.id);
      expect(cheeses, q).toContain(ids.cheese);
    }
  });

  it('pages the entries', async () => {
    const first = entryIds(await search(anon, 'gratzerkase', 1, 0));
    const second = entryIds(await search(anon, 'gratzerkase', 1, 1));
    expect([...first, ...second]).toEqual([ids.title, ids.body]);
  });

  it('hostile or empty input is answered, not an error', async () => {
    for (const q of ['', '   ', "'; drop table x; --", 'a & b | !c', 'fond:*', '(((', '"', '-', 'x'.repeat(5000), 'the and of']) {
      await expect(search(anon, q), q).resolves.toBeInstanceOf(Array);
    }
  });

  it('a NUL in the query is a 400 (PostgreSQL cannot hold one), by POST and by GET, never a server error', async () => {
    // A data exception (class 22: 22021 on PGlite and PostgreSQL; PostgREST's own JSON path says 22P05).
    const posted = await anon.rpc('search_site', { q: 'a\u0000b', entry_limit: 5, entry_offset: 0, cheese_limit: 0 });
    expect(posted.status).toBe(400);
    expect(posted.error?.code).toMatch(/^22/);
    const got = await fetch(`${b.url}/rest/v1/rpc/search_site?q=a%00b&entry_limit=5&entry_offset=0&cheese_limit=0`, { headers: { apikey: b.publishableKey } });
    expect(got.status).toBe(400);
    expect(((await got.json()) as { code: string }).code).toMatch(/^22/);
  });
});

describe('search_site: row-level security', () => {
  const hidden = () => [ids.draft, ids.scheduled, ids.archived, ids.partner];

  it('drafts, scheduled, archived and partner entries never appear for anon, another partner, or their author', async () => {
    for (const client of [anon, partners[1].client, partners[0].client]) {
      for (const q of ['verborgenkase', 'verborgenkse', 'verborg', 'secret', 'partner text']) {
        const found = entryIds(await search(client, q));
        for (const id of hidden()) expect(found, q).not.toContain(id);
      }
    }
  });

  it('typo correction offers only words of rows the caller may read', async () => {
    // Every Verborgenkäse entry is hidden from anon: its typo finds no correction to show.
    const { data, error } = await anon.rpc('search_query', { q: 'verborgenkse' });
    expect(error).toBeNull();
    expect(String(data)).not.toMatch(/verborgenkas/);
    const own = await partners[0].client.rpc('search_query', { q: 'verborgenkse' });
    expect(String(own.data)).toMatch(/verborgenkas/);
  });

  it('the side tables, the lexicon and the helpers behind the search are not reachable over the API', async () => {
    const privateApi = anon.schema('private' as 'public');
    for (const table of ['entry_search', 'search_lexicon']) expect((await privateApi.from(table).select('*')).error, table).not.toBeNull();
    expect((await privateApi.rpc('search_typo_candidates' as never, { w: 'verborgenkse' } as never)).error).not.toBeNull();
    expect((await privateApi.rpc('entry_search_ids' as never, { tq: 'verborgenkase' } as never)).error).not.toBeNull();
  });
});

describe('search_site: keeping the index current', () => {
  const indexVersion = async (table: 'entry_search' | 'cheese_search', id: string) =>
    (await b.sql<{ xmin: string }>(`select xmin::text from private.${table} where id = $1`, [id]))[0]?.xmin;

  it('a save that changes no searched text leaves the index alone; a changed body is found at once, its typos after the indexer ran', async () => {
    const { data: row } = await service.from('cheezopedia_entries').select('title, description, content').eq('id', ids.bodyword).single();
    const before = await indexVersion('entry_search', ids.bodyword);
    // An autosave names every column, unchanged ones included.
    const same = await service.from('cheezopedia_entries').update({ ...row, image_alt: 'A picnic blanket' }).eq('id', ids.bodyword);
    expect(same.error).toBeNull();
    expect(await indexVersion('entry_search', ids.bodyword)).toBe(before);

    const changed = await service.from('cheezopedia_entries').update({ content: 'Bring a Kürbiskernbrot and a sharp knife.' }).eq('id', ids.bodyword);
    expect(changed.error).toBeNull();
    expect(await indexVersion('entry_search', ids.bodyword)).not.toBe(before);
    expect(entryIds(await search(anon, 'kurbiskernbrot'))).toEqual([ids.bodyword]);
    await b.runScheduled();
    expect(entryIds(await search(anon, 'kurbiskernbrt'))).toEqual([ids.bodyword]);
    expect(entryIds(await search(anon, 'schnittlauchbrot'))).toEqual([]);
  });

  it('the same for a cheese: only a change to what is searched re-indexes it', async () => {
    const before = await indexVersion('cheese_search', ids.cheese);
    expect((await service.from('cheeses').update({ name: 'Zwergziegen', image_url: 'https://example.com/z2.jpg' }).eq('id', ids.cheese)).error).toBeNull();
    expect(await indexVersion('cheese_search', ids.cheese)).toBe(before);
    expect((await service.from('cheeses').update({ origin_region: 'Vorarlberg' }).eq('id', ids.cheese)).error).toBeNull();
    expect(await indexVersion('cheese_search', ids.cheese)).not.toBe(before);
  });
});

describe('cheese-type tags', () => {
  it('the database slugs tags exactly as the pages link them', async () => {
    const tags = ['Gruyère', 'Semi-soft', 'Camembert de Normandie', '  Brie / Coulommiers! ', 'Rødgrød', 'Ærø', 'Œuf', 'Straße', 'ÉPOISSES', 'Tête de Moine', '100% goat', '!!!', ''];
    const rows = await b.sql<{ t: string; slug: string }>('select t, private.tag_slug(t) as slug from unnest($1::text[]) t', [tags]);
    for (const r of rows) expect(r.slug, r.t).toBe(cheeseTypeSlug(r.t));
  });

  it('lists the public entries of a tag only; an unknown tag has none', async () => {
    const tagged = async (id: string, fields: Record<string, unknown>) => {
      ids[id] = randomUUID();
      const { error } = await service.from('cheezopedia_entries').insert({ id: ids[id], slug: `tag-${ids[id].slice(0, 8)}`, title: id, content: '', cheese_types: ['Bergkäse'], ...fields });
      if (error) throw new Error(error.message);
    };
    await tagged('tagPublic', { published_at: past });
    await tagged('tagDraft', { published_at: null });
    await tagged('tagHidden', { published_at: past, visible_in_feed: false });
    const { data, error } = await anon.rpc('cheese_type_entries', { tag: 'bergkase' });
    expect(error).toBeNull();
    expect((data as { id: string; tag_name: string }[]).map((r) => [r.id, r.tag_name])).toEqual([[ids.tagPublic, 'bergkäse']]);
    const types = (await anon.rpc('cheese_types')).data as { slug: string; entries: number }[];
    expect(types.find((t) => t.slug === 'bergkase')?.entries).toBe(1);
    expect((await anon.rpc('cheese_type_entries', { tag: 'no-such-tag' })).data).toEqual([]);
  });
});
