/**
 * The local backend behaves like hosted Supabase where a migration or a client could notice:
 * migrations and seed run as the non-superuser `postgres` (no ownership of auth/storage), API role
 * timeouts (anon 3 s), Storage's refusal of direct deletes, auth.users as GoTrue leaves it.
 * Test-only SQL goes in a migration added to a copy of the project's migrations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';
import { MIGRATIONS_DIR } from '../../supabase/local/paths.ts';

/** Facts recorded while the migration runs, and helpers a test may call (never shipped). */
const TEST_ONLY_MIGRATION = `
create table public.test_migration_facts as
select current_user::text as ran_as,
       (select rolsuper from pg_roles where rolname = current_user) as superuser,
       (select rolbypassrls from pg_roles where rolname = current_user) as bypassrls,
       (select rolcreaterole from pg_roles where rolname = current_user) as createrole,
       (select pg_get_userbyid(relowner) from pg_class where oid = 'auth.users'::regclass)::text as auth_users_owner,
       (select pg_get_userbyid(relowner) from pg_class where oid = 'storage.objects'::regclass)::text as storage_objects_owner,
       (select relrowsecurity from pg_class where oid = 'auth.users'::regclass) as auth_users_rls,
       (select indexdef from pg_indexes where schemaname = 'auth' and indexname = 'users_email_partial_key') as email_index,
       (select array_agg(column_name::text order by column_name::text) from information_schema.columns
         where table_schema = 'storage' and table_name = 'buckets') as bucket_columns;
grant select on public.test_migration_facts to service_role;

create function public.test_sleep(seconds double precision) returns boolean
language sql volatile as $$ select pg_sleep(seconds) is not null $$;

-- A cleanup job as a project might write one: deletes storage rows directly.
create function public.test_purge_storage_rows(bucket text) returns bigint
language plpgsql security definer set search_path = '' as $$
declare n bigint;
begin
  delete from storage.objects where bucket_id = bucket;
  get diagnostics n = row_count;
  return n;
end $$;
revoke execute on function public.test_purge_storage_rows(text) from public, anon, authenticated;
grant execute on function public.test_purge_storage_rows(text) to service_role;
`;

async function migrationsWith(extra: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cz-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) await writeFile(path.join(dir, name), sql);
  return dir;
}

let b: TestBackend;
let dir: string;
let admin: SupabaseClient;

