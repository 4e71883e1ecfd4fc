-- Nothing an editor writes is lost: version history, a trash and an activity log, all written by the
-- database (triggers), so that no client path (builder, form, outbox replay, CSV import, review, SQL)
-- can skip them.
--
-- * public.row_versions: every update or delete of an entry, cheese or pairing records the row it
--   replaced (whole, as jsonb), who replaced it (auth.uid(), null for SQL), when, through which path
--   and which fields changed. A conflict's losing version is recorded there too (kind 'conflict',
--   through public.keep_conflict_loser). Retention: per row, the newest 50 records are always kept
--   and anything from the last 90 days; older records beyond the 50 are deleted as the row's later
--   versions are written (every tenth version; no scheduled job needed).
-- * The path: a setting the database's own functions set (`cheezopedia.write_path`), else the RPC of
--   the request (`request.path` ends in /rpc/<name>: the import RPCs → 'import', the review
--   decisions → 'review', restore_* → 'restore'), else the client's `x-write-path` request header
--   ('form' or 'offline_replay' only: PostgREST exposes request headers in `request.headers`), else
--   'other' (SQL, the service role, anything unnamed). Informational: it never grants anything.
-- * Trash: a delete still deletes (every device drops the row through its tombstone as before, the
--   CDN webhook purges its tags, its public URL answers 404), and the deleted row is kept in
--   public.trash_items with who and when. public.restore_from_trash (admins) inserts it again with its
--   id, at the next version, with its history; a cheese brings back the pairings its deletion took
--   with it. A pairing whose cheese is in the trash cannot be restored alone (the cheese first).
--   After 30 days an item is hidden at once (the read policy) and removed for good, with its
--   history, at the next delete (private.purge_trash; hosted may also schedule it with pg_cron).
-- * public.activity_events: create, update, publish, unpublish, delete, restore, import (one event
--   per import RPC call with its row count), role_change, review. Admins read it; nobody writes it
--   through the API.
-- * public.restore_version: writes a recorded version's content back as a new version, with the
--   usual version check (security invoker: the table's policies and guards decide).
-- Row-level security: admins read all history, trash and activity; a partner reads the history of
-- the entries they author; nobody else reads any of it.

-- ---------------------------------------------------------------- the write path
create or replace function private.write_path()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  own text := nullif(current_setting('cheezopedia.write_path', true), '');
  rpc text := substring(coalesce(current_setting('request.path', true), '') from '/rpc/([A-Za-z0-9_]+)$');
  headers text := nullif(current_setting('request.headers', true), '');
  claimed text;
begin
  if own is not null then
    return own;
  end if;
  if rpc in ('import_cheeses', 'import_pairings', 'update_imported_cheeses') then
    return 'import';
  end if;
  if rpc in ('publish_submission', 'request_changes') then
    return 'review';
  end if;
  if rpc like 'restore\_%' then
    return 'restore';
  end if;
  if headers is not null then
    claimed := headers::jsonb ->> 'x-write-path';
    if claimed in ('form', 'offline_replay') then
      return claimed;
    end if;
  end if;
  return 'other';
end
$$;
revoke all on function private.write_path() from public;
grant execute on function private.write_path() to anon, authenticated, service_role;

-- ---------------------------------------------------------------- history
create table public.row_versions (
  id bigserial primary key,
  table_name text not null,
  row_id uuid not null,
  version integer not null,
  row_data jsonb not null,
  kind text not null default 'update',
  path text not null,
  changed_by uuid references public.profiles (id) on delete set null,
  changed_at timestamptz not null default now(),
  changed_fields text[] not null default '{}',
  entry_author uuid,
  constraint row_versions_table_name_check check (table_name in ('cheezopedia_entries', 'cheeses', 'pairings')),
  constraint row_versions_kind_check check (kind in ('update', 'delete', 'conflict')),
  constraint row_versions_path_check check (
    path in ('form', 'offline_replay', 'import', 'review', 'restore', 'conflict', 'other')
  ),
  constraint row_versions_row_data_check check (jsonb_typeof(row_data) = 'object')
);
comment on table public.row_versions is
  'Versions replaced by updates and deletes (and conflict losers) of entries, cheeses and pairings.';

create index row_versions_row_idx on public.row_versions (table_name, row_id, id desc);
create index row_versions_entry_author_idx on public.row_versions (entry_author) where entry_author is not null;
create index row_versions_changed_by_idx on public.row_versions (changed_by);

alter table public.row_versions enable row level security;
revoke all on public.row_versions from anon, authenticated, service_role;
grant select on public.row_versions to authenticated, service_role;
revoke all on sequence public.row_versions_id_seq from anon, authenticated, service_role;

create policy "Admins read all history; partners their own entries'"
  on public.row_versions for select
  to authenticated
  using ((select private.is_admin()) or entry_author = (select auth.uid()));

-- Keeps the newest 50 records of a row and everything from the last 90 days.
create or replace function private.trim_row_versions(p_table text, p_row_id uuid)
returns void
language sql
set search_path = ''
as $$
  delete from public.row_versions v
  where v.table_name = p_table and v.row_id = p_row_id
    and v.changed_at < now() - interval '90 days'
    and v.id < (
      select k.id from public.row_versions k
      where k.table_name = p_table and k.row_id = p_row_id
      order by k.id desc offset 49 limit 1
    )
$$;
revoke all on function private.trim_row_versions(text, uuid) from public;

-- Fields whose values differ between two versions (bookkeeping columns left out).
create or replace function private.changed_fields(a jsonb, b jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(k order by k), '{}')
  from (select jsonb_object_keys(a) as k union select jsonb_object_keys(b)) keys
  where k not in ('version', 'updated_at', 'updated_by', 'author_name', 'image_placeholder')
    and (a -> k) is distinct from (b -> k)
$$;
revoke all on function private.changed_fields(jsonb, jsonb) from public;
grant execute on function private.changed_fields(jsonb, jsonb) to authenticated, service_role;

create or replace function private.record_row_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before jsonb := to_jsonb(old);
  p text := private.write_path();
begin
  -- A review publishes a revision by copying it onto its entry and deleting the revision row: the
  -- revision lives on in its entry's history, not as a deleted row.
  if tg_op = 'DELETE' and p = 'review' and before ->> 'revision_of' is not null then
    return old;
  end if;
  insert into public.row_versions (table_name, row_id, version, row_data, kind, path, changed_by, changed_fields, entry_author)
  values (
    tg_table_name, old.id, old.version, before,
    case when tg_op = 'DELETE' then 'delete' else 'update' end,
    p, auth.uid(),
    case when tg_op = 'DELETE' then '{}'::text[] else private.changed_fields(before, to_jsonb(new)) end,
    case when tg_table_name = 'cheezopedia_entries' then (before ->> 'author_id')::uuid end
  );
  -- Trimmed every tenth version (a row then holds at most 59 records beyond its 90 days): the
  -- guarantee is a floor, and most saves skip the extra query.
  if old.version % 10 = 0 then
    perform private.trim_row_versions(tg_table_name, old.id);
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end
$$;
revoke all on function private.record_row_version() from public;

create trigger cheezopedia_entries_history
  after update or delete on public.cheezopedia_entries
  for each row execute function private.record_row_version();
create trigger cheeses_history
  after update or delete on public.cheeses
  for each row execute function private.record_row_version();
create trigger pairings_history
  after update or delete on public.pairings
  for each row execute function private.record_row_version();

-- ---------------------------------------------------------------- trash
create table public.trash_items (
  id bigserial primary key,
  table_name text not null,
  row_id uuid not null,
  label text not null,
  row_data jsonb not null,
  deleted_by uuid references public.profiles (id) on delete set null,
  deleted_at timestamptz not null default now(),
  -- Set on pairings deleted with their cheese: the cheese's id (restored together).
  deleted_with uuid,
  constraint trash_items_table_name_check check (table_name in ('cheezopedia_entries', 'cheeses', 'pairings')),
  constraint trash_items_row_key unique (table_name, row_id)
);
comment on table public.trash_items is 'Deleted entries, cheeses and pairings, restorable for 30 days.';
create index trash_items_deleted_at_idx on public.trash_items (deleted_at desc);
create index trash_items_deleted_with_idx on public.trash_items (deleted_with) where deleted_with is not null;

alter table public.trash_items enable row level security;
revoke all on public.trash_items from anon, authenticated, service_role;
grant select on public.trash_items to authenticated, service_role;
revoke all on sequence public.trash_items_id_seq from anon, authenticated, service_role;

-- Past 30 days an item is gone for everyone at once, even before the next purge removes it.
create policy "Admins read the trash"
  on public.trash_items for select
  to authenticated
  using ((select private.is_admin()) and deleted_at >= now() - interval '30 days');

-- Items deleted more than 30 days ago go for good, with their history.
create or replace function private.purge_trash()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  with gone as (
    delete from public.trash_items t where t.deleted_at < now() - interval '30 days'
    returning t.table_name, t.row_id
  ), history as (
    delete from public.row_versions v using gone g
    where v.table_name = g.table_name and v.row_id = g.row_id
      and not exists (select 1 from public.trash_items k where k.table_name = g.table_name and k.row_id = g.row_id and k.deleted_at >= now() - interval '30 days')
    returning 1
  )
  select count(*) into n from gone;
  return n;
end
$$;
revoke all on function private.purge_trash() from public;

create or replace function private.row_label(p_table text, p_row jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(case p_table
    when 'cheezopedia_entries' then p_row ->> 'title'
    when 'cheeses' then p_row ->> 'name'
    else concat_ws(' — ', p_row ->> 'pairing_type', p_row ->> 'pairing_name')
  end), ''), '(untitled)')
