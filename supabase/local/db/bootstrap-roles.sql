-- The cluster roles of hosted Supabase, recreated for the local stand-in (written from what
-- supabase/postgres's init scripts and migrations state; not a copy). Roles are cluster-wide, so this
-- runs before bootstrap.sql on every new database and changes nothing when the roles are already
-- right (parallel test databases on one server then never race on the catalog). Needs a superuser.
--
-- * supabase_admin: the platform superuser. Locally it is the superuser that runs this file (PGlite
--   and CI create their cluster with it); on another cluster it is created as a superuser.
-- * postgres: what `supabase db push` and the dashboard connect as. NOT a superuser: CREATEROLE,
--   CREATEDB, BYPASSRLS, member of the API roles, no ownership of auth or storage.
-- * anon, authenticated, service_role: the API roles (inherit, as since 2023); authenticator is
--   PostgREST's login role, a member of the three.
-- * supabase_auth_admin, supabase_storage_admin: owners of the auth and storage schemas.
do $roles$
declare
  r record;
begin
  if not exists (select from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin superuser createdb createrole replication bypassrls login;
  end if;

  if not exists (select from pg_roles where rolname = 'postgres') then
    create role postgres nosuperuser createdb createrole login replication bypassrls;
  elsif (select rolsuper or not rolcreaterole or not rolbypassrls or not rolcanlogin from pg_roles where rolname = 'postgres') then
    if (select oid from pg_roles where rolname = 'postgres') = 10 then
      raise exception 'The role "postgres" is this cluster''s bootstrap superuser, so it cannot be demoted as hosted Supabase demotes it'
        using hint = 'Create the cluster with a different superuser (initdb -U supabase_admin) and connect as that user.';
    end if;
    alter role postgres nosuperuser createdb createrole login replication bypassrls;
  end if;

  for r in select * from (values ('anon', false), ('authenticated', false), ('service_role', true)) as v(name, bypass) loop
    if not exists (select from pg_roles where rolname = r.name) then
      execute format('create role %I nologin inherit %s', r.name, case when r.bypass then 'bypassrls' else '' end);
    elsif not (select rolinherit from pg_roles where rolname = r.name) then
      execute format('alter role %I inherit', r.name);
    end if;
  end loop;

  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit createrole;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin login noinherit createrole;
  end if;

  -- Memberships: authenticator switches to the API roles; postgres may act as them (seed scripts,
  -- tests), and reads everything / signals backends as hosted allows.
  for r in select * from (values
      ('anon', 'authenticator'), ('authenticated', 'authenticator'), ('service_role', 'authenticator'),
      ('anon', 'postgres'), ('authenticated', 'postgres'), ('service_role', 'postgres'),
      ('pg_read_all_data', 'postgres'), ('pg_signal_backend', 'postgres'),
      ('authenticator', 'supabase_storage_admin')) as v(granted, member) loop
    if not pg_has_role(r.member, r.granted, 'member') then
      execute format('grant %I to %I', r.granted, r.member);
    end if;
  end loop;

  -- Hosted's postgres is no member of the auth/storage owners (supautils grants what it may do there).
  for r in select * from (values ('supabase_auth_admin'), ('supabase_storage_admin'), ('supabase_admin')) as v(owner) loop
    if exists (select from pg_auth_members a where a.roleid = to_regrole(r.owner) and a.member = to_regrole('postgres')) then
      execute format('revoke %I from postgres', r.owner);
    end if;
  end loop;

  -- Role settings (applied by PostgREST when it switches to the role, and at login).
  for r in select * from (values
      ('anon', 'statement_timeout', '3s'),
      ('authenticated', 'statement_timeout', '8s'),
      ('authenticator', 'statement_timeout', '8s'),
      ('authenticator', 'lock_timeout', '8s'),
      ('postgres', 'search_path', '"$user", public, extensions')) as v(role, name, value) loop
    if not exists (
      select from pg_db_role_setting s join pg_roles ro on ro.oid = s.setrole
      where ro.rolname = r.role and s.setdatabase = 0 and (r.name || '=' || r.value) = any (s.setconfig)
    ) then
      -- The value is set through set_config's text form so that a list (search_path) stays a list.
      execute format('alter role %I set %s = %s', r.role, r.name,
        case when r.name = 'search_path' then r.value else quote_literal(r.value) end);
    end if;
  end loop;
end
$roles$;
