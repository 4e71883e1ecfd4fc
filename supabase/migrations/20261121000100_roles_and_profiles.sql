-- Roles and profiles.
-- * public.profiles: one row per auth user (id, email, name, role, created_at), created by a trigger
--   on auth.users (role 'user', name from the sign-up metadata). Clients never insert profiles.
-- * private: a schema the API does not expose (config.toml [api] schemas), holding the security-definer
--   role helpers used by every policy: private.has_role(variadic text[]), private.is_admin().
--   Policies call them as `(select private.is_admin())` so they run once per statement.
-- * A client can never choose or change its own role: a BEFORE UPDATE trigger raises 42501 unless the
--   caller is an admin changing someone else's row, the service role, or a direct database session.

create schema if not exists private;
revoke all on schema private from public;
-- Policies run with the caller's privileges, so the API roles need USAGE to call the helpers.
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------- profiles
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  name text,
  role text not null default 'user',
  created_at timestamptz not null default now(),
  constraint profiles_role_check check (role in ('admin', 'partner', 'user')),
  constraint profiles_name_length check (name is null or char_length(name) <= 200)
);
comment on table public.profiles is 'One row per auth user; role decides access (admin, partner, user).';
create index profiles_created_at_idx on public.profiles (created_at desc);

-- ---------------------------------------------------------------- role helpers
-- Security definer: they read profiles as the owner (no RLS recursion); search_path is empty so every
-- name is schema-qualified. Never authorise on user_metadata: users can edit it.
create or replace function private.has_role(variadic roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = auth.uid() and p.role = any (roles)
  )
$$;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_role('admin')
$$;

-- True for requests that act with full rights: the service role (secret key) or a direct database
-- session with no API role (migrations, seed, the SQL editor, scripts).
create or replace function private.is_privileged()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.role(), '') = 'service_role'
      or current_user::text not in ('anon', 'authenticated')
$$;

revoke all on function private.has_role(text[]), private.is_admin(), private.is_privileged() from public;
grant execute on function private.has_role(text[]), private.is_admin(), private.is_privileged()
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------- profile on sign-up
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, name, role)
  values (
    new.id,
    coalesce(new.email, ''),
    nullif(btrim(new.raw_user_meta_data ->> 'name'), ''),
    'user'
  );
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Accounts that existed before this migration (e.g. a hosted project linked later) get their row too.
insert into public.profiles (id, email, name, role)
select u.id, coalesce(u.email, ''), nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 'user'
from auth.users u
on conflict (id) do nothing;

-- Keep the profile's email in step when the auth email changes.
create or replace function private.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is distinct from old.email then
    update public.profiles set email = coalesce(new.email, '') where id = new.id;
  end if;
  return new;
end
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row execute function private.handle_user_email_change();

-- ---------------------------------------------------------------- role and identity guard
-- Security invoker on purpose: current_user is then the API role of the request.
create or replace function private.guard_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id or new.created_at is distinct from old.created_at then
    if not private.is_privileged() then
      raise exception 'A profile''s id and creation time cannot be changed'
        using errcode = '42501';
    end if;
  end if;
  if new.email is distinct from old.email and not private.is_privileged() then
    raise exception 'A profile''s email follows the account email and cannot be changed here'
      using errcode = '42501';
  end if;
  if new.role is distinct from old.role then
    if private.is_privileged() then
      return new;
    end if;
    if old.id = auth.uid() then
      raise exception 'You cannot change your own role' using errcode = '42501';
    end if;
    if not private.is_admin() then
      raise exception 'Only an admin can change roles' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.guard_profile_update() from public;

create trigger profiles_guard_update
  before update on public.profiles
  for each row execute function private.guard_profile_update();

-- ---------------------------------------------------------------- row-level security
alter table public.profiles enable row level security;

-- No client inserts or deletes profiles (the auth trigger creates them; deleting the auth user
-- cascades). Updates: name by the owner, name and role by admins (role changes checked above).
revoke insert, delete, truncate, references, trigger on public.profiles from anon, authenticated;
revoke update on public.profiles from anon, authenticated;
revoke all on public.profiles from anon;
grant select on public.profiles to authenticated;
grant update (name, role) on public.profiles to authenticated;

create policy "Users read their own profile; admins read all"
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

create policy "Users update their own profile; admins update all"
  on public.profiles for update
  to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()))
  with check (id = (select auth.uid()) or (select private.is_admin()));