$$;
revoke all on function private.row_label(text, jsonb) from public;
grant execute on function private.row_label(text, jsonb) to authenticated, service_role;

create or replace function private.trash_deleted_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_data jsonb := to_jsonb(old);
  with_cheese uuid;
begin
  if private.write_path() = 'review' and row_data ->> 'revision_of' is not null then
    return old;
  end if;
  -- Pairings deleted through their cheese's cascade: the cheese is already gone in this statement.
  if tg_table_name = 'pairings' and not exists (select 1 from public.cheeses c where c.id = (row_data ->> 'cheese_id')::uuid) then
    with_cheese := (row_data ->> 'cheese_id')::uuid;
  end if;
  insert into public.trash_items (table_name, row_id, label, row_data, deleted_by, deleted_with)
  values (tg_table_name, old.id, private.row_label(tg_table_name, row_data), row_data, auth.uid(), with_cheese)
  on conflict (table_name, row_id) do update
    set label = excluded.label, row_data = excluded.row_data, deleted_by = excluded.deleted_by,
        deleted_at = excluded.deleted_at, deleted_with = excluded.deleted_with;
  perform private.purge_trash();
  return old;
end
$$;
revoke all on function private.trash_deleted_row() from public;

create trigger cheezopedia_entries_trash
  after delete on public.cheezopedia_entries
  for each row execute function private.trash_deleted_row();
