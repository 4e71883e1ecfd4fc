-- Every text an entry holds has an upper bound.
--
-- Nothing bounded the body or the other texts of an entry: one partner saved a draft of 60,000
-- distinct words (630 KB) and every other request of the project waited for its indexing; a body
-- whose search document passed 1 MB could not be saved at all (500, "string is too long for
-- tsvector"). The limits (src/domain/entry-limits.ts ENTRY_TEXT_LIMITS holds the same values;
-- tests/backend/entry-limit-parity.test.ts holds the two together, values and messages):
--   content 200,000 characters (the longest real articles are ~20,000 words, ~150,000 characters);
--   title 200; excerpt (description) 1,000; focus keyword 100; image URL 2,048; image alt text 1,000;
--   serving size, preparation time and difficulty level 100 (cook_time already has its 100);
--   at most 20 cheese types of at most 50 characters each;
--   the ingredient list 10,000 and the instruction list 50,000 characters of JSON text (::text).
-- Characters are code points (char_length). A row over a limit is refused with SQLSTATE 23514 (the
-- API answers 400) and a message naming the field, its length and the limit — raised by a trigger,
-- so the answer never echoes the row back, as a check constraint's "Failing row contains (…)" would.
-- The check constraint stays as the backstop (a session that skips triggers still cannot store
-- such a row). NOT VALID: a row stored before this migration is left as it is rather than failing
-- the deploy; it cannot be saved again until it is within the limits.

create function private.entry_text_limits()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select '{"title": 200, "description": 1000, "content": 200000, "focus_keyword": 100, "image_url": 2048,
    "image_alt": 1000, "serving_size": 100, "preparation_time": 100, "difficulty_level": 100,
    "cheese_types": 20, "cheese_type": 50, "ingredients": 10000, "instructions": 50000}'::jsonb
$$;
comment on function private.entry_text_limits() is 'The longest text each entry field may hold (characters; cheese_types: how many). Same values as ENTRY_TEXT_LIMITS in src/domain/entry-limits.ts.';

-- '<label> is too long: 230,412 characters; at most 200,000.' (the same words as textTooLong in TS).
create function private.text_too_long(label text, length integer, max integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select label || ' is too long: ' || to_char(length, 'FM999,999,999') || ' characters; at most ' || to_char(max, 'FM999,999,999') || '.'
$$;

/*
 * The first of an entry's texts that is over its limit, as a message, or null when all are within.
 * The same order and words as entryTextProblem in src/domain/entry-limits.ts.
 */
create function private.entry_text_problem(
  title text, description text, content text, focus_keyword text, image_url text, image_alt text,
  serving_size text, preparation_time text, difficulty_level text, cheese_types text[], ingredients jsonb, instructions jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  lim constant jsonb := private.entry_text_limits();
  keys constant text[] := array['title', 'description', 'content', 'focus_keyword', 'image_url', 'image_alt', 'serving_size', 'preparation_time', 'difficulty_level'];
  labels constant text[] := array['Title', 'Excerpt', 'Content', 'Focus keyword', 'Image URL', 'Image alt text', 'Serving size', 'Preparation time', 'Difficulty level'];
  n integer;
  m integer;
  tag text;
begin
  for i in 1 .. 9 loop
    n := char_length(case i when 1 then title when 2 then description when 3 then content when 4 then focus_keyword when 5 then image_url
      when 6 then image_alt when 7 then serving_size when 8 then preparation_time else difficulty_level end);
    m := (lim ->> keys[i])::integer;
    if n > m then return private.text_too_long(labels[i], n, m); end if;
  end loop;
  n := coalesce(cardinality(cheese_types), 0);
  m := (lim ->> 'cheese_types')::integer;
  if n > m then
    return 'Too many cheese types: ' || to_char(n, 'FM999,999,999') || '; at most ' || to_char(m, 'FM999,999,999') || '.';
  end if;
  m := (lim ->> 'cheese_type')::integer;
  foreach tag in array coalesce(cheese_types, '{}'::text[]) loop
    if char_length(tag) > m then return private.text_too_long('A cheese type', char_length(tag), m); end if;
  end loop;
  n := char_length(ingredients::text);
  m := (lim ->> 'ingredients')::integer;
  if n > m then return private.text_too_long('The ingredient list', n, m); end if;
  n := char_length(instructions::text);
  m := (lim ->> 'instructions')::integer;
  if n > m then return private.text_too_long('The instruction list', n, m); end if;
  return null;
end;
$$;
comment on function private.entry_text_problem(text, text, text, text, text, text, text, text, text, text[], jsonb, jsonb) is
  'The first entry text over its limit (private.entry_text_limits) as a message, or null.';

-- The check and the trigger run with the rights of whoever writes the row.
grant execute on function private.entry_text_limits(), private.text_too_long(text, integer, integer),
  private.entry_text_problem(text, text, text, text, text, text, text, text, text, text[], jsonb, jsonb)
  to anon, authenticated, service_role;

create function private.refuse_entry_text_over_limits()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text := private.entry_text_problem(new.title, new.description, new.content, new.focus_keyword, new.image_url, new.image_alt,
    new.serving_size, new.preparation_time, new.difficulty_level, new.cheese_types, new.ingredients, new.instructions);
begin
  if problem is not null then
    raise exception using errcode = '23514', message = problem, constraint = 'cheezopedia_entries_text_limits';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_entry_text_over_limits() from public;

-- First of the entries' BEFORE triggers (they fire in name order): nothing else runs for such a row.
create trigger cheezopedia_entries_a_text_limits
  before insert or update on public.cheezopedia_entries
  for each row execute function private.refuse_entry_text_over_limits();

alter table public.cheezopedia_entries
  add constraint cheezopedia_entries_text_limits check (
    private.entry_text_problem(title, description, content, focus_keyword, image_url, image_alt,
      serving_size, preparation_time, difficulty_level, cheese_types, ingredients, instructions) is null
  ) not valid;
