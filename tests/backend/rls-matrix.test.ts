/**
 * Row-level security matrix: anon, user, partner and admin × every table and both storage buckets ×
 * select / insert / update / delete, each cell asserting allowed or the exact way Supabase denies it,
 * plus escalation attempts. Real supabase-js clients against the local backend (in-memory PGlite with
 * the migrations); the rows each cell needs are created with the service client.
 *
 * Denial forms (as PostgREST and Storage answer):
 * - 'perm': no privilege → 42501 "permission denied …", HTTP 401 for anon, 403 for a signed-in user.
 * - 'rls' : insert refused by a policy → 42501 "new row violates row-level security policy";
 *           select/update/delete filtered by a policy → no error, zero rows seen or changed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { must, startTestBackend } from '../helpers/backend';

type Who = 'anon' | 'user' | 'partner' | 'admin';
type Op = 'select' | 'insert' | 'update' | 'delete';
type Outcome = 'ok' | 'perm' | 'rls';
type Table =
  | 'profiles'
  | 'cheezopedia_entries'
  | 'cheeses'
  | 'pairings'
  | 'newsletter_subscribers'
  | 'contact_messages'
  | 'sync_tombstones';
type Bucket = 'cheezopedia' | 'cheeses';

const WHO: Who[] = ['anon', 'user', 'partner', 'admin'];
const PASSWORD = 'matrix-password-1';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let service: SupabaseClient;
const clients = {} as Record<Who, SupabaseClient>;
const userIds = {} as Record<Exclude<Who, 'anon'>, string>;

function newClient(key: string): SupabaseClient {
  return createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

async function signUpAs(who: Exclude<Who, 'anon'>): Promise<void> {
  const client = newClient(backend.publishableKey);
  const email = `rls-${who}-${randomUUID().slice(0, 8)}@matrix.test`;
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { name: `Matrix ${who}` } } });
  if (error || !data.user || !data.session) throw new Error(`sign-up of ${who} failed: ${error?.message ?? 'no session'}`);
  userIds[who] = data.user.id;
  if (who !== 'user') {
    must(await service.from('profiles').update({ role: who }).eq('id', data.user.id).select('id'), `make ${who}`);
  }
  clients[who] = client;
}

// ------------------------------------------------------------------ fixtures (service role)
const later = () => new Date(Date.now() - 60_000).toISOString();

function entryRow(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomUUID();
  return { id, slug: `matrix-${id.slice(0, 8)}`, title: 'Matrix entry', content: 'Body', content_type: 'article', published_at: later(), ...extra };
}
function cheeseRow(): Record<string, unknown> {
  return {
    id: randomUUID(), name: `Matrix cheese ${randomUUID().slice(0, 6)}`, image_url: '/images/cheese.svg',
    type: 'Hard', milk: 'Cow', origin_country: 'France', description: 'A test cheese.',
  };
}
let fixtureCheeseId = '';
function pairingRow(): Record<string, unknown> {
  return { id: randomUUID(), cheese_id: fixtureCheeseId, pairing_type: 'wine', pairing_name: 'Test wine', rating: 4 };
}
function subscriberRow(): Record<string, unknown> {
  return { email: `sub-${randomUUID().slice(0, 8)}@matrix.test`, source: 'website' };
}

/** Creates a fresh target row with the service role; returns its id. */
async function makeTarget(table: Table, who: Who): Promise<string> {
  switch (table) {
    case 'profiles':
      // A profile can only come from sign-up: the caller's own row (anon: the plain user's).
      return who === 'anon' ? userIds.user : userIds[who];
    case 'cheezopedia_entries':
      return must(await service.from(table).insert(entryRow()).select('id').single(), 'entry').id as string;
    case 'cheeses':
      return must(await service.from(table).insert(cheeseRow()).select('id').single(), 'cheese').id as string;
    case 'pairings':
      return must(await service.from(table).insert(pairingRow()).select('id').single(), 'pairing').id as string;
    case 'newsletter_subscribers':
      return must(await service.from(table).insert(subscriberRow()).select('id').single(), 'subscriber').id as string;
    case 'contact_messages':
      return must(
        await service.from(table).insert({ name: 'Ann', email: 'ann@matrix.test', message: 'Hello' }).select('id').single(),
        'contact',
      ).id as string;
    case 'sync_tombstones': {
      const id = must(await service.from('cheeses').insert(cheeseRow()).select('id').single(), 'cheese').id as string;
      must(await service.from('cheeses').delete().eq('id', id).select('id'), 'delete cheese');
      const rows = must(await service.from(table).select('id').eq('row_id', id), 'tombstone') as { id: number }[];
      return String(rows[0].id);
    }
  }
}