create trigger cheeses_trash
  after delete on public.cheeses
  for each row execute function private.trash_deleted_row();
create trigger pairings_trash
  after delete on public.pairings
  for each row execute function private.trash_deleted_row();

-- A restored row comes back at the version after the one deleted, so a device's queued edit based
-- on an older version still meets a conflict. Otherwise as before (the pairings_sync definition).
create or replace function private.touch_synced_row()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  privileged boolean := private.is_privileged();
begin
  if tg_op = 'INSERT' then
    new.version := coalesce(nullif(current_setting('cheezopedia.restored_version', true), '')::integer, 1);
    new.updated_at := now();
    new.created_at := coalesce(new.created_at, now());
    new.updated_by := coalesce(uid, new.updated_by);
    if tg_table_name = 'cheezopedia_entries' then
      new.author_id := coalesce(new.author_id, uid);
    elsif tg_table_name = 'cheeses' then
      new.added_by := coalesce(new.added_by, uid);
    end if;
    return new;
  end if;

  -- UPDATE
  new.version := old.version + 1;
  new.updated_at := now();
  new.updated_by := coalesce(uid, case when privileged then new.updated_by else null end);
  if not privileged then
    new.id := old.id;
    new.created_at := old.created_at;
    if tg_table_name = 'cheezopedia_entries' then
      new.author_id := old.author_id;
    elsif tg_table_name = 'cheeses' then
      new.added_by := old.added_by;
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.touch_synced_row() from public;

