-- View beacons counted in batches: public.record_views(entry ids, visitors) counts many beacons in
-- one statement, with the same rules as public.record_view (once per visitor per entry per UTC day,
-- public entries only, day-salted keys, older salts and keys deleted on the first view of a day).
-- The beacon function sends the beacons that arrived while its previous call was in flight as one
-- call (alone, a beacon is a batch of one): under load, one round trip and one transaction serve many.
-- * private.view_day_salt(): today's salt, created (and older salts and keys deleted) when missing;
--   shared by record_view and record_views.
-- * Answers one boolean per beacon, in order: true when that beacon was counted (a repeat inside the
--   batch counts once, the first time).

create or replace function private.view_day_salt(p_today date)
returns bytea
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  day_salt bytea;
  fresh boolean := false;
begin
  select s.salt into day_salt from private.view_salts s where s.day = p_today;
  if day_salt is null then
    insert into private.view_salts (day, salt) values (p_today, extensions.gen_random_bytes(32))
    on conflict (day) do nothing
    returning true into fresh;
    if fresh then
      -- Once per day: forget every older salt and dedupe key.
      delete from private.view_salts where day < p_today;
      delete from private.view_dedupe where day < p_today;
    end if;
    select s.salt into day_salt from private.view_salts s where s.day = p_today;
  end if;
  return day_salt;
end
$$;
revoke all on function private.view_day_salt(date) from public, anon, authenticated, service_role;

create or replace function public.record_views(p_entry_ids uuid[], p_visitors text[])
returns boolean[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  day_salt bytea;
  result boolean[];
begin
  if p_entry_ids is null or p_visitors is null or cardinality(p_entry_ids) <> cardinality(p_visitors)
     or cardinality(p_entry_ids) > 1000
     or exists (select 1 from unnest(p_entry_ids, p_visitors) as b(entry_id, visitor)
                where b.entry_id is null or b.visitor is null or char_length(b.visitor) not between 16 and 128) then
    raise exception 'record_views needs as many entry ids as visitor hashes (at most 1000)' using errcode = '22023';
  end if;
  if cardinality(p_entry_ids) = 0 then
    return '{}'::boolean[];
  end if;
  day_salt := private.view_day_salt(today);

  with beacons as (
    select b.ord, b.entry_id, sha256(day_salt || uuid_send(b.entry_id) || convert_to(b.visitor, 'UTF8')) as key
    from unnest(p_entry_ids, p_visitors) with ordinality as b(entry_id, visitor, ord)
    where exists (
      select 1 from public.cheezopedia_entries e
      where e.id = b.entry_id and private.entry_is_public(e.published_at, e.archived_at)
    )
  ),
  firsts as (
    select distinct on (key) ord, entry_id, key from beacons order by key, ord
  ),
  fresh as (
    insert into private.view_dedupe (day, key)
    select today, f.key from firsts f
    on conflict do nothing
    returning key
  ),
  counted as (
    select f.ord, f.entry_id from firsts f join fresh on fresh.key = f.key
  ),
  -- A data-modifying WITH runs to completion whether or not the query below reads it.
  bumped as (
    insert into public.entry_views_daily as v (entry_id, day, views)
    select c.entry_id, today, count(*)::integer from counted c group by c.entry_id
    on conflict (entry_id, day) do update set views = v.views + excluded.views
  )
  select array_agg(c.ord is not null order by b.ord) into result
  from generate_series(1, cardinality(p_entry_ids)) as b(ord)
  left join counted c on c.ord = b.ord;
  return result;
end
$$;
revoke all on function public.record_views(uuid[], text[]) from public, anon, authenticated;
grant execute on function public.record_views(uuid[], text[]) to service_role;

-- record_view (one beacon) keeps its contract, on the shared salt helper.
create or replace function public.record_view(p_entry_id uuid, p_visitor text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_entry_id is null or p_visitor is null or char_length(p_visitor) not between 16 and 128 then
    raise exception 'record_view needs an entry id and a visitor hash' using errcode = '22023';
  end if;
  return (public.record_views(array[p_entry_id], array[p_visitor]))[1];
end
$$;
