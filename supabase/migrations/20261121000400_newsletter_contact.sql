-- Newsletter subscribers and contact messages.
-- * newsletter_subscribers: anyone (anon or signed in) may subscribe by inserting email and source
--   only; is_active starts true and cannot be set by the insert. A repeat email, in any letter case,
--   fails with 23505 (unique index on lower(email)). Only admins read, deactivate or delete.
--   The insert cannot ask for the row back (return=representation needs read access): subscribe
--   with a plain insert.
-- * contact_messages: stored by the send-contact function with the service role before any mail is
--   sent, so no message is lost; mail_sent_at records when the mail went out (null = not sent yet),
--   mail_error the last failure. No API access except admins reading.

-- ---------------------------------------------------------------- newsletter_subscribers
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  source text not null default 'website',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_check check (
    char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
  ),
  constraint newsletter_subscribers_source_check check (char_length(btrim(source)) between 1 and 50)
);
comment on table public.newsletter_subscribers is 'Mailing-list sign-ups; email unique case-insensitively.';

create unique index newsletter_subscribers_email_lower_key on public.newsletter_subscribers (lower(email));
create index newsletter_subscribers_active_idx on public.newsletter_subscribers (is_active);

-- Stored trimmed, so ' A@B.co' and 'a@b.co' are the same subscriber.
create or replace function private.normalise_subscriber()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := btrim(new.email);
  new.source := coalesce(nullif(btrim(new.source), ''), 'website');
  return new;
end
$$;
revoke all on function private.normalise_subscriber() from public;

create trigger newsletter_subscribers_normalise
  before insert or update of email, source on public.newsletter_subscribers
  for each row execute function private.normalise_subscriber();

-- Column privileges: the insert may carry email and source only (id, is_active, created_at come from
-- their defaults); admins may change is_active.
revoke all on public.newsletter_subscribers from anon, authenticated;
grant insert (email, source) on public.newsletter_subscribers to anon, authenticated;
grant select, delete on public.newsletter_subscribers to authenticated;
grant update (is_active) on public.newsletter_subscribers to authenticated;

alter table public.newsletter_subscribers enable row level security;

create policy "Anyone subscribes"
  on public.newsletter_subscribers for insert
  to anon, authenticated
  with check (is_active);

create policy "Admins read subscribers"
  on public.newsletter_subscribers for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins update subscribers"
  on public.newsletter_subscribers for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete subscribers"
  on public.newsletter_subscribers for delete
  to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------- contact_messages
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text not null,
  created_at timestamptz not null default now(),
  mail_sent_at timestamptz,
  mail_error text,
  constraint contact_messages_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint contact_messages_email_check check (
    char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
  ),
  constraint contact_messages_message_check check (char_length(btrim(message)) between 1 and 5000)
);
comment on table public.contact_messages is
  'Contact form messages, stored (service role) before mail is sent; mail_sent_at null = not sent.';
comment on column public.contact_messages.mail_sent_at is 'When the notification mail went out; null until sent.';
comment on column public.contact_messages.mail_error is 'Last mail failure, if any.';

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

revoke all on public.contact_messages from anon, authenticated;
grant select on public.contact_messages to authenticated;

alter table public.contact_messages enable row level security;

create policy "Admins read contact messages"
  on public.contact_messages for select
  to authenticated
  using ((select private.is_admin()));