/** A row the caller tries to insert (client-generated id where the table has uuid ids). */
function insertPayload(table: Table): Record<string, unknown> {
  switch (table) {
    case 'profiles':
      return { id: randomUUID(), email: 'intruder@matrix.test', name: 'Intruder', role: 'user' };
    case 'cheezopedia_entries':
      return entryRow();
    case 'cheeses':
      return cheeseRow();
    case 'pairings':
      return pairingRow();
    case 'newsletter_subscribers':
      return subscriberRow();
    case 'contact_messages':
      return { id: randomUUID(), name: 'Ann', email: 'ann@matrix.test', message: 'Hello' };
    case 'sync_tombstones':
      return { table_name: 'cheeses', row_id: randomUUID() };
  }
}

/** A harmless change for an update cell, and how to see whether it landed. */
const UPDATE: Record<Table, { column: string; value: unknown }> = {
  profiles: { column: 'name', value: 'Renamed by matrix' },
  cheezopedia_entries: { column: 'title', value: 'Retitled by matrix' },
  cheeses: { column: 'description', value: 'Rewritten by matrix' },
  pairings: { column: 'pairing_name', value: 'Renamed pairing' },
  newsletter_subscribers: { column: 'is_active', value: false },
  contact_messages: { column: 'message', value: 'Rewritten by matrix' },
  sync_tombstones: { column: 'row_id', value: '00000000-0000-4000-8000-000000000000' },
};

async function serviceRow(table: Table, id: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await service.from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`read ${table}: ${error.message}`);
  return data as Record<string, unknown> | null;
}

interface PgErr { code?: string; message: string }

function expectDenied(outcome: Exclude<Outcome, 'ok'>, who: Who, op: Op, error: PgErr | null, status: number): void {
  if (outcome === 'perm') {
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/permission denied/);
    expect(status).toBe(who === 'anon' ? 401 : 403);
  } else if (op === 'insert') {
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/row-level security/);
    expect(status).toBe(who === 'anon' ? 401 : 403);
  } else {
    expect(error).toBeNull();
  }
}

async function probe(who: Who, table: Table, op: Op, outcome: Outcome): Promise<void> {
  const client = clients[who];
  if (op === 'select') {
    const id = await makeTarget(table, who);
    const { data, error, status } = await client.from(table).select('*').eq('id', id);
    if (outcome === 'ok') {
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
    } else {
      expectDenied(outcome, who, op, error, status);
      if (outcome === 'rls') expect(data).toEqual([]);
    }
    return;
  }
  if (op === 'insert') {
    const payload = insertPayload(table);
    const { error, status } = await client.from(table).insert(payload);
    const landed =
      table === 'newsletter_subscribers'
        ? (must(await service.from(table).select('id').eq('email', payload.email as string), 'read') as unknown[]).length > 0
        : table === 'sync_tombstones'
          ? (must(await service.from(table).select('id').eq('row_id', payload.row_id as string), 'read') as unknown[]).length > 0
          : (await serviceRow(table, payload.id as string)) !== null;
    if (outcome === 'ok') {
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(landed).toBe(true);
    } else {
      expectDenied(outcome, who, op, error, status);
      expect(landed).toBe(false);
    }
    return;
  }
  const id = await makeTarget(table, who);
  if (op === 'update') {
    const { column, value } = UPDATE[table];
    const before = await serviceRow(table, id);
    const { error, status } = await client.from(table).update({ [column]: value }).eq('id', id);
    const after = await serviceRow(table, id);
    if (outcome === 'ok') {
      expect(error).toBeNull();
      expect(after?.[column]).toEqual(value);
    } else {
      expectDenied(outcome, who, op, error, status);
      expect(after?.[column]).toEqual(before?.[column]);
    }
    return;
  }
  // delete
  const { error, status } = await client.from(table).delete().eq('id', id);
  const after = await serviceRow(table, id);
  if (outcome === 'ok') {
    expect(error).toBeNull();
    expect(after).toBeNull();
  } else {
    expectDenied(outcome, who, op, error, status);
    expect(after).not.toBeNull();
  }
}

