-- A set-based fast path for the import RPCs. Row by row, each element pays for its own savepoint
-- (a BEGIN ... EXCEPTION block), about 1–2 ms a row. Now a call first inserts every row in ONE
-- statement inside one savepoint; only when that statement fails (some row is bad) does it fall back
-- to the row-by-row path, which reports each row's own error. Same contract, same results:
--   [{ "index": i, "ok": true, "id": "<uuid>" } | { "index": i, "ok": false, "error": "<message>" }, …]
-- Ids are computed before the insert (client-sent or generated), so the answer's order never depends
-- on the order in which INSERT … RETURNING hands rows back.

alter function public.import_cheeses(jsonb) rename to import_cheeses_each;
alter function public.import_cheeses_each(jsonb) set schema private;
alter function public.import_pairings(jsonb) rename to import_pairings_each;
alter function public.import_pairings_each(jsonb) set schema private;
revoke all on function private.import_cheeses_each(jsonb), private.import_pairings_each(jsonb) from public, anon;
grant execute on function private.import_cheeses_each(jsonb), private.import_pairings_each(jsonb) to authenticated, service_role;

-- A rating as text → integer 1–5; anything else raises (which sends the call to the row-by-row path).
create or replace function private.import_rating(raw text)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  if raw is null then
    return null;
  end if;
  if raw !~ '^[0-9]+$' or raw::numeric not between 1 and 5 then
    raise exception 'Invalid rating "%": must be a whole number from 1 to 5', raw;
  end if;
  return raw::integer;
end
$$;
grant execute on function private.import_rating(text) to authenticated, service_role;

create or replace function public.import_cheeses(rows jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  answer jsonb;
begin
  perform private.check_import_rows(rows);
  begin
    -- NOT NULL and CHECK constraints reject a missing field, a non-object row or an unknown
    -- type/milk (null here): then the whole statement fails and the row-by-row path reports why.
    with batch as materialized (
      select (e.ordinality - 1)::integer as ord, coalesce(private.import_id(e.value), gen_random_uuid()) as id, e.value as item
      from jsonb_array_elements(rows) with ordinality as e
    ), inserted as (
      insert into public.cheeses
        (id, name, type, milk, origin_country, origin_region, ageing_period, description, image_url)
      select b.id,
        private.import_text(b.item, 'name'),
        private.canonical_cheese_type(b.item ->> 'type'),
        private.canonical_milk(b.item ->> 'milk'),
        private.import_text(b.item, 'origin_country'),
        private.import_text(b.item, 'origin_region'),
        private.import_text(b.item, 'ageing_period'),
        private.import_text(b.item, 'description'),
        private.import_text(b.item, 'image_url')
      from batch b
      order by b.ord
      returning id
    )
    select coalesce(jsonb_agg(jsonb_build_object('index', b.ord, 'ok', true, 'id', b.id) order by b.ord), '[]'::jsonb)
      into answer
      from batch b
      where (select count(*) from inserted) = (select count(*) from batch);
    return answer;
  exception when others then
    null; -- the savepoint undid the statement; fall through to the row-by-row path
  end;
  return private.import_cheeses_each(rows);
end
$$;

create or replace function public.import_pairings(rows jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  answer jsonb;
begin
  perform private.check_import_rows(rows);
  begin
    -- The cheese: by id (must exist), else by a name that matches exactly one cheese; NULL otherwise,
    -- which the NOT NULL constraint rejects (as it does a missing type or name).
    with batch as materialized (
      select (e.ordinality - 1)::integer as ord, coalesce(private.import_id(e.value), gen_random_uuid()) as id, e.value as item
      from jsonb_array_elements(rows) with ordinality as e
    ), inserted as (
      insert into public.pairings (id, cheese_id, pairing_type, pairing_name, description, rating)
      select b.id,
        case
          when private.import_text(b.item, 'cheese_id') is not null then
            (select c.id from public.cheeses c where c.id = private.import_text(b.item, 'cheese_id')::uuid)
          when private.import_text(b.item, 'cheese_name') is not null then
            (select min(c.id::text)::uuid from public.cheeses c
              where lower(c.name) = lower(private.import_text(b.item, 'cheese_name'))
              having count(*) = 1)
        end,
        private.import_text(b.item, 'pairing_type'),
        private.import_text(b.item, 'pairing_name'),
        private.import_text(b.item, 'description'),
        private.import_rating(private.import_text(b.item, 'rating'))
      from batch b
      order by b.ord
      returning id
    )
    select coalesce(jsonb_agg(jsonb_build_object('index', b.ord, 'ok', true, 'id', b.id) order by b.ord), '[]'::jsonb)
      into answer
      from batch b
      where (select count(*) from inserted) = (select count(*) from batch);
    return answer;
  exception when others then
    null;
  end;
  return private.import_pairings_each(rows);
end
$$;

revoke all on function public.import_cheeses(jsonb), public.import_pairings(jsonb) from public, anon;
grant execute on function public.import_cheeses(jsonb), public.import_pairings(jsonb) to authenticated, service_role;
