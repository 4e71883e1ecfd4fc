-- A per-user secret a device holds only while that user is signed in, to seal the changes it queues
-- (see src/data/engine/seal.ts). A change sits in the browser's outbox across sign-outs, where
-- anyone at a signed-out device (or a script there) can write one naming an admin as its owner; a
-- seal made with the admin's key — which the device erases at sign-out and gets back only by signing
-- in — tells the admin's real changes from such forgeries, which are then never sent.
--
-- The key is HMAC-SHA256(server secret, user id): the same on every sign-in (a change queued before a
-- sign-out still verifies after the next sign-in), different per user, and unknowable without the
-- secret, which lives in `private` (never exposed over the API). Definer code lives in `private`
-- behind a SECURITY INVOKER function of the API, as the Security Advisor asks (see
-- 20261125000000_definer_code_out_of_the_api_schema.sql).

create table private.device_seal_secret (
  id boolean primary key default true check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
);
comment on table private.device_seal_secret is 'One random server secret; device seal keys are HMACs of user ids with it.';
insert into private.device_seal_secret default values;
revoke all on private.device_seal_secret from public, anon, authenticated, service_role;

create function private.device_seal_key()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Only a signed-in user has a device key' using errcode = '42501';
  end if;
  return encode(
    extensions.hmac(convert_to(uid::text, 'UTF8'), (select s.secret from private.device_seal_secret s where s.id), 'sha256'),
    'hex'
  );
end
$$;
comment on function private.device_seal_key() is 'The signed-in user''s device seal key (hex): HMAC-SHA256 of their id with the server secret.';

create function public.device_seal_key()
returns text
language sql
stable
security invoker
set search_path = ''
as $$ select private.device_seal_key() $$;
comment on function public.device_seal_key() is 'The signed-in user''s device seal key, to seal the changes their device queues. Calls private.device_seal_key.';

revoke all on function public.device_seal_key(), private.device_seal_key() from public, anon;
grant execute on function public.device_seal_key(), private.device_seal_key() to authenticated, service_role;