-- ---------------------------------------------------------------- activity
create table public.activity_events (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor uuid references public.profiles (id) on delete set null,
  action text not null,
  table_name text not null,
  row_id uuid,
  label text not null default '',
  path text not null default 'other',
  detail jsonb not null default '{}'::jsonb,
  constraint activity_events_action_check check (
    action in ('create', 'update', 'publish', 'unpublish', 'delete', 'restore', 'import', 'role_change', 'review')
  ),
  constraint activity_events_table_name_check check (
    table_name in ('cheezopedia_entries', 'cheeses', 'pairings', 'profiles')
  )
);
comment on table public.activity_events is 'Who did what to which row and when, written by triggers; admins read it.';
create index activity_events_at_idx on public.activity_events (at desc, id desc);
create index activity_events_actor_at_idx on public.activity_events (actor, at desc);
create index activity_events_table_at_idx on public.activity_events (table_name, at desc);
create index activity_events_action_at_idx on public.activity_events (action, at desc);

alter table public.activity_events enable row level security;
revoke all on public.activity_events from anon, authenticated, service_role;
grant select on public.activity_events to authenticated, service_role;
revoke all on sequence public.activity_events_id_seq from anon, authenticated, service_role;

create policy "Admins read the activity log"
  on public.activity_events for select
  to authenticated
  using ((select private.is_admin()));

create or replace function private.log_row_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  p text := private.write_path();
  act text;
  r jsonb;
  counter text;
begin
  -- An import is one event per call: rows are counted here (a transaction-local setting, cheap) and
  -- the statement trigger below adds them to the call's event. A restore is logged by its RPC.
  if p = 'import' then
    counter := 'cheezopedia.import_rows_' || tg_table_name;
    perform set_config(counter, (coalesce(nullif(current_setting(counter, true), ''), '0')::integer + 1)::text, true);
    return null;
  end if;
  if p = 'restore' then
    return null;
  end if;
  if tg_op = 'DELETE' then
    if p = 'review' and to_jsonb(old) ->> 'revision_of' is not null then
      return null;
    end if;
    r := to_jsonb(old);
    act := 'delete';
  else
    r := to_jsonb(new);
    act := case when tg_op = 'INSERT' then 'create' else 'update' end;
    if tg_table_name = 'cheezopedia_entries' and tg_op = 'UPDATE' then
      if not private.entry_is_public(old.published_at, old.archived_at) and new.published_at is not null and new.archived_at is null then
        act := 'publish';
      elsif private.entry_is_public(old.published_at, old.archived_at) and not private.entry_is_public(new.published_at, new.archived_at) then
        act := 'unpublish';
      end if;
    end if;
  end if;
  insert into public.activity_events (actor, action, table_name, row_id, label, path, detail)
  values (auth.uid(), act, tg_table_name, (r ->> 'id')::uuid, private.row_label(tg_table_name, r), p,
          case when tg_op = 'UPDATE' then jsonb_build_object('version', new.version) else '{}'::jsonb end);
  return null;
end
$$;
revoke all on function private.log_row_activity() from public;

