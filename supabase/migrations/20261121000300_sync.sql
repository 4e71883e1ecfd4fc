-- Sync support for entries and cheeses (offline copies pull by (updated_at, id) and push with a
-- version check).
-- * BEFORE triggers: on insert version = 1, updated_at = now(), author_id/added_by default to
--   auth.uid(); on every update version = old.version + 1 and updated_at = now() whatever the client
--   sent, updated_by = auth.uid(). id, created_at and author_id/added_by cannot be changed through
--   the API (silently kept). Conflict detection is the client's `version=eq.N` filter: an update that
--   matches no row is a conflict; no trigger here skips or redirects an update.
-- * public.sync_tombstones: (table, row id, when), no content, readable by everyone, written only by
--   security-definer triggers when an entry or cheese is deleted or an entry stops being public
--   (published_at cleared or moved to the future, archived_at set).

-- ---------------------------------------------------------------- version, updated_at, updated_by
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
    new.version := 1;
    new.updated_at := now();
    new.created_at := coalesce(new.created_at, now());
    new.updated_by := coalesce(uid, new.updated_by);
    if tg_table_name = 'cheezopedia_entries' then
      new.author_id := coalesce(new.author_id, uid);
    else
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
    else
      new.added_by := old.added_by;
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.touch_synced_row() from public;

create trigger cheezopedia_entries_touch
  before insert or update on public.cheezopedia_entries
  for each row execute function private.touch_synced_row();

create trigger cheeses_touch
  before insert or update on public.cheeses
  for each row execute function private.touch_synced_row();

-- ---------------------------------------------------------------- tombstones
create table public.sync_tombstones (
  id bigserial primary key,
  table_name text not null,
  row_id uuid not null,
  removed_at timestamptz not null default now(),
  constraint sync_tombstones_table_name_check check (table_name in ('cheezopedia_entries', 'cheeses'))
);
comment on table public.sync_tombstones is
  'Rows that left the public view (deleted, unpublished, archived): table, id and when, no content.';

create index sync_tombstones_removed_at_id_idx on public.sync_tombstones (removed_at, id);
create index sync_tombstones_row_id_idx on public.sync_tombstones (row_id);

alter table public.sync_tombstones enable row level security;

-- Readable by everyone, writable by nobody through the API (only the triggers below write it).
revoke all on public.sync_tombstones from anon, authenticated, service_role;
grant select on public.sync_tombstones to anon, authenticated, service_role;
revoke all on sequence public.sync_tombstones_id_seq from anon, authenticated, service_role;

create policy "Everyone reads tombstones"
  on public.sync_tombstones for select
  to anon, authenticated
  using (true);

-- The public rule for entries, in one place (the entry read policy spells out the same condition).
create or replace function private.entry_is_public(published_at timestamptz, archived_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select published_at is not null and published_at <= now() and archived_at is null
$$;
grant execute on function private.entry_is_public(timestamptz, timestamptz) to anon, authenticated, service_role;

create or replace function private.record_tombstone_on_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.sync_tombstones (table_name, row_id) values (tg_table_name, old.id);
  return old;
end
$$;
revoke all on function private.record_tombstone_on_delete() from public;

create or replace function private.record_entry_tombstone_on_hide()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.entry_is_public(old.published_at, old.archived_at)
     and not private.entry_is_public(new.published_at, new.archived_at) then
    insert into public.sync_tombstones (table_name, row_id) values ('cheezopedia_entries', new.id);
  end if;
  return new;
end
$$;
revoke all on function private.record_entry_tombstone_on_hide() from public;

create trigger cheezopedia_entries_tombstone_delete
  after delete on public.cheezopedia_entries
  for each row execute function private.record_tombstone_on_delete();

create trigger cheeses_tombstone_delete
  after delete on public.cheeses
  for each row execute function private.record_tombstone_on_delete();

create trigger cheezopedia_entries_tombstone_hide
  after update of published_at, archived_at on public.cheezopedia_entries
  for each row execute function private.record_entry_tombstone_on_hide();