// ------------------------------------------------------------------ the expectations
// Each row: table, op, then the outcome for anon, user, partner, admin.
const TABLE_MATRIX: Array<[Table, Op, Outcome, Outcome, Outcome, Outcome]> = [
  // profiles: own row for user/partner/admin; no client inserts or deletes, ever.
  ['profiles', 'select', 'perm', 'ok', 'ok', 'ok'],
  ['profiles', 'insert', 'perm', 'perm', 'perm', 'perm'],
  ['profiles', 'update', 'perm', 'ok', 'ok', 'ok'],
  ['profiles', 'delete', 'perm', 'perm', 'perm', 'perm'],
  // entries (the select target is a published entry; drafts are covered below)
  ['cheezopedia_entries', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['cheezopedia_entries', 'insert', 'perm', 'rls', 'rls', 'ok'],
  ['cheezopedia_entries', 'update', 'perm', 'rls', 'rls', 'ok'],
  ['cheezopedia_entries', 'delete', 'perm', 'rls', 'rls', 'ok'],
  ['cheeses', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['cheeses', 'insert', 'perm', 'rls', 'rls', 'ok'],
  ['cheeses', 'update', 'perm', 'rls', 'rls', 'ok'],
  ['cheeses', 'delete', 'perm', 'rls', 'rls', 'ok'],
  ['pairings', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['pairings', 'insert', 'perm', 'rls', 'rls', 'ok'],
  ['pairings', 'update', 'perm', 'rls', 'rls', 'ok'],
  ['pairings', 'delete', 'perm', 'rls', 'rls', 'ok'],
  // anyone subscribes through rpc/subscribe (one row), nobody inserts directly; only admins read,
  // deactivate or delete
  ['newsletter_subscribers', 'select', 'perm', 'rls', 'rls', 'ok'],
  ['newsletter_subscribers', 'insert', 'perm', 'perm', 'perm', 'perm'],
  ['newsletter_subscribers', 'update', 'perm', 'rls', 'rls', 'ok'],
  ['newsletter_subscribers', 'delete', 'perm', 'rls', 'rls', 'ok'],
  // written by the send-contact function with the service role; admins read
  ['contact_messages', 'select', 'perm', 'rls', 'rls', 'ok'],
  ['contact_messages', 'insert', 'perm', 'perm', 'perm', 'perm'],
  ['contact_messages', 'update', 'perm', 'perm', 'perm', 'perm'],
  ['contact_messages', 'delete', 'perm', 'perm', 'perm', 'perm'],
  // readable by everyone, written only by triggers
  ['sync_tombstones', 'select', 'ok', 'ok', 'ok', 'ok'],
  ['sync_tombstones', 'insert', 'perm', 'perm', 'perm', 'perm'],
  ['sync_tombstones', 'update', 'perm', 'perm', 'perm', 'perm'],
  ['sync_tombstones', 'delete', 'perm', 'perm', 'perm', 'perm'],
];

const TABLE_CELLS = TABLE_MATRIX.flatMap(([table, op, ...outcomes]) =>
  WHO.map((who, i) => ({ who, table, op, outcome: outcomes[i] })),
);

// Storage: public read for everyone; nobody uploads or overwrites (upsert) through the Storage API —
// pictures go through the image-upload function, which writes with the service role (see
// tests/backend/image-attacks.test.ts); only admins delete.
const BUCKET_CELLS = (['cheezopedia', 'cheeses'] as Bucket[]).flatMap((bucket) =>
  WHO.flatMap((who) =>
    (['select', 'insert', 'update', 'delete'] as Op[]).map((op) => ({
      who,
      bucket,
      op,
      allowed: op === 'select' || (op === 'delete' && who === 'admin'),
    })),
  ),
);

beforeAll(async () => {
  backend = await startTestBackend();
  service = newClient(backend.secretKey);
  clients.anon = newClient(backend.publishableKey);
  for (const who of ['user', 'partner', 'admin'] as const) await signUpAs(who);
  fixtureCheeseId = must(await service.from('cheeses').insert(cheeseRow()).select('id').single(), 'fixture cheese').id as string;
});

afterAll(async () => {
  await backend?.close();
});

describe('RLS matrix: tables', () => {
  it.each(TABLE_CELLS)('$who $op on $table → $outcome', async ({ who, table, op, outcome }) => {
    await probe(who, table, op, outcome);
  });
});

describe('RLS matrix: storage buckets', () => {
  async function putObject(bucket: Bucket, path: string): Promise<void> {
    const { error } = await service.storage.from(bucket).upload(path, new Blob([PNG], { type: 'image/png' }), { contentType: 'image/png' });
    if (error) throw new Error(`fixture upload failed: ${error.message}`);
  }
  async function objectBytes(bucket: Bucket, path: string): Promise<number | null> {
    const res = await fetch(service.storage.from(bucket).getPublicUrl(path).data.publicUrl);
    return res.ok ? (await res.arrayBuffer()).byteLength : null;
  }

  it.each(BUCKET_CELLS)('$who $op in bucket $bucket → allowed: $allowed', async ({ who, bucket, op, allowed }) => {
    const storage = clients[who].storage.from(bucket);
    const path = `matrix/${who}-${op}-${randomUUID().slice(0, 8)}.png`;
    if (op === 'select') {
      await putObject(bucket, path);
      const res = await fetch(storage.getPublicUrl(path).data.publicUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/png/);
      return;
    }
    if (op === 'insert') {
      const { error } = await storage.upload(path, new Blob([PNG], { type: 'image/png' }), { contentType: 'image/png' });
      if (allowed) {
        expect(error).toBeNull();
        expect(await objectBytes(bucket, path)).toBe(PNG.byteLength);
      } else {
        expect(error?.message).toMatch(/row-level security/);
        expect(await objectBytes(bucket, path)).toBeNull();
      }
      return;
    }
    await putObject(bucket, path);
    if (op === 'update') {
      const bigger = new Uint8Array(PNG.byteLength * 2);
      bigger.set(PNG);
      const { error } = await storage.upload(path, new Blob([bigger], { type: 'image/png' }), { contentType: 'image/png', upsert: true });
      if (allowed) {
        expect(error).toBeNull();
        expect(await objectBytes(bucket, path)).toBe(bigger.byteLength);
      } else {
        expect(error).not.toBeNull();
        expect(await objectBytes(bucket, path)).toBe(PNG.byteLength);
      }
      return;
    }
    const { data, error } = await storage.remove([path]);
    if (allowed) {
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(await objectBytes(bucket, path)).toBeNull();
    } else {
      // Storage skips objects the policies hide: no error, nothing removed.
      expect(error).toBeNull();
      expect(data).toEqual([]);
      expect(await objectBytes(bucket, path)).toBe(PNG.byteLength);
    }
  });
});

describe('RLS: escalation attempts', () => {
  it('a user cannot set their own role (42501, role unchanged)', async () => {
    const { error, status } = await clients.user.from('profiles').update({ role: 'admin' }).eq('id', userIds.user);
    expect(error?.code).toBe('42501');
    expect(status).toBe(403);
    expect((await serviceRow('profiles', userIds.user))?.role).toBe('user');
  });

  it('a partner cannot promote themselves either', async () => {
    const { error } = await clients.partner.from('profiles').update({ role: 'admin' }).eq('id', userIds.partner);
    expect(error?.code).toBe('42501');
    expect((await serviceRow('profiles', userIds.partner))?.role).toBe('partner');
  });

  it('a user cannot change another user\'s role or name (row hidden, nothing changes)', async () => {
    const before = await serviceRow('profiles', userIds.partner);
    const { error } = await clients.user.from('profiles').update({ role: 'user', name: 'Hijacked' }).eq('id', userIds.partner);
    expect(error).toBeNull();
    expect(await serviceRow('profiles', userIds.partner)).toEqual(before);
    expect(before?.role).toBe('partner');
  });

  it('a user cannot read another user\'s profile', async () => {
    const { data, error } = await clients.user.from('profiles').select('*').eq('id', userIds.admin);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('an admin may change someone else\'s role but not their own', async () => {
    const spare = newClient(backend.publishableKey);
    const signUp = await spare.auth.signUp({ email: `spare-${randomUUID().slice(0, 8)}@matrix.test`, password: PASSWORD });
    const spareId = signUp.data.user?.id as string;
    const promoted = await clients.admin.from('profiles').update({ role: 'partner' }).eq('id', spareId).select('role').single();
    expect(promoted.error).toBeNull();
    expect(promoted.data?.role).toBe('partner');
    const self = await clients.admin.from('profiles').update({ role: 'user' }).eq('id', userIds.admin);
    expect(self.error?.code).toBe('42501');
    expect((await serviceRow('profiles', userIds.admin))?.role).toBe('admin');
  });

  it('a user cannot insert a profile for someone else (nor upsert their own with a role)', async () => {
    const other = await clients.user.from('profiles').insert({ id: randomUUID(), email: 'x@matrix.test', role: 'admin' });
    expect(other.error?.code).toBe('42501');
    expect(other.status).toBe(403);
    const own = await clients.user.from('profiles').upsert({ id: userIds.user, email: 'x@matrix.test', role: 'admin' });
    expect(own.error?.code).toBe('42501');
    expect((await serviceRow('profiles', userIds.user))?.role).toBe('user');
  });

  it('sign-up metadata and user_metadata never grant a role', async () => {
    const client = newClient(backend.publishableKey);
    const { data } = await client.auth.signUp({
      email: `sneaky-${randomUUID().slice(0, 8)}@matrix.test`,
      password: PASSWORD,
      options: { data: { name: 'Sneaky', role: 'admin' } },
    });
    const id = data.user?.id as string;
    expect((await serviceRow('profiles', id))?.role).toBe('user');
    await client.auth.updateUser({ data: { role: 'admin' } });
    const { error } = await client.from('cheeses').insert(cheeseRow());
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/row-level security/);
  });

  it('anon cannot read a draft, an archived or a scheduled entry by slug', async () => {
    const draft = entryRow({ published_at: null });
    const archived = entryRow({ archived_at: new Date().toISOString() });
    const scheduled = entryRow({ published_at: new Date(Date.now() + 86_400_000).toISOString() });
    must(await service.from('cheezopedia_entries').insert([draft, archived, scheduled]).select('id'), 'entries');
    for (const row of [draft, archived, scheduled]) {
      const maybe = await clients.anon.from('cheezopedia_entries').select('*').eq('slug', row.slug as string).maybeSingle();
      expect(maybe.error).toBeNull();
      expect(maybe.data).toBeNull();
      const single = await clients.anon.from('cheezopedia_entries').select('*').eq('slug', row.slug as string).single();
      expect(single.error?.code).toBe('PGRST116');
      expect(single.status).toBe(406);
      for (const who of ['user', 'partner'] as const) {
        const seen = await clients[who].from('cheezopedia_entries').select('id').eq('slug', row.slug as string);
        expect(seen.data).toEqual([]);
      }
      const admin = await clients.admin.from('cheezopedia_entries').select('id').eq('slug', row.slug as string).single();
      expect(admin.data?.id).toBe(row.id);
    }
  });

  it('a partner cannot read subscribers (no rows, count 0)', async () => {
    must(await service.from('newsletter_subscribers').insert(subscriberRow()).select('id'), 'subscriber');
    const { data, error } = await clients.partner.from('newsletter_subscribers').select('*');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const head = await clients.partner.from('newsletter_subscribers').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(0);
    const admin = await clients.admin.from('newsletter_subscribers').select('*', { count: 'exact', head: true });
    expect(admin.count).toBeGreaterThan(0);
  });

  it('anon cannot insert (even as inactive) nor read the row back, nor call the sign-up function', async () => {
    const email = `inactive-${randomUUID().slice(0, 8)}@matrix.test`;
    const inactive = await clients.anon.from('newsletter_subscribers').insert({ email, source: 'website', is_active: false });
    expect(inactive.error?.code).toBe('42501');
    expect(inactive.status).toBe(401);
    expect(must(await service.from('newsletter_subscribers').select('id').eq('email', email), 'read')).toEqual([]);
    const readBack = await clients.anon.from('newsletter_subscribers').insert({ email, source: 'website' }).select();
    expect(readBack.error?.code).toBe('42501');
    const plain = await clients.anon.from('newsletter_subscribers').insert({ email, source: 'website' });
    expect(plain.error?.code).toBe('42501');
    expect((await clients.anon.rpc('newsletter_subscribe', { p_email: email, p_token_hash: 'a'.repeat(64) })).error).not.toBeNull();
    expect(must(await service.from('newsletter_subscribers').select('id').eq('email', email), 'read')).toEqual([]);
  });

  it('only admins import: anon may not call the RPC, a user\'s rows are all refused by RLS', async () => {
    const rows = [cheeseRow()];
    const anon = await clients.anon.rpc('import_cheeses', { rows });
    expect(anon.error?.code).toBe('42501');
    const user = await clients.user.rpc('import_cheeses', { rows });
    expect(user.error).toBeNull();
    expect(user.data).toEqual([{ index: 0, ok: false, error: expect.stringMatching(/row-level security/) }]);
    expect(await serviceRow('cheeses', rows[0].id as string)).toBeNull();
  });

  it('private role helpers are not reachable through the API', async () => {
    const { error } = await clients.user.rpc('is_admin');
    expect(error?.code).toBe('PGRST202');
  });
});