create or replace function private.log_import_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  counter text := 'cheezopedia.import_rows_' || tg_table_name;
  n integer := coalesce(nullif(current_setting(counter, true), ''), '0')::integer;
begin
  if n = 0 then
    return null;
  end if;
  perform set_config(counter, '0', true);
  -- One event per import call (one transaction), however many statements it runs (the update path
  -- runs one per row): the transaction's event for this table grows. now() is the transaction's
  -- start, so the lookup stays on the (action, at) index.
  update public.activity_events a
    set detail = jsonb_set(a.detail, '{rows}', to_jsonb((a.detail ->> 'rows')::integer + n)),
        label = format('%s rows', (a.detail ->> 'rows')::integer + n)
  where a.action = 'import' and a.at = now() and a.table_name = tg_table_name
    and a.detail ->> 'tx' = pg_current_xact_id()::text;
  if not found then
    insert into public.activity_events (actor, action, table_name, label, path, detail)
    values (auth.uid(), 'import', tg_table_name, format('%s rows', n), 'import',
            jsonb_build_object('rows', n, 'tx', pg_current_xact_id()::text));
  end if;
  return null;
end
$$;
revoke all on function private.log_import_activity() from public;

do $$
declare
  t text;
begin
  foreach t in array array['cheezopedia_entries', 'cheeses', 'pairings'] loop
    execute format('create trigger %I after insert or update or delete on public.%I for each row execute function private.log_row_activity()', t || '_activity', t);
    execute format('create trigger %I after insert or update on public.%I for each statement execute function private.log_import_activity()', t || '_import_activity', t);
  end loop;
end
$$;

create or replace function private.log_role_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.role is distinct from old.role then
    insert into public.activity_events (actor, action, table_name, row_id, label, path, detail)
    values (auth.uid(), 'role_change', 'profiles', new.id, coalesce(nullif(btrim(new.name), ''), new.email), private.write_path(),
            jsonb_build_object('from', old.role, 'to', new.role));
  end if;
  return null;
end
$$;
revoke all on function private.log_role_change() from public;

create trigger profiles_role_activity
  after update of role on public.profiles
  for each row execute function private.log_role_change();

create or replace function private.log_review_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.activity_events (actor, action, table_name, row_id, label, path, detail)
  values (coalesce(new.reviewer_id, auth.uid()), 'review', 'cheezopedia_entries', new.entry_id, new.title, 'review',
          jsonb_build_object('decision', new.action));
  return null;
end
$$;
revoke all on function private.log_review_decision() from public;

create trigger review_events_activity
  after insert on public.review_events
  for each row execute function private.log_review_decision();

-- ---------------------------------------------------------------- conflict losers
-- The version that lost a conflict ("take theirs") never reached the server: the client hands it in
-- so that history keeps it. Only someone who may edit the row may add to its history.
create or replace function private.keep_conflict_loser(p_table text, p_row_id uuid, p_row jsonb)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  author uuid;
  current_version integer;
  new_id bigint;
begin
  if p_table not in ('cheezopedia_entries', 'cheeses', 'pairings') then
    raise exception 'Unknown table %', p_table using errcode = '22023';
  end if;
  if p_row is null or jsonb_typeof(p_row) <> 'object' or pg_column_size(p_row) > 1048576 then
    raise exception 'A version must be an object of at most 1 MB' using errcode = '22023';
  end if;
  if p_table = 'cheezopedia_entries' then
    select e.author_id, e.version into author, current_version from public.cheezopedia_entries e where e.id = p_row_id;
    if not (private.is_admin() or (author = auth.uid() and private.has_role('partner'))) then
      raise exception 'Only an editor of this entry can keep a version of it' using errcode = '42501';
    end if;
  else
    if not private.is_admin() then
      raise exception 'Only an admin can keep a version of this' using errcode = '42501';
    end if;
    execute format('select version from public.%I where id = $1', p_table) into current_version using p_row_id;
  end if;
  insert into public.row_versions (table_name, row_id, version, row_data, kind, path, changed_by, entry_author)
  values (p_table, p_row_id, coalesce((p_row ->> 'version')::integer, current_version, 0),
          (p_row || jsonb_build_object('id', p_row_id)), 'conflict', 'conflict', auth.uid(),
          case when p_table = 'cheezopedia_entries' then author end)
  returning id into new_id;
  perform private.trim_row_versions(p_table, p_row_id);
  return new_id;
