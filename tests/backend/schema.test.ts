/**
 * Schema behaviour through the real supabase-js clients against the local backend: sync triggers
 * (version, updated_at, updated_by, immutable columns), content-type alias normalisation, tombstones,
 * the profile created on sign-up, the import RPCs and the unique constraints.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { must, startTestBackend } from '../helpers/backend';

const PASSWORD = 'schema-password-1';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let service: SupabaseClient;
let anon: SupabaseClient;
let admin: SupabaseClient;
let adminId = '';

function newClient(key: string): SupabaseClient {
  return createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

interface EntryRow {
  id: string;
  slug: string;
  title: string;
  content_type: string;
  version: number;
  updated_at: string;
  created_at: string;
  updated_by: string | null;
  author_id: string | null;
  published_at: string | null;
}

interface Tombstone {
  id: number;
  table_name: string;
  row_id: string;
  removed_at: string;
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newEntry(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomUUID();
  return { id, slug: `schema-${id.slice(0, 8)}`, title: 'Schema entry', content: 'Body text', published_at: ago(60_000), ...extra };
}

function newCheese(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(), name: `Schema cheese ${randomUUID().slice(0, 6)}`, image_url: '/images/cheese.svg',
    type: 'Soft', milk: 'Goat', origin_country: 'France', description: 'A schema test cheese.', ...extra,
  };
}

async function insertEntry(client: SupabaseClient, extra: Record<string, unknown> = {}): Promise<EntryRow> {
  return must(await client.from('cheezopedia_entries').insert(newEntry(extra)).select('*').single(), 'insert entry') as EntryRow;
}

/** Tombstones for one row, as anon sees them. */
async function tombstonesFor(rowId: string): Promise<Tombstone[]> {
  return must(await anon.from('sync_tombstones').select('*').eq('row_id', rowId).order('id'), 'tombstones') as Tombstone[];
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = newClient(backend.secretKey);
  anon = newClient(backend.publishableKey);
  admin = newClient(backend.publishableKey);
  const { data, error } = await admin.auth.signUp({
    email: `schema-admin-${randomUUID().slice(0, 8)}@schema.test`,
    password: PASSWORD,
    options: { data: { name: 'Schema Admin' } },
  });
  if (error || !data.user) throw new Error(`admin sign-up failed: ${error?.message}`);
  adminId = data.user.id;
  must(await service.from('profiles').update({ role: 'admin' }).eq('id', adminId).select('id'), 'promote admin');
});

afterAll(async () => {
  await backend?.close();
});

describe('profiles', () => {
  it('a sign-up creates a profile with role user, the name from the metadata and the email', async () => {
    const client = newClient(backend.publishableKey);
    const email = `Fresh-${randomUUID().slice(0, 8)}@Schema.test`;
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { name: 'Fresh Person' } } });
    expect(error).toBeNull();
    const own = must(await client.from('profiles').select('*').eq('id', data.user?.id as string).single(), 'own profile');
    expect(own).toMatchObject({ id: data.user?.id, email: email.toLowerCase(), name: 'Fresh Person', role: 'user' });
    expect(typeof own.created_at).toBe('string');
  });

  it('a sign-up without a name gets a null name', async () => {
    const client = newClient(backend.publishableKey);
    const { data } = await client.auth.signUp({ email: `noname-${randomUUID().slice(0, 8)}@schema.test`, password: PASSWORD });
    const own = must(await service.from('profiles').select('name, role').eq('id', data.user?.id as string).single(), 'profile');
    expect(own).toEqual({ name: null, role: 'user' });
  });

  it('the role is constrained to admin, partner, user', async () => {
    const { error } = await service.from('profiles').update({ role: 'superuser' }).eq('id', adminId);
    expect(error?.code).toBe('23514');
  });
});

