-- Live updates (issue "Two devices, one catalogue"): the database announces every change of a synced
-- row on Supabase Realtime, the way hosted Supabase documents Broadcast from the database, and
-- row-level security on realtime.messages decides who may join which private channel.
--
-- * A poke is a broadcast, event 'poke', payload {"table", "id", "version"} and nothing else: never a
--   field of the row. On a delete, version is the deleted row's last version. A device that gets one
--   pulls what changed through its ordinary pull (the pull, not the poke, is the source of truth).
-- * Each change is announced once per audience, on private topics (realtime.send(..., private => true)):
--     sync:public              changes visitors can see: every change of cheeses and pairings, and of
--                              entries public before or after the change (publish, unpublish, archive
--                              and the delete of a public entry included). Anyone may join, visitors
--                              too. A draft is never announced here, not even its id. A scheduled entry
--                              that becomes public by the passing of time is not announced (no write).
--     sync:admin               every other change: entries not public before nor after (drafts,
--                              archived entries) and newsletter_announcements. Admins only.
--     sync:partner:<user id>   the same changes of entries that user authored (before or after the
--                              change). That user only (any signed-in user: only authors get pokes).
--   So a visitor joins sync:public; a partner sync:public and sync:partner:<own id>; an admin
--   sync:public and sync:admin — and each hears of every change it may read exactly once.
--     record:<table>:<id>      presence of who has a record open: admins (any record of the four
--                              tables) and an entry's author (that entry). Presence only: no client
--                              may broadcast on it, nor on any sync: topic.
-- * realtime.messages, realtime.topic() and realtime.send() exist on every hosted project (the
--   Realtime server creates them; locally supabase/local/db/bootstrap-realtime.sql): this migration
--   adds policies and triggers only.

-- ---------------------------------------------------------------- who may open a record channel
-- 'record:<table>:<uuid>': admins any record of a synced table; the author of an entry that entry.
create or replace function private.may_open_record(topic text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  part text[] := regexp_match(
    topic,
    '^record:(cheeses|pairings|cheezopedia_entries|newsletter_announcements):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$'
  );
begin
  if part is null or auth.uid() is null then
    return false;
  end if;
  if private.is_admin() then
    return true;
  end if;
  return part[1] = 'cheezopedia_entries' and exists (
    select 1 from public.cheezopedia_entries e where e.id = part[2]::uuid and e.author_id = auth.uid()
  );
end
$$;
revoke all on function private.may_open_record(text) from public;
grant execute on function private.may_open_record(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- channel authorization
-- Realtime evaluates these as the joining user, with realtime.topic() set to the channel's topic:
-- SELECT decides who receives (joins), INSERT who may send (broadcast or presence).
create policy "Sync pokes: sync:public, admins sync:admin, authors theirs"
  on realtime.messages for select
  to anon, authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (
      (select realtime.topic()) = 'sync:public'
      or ((select realtime.topic()) = 'sync:admin' and (select private.is_admin()))
      or (select realtime.topic()) = 'sync:partner:' || (select auth.uid())::text
    )
  );

create policy "Record channels: editors of the record receive"
  on realtime.messages for select
  to authenticated
  using ((select private.may_open_record((select realtime.topic()))));

create policy "Record channels: editors of the record share presence"
  on realtime.messages for insert
  to authenticated
  with check (
    realtime.messages.extension = 'presence'
    and (select private.may_open_record((select realtime.topic())))
  );

-- ---------------------------------------------------------------- the pokes
-- Security definer: realtime.messages has no INSERT policy for the sync: topics (clients may not
-- send there), so the announcement is written with the owner's rights, whoever changed the row.
create or replace function private.announce_synced_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  poke jsonb;
  was_public boolean := false;
  is_public boolean := false;
begin
  if tg_op = 'DELETE' then
    poke := jsonb_build_object('table', tg_table_name, 'id', old.id, 'version', old.version);
  else
    poke := jsonb_build_object('table', tg_table_name, 'id', new.id, 'version', new.version);
  end if;

  if tg_table_name in ('cheeses', 'pairings') then
    perform realtime.send(poke, 'poke', 'sync:public', true);
  elsif tg_table_name = 'newsletter_announcements' then
    perform realtime.send(poke, 'poke', 'sync:admin', true);
  elsif tg_table_name = 'cheezopedia_entries' then
    if tg_op <> 'INSERT' then
      was_public := private.entry_is_public(old.published_at, old.archived_at);
    end if;
    if tg_op <> 'DELETE' then
      is_public := private.entry_is_public(new.published_at, new.archived_at);
    end if;
    if was_public or is_public then
      -- Visitors hear of an entry while they can read it, and when it stops being readable.
      perform realtime.send(poke, 'poke', 'sync:public', true);
    else
      perform realtime.send(poke, 'poke', 'sync:admin', true);
      -- Its author, and a new author too (only the service role can change authors).
      if tg_op = 'INSERT' then
        if new.author_id is not null then
          perform realtime.send(poke, 'poke', 'sync:partner:' || new.author_id::text, true);
        end if;
      else
        if old.author_id is not null then
          perform realtime.send(poke, 'poke', 'sync:partner:' || old.author_id::text, true);
        end if;
        if tg_op = 'UPDATE' then
          if new.author_id is not null and new.author_id is distinct from old.author_id then
            perform realtime.send(poke, 'poke', 'sync:partner:' || new.author_id::text, true);
          end if;
        end if;
      end if;
    end if;
  end if;
  return null;
end
$$;
revoke all on function private.announce_synced_change() from public;

create trigger cheeses_announce
  after insert or update or delete on public.cheeses
  for each row execute function private.announce_synced_change();

create trigger pairings_announce
  after insert or update or delete on public.pairings
  for each row execute function private.announce_synced_change();

create trigger cheezopedia_entries_announce
  after insert or update or delete on public.cheezopedia_entries
  for each row execute function private.announce_synced_change();

create trigger newsletter_announcements_announce
  after insert or update or delete on public.newsletter_announcements
  for each row execute function private.announce_synced_change();
