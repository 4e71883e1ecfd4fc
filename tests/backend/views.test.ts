/**
 * Entry views: the beacon function (POST /.netlify/functions/view) against the local backend —
 * once per visitor per entry per day, bots and drafts not counted, no cookie — the record_view RPC
 * closed to anonymous and signed-in callers, who reads the aggregates, the analytics RPC, and the
 * batched counting (record_views: what the function sends when beacons arrive together) and the
 * daily salt rotation (older salts and dedupe keys deleted), the last one on a bare database.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { openDb } from '../../supabase/local/db/index.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { BOOTSTRAP_SQL, MIGRATIONS_DIR } from '../../supabase/local/paths.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let b: TestBackend;
let service: SupabaseClient;
let publishedId = '';
let draftId = '';

/**
 * A beacon as the site's page sends it (Origin: the site), from the client address `from` (any
 * 127.x.y.z reaches the server on loopback: each stands for another visitor).
 */
async function beacon(entryId: string, userAgent: string | null, body?: string, opts: { from?: string; headers?: Record<string, string | null> } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8', origin: b.url };
  // A header given as null is not sent at all (not even empty).
  for (const [k, v] of Object.entries(opts.headers ?? {})) {
    if (v === null) delete headers[k];
    else headers[k] = v;
  }
  if (userAgent !== null) headers['user-agent'] = userAgent;
  const u = new URL(`${b.url}/.netlify/functions/view`);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers, localAddress: opts.from ?? '127.0.0.1' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
        const status = res.statusCode ?? 0;
        resolve(new Response(status === 204 ? null : Buffer.concat(chunks), { status, headers: h }));
      });
    });
    req.on('error', reject);
    req.end(body ?? JSON.stringify({ entryId }));
  });
}

async function viewsOf(entryId: string): Promise<number> {
  const { data, error } = await service.from('entry_views_daily').select('views').eq('entry_id', entryId);
  if (error) throw new Error(error.message);
  return (data ?? []).reduce((n, r) => n + (r.views as number), 0);
}

beforeAll(async () => {
  b = await startTestBackend();
  service = b.service();
  publishedId = randomUUID();
  draftId = randomUUID();
  const { error } = await service.from('cheezopedia_entries').insert([
    { id: publishedId, slug: `views-${publishedId.slice(0, 8)}`, title: 'Counted entry', content: 'Body', content_type: 'recipe', published_at: new Date(Date.now() - 60_000).toISOString() },
    { id: draftId, slug: `views-${draftId.slice(0, 8)}`, title: 'Draft entry', content: 'Body', content_type: 'article', published_at: null },
  ]);
  if (error) throw new Error(error.message);
});
afterAll(async () => b?.close());

describe('view beacon', () => {
  it('counts a visitor once per entry per day, sets no cookie, and counts another visitor', async () => {
    const first = await beacon(publishedId, BROWSER);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ counted: true });
    expect(first.headers.get('set-cookie')).toBeNull();
    const again = await beacon(publishedId, BROWSER);
    expect(await again.json()).toEqual({ counted: false });
    expect(await viewsOf(publishedId)).toBe(1);
    const other = await beacon(publishedId, BROWSER, undefined, { from: '127.0.0.2' });
    expect(await other.json()).toEqual({ counted: true });
    expect(await viewsOf(publishedId)).toBe(2);
  });

  it('does not count bots, headless browsers or a missing user agent', async () => {
    const before = await viewsOf(publishedId);
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.32',
      null,
    ]) {
      const r = await beacon(publishedId, ua);
      expect(r.status, String(ua)).toBe(204);
    }
    expect(await viewsOf(publishedId)).toBe(before);
  });

  it('does not count drafts or unknown entries; rejects bad bodies and other methods', async () => {
    expect(await (await beacon(draftId, BROWSER)).json()).toEqual({ counted: false });
    expect(await (await beacon(randomUUID(), BROWSER)).json()).toEqual({ counted: false });
    expect(await viewsOf(draftId)).toBe(0);
    expect((await beacon('', BROWSER, '{"entryId":"not-a-uuid"}')).status).toBe(400);
    expect((await beacon('', BROWSER, 'nonsense')).status).toBe(400);
    expect((await fetch(`${b.url}/.netlify/functions/view`)).status).toBe(405);
  });
});

