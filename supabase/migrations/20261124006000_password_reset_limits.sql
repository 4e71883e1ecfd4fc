-- Password-reset request limits for the site's own reset function (netlify/functions/password-reset.ts),
-- which asks GoTrue's admin API for a recovery link only within them, so that one address cannot use
-- up the mail quota and a known address answers exactly as an unknown one.
-- * private.password_reset_requests (bucket, window_start, requests): hourly counters, bucket being
--   'address:' || sha256(lower(email)) or 'client:' || sha256(client network), computed by the
--   function (no address or IP is stored). Windows older than the current hour are deleted on each
--   call.
-- * public.password_reset_allowed(address, client, per_address, per_client): counts one request for
--   the client, then (within the client's limit) for the address, each an atomic upsert that returns
--   the new count; answers 'ok', 'client' or 'address'. Security definer, executable by the service
--   role only: anonymous callers cannot reset or read the counters.

create table private.password_reset_requests (
  bucket text not null,
  window_start timestamptz not null,
  requests integer not null default 0,
  primary key (bucket, window_start),
  constraint password_reset_requests_bucket_check check (char_length(bucket) between 8 and 200),
  constraint password_reset_requests_requests_check check (requests >= 0)
);
comment on table private.password_reset_requests is
  'Password-reset requests per hashed address and per hashed client network per hour (current hour only).';
create index password_reset_requests_window_idx on private.password_reset_requests (window_start);

revoke all on private.password_reset_requests from public, anon, authenticated, service_role;

create or replace function public.password_reset_allowed(p_address text, p_client text, p_per_address integer, p_per_client integer)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  this_hour timestamptz := date_trunc('hour', now());
  n integer;
begin
  if p_address is null or p_client is null or char_length(p_address) not between 16 and 128
     or char_length(p_client) not between 16 and 128 or coalesce(p_per_address, 0) < 1 or coalesce(p_per_client, 0) < 1 then
    raise exception 'password_reset_allowed needs an address hash, a client hash and two positive limits' using errcode = '22023';
  end if;
  delete from private.password_reset_requests where window_start < this_hour;

  insert into private.password_reset_requests as r (bucket, window_start, requests)
  values ('client:' || p_client, this_hour, 1)
  on conflict (bucket, window_start) do update set requests = r.requests + 1
  returning r.requests into n;
  if n > p_per_client then
    return 'client';
  end if;

  insert into private.password_reset_requests as r (bucket, window_start, requests)
  values ('address:' || p_address, this_hour, 1)
  on conflict (bucket, window_start) do update set requests = r.requests + 1
  returning r.requests into n;
  if n > p_per_address then
    return 'address';
  end if;
  return 'ok';
end;
$$;
comment on function public.password_reset_allowed(text, text, integer, integer) is
  'Counts a password-reset request for a client and an address (hashes) in the current hour: ok, client or address (over that limit).';

revoke all on function public.password_reset_allowed(text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.password_reset_allowed(text, text, integer, integer) to service_role;
