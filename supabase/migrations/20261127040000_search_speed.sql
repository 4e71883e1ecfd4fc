-- Site search at catalogue scale (2,000 entries, 10,000 cheeses) within its time budget.
--
-- 1. "Is this entry public?" is asked once per row by the entries' select policy and by every public
--    query. A SQL function with a SET clause is never inlined, so each row paid a function call
--    (half the time of a search over 2,000 entries). The body is now fully schema-qualified instead
--    (pg_catalog's operator and now()), which makes it as safe against a hostile search_path as the
--    SET was, and inlinable. It is not in a schema the API exposes.
--
-- 2. Typo candidates came from splitting the word lists of every row that shared trigrams with the
--    typed word (~100 ms per typo). They now come from a lexicon: the distinct words (four letters or
--    more) of titles, descriptions, cheese types, focus keywords, ingredients and bodies, and of the
--    cheeses' names, types, milks and origins (not their descriptions: a 10,000-row import would
--    pay for ~200,000 more words), with a trigram index answering "closest words" directly. The lexicon
--    also holds words of drafts, so nobody reads it but a definer function that returns candidates
--    only; search_query (invoker) keeps a candidate only when a row the CALLER may read contains it.
--    Words are never removed (a deleted entry's words are just never confirmed); bodies' words now
--    count, which they did not before.

create or replace function private.entry_is_public(published_at timestamptz, archived_at timestamptz)
returns boolean
language sql
stable
as $$
  select published_at is not null and published_at operator(pg_catalog.<=) pg_catalog.now() and archived_at is null
$$;

create table private.search_lexicon (
  word text primary key
);
alter table private.search_lexicon enable row level security;
revoke all on private.search_lexicon from public, anon, authenticated;
-- No pending list: a search must not scan words added since the last vacuum one by one.
create index search_lexicon_trigrams on private.search_lexicon using gin (word extensions.gin_trgm_ops) with (fastupdate = off);

-- The word lists' own trigram indexes served the old candidate search only.
drop index private.entry_search_words;
drop index private.cheese_search_words;

-- Space-separated words (as private.search_words gives them) into the lexicon.
create function private.add_to_search_lexicon(words text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.search_lexicon (word)
  select distinct w from pg_catalog.regexp_split_to_table(coalesce(words, ''), ' ') w
  where pg_catalog.length(w) between 4 and 40
  on conflict do nothing
$$;
revoke all on function private.add_to_search_lexicon(text) from public, anon, authenticated;

create or replace function private.index_entry_for_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  w text := private.entry_search_words(new);
begin
  insert into private.entry_search (id, document, words)
  values (new.id, private.entry_search_document(new), w)
  on conflict (id) do update set document = excluded.document, words = excluded.words;
  perform private.add_to_search_lexicon(w || ' ' || private.search_words(private.search_plain(new.content)));
  return null;
end;
$$;

create or replace function private.index_cheese_for_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  w text := private.cheese_search_words(new);
begin
  insert into private.cheese_search (id, document, words)
  values (new.id, private.cheese_search_document(new), w)
  on conflict (id) do update set document = excluded.document, words = excluded.words;
  perform private.add_to_search_lexicon(w);
  return null;
end;
$$;

-- The words there are already.
select private.add_to_search_lexicon(s.words || ' ' || private.search_words(private.search_plain(e.content)))
  from private.entry_search s join public.cheezopedia_entries e on e.id = s.id;
select private.add_to_search_lexicon(s.words) from private.cheese_search s;

-- The lexicon's words closest to `w` (similarity 0.4 or more), closest first: candidates only.
create function private.search_typo_candidates(w text)
returns setof text
language sql
stable
security definer
set search_path = ''
set pg_trgm.similarity_threshold = 0.4
as $$
  select l.word from private.search_lexicon l
  where l.word operator(extensions.%) w
  order by extensions.similarity(l.word, w) desc, l.word
  limit 8
$$;
revoke all on function private.search_typo_candidates(text) from public;
grant execute on function private.search_typo_candidates(text) to anon, authenticated, service_role;

-- Row-level security keeps a non-leakproof operator such as @@ from becoming an index condition on
-- a table with policies, so an invoker query over the side tables scanned every document. These
-- return the ids the full-text indexes match, whatever their visibility; the invoker queries then
-- read only those rows of the side tables, where the policies decide as before.
create function private.entry_search_ids(tq tsquery)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.id from private.entry_search s where s.document operator(pg_catalog.@@) tq
$$;
create function private.cheese_search_ids(tq tsquery)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.id from private.cheese_search s where s.document operator(pg_catalog.@@) tq
$$;
revoke all on function private.entry_search_ids(tsquery), private.cheese_search_ids(tsquery) from public;
grant execute on function private.entry_search_ids(tsquery), private.cheese_search_ids(tsquery) to anon, authenticated, service_role;

-- Some row the caller may read matches `tq`.
create function private.search_matches_readable(tq tsquery)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from private.entry_search s where s.id in (select private.entry_search_ids(tq)) and s.document operator(pg_catalog.@@) tq)
    or exists (select 1 from private.cheese_search s where s.id in (select private.cheese_search_ids(tq)) and s.document operator(pg_catalog.@@) tq)
$$;
grant execute on function private.search_matches_readable(tsquery) to anon, authenticated, service_role;

/*
 * The query a search text becomes: with websearch operators ("quoted phrase", or, -word) exactly
 * websearch_to_tsquery's; otherwise every word as a prefix, and a word of five letters or more
 * that matches nothing the caller may read also as the closest word a row the caller may read holds
 * (one typo).
 */
create or replace function public.search_query(q text)
returns tsquery
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  text_in text := left(coalesce(q, ''), 200);
  result tsquery := ''::tsquery;
  term tsquery;
  candidate tsquery;
  w text;
  c text;
begin
  if text_in ~* '"|(^|\s)-\S|\sor\s' then
    return websearch_to_tsquery('public.cheezo_search', text_in);
  end if;
  for w in
    select x from unnest((regexp_split_to_array(private.search_words(text_in), ' '))[1:8]) x where x <> ''
  loop
    term := to_tsquery('public.cheezo_search', w || ':*');
    if numnode(term) = 0 then continue; end if; -- a stop word
    if length(w) >= 5 and not private.search_matches_readable(term) then
      for c in select private.search_typo_candidates(w) loop
        candidate := to_tsquery('public.cheezo_search', c);
        if numnode(candidate) > 0 and private.search_matches_readable(candidate) then
          term := term || candidate;
          exit;
        end if;
      end loop;
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
create or replace function public.search_site(q text, entry_limit integer default 10, entry_offset integer default 0, cheese_limit integer default 5)
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
    where s.id in (select private.entry_search_ids(tq)) and s.document @@ tq and private.entry_is_public(x.published_at, x.archived_at)
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
    where s.id in (select private.cheese_search_ids(tq)) and s.document @@ tq
    order by rank desc, s.id
    limit least(greatest(coalesce(cheese_limit, 5), 0), 50)
  ) hit
  join public.cheeses c on c.id = hit.id
  order by hit.rank desc, c.name, c.id;
end;
$$;
comment on function public.search_site(text, integer, integer, integer) is 'Site search over public entries and cheeses, with the caller''s rights (RLS decides), best first.';
