-- Supabase's Security Advisor warns about a SECURITY DEFINER function in an exposed schema that anon
-- or authenticated may execute: anything in `public` is callable over the Data API, so a definer
-- function there is a standing door with its owner's rights. The four such functions move to the
-- `private` schema (never exposed over the API), unchanged, keeping their rights and checks; `public`
-- keeps a SECURITY INVOKER function of the same name and arguments that calls them, so the API (the
-- RPC names and arguments the app and the mail functions call) and every error stay exactly as they
-- were. The wrappers run with the caller's own rights: only the definer functions' own checks
-- (admin-only, one row per subscription) decide what happens.

alter function public.subscribe(text) set schema private;
alter function public.publish_submission(uuid, integer) set schema private;
alter function public.request_changes(uuid, integer, text) set schema private;
alter function public.claim_review_event(uuid) set schema private;

create function public.subscribe(email text)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.subscribe(email) $$;
comment on function public.subscribe(text) is 'Subscribes one email to the newsletter (anyone may call it; 23505 when already subscribed). Calls private.subscribe.';

create function public.publish_submission(p_entry_id uuid, p_version integer)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.publish_submission(p_entry_id, p_version) $$;
comment on function public.publish_submission(uuid, integer) is 'Admin only: publishes the submission at the version the admin reviewed. Calls private.publish_submission.';

create function public.request_changes(p_entry_id uuid, p_version integer, p_note text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.request_changes(p_entry_id, p_version, p_note) $$;
comment on function public.request_changes(uuid, integer, text) is 'Admin only: sends the submission at the reviewed version back with a note. Calls private.request_changes.';

create function public.claim_review_event(p_event_id uuid)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.claim_review_event(p_event_id) $$;
comment on function public.claim_review_event(uuid) is 'Admin only: claims an unsent review event for mailing. Calls private.claim_review_event.';

-- The same callers as before, at both doors (the wrapper runs as the caller, who must be allowed to
-- execute what it calls; `private` itself is not reachable over the API).
revoke all on function public.subscribe(text), private.subscribe(text) from public;
grant execute on function public.subscribe(text), private.subscribe(text) to anon, authenticated, service_role;

revoke all on function
  public.publish_submission(uuid, integer), private.publish_submission(uuid, integer),
  public.request_changes(uuid, integer, text), private.request_changes(uuid, integer, text),
  public.claim_review_event(uuid), private.claim_review_event(uuid)
  from public, anon;
grant execute on function
  public.publish_submission(uuid, integer), private.publish_submission(uuid, integer),
  public.request_changes(uuid, integer, text), private.request_changes(uuid, integer, text),
  public.claim_review_event(uuid), private.claim_review_event(uuid)
  to authenticated, service_role;