describe('sync triggers on entries and cheeses', () => {
  it('insert: version 1, author_id and updated_by from the caller, whatever the client sent', async () => {
    const row = await insertEntry(admin, { version: 42, updated_at: '2001-01-01T00:00:00Z' });
    expect(row.version).toBe(1);
    expect(row.author_id).toBe(adminId);
    expect(row.updated_by).toBe(adminId);
    expect(new Date(row.updated_at).getFullYear()).toBeGreaterThan(2001);
  });

  it('update: version + 1 and a fresh updated_at each time; client version, updated_at, created_at ignored', async () => {
    const row = await insertEntry(admin);
    await sleep(15);
    const first = must(
      await admin.from('cheezopedia_entries')
        .update({ title: 'Edited once', version: 99, updated_at: '2000-01-01T00:00:00Z', created_at: '2000-01-01T00:00:00Z' })
        .eq('id', row.id).eq('version', 1).select('*').single(),
      'first update',
    ) as EntryRow;
    expect(first.version).toBe(2);
    expect(Date.parse(first.updated_at)).toBeGreaterThan(Date.parse(row.updated_at));
    expect(Date.parse(first.created_at)).toBe(Date.parse(row.created_at));
    expect(first.updated_by).toBe(adminId);
    await sleep(15);
    const second = must(
      await admin.from('cheezopedia_entries').update({ title: 'Edited twice' }).eq('id', row.id).eq('version', 2).select('*').single(),
      'second update',
    ) as EntryRow;
    expect(second.version).toBe(3);
    expect(Date.parse(second.updated_at)).toBeGreaterThan(Date.parse(first.updated_at));
  });

  it('an update filtered on a stale version matches no row (the conflict signal) and changes nothing', async () => {
    const row = await insertEntry(admin);
    must(await admin.from('cheezopedia_entries').update({ title: 'Theirs' }).eq('id', row.id).eq('version', 1).select('id'), 'theirs');
    const mine = await admin.from('cheezopedia_entries').update({ title: 'Mine' }).eq('id', row.id).eq('version', 1).select('*');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([]);
    const now = must(await service.from('cheezopedia_entries').select('title, version').eq('id', row.id).single(), 'read');
    expect(now).toEqual({ title: 'Theirs', version: 2 });
  });

  it('an update by the service role bumps the version and leaves updated_by as sent', async () => {
    const row = await insertEntry(admin);
    const updated = must(
      await service.from('cheezopedia_entries').update({ title: 'By service' }).eq('id', row.id).select('version, updated_by').single(),
      'service update',
    );
    expect(updated).toEqual({ version: 2, updated_by: adminId });
  });

  it('cheeses: version, updated_at, added_by, updated_by the same way; added_by cannot be rewritten', async () => {
    const cheese = must(await admin.from('cheeses').insert(newCheese({ version: 7 })).select('*').single(), 'cheese');
    expect(cheese).toMatchObject({ version: 1, added_by: adminId, updated_by: adminId });
    await sleep(15);
    const updated = must(
      await admin.from('cheeses').update({ description: 'Changed.', added_by: null, version: 1 }).eq('id', cheese.id).select('*').single(),
      'update',
    );
    expect(updated.version).toBe(2);
    expect(updated.added_by).toBe(adminId);
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(cheese.updated_at));
  });
});

