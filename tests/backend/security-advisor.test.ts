/**
 * Supabase's advisor (splinter: SQL lints over the catalogue) held on every migration, as our own
 * queries — the advisor itself needs a hosted project. Each lint below that can apply to this schema
 * answers nothing, at its own scope:
 * - most lints look at every schema but the ones Supabase and extensions own (SYSTEM below, the
 *   lints' own `nspname not in (…)` list) — `private` included, which the Data API does not expose:
 *   function_search_path_mutable, policy_exists_rls_disabled, rls_references_user_metadata,
 *   rls_policy_always_true, auth_rls_initplan, multiple_permissive_policies, duplicate_index;
 * - the exposure lints look at the schemas the Data API serves (EXPOSED, supabase/config.toml):
 *   rls_disabled_in_public, security_definer_view, auth_users_exposed, materialized_view_in_api,
 *   foreign_table_in_api, and the SECURITY DEFINER functions anon or authenticated may execute
 *   (definer code lives in `private`, behind SECURITY INVOKER functions of the API);
 * - and extension_in_public, unsupported_reg_types, fkey_to_auth_unique, public_bucket_allows_listing.
 * Not replicated: the INFO lints, the GraphQL exposure lints (pg_graphql is not installed here; anon
 * reading the public tables is the design), extension_versions_outdated and table_bloat (they judge
 * the server, not the migrations), insecure_queue_exposed_in_api (no pgmq).
 * Also checked: the RPCs the app calls still answer as before through their invoker doors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;

/** The schemas the Data API exposes (supabase/config.toml `[api] schemas`). */
const EXPOSED = ['public', 'graphql_public'];

/** Schemas the advisor's lints leave out: Supabase's own, extensions', the catalogue. */
const SYSTEM = [
  '_timescaledb_cache', '_timescaledb_catalog', '_timescaledb_config', '_timescaledb_internal', 'auth', 'cron', 'extensions',
  'graphql', 'graphql_public', 'information_schema', 'net', 'pgmq', 'pgroonga', 'pgsodium', 'pgsodium_masks', 'pgtle',
  'pgbouncer', 'pg_catalog', 'realtime', 'repack', 'storage', 'supabase_functions', 'supabase_migrations', 'tiger',
  'topology', 'vault',
];

