-- Search indexing in bounded steps: no save holds the database for its body's length.
--
-- A save indexed the whole body in its own statement (its weighted document, and each new word into
-- the lexicon's trigram index): 60,000 distinct words took 6 s, and on PGlite (one connection for
-- the whole local backend) every other request waited that long; every save with new words paid
-- again, and words stayed in the lexicon for good. Now (docs/decisions/0013-site-search.md, "Saving
-- stays cheap"):
--
-- * A save indexes at once what a search needs to find the entry — title, excerpt, cheese types,
--   focus keyword, ingredients — and the first 8,000 characters of its body. A longer body is
--   indexed by the search-indexer scheduled function (every minute; netlify/functions/search-indexer.ts),
--   8,000 characters per step (one short transaction each), and the entry's document is complete
--   with its last step. A body past 4,000 distinct lexemes stops there: no real article comes near
--   (a 150,000-character one has ~2,000), and one GIN insertion of the finished document stays short.
-- * The lexicon (typo candidates) is no longer written by saves. Each indexed row keeps the set of
--   its lexicon words (lexicon_words); a change queues the difference (search_lexicon_queue: words
--   added, words removed), and the same scheduled function applies it, 200 words per step. The
--   lexicon counts the rows holding each word (holders) and drops a word no row holds any more.
--   Saves never lock a lexicon row: two saves with the same new words no longer wait for each other.
-- * public.search_index_step() (service role only) does one step; the function calls it until
--   nothing is left or its time is up. private.search_index_drain() does every step at once (the
--   demo seed calls it: nothing to wait for on a fresh project).
--
-- Cheeses are indexed at once as before (their searched fields are short); only their lexicon words
-- go through the queue.

-- ---------------------------------------------------------------- helpers
-- The distinct lexicon words (four to forty letters) of space-separated words (as search_words gives them).
create function private.lexicon_words(words text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(distinct w), '{}'::text[]) from pg_catalog.regexp_split_to_table(coalesce(words, ''), ' ') w
  where pg_catalog.char_length(w) between 4 and 40
$$;

-- An entry's document without its body: title A; description, cheese types, focus keyword B; ingredients C.
create function private.entry_search_head(e public.cheezopedia_entries)
returns tsvector
language sql
stable
set search_path = ''
as $$
  select setweight(to_tsvector('public.cheezo_search', coalesce(e.title, '')), 'A')
    || setweight(to_tsvector('public.cheezo_search', concat_ws(' ', e.description, array_to_string(e.cheese_types, ' '), e.focus_keyword)), 'B')
    || setweight(to_tsvector('public.cheezo_search', private.search_json_strings(e.ingredients)), 'C')
$$;

-- ---------------------------------------------------------------- state
alter table private.entry_search
  add column lexicon_words text[] not null default '{}',
  add column body_next integer,
  add column body_document tsvector,
  add column body_words text[];
comment on column private.entry_search.lexicon_words is 'The lexicon words this row counts for (what the lexicon queue has been told).';
comment on column private.entry_search.body_next is 'Characters of the body indexed so far while more remain; null when the document is complete.';
comment on column private.entry_search.body_document is 'While body_next is set: the body''s document so far (weight D).';
comment on column private.entry_search.body_words is 'While body_next is set: the body''s lexicon words so far.';
create index entry_search_unfinished on private.entry_search (id) where body_next is not null;

alter table private.cheese_search add column lexicon_words text[] not null default '{}';
comment on column private.cheese_search.lexicon_words is 'The lexicon words this row counts for (what the lexicon queue has been told).';

create table private.search_lexicon_queue (
  id bigint generated always as identity primary key,
  added text[] not null default '{}',
  removed text[] not null default '{}'
);
comment on table private.search_lexicon_queue is 'Lexicon changes not applied yet: words a row gained (holders + 1) and lost (holders - 1), oldest first.';
alter table private.search_lexicon_queue enable row level security;
revoke all on private.search_lexicon_queue from public, anon, authenticated;

-- ---------------------------------------------------------------- the lexicon counts its rows
-- Rebuilt from what the rows hold now (the words of a deleted entry go; the trigram index is built
-- once over the result rather than word by word).
update private.entry_search s
  set lexicon_words = private.lexicon_words(concat_ws(' ', s.words, private.search_words(private.search_plain(e.content))))
  from public.cheezopedia_entries e where e.id = s.id;
update private.cheese_search s set lexicon_words = private.lexicon_words(s.words);
alter table private.entry_search drop column words;
alter table private.cheese_search drop column words;

drop index private.search_lexicon_trigrams;
truncate private.search_lexicon;
alter table private.search_lexicon add column holders integer not null check (holders > 0);
comment on column private.search_lexicon.holders is 'How many entries and cheeses hold the word (the word goes when none does).';
insert into private.search_lexicon (word, holders)
  select w, count(*) from (
    select unnest(lexicon_words) from private.entry_search
    union all
    select unnest(lexicon_words) from private.cheese_search
  ) x(w)
  group by w;
-- No pending list: a search must not scan words added since the last vacuum one by one.
create index search_lexicon_trigrams on private.search_lexicon using gin (word extensions.gin_trgm_ops) with (fastupdate = off);

drop function private.add_to_search_lexicon(text);
drop function private.entry_search_document(public.cheezopedia_entries);

-- Queues the difference between a row's old and new lexicon words (nothing when they are the same).
create function private.queue_lexicon_change(new_words text[], old_words text[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.search_lexicon_queue (added, removed)
  select a, r from (
    select array(select unnest(new_words) except select unnest(old_words)) a,
           array(select unnest(old_words) except select unnest(new_words)) r
  ) d
  where cardinality(a) > 0 or cardinality(r) > 0
$$;
revoke all on function private.queue_lexicon_change(text[], text[]) from public, anon, authenticated;

-- ---------------------------------------------------------------- entries: a step at a time
/*
 * One step of indexing entry `e`: from the start of its body when `restart` (a save), else from
 * where the last step stopped. A step reads at most 8,000 characters of the body (ending at white
 * space when there is some in its second half). The first step writes the document (head and what
 * was read) so the entry is found at once; the last one writes the whole document, stores the row's
 * lexicon words and queues their difference. True when the entry is completely indexed.
 */
create function private.entry_search_step(e public.cheezopedia_entries, restart boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  segment_chars constant integer := 8000;
  body_lexemes constant integer := 4000;
  s private.entry_search;
  body text := coalesce(e.content, '');
  total integer := char_length(body);
  start_at integer;
  piece text;
  tail text;
  plain text;
  body_doc tsvector;
  words text[];
  next_at integer;
  done boolean;
  head tsvector;
  all_words text[];
begin
  select * into s from private.entry_search where id = e.id for update;
  if not found then
    insert into private.entry_search (id, document) values (e.id, ''::tsvector) returning * into s;
  end if;
  if restart or s.body_next is null then
    start_at := 0;
    body_doc := ''::tsvector;
    words := '{}';
  else
    start_at := s.body_next;
    body_doc := coalesce(s.body_document, ''::tsvector);
    words := coalesce(s.body_words, '{}');
  end if;

  piece := substr(body, start_at + 1, segment_chars);
  if start_at + char_length(piece) < total then
    tail := substring(piece from '\S*$');
    if char_length(tail) < segment_chars / 2 then
      piece := left(piece, char_length(piece) - char_length(tail));
    end if;
  end if;
  next_at := start_at + char_length(piece);
  plain := private.search_plain(piece);
  begin
    body_doc := body_doc || setweight(to_tsvector('public.cheezo_search', plain), 'D');
  exception when program_limit_exceeded then
    next_at := total; -- the document cannot grow further ("string is too long for tsvector"): stop here
  end;
  words := array(select unnest(words) union select unnest(private.lexicon_words(private.search_words(plain))));
  done := next_at >= total or length(body_doc) >= body_lexemes;

  if done or restart then
    head := private.entry_search_head(e);
  end if;
  if done then
    all_words := array(select unnest(words) union select unnest(private.lexicon_words(private.entry_search_words(e))));
    perform private.queue_lexicon_change(all_words, s.lexicon_words);
    update private.entry_search
      set document = head || body_doc, lexicon_words = all_words, body_next = null, body_document = null, body_words = null
      where id = e.id;
  elsif restart then
    update private.entry_search
      set document = head || body_doc, body_next = next_at, body_document = body_doc, body_words = words
      where id = e.id;
  else
    update private.entry_search set body_next = next_at, body_document = body_doc, body_words = words where id = e.id;
  end if;
  return done;
end;
$$;
revoke all on function private.entry_search_step(public.cheezopedia_entries, boolean) from public, anon, authenticated;

-- The entries' search triggers (insert; update of a searched column) now run the first step only.
create or replace function private.index_entry_for_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.entry_search_step(new, true);
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
  words text[] := private.lexicon_words(private.cheese_search_words(new));
  old_words text[];
begin
  select lexicon_words into old_words from private.cheese_search where id = new.id for update;
  insert into private.cheese_search (id, document, lexicon_words)
  values (new.id, private.cheese_search_document(new), words)
  on conflict (id) do update set document = excluded.document, lexicon_words = excluded.lexicon_words;
  perform private.queue_lexicon_change(words, coalesce(old_words, '{}'));
  return null;
end;
$$;

-- A deleted entry or cheese (its side row goes with it): its words leave the lexicon.
create function private.release_lexicon_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_lexicon_change('{}', old.lexicon_words);
  return null;
end;
$$;
revoke all on function private.release_lexicon_words() from public, anon, authenticated;
create trigger release_lexicon_words after delete on private.entry_search
  for each row execute function private.release_lexicon_words();
create trigger release_lexicon_words after delete on private.cheese_search
  for each row execute function private.release_lexicon_words();

-- ---------------------------------------------------------------- the lexicon: a step at a time
/*
 * Applies up to `max_words` queued word changes, oldest first: a word gained counts one more
 * holder (a new word enters the trigram index), a word lost one fewer (and leaves at none). The
 * queued rows that fit are applied together, as one net change per word; a row larger than what is
 * left is applied in part (the rest stays queued). One applier at a time (an advisory lock; another
 * caller applies nothing), so the counts' row locks are never taken in two orders at once. The
 * number of word changes applied.
 */
create function private.search_lexicon_step(max_words integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids bigint[];
  words text[];
  deltas integer[];
  applied integer;
  q private.search_lexicon_queue;
  add_now text[];
  remove_now text[];
begin
  if not pg_try_advisory_xact_lock(hashtext('private.search_lexicon_step')) then
    return 0;
  end if;
  -- The oldest rows whose changes fit in the budget together.
  select coalesce(array_agg(id order by id), '{}'), coalesce(max(upto), 0)::integer into ids, applied
  from (
    select id, sum(cardinality(added) + cardinality(removed)) over (order by id) upto
    from (select * from private.search_lexicon_queue order by id limit max_words) first_rows
  ) r
  where upto <= max_words;

  if cardinality(ids) = 0 then
    -- The oldest row alone is larger than the budget: its first changes.
    select * into q from private.search_lexicon_queue order by id limit 1;
    if not found then return 0; end if;
    add_now := q.added[1:max_words];
    remove_now := q.removed[1:max_words - cardinality(add_now)];
    select array_agg(w order by w), array_agg(d order by w) into words, deltas
      from (select unnest(add_now) w, 1 d union all select unnest(remove_now), -1) x;
    update private.search_lexicon_queue
      set added = q.added[cardinality(add_now) + 1:], removed = q.removed[cardinality(remove_now) + 1:]
      where id = q.id;
    applied := cardinality(add_now) + cardinality(remove_now);
  else
    select array_agg(w order by w), array_agg(d order by w) into words, deltas
      from (
        select w, sum(d)::integer d from (
          select unnest(added) w, 1 d from private.search_lexicon_queue where id = any (ids)
          union all
          select unnest(removed), -1 from private.search_lexicon_queue where id = any (ids)
        ) x group by w
      ) net
      where d <> 0;
    delete from private.search_lexicon_queue where id = any (ids);
  end if;

  insert into private.search_lexicon (word, holders)
    select w, d from unnest(words, deltas) c(w, d) where d > 0 order by w
    on conflict (word) do update set holders = private.search_lexicon.holders + excluded.holders;
  delete from private.search_lexicon l using unnest(words, deltas) c(w, d)
    where l.word = c.w and c.d < 0 and l.holders + c.d <= 0;
  update private.search_lexicon l set holders = l.holders + c.d
    from unnest(words, deltas) c(w, d) where l.word = c.w and c.d < 0;
  return applied;
end;
$$;
revoke all on function private.search_lexicon_step(integer) from public, anon, authenticated;

/*
 * One bounded step of search indexing: the next 8,000 characters of an entry whose body is not
 * indexed to its end yet, else up to 200 lexicon changes. {"entry": <id or null>, "words": <applied>,
 * "more": <anything left>}.
 */
create function private.search_index_step()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  e public.cheezopedia_entries;
  applied integer := 0;
begin
  select s.id into target from private.entry_search s where s.body_next is not null order by s.id limit 1 for update skip locked;
  if target is not null then
    select * into e from public.cheezopedia_entries where id = target;
    if found then perform private.entry_search_step(e, false); end if;
  else
    applied := private.search_lexicon_step(200);
  end if;
  return jsonb_build_object(
    'entry', target,
    'words', applied,
    'more', exists (select 1 from private.entry_search where body_next is not null) or exists (select 1 from private.search_lexicon_queue));
end;
$$;
revoke all on function private.search_index_step() from public, anon, authenticated;

-- Every step until nothing is left, in one transaction (a fresh project's seed; never a request).
create function private.search_index_drain()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  steps integer := 0;
  r jsonb;
begin
  loop
    r := private.search_index_step();
    steps := steps + 1;
    -- Done; or nothing could be done (another session applies the lexicon): the scheduled function finishes.
    exit when not (r ->> 'more')::boolean or (r ->> 'entry' is null and (r ->> 'words')::integer = 0);
  end loop;
  return steps;
end;
$$;
revoke all on function private.search_index_drain() from public, anon, authenticated;

-- The API's door: the search-indexer scheduled function calls it with the service role.
create function public.search_index_step()
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select private.search_index_step() $$;
comment on function public.search_index_step() is 'Service role: one bounded step of search indexing (a body segment, or lexicon changes); "more" says whether anything is left.';
revoke all on function public.search_index_step() from public, anon, authenticated;
grant execute on function public.search_index_step() to service_role;
grant execute on function private.search_index_step() to service_role;
