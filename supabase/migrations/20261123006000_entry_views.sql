-- Entry views: counted once per visitor per entry per UTC day, with no cookies and nothing personal
-- kept.
-- * public.entry_views_daily (entry_id, day, views): the only thing that lasts. Admins read every
--   row; an author reads the rows of their own entries. Nobody writes it through the API.
-- * private.view_salts (day, salt): one random 32-byte salt per UTC day. The first view of a new day
--   creates it and deletes every older salt and every older dedupe row, so yesterday's keys can no
--   longer be recomputed or matched.
-- * private.view_dedupe (day, key): key = sha256(salt || entry id || visitor), where visitor is the
--   beacon function's sha256 of IP + user agent (the raw IP and user agent never reach the database).
-- * public.record_view(entry_id, visitor): the one narrow write path, security definer, executable
--   by the service role only (the beacon function filters bots first, so anonymous callers cannot
--   skip that filter or the rate limit). Counts only public entries; returns true when counted.
-- * public.entry_view_totals() and public.view_analytics(days): security invoker reads, so RLS
--   decides what each caller sees (admins: everything; partners: their own entries).

-- ---------------------------------------------------------------- tables
create table public.entry_views_daily (
  entry_id uuid not null references public.cheezopedia_entries (id) on delete cascade,
  day date not null,
  views integer not null default 0,
  primary key (entry_id, day),
  constraint entry_views_daily_views_check check (views >= 0)
);
comment on table public.entry_views_daily is
  'Views per entry per UTC day (deduplicated per visitor per day, bots excluded). Nothing personal.';
create index entry_views_daily_day_idx on public.entry_views_daily (day);

create table private.view_salts (
  day date primary key,
  salt bytea not null
);
comment on table private.view_salts is 'One random salt per UTC day; older salts are deleted on the first view of a new day.';

create table private.view_dedupe (
  day date not null,
  key bytea not null,
  primary key (day, key)
);
comment on table private.view_dedupe is 'Day-salted hashes of (entry, visitor), kept only for the current day.';

revoke all on private.view_salts, private.view_dedupe from public, anon, authenticated, service_role;

alter table public.entry_views_daily enable row level security;
revoke all on public.entry_views_daily from anon, authenticated;
grant select on public.entry_views_daily to authenticated;

create policy "Admins read all views; authors read their own entries' views"
  on public.entry_views_daily for select
  to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.cheezopedia_entries e
      where e.id = entry_views_daily.entry_id and e.author_id = (select auth.uid())
    )
  );

-- ---------------------------------------------------------------- counting
create or replace function public.record_view(p_entry_id uuid, p_visitor text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  day_salt bytea;
  fresh boolean := false;
begin
  if p_entry_id is null or p_visitor is null or char_length(p_visitor) not between 16 and 128 then
    raise exception 'record_view needs an entry id and a visitor hash' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.cheezopedia_entries e
    where e.id = p_entry_id and private.entry_is_public(e.published_at, e.archived_at)
  ) then
    return false;
  end if;

  select s.salt into day_salt from private.view_salts s where s.day = today;
  if day_salt is null then
    insert into private.view_salts (day, salt) values (today, extensions.gen_random_bytes(32))
    on conflict (day) do nothing
    returning true into fresh;
    if fresh then
      -- Once per day: forget every older salt and dedupe key.
      delete from private.view_salts where day < today;
      delete from private.view_dedupe where day < today;
    end if;
    select s.salt into day_salt from private.view_salts s where s.day = today;
  end if;

  insert into private.view_dedupe (day, key)
  values (today, sha256(day_salt || uuid_send(p_entry_id) || convert_to(p_visitor, 'UTF8')))
  on conflict do nothing;
  if not found then
    return false;
  end if;

  insert into public.entry_views_daily as v (entry_id, day, views)
  values (p_entry_id, today, 1)
  on conflict (entry_id, day) do update set views = v.views + 1;
  return true;
end
$$;
revoke all on function public.record_view(uuid, text) from public, anon, authenticated;
grant execute on function public.record_view(uuid, text) to service_role;

-- ---------------------------------------------------------------- reading
-- Total views per entry the caller may see (RLS on entry_views_daily applies).
create or replace function public.entry_view_totals()
returns table (entry_id uuid, views bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select v.entry_id, sum(v.views)::bigint from public.entry_views_daily v group by v.entry_id
$$;
revoke all on function public.entry_view_totals() from public, anon;
grant execute on function public.entry_view_totals() to authenticated, service_role;

-- The analytics screen in one call: views per day (every day of the window, zeros included), the top
-- 10 entries and views by content type over the last p_days UTC days (today included).
create or replace function public.view_analytics(p_days integer default 30)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with bounds as (
    select (now() at time zone 'utc')::date as last_day,
           (now() at time zone 'utc')::date - (least(greatest(coalesce(p_days, 30), 1), 366) - 1) as first_day
  ),
  win as (
    select v.entry_id, v.day, v.views
    from public.entry_views_daily v, bounds b
    where v.day between b.first_day and b.last_day
  ),
  days as (
    select d::date as day from bounds b, generate_series(b.first_day, b.last_day, interval '1 day') d
  )
  select jsonb_build_object(
    'from', (select first_day from bounds),
    'to', (select last_day from bounds),
    'total', coalesce((select sum(views) from win), 0),
    'per_day', (
      select jsonb_agg(jsonb_build_object('day', d.day, 'views', coalesce(s.views, 0)) order by d.day)
      from days d
      left join (select day, sum(views) as views from win group by day) s on s.day = d.day
    ),
    'top', coalesce((
      select jsonb_agg(t order by t.views desc, t.title)
      from (
        select e.id, e.title, e.slug, e.content_type, sum(w.views) as views
        from win w join public.cheezopedia_entries e on e.id = w.entry_id
        group by e.id, e.title, e.slug, e.content_type
        order by sum(w.views) desc, e.title
        limit 10
      ) t
    ), '[]'::jsonb),
    'by_type', coalesce((
      select jsonb_agg(jsonb_build_object('content_type', t.content_type, 'views', t.views) order by t.views desc)
      from (
        select e.content_type, sum(w.views) as views
        from win w join public.cheezopedia_entries e on e.id = w.entry_id
        group by e.content_type
      ) t
    ), '[]'::jsonb)
  )
$$;
revoke all on function public.view_analytics(integer) from public, anon;
grant execute on function public.view_analytics(integer) to authenticated, service_role;
