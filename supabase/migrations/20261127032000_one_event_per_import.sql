-- One activity event per CSV import, however many calls it takes.
--
-- The import wizard writes a file in calls of 500 rows (one transaction each), so a 2,000-row file
-- showed as four "import of 500 rows" events. The wizard now names its run in the `x-import-id`
-- request header (a UUID, the same on every call of one import); calls of one admin carrying the
-- same id within an hour add their rows to one event. Without the header (SQL, another client) each
-- call is its own event, as before. The header can only merge an admin's own calls into the admin's
-- own event: the actor is always auth.uid().

create or replace function private.log_import_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  counter text := 'cheezopedia.import_rows_' || tg_table_name;
  n integer := coalesce(nullif(current_setting(counter, true), ''), '0')::integer;
  headers text := nullif(current_setting('request.headers', true), '');
  run text;
begin
  if n = 0 then
    return null;
  end if;
  perform set_config(counter, '0', true);
  if headers is not null then
    run := lower(headers::jsonb ->> 'x-import-id');
    if run !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      run := null;
    end if;
  end if;
  -- The event this import already has: the same run of the same admin within the hour, else (no
  -- run named) this transaction's own (the update path runs one statement per row). The lookups
  -- stay on the (action, at) index.
  update public.activity_events a
    set detail = jsonb_set(a.detail, '{rows}', to_jsonb((a.detail ->> 'rows')::integer + n)),
        label = format('%s rows', (a.detail ->> 'rows')::integer + n)
  where a.action = 'import' and a.table_name = tg_table_name
    and case
      when run is not null then a.at > now() - interval '1 hour' and a.detail ->> 'run' = run and a.actor is not distinct from auth.uid()
      else a.at = now() and a.detail ->> 'tx' = pg_current_xact_id()::text
    end;
  if not found then
    insert into public.activity_events (actor, action, table_name, label, path, detail)
    values (auth.uid(), 'import', tg_table_name, format('%s rows', n), 'import',
            jsonb_strip_nulls(jsonb_build_object('rows', n, 'tx', pg_current_xact_id()::text, 'run', run)));
  end if;
  return null;
end
$$;
revoke all on function private.log_import_activity() from public;
