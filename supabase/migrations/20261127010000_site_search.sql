-- Site search: one RPC, public.search_site, that runs with the CALLER's rights (row-level security
-- decides what it may find; on top of that only public entries are site results, so an author never
-- sees their own drafts in the public search either).
--
-- Matching: a text search configuration that folds accents (unaccent) before English stemming
-- (plural, case), weighted documents (title A; description, cheese types, focus keyword B;
-- ingredients C; body D — cheeses: name A; type, milk, origin B; description C), prefixes while
-- typing (`fond` → fondue) and one typo in a word of five letters or more, corrected by trigram
-- similarity (pg_trgm) against the words of titles, names, types and ingredients.
--
-- The weighted documents live in side tables of the private schema, kept by triggers, rather than as
-- generated columns of the synced tables: the sync engine, the admin lists and the public REST reads
-- select `*`, and a tsvector column would ride along to every device (and be refused on push).

create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

create text search configuration public.cheezo_search (copy = pg_catalog.english);
alter text search configuration public.cheezo_search
  alter mapping for hword, hword_part, word with extensions.unaccent, english_stem;
comment on text search configuration public.cheezo_search is 'Site search: accents folded (unaccent), then English stemming.';

-- Lower-case, accent-free words separated by single spaces (what typos are corrected against).
create function private.search_words(t text)
returns text
language sql
stable
set search_path = ''
as $$
  select trim(regexp_replace(lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(t, ''))), '[^a-z0-9]+', ' ', 'g'))
$$;

-- Markdown as plain words (images and link targets dropped, markup characters and runs of white
-- space as one space).
create function private.search_plain(markdown text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(coalesce(markdown, ''), '!\[[^\]]*\]\([^)]*\)', ' ', 'g'), '\]\([^)]*\)', ' ', 'g'),
    '[#*_>`\[\]|~]+', ' ', 'g'), '\s+', ' ', 'g')
$$;

