-- A review decision applies to the version the reviewer read.
-- Before: publish_submission(id) published whatever the row held when the button was pressed, so a
-- partner could withdraw, edit and resubmit while the admin read the first version, and the unseen
-- version went live. Now both decisions take the version the review screen showed (p_version, the
-- row's sync version) and refuse with SQLSTATE 'RV409' ("This submission changed since you opened it")
-- when the row moved on; nothing is published or sent back then. The one-argument forms are dropped:
-- a decision without a version no longer exists. Bodies otherwise as in the partner_review migration.

drop function if exists public.publish_submission(uuid);
drop function if exists public.request_changes(uuid, text);

create or replace function public.publish_submission(p_entry_id uuid, p_version integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sub public.cheezopedia_entries;
  target uuid;
  event_id uuid;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can publish a submission' using errcode = '42501';
  end if;
  select * into sub from public.cheezopedia_entries where id = p_entry_id for update;
  if not found then
    raise exception 'Submission not found' using errcode = 'P0002';
  end if;
  if sub.review_status is distinct from 'in_review' then
    raise exception 'This entry is not waiting for review' using errcode = '22023';
  end if;
  if p_version is null or sub.version <> p_version then
    raise exception 'This submission changed since you opened it'
      using errcode = 'RV409', detail = format('reviewed version %s, current version %s', p_version, sub.version);
  end if;

  if sub.revision_of is null then
    update public.cheezopedia_entries
      set published_at = now(), review_status = null, review_note = null, submitted_at = null
      where id = sub.id;
    target := sub.id;
  else
    target := sub.revision_of;
    delete from public.cheezopedia_entries where id = sub.id;
    update public.cheezopedia_entries t set
      slug = sub.slug, title = sub.title, description = sub.description, content = sub.content,
      focus_keyword = sub.focus_keyword, image_url = sub.image_url, image_alt = sub.image_alt,
      content_type = sub.content_type, visible_in_feed = sub.visible_in_feed,
      reading_time_minutes = sub.reading_time_minutes, cheese_types = sub.cheese_types,
      serving_size = sub.serving_size, preparation_time = sub.preparation_time,
      difficulty_level = sub.difficulty_level, ingredients = sub.ingredients, instructions = sub.instructions,
      review_status = null, review_note = null, submitted_at = null
    where t.id = target;
  end if;

  insert into public.review_events (entry_id, author_id, reviewer_id, action, note, title)
  values (target, sub.author_id, auth.uid(), 'published', null, sub.title)
  returning id into event_id;
  return jsonb_build_object('entry_id', target, 'event_id', event_id);
end
$$;

create or replace function public.request_changes(p_entry_id uuid, p_version integer, p_note text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sub public.cheezopedia_entries;
  clean text := btrim(coalesce(p_note, ''));
  event_id uuid;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can request changes' using errcode = '42501';
  end if;
  if clean = '' then
    raise exception 'Please write a note for the author' using errcode = '22023';
  end if;
  if char_length(clean) > 2000 then
    raise exception 'The note must be at most 2000 characters' using errcode = '22023';
  end if;
  select * into sub from public.cheezopedia_entries where id = p_entry_id for update;
  if not found then
    raise exception 'Submission not found' using errcode = 'P0002';
  end if;
  if sub.review_status is distinct from 'in_review' then
    raise exception 'This entry is not waiting for review' using errcode = '22023';
  end if;
  if p_version is null or sub.version <> p_version then
    raise exception 'This submission changed since you opened it'
      using errcode = 'RV409', detail = format('reviewed version %s, current version %s', p_version, sub.version);
  end if;
  update public.cheezopedia_entries
    set review_status = 'changes_requested', review_note = clean
    where id = sub.id;
  insert into public.review_events (entry_id, author_id, reviewer_id, action, note, title)
  values (sub.id, sub.author_id, auth.uid(), 'changes_requested', clean, sub.title)
  returning id into event_id;
  return jsonb_build_object('entry_id', sub.id, 'event_id', event_id);
end
$$;

revoke all on function public.publish_submission(uuid, integer), public.request_changes(uuid, integer, text) from public, anon;
grant execute on function public.publish_submission(uuid, integer), public.request_changes(uuid, integer, text) to authenticated, service_role;
