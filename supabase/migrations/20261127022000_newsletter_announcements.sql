-- Announcement drafts: an ordinary synced table (edited offline, pushed with a version check,
-- conflicts as elsewhere), read and written by admins only. Sending never reads a draft as it
-- changes: newsletter_start_send copies its subject and body into newsletter_sends.
-- * Columns as every synced table: version (1 on insert, +1 on update), updated_at, updated_by (the
--   shared touch trigger), created_at; tombstones on delete so other devices drop their copy.
-- * The subject is one line (no CR/LF: it becomes a mail header) of at most 200 characters.

create table public.newsletter_announcements (
  id uuid primary key default gen_random_uuid(),
  subject text not null default '',
  body_md text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  updated_by uuid references public.profiles (id) on delete set null,
  constraint newsletter_announcements_subject_check check (char_length(subject) <= 200 and subject !~ '[\r\n]'),
  constraint newsletter_announcements_body_check check (char_length(body_md) <= 100000),
  constraint newsletter_announcements_version_check check (version >= 1)
);
comment on table public.newsletter_announcements is 'Newsletter announcement drafts (synced, admins only); a send snapshots subject and body.';

create index newsletter_announcements_updated_at_id_idx on public.newsletter_announcements (updated_at, id);
create index newsletter_announcements_updated_by_idx on public.newsletter_announcements (updated_by);
create index newsletter_sends_announcement_idx on public.newsletter_sends (announcement_id);

create trigger newsletter_announcements_touch
  before insert or update on public.newsletter_announcements
  for each row execute function private.touch_synced_row();

alter table public.sync_tombstones drop constraint sync_tombstones_table_name_check;
alter table public.sync_tombstones
  add constraint sync_tombstones_table_name_check
  check (table_name in ('cheezopedia_entries', 'cheeses', 'pairings', 'newsletter_announcements'));

create trigger newsletter_announcements_tombstone_delete
  after delete on public.newsletter_announcements
  for each row execute function private.record_tombstone_on_delete();

revoke all on public.newsletter_announcements from anon, authenticated;
grant select, delete on public.newsletter_announcements to authenticated;
grant insert (id, subject, body_md, created_at), update (subject, body_md) on public.newsletter_announcements to authenticated;

alter table public.newsletter_announcements enable row level security;
create policy "Admins read announcements" on public.newsletter_announcements for select to authenticated using ((select private.is_admin()));
create policy "Admins add announcements" on public.newsletter_announcements for insert to authenticated with check ((select private.is_admin()));
create policy "Admins edit announcements" on public.newsletter_announcements for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins delete announcements" on public.newsletter_announcements for delete to authenticated using ((select private.is_admin()));

-- The composer's "send a test to me": the signed-in admin's own address (the newsletter-test
-- function calls this with the admin's token, so only an admin gets an address, and only their own).
create function private.newsletter_test_recipient()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins send test mails' using errcode = '42501';
  end if;
  return (select u.email from auth.users u where u.id = auth.uid());
end
$$;
create function public.newsletter_test_recipient()
returns text language sql stable security invoker set search_path = ''
as $$ select private.newsletter_test_recipient() $$;
comment on function public.newsletter_test_recipient() is 'Admin only: the admin''s own address, for a test mail of an announcement.';
revoke all on function private.newsletter_test_recipient(), public.newsletter_test_recipient() from public, anon;
grant execute on function private.newsletter_test_recipient(), public.newsletter_test_recipient() to authenticated, service_role;

-- As for the other synced tables, a visitor's "Save all for offline" asks for every synced table:
-- anon may select (and RLS returns nothing), rather than fail the whole pull on a permission error.
grant select on public.newsletter_announcements to anon;
