-- Scheduled entries go public when published_at passes, with no write: nothing tells the CDN. The
-- pages, the feed and the sitemap therefore ask, when they are rendered, when the next scheduled
-- entry goes public, and the CDN keeps them no longer than that plus a minute
-- (docs/decisions/0026-scheduled-entries-on-time.md).
--
-- Only a time crosses, never an entry, and only within the next 8 days (the longest a cached page
-- may be served stale): a visitor learns no more than "something goes public at 09:00 on Friday",
-- which the page itself tells at 09:00. The definer function lives in `private` (never exposed over
-- the API) behind an invoker wrapper, like every other definer function.

create function private.seconds_to_next_publication()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  -- Seconds counted by the database's own clock (the one the public rule compares with), rounded
  -- down: no skew between the caller's clock and the database's enters the answer.
  select pg_catalog.floor(pg_catalog.date_part('epoch', (pg_catalog.min(e.published_at) operator(pg_catalog.-) pg_catalog.now())))::integer
  from public.cheezopedia_entries e
  where e.archived_at is null
    and e.published_at operator(pg_catalog.>) pg_catalog.now()
    and e.published_at operator(pg_catalog.<=) (pg_catalog.now() operator(pg_catalog.+) interval '8 days')
$$;
comment on function private.seconds_to_next_publication() is 'Seconds until the next scheduled entry goes public (within 8 days), or null. Only the time.';

create function public.seconds_to_next_publication()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$ select private.seconds_to_next_publication() $$;
comment on function public.seconds_to_next_publication() is 'Seconds until the next scheduled entry goes public (within 8 days), or null: how long the CDN may keep a page. Calls private.seconds_to_next_publication.';

revoke all on function public.seconds_to_next_publication(), private.seconds_to_next_publication() from public;
grant execute on function public.seconds_to_next_publication(), private.seconds_to_next_publication() to anon, authenticated, service_role;

-- The scheduled ones are few and in the future: a partial index finds the next one without a scan.
create index cheezopedia_entries_scheduled_idx on public.cheezopedia_entries (published_at) where archived_at is null;
