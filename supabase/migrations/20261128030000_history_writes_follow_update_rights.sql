-- Writing into a row's history follows the right to update that row.
--
-- * public.keep_conflict_loser (the version that lost a conflict, handed in by the client) checked
--   its own copy of the entries' rule, "an admin, or a partner who authors the entry", without the
--   policy's "and it is unpublished": a partner could add any text as a version of their published
--   entry, which an admin's Restore would then publish unreviewed. For a row that does not exist its
--   check came out NULL and let every signed-in user through. It now asks Postgres itself: a
--   row-locking read (FOR KEY SHARE) as the caller returns the row only when the caller may read it
--   AND passes the table's UPDATE policies (Postgres applies their USING expressions to a locking
--   read, and requires the UPDATE privilege), so the rule is the policies', not a copy of them.
--   A row that is gone (a conflict with a delete, "take theirs") can be updated by nobody; it counts
--   as editable for whoever may bring it back from the trash (restore_from_trash: admins) while it
--   is there. Anything else: 42501.
-- * A version is a JSON object of at most 256 KB (a 2,000-word entry's version is about 15 KB):
--   22023 beyond, with the size in the message. Was 1 MB.
-- * At most 10 conflict versions a minute per person per row: RS429 beyond (ten 1 MB calls had
--   grown the data folder by 26 MB). Counted under a transaction lock on (table, row, person), so
--   parallel calls cannot all pass; the service role is not counted.
-- * public.restore_version said "changed since you opened it" (RS409) whenever its update touched
--   no row, also when the caller may read the row but not update it (a partner's published entry).
--   It now answers 42501 "You may not edit this …" then, by the same locking read; RS409 only when
--   the caller may edit the row and it moved on.

-- ---------------------------------------------------------------- keep a conflict loser
-- The writing half, as the definer (nobody writes history through the API). Its only caller is
-- public.keep_conflict_loser, which has checked that the caller may update the row; private is not
-- exposed over the API.
create or replace function private.keep_conflict_loser(p_table text, p_row_id uuid, p_row jsonb)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  author uuid;
  current_version integer;
  recent integer;
  new_id bigint;
  max_bytes constant integer := 262144;
  per_minute constant integer := 10;
begin
  if p_table is null or p_table not in ('cheezopedia_entries', 'cheeses', 'pairings', 'newsletter_announcements') then
    raise exception 'Unknown table %', p_table using errcode = '22023';
  end if;
  if p_row_id is null or p_row is null or jsonb_typeof(p_row) <> 'object' then
    raise exception 'A version must be a JSON object naming its row' using errcode = '22023';
  end if;
  if pg_catalog.pg_column_size(p_row) > max_bytes then
    raise exception 'A version must be at most 256 KB (this one is % KB)', pg_catalog.pg_column_size(p_row) / 1024
      using errcode = '22023';
  end if;
  if uid is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(p_table || ':' || p_row_id::text || ':' || uid::text, 0));
    select count(*) into recent from public.row_versions v
    where v.table_name = p_table and v.row_id = p_row_id and v.kind = 'conflict'
      and v.changed_by = uid and v.changed_at > pg_catalog.clock_timestamp() - interval '1 minute';
    if recent >= per_minute then
      raise exception 'Too many versions kept for this item: at most % a minute. Try again in a minute.', per_minute
        using errcode = 'RS429';
    end if;
  end if;
  execute format('select t.version from public.%I t where t.id = $1', p_table) into current_version using p_row_id;
  if p_table = 'cheezopedia_entries' then
    select coalesce(e.author_id, (
      select (t.row_data ->> 'author_id')::uuid from public.trash_items t where t.table_name = p_table and t.row_id = p_row_id
    )) into author
    from (select 1) one left join public.cheezopedia_entries e on e.id = p_row_id;
  end if;
  insert into public.row_versions (table_name, row_id, version, row_data, kind, path, changed_by, entry_author)
  values (p_table, p_row_id, coalesce((p_row ->> 'version')::integer, current_version, 0),
          (p_row || jsonb_build_object('id', p_row_id)), 'conflict', 'conflict', uid, author)
  returning id into new_id;
  perform private.trim_row_versions(p_table, p_row_id);
  return new_id;
end
$$;
revoke all on function private.keep_conflict_loser(text, uuid, jsonb) from public, anon;
grant execute on function private.keep_conflict_loser(text, uuid, jsonb) to authenticated, service_role;

-- May the caller update this row? Security invoker: the table's own SELECT and UPDATE policies
-- decide, through a row-locking read (FOR KEY SHARE, the weakest lock: it blocks no ordinary
-- update, only a delete of the row until the caller's transaction ends). A row that is gone is
-- editable for whoever may bring it back from the trash while it is there: admins (as
-- restore_from_trash), the service role and SQL sessions (is_privileged reads current_user, so it is
-- asked here, as the caller, not in the definer below).
create or replace function private.may_update_row(p_table text, p_row_id uuid)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  found_row boolean;
begin
  if p_table is null or p_table not in ('cheezopedia_entries', 'cheeses', 'pairings', 'newsletter_announcements') then
    raise exception 'Unknown table %', p_table using errcode = '22023';
  end if;
  execute format('select true from public.%I t where t.id = $1 for key share', p_table) into found_row using p_row_id;
  if found_row then
    return true;
  end if;
  return (private.is_admin() or private.is_privileged()) and private.is_in_trash(p_table, p_row_id);
end
$$;
revoke all on function private.may_update_row(text, uuid) from public, anon;
grant execute on function private.may_update_row(text, uuid) to authenticated, service_role;

-- Is this row in the trash (deleted within 30 days)? Definer: the trash is readable by admins only.
create or replace function private.is_in_trash(p_table text, p_row_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.trash_items t
    where t.table_name = p_table and t.row_id = p_row_id and t.deleted_at >= now() - interval '30 days'
  )
$$;
revoke all on function private.is_in_trash(text, uuid) from public, anon;
grant execute on function private.is_in_trash(text, uuid) to authenticated, service_role;

create or replace function public.keep_conflict_loser(p_table text, p_row_id uuid, p_row jsonb)
returns bigint
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if not private.may_update_row(p_table, p_row_id) then
    raise exception 'You may not edit this item, so no version of it can be kept' using errcode = '42501';
  end if;
  return private.keep_conflict_loser(p_table, p_row_id, p_row);
end
$$;
comment on function public.keep_conflict_loser(text, uuid, jsonb) is
  'Keeps in history the version that lost a conflict: only a caller who may update the row (its UPDATE policies), at most 256 KB, 10 a minute per person and row. Calls private.keep_conflict_loser.';
revoke all on function public.keep_conflict_loser(text, uuid, jsonb) from public, anon;
grant execute on function public.keep_conflict_loser(text, uuid, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------- restore a version
-- As before (20261127030000), but a refused update says why: gone or unreadable (RS404), not
-- editable by the caller (42501), or moved on since the screen loaded it (RS409).
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
    execute format('select 1 from public.%I t where t.id = $1 for key share', v.table_name) into result using v.row_id;
    if result is null then
      raise exception 'You may not edit this item, so nothing was restored' using errcode = '42501';
    end if;
    raise exception 'This item changed since you opened it: nothing was restored' using errcode = 'RS409';
  end if;
  perform private.log_version_restore(v.table_name, v.row_id, v.version, result);
  return result;
end
$$;
revoke all on function public.restore_version(bigint, integer) from public, anon;
grant execute on function public.restore_version(bigint, integer) to authenticated, service_role;
