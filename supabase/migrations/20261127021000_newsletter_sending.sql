-- Newsletter sending: one send (a snapshot of the announcement's subject and body) and one delivery
-- row per recipient, processed by the newsletter-sender function in batches.
--
-- A delivery moves queued → claimed → in_doubt → sent, or to failed (permanent SMTP refusal, or
-- temporary ones past the retry limit), cancelled, or unknown:
-- * claimed: taken by one sender run (claim_id), atomically (`for update skip locked`), so two runs
--   never hold the same row. Nothing has reached the SMTP server's end-of-data yet: a claim whose
--   run died is safely given back (queued) once its lease has passed.
-- * in_doubt: written (and committed) just before the message's final end-of-data dot is sent, only
--   if the row is still this run's claim. From here the mail may have been accepted; a run that died
--   here leaves a row that is never sent again (at most once): after the lease it becomes 'unknown'.
-- * sent: the server accepted the message (250).
-- Only admins read sends and deliveries; they change them only through the functions below.

create table public.newsletter_sends (
  id uuid primary key default gen_random_uuid(),
  announcement_id uuid,
  subject text not null,
  body_md text not null,
  status text not null default 'sending',
  rate_per_minute integer not null,
  total integer not null default 0,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint newsletter_sends_status_check check (status in ('sending', 'paused', 'cancelled', 'done')),
  constraint newsletter_sends_subject_check check (char_length(btrim(subject)) between 1 and 200 and subject !~ '[\r\n]'),
  constraint newsletter_sends_body_check check (char_length(body_md) between 1 and 100000),
  constraint newsletter_sends_rate_check check (rate_per_minute between 1 and 100000)
);
comment on table public.newsletter_sends is 'One announcement sent to the active subscribers: a snapshot of subject and body, its state and rate.';
create index newsletter_sends_created_idx on public.newsletter_sends (created_at desc);

create table public.newsletter_deliveries (
  id bigint generated always as identity primary key,
  send_id uuid not null references public.newsletter_sends (id) on delete cascade,
  subscriber_id uuid references public.newsletter_subscribers (id) on delete set null,
  email text not null,
  status text not null default 'queued',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claim_id uuid,
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text,
  constraint newsletter_deliveries_status_check check (status in ('queued', 'claimed', 'in_doubt', 'sent', 'failed', 'cancelled', 'unknown')),
  constraint newsletter_deliveries_once unique (send_id, subscriber_id)
);
comment on table public.newsletter_deliveries is 'One row per recipient of a send; see the migration header for the states.';
create index newsletter_deliveries_queue_idx on public.newsletter_deliveries (next_attempt_at, id) where status = 'queued';
create index newsletter_deliveries_lease_idx on public.newsletter_deliveries (claimed_at) where status in ('claimed', 'in_doubt');
create index newsletter_deliveries_send_status_idx on public.newsletter_deliveries (send_id, status);

revoke all on public.newsletter_sends, public.newsletter_deliveries from anon, authenticated;
grant select on public.newsletter_sends, public.newsletter_deliveries to authenticated;
alter table public.newsletter_sends enable row level security;
alter table public.newsletter_deliveries enable row level security;
create policy "Admins read sends" on public.newsletter_sends for select to authenticated using ((select private.is_admin()));
create policy "Admins read deliveries" on public.newsletter_deliveries for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------- admin: start, pause, resume, cancel
-- Starts a send to every active subscriber. p_expected is the count the admin confirmed: when the
-- list changed meanwhile, nothing starts (22023 naming the new count) and the admin confirms again.
create function private.newsletter_start_send(p_subject text, p_body_md text, p_expected integer, p_rate_per_minute integer, p_announcement_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  send_id uuid;
  n integer;
begin
  if not private.is_admin() then
    raise exception 'Only admins send announcements' using errcode = '42501';
  end if;
  select count(*) into n from public.newsletter_subscribers where is_active;
  if n <> p_expected then
    raise exception 'The list has % active subscribers now; confirm again.', n using errcode = '22023';
  end if;
  insert into public.newsletter_sends (announcement_id, subject, body_md, rate_per_minute, total, created_by)
    values (p_announcement_id, btrim(p_subject), p_body_md, p_rate_per_minute, n, auth.uid())
    returning id into send_id;
  insert into public.newsletter_deliveries (send_id, subscriber_id, email)
    select send_id, s.id, s.email from public.newsletter_subscribers s where s.is_active order by s.id;
  return jsonb_build_object('id', send_id, 'total', n);
end
$$;

create function private.newsletter_control_send(p_send_id uuid, p_action text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  current text;
  next_status text;
begin
  if not private.is_admin() then
    raise exception 'Only admins control sends' using errcode = '42501';
  end if;
  select status into current from public.newsletter_sends where id = p_send_id for update;
  if current is null then
    raise exception 'No such send' using errcode = 'P0002';
  end if;
  next_status := case
    when p_action = 'pause' and current = 'sending' then 'paused'
    when p_action = 'resume' and current = 'paused' then 'sending'
    when p_action = 'cancel' and current in ('sending', 'paused') then 'cancelled'
    else null end;
  if next_status is null then
    raise exception 'A % send cannot %', current, p_action using errcode = '22023';
  end if;
  update public.newsletter_sends
    set status = next_status, finished_at = case when next_status = 'cancelled' then now() end
    where id = p_send_id;
  if next_status = 'cancelled' then
    update public.newsletter_deliveries set status = 'cancelled' where send_id = p_send_id and status = 'queued';
  end if;
  return next_status;
end
$$;

-- Counts per delivery state of one send.
create function private.newsletter_send_progress(p_send_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only admins read sends' using errcode = '42501';
  end if;
  return (
    select jsonb_build_object('id', s.id, 'status', s.status, 'total', s.total, 'counts',
      coalesce((select jsonb_object_agg(c.status, c.n) from (
        select d.status, count(*) as n from public.newsletter_deliveries d where d.send_id = s.id group by d.status) c), '{}'::jsonb))
    from public.newsletter_sends s where s.id = p_send_id
  );
end
$$;

-- ---------------------------------------------------------------- the sender (service role)
-- Gives back claims whose run died before end-of-data, marks lost in-doubt rows unknown, then claims
-- up to p_limit queued deliveries of sending sends for run p_claim_id. Each row comes with what its
-- mail needs: the send's subject and body and the recipient's unsubscribe link token.
create function private.newsletter_claim(p_claim_id uuid, p_limit integer, p_lease_seconds integer)
returns table (id bigint, send_id uuid, subscriber_id uuid, email text, attempts integer, subject text, body_md text, rate_per_minute integer, unsubscribe text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.newsletter_deliveries d
    set status = 'queued', claim_id = null, claimed_at = null
    where d.status = 'claimed' and d.claimed_at < now() - make_interval(secs => p_lease_seconds);
  update public.newsletter_deliveries d
    set status = 'unknown', last_error = 'The sender stopped after handing the message over; not sent again.'
    where d.status = 'in_doubt' and d.claimed_at < now() - make_interval(secs => p_lease_seconds);
  update public.newsletter_sends s set status = 'done', finished_at = now()
    where s.status = 'sending'
      and not exists (select 1 from public.newsletter_deliveries d where d.send_id = s.id and d.status in ('queued', 'claimed', 'in_doubt'));
  return query
  with picked as (
    select d.id, coalesce(sub.is_active, false) as active from public.newsletter_deliveries d
    join public.newsletter_sends s on s.id = d.send_id and s.status = 'sending'
    left join public.newsletter_subscribers sub on sub.id = d.subscriber_id
    where d.status = 'queued' and d.next_attempt_at <= now()
    order by d.next_attempt_at, d.id
    limit p_limit
    for update of d skip locked
  ), changed as (
    -- Someone who unsubscribed (or was deleted) since the send started is not mailed.
    update public.newsletter_deliveries d
      set status = case when picked.active then 'claimed' else 'cancelled' end,
          claim_id = case when picked.active then p_claim_id end,
          claimed_at = now(),
          attempts = d.attempts + case when picked.active then 1 else 0 end,
          last_error = case when picked.active then d.last_error else 'Unsubscribed before this mail went out.' end
      from picked where d.id = picked.id
      returning d.id, d.send_id, d.subscriber_id, d.email, d.attempts, d.status
  )
  select c.id, c.send_id, c.subscriber_id, c.email, c.attempts, s.subject, s.body_md, s.rate_per_minute,
    private.newsletter_unsubscribe_token(sub.id, sub.list_generation)
  from changed c
  join public.newsletter_sends s on s.id = c.send_id
  join public.newsletter_subscribers sub on sub.id = c.subscriber_id
  where c.status = 'claimed'
  order by c.id;
end
$$;

-- Right before end-of-data: true when the row is still this run's claim (now in_doubt), false when
-- it is not (lease given away, send paused or cancelled meanwhile): then the message must be abandoned.
create function private.newsletter_commit(p_id bigint, p_claim_id uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with moved as (
    update public.newsletter_deliveries d set status = 'in_doubt', claimed_at = now()
    where d.id = p_id and d.claim_id = p_claim_id and d.status = 'claimed'
      and exists (select 1 from public.newsletter_sends s where s.id = d.send_id and s.status = 'sending')
    returning 1
  )
  select exists (select 1 from moved)
$$;

-- After the attempt: 'sent'; 'retry' (temporary failure, or a refusal: queued again at p_retry_at); 'failed' (permanent); 'release' (abandoned before end-of-data: queued as it was).
create function private.newsletter_finish(p_id bigint, p_claim_id uuid, p_outcome text, p_error text, p_retry_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_outcome = 'sent' then
    update public.newsletter_deliveries set status = 'sent', sent_at = now(), last_error = null
      where id = p_id and claim_id = p_claim_id and status in ('in_doubt', 'unknown');
  elsif p_outcome = 'retry' then
    -- From in_doubt too: the caller retries only after a definite refusal (an SMTP reply).
    update public.newsletter_deliveries set status = 'queued', claim_id = null, next_attempt_at = p_retry_at, last_error = left(p_error, 500)
      where id = p_id and claim_id = p_claim_id and status in ('claimed', 'in_doubt');
  elsif p_outcome = 'failed' then
    update public.newsletter_deliveries set status = 'failed', last_error = left(p_error, 500)
      where id = p_id and claim_id = p_claim_id and status in ('claimed', 'in_doubt');
  elsif p_outcome = 'release' then
    update public.newsletter_deliveries set status = 'queued', claim_id = null, attempts = greatest(attempts - 1, 0)
      where id = p_id and claim_id = p_claim_id and status = 'claimed';
  else
    raise exception 'Unknown outcome %', p_outcome using errcode = '22023';
  end if;
end
$$;

-- ---------------------------------------------------------------- the API's doors
create function public.newsletter_start_send(p_subject text, p_body_md text, p_expected integer, p_rate_per_minute integer, p_announcement_id uuid default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.newsletter_start_send(p_subject, p_body_md, p_expected, p_rate_per_minute, p_announcement_id) $$;
create function public.newsletter_control_send(p_send_id uuid, p_action text)
returns text language sql volatile security invoker set search_path = ''
as $$ select private.newsletter_control_send(p_send_id, p_action) $$;
create function public.newsletter_send_progress(p_send_id uuid)
returns jsonb language sql stable security invoker set search_path = ''
as $$ select private.newsletter_send_progress(p_send_id) $$;
create function public.newsletter_claim(p_claim_id uuid, p_limit integer, p_lease_seconds integer)
returns table (id bigint, send_id uuid, subscriber_id uuid, email text, attempts integer, subject text, body_md text, rate_per_minute integer, unsubscribe text)
language sql volatile security invoker set search_path = ''
as $$ select * from private.newsletter_claim(p_claim_id, p_limit, p_lease_seconds) $$;
create function public.newsletter_commit(p_id bigint, p_claim_id uuid)
returns boolean language sql volatile security invoker set search_path = ''
as $$ select private.newsletter_commit(p_id, p_claim_id) $$;
create function public.newsletter_finish(p_id bigint, p_claim_id uuid, p_outcome text, p_error text, p_retry_at timestamptz)
returns void language sql volatile security invoker set search_path = ''
as $$ select private.newsletter_finish(p_id, p_claim_id, p_outcome, p_error, p_retry_at) $$;

comment on function public.newsletter_start_send(text, text, integer, integer, uuid) is 'Admin only: starts sending to the active subscribers (p_expected = the count the admin confirmed).';
comment on function public.newsletter_control_send(uuid, text) is 'Admin only: pause, resume or cancel a send.';
comment on function public.newsletter_send_progress(uuid) is 'Admin only: a send''s state and its deliveries counted per state.';
comment on function public.newsletter_claim(uuid, integer, integer) is 'Service role: claims a batch of deliveries for one sender run.';
comment on function public.newsletter_commit(bigint, uuid) is 'Service role: marks a claimed delivery in doubt right before end-of-data; false = abandon it.';
comment on function public.newsletter_finish(bigint, uuid, text, text, timestamptz) is 'Service role: records how a delivery attempt ended.';

revoke all on function
  private.newsletter_start_send(text, text, integer, integer, uuid), public.newsletter_start_send(text, text, integer, integer, uuid),
  private.newsletter_control_send(uuid, text), public.newsletter_control_send(uuid, text),
  private.newsletter_send_progress(uuid), public.newsletter_send_progress(uuid),
  private.newsletter_claim(uuid, integer, integer), public.newsletter_claim(uuid, integer, integer),
  private.newsletter_commit(bigint, uuid), public.newsletter_commit(bigint, uuid),
  private.newsletter_finish(bigint, uuid, text, text, timestamptz), public.newsletter_finish(bigint, uuid, text, text, timestamptz)
  from public, anon;
revoke all on function
  private.newsletter_claim(uuid, integer, integer), public.newsletter_claim(uuid, integer, integer),
  private.newsletter_commit(bigint, uuid), public.newsletter_commit(bigint, uuid),
  private.newsletter_finish(bigint, uuid, text, text, timestamptz), public.newsletter_finish(bigint, uuid, text, text, timestamptz)
  from authenticated;
grant execute on function
  private.newsletter_start_send(text, text, integer, integer, uuid), public.newsletter_start_send(text, text, integer, integer, uuid),
  private.newsletter_control_send(uuid, text), public.newsletter_control_send(uuid, text),
  private.newsletter_send_progress(uuid), public.newsletter_send_progress(uuid)
  to authenticated, service_role;
grant execute on function
  private.newsletter_claim(uuid, integer, integer), public.newsletter_claim(uuid, integer, integer),
  private.newsletter_commit(bigint, uuid), public.newsletter_commit(bigint, uuid),
  private.newsletter_finish(bigint, uuid, text, text, timestamptz), public.newsletter_finish(bigint, uuid, text, text, timestamptz)
  to service_role;
