-- The part of the `realtime` schema that hosted Supabase's Realtime server creates in every project
-- (its tenant migrations, repository supabase/realtime, lib/realtime/tenants/repo/migrations) and that
-- this project uses: Broadcast from the database and the authorization of private channels. Written
-- for the local stand-in from the shape those migrations leave (not a copy of them). Runs as a
-- superuser after bootstrap.sql, on a fresh database and on any older one that lacks the schema
-- (db/migrate.ts), and in CI before `supabase db push` (scripts/hosted-db.sh). Never part of
-- supabase/migrations: on hosted it exists already.
--
-- As on hosted:
-- * role supabase_realtime_admin (noinherit, nologin) owns the table and the functions; `postgres` is
--   not a member of it and has USAGE on the schema (with grant option) but not CREATE (supautils lets
--   it create policies on realtime.messages, as on storage.objects);
-- * realtime.messages is partitioned by range of inserted_at, one partition per UTC day named
--   messages_YYYY_MM_DD, created from yesterday to three days ahead and dropped after 72 hours (hosted's
--   janitor; here _local.realtime_partitions(), run by the stand-in at start and hourly). An insert
--   for a day without a partition fails, and realtime.send turns that into a warning, as on hosted;
-- * columns, defaults, primary key (id, inserted_at), row-level security on with no policy, and the
--   grants: select, insert, update to postgres and the API roles;
-- * realtime.topic(): the topic being authorised (setting realtime.topic);
-- * realtime.send(payload, event, topic, private default true): inserts a broadcast message (adding
--   the message id to the payload when it has no `id` key), sets realtime.topic for the transaction,
--   and never fails its caller: an error becomes a WARNING; realtime.send_binary the same for bytea;
-- * realtime.broadcast_changes(topic, event, operation, table, schema, new, old, level default 'ROW'):
--   sends {old_record, record, operation, table, schema} through realtime.send.
-- Not created (the app does not use them): Postgres Changes (realtime.subscription, apply_rls,
-- list_changes, their types and the supabase_realtime publication) and realtime.schema_migrations.
-- The one object hosted lacks: a trigger on realtime.messages that sends NOTIFY realtime_local after
-- commit (hosted's Realtime reads the table through logical replication instead); it is owned by the
-- superuser, lives in _local and changes nothing a client or a migration can see.

do $role$
begin
  if not exists (select from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin noinherit nologin noreplication;
  end if;
exception
  -- another database of the same cluster created it meanwhile (parallel test databases)
  when duplicate_object or unique_violation then null;
end
$role$;

create schema if not exists realtime;
grant usage on schema realtime to postgres with grant option;
grant usage on schema realtime to anon, authenticated, service_role;
grant all on schema realtime to supabase_realtime_admin;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  constraint messages_payload_exclusive check (payload is null or binary_payload is null),
  primary key (id, inserted_at)
) partition by range (inserted_at);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;
alter table realtime.messages owner to supabase_realtime_admin;
grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  message_id uuid := gen_random_uuid();
begin
  begin
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (
      message_id,
      case when payload ? 'id' then payload else jsonb_set(payload, '{id}', to_jsonb(message_id)) end,
      event, topic, private, 'broadcast'
    );
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;

create or replace function realtime.send_binary(payload bytea, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
begin
  begin
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, binary_payload, event, topic, private, extension)
    values (gen_random_uuid(), payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
language plpgsql
as $$
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation not in ('INSERT', 'UPDATE', 'DELETE') then
    raise exception 'Unexpected operation type: %', operation;
  end if;
  perform realtime.send(
    jsonb_build_object('old_record', old, 'record', new, 'operation', operation, 'table', table_name, 'schema', table_schema),
    event_name, topic_name
  );
exception when others then
  raise exception 'Failed to process the row: %', sqlerrm;
end
$$;

alter function realtime.topic() owner to supabase_realtime_admin;
alter function realtime.send(jsonb, text, text, boolean) owner to supabase_realtime_admin;
alter function realtime.send_binary(bytea, text, text, boolean) owner to supabase_realtime_admin;
alter function realtime.broadcast_changes(text, text, text, text, text, record, record, text) owner to supabase_realtime_admin;
grant execute on all functions in schema realtime to postgres, anon, authenticated, service_role;

-- ---------------------------------------------------------------- the stand-in's own
create schema if not exists _local;
revoke all on schema _local from public;

-- Hosted's janitor, run by the stand-in at start and every hour: a partition per UTC day from
-- yesterday to three days ahead, and none older than 72 hours.
create or replace function _local.realtime_partitions() returns void
language plpgsql
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  day date;
  part record;
begin
  for day in select generate_series(today - 1, today + 3, interval '1 day')::date loop
    if to_regclass(format('realtime.messages_%s', to_char(day, 'YYYY_MM_DD'))) is null then
      execute format('create table realtime.%I partition of realtime.messages for values from (%L) to (%L)',
        'messages_' || to_char(day, 'YYYY_MM_DD'), day, day + 1);
      execute format('alter table realtime.%I owner to supabase_realtime_admin', 'messages_' || to_char(day, 'YYYY_MM_DD'));
    end if;
  end loop;
  for part in
    select c.relname from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      join pg_class p on p.oid = i.inhparent
      join pg_namespace n on n.oid = p.relnamespace
    where n.nspname = 'realtime' and p.relname = 'messages' and c.relname ~ '^messages_\d{4}_\d{2}_\d{2}$'
      and to_date(substr(c.relname, 10), 'YYYY_MM_DD') < ((now() at time zone 'utc') - interval '72 hours')::date
  loop
    execute format('drop table if exists realtime.%I', part.relname);
  end loop;
end
$$;
revoke all on function _local.realtime_partitions() from public;

-- Delivery to the stand-in's websockets: NOTIFY realtime_local after commit with the broadcast
-- itself, or only its key when it would not fit NOTIFY's 8000 bytes (the server then reads the row).
create or replace function _local.realtime_notify() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  note text;
begin
  if new.extension = 'broadcast' then
    if new.binary_payload is null then
      note := json_build_object('id', new.id, 'topic', new.topic, 'event', new.event, 'private', new.private, 'payload', new.payload)::text;
    end if;
    if note is null or octet_length(note) > 7900 then
      note := json_build_object('id', new.id, 'inserted_at', new.inserted_at)::text;
    end if;
    perform pg_notify('realtime_local', note);
  end if;
  return null;
end
$$;
revoke all on function _local.realtime_notify() from public;

drop trigger if exists _local_realtime_notify on realtime.messages;
create trigger _local_realtime_notify after insert on realtime.messages
  for each row execute function _local.realtime_notify();

select _local.realtime_partitions();