describe('who may count and read', () => {
  it('anonymous and signed-in callers cannot call record_view(s) or write the aggregates', async () => {
    const anon = b.anon();
    const user = await b.asDemo('user');
    for (const c of [anon, user]) {
      const { error } = await c.rpc('record_view', { p_entry_id: publishedId, p_visitor: 'a'.repeat(64) });
      expect(error?.code).toBe('42501');
      const batch = await c.rpc('record_views', { p_entry_ids: [publishedId], p_visitors: ['a'.repeat(64)] });
      expect(batch.error?.code).toBe('42501');
      const ins = await c.from('entry_views_daily').insert({ entry_id: publishedId, day: '2026-01-01', views: 1000 });
      expect(ins.error?.code).toBe('42501');
    }
    const anonRead = await anon.from('entry_views_daily').select('*');
    expect(anonRead.error?.code).toBe('42501');
  });

  it('admins read all views and analytics; a plain user reads none', async () => {
    const admin = await b.asDemo('admin');
    const totals = await admin.rpc('entry_view_totals');
    expect(totals.error).toBeNull();
    expect(totals.data).toEqual(expect.arrayContaining([{ entry_id: publishedId, views: 2 }]));
    const { data, error } = await admin.rpc('view_analytics', { p_days: 30 });
    expect(error).toBeNull();
    expect(data.per_day).toHaveLength(30);
    expect(data.total).toBe(2);
    expect(data.top[0]).toMatchObject({ id: publishedId, title: 'Counted entry', views: 2 });
    expect(data.by_type).toEqual([{ content_type: 'recipe', views: 2 }]);
    const user = await b.asDemo('user');
    expect((await user.from('entry_views_daily').select('*')).data).toEqual([]);
    expect((await user.rpc('view_analytics', { p_days: 30 })).data.total).toBe(0);
  });

  it("a partner reads their own entries' views (the partner dashboard's Views by Article), never another author's", async () => {
    const partner = await b.asDemo('partner');
    const me = (await partner.auth.getUser()).data.user!.id;
    const own = randomUUID();
    const published = new Date(Date.now() - 60_000).toISOString();
    expect((await service.from('cheezopedia_entries').insert({ id: own, slug: `views-own-${own.slice(0, 8)}`, title: 'Partner entry', content: 'Body', published_at: published, author_id: me })).error).toBeNull();
    const day = new Date().toISOString().slice(0, 10);
    expect((await service.from('entry_views_daily').insert([{ entry_id: own, day, views: 7 }])).error).toBeNull();
    const totals = await partner.rpc('entry_view_totals');
    expect(totals.error).toBeNull();
    // Their own entry with its count; the admin's published entry (views 2) is not theirs to read.
    expect(totals.data).toContainEqual({ entry_id: own, views: 7 });
    expect((totals.data as { entry_id: string }[]).some((r) => r.entry_id === publishedId)).toBe(false);
    expect((await partner.from('entry_views_daily').select('entry_id').eq('entry_id', publishedId)).data).toEqual([]);
  });
});

describe('forged views', () => {
  it('500 beacons from one address with 500 user agents count 1', async () => {
    const entry = randomUUID();
    await service.from('cheezopedia_entries').insert({ id: entry, slug: `views-ua-${entry.slice(0, 8)}`, title: 'UA entry', content: 'Body', published_at: new Date(Date.now() - 60_000).toISOString() });
    const counted: boolean[] = [];
    for (let i = 0; i < 500; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, j) => beacon(entry, BROWSER.replace('131.0', `${100 + ((i + j) % 50)}.${i + j}`), undefined, { from: '127.0.0.3' }).then(async (r) => ((await r.json()) as { counted: boolean }).counted)),
      );
      counted.push(...batch);
    }
    console.log(`views: 500 beacons from one address with 500 user agents → ${await viewsOf(entry)} counted`);
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(await viewsOf(entry)).toBe(1);
  });

  it('a beacon from another site (foreign Origin or Referer, or neither) is not counted', async () => {
    const entry = randomUUID();
    await service.from('cheezopedia_entries').insert({ id: entry, slug: `views-origin-${entry.slice(0, 8)}`, title: 'Origin entry', content: 'Body', published_at: new Date(Date.now() - 60_000).toISOString() });
    const foreign = await beacon(entry, BROWSER, undefined, { from: '127.0.0.4', headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const noOrigin = await beacon(entry, BROWSER, undefined, { from: '127.0.0.5', headers: { origin: '', referer: 'https://evil.example/page' } });
    expect(noOrigin.status).toBe(403);
    // Neither header at all (a script's request, a privacy proxy stripping both): refused too.
    const neither = await beacon(entry, BROWSER, undefined, { from: '127.0.0.7', headers: { origin: null, referer: null } });
    expect(neither.status).toBe(403);
    expect(await viewsOf(entry)).toBe(0);
    // The site's own page under another loopback name of this same server counts.
    const own = await beacon(entry, BROWSER, undefined, { from: '127.0.0.6', headers: { origin: b.url.replace('127.0.0.1', 'localhost') } });
    expect(await own.json()).toEqual({ counted: true });
    expect(await viewsOf(entry)).toBe(1);
  });
});

