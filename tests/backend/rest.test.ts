/**
 * /rest/v1 contract: the real postgrest-js (supabase-js) against the local backend on a fixture schema.
 * Asserts PostgREST's answers: bodies, status codes, error codes, Content-Range and counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rm } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';
import { fixtureMigrations, NO_SEED } from '../helpers/fixtures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let b: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let migrationsDir: string;

beforeAll(async () => {
  migrationsDir = await fixtureMigrations(path.join(here, 'fixtures', 'rest-fixture.sql'));
  b = await startTestBackend({ migrationsDir, seedFile: NO_SEED });
  anon = b.anon();
  service = b.service();
});
afterAll(async () => {
  await b?.close();
  if (migrationsDir) await rm(migrationsDir, { recursive: true, force: true });
});

const names = (rows: { name: string }[] | null) => (rows ?? []).map((r) => r.name);

function raw(p: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`${b.url}${p}`, { ...init, headers: { apikey: b.publishableKey, ...init.headers } });
}

describe('select', () => {
  it('returns every row with * and typed JSON values', async () => {
    const { data, error, status } = await anon.from('items').select('*').order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(5);
    const brie = data![0];
    expect(brie).toMatchObject({ id: 1, name: 'Brie', qty: 3, price: 4.5, tags: ['soft', 'french'], meta: { milk: 'cow' }, active: true, note: null });
    expect(brie.created_at).toBe('2024-01-02T03:04:05+00:00');
    expect(brie.uid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('selects a column list with aliases and casts, ignoring whitespace', async () => {
    const { data } = await anon.from('items').select('name, label:note, qty::text').eq('id', 2);
    expect(data).toEqual([{ name: 'Comté', label: 'aged', qty: '10' }]);
  });

  it('rejects an unknown column with 42703 and an embedding with PGRST200', async () => {
    const bad = await anon.from('items').select('name,nope');
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '42703', message: 'column items.nope does not exist' });
    const emb = await anon.from('items').select('name, parents(*)');
    expect(emb.status).toBe(400);
    expect(emb.error?.code).toBe('PGRST200');
  });

  it('answers 404 PGRST205 for an unknown table', async () => {
    const { status, error } = await anon.from('no_such_table').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.no_such_table' in the schema cache", details: null });
  });
});

describe('filters', () => {
  it('eq neq gt gte lt lte', async () => {
    expect(names((await anon.from('items').select('name').eq('name', 'Brie')).data)).toEqual(['Brie']);
    expect(names((await anon.from('items').select('name').neq('name', 'Brie').order('id')).data)).toEqual(['Comté', 'Gouda', 'Roquefort', 'Feta']);
    expect(names((await anon.from('items').select('name').gt('qty', 3).order('id')).data)).toEqual(['Comté', 'Roquefort']);
    expect(names((await anon.from('items').select('name').gte('qty', 3).order('id')).data)).toEqual(['Brie', 'Comté', 'Roquefort']);
    expect(names((await anon.from('items').select('name').lt('price', 5).order('id')).data)).toEqual(['Brie', 'Feta']);
    expect(names((await anon.from('items').select('name').lte('price', 7.25).order('id')).data)).toEqual(['Brie', 'Gouda', 'Feta']);
  });

  it('like and ilike with * wildcards', async () => {
    expect(names((await anon.from('items').select('name').like('name', '*o*').order('id')).data)).toEqual(['Comté', 'Gouda', 'Roquefort']);
    expect(names((await anon.from('items').select('name').ilike('name', 'b*')).data)).toEqual(['Brie']);
    expect(names((await anon.from('items').select('name').like('name', 'b*')).data)).toEqual([]);
  });

  it('is null / not null / true / false', async () => {
    expect(names((await anon.from('items').select('name').is('note', null).order('id')).data)).toEqual(['Brie', 'Roquefort']);
    expect(names((await anon.from('items').select('name').not('note', 'is', null).order('id')).data)).toEqual(['Comté', 'Gouda', 'Feta']);
    expect(names((await anon.from('items').select('name').is('active', false)).data)).toEqual(['Gouda']);
  });

  it('in with quoted values containing commas, and not.in', async () => {
    expect(names((await anon.from('items').select('name').in('note', ['salty, crumbly', 'aged']).order('id')).data)).toEqual(['Comté', 'Feta']);
    expect(names((await anon.from('items').select('name').not('id', 'in', '(1,2,3)').order('id')).data)).toEqual(['Roquefort', 'Feta']);
    expect((await anon.from('items').select('name').in('id', [])).data).toEqual([]);
  });

  it('typed comparisons: uuid, timestamptz, boolean, arrays (cs, ov)', async () => {
    const { data: one } = await anon.from('items').select('uid').eq('id', 4).single();
    expect(names((await anon.from('items').select('name').eq('uid', one!.uid)).data)).toEqual(['Roquefort']);
    expect((await anon.from('items').select('name').gte('created_at', '2024-01-01T00:00:00Z')).data).toHaveLength(5);
    expect((await anon.from('items').select('name').lt('created_at', '2024-01-01T00:00:00+00:00')).data).toHaveLength(0);
    expect(names((await anon.from('items').select('name').eq('active', false)).data)).toEqual(['Gouda']);
    expect(names((await anon.from('items').select('name').contains('tags', ['french', 'hard'])).data)).toEqual(['Comté']);
    expect(names((await anon.from('items').select('name').overlaps('tags', ['greek', 'dutch']).order('id')).data)).toEqual(['Gouda', 'Feta']);
  });

  it('a bad uuid is 400 22P02', async () => {
    const { status, error } = await anon.from('items').select('name').eq('uid', 'not-a-uuid');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });

  it('or=(…) with nested and(…), and several filters on one column', async () => {
    expect(names((await anon.from('items').select('name').or('name.eq.Brie,and(qty.gte.5,active.is.true)').order('id')).data)).toEqual(['Brie', 'Comté', 'Roquefort']);
    expect(names((await anon.from('items').select('name').or('note.eq."salty, crumbly",name.ilike.go*').order('id')).data)).toEqual(['Gouda', 'Feta']);
    expect(names((await anon.from('items').select('name').gt('qty', 0).lt('qty', 10).order('id')).data)).toEqual(['Brie', 'Roquefort']);
    expect(names((await anon.from('items').select('name').or('id.in.(1,2),name.eq.Feta').order('id')).data)).toEqual(['Brie', 'Comté', 'Feta']);
  });

  it('a malformed filter is 400 PGRST100 and the next request is served', async () => {
    const r = await raw('/rest/v1/items?select=name&qty=zz.3');
    expect(r.status).toBe(400);
    expect((await r.json()).code).toBe('PGRST100');
    const r2 = await raw('/rest/v1/items?select=name&or=(name.eq.Brie');
    expect(r2.status).toBe(400);
    expect((await anon.from('items').select('name').eq('id', 1)).data).toEqual([{ name: 'Brie' }]);
  });
});

describe('order, limit, offset, range', () => {
  it('orders by several columns with nulls first/last', async () => {
    expect(names((await anon.from('items').select('name').order('qty', { ascending: false, nullsFirst: false })).data)).toEqual(['Comté', 'Roquefort', 'Brie', 'Gouda', 'Feta']);
    expect(names((await anon.from('items').select('name').order('qty', { ascending: true, nullsFirst: true })).data)).toEqual(['Feta', 'Gouda', 'Brie', 'Roquefort', 'Comté']);
    expect(names((await anon.from('items').select('name').order('active').order('name', { ascending: false })).data)).toEqual(['Gouda', 'Roquefort', 'Feta', 'Comté', 'Brie']);
  });

  it('limit and range', async () => {
    expect(names((await anon.from('items').select('name').order('id').limit(2)).data)).toEqual(['Brie', 'Comté']);
    expect(names((await anon.from('items').select('name').order('id').range(1, 3)).data)).toEqual(['Comté', 'Gouda', 'Roquefort']);
  });

  it('caps responses at 1000 rows (max_rows)', async () => {
    const { data, count, status } = await anon.from('many').select('n', { count: 'exact' }).order('n');
    expect(data).toHaveLength(1000);
    expect(count).toBe(1205);
    expect(status).toBe(206);
    const rest = await anon.from('many').select('n').order('n').range(1000, 1999);
    expect(rest.data).toHaveLength(205);
  });
});

describe('counts and Content-Range', () => {
  it('HEAD with count=exact: no body, Content-Range */N', async () => {
    const { data, count, status } = await anon.from('items').select('*', { count: 'exact', head: true }).eq('active', true);
    expect(count).toBe(4);
    expect(data).toBeNull();
    expect(status).toBe(200);
    const r = await raw('/rest/v1/items?select=*', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(r.headers.get('content-range')).toBe('0-4/5');
    expect(await r.text()).toBe('');
  });

  it('200 when all rows fit, 206 when fewer than the total, */0 when empty, 0-n/* without count', async () => {
    const all = await raw('/rest/v1/items?select=id', { headers: { prefer: 'count=exact' } });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('0-4/5');
    const part = await raw('/rest/v1/items?select=id&limit=2&offset=1', { headers: { prefer: 'count=exact' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('1-2/5');
    const none = await raw('/rest/v1/items?select=id&name=eq.nothing', { headers: { prefer: 'count=exact' } });
    expect(none.headers.get('content-range')).toBe('*/0');
    const nocount = await raw('/rest/v1/items?select=id&limit=3');
    expect(nocount.status).toBe(200);
    expect(nocount.headers.get('content-range')).toBe('0-2/*');
  });
});

describe('single and maybeSingle', () => {
  it('single returns the bare object', async () => {
    const { data, error } = await anon.from('items').select('name,qty').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Brie', qty: 3 });
  });

  it('single with 0 or many rows is 406 PGRST116', async () => {
    const none = await anon.from('items').select('name').eq('id', 999).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows', message: 'Cannot coerce the result to a single JSON object', hint: null });
    const many = await anon.from('items').select('name').single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe('The result contains 5 rows');
  });

  it('maybeSingle gives null for no row and an error for many', async () => {
    const none = await anon.from('items').select('name').eq('id', 999).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await anon.from('items').select('name').eq('id', 2).maybeSingle();
    expect(one.data).toEqual({ name: 'Comté' });
    const many = await anon.from('items').select('name').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('insert, upsert, update, delete', () => {
  it('inserts one row: 201, empty body without select, representation with select', async () => {
    const minimal = await service.from('items').insert({ name: 'Manchego', qty: 2 });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const { data, status } = await service.from('items').insert({ name: 'Cheddar', qty: 4, tags: ['hard'], meta: { milk: 'cow' } }).select().single();
    expect(status).toBe(201);
    expect(data).toMatchObject({ name: 'Cheddar', qty: 4, tags: ['hard'], meta: { milk: 'cow' }, active: true });
    expect(typeof data!.id).toBe('number');
  });

  it('inserts many rows with columns= (missing keys become NULL, or DEFAULT with defaultToNull:false)', async () => {
    const { data, error } = await service.from('items').insert([{ name: 'Edam', qty: 1 }, { name: 'Emmental' }]).select('name,qty,active');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Edam', qty: 1, active: true }, { name: 'Emmental', qty: null, active: true }]);
    const nulls = await service.from('items').insert([{ name: 'Tilsit', active: false }, { name: 'Havarti', qty: 3 }]).select('name,active');
    expect(nulls.error?.code).toBe('23502');
    expect(nulls.status).toBe(400);
    const defaults = await service.from('items').insert([{ name: 'Tilsit', active: false }, { name: 'Havarti', qty: 3 }], { defaultToNull: false }).select('name,active');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([{ name: 'Tilsit', active: false }, { name: 'Havarti', active: true }]);
  });

  it('duplicate key is 409 23505, foreign key 409 23503, check 400 23514, not null 400 23502', async () => {
    const dup = await service.from('items').insert({ name: 'Brie' });
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({ code: '23505' });
    expect(dup.error?.details).toContain('already exists');
    const fk = await service.from('children').insert({ id: 1, parent_id: 42 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const check = await service.from('items').insert({ name: 'Negative', qty: -1 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const nn = await service.from('items').insert({ qty: 1 });
    expect(nn.status).toBe(400);
    expect(nn.error?.code).toBe('23502');
  });

  it('an unknown column in a write is 400 PGRST204', async () => {
    const { status, error } = await service.from('items').insert({ name: 'X', colour: 'blue' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'colour' column of 'items' in the schema cache" });
  });

  it('upserts with on_conflict: merge-duplicates updates, ignore-duplicates skips', async () => {
    const merged = await service.from('items').upsert({ name: 'Brie', qty: 33 }, { onConflict: 'name' }).select('name,qty');
    expect(merged.status).toBe(201);
    expect(merged.data).toEqual([{ name: 'Brie', qty: 33 }]);
    const ignored = await service.from('items').upsert([{ name: 'Brie', qty: 99 }, { name: 'Stilton', qty: 7 }], { onConflict: 'name', ignoreDuplicates: true }).select('name,qty');
    expect(ignored.data).toEqual([{ name: 'Stilton', qty: 7 }]);
    expect((await anon.from('items').select('qty').eq('name', 'Brie').single()).data).toEqual({ qty: 33 });
    const byPk = await service.from('parents').upsert({ id: 1, label: 'uno' }).select();
    expect(byPk.data).toEqual([{ id: 1, label: 'uno' }]);
  });

  it('updates with filters: 204, or 200 with representation', async () => {
    const min = await service.from('items').update({ note: 'updated' }).eq('name', 'Gouda');
    expect(min.status).toBe(204);
    const rep = await service.from('items').update({ qty: 1, tags: ['a', 'b'] }).eq('name', 'Gouda').select('name,qty,tags,note');
    expect(rep.status).toBe(200);
    expect(rep.data).toEqual([{ name: 'Gouda', qty: 1, tags: ['a', 'b'], note: 'updated' }]);
    const none = await service.from('items').update({ qty: 1 }).eq('name', 'nothing').select();
    expect(none.data).toEqual([]);
  });

  it('update and delete without a filter are refused (pg-safeupdate)', async () => {
    const u = await service.from('items').update({ qty: 0 }).neq('id', -1).select('id');
    expect(u.error).toBeNull();
    const r = await raw('/rest/v1/items', { method: 'DELETE', headers: { authorization: `Bearer ${b.secretKey}` } });
    expect(r.status).toBe(400);
    expect((await r.json()).code).toBe('21000');
  });

  it('deletes with filters: 204, or 200 with the deleted rows', async () => {
    await service.from('items').insert([{ name: 'Del1' }, { name: 'Del2' }]);
    const min = await service.from('items').delete().eq('name', 'Del1');
    expect(min.status).toBe(204);
    const rep = await service.from('items').delete().in('name', ['Del2']).select('name');
    expect(rep.status).toBe(200);
    expect(rep.data).toEqual([{ name: 'Del2' }]);
  });

  it('Prefer tx=rollback answers but keeps nothing', async () => {
    const r = await raw('/rest/v1/items?select=name', {
      method: 'POST',
      headers: { authorization: `Bearer ${b.secretKey}`, 'content-type': 'application/json', prefer: 'return=representation,tx=rollback' },
      body: JSON.stringify({ name: 'Ghost' }),
    });
    expect(r.status).toBe(201);
    expect(await r.json()).toEqual([{ name: 'Ghost' }]);
    expect((await anon.from('items').select('name').eq('name', 'Ghost')).data).toEqual([]);
  });
});

describe('rpc', () => {
  it('calls a scalar function with named arguments (defaults apply)', async () => {
    expect((await anon.rpc('add_numbers', { a: 2, b: 3 })).data).toBe(5);
    expect((await anon.rpc('add_numbers', { a: 2 })).data).toBe(3);
  });

  it('set-returning functions give arrays; filters and single apply', async () => {
    const { data } = await anon.rpc('items_named', { q: 'ro' });
    expect(names(data as { name: string }[])).toEqual(['Roquefort']);
    const single = await anon.rpc('items_named', { q: 'Bri' }).single();
    expect((single.data as { name: string }).name).toBe('Brie');
  });

  it('void is 204 with no data; jsonb arguments and results round-trip', async () => {
    const v = await anon.rpc('touch');
    expect(v.status).toBe(204);
    expect(v.data).toBeNull();
    expect((await anon.rpc('sum_json', { rows: [{ n: 1 }, { n: 41 }] })).data).toBe(42);
  });

  it('runs as the caller: anon, or service_role', async () => {
    expect((await anon.rpc('whoami')).data).toEqual({ role: 'anon', uid: null, claims_role: 'anon' });
    expect(((await service.rpc('whoami')).data as { role: string }).role).toBe('service_role');
  });

  it('unknown function or argument is 404 PGRST202; raise exception is 400 P0001', async () => {
    const unknown = await anon.rpc('no_such_fn', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    const badArg = await anon.rpc('add_numbers', { z: 1 });
    expect(badArg.error?.code).toBe('PGRST202');
    const raised = await anon.rpc('fail', { msg: 'cheese is off' });
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({ code: 'P0001', message: 'cheese is off' });
  });
});

describe('roles, JWTs and row-level security', () => {
  it('an authenticated user sees only their own rows; anon is refused with 401 42501', async () => {
    const email = `rls-${Date.now()}@example.test`;
    const signup = await b.anon().auth.signUp({ email, password: 'secret-1' });
    expect(signup.error).toBeNull();
    const alice = await b.signIn(email, 'secret-1');
    const ins = await alice.from('notes').insert({ body: 'mine' }).select('body,owner').single();
    expect(ins.error).toBeNull();
    expect(ins.data!.owner).toBe(signup.data.user!.id);
    expect((await alice.from('notes').select('body')).data).toEqual([{ body: 'mine' }]);
    const other = `rls2-${Date.now()}@example.test`;
    await b.anon().auth.signUp({ email: other, password: 'secret-2' });
    const bob = await b.signIn(other, 'secret-2');
    expect((await bob.from('notes').select('body')).data).toEqual([]);
    const forged = await bob.from('notes').insert({ body: 'forged', owner: signup.data.user!.id });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    const a = await anon.from('notes').select('*');
    expect(a.status).toBe(401);
    expect(a.error?.code).toBe('42501');
    expect((await service.from('notes').select('body')).data).toHaveLength(1);
  });

  it('a bad JWT is 401 PGRST301 and an expired one 401 PGRST303, with WWW-Authenticate', async () => {
    const bad = await raw('/rest/v1/items?select=id', { headers: { authorization: 'Bearer a.b.c' } });
    expect(bad.status).toBe(401);
    expect((await bad.json()).code).toBe('PGRST301');
    expect(bad.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    const { signJwt } = await import('../../supabase/local/jwt.ts');
    const expired = await signJwt({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001', exp: Math.floor(Date.now() / 1000) - 10 });
    const r = await raw('/rest/v1/items?select=id', { headers: { authorization: `Bearer ${expired}` } });
    expect(r.status).toBe(401);
    expect(await r.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('requires an API key, as the Supabase gateway does', async () => {
    const r = await fetch(`${b.url}/rest/v1/items?select=id`);
    expect(r.status).toBe(401);
    expect((await r.json()).message).toBe('No API key found in request');
    const wrong = await fetch(`${b.url}/rest/v1/items?select=id`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Invalid API key');
  });
});
