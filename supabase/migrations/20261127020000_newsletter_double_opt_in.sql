-- Newsletter: confirmed sign-ups (double opt-in) and one-click unsubscribe.
--
-- * Subscribing stores a PENDING subscriber (is_active false, pending_since set) and a confirmation
--   token whose SHA-256 hash alone is kept, in private.newsletter_tokens (never reachable over the
--   API), valid 7 days. Confirming sets confirmed_at and is_active; nothing else makes a pending row
--   active (a trigger refuses an update that activates a row without confirming it).
-- * A pending address asking again gets a new link at most once an hour; the caller (the
--   newsletter-subscribe function) answers the same either way, so the answer tells nobody who is
--   pending. Pending rows never confirmed are deleted after 30 days (newsletter_purge_pending).
-- * Unsubscribe links carry HMAC-SHA256(server secret, id:generation): unforgeable without the
--   secret (private.newsletter_secret), personal, and void once the address subscribes again
--   (confirming bumps list_generation), so an old link cannot unsubscribe a renewed subscription.
-- * Rows that were active before this migration (signed up under the old single opt-in) stay active,
--   with confirmed_at = created_at; rows the service role inserts active count as confirmed by it.
-- All definer code is in `private`, reached through SECURITY INVOKER wrappers in `public` that only
-- service_role may execute (the functions call them); anon and authenticated cannot.

alter table public.newsletter_subscribers
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column pending_since timestamptz,
  add column list_generation integer not null default 0;
comment on column public.newsletter_subscribers.confirmed_at is 'When the address confirmed its subscription (double opt-in); null while pending.';
comment on column public.newsletter_subscribers.unsubscribed_at is 'When the address last unsubscribed.';
comment on column public.newsletter_subscribers.pending_since is 'When the current unconfirmed request began; pending rows are deleted 30 days after it.';
comment on column public.newsletter_subscribers.list_generation is 'Bumped on each confirmation; part of the unsubscribe token, so links of an earlier subscription stop working.';

update public.newsletter_subscribers set confirmed_at = created_at where is_active;
create index newsletter_subscribers_pending_idx on public.newsletter_subscribers (pending_since) where pending_since is not null;

-- An active row is a confirmed row: inserted active (service role) it is confirmed now; an update
-- may deactivate, but activates only together with a new confirmed_at (newsletter_confirm does).
create function private.newsletter_subscriber_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.is_active and new.confirmed_at is null then new.confirmed_at := now(); end if;
  elsif new.is_active and not old.is_active and new.confirmed_at is not distinct from old.confirmed_at then
    raise exception 'A subscriber becomes active only by confirming their address' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.newsletter_subscriber_guard() from public;
create trigger newsletter_subscribers_guard
  before insert or update on public.newsletter_subscribers
  for each row execute function private.newsletter_subscriber_guard();

create table private.newsletter_tokens (
  subscriber_id uuid primary key references public.newsletter_subscribers (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  sent_at timestamptz not null default now()
);
comment on table private.newsletter_tokens is 'Pending confirmations: SHA-256 (hex) of the mailed token, its expiry, when it was mailed.';
revoke all on private.newsletter_tokens from public, anon, authenticated, service_role;

create table private.newsletter_secret (
  id boolean primary key default true check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
);
comment on table private.newsletter_secret is 'Server secret of the unsubscribe links (HMAC key).';
insert into private.newsletter_secret default values;
revoke all on private.newsletter_secret from public, anon, authenticated, service_role;

create function private.newsletter_unsubscribe_token(p_id uuid, p_generation integer)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(p_id::text || ':' || p_generation::text, 'UTF8'),
    (select s.secret from private.newsletter_secret s where s.id), 'sha256'), 'hex')
$$;
revoke all on function private.newsletter_unsubscribe_token(uuid, integer) from public, anon, authenticated;

-- ---------------------------------------------------------------- subscribe
-- 'active' (already subscribed), 'mail' (mail a confirmation with the token whose hash was given),
-- 'quiet' (pending and mailed within the hour: no mail). The function answers 'quiet' and 'mail' alike.
drop function if exists public.subscribe(text);
drop function if exists private.subscribe(text);

