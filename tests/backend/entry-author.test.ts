/**
 * author_name on entries: filled by the database from the author's profile on insert, not settable
 * by clients, readable by anyone for a public entry, and following a change of the profile's name.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { must, startTestBackend } from '../helpers/backend';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let service: SupabaseClient;
let admin: SupabaseClient;
let anon: SupabaseClient;
let adminId = '';

const client = (key: string) => createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });

beforeAll(async () => {
  backend = await startTestBackend();
  service = client(backend.secretKey);
  anon = client(backend.publishableKey);
  admin = client(backend.publishableKey);
  const { data, error } = await admin.auth.signUp({
    email: `author-${randomUUID().slice(0, 8)}@author.test`, password: 'author-password-1', options: { data: { name: 'Brie Writer' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  adminId = data.user.id;
  must(await service.from('profiles').update({ role: 'admin' }).eq('id', adminId).select('id'), 'promote');
});

afterAll(async () => {
  await backend?.close();
});

describe('entry author name', () => {
  it('is the author profile name, cannot be forged, is public and follows renames', async () => {
    const id = randomUUID();
    const row = must(await admin.from('cheezopedia_entries').insert({
      id, slug: `author-${id.slice(0, 8)}`, title: 'Authored entry', content: 'Body', published_at: new Date(Date.now() - 60_000).toISOString(),
      author_name: 'Somebody Else',
    }).select('*').single(), 'insert');
    expect(row.author_id).toBe(adminId);
    expect(row.author_name).toBe('Brie Writer');

    const forged = must(await admin.from('cheezopedia_entries').update({ author_name: 'Forged' }).eq('id', id).select('author_name').single(), 'update');
    expect(forged.author_name).toBe('Brie Writer');

    const seen = must(await anon.from('cheezopedia_entries').select('author_name').eq('id', id).single(), 'public read');
    expect(seen.author_name).toBe('Brie Writer');

    must(await admin.from('profiles').update({ name: 'Brie Author' }).eq('id', adminId).select('id'), 'rename');
    const renamed = must(await anon.from('cheezopedia_entries').select('author_name,version').eq('id', id).single(), 'after rename');
    expect(renamed.author_name).toBe('Brie Author');
    expect(renamed.version).toBeGreaterThan(row.version);
  });
});
