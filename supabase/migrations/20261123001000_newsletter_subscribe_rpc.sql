-- Newsletter: an anonymous subscription is exactly one row (issue 12: one anonymous POST of 10,000
-- rows was stored). Nobody inserts into newsletter_subscribers directly any more; the form calls
-- public.subscribe(email), a security-definer function inserting one row. A repeat email (any letter
-- case) still fails with 23505, a malformed one with 23514 (the table's constraints decide).
-- welcome_sent_at: when the send-welcome function mailed this subscriber (it mails each address once).

alter table public.newsletter_subscribers add column if not exists welcome_sent_at timestamptz;
comment on column public.newsletter_subscribers.welcome_sent_at is 'When the welcome mail went out (send-welcome mails once); null = not yet.';

drop policy if exists "Anyone subscribes" on public.newsletter_subscribers;
revoke insert on public.newsletter_subscribers from anon, authenticated;

create or replace function public.subscribe(email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if email is null or char_length(email) > 320 then
    raise exception 'Please enter a valid email address.' using errcode = '23514';
  end if;
  insert into public.newsletter_subscribers (email, source) values (email, 'website');
end
$$;
comment on function public.subscribe(text) is 'Subscribes one email to the newsletter (anyone may call it; 23505 when already subscribed).';

revoke all on function public.subscribe(text) from public;
grant execute on function public.subscribe(text) to anon, authenticated, service_role;
