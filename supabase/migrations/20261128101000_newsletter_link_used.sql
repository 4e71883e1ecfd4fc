-- A confirmation link opened a second time (a mail client's preview, a second tap, the link kept)
-- answered "This link does not work": the token was deleted on use, so a used link looked exactly
-- like an unknown one. The token now stays, marked used, until it expires (7 days after it was
-- mailed): opening it again answers 'already' while the address is still subscribed. An unknown,
-- expired or superseded token, or one whose address has unsubscribed since, is still 'invalid'.
alter table private.newsletter_tokens add column used_at timestamptz;
comment on table private.newsletter_tokens is 'Confirmations: SHA-256 (hex) of the mailed token, its expiry, when it was mailed, when it was used (kept until it expires).';

create or replace function private.newsletter_confirm(p_token_hash text)
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
  if t.used_at is not null then
    if exists (select 1 from public.newsletter_subscribers x where x.id = t.subscriber_id and x.is_active) then
      return jsonb_build_object('outcome', 'already');
    end if;
    return jsonb_build_object('outcome', 'invalid');
  end if;
  update private.newsletter_tokens set used_at = now() where subscriber_id = t.subscriber_id;
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

-- Subscribing again (after unsubscribing) mails a new link at once: a used link's mailing time does
-- not count towards the one-mail-an-hour rule, and the new token replaces the used one.
create or replace function private.newsletter_subscribe(p_email text, p_token_hash text)
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
  select t.sent_at into mailed from private.newsletter_tokens t where t.subscriber_id = s.id and t.used_at is null;
  if mailed is not null and mailed > now() - interval '1 hour' then
    return jsonb_build_object('outcome', 'quiet');
  end if;
  insert into private.newsletter_tokens (subscriber_id, token_hash, expires_at, sent_at)
    values (s.id, p_token_hash, now() + interval '7 days', now())
    on conflict (subscriber_id) do update
      set token_hash = excluded.token_hash, expires_at = excluded.expires_at, sent_at = excluded.sent_at, used_at = null;
  return jsonb_build_object('outcome', 'mail');
end
$$;

-- The purge also forgets used links once they have expired.
create or replace function private.newsletter_purge_pending()
returns integer
language sql
security definer
set search_path = ''
as $$
  with used as (
    delete from private.newsletter_tokens where used_at is not null and expires_at <= now()
  ), gone as (
    delete from public.newsletter_subscribers
    where not is_active and pending_since < now() - interval '30 days'
    returning 1
  )
  select count(*)::integer from gone
$$;
