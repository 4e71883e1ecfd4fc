-- Pictures (real photos):
-- * cheeses.image_placeholder and cheezopedia_entries.image_placeholder: the picture's ThumbHash in
--   base64 (about 25 bytes; at most 64 characters here), computed on the device at upload and painted
--   in the slot while the picture loads. It describes image_url, so it changes with it: an update
--   that changes image_url without setting a new placeholder (a CSV import, SQL, an old client) gets
--   null, as does a row without an image; the one-off fill (npm run images:clean) computes it for
--   stored pictures.
-- * publish_submission copies the placeholder with the picture.
-- * Storage: uploads are JPEG, PNG, WebP, GIF or AVIF only. SVG is no longer accepted: a drawing can
--   carry script, and the app reduces every photo on the device to a raster format anyway.

alter table public.cheeses
  add column image_placeholder text,
  add constraint cheeses_image_placeholder_check check (
    image_placeholder is null or (
      char_length(image_placeholder) between 8 and 64
      and image_placeholder ~ '^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$'));

alter table public.cheezopedia_entries
  add column image_placeholder text,
  add constraint cheezopedia_entries_image_placeholder_check check (
    image_placeholder is null or (
      char_length(image_placeholder) between 8 and 64
      and image_placeholder ~ '^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$'));

comment on column public.cheeses.image_placeholder is 'ThumbHash (base64) of image_url, or null.';
comment on column public.cheezopedia_entries.image_placeholder is 'ThumbHash (base64) of image_url, or null.';

-- A placeholder never outlives its picture.
create or replace function private.image_placeholder_follows_url()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.image_url is null or btrim(new.image_url) = '' then
    new.image_placeholder := null;
  elsif tg_op = 'UPDATE'
    and new.image_url is distinct from old.image_url
    and new.image_placeholder is not distinct from old.image_placeholder then
    new.image_placeholder := null;
  end if;
  return new;
end
$$;

create trigger cheeses_image_placeholder
  before insert or update on public.cheeses
  for each row execute function private.image_placeholder_follows_url();

create trigger cheezopedia_entries_image_placeholder
  before insert or update on public.cheezopedia_entries
  for each row execute function private.image_placeholder_follows_url();

-- ---------------------------------------------------------------- publish_submission, with the placeholder
-- The reviewed-version form (p_version) of the previous migration, now copying the placeholder too;
-- `create or replace` keeps its grants (admins through authenticated; never anon).
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
      focus_keyword = sub.focus_keyword, image_url = sub.image_url, image_alt = sub.image_alt, image_placeholder = sub.image_placeholder,
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

-- ---------------------------------------------------------------- storage: raster pictures only
update storage.buckets
  set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']
  where id in ('cheezopedia', 'cheeses');