beforeAll(async () => {
  dir = await migrationsWith({ '29990101000000_test_only.sql': TEST_ONLY_MIGRATION });
  b = await startTestBackend({ migrationsDir: dir });
  admin = await b.asDemo('admin');
});
afterAll(async () => {
  await b?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('migrations run as hosted runs them', () => {
  it('as postgres: not a superuser, CREATEROLE and BYPASSRLS, owning neither auth nor storage', async () => {
    const { data, error } = await b.service().from('test_migration_facts').select('*').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      ran_as: 'postgres',
      superuser: false,
      bypassrls: true,
      createrole: true,
      auth_users_owner: 'supabase_auth_admin',
      storage_objects_owner: 'supabase_storage_admin',
    });
  });

  it.each([
    ['alters an auth table', 'alter table auth.users add column nickname text;', /must be owner of table users/],
    ['turns off RLS on storage.objects', 'alter table storage.objects disable row level security;', /must be owner of table objects/],
    ['makes itself a superuser', 'alter role postgres superuser;', /permission denied|must be superuser|only roles with the SUPERUSER attribute/i],
    ['resets its role first', 'reset role; alter table auth.users add column nickname text;', /must be owner of table users/],
    ['switches session authorization', 'set session authorization supabase_admin;', /permission denied to set session authorization/],
  ])('a migration that %s fails locally, as it would on deploy', async (_label, sql, message) => {
    const only = await mkdtemp(path.join(tmpdir(), 'cz-migrations-'));
    try {
      await writeFile(path.join(only, '29990101000000_superuser_only.sql'), `-- needs more than hosted gives postgres\n${sql}\n`);
      await expect(startTestBackend({ migrationsDir: only, seedFile: path.join(only, 'no-seed.sql') })).rejects.toThrow(
        new RegExp(`migration 29990101000000_superuser_only\\.sql failed \\(run as role postgres.*line 2: .*(?:${message.source})`, message.flags),
      );
    } finally {
      await rm(only, { recursive: true, force: true });
    }
  });

  it('auth.users is as GoTrue leaves it: RLS on, unique email index on email', async () => {
    const { data } = await b.service().from('test_migration_facts').select('auth_users_rls, email_index, bucket_columns').single();
    expect(data?.auth_users_rls).toBe(true);
    expect(data?.email_index).toMatch(/ON auth\.users USING btree \(email\) WHERE \(is_sso_user = false\)/);
    expect(data?.bucket_columns).toEqual(expect.arrayContaining(['owner', 'owner_id', 'type', 'avif_autodetection', 'file_size_limit', 'allowed_mime_types']));
  });

  it('emails are matched case-insensitively, as GoTrue lowercases them', async () => {
    const { error } = await b.anon().auth.signUp({ email: 'Gouda.Fan@Cheezopedia.TEST', password: 'secret-1' });
    expect(error).toBeNull();
    await expect(b.signIn('gouda.fan@cheezopedia.test', 'secret-1')).resolves.toBeTruthy();
    const again = await b.anon().auth.signUp({ email: 'GOUDA.FAN@cheezopedia.test', password: 'secret-1' });
    expect(again.error?.message).toBe('User already registered');
  });
});

describe('API role settings', { timeout: 60_000 }, () => {
  it('an anonymous query running past 3 s is cancelled (57014, HTTP 500)', async () => {
    const { error, status } = await b.anon().rpc('test_sleep', { seconds: 3.5 });
    expect(status).toBe(500);
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
  });

  it('a signed-in user has 8 s: the same query completes', async () => {
    const { data, error } = await admin.rpc('test_sleep', { seconds: 3.5 });
    expect(error).toBeNull();
    expect(data).toBe(true);
  });
});

describe('storage tables', () => {
  it('buckets answer with the columns Supabase Storage returns (lists add the type)', async () => {
    const { data: list } = await b.service().storage.listBuckets();
    const cheeses = list?.find((x) => x.id === 'cheeses');
    expect(Object.keys(cheeses ?? {}).sort()).toEqual(['allowed_mime_types', 'created_at', 'file_size_limit', 'id', 'name', 'owner', 'public', 'type', 'updated_at']);
    expect(cheeses).toMatchObject({ type: 'STANDARD', public: true, file_size_limit: 4194304 });
    const { data: one } = await b.service().storage.getBucket('cheeses');
    expect(Object.keys(one ?? {}).sort()).toEqual(['allowed_mime_types', 'created_at', 'file_size_limit', 'id', 'name', 'owner', 'public', 'updated_at']);
  });

  it('a direct DELETE on storage.objects is refused; the Storage API still removes files', async () => {
    const file = new Blob(['not decoded'], { type: 'image/png' });
    // Written as the image-upload function writes (users write no object through the Storage API).
    expect((await b.service().storage.from('cheeses').upload('fidelity/keep.png', file)).error).toBeNull();

    const direct = await b.service().rpc('test_purge_storage_rows', { bucket: 'cheeses' });
    expect(direct.error).toMatchObject({ code: '42501', message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.' });
    expect((await admin.storage.from('cheeses').list('fidelity')).data?.map((f) => f.name)).toEqual(['keep.png']);

    const removed = await admin.storage.from('cheeses').remove(['fidelity/keep.png']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((f) => f.name)).toEqual(['fidelity/keep.png']);
    expect((await admin.storage.from('cheeses').list('fidelity')).data).toEqual([]);
  });
});
