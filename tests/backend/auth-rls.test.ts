/**
 * Accounts through the API: roles are decided by the database, never by the client.
 * A user or partner cannot change any role, an admin cannot change their own, an admin can change
 * someone else's; sign-up always yields role 'user'; profiles are readable only by their owner and
 * by admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '../helpers/backend';

type Backend = Awaited<ReturnType<typeof startTestBackend>>;

let backend: Backend;
let service: SupabaseClient;
const ids: Record<'admin' | 'partner' | 'user', string> = { admin: '', partner: '', user: '' };

async function roleOf(id: string): Promise<string> {
  const { data, error } = await service.from('profiles').select('role').eq('id', id).single();
  if (error) throw new Error(error.message);
  return (data as { role: string }).role;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.service();
  for (const role of ['admin', 'partner', 'user'] as const) {
    const { data, error } = await service.from('profiles').select('id').eq('email', `${role}@cheezopedia.test`).single();
    if (error) throw new Error(error.message);
    ids[role] = (data as { id: string }).id;
  }
});

afterAll(async () => {
  await backend?.close();
});

describe('role changes through the API', () => {
  it.each(['user', 'partner'] as const)('a %s cannot change their own role', async (who) => {
    const client = await backend.asDemo(who);
    const { data, error } = await client.from('profiles').update({ role: 'admin' }).eq('id', ids[who]).select();
    // Refused by the trigger (42501), never applied.
    expect(error?.code).toBe('42501');
    expect(data).toBeNull();
    expect(await roleOf(ids[who])).toBe(who);
  });

  it.each([
    ['user', 'partner'],
    ['user', 'admin'],
    ['partner', 'user'],
    ['partner', 'admin'],
  ] as const)("a %s cannot change the %s's role", async (who, target) => {
    const client = await backend.asDemo(who);
    const { data, error } = await client.from('profiles').update({ role: 'user' === target ? 'partner' : 'user' }).eq('id', ids[target]).select();
    // Row-level security hides the other profile: nothing matched, nothing changed.
    expect(error === null ? data : []).toEqual([]);
    expect(await roleOf(ids[target])).toBe(target);
  });

  it('an admin cannot change their own role', async () => {
    const client = await backend.asDemo('admin');
    const { data, error } = await client.from('profiles').update({ role: 'user' }).eq('id', ids.admin).select();
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('You cannot change your own role');
    expect(data).toBeNull();
    expect(await roleOf(ids.admin)).toBe('admin');
  });

  it("an admin can change someone else's role (and back)", async () => {
    const client = await backend.asDemo('admin');
    const up = await client.from('profiles').update({ role: 'partner' }).eq('id', ids.user).select();
    expect(up.error).toBeNull();
    expect(up.data).toEqual([expect.objectContaining({ id: ids.user, role: 'partner' })]);
    expect(await roleOf(ids.user)).toBe('partner');
    const down = await client.from('profiles').update({ role: 'user' }).eq('id', ids.user).select();
    expect(down.error).toBeNull();
    expect(await roleOf(ids.user)).toBe('user');
  });

  it('an admin cannot set a role outside admin, partner, user', async () => {
    const client = await backend.asDemo('admin');
    const { error } = await client.from('profiles').update({ role: 'superuser' }).eq('id', ids.user).select();
    expect(error?.code).toBe('23514');
    expect(await roleOf(ids.user)).toBe('user');
  });

  it('a user can change their own name but not their email', async () => {
    const client = await backend.asDemo('user');
    const named = await client.from('profiles').update({ name: 'Demo User Renamed' }).eq('id', ids.user).select();
    expect(named.error).toBeNull();
    expect(named.data).toEqual([expect.objectContaining({ name: 'Demo User Renamed', role: 'user' })]);
    const emailed = await client.from('profiles').update({ email: 'x@evil.test' }).eq('id', ids.user).select();
    expect(emailed.error).not.toBeNull();
  });
});

describe('sign-up and profile visibility', () => {
  it("a new sign-up gets role 'user' even when the metadata asks for admin", async () => {
    const anon = backend.anon();
    const email = `new-${Date.now()}@example.test`;
    const { data, error } = await anon.auth.signUp({
      email,
      password: 'brie-and-crackers',
      options: { data: { name: 'New Person', role: 'admin' } },
    });
    expect(error).toBeNull();
    const id = data.user?.id ?? '';
    expect(id).not.toBe('');
    const profile = await anon.from('profiles').select('*').eq('id', id).limit(1);
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual([expect.objectContaining({ id, email, name: 'New Person', role: 'user' })]);
  });

  it('a client cannot insert a profile', async () => {
    const client = await backend.asDemo('user');
    const { error } = await client
      .from('profiles')
      .insert({ id: '00000000-0000-4000-8000-000000000001', email: 'fake@x.test', role: 'admin' });
    expect(error).not.toBeNull();
  });

  it('a user or partner reads only their own profile; an admin reads all', async () => {
    for (const who of ['user', 'partner'] as const) {
      const client = await backend.asDemo(who);
      const { data, error } = await client.from('profiles').select('id, role');
      expect(error).toBeNull();
      expect(data).toEqual([{ id: ids[who], role: who }]);
    }
    const admin = await backend.asDemo('admin');
    const all = await admin.from('profiles').select('id', { count: 'exact', head: true });
    expect(all.error).toBeNull();
    expect(all.count ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('anonymous visitors read no profiles', async () => {
    const { data, error } = await backend.anon().from('profiles').select('id');
    expect(error === null ? data : []).toEqual([]);
  });
});
