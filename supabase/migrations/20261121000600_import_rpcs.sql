-- Bulk import RPCs for the CSV wizard: public.import_cheeses(rows jsonb), public.import_pairings(rows jsonb).
-- Security invoker, so row-level security applies (only admins' rows go in). Each element is inserted
-- in its own savepoint (a BEGIN ... EXCEPTION block): a failing row never undoes or stops the others.
-- Result: a JSON array in input order, one object per row:
--   { "index": i, "ok": true, "id": "<uuid>" }  or  { "index": i, "ok": false, "error": "<message>" }
-- At most 1000 rows per call (a larger call fails as a whole with 22023 before inserting anything).

-- Trimmed text of a field; empty or missing gives null.
create or replace function private.import_text(item jsonb, field text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(item ->> field), '')
$$;

-- The canonical spelling of a cheese type / milk, matched case-insensitively; null when unknown.
create or replace function private.canonical_cheese_type(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select t from unnest(array['Hard', 'Soft', 'Semi-soft', 'Fresh', 'Blue', 'Processed']) as t
  where lower(t) = lower(btrim(value))
$$;

create or replace function private.canonical_milk(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select m from unnest(array['Cow', 'Goat', 'Sheep', 'Mixed', 'Buffalo']) as m
  where lower(m) = lower(btrim(value))
$$;

-- Checks the argument of an import call: a JSON array of at most 1000 elements.
create or replace function private.check_import_rows(rows jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if rows is null or jsonb_typeof(rows) <> 'array' then
    raise exception 'rows must be a JSON array of objects' using errcode = '22023';
  end if;
  if jsonb_array_length(rows) > 1000 then
    raise exception 'Too many rows: % (at most 1000 per call; send them in batches)', jsonb_array_length(rows)
      using errcode = '22023';
  end if;
end
$$;

-- An optional client-generated id (makes a retried batch idempotent: a repeat fails as a duplicate).
create or replace function private.import_id(item jsonb)
returns uuid
language plpgsql
immutable
set search_path = ''
as $$
declare
  raw text := private.import_text(item, 'id');
begin
  if raw is null then
    return null;
  end if;
  if raw !~* '^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$' then
    raise exception 'Invalid id "%": not a UUID', raw using errcode = '22P02';
  end if;
  return raw::uuid;
end
$$;

grant execute on function private.import_text(jsonb, text), private.canonical_cheese_type(text),
  private.canonical_milk(text), private.check_import_rows(jsonb), private.import_id(jsonb)
  to authenticated, service_role;

-- ---------------------------------------------------------------- import_cheeses
create or replace function public.import_cheeses(rows jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  item jsonb;
  idx integer;
  v_name text;
  v_type text;
  v_milk text;
  v_country text;
  v_description text;
  v_image_url text;
  v_id uuid;
  results jsonb[] := array[]::jsonb[];
begin
  perform private.check_import_rows(rows);

  for item, idx in select e.value, (e.ordinality - 1)::integer from jsonb_array_elements(rows) with ordinality as e
  loop
    begin
      if jsonb_typeof(item) <> 'object' then
        raise exception 'Row must be a JSON object';
      end if;
      v_name := private.import_text(item, 'name');
      v_country := private.import_text(item, 'origin_country');
      v_description := private.import_text(item, 'description');
      v_image_url := private.import_text(item, 'image_url');
      if v_name is null then raise exception 'Missing required field: name'; end if;
      if private.import_text(item, 'type') is null then raise exception 'Missing required field: type'; end if;
      if private.import_text(item, 'milk') is null then raise exception 'Missing required field: milk'; end if;
      if v_country is null then raise exception 'Missing required field: origin_country'; end if;
      if v_description is null then raise exception 'Missing required field: description'; end if;
      if v_image_url is null then raise exception 'Missing required field: image_url'; end if;
      v_type := private.canonical_cheese_type(item ->> 'type');
      if v_type is null then
        raise exception 'Invalid type "%" (allowed: Hard, Soft, Semi-soft, Fresh, Blue, Processed)',
          btrim(item ->> 'type');
      end if;
      v_milk := private.canonical_milk(item ->> 'milk');
      if v_milk is null then
        raise exception 'Invalid milk "%" (allowed: Cow, Goat, Sheep, Mixed, Buffalo)', btrim(item ->> 'milk');
      end if;

      insert into public.cheeses
        (id, name, type, milk, origin_country, origin_region, ageing_period, description, image_url)
      values (
        coalesce(private.import_id(item), gen_random_uuid()),
        v_name, v_type, v_milk, v_country,
        private.import_text(item, 'origin_region'),
        private.import_text(item, 'ageing_period'),
        v_description, v_image_url
      )
      returning id into v_id;

      results := array_append(results, jsonb_build_object('index', idx, 'ok', true, 'id', v_id));
    exception when others then
      results := array_append(results, jsonb_build_object('index', idx, 'ok', false, 'error', sqlerrm));
    end;
  end loop;

  return to_jsonb(results);
end
$$;

-- ---------------------------------------------------------------- import_pairings
create or replace function public.import_pairings(rows jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  item jsonb;
  idx integer;
  v_cheese_ref text;
  v_cheese_name text;
  v_cheese_id uuid;
  v_matches integer;
  v_type text;
  v_name text;
  v_rating_raw text;
  v_rating integer;
  v_id uuid;
  results jsonb[] := array[]::jsonb[];
begin
  perform private.check_import_rows(rows);

  for item, idx in select e.value, (e.ordinality - 1)::integer from jsonb_array_elements(rows) with ordinality as e
  loop
    begin
      if jsonb_typeof(item) <> 'object' then
        raise exception 'Row must be a JSON object';
      end if;

      v_cheese_ref := private.import_text(item, 'cheese_id');
      v_cheese_name := private.import_text(item, 'cheese_name');
      v_cheese_id := null;
      if v_cheese_ref is not null then
        if v_cheese_ref !~* '^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$' then
          raise exception 'Invalid cheese_id "%": not a UUID', v_cheese_ref;
        end if;
        select c.id into v_cheese_id from public.cheeses c where c.id = v_cheese_ref::uuid;
        if v_cheese_id is null then
          raise exception 'Cheese not found: %', v_cheese_ref;
        end if;
      elsif v_cheese_name is not null then
        select count(*)::integer, min(c.id::text)::uuid into v_matches, v_cheese_id
          from public.cheeses c where lower(c.name) = lower(v_cheese_name);
        if v_matches = 0 then
          raise exception 'Cheese not found: %', v_cheese_name;
        elsif v_matches > 1 then
          raise exception 'Ambiguous cheese name: % (% cheeses have it; use cheese_id)', v_cheese_name, v_matches;
        end if;
      else
        raise exception 'Missing required field: cheese_id (or cheese_name)';
      end if;

      v_type := private.import_text(item, 'pairing_type');
      v_name := private.import_text(item, 'pairing_name');
      if v_type is null then raise exception 'Missing required field: pairing_type'; end if;
      if v_name is null then raise exception 'Missing required field: pairing_name'; end if;

      v_rating_raw := private.import_text(item, 'rating');
      v_rating := null;
      if v_rating_raw is not null then
        if v_rating_raw !~ '^[0-9]+$' or v_rating_raw::numeric not between 1 and 5 then
          raise exception 'Invalid rating "%": must be a whole number from 1 to 5', v_rating_raw;
        end if;
        v_rating := v_rating_raw::integer;
      end if;

      insert into public.pairings (id, cheese_id, pairing_type, pairing_name, description, rating)
      values (
        coalesce(private.import_id(item), gen_random_uuid()),
        v_cheese_id, v_type, v_name, private.import_text(item, 'description'), v_rating
      )
      returning id into v_id;

      results := array_append(results, jsonb_build_object('index', idx, 'ok', true, 'id', v_id));
    exception when others then
      results := array_append(results, jsonb_build_object('index', idx, 'ok', false, 'error', sqlerrm));
    end;
  end loop;

  return to_jsonb(results);
end
$$;

-- Signed-in callers only; RLS then lets only admins' rows in. (Supabase grants execute on new
-- functions to anon by default, so revoke it.)
revoke all on function public.import_cheeses(jsonb), public.import_pairings(jsonb) from public, anon;
grant execute on function public.import_cheeses(jsonb), public.import_pairings(jsonb) to authenticated, service_role;