/** Our own query per lint: $1 the exposed schemas, $2 the system ones; each row names an offender. */
const LINTS: { lint: string; level: 'ERROR' | 'WARN'; sql: string }[] = [
  {
    lint: 'function_search_path_mutable',
    level: 'WARN',
    sql: `select p.oid::regprocedure::text as what
            from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname <> all($2)
             and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
             and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
  },
  {
    lint: 'rls_disabled_in_public',
    level: 'ERROR',
    sql: `select c.oid::regclass::text as what
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where c.relkind = 'r' and not c.relrowsecurity and n.nspname = any($1) and n.nspname <> all($2)
             and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,
  },
  {
    lint: 'security_definer_view',
    level: 'ERROR',
    sql: `select c.oid::regclass::text as what
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where c.relkind = 'v' and n.nspname = any($1) and n.nspname <> all($2)
             and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
             and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))
             and not exists (select 1 from unnest(coalesce(c.reloptions, '{}')) o where lower(o) ~ '^security_invoker=(1|true|yes|on)$')`,
  },
  {
    lint: 'policy_exists_rls_disabled',
    level: 'ERROR',
    sql: `select distinct c.oid::regclass::text as what
            from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
           where c.relkind = 'r' and not c.relrowsecurity and n.nspname <> all($2)
             and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`,
  },
  {
    lint: 'auth_users_exposed',
    level: 'ERROR',
    sql: `select distinct v.oid::regclass::text as what
            from pg_depend d
            join pg_rewrite r on r.oid = d.objid
            join pg_class v on v.oid = r.ev_class
            join pg_namespace n on n.oid = v.relnamespace
           where d.refobjid = to_regclass('auth.users') and v.relkind in ('v', 'm') and n.nspname = any($1)
             and (has_table_privilege('anon', v.oid, 'select') or has_table_privilege('authenticated', v.oid, 'select'))
             and not (v.relkind = 'v'
                      and exists (select 1 from unnest(coalesce(v.reloptions, '{}')) o where lower(o) ~ '^security_invoker=(1|true|yes|on)$')
                      and (select u.relrowsecurity from pg_class u where u.oid = to_regclass('auth.users')))`,
  },
  {
    lint: 'extension_in_public',
    level: 'WARN',
    sql: `select e.extname as what from pg_extension e where e.extnamespace = 'public'::regnamespace and e.extname <> 'plpgsql'`,
  },
  {
    lint: 'rls_references_user_metadata',
    level: 'ERROR',
    sql: `select format('%s: %s', c.oid::regclass, p.polname) as what
            from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
           where n.nspname <> all($2)
             and concat(pg_get_expr(p.polqual, p.polrelid), ' ', pg_get_expr(p.polwithcheck, p.polrelid)) ilike '%user_metadata%'`,
  },
  {
    lint: 'materialized_view_in_api / foreign_table_in_api',
    level: 'WARN',
    sql: `select c.oid::regclass::text as what
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where c.relkind in ('m', 'f') and n.nspname = any($1) and n.nspname <> all($2)
             and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
             and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,
  },
  {
    lint: 'unsupported_reg_types',
    level: 'WARN',
    sql: `select format('%s.%s', c.oid::regclass, a.attname) as what
            from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
           where a.attnum > 0 and not a.attisdropped and n.nspname not in ('pg_catalog', 'information_schema', 'pgsodium')
             and a.atttypid in ('regcollation'::regtype, 'regconfig'::regtype, 'regdictionary'::regtype, 'regnamespace'::regtype,
                                'regoper'::regtype, 'regoperator'::regtype, 'regproc'::regtype, 'regprocedure'::regtype)`,
  },
  {
    lint: 'fkey_to_auth_unique',
    level: 'ERROR',
    sql: `select format('%s: %s', k.conrelid::regclass, k.conname) as what
            from pg_constraint k join pg_class t on t.oid = k.confrelid join pg_index i on i.indexrelid = k.conindid
           where k.contype = 'f' and t.relnamespace = 'auth'::regnamespace and i.indisunique and not i.indisprimary`,
  },
  {
    lint: 'rls_policy_always_true',
    level: 'WARN',
    sql: `with p as (
            select c.oid::regclass::text as tbl, p.polname, p.polcmd,
                   regexp_replace(lower(coalesce(pg_get_expr(p.polqual, p.polrelid), '')), '\\s', '', 'g') as q,
                   regexp_replace(lower(coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '')), '\\s', '', 'g') as w,
                   p.polqual is null as no_q, p.polwithcheck is null as no_w
              from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
             where c.relrowsecurity and p.polpermissive and n.nspname <> all($2)
               and (p.polroles = '{0}' or 'anon'::regrole = any(p.polroles) or 'authenticated'::regrole = any(p.polroles))
          )
          select format('%s: %s', tbl, polname) as what from p
           where (polcmd in ('w', 'd', '*') and (no_q or q in ('true', '(true)', '1=1', '(1=1)')))
              or w in ('true', '(true)', '1=1', '(1=1)')
              or (no_w and polcmd = 'a')`,
  },
  {
    lint: 'public_bucket_allows_listing',
    level: 'WARN',
    sql: `select format('%s: %s', b.id, p.policyname) as what
            from storage.buckets b
            join pg_policies p on p.schemaname = 'storage' and p.tablename = 'objects' and p.cmd in ('SELECT', 'ALL')
                               and p.permissive = 'PERMISSIVE' and p.roles && array['public', 'anon', 'authenticated']::name[]
           where b.public
             and (p.qual is null
                  or regexp_replace(lower(p.qual), '\\s', '', 'g') in ('true', '(true)', '1=1', '(1=1)')
                  or regexp_replace(lower(p.qual), '[\\s()]', '', 'g') ~ ('^bucket_id=''' || b.id || '''(::text)?$'))`,
  },
  {
    lint: 'auth_rls_initplan',
    level: 'WARN',
    sql: `select format('%s: %s', c.oid::regclass, p.polname) as what
            from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
            cross join lateral (values (pg_get_expr(p.polqual, p.polrelid)), (pg_get_expr(p.polwithcheck, p.polrelid))) e(expr)
            cross join (values ('auth.uid('), ('auth.jwt('), ('auth.role('), ('auth.email('), ('current_setting(')) f(fn)
           where c.relrowsecurity and n.nspname <> all($2) and n.nspname <> 'realtime'
             and strpos(lower(e.expr), f.fn) > 0 and strpos(lower(e.expr), 'select ' || f.fn) = 0`,
  },
  {
    lint: 'multiple_permissive_policies',
    level: 'WARN',
    sql: `select format('%s: %s %s (%s)', c.oid::regclass, r.rolname, a.cmd, string_agg(p.polname, ', ')) as what
            from pg_policy p
            join pg_class c on c.oid = p.polrelid
            join pg_namespace n on n.oid = c.relnamespace
            join pg_roles r on r.oid = any(p.polroles) or p.polroles = '{0}'
            cross join lateral unnest(case p.polcmd when 'r' then '{SELECT}'::text[] when 'a' then '{INSERT}' when 'w' then '{UPDATE}'
                                                    when 'd' then '{DELETE}' else '{SELECT,INSERT,UPDATE,DELETE}' end) a(cmd)
           where c.relkind = 'r' and p.polpermissive and n.nspname <> all($2)
             and r.rolname not like 'pg\\_%' and r.rolname not like 'supabase%admin' and not r.rolbypassrls
             and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
           group by c.oid, r.rolname, a.cmd
          having count(*) > 1`,
  },
  {
    lint: 'duplicate_index',
    level: 'WARN',
    sql: `select string_agg(i.indexrelid::regclass::text, ' = ') as what
            from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
           where c.relkind in ('r', 'm') and n.nspname <> all($2)
             and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
           group by c.oid, replace(pg_get_indexdef(i.indexrelid), (select x.relname from pg_class x where x.oid = i.indexrelid), '')
          having count(*) > 1`,
  },
  {
    lint: 'anon_ / authenticated_security_definer_function_executable',
    level: 'WARN',
    sql: `select format('%s by %s', p.oid::regprocedure, r.role) as what
            from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            cross join (values ('anon'), ('authenticated')) as r(role)
           where n.nspname = any($1) and p.prosecdef and has_function_privilege(r.role, p.oid, 'EXECUTE')`,
  },
];

describe('security advisor', () => {
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it.each(LINTS)('$level $lint: nothing', async ({ sql }) => {
    // Every lint gets both lists (typed here: not every lint uses both).
    const rows = await backend.sql<{ what: string }>(
      `select what from (${sql}) lint where $1::text[] is not null and $2::text[] is not null order by 1`,
      [EXPOSED, SYSTEM],
    );
    expect(rows.map((r) => r.what)).toEqual([]);
  });

  it('each lint query finds an offender planted for it (none of them is vacuous)', async () => {
    // Offenders named lint_probe*, in `public` (exposed) or in a schema of our own (not system);
    // dropped again at the end. extension_in_public has none: every extension here is in use.
    const plant = [
      `create schema lint_probe`,
      `create function lint_probe.mutable() returns int language sql as 'select 1'`,
      `create table public.lint_probe_open (id int primary key)`,
      `grant select on public.lint_probe_open to anon`,
      `create view public.lint_probe_view as select id from public.lint_probe_open`,
      `grant select on public.lint_probe_view to anon`,
      `create table lint_probe.policy_no_rls (id int primary key, owner uuid)`,
      `create policy "probe owner" on lint_probe.policy_no_rls for select to authenticated using (owner = auth.uid())`,
      `create view public.lint_probe_users as select id from auth.users`,
      `grant select on public.lint_probe_users to authenticated`,
      `create table lint_probe.guarded (id int primary key, owner uuid, a int, b int)`,
      `alter table lint_probe.guarded enable row level security`,
      `create policy "probe metadata" on lint_probe.guarded for select to authenticated using ((auth.jwt() -> 'user_metadata' ->> 'role') = 'boss')`,
      `create policy "probe always" on lint_probe.guarded for update to authenticated using (true)`,
      `create policy "probe per row" on lint_probe.guarded for delete to authenticated using (owner = auth.uid())`,
      `create policy "probe second read" on lint_probe.guarded for select to authenticated using (owner = (select auth.uid()))`,
      `create index lint_probe_a1 on lint_probe.guarded (a)`,
      `create index lint_probe_a2 on lint_probe.guarded (a)`,
      `create materialized view public.lint_probe_matview as select 1 as one`,
      `grant select on public.lint_probe_matview to anon`,
      `create table lint_probe.reg (id int primary key, cfg regconfig)`,
      `create table lint_probe.fk (id int primary key, phone text references auth.users (phone))`,
      `insert into storage.buckets (id, name, public) values ('lint_probe', 'lint_probe', true)`,
      `create policy "lint_probe listing" on storage.objects for select to anon using (bucket_id = 'lint_probe')`,
      `create function public.lint_probe_definer() returns int language sql security definer set search_path = '' as 'select 1'`,
      `grant execute on function public.lint_probe_definer() to anon`,
    ];
    const unplant = [
      `drop policy "lint_probe listing" on storage.objects`,
      `do $$ begin perform set_config('storage.allow_delete_query', 'true', true); delete from storage.buckets where id = 'lint_probe'; end $$`,
      `drop function public.lint_probe_definer()`,
      `drop materialized view public.lint_probe_matview`,
      `drop view public.lint_probe_users`,
      `drop view public.lint_probe_view`,
      `drop table public.lint_probe_open`,
      `drop schema lint_probe cascade`,
    ];
    for (const statement of plant) await backend.sql(statement);
    try {
      const missed: string[] = [];
      for (const { lint, sql } of LINTS) {
        if (lint === 'extension_in_public') continue;
        const rows = await backend.sql<{ what: string }>(`select what from (${sql}) lint where $1::text[] is not null and $2::text[] is not null`, [EXPOSED, SYSTEM]);
        if (!rows.some((r) => r.what.includes('lint_probe'))) missed.push(lint);
      }
      expect(missed).toEqual([]);
    } finally {
      for (const statement of unplant) await backend.sql(statement);
    }
  });

  it('the moved functions answer through their API names as before', async () => {
    const anon = backend.anon();
    const unknown = { p_id: '00000000-0000-4000-8000-000000000000', p_token: '0'.repeat(64), p_apply: false };
    expect((await backend.service().rpc('newsletter_unsubscribe', unknown)).data).toBe('invalid');
    expect((await anon.rpc('newsletter_unsubscribe', unknown)).error).not.toBeNull();
    // Admin-only decisions refuse a partner, with the function's own error.
    const partner = await backend.asDemo('partner');
    const claim = await partner.rpc('claim_review_event', { p_event_id: '00000000-0000-4000-8000-000000000000' });
    expect(claim.error?.code).toBe('42501');
    // Not reachable over the API at all: the private schema is not exposed, nor are its functions.
    const direct = await anon.schema('private').rpc('newsletter_unsubscribe', unknown);
    expect(direct.error).not.toBeNull();
  });
});
