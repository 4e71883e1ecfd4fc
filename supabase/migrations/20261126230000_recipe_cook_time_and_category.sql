-- Recipes gain the two facts search engines' Recipe results ask for and our rows lacked:
-- * cook_time: free text as editors write it ('45 minutes', '1 hour 30 min'), like preparation_time;
--   read into minutes by src/domain/recipe/duration.ts for the page's total time and the JSON-LD.
--   Null, or at most 100 characters that are not all ASCII whitespace (space, tab, line feed,
--   vertical tab, form feed, carriage return: the same set whatever the database's locale).
-- * recipe_category: the course (schema.org recipeCategory), one of a fixed list so it reads the
--   same on every recipe, or null.
-- Both are nullable without a default, so every existing row stays valid. The rules are the same as
-- src/domain/recipe/recipe-fields.ts (COOK_TIME_MAX_LENGTH, RECIPE_CATEGORIES); a parity test
-- (tests/backend/recipe-field-parity.test.ts) holds the two together.
-- publish_submission copies both from a partner's revision onto the published entry.

alter table public.cheezopedia_entries
  add column cook_time text,
  add column recipe_category text,
  add constraint cheezopedia_entries_cook_time_check check (
    cook_time is null or (
      btrim(cook_time, ' ' || chr(9) || chr(10) || chr(11) || chr(12) || chr(13)) <> ''
      and char_length(cook_time) <= 100)),
  add constraint cheezopedia_entries_recipe_category_check check (
    recipe_category is null or recipe_category in (
      'Breakfast', 'Starter', 'Main course', 'Side dish', 'Snack', 'Dessert', 'Sauce', 'Bread', 'Drink'));

comment on column public.cheezopedia_entries.cook_time is 'Recipes: cooking time as written (e.g. 45 minutes), or null.';
comment on column public.cheezopedia_entries.recipe_category is 'Recipes: the course (Breakfast, Starter, Main course, Side dish, Snack, Dessert, Sauce, Bread, Drink), or null.';

-- ---------------------------------------------------------------- publish_submission, with the recipe fields
-- The body of 20261124003000_image_placeholders.sql (moved to `private` by
-- 20261125000000_definer_code_out_of_the_api_schema.sql), now copying cook_time and recipe_category;
-- `create or replace` keeps its owner and grants, and public.publish_submission still calls it.
create or replace function private.publish_submission(p_entry_id uuid, p_version integer)
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
      serving_size = sub.serving_size, preparation_time = sub.preparation_time, cook_time = sub.cook_time,
      recipe_category = sub.recipe_category,
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