describe('content-type normalisation and constraints', () => {
  it.each([
    ['pairing-guide', 'pairing_guide'],
    ['Pairing Guide', 'pairing_guide'],
    [' RECIPE ', 'recipe'],
    ['article', 'article'],
  ])('%j is stored as %j (insert and update)', async (input, stored) => {
    const row = await insertEntry(admin, { content_type: input });
    expect(row.content_type).toBe(stored);
    const updated = must(
      await admin.from('cheezopedia_entries').update({ content_type: input }).eq('id', row.id).select('content_type').single(),
      'update',
    );
    expect(updated.content_type).toBe(stored);
  });

  it('an unknown content type is refused (23514, HTTP 400)', async () => {
    const { error, status } = await admin.from('cheezopedia_entries').insert(newEntry({ content_type: 'poem' }));
    expect(error?.code).toBe('23514');
    expect(status).toBe(400);
  });

  it('a duplicate slug gives 23505 (HTTP 409)', async () => {
    const row = await insertEntry(admin);
    const { error, status } = await admin.from('cheezopedia_entries').insert(newEntry({ slug: row.slug }));
    expect(error?.code).toBe('23505');
    expect(status).toBe(409);
  });

  it.each(['Has Spaces', 'UPPER', '-leading', 'trailing-', 'double--hyphen', ''])('slug %j is refused (23514)', async (slug) => {
    const { error } = await admin.from('cheezopedia_entries').insert(newEntry({ slug }));
    expect(error?.code).toBe('23514');
  });

  it('cheese type and milk must be from the lists; pairing rating 1-5; cheese_id must exist', async () => {
    expect((await admin.from('cheeses').insert(newCheese({ type: 'Squishy' }))).error?.code).toBe('23514');
    expect((await admin.from('cheeses').insert(newCheese({ milk: 'Camel' }))).error?.code).toBe('23514');
    const cheese = must(await admin.from('cheeses').insert(newCheese()).select('id').single(), 'cheese');
    for (const rating of [0, 6]) {
      const { error } = await admin.from('pairings').insert({ cheese_id: cheese.id, pairing_type: 'wine', pairing_name: 'X', rating });
      expect(error?.code).toBe('23514');
    }
    const orphan = await admin.from('pairings').insert({ cheese_id: randomUUID(), pairing_type: 'wine', pairing_name: 'X' });
    expect(orphan.error?.code).toBe('23503');
    expect(orphan.status).toBe(409);
  });

  it('deleting a cheese deletes its pairings', async () => {
    const cheese = must(await admin.from('cheeses').insert(newCheese()).select('id').single(), 'cheese');
    const pairing = must(
      await admin.from('pairings').insert({ cheese_id: cheese.id, pairing_type: 'fruit', pairing_name: 'Fig', rating: 5 }).select('id').single(),
      'pairing',
    );
    must(await admin.from('cheeses').delete().eq('id', cheese.id).select('id'), 'delete');
    expect(must(await service.from('pairings').select('id').eq('id', pairing.id), 'read')).toEqual([]);
  });

  const tokenHash = () => randomUUID().replace(/-/g, '').repeat(2);

  it('a repeated newsletter email in another letter case is the same pending subscriber (one row)', async () => {
    const email = `Repeat-${randomUUID().slice(0, 8)}@Schema.test`;
    const first = await service.rpc('newsletter_subscribe', { p_email: email, p_token_hash: tokenHash() });
    expect(first.data).toEqual({ outcome: 'mail' });
    const again = await service.rpc('newsletter_subscribe', { p_email: email.toUpperCase(), p_token_hash: tokenHash() });
    expect(again.data).toEqual({ outcome: 'quiet' });
    const rows = must(await service.from('newsletter_subscribers').select('*').ilike('email', email), 'read');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'website', is_active: false, confirmed_at: null });
  });

  it('a subscriber email must look like an email (23514)', async () => {
    const { error } = await service.rpc('newsletter_subscribe', { p_email: 'not-an-email', p_token_hash: tokenHash() });
    expect(error?.code).toBe('23514');
  });

  it('a pending row cannot be made active without confirming (42501), a confirmed one can be deactivated', async () => {
    const email = `guard-${randomUUID().slice(0, 8)}@schema.test`;
    must(await service.rpc('newsletter_subscribe', { p_email: email, p_token_hash: tokenHash() }), 'subscribe');
    const admin = await backend.asDemo('admin');
    const forced = await admin.from('newsletter_subscribers').update({ is_active: true }).eq('email', email).select('id');
    expect(forced.error?.code).toBe('42501');
    expect(must(await service.from('newsletter_subscribers').select('is_active').eq('email', email).single(), 'read')).toEqual({ is_active: false });
  });

  it('anonymous mass insert: 10,000 rows in one POST are refused and nothing is stored; anon reaches no sign-up function', async () => {
    const tag = randomUUID().slice(0, 8);
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ email: `mass-${tag}-${i}@example.test`, source: 'website' }));
    const bulk = await anon.from('newsletter_subscribers').insert(rows);
    expect(bulk.error?.code, JSON.stringify({ error: bulk.error, status: bulk.status })).toBe('42501');
    expect(bulk.status).toBe(401);
    const single = await anon.from('newsletter_subscribers').insert({ email: `one-${tag}@example.test`, source: 'website' });
    expect(single.error?.code).toBe('42501');
    // Only the newsletter-subscribe function (service role) stores a sign-up, one address per call.
    for (const fn of ['subscribe', 'newsletter_subscribe']) {
      const r = await fetch(`${backend.url}/rest/v1/rpc/${fn}`, { method: 'POST', headers: { apikey: backend.publishableKey, 'content-type': 'application/json' }, body: JSON.stringify(rows.slice(0, 100)) });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    const stored = must(await service.from('newsletter_subscribers').select('id', { count: 'exact' }).ilike('email', `%-${tag}-%`), 'read');
    expect(stored).toEqual([]);
  });
});

