-- Re-importing cheeses that already exist: the CSV wizard finds rows whose name matches an existing
-- cheese and lets the admin skip them or update those cheeses. public.update_imported_cheeses(rows)
-- is the update path: each element carries the existing cheese's "id" and the same fields as an
-- import_cheeses row. Security invoker, so row-level security applies (only admins may update; for
-- anyone else no row matches and the row is reported as not updated). Each row runs in its own
-- savepoint; the answer has the import RPCs' shape, in input order:
--   [{ "index": i, "ok": true, "id": "<uuid>" } | { "index": i, "ok": false, "error": "<message>" }, …]
-- The sync trigger bumps version / updated_at / updated_by, so every device pulls the new values.

create or replace function public.update_imported_cheeses(rows jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  item jsonb;
  idx integer;
  v_id uuid;
  v_name text;
  v_type text;
  v_milk text;
  v_country text;
  v_description text;
  v_image_url text;
  v_updated uuid;
  results jsonb[] := array[]::jsonb[];
begin
  perform private.check_import_rows(rows);
  for item, idx in select e.value, (e.ordinality - 1)::integer from jsonb_array_elements(rows) with ordinality as e
  loop
    begin
      if jsonb_typeof(item) <> 'object' then
        raise exception 'Row must be a JSON object';
      end if;
      v_id := private.import_id(item);
      if v_id is null then raise exception 'Missing required field: id'; end if;
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
      update public.cheeses set
        name = v_name,
        type = v_type,
        milk = v_milk,
        origin_country = v_country,
        origin_region = private.import_text(item, 'origin_region'),
        ageing_period = private.import_text(item, 'ageing_period'),
        description = v_description,
        image_url = v_image_url
      where id = v_id
      returning id into v_updated;
      if v_updated is null then
        raise exception 'No cheese with id % that you may update', v_id;
      end if;
      results := array_append(results, jsonb_build_object('index', idx, 'ok', true, 'id', v_updated));
    exception when others then
      results := array_append(results, jsonb_build_object('index', idx, 'ok', false, 'error', sqlerrm));
    end;
    v_updated := null;
  end loop;
  return to_jsonb(results);
end
$$;

-- Supabase grants EXECUTE on new public functions to anon by default: only signed-in callers.
revoke all on function public.update_imported_cheeses(jsonb) from public, anon;
grant execute on function public.update_imported_cheeses(jsonb) to authenticated, service_role;
