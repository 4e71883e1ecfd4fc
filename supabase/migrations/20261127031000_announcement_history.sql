-- Version history, trash and activity for newsletter announcement drafts, exactly as for entries,
-- cheeses and pairings (migration 20261127030000): the same triggers write them, so no client path
-- can skip them.
-- * Admins only: announcements are admin-only, and so are their versions (a version's entry_author
--   is only ever set for entries, and the check below keeps it so: the partner clause of the
--   history policy never matches an announcement), their trash items and their activity events
--   (both policies were admin-only already).
-- * A draft that has been sent: a send (public.newsletter_sends) is a snapshot of the subject and
--   body and refers to its draft by announcement_id without a foreign key. Deleting a sent draft is
--   allowed and puts it in the trash; its sends keep their snapshot and their announcement_id, so a
--   draft restored from the trash (same id) is linked to its sends again. Restoring an older version
--   of a sent draft changes the draft only, never what was sent. Once the trash removes it for good
--   the sends still show their own subject and body.
-- * Restore writes back subject and body_md (private.restorable_columns: the columns an admin may
--   update anyway); the import trigger is not attached (announcements are never imported).

alter table public.row_versions drop constraint row_versions_table_name_check;
alter table public.row_versions add constraint row_versions_table_name_check
  check (table_name in ('cheezopedia_entries', 'cheeses', 'pairings', 'newsletter_announcements'));
alter table public.row_versions add constraint row_versions_entry_author_check
  check (entry_author is null or table_name = 'cheezopedia_entries');

alter table public.trash_items drop constraint trash_items_table_name_check;
alter table public.trash_items add constraint trash_items_table_name_check
  check (table_name in ('cheezopedia_entries', 'cheeses', 'pairings', 'newsletter_announcements'));

alter table public.activity_events drop constraint activity_events_table_name_check;
alter table public.activity_events add constraint activity_events_table_name_check
  check (table_name in ('cheezopedia_entries', 'cheeses', 'pairings', 'newsletter_announcements', 'profiles'));

comment on table public.row_versions is
  'Versions replaced by updates and deletes (and conflict losers) of entries, cheeses, pairings and announcement drafts.';
comment on table public.trash_items is 'Deleted entries, cheeses, pairings and announcement drafts, restorable for 30 days.';

-- An announcement's label is its subject.
create or replace function private.row_label(p_table text, p_row jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(case p_table
    when 'cheezopedia_entries' then p_row ->> 'title'
    when 'cheeses' then p_row ->> 'name'
    when 'newsletter_announcements' then p_row ->> 'subject'
    else concat_ws(' — ', p_row ->> 'pairing_type', p_row ->> 'pairing_name')
  end), ''), '(untitled)')
$$;

-- The conflict loser of an announcement draft, kept by an admin (as for cheeses and pairings).
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
  if p_table not in ('cheezopedia_entries', 'cheeses', 'pairings', 'newsletter_announcements') then
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

comment on function public.restore_from_trash(text, uuid) is
  'Admin only: brings a deleted entry, cheese, pairing or announcement draft back within 30 days. Calls private.restore_from_trash.';

create trigger newsletter_announcements_history
  after update or delete on public.newsletter_announcements
  for each row execute function private.record_row_version();
create trigger newsletter_announcements_trash
  after delete on public.newsletter_announcements
  for each row execute function private.trash_deleted_row();
create trigger newsletter_announcements_activity
  after insert or update or delete on public.newsletter_announcements
  for each row execute function private.log_row_activity();