describe('read policies', () => {
  it('cheezopedia_entries: one permissive select policy, is_admin() or the public rule inline or the author (no multiple_permissive_policies)', async () => {
    const rows = await backend.sql<{ policyname: string; roles: string; qual: string }>(
      `select policyname, roles::text as roles, qual from pg_policies where schemaname = 'public' and tablename = 'cheezopedia_entries' and cmd = 'SELECT' and permissive = 'PERMISSIVE'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].roles).toBe('{anon,authenticated}');
    expect(rows[0].qual).toMatch(/private\.is_admin\(\)/);
    // private.entry_is_public's expression, not a call per row (entry-rule-parity.test.ts holds them together).
    expect(rows[0].qual).toContain('(published_at IS NOT NULL) AND (published_at <= now()) AND (archived_at IS NULL)');
    expect(rows[0].qual).not.toContain('entry_is_public');
  });

  it('no table has two permissive policies for the same role and command', async () => {
    const rows = await backend.sql<{ t: string; cmd: string; role: string; n: string }>(
      `select tablename as t, cmd, r as role, count(*)::text as n from pg_policies, unnest(roles) r
        where schemaname = 'public' and permissive = 'PERMISSIVE' group by 1, 2, 3 having count(*) > 1`,
    );
    expect(rows).toEqual([]);
  });

  it('storage.objects: no select policy lets anon list the public buckets', async () => {
    const rows = await backend.sql<{ policyname: string; roles: string }>(`select policyname, roles::text as roles from pg_policies where schemaname = 'storage' and tablename = 'objects' and cmd = 'SELECT'`);
    expect(rows.map((r) => r.roles)).not.toContain('{anon,authenticated}');
    expect(rows.some((r) => r.roles.includes('anon'))).toBe(false);
  });
});

describe('tombstones', () => {
  it.each([
    ['unpublished (published_at cleared)', { published_at: null }],
    ['archived', { archived_at: new Date().toISOString() }],
    ['moved to a future publication date', { published_at: new Date(Date.now() + 86_400_000).toISOString() }],
  ])('an entry %s leaves a tombstone anyone can read', async (_label, change) => {
    const row = await insertEntry(admin);
    expect(await tombstonesFor(row.id)).toEqual([]);
    must(await admin.from('cheezopedia_entries').update(change).eq('id', row.id).select('id'), 'update');
    const stones = await tombstonesFor(row.id);
    expect(stones).toHaveLength(1);
    expect(stones[0]).toMatchObject({ table_name: 'cheezopedia_entries', row_id: row.id });
    expect(Object.keys(stones[0]).sort()).toEqual(['id', 'removed_at', 'row_id', 'table_name']);
  });

  it('deleting an entry or a cheese leaves a tombstone', async () => {
    const entry = await insertEntry(admin, { published_at: null });
    must(await admin.from('cheezopedia_entries').delete().eq('id', entry.id).select('id'), 'delete entry');
    expect(await tombstonesFor(entry.id)).toMatchObject([{ table_name: 'cheezopedia_entries', row_id: entry.id }]);
    const cheese = must(await admin.from('cheeses').insert(newCheese()).select('id').single(), 'cheese');
    must(await admin.from('cheeses').delete().eq('id', cheese.id).select('id'), 'delete cheese');
    expect(await tombstonesFor(cheese.id)).toMatchObject([{ table_name: 'cheeses', row_id: cheese.id }]);
  });

  it('ordinary edits, edits of drafts and publishing leave no tombstone', async () => {
    const published = await insertEntry(admin);
    must(await admin.from('cheezopedia_entries').update({ title: 'Retitled', published_at: published.published_at }).eq('id', published.id).select('id'), 'edit');
    const draft = await insertEntry(admin, { published_at: null });
    must(await admin.from('cheezopedia_entries').update({ title: 'Draft edit', published_at: null }).eq('id', draft.id).select('id'), 'draft edit');
    must(await admin.from('cheezopedia_entries').update({ published_at: new Date().toISOString() }).eq('id', draft.id).select('id'), 'publish');
    expect(await tombstonesFor(published.id)).toEqual([]);
    expect(await tombstonesFor(draft.id)).toEqual([]);
  });

  it('tombstones page by (removed_at, id) in order', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const row = await insertEntry(admin);
      ids.push(row.id);
      must(await admin.from('cheezopedia_entries').delete().eq('id', row.id).select('id'), 'delete');
    }
    const page = must(
      await anon.from('sync_tombstones').select('*').in('row_id', ids).order('removed_at').order('id'),
      'page',
    ) as Tombstone[];
    expect(page.map((t) => t.row_id)).toEqual(ids);
  });
});

describe('import RPCs', () => {
  it('import_cheeses: ok and failing rows in one call, results in input order, types normalised', async () => {
    const good = newCheese({ type: 'semi-SOFT', milk: 'sheep', origin_region: '', ageing_period: '  ' });
    const rows = [
      good,
      { ...newCheese(), type: 'Squishy' },
      { ...newCheese(), name: '' },
      'not an object',
      { ...newCheese(), milk: 'Camel' },
      { ...newCheese(), origin_region: 'Savoie', ageing_period: '3 months' },
    ];
    const { data, error } = await admin.rpc('import_cheeses', { rows });
    expect(error).toBeNull();
    expect(data).toEqual([
      { index: 0, ok: true, id: good.id },
      { index: 1, ok: false, error: 'Invalid type "Squishy" (allowed: Hard, Soft, Semi-soft, Fresh, Blue, Processed)' },
      { index: 2, ok: false, error: 'Missing required field: name' },
      { index: 3, ok: false, error: 'Row must be a JSON object' },
      { index: 4, ok: false, error: 'Invalid milk "Camel" (allowed: Cow, Goat, Sheep, Mixed, Buffalo)' },
      { index: 5, ok: true, id: (rows[5] as Record<string, unknown>).id },
    ]);
    const stored = must(await service.from('cheeses').select('*').eq('id', good.id as string).single(), 'read');
    expect(stored).toMatchObject({ type: 'Semi-soft', milk: 'Sheep', origin_region: null, ageing_period: null, added_by: adminId, version: 1 });
  });

  it('an all-valid call goes in as one statement with the same answer: ids in input order, normalised values', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => newCheese({ type: i % 2 ? 'blue' : 'HARD', milk: 'cow', origin_region: i % 3 ? '' : 'Jura' }));
    const { data, error } = await admin.rpc('import_cheeses', { rows });
    expect(error).toBeNull();
    expect(data).toEqual(rows.map((r, index) => ({ index, ok: true, id: r.id })));
    const stored = must(await service.from('cheeses').select('id, type, milk, origin_region, added_by').in('id', rows.slice(0, 3).map((r) => r.id as string)).order('id'), 'read');
    for (const row of stored as { id: string; type: string; milk: string; origin_region: string | null; added_by: string }[]) {
      const i = rows.findIndex((r) => r.id === row.id);
      expect(row).toMatchObject({ type: i % 2 ? 'Blue' : 'Hard', milk: 'Cow', origin_region: i % 3 ? null : 'Jura', added_by: adminId });
    }
  });

  it('a failing row is rolled back to its own savepoint only (duplicate id in the middle)', async () => {
    const a = newCheese();
    const b = newCheese();
    const { data } = await admin.rpc('import_cheeses', { rows: [a, { ...newCheese(), id: a.id }, b] });
    expect(data).toMatchObject([
      { index: 0, ok: true, id: a.id },
      { index: 1, ok: false, error: expect.stringMatching(/duplicate key/) },
      { index: 2, ok: true, id: b.id },
    ]);
    const count = await service.from('cheeses').select('*', { count: 'exact', head: true }).in('id', [a.id as string, b.id as string]);
    expect(count.count).toBe(2);
  });

  it('import_pairings: by id or by case-insensitive name; unknown, ambiguous and invalid rows fail alone', async () => {
    const brie = newCheese({ name: `Brie ${randomUUID().slice(0, 6)}` });
    const twin = `Twin ${randomUUID().slice(0, 6)}`;
    must(await admin.from('cheeses').insert([brie, newCheese({ name: twin }), newCheese({ name: twin.toUpperCase() })]).select('id'), 'cheeses');
    const rows = [
      { cheese_name: (brie.name as string).toLowerCase(), pairing_type: 'wine', pairing_name: 'Champagne', rating: 5 },
      { cheese_id: brie.id, pairing_type: 'fruit', pairing_name: 'Fig', rating: '4', description: 'Ripe' },
      { cheese_name: 'No Such Cheese', pairing_type: 'wine', pairing_name: 'X' },
      { cheese_name: twin, pairing_type: 'wine', pairing_name: 'X' },
      { cheese_id: 'not-a-uuid', pairing_type: 'wine', pairing_name: 'X' },
      { cheese_id: randomUUID(), pairing_type: 'wine', pairing_name: 'X' },
      { cheese_id: brie.id, pairing_type: 'wine', pairing_name: 'X', rating: 7 },
      { cheese_id: brie.id, pairing_name: 'X' },
      { pairing_type: 'wine', pairing_name: 'X' },
    ];
    const { data, error } = await admin.rpc('import_pairings', { rows });
    expect(error).toBeNull();
    const results = data as Array<{ index: number; ok: boolean; id?: string; error?: string }>;
    expect(results.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results.map((r) => r.ok)).toEqual([true, true, false, false, false, false, false, false, false]);
    expect(results[2].error).toBe('Cheese not found: No Such Cheese');
    expect(results[3].error).toMatch(/^Ambiguous cheese name/);
    expect(results[4].error).toMatch(/^Invalid cheese_id/);
    expect(results[5].error).toBe(`Cheese not found: ${rows[5].cheese_id}`);
    expect(results[6].error).toMatch(/^Invalid rating "7"/);
    expect(results[7].error).toBe('Missing required field: pairing_type');
    expect(results[8].error).toBe('Missing required field: cheese_id (or cheese_name)');
    const stored = must(await service.from('pairings').select('cheese_id, pairing_name, rating, description').eq('cheese_id', brie.id as string).order('pairing_name'), 'read');
    expect(stored).toEqual([
      { cheese_id: brie.id, pairing_name: 'Champagne', rating: 5, description: null },
      { cheese_id: brie.id, pairing_name: 'Fig', rating: 4, description: 'Ripe' },
    ]);
  });

  it('more than 1000 rows per call is refused as a whole with a clear error', async () => {
    const rows = Array.from({ length: 1001 }, () => newCheese());
    const { data, error, status } = await admin.rpc('import_cheeses', { rows });
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Too many rows: 1001 (at most 1000 per call; send them in batches)');
    expect(status).toBe(400);
    const none = await service.from('cheeses').select('*', { count: 'exact', head: true }).eq('id', rows[0].id as string);
    expect(none.count).toBe(0);
    const pairings = await admin.rpc('import_pairings', { rows: Array.from({ length: 1001 }, () => ({})) });
    expect(pairings.error?.code).toBe('22023');
  });

  it('exactly 1000 rows are accepted', async () => {
    const rows = Array.from({ length: 1000 }, () => newCheese());
    const { data, error } = await admin.rpc('import_cheeses', { rows });
    expect(error).toBeNull();
    expect((data as Array<{ ok: boolean }>).every((r) => r.ok)).toBe(true);
  });

  it('a non-array argument is refused (22023)', async () => {
    const { error } = await admin.rpc('import_cheeses', { rows: { name: 'x' } });
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('rows must be a JSON array of objects');
  });
});