describe('batches (record_views)', () => {
  it('counts a batch in one call: one answer per beacon in order, a repeat inside the batch once, drafts and unknown entries never', async () => {
    const entry = randomUUID();
    const { error } = await service.from('cheezopedia_entries').insert({ id: entry, slug: `views-batch-${entry.slice(0, 8)}`, title: 'Batch entry', content: 'Body', published_at: new Date(Date.now() - 60_000).toISOString() });
    expect(error).toBeNull();
    const [v1, v2] = ['1'.repeat(64), '2'.repeat(64)];
    const { data, error: rpcError } = await service.rpc('record_views', {
      p_entry_ids: [entry, entry, draftId, entry, randomUUID(), publishedId],
      p_visitors: [v1, v2, v1, v1, v1, v2],
    });
    expect(rpcError).toBeNull();
    expect(data).toEqual([true, true, false, false, false, true]);
    expect(await viewsOf(entry)).toBe(2);
    expect(await viewsOf(draftId)).toBe(0);
    // The same visitors again, one beacon at a time (record_view) or batched: already counted today.
    expect((await service.rpc('record_view', { p_entry_id: entry, p_visitor: v2 })).data).toBe(false);
    expect((await service.rpc('record_views', { p_entry_ids: [entry], p_visitors: [v1] })).data).toEqual([false]);
    expect((await service.rpc('record_views', { p_entry_ids: [], p_visitors: [] })).data).toEqual([]);
    expect(await viewsOf(entry)).toBe(2);
  });

  it('refuses mismatched or bad input (22023)', async () => {
    for (const args of [
      { p_entry_ids: [publishedId], p_visitors: [] },
      { p_entry_ids: [publishedId], p_visitors: ['short'] },
      { p_entry_ids: Array.from({ length: 1001 }, () => publishedId), p_visitors: Array.from({ length: 1001 }, () => 'a'.repeat(64)) },
    ]) {
      const { error } = await service.rpc('record_views', args);
      expect(error?.code).toBe('22023');
    }
  });

  it('concurrent beacons through the function are all counted, each visitor once', async () => {
    const entry = randomUUID();
    await service.from('cheezopedia_entries').insert({ id: entry, slug: `views-burst-${entry.slice(0, 8)}`, title: 'Burst entry', content: 'Body', published_at: new Date(Date.now() - 60_000).toISOString() });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => beacon(entry, BROWSER, undefined, { from: `127.0.1.${i % 40}` }).then(async (r) => [r.status, ((await r.json()) as { counted: boolean }).counted] as const)),
    );
    expect(answers.every(([status]) => status === 200)).toBe(true);
    expect(answers.filter(([, counted]) => counted)).toHaveLength(40);
    expect(await viewsOf(entry)).toBe(40);
  });
});

describe('daily salt rotation', () => {
  it('the first view of a day deletes older salts and dedupe keys and counts under a new salt', async () => {
    const db = await openDb({ memory: true });
    try {
      await migrate(db, { bootstrapFile: BOOTSTRAP_SQL, migrationsDir: MIGRATIONS_DIR });
      const id = randomUUID();
      await db.query(`insert into public.cheezopedia_entries (id, slug, title, content, published_at) values ($1, 'salt-test', 'Salt', 'Body', now() - interval '1 hour')`, [id]);
      await db.query(`insert into private.view_salts (day, salt) values (current_date - 1, '\\x00'), (current_date - 2, '\\x01')`);
      await db.query(`insert into private.view_dedupe (day, key) values (current_date - 1, '\\x02'), (current_date - 2, '\\x03')`);
      const visitor = 'f'.repeat(64);
      // Values are read as text: the PGlite and node-postgres drivers of the local backend agree on that.
      const count = (sql: string, params?: unknown[]) => db.query<{ r: string }>(`select (${sql})::text as r`, params).then((x) => x.rows[0].r);
      expect(await count('public.record_view($1, $2)', [id, visitor])).toBe('true');
      expect(await count('public.record_view($1, $2)', [id, visitor])).toBe('false');
      expect(await count(`select string_agg((day = (now() at time zone 'utc')::date)::text || ':' || octet_length(salt), ',') from private.view_salts`)).toBe('true:32');
      expect(await count(`select count(*) filter (where day < (now() at time zone 'utc')::date) || '/' || count(*) from private.view_dedupe`)).toBe('0/1');
      // The stored key is a day-salted hash, never the visitor value itself.
      expect(await count(`select count(*) from private.view_dedupe where position(convert_to($1, 'UTF8') in key) > 0`, [visitor])).toBe('0');
    } finally {
      await db.close();
    }
  });
});