end
$$;
revoke all on function private.keep_conflict_loser(text, uuid, jsonb) from public, anon;
grant execute on function private.keep_conflict_loser(text, uuid, jsonb) to authenticated, service_role;

create function public.keep_conflict_loser(p_table text, p_row_id uuid, p_row jsonb)
returns bigint
language sql
volatile
security invoker
set search_path = ''
as $$ select private.keep_conflict_loser(p_table, p_row_id, p_row) $$;
comment on function public.keep_conflict_loser(text, uuid, jsonb) is
  'Keeps in history the version that lost a conflict (editors of the row only). Calls private.keep_conflict_loser.';
revoke all on function public.keep_conflict_loser(text, uuid, jsonb) from public, anon;
grant execute on function public.keep_conflict_loser(text, uuid, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------- restore a version
-- Columns a restore writes back: the content, never identity, bookkeeping, publication or review state.
create or replace function private.restorable_columns(p_table text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(c.column_name::text order by c.ordinal_position), '{}')
  from information_schema.columns c
  where c.table_schema = 'public' and c.table_name = p_table
    and c.column_name not in (
      'id', 'created_at', 'updated_at', 'updated_by', 'version', 'author_id', 'author_name', 'added_by',
      'published_at', 'archived_at', 'review_status', 'review_note', 'submitted_at', 'revision_of', 'featured'
    )
$$;
revoke all on function private.restorable_columns(text) from public;
grant execute on function private.restorable_columns(text) to authenticated, service_role;

-- The activity event of a version restore (called by restore_version, which runs as the caller and
-- may not write the log itself). Only for a row the caller has just restored: the row's version must
-- be the one restore_version returned, written by the caller in this transaction.
create or replace function private.log_version_restore(p_table text, p_row_id uuid, p_from_version integer, p_row jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.row_versions v
    where v.table_name = p_table and v.row_id = p_row_id and v.path = 'restore'
      and v.changed_by = auth.uid() and v.version = (p_row ->> 'version')::integer - 1
      and v.xmin = pg_current_xact_id()::xid
  ) then
    raise exception 'No restore of this row in this transaction' using errcode = '42501';
  end if;
  insert into public.activity_events (actor, action, table_name, row_id, label, path, detail)
  values (auth.uid(), 'restore', p_table, p_row_id, private.row_label(p_table, p_row), 'restore',
          jsonb_build_object('from_version', p_from_version, 'version', (p_row ->> 'version')::integer));
end
$$;
revoke all on function private.log_version_restore(text, uuid, integer, jsonb) from public, anon;
grant execute on function private.log_version_restore(text, uuid, integer, jsonb) to authenticated, service_role;

-- Security invoker: the caller must be able to read the version (history policy) and update the row
-- (the table's policies and guards), exactly as for any other edit. The version check is the
-- caller's p_base_version: 'RS409' when the row moved on, 'RS404' when it is gone.
create or replace function public.restore_version(p_version_id bigint, p_base_version integer)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v public.row_versions;
  cols text[];
  list text;
  result jsonb;
begin
  select * into v from public.row_versions where id = p_version_id;
  if not found then
    raise exception 'This version is no longer in history' using errcode = 'RS404';
  end if;
  cols := private.restorable_columns(v.table_name);
  select string_agg(format('%I', c), ', ') into list from unnest(cols) c;
  perform set_config('cheezopedia.write_path', 'restore', true);
  execute format(
    'update public.%1$I t set (%2$s) = (select %2$s from jsonb_populate_record(t, $1)) where t.id = $2 and t.version = $3 returning to_jsonb(t.*)',
    v.table_name, list
  ) into result using v.row_data, v.row_id, p_base_version;
  perform set_config('cheezopedia.write_path', '', true);
  if result is null then
    execute format('select 1 from public.%I where id = $1', v.table_name) into result using v.row_id;
    if result is null then
      raise exception 'This item is no longer there (deleted, or you may not edit it)' using errcode = 'RS404';
    end if;
    raise exception 'This item changed since you opened it: nothing was restored' using errcode = 'RS409';
  end if;
  perform private.log_version_restore(v.table_name, v.row_id, v.version, result);
  return result;
end
$$;
revoke all on function public.restore_version(bigint, integer) from public, anon;
grant execute on function public.restore_version(bigint, integer) to authenticated, service_role;

-- ---------------------------------------------------------------- restore from the trash
create or replace function private.restore_from_trash(p_table text, p_row_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  item public.trash_items;
  cheese public.trash_items;
  result jsonb;
  child public.trash_items;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can restore from the trash' using errcode = '42501';
  end if;
  select * into item from public.trash_items
  where table_name = p_table and row_id = p_row_id and deleted_at >= now() - interval '30 days';
  if not found then
    raise exception 'This item is not in the trash (restored already, or removed for good)' using errcode = 'RS404';
  end if;
  if p_table = 'pairings' and not exists (select 1 from public.cheeses c where c.id = (item.row_data ->> 'cheese_id')::uuid) then
    select * into cheese from public.trash_items
    where table_name = 'cheeses' and row_id = (item.row_data ->> 'cheese_id')::uuid and deleted_at >= now() - interval '30 days';
    if found then
      raise exception 'Restore the cheese "%" first: it is in the trash too', cheese.label using errcode = 'RS422';
    end if;
    raise exception 'Its cheese was removed for good: this pairing cannot come back' using errcode = 'RS422';
  end if;
  perform set_config('cheezopedia.write_path', 'restore', true);
  perform set_config('cheezopedia.restored_version', ((item.row_data ->> 'version')::integer + 1)::text, true);
  begin
    execute format('insert into public.%1$I select * from jsonb_populate_record(null::public.%1$I, $1) returning to_jsonb(%1$I.*)', p_table)
      into result using item.row_data;
  exception when unique_violation then
    raise exception 'Another entry now uses the slug "%": change its slug, then restore this one', item.row_data ->> 'slug'
      using errcode = 'RS409';
  end;
  delete from public.trash_items where id = item.id;
  -- A cheese brings back the pairings its deletion took with it.
  if p_table = 'cheeses' then
    for child in select * from public.trash_items where table_name = 'pairings' and deleted_with = p_row_id loop
      perform set_config('cheezopedia.restored_version', ((child.row_data ->> 'version')::integer + 1)::text, true);
      insert into public.pairings select * from jsonb_populate_record(null::public.pairings, child.row_data);
      delete from public.trash_items where id = child.id;
    end loop;
  end if;
  perform set_config('cheezopedia.restored_version', '', true);
  perform set_config('cheezopedia.write_path', '', true);
  insert into public.activity_events (actor, action, table_name, row_id, label, path, detail)
  values (auth.uid(), 'restore', p_table, p_row_id, item.label, 'restore', jsonb_build_object('from_trash', true));
  return result;
end
$$;
revoke all on function private.restore_from_trash(text, uuid) from public, anon;
grant execute on function private.restore_from_trash(text, uuid) to authenticated, service_role;

create function public.restore_from_trash(p_table text, p_row_id uuid)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.restore_from_trash(p_table, p_row_id) $$;
comment on function public.restore_from_trash(text, uuid) is
  'Admin only: brings a deleted entry, cheese or pairing back within 30 days. Calls private.restore_from_trash.';
revoke all on function public.restore_from_trash(text, uuid) from public, anon;
grant execute on function public.restore_from_trash(text, uuid) to authenticated, service_role;