-- Every string value of an ingredients list (names, amounts, notes), space-separated.
create function private.search_json_strings(j jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(string_agg(v #>> '{}', ' '), '') from jsonb_path_query(coalesce(j, '[]'::jsonb), 'strict $.** ? (@.type() == "string")') v
$$;

create table private.entry_search (
  id uuid primary key references public.cheezopedia_entries (id) on delete cascade,
  document tsvector not null,
  words text not null
);
create table private.cheese_search (
  id uuid primary key references public.cheeses (id) on delete cascade,
  document tsvector not null,
  words text not null
);
create index entry_search_document on private.entry_search using gin (document);
create index entry_search_words on private.entry_search using gin (words extensions.gin_trgm_ops);
create index cheese_search_document on private.cheese_search using gin (document);
create index cheese_search_words on private.cheese_search using gin (words extensions.gin_trgm_ops);

-- The side tables are read by the invoker RPC only; a row is visible exactly when its entry or
-- cheese is (the policies ask the base tables, whose own policies then apply).
alter table private.entry_search enable row level security;
alter table private.cheese_search enable row level security;
create policy "Searchable as far as the entry is readable" on private.entry_search for select to anon, authenticated
  using (exists (select 1 from public.cheezopedia_entries e where e.id = entry_search.id));
create policy "Searchable as far as the cheese is readable" on private.cheese_search for select to anon, authenticated
  using (exists (select 1 from public.cheeses c where c.id = cheese_search.id));
revoke all on private.entry_search, private.cheese_search from public, anon, authenticated;
grant select on private.entry_search, private.cheese_search to anon, authenticated, service_role;
grant execute on function private.search_words(text), private.search_plain(text), private.search_json_strings(jsonb) to anon, authenticated, service_role;

-- A row's weighted document and its words (the trigger and the backfill compute them alike).
create function private.entry_search_document(e public.cheezopedia_entries)
returns tsvector
language sql
stable
set search_path = ''
as $$
  select setweight(to_tsvector('public.cheezo_search', coalesce(e.title, '')), 'A')
    || setweight(to_tsvector('public.cheezo_search', concat_ws(' ', e.description, array_to_string(e.cheese_types, ' '), e.focus_keyword)), 'B')
    || setweight(to_tsvector('public.cheezo_search', private.search_json_strings(e.ingredients)), 'C')
    || setweight(to_tsvector('public.cheezo_search', private.search_plain(e.content)), 'D')
$$;
create function private.entry_search_words(e public.cheezopedia_entries)
returns text
language sql
stable
set search_path = ''
as $$
  select private.search_words(concat_ws(' ', e.title, e.description, array_to_string(e.cheese_types, ' '), e.focus_keyword, private.search_json_strings(e.ingredients)))
$$;
create function private.cheese_search_document(c public.cheeses)
returns tsvector
language sql
stable
set search_path = ''
as $$
  select setweight(to_tsvector('public.cheezo_search', coalesce(c.name, '')), 'A')
    || setweight(to_tsvector('public.cheezo_search', concat_ws(' ', c.type, c.milk, c.origin_country, c.origin_region)), 'B')
    || setweight(to_tsvector('public.cheezo_search', coalesce(c.description, '')), 'C')
$$;
create function private.cheese_search_words(c public.cheeses)
returns text
language sql
stable
set search_path = ''
as $$
  select private.search_words(concat_ws(' ', c.name, c.type, c.milk, c.origin_country, c.origin_region))
$$;

create function private.index_entry_for_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.entry_search (id, document, words)
  values (new.id, private.entry_search_document(new), private.entry_search_words(new))
  on conflict (id) do update set document = excluded.document, words = excluded.words;
  return null;
end;
$$;

create function private.index_cheese_for_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.cheese_search (id, document, words)
  values (new.id, private.cheese_search_document(new), private.cheese_search_words(new))
  on conflict (id) do update set document = excluded.document, words = excluded.words;
  return null;
end;
$$;
revoke all on function private.index_entry_for_search(), private.index_cheese_for_search() from public, anon, authenticated;

create trigger index_for_search
  after insert or update of title, description, content, cheese_types, focus_keyword, ingredients on public.cheezopedia_entries
  for each row execute function private.index_entry_for_search();
create trigger index_for_search
  after insert or update of name, type, milk, origin_country, origin_region, description on public.cheeses
  for each row execute function private.index_cheese_for_search();

-- Rows that exist already (computed directly: an UPDATE would bump their versions and sync them again).
insert into private.entry_search (id, document, words)
  select e.id, private.entry_search_document(e), private.entry_search_words(e) from public.cheezopedia_entries e;
insert into private.cheese_search (id, document, words)
  select c.id, private.cheese_search_document(c), private.cheese_search_words(c) from public.cheeses c;

/*
 * The query a search text becomes: with websearch operators ("quoted phrase", or, -word) exactly
 * websearch_to_tsquery's; otherwise every word as a prefix, and a word of five letters or more
 * that matches nothing the caller may read also as the closest readable word (one typo).
 */
create function public.search_query(q text)
returns tsquery
language plpgsql
stable
security invoker
set search_path = ''
-- A typo's candidates: words sharing at least half of the query word's trigrams ("fondoe" ~ fondue).
set pg_trgm.word_similarity_threshold = 0.5
as $$
declare
  text_in text := left(coalesce(q, ''), 200);
  result tsquery := ''::tsquery;
  term tsquery;
  w text;
  best text;
begin
  if text_in ~* '"|(^|\s)-\S|\sor\s' then
    return websearch_to_tsquery('public.cheezo_search', text_in);
  end if;
  for w in
    select x from unnest((regexp_split_to_array(private.search_words(text_in), ' '))[1:8]) x where x <> ''
  loop
    term := to_tsquery('public.cheezo_search', w || ':*');
    if numnode(term) = 0 then continue; end if; -- a stop word
    if length(w) >= 5
      and not exists (select 1 from private.entry_search s where s.document @@ term)
      and not exists (select 1 from private.cheese_search s where s.document @@ term) then
      select c.word into best from (
        select regexp_split_to_table(s.words, ' ') word from private.entry_search s where w operator(extensions.<%) s.words
        union
        select regexp_split_to_table(s.words, ' ') from private.cheese_search s where w operator(extensions.<%) s.words
      ) c
      where length(c.word) >= 4 and extensions.similarity(c.word, w) >= 0.4
      order by extensions.similarity(c.word, w) desc, c.word
      limit 1;
      if best is not null then
        term := term || to_tsquery('public.cheezo_search', best);
      end if;
    end if;
    result := case when numnode(result) = 0 then term else result && term end;
  end loop;
  return result;
end;
$$;
comment on function public.search_query(text) is 'The tsquery a site search text becomes (prefixes, one typo corrected against what the caller may read).';

/*
 * Site search: public entries and cheeses matching `q`, best first, entries then cheeses.
 * `entry_limit`/`entry_offset` page the entries (ask one more to learn whether a next page exists);
 * `snippet` marks matched words between U+0002 and U+0003 (text, never HTML).
 */
create function public.search_site(q text, entry_limit integer default 10, entry_offset integer default 0, cheese_limit integer default 5)
returns table (
  kind text,
  id uuid,
  slug text,
  title text,
  subtitle text,
  snippet text,
  image_url text,
  image_placeholder text,
  content_type text,
  published_at timestamptz,
  rank real
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  tq tsquery := public.search_query(q);
  opts text := 'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';
begin
  if numnode(tq) = 0 then return; end if;
  return query
  select 'entry'::text, e.id, e.slug, e.title, e.description,
    ts_headline('public.cheezo_search', concat_ws(' ', e.description, private.search_plain(left(e.content, 4000))), tq, opts),
    e.image_url, e.image_placeholder, e.content_type, e.published_at, hit.rank
  from (
    -- A title that holds every word outranks any number of mentions further down.
    select s.id, ts_rank('{0.1, 0.2, 0.4, 1.0}', s.document, tq) + case when ts_filter(s.document, '{a}') @@ tq then 1::real else 0::real end as rank
    from private.entry_search s
    join public.cheezopedia_entries x on x.id = s.id
    where s.document @@ tq and private.entry_is_public(x.published_at, x.archived_at)
    order by rank desc, x.published_at desc, s.id
    limit least(greatest(coalesce(entry_limit, 10), 0), 100) offset greatest(coalesce(entry_offset, 0), 0)
  ) hit
  join public.cheezopedia_entries e on e.id = hit.id
  order by hit.rank desc, e.published_at desc, e.id;

  return query
  select 'cheese'::text, c.id, null::text, c.name, concat_ws(' · ', c.type, c.milk, concat_ws(', ', c.origin_region, c.origin_country)),
    ts_headline('public.cheezo_search', c.description, tq, opts),
    c.image_url, c.image_placeholder, null::text, null::timestamptz, hit.rank
  from (
    select s.id, ts_rank('{0.1, 0.2, 0.4, 1.0}', s.document, tq) + case when ts_filter(s.document, '{a}') @@ tq then 1::real else 0::real end as rank
    from private.cheese_search s
    where s.document @@ tq
    order by rank desc, s.id
    limit least(greatest(coalesce(cheese_limit, 5), 0), 50)
  ) hit
  join public.cheeses c on c.id = hit.id
  order by hit.rank desc, c.name, c.id;
end;
$$;
comment on function public.search_site(text, integer, integer, integer) is 'Site search over public entries and cheeses, with the caller''s rights (RLS decides), best first.';

revoke all on function public.search_query(text), public.search_site(text, integer, integer, integer) from public;
grant execute on function public.search_query(text), public.search_site(text, integer, integer, integer) to anon, authenticated, service_role;

-- Cheese-type pages: a tag's URL slug (lower case, accents folded, runs of other characters as one
-- hyphen: "Gruyère" → gruyere, "Semi-soft" → semi-soft). src/domain/cheese-type-tags.ts is the same rule.
create function private.tag_slug(t text)
returns text
language sql
stable
set search_path = ''
as $$
  select trim(both '-' from regexp_replace(lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(t, ''))), '[^a-z0-9]+', '-', 'g'))
$$;
grant execute on function private.tag_slug(text) to anon, authenticated, service_role;

/*
 * The public feed entries carrying a cheese type (by its slug), newest first, card columns and the
 * tag as written on the newest of them (lower case). Page with page_limit/page_offset.
 */
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
  published_at timestamptz,
  tag_name text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.id, e.slug, e.title, e.description, e.image_url, e.image_alt, e.image_placeholder, e.content_type, e.reading_time_minutes, e.published_at,
    (select lower(trim(t)) from unnest(e.cheese_types) t where private.tag_slug(t) = cheese_type_entries.tag limit 1)
  from public.cheezopedia_entries e
  where e.visible_in_feed and private.entry_is_public(e.published_at, e.archived_at)
    and exists (select 1 from unnest(e.cheese_types) t where private.tag_slug(t) = cheese_type_entries.tag)
  order by e.published_at desc, e.id
  limit least(greatest(coalesce(page_limit, 13), 0), 100) offset greatest(coalesce(page_offset, 0), 0)
$$;
comment on function public.cheese_type_entries(text, integer, integer) is 'Public feed entries carrying a cheese type (by slug), newest first, with the caller''s rights.';

/* Every cheese type on a public feed entry: slug, name (lower case), how many entries, last change. */
create function public.cheese_types()
returns table (slug text, name text, entries bigint, updated_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select private.tag_slug(t), min(lower(trim(t))), count(distinct e.id), max(e.updated_at)
  from public.cheezopedia_entries e, unnest(e.cheese_types) t
  where e.visible_in_feed and private.entry_is_public(e.published_at, e.archived_at) and private.tag_slug(t) <> ''
  group by 1
  order by 1
$$;
comment on function public.cheese_types() is 'Cheese types on public feed entries (slug, name, count, last change), for the sitemap.';

revoke all on function public.cheese_type_entries(text, integer, integer), public.cheese_types() from public;
grant execute on function public.cheese_type_entries(text, integer, integer), public.cheese_types() to anon, authenticated, service_role;

-- /search and /cheese-types/… are pages of the site now: no entry may take those paths (the list is
-- PAGE_PATH_SLUGS in src/domain/slug.ts). NOT VALID: a row that already holds one of them on a live
-- project is left as it is (it could never be opened anyway) rather than failing the deploy.
alter table public.cheezopedia_entries drop constraint cheezopedia_entries_slug_not_a_page;
alter table public.cheezopedia_entries
  add constraint cheezopedia_entries_slug_not_a_page check (
    slug <> all (array[
      'admin', 'cheese-types', 'discover', 'forgot-password', 'login', 'partners', 'privacy', 'reset-password', 'search', 'signup', 'terms'
    ]::text[])
  ) not valid;
