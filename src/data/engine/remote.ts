/**
 * The engine's `fetch` (see ./api.ts): direct Supabase reads used by a cold first visit (nothing
 * local yet) and by a screen that needs a row the device lacks: each screen's own query, its rows
 * stored in Dexie so the live reads show them, while the full sync runs in the background. Which
 * entries are public is the database's rule (the read policy, holding private.entry_is_public's expression): these queries do
 * not repeat it; the local reads filter what an editor's copy holds beyond it.
 */
import { HOME_FEED_LIMIT, RELATED_LIMIT, SUPABASE_MAX_ROWS } from '@/domain/constants';
import { pageWindow } from '@/domain/paging';
import type { Cheese, ContentType, Entry } from '@/domain/types';
import type { ServerFetches } from './api';
import type { DataContext, RestClient } from './engine-context';
import { applyRows, selectRows, SyncError } from './rows';
import { storeFor, SYNC_TABLES } from './registry';
import { CARD_SELECT, keepShown, markOpened } from './scopes';
import { signedInRead } from './sign-out';
import type { SyncRow, SyncTable } from './types';

async function store(ctx: DataContext, table: SyncTable, rows: SyncRow[]): Promise<void> {
  await ctx.db.transaction('rw', [storeFor(ctx.db, table), ctx.db.outbox], () => applyRows(ctx, table, rows));
}

type Query = PromiseLike<{ data: unknown; error: { message: string; code?: string } | null; status: number }>;

function publicFeed(supabase: RestClient) {
  return supabase
    .from('cheezopedia_entries')
    .select('*')
    .eq('visible_in_feed', true)
    .order('published_at', { ascending: false, nullsFirst: false });
}

/** Loads the client (lazily), runs the screen's query and stores its rows. */
async function run(ctx: DataContext, table: SyncTable, build: (supabase: RestClient) => Query): Promise<void> {
  const { data, error, status } = await build(await ctx.getRest());
  if (error) throw new SyncError(error.message, status, error.code ?? '');
  const rows = (Array.isArray(data) ? data : data ? [data] : []) as SyncRow[];
  await store(ctx, table, rows);
}

const remote = {
  homeFeed: (ctx: DataContext) => run(ctx, 'cheezopedia_entries', (sb) => publicFeed(sb).limit(HOME_FEED_LIMIT)),
  /** One page of feed cards (plus one row: is there a next page?), stored and returned. */
  async discoverPage(ctx: DataContext, filter: ContentType | 'all', page: number): Promise<Entry[]> {
    const { offset, limit } = pageWindow(page);
    const supabase = await ctx.getRest();
    let q = supabase.from('cheezopedia_entries').select(CARD_SELECT).eq('visible_in_feed', true);
    if (filter !== 'all') q = q.eq('content_type', filter);
    const rows = await selectRows<SyncRow>(q.order('published_at', { ascending: false }).order('id').range(offset, offset + limit - 1));
    await store(ctx, 'cheezopedia_entries', rows);
    return rows as unknown as Entry[];
  },
  related: (ctx: DataContext, entryId: string) =>
    run(ctx, 'cheezopedia_entries', (sb) => publicFeed(sb).neq('id', entryId).limit(RELATED_LIMIT)),
  /**
   * An entry the visitor opens: stored and recorded as opened in one transaction (its full text stays
   * in a visitor's scope even when the page is left at once, or a pull's eviction runs next).
   */
  async entryBySlug(ctx: DataContext, slug: string): Promise<void> {
    const supabase = await ctx.getRest();
    const rows = await selectRows<SyncRow>(supabase.from('cheezopedia_entries').select('*').eq('slug', slug).limit(1));
    await ctx.db.transaction('rw', [ctx.db.entries, ctx.db.outbox, ctx.db.meta], async () => {
      await markOpened(ctx.db, rows.map((r) => r.id));
      await applyRows(ctx, 'cheezopedia_entries', rows);
    });
  },
  /** The newest `limit` rows the signed-in user may read (RLS decides). */
  adminRows: (ctx: DataContext, table: SyncTable, limit = SUPABASE_MAX_ROWS) =>
    run(ctx, table, (sb) => sb.from(table).select('*').order('created_at', { ascending: false }).limit(limit)),
  adminRow: (ctx: DataContext, table: SyncTable, id: string) => run(ctx, table, (sb) => sb.from(table).select('*').eq('id', id).limit(1)),
};

/** Rows of a whole-catalogue scope, for the "Save all for offline" size estimate. */
async function catalogueSize(ctx: DataContext): Promise<{ rows: number; bytes: number }> {
  const supabase = await ctx.getRest();
  let rows = 0;
  let bytes = 0;
  for (const table of SYNC_TABLES) {
    const { count, error, status } = await supabase.from(table).select('id', { count: 'exact', head: true });
    if (error) throw new SyncError(error.message, status, error.code ?? '');
    const sample = await selectRows(supabase.from(table).select('*').order('updated_at', { ascending: false }).limit(20));
    const avg = sample.length ? JSON.stringify(sample).length / sample.length : 0;
    rows += count ?? 0;
    bytes += Math.round(avg * (count ?? 0));
    // The pictures kept with them: the variants this device shows, not the stored originals.
    if (table === 'cheezopedia_entries' || table === 'cheeses') {
      const { estimatedImageBytesPerRow } = await import('./offline-images');
      const perRow = table === 'cheezopedia_entries' ? estimatedImageBytesPerRow(sample as Partial<Entry>[], []) : estimatedImageBytesPerRow([], sample as Partial<Cheese>[]);
      bytes += Math.round(perRow * (count ?? 0));
    }
  }
  return { rows, bytes };
}

/** The named server reads of one engine. */
export function createFetches(ctx: DataContext): ServerFetches {
  return {
    homeFeed: () => remote.homeFeed(ctx),
    discoverPage: (filter, page) => remote.discoverPage(ctx, filter, page),
    related: (entryId) => remote.related(ctx, entryId),
    entry: (slug) => remote.entryBySlug(ctx, slug),
    async randomCheeses(count) {
      const { data, error } = await (await ctx.getRest()).rpc('random_cheeses', { n: count });
      if (error) throw new Error(error.message);
      const cheeses = (data ?? []) as Cheese[];
      await keepShown(ctx, { cheeses });
      return cheeses;
    },
    async cheese(id) {
      const { data, error } = await (await ctx.getRest()).from('cheeses').select('*').eq('id', id).limit(1);
      if (error) throw new Error(error.message);
      const cheeses = (data ?? []) as Cheese[];
      await keepShown(ctx, { cheeses });
      return cheeses[0] ?? null;
    },
    rows: (table, limit) => signedInRead(ctx, () => remote.adminRows(ctx, table, limit)),
    row: (table, id) => signedInRead(ctx, () => remote.adminRow(ctx, table, id)),
    catalogueSize: () => catalogueSize(ctx),
  };
}