create function private.newsletter_subscribe(p_email text, p_token_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.newsletter_subscribers;
  mailed timestamptz;
begin
  if p_email is null or char_length(p_email) > 320 then
    raise exception 'Please enter a valid email address.' using errcode = '23514';
  end if;
  if p_token_hash is null or p_token_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'A token hash is required' using errcode = '22023';
  end if;
  insert into public.newsletter_subscribers (email, source, is_active, pending_since)
    values (p_email, 'website', false, now())
    on conflict ((lower(email))) do nothing;
  select * into s from public.newsletter_subscribers where lower(email) = lower(btrim(p_email)) for update;
  if s.is_active then
    return jsonb_build_object('outcome', 'active');
  end if;
  if s.pending_since is null then
    update public.newsletter_subscribers set pending_since = now() where id = s.id;
  end if;
  select t.sent_at into mailed from private.newsletter_tokens t where t.subscriber_id = s.id;
  if mailed is not null and mailed > now() - interval '1 hour' then
    return jsonb_build_object('outcome', 'quiet');
  end if;
  insert into private.newsletter_tokens (subscriber_id, token_hash, expires_at, sent_at)
    values (s.id, p_token_hash, now() + interval '7 days', now())
    on conflict (subscriber_id) do update
      set token_hash = excluded.token_hash, expires_at = excluded.expires_at, sent_at = excluded.sent_at;
  return jsonb_build_object('outcome', 'mail');
end
$$;

-- A confirmation mail that failed: its token is dropped so the next request mails at once.
create function private.newsletter_release_token(p_token_hash text)
returns void
language sql
security definer
set search_path = ''
as $$ delete from private.newsletter_tokens where token_hash = p_token_hash $$;

-- ---------------------------------------------------------------- confirm
-- {outcome: 'confirmed', email, id, unsubscribe, welcome} or {outcome: 'invalid'} (unknown, used or
-- expired token: the page says the same for all three).
create function private.newsletter_confirm(p_token_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  t private.newsletter_tokens;
  s public.newsletter_subscribers;
begin
  select * into t from private.newsletter_tokens where token_hash = p_token_hash for update;
  if not found or t.expires_at <= now() then
    return jsonb_build_object('outcome', 'invalid');
  end if;
  delete from private.newsletter_tokens where subscriber_id = t.subscriber_id;
  update public.newsletter_subscribers
    set is_active = true, confirmed_at = now(), pending_since = null, unsubscribed_at = null,
        list_generation = list_generation + 1,
        welcome_sent_at = coalesce(welcome_sent_at, now())
    where id = t.subscriber_id
    returning * into s;
  return jsonb_build_object(
    'outcome', 'confirmed', 'id', s.id, 'email', s.email,
    'unsubscribe', private.newsletter_unsubscribe_token(s.id, s.list_generation),
    -- welcome_sent_at was just set by this confirmation: the first one gets the welcome mail.
    'welcome', s.welcome_sent_at = s.confirmed_at
  );
end
$$;

-- ---------------------------------------------------------------- unsubscribe
-- p_apply false: only checks the link (the GET page); true: unsubscribes. 'valid' / 'unsubscribed' /
-- 'invalid' (unknown id, wrong token or a link of an earlier subscription).
create function private.newsletter_unsubscribe(p_id uuid, p_token text, p_apply boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.newsletter_subscribers;
  expected text;
begin
  select * into s from public.newsletter_subscribers where id = p_id for update;
  -- The HMAC is computed for unknown ids too, so both refusals take the same work.
  expected := private.newsletter_unsubscribe_token(coalesce(s.id, p_id), coalesce(s.list_generation, 0));
  if s.id is null or p_token is null or expected <> lower(p_token) then
    return 'invalid';
  end if;
  if not p_apply then
    return 'valid';
  end if;
  if s.is_active then
    update public.newsletter_subscribers set is_active = false, unsubscribed_at = now() where id = s.id;
  end if;
  return 'unsubscribed';
end
$$;

-- ---------------------------------------------------------------- purge
create function private.newsletter_purge_pending()
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.newsletter_subscribers
    where not is_active and pending_since < now() - interval '30 days'
    returning 1
  )
  select count(*)::integer from gone
$$;

-- ---------------------------------------------------------------- the API's doors (service role only)
create function public.newsletter_subscribe(p_email text, p_token_hash text)
returns jsonb language sql security invoker set search_path = ''
as $$ select private.newsletter_subscribe(p_email, p_token_hash) $$;
create function public.newsletter_release_token(p_token_hash text)
returns void language sql security invoker set search_path = ''
as $$ select private.newsletter_release_token(p_token_hash) $$;
create function public.newsletter_confirm(p_token_hash text)
returns jsonb language sql security invoker set search_path = ''
as $$ select private.newsletter_confirm(p_token_hash) $$;
create function public.newsletter_unsubscribe(p_id uuid, p_token text, p_apply boolean)
returns text language sql security invoker set search_path = ''
as $$ select private.newsletter_unsubscribe(p_id, p_token, p_apply) $$;
create function public.newsletter_purge_pending()
returns integer language sql security invoker set search_path = ''
as $$ select private.newsletter_purge_pending() $$;

comment on function public.newsletter_subscribe(text, text) is 'Service role: stores a pending subscriber and a confirmation token hash; outcome active/mail/quiet.';
comment on function public.newsletter_release_token(text) is 'Service role: drops a confirmation token whose mail failed.';
comment on function public.newsletter_confirm(text) is 'Service role: confirms the subscriber holding this token hash.';
comment on function public.newsletter_unsubscribe(uuid, text, boolean) is 'Service role: checks (false) or applies (true) an unsubscribe link.';
comment on function public.newsletter_purge_pending() is 'Service role: deletes pending subscribers never confirmed within 30 days.';

revoke all on function
  private.newsletter_subscribe(text, text), public.newsletter_subscribe(text, text),
  private.newsletter_release_token(text), public.newsletter_release_token(text),
  private.newsletter_confirm(text), public.newsletter_confirm(text),
  private.newsletter_unsubscribe(uuid, text, boolean), public.newsletter_unsubscribe(uuid, text, boolean),
  private.newsletter_purge_pending(), public.newsletter_purge_pending()
  from public, anon, authenticated;
grant execute on function
  private.newsletter_subscribe(text, text), public.newsletter_subscribe(text, text),
  private.newsletter_release_token(text), public.newsletter_release_token(text),
  private.newsletter_confirm(text), public.newsletter_confirm(text),
  private.newsletter_unsubscribe(uuid, text, boolean), public.newsletter_unsubscribe(uuid, text, boolean),
  private.newsletter_purge_pending(), public.newsletter_purge_pending()
  to service_role;
grant execute on function private.newsletter_unsubscribe_token(uuid, integer) to service_role;
