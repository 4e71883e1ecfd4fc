-- A recipe card says how long the recipe takes to make (its preparation and cook time) instead of a
-- reading time: the card columns (CARD_COLUMNS in src/domain/entry-card.ts) now include both times,
-- so the cheese-type pages' RPC returns them too. Its result type changes: dropped and made again,
-- with the same body, rights and comment.
drop function public.cheese_type_entries(text, integer, integer);

create function public.cheese_type_entries(tag text, page_limit integer default 13, page_offset integer default 0)
returns table (
  id uuid,
  slug text,
  title text,
  description text,
  image_url text,
  image_alt text,
  image_placeholder text,
  content_type text,
  reading_time_minutes integer,
  preparation_time text,
  cook_time text,
  published_at timestamptz,
  tag_name text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.id, e.slug, e.title, e.description, e.image_url, e.image_alt, e.image_placeholder, e.content_type, e.reading_time_minutes,
    e.preparation_time, e.cook_time, e.published_at,
    (select lower(trim(t)) from unnest(e.cheese_types) t where private.tag_slug(t) = cheese_type_entries.tag limit 1)
  from public.cheezopedia_entries e
  where e.visible_in_feed
    -- private.entry_is_public(e.published_at, e.archived_at), inline: a function with a pinned
    -- search_path is never inlined, and this runs once per entry.
    and e.published_at is not null and e.published_at operator(pg_catalog.<=) pg_catalog.now() and e.archived_at is null
    and exists (select 1 from unnest(e.cheese_types) t where private.tag_slug(t) = cheese_type_entries.tag)
  order by e.published_at desc, e.id
  limit least(greatest(coalesce(page_limit, 13), 0), 100) offset greatest(coalesce(page_offset, 0), 0)
$$;
comment on function public.cheese_type_entries(text, integer, integer) is 'Public feed entries carrying a cheese type (by slug), newest first, with the caller''s rights.';
revoke all on function public.cheese_type_entries(text, integer, integer) from public;
grant execute on function public.cheese_type_entries(text, integer, integer) to anon, authenticated, service_role;
