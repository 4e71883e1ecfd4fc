-- Pairings become a synced table like entries and cheeses (issue 15): offline copies pull them by
-- (updated_at, id) and push edits with a version check.
-- * Columns: version (1 on insert, +1 on every update), updated_at, updated_by — set by the same
--   BEFORE trigger as the other synced tables (private.touch_synced_row, now also aware of tables
--   that have no author column). Existing rows start at version 1.
-- * Tombstones: deleting a pairing (directly or through its cheese's cascade) records one, so other
--   devices drop their copy.

alter table public.pairings
  add column updated_at timestamptz not null default now(),
  add column version integer not null default 1,
  add column updated_by uuid references public.profiles (id) on delete set null,
  add constraint pairings_version_check check (version >= 1);

create index pairings_updated_at_id_idx on public.pairings (updated_at, id);
create index pairings_updated_by_idx on public.pairings (updated_by);

-- The touch trigger, generalised: the author column depends on the table (entries: author_id,
-- cheeses: added_by, pairings: none).
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

create trigger pairings_touch
  before insert or update on public.pairings
  for each row execute function private.touch_synced_row();

alter table public.sync_tombstones drop constraint sync_tombstones_table_name_check;
alter table public.sync_tombstones
  add constraint sync_tombstones_table_name_check check (table_name in ('cheezopedia_entries', 'cheeses', 'pairings'));

create trigger pairings_tombstone_delete
  after delete on public.pairings
  for each row execute function private.record_tombstone_on_delete();
