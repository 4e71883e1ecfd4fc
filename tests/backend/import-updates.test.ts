/**
 * update_imported_cheeses: the CSV wizard's path for rows that match existing cheeses by name.
 * Admins update in place (version bumped, fields normalised), per-row errors in input order; a plain
 * user updates nothing (RLS) and anon may not call it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { must, startTestBackend } from '../helpers/backend';

const PASSWORD = 'import-update-password-1';
let backend: Awaited<ReturnType<typeof startTestBackend>>;
let service: SupabaseClient;
let admin: SupabaseClient;
let user: SupabaseClient;
let anon: SupabaseClient;

const client = (key: string) => createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });

async function signUp(c: SupabaseClient, name: string): Promise<string> {
  const { data, error } = await c.auth.signUp({ email: `${name}-${randomUUID().slice(0, 8)}@import.test`, password: PASSWORD });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return data.user.id;
}

function cheese(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(), name: `Update cheese ${randomUUID().slice(0, 6)}`, image_url: '/images/cheese.svg',
    type: 'Soft', milk: 'Goat', origin_country: 'France', description: 'Before the re-import.', ...extra,
  };
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = client(backend.secretKey);
  anon = client(backend.publishableKey);
  admin = client(backend.publishableKey);
  user = client(backend.publishableKey);
  const adminId = await signUp(admin, 'admin');
  await signUp(user, 'user');
  must(await service.from('profiles').update({ role: 'admin' }).eq('id', adminId).select('id'), 'promote admin');
});

afterAll(async () => {
  await backend?.close();
});

describe('update_imported_cheeses', () => {
  it('updates matched cheeses in place and reports bad rows in input order', async () => {
    const a = must(await admin.from('cheeses').insert(cheese()).select('*').single(), 'insert a');
    const b = must(await admin.from('cheeses').insert(cheese()).select('*').single(), 'insert b');
    const rows = [
      { ...a, id: a.id, type: 'semi-SOFT', milk: 'sheep', description: 'After the re-import.', origin_region: '  ', ageing_period: '3 months' },
      { ...b, id: b.id, milk: 'Camel' },
      { ...cheese(), id: randomUUID() },
      { ...cheese(), id: undefined },
    ];
    const { data, error } = await admin.rpc('update_imported_cheeses', { rows });
    expect(error).toBeNull();
    expect(data).toEqual([
      { index: 0, ok: true, id: a.id },
      { index: 1, ok: false, error: 'Invalid milk "Camel" (allowed: Cow, Goat, Sheep, Mixed, Buffalo)' },
      { index: 2, ok: false, error: expect.stringMatching(/^No cheese with id [0-9a-f-]+ that you may update$/) },
      { index: 3, ok: false, error: 'Missing required field: id' },
    ]);
    const after = must(await service.from('cheeses').select('*').eq('id', a.id).single(), 'read a');
    expect(after).toMatchObject({ type: 'Semi-soft', milk: 'Sheep', description: 'After the re-import.', origin_region: null, ageing_period: '3 months' });
    expect(after.version).toBe(a.version + 1);
    const untouched = must(await service.from('cheeses').select('*').eq('id', b.id).single(), 'read b');
    expect(untouched.milk).toBe('Goat');
    expect(untouched.version).toBe(b.version);
  });

  it('a plain user updates nothing and anon may not call it', async () => {
    const a = must(await admin.from('cheeses').insert(cheese()).select('*').single(), 'insert');
    const rows = [{ ...a, description: 'Changed by a user' }];
    const byUser = await user.rpc('update_imported_cheeses', { rows });
    expect(byUser.error).toBeNull();
    expect(byUser.data).toEqual([{ index: 0, ok: false, error: expect.stringMatching(/^No cheese with id/) }]);
    const byAnon = await anon.rpc('update_imported_cheeses', { rows });
    expect(byAnon.error?.code).toBe('42501');
    const stored = must(await service.from('cheeses').select('description').eq('id', a.id).single(), 'read');
    expect(stored.description).toBe('Before the re-import.');
  });
});
