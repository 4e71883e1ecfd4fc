-- Partner authoring with review.
-- * Entries gain review_status (null = not under review; 'in_review'; 'changes_requested'),
--   review_note (the reviewer's note), submitted_at, and revision_of: a pending revision of a
--   published entry is its own unpublished row pointing at it (at most one per entry), so the
--   published version stays online until a reviewer approves the revision. The slug stays unique among
--   entries that are not revisions (a revision usually carries its entry's slug).
-- * States (published = published_at set, as before): draft → in_review (partner submits) →
--   published (reviewer) | changes_requested with a note (reviewer) → in_review (partner resubmits).
--   A partner may withdraw an entry from review (in_review → draft).
-- * Enforced here, not in the app: a partner inserts, reads, updates and deletes only their own
--   unpublished entries and revisions; never sets published_at, archived_at, featured, the review
--   note, another author, or a state other than submit/withdraw (42501 "… cannot …"); cannot edit an
--   entry while it is in review. Admins are unaffected.
-- * public.publish_submission(id) and public.request_changes(id, note): admin-only security definer
--   RPCs; publishing a revision copies its content onto the published entry and deletes the revision.
--   Each records a public.review_events row (what the partner is mailed about, through the
--   review-notify function, which claims it with public.claim_review_event).
-- * public.partner_profiles: the public byline (name, organisation, website, bio, avatar), readable by
--   everyone, written by the partner themself or an admin.
-- * Storage: partners upload into 'cheezopedia' under articles/ and avatars/, and change only their
--   own files.

-- ---------------------------------------------------------------- entry columns
alter table public.cheezopedia_entries
  add column review_status text,
  add column review_note text,
  add column submitted_at timestamptz,
  add column revision_of uuid references public.cheezopedia_entries (id) on delete cascade,
  add constraint cheezopedia_entries_review_status_check
    check (review_status is null or review_status in ('in_review', 'changes_requested')),
  add constraint cheezopedia_entries_review_note_check
    check (review_note is null or char_length(review_note) <= 2000),
  add constraint cheezopedia_entries_revision_unpublished_check
    check (revision_of is null or (published_at is null and revision_of <> id));

alter table public.cheezopedia_entries drop constraint cheezopedia_entries_slug_key;
create unique index cheezopedia_entries_slug_key on public.cheezopedia_entries (slug) where revision_of is null;
create unique index cheezopedia_entries_one_revision_idx on public.cheezopedia_entries (revision_of) where revision_of is not null;
create index cheezopedia_entries_review_status_idx on public.cheezopedia_entries (review_status) where review_status is not null;

-- ---------------------------------------------------------------- partner guard
-- Security invoker: runs as the API role. Fires before the sync touch trigger (name order), so it
-- sees what the client sent.
create or replace function private.guard_entry_authoring()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  -- Admins and full-rights sessions are unaffected; other roles have no write policy (RLS refuses).
  if private.is_privileged() or private.is_admin() or not private.has_role('partner') then
    -- Published some other way (e.g. from the builder): it is no longer waiting for review.
    if new.published_at is not null and new.review_status is not null then
      new.review_status := null;
      new.submitted_at := null;
    end if;
    return new;
  end if;

  if tg_op = 'INSERT' then
    -- published_at and the author are checked by the insert policy (the usual RLS refusal).
    new.author_id := coalesce(new.author_id, uid);
    if new.archived_at is not null then
      raise exception 'Partners cannot archive entries' using errcode = '42501';
    end if;
    if new.review_status is not null and new.review_status <> 'in_review' then
      raise exception 'Only a reviewer can request changes' using errcode = '42501';
    end if;
    if new.revision_of is not null and not exists (
      select 1 from public.cheezopedia_entries e
      where e.id = new.revision_of and e.author_id = uid and e.revision_of is null and e.published_at is not null
    ) then
      raise exception 'Only your own published entries can be revised' using errcode = '42501';
    end if;
    new.featured := false;
    new.review_note := null;
    new.submitted_at := case when new.review_status = 'in_review' then now() end;
    return new;
  end if;

  -- UPDATE
  if new.published_at is distinct from old.published_at or new.archived_at is distinct from old.archived_at then
    raise exception 'Partners cannot publish: submit the entry for review' using errcode = '42501';
  end if;
  if new.author_id is distinct from old.author_id then
    raise exception 'An entry''s author cannot be changed' using errcode = '42501';
  end if;
  if new.revision_of is distinct from old.revision_of then
    raise exception 'A revision cannot be moved to another entry' using errcode = '42501';
  end if;
  if old.review_status = 'in_review' and new.review_status is not distinct from 'in_review' then
    raise exception 'This entry is in review: withdraw it before editing' using errcode = '42501';
  end if;
  if new.review_status is distinct from old.review_status then
    if new.review_status = 'in_review' then
      new.submitted_at := now();
    elsif new.review_status is null and old.review_status = 'in_review' then
      new.submitted_at := null;
    else
      raise exception 'Only a reviewer can publish or request changes' using errcode = '42501';
    end if;
  else
    new.submitted_at := old.submitted_at;
  end if;
  -- Reviewer-owned columns are kept whatever a stale client copy sends.
  new.featured := old.featured;
  new.review_note := old.review_note;
  return new;
end
$$;
revoke all on function private.guard_entry_authoring() from public;

create trigger cheezopedia_entries_guard_authoring
  before insert or update on public.cheezopedia_entries
  for each row execute function private.guard_entry_authoring();

-- ---------------------------------------------------------------- entry policies for authors
create policy "Authors read their own entries"
  on public.cheezopedia_entries for select
  to authenticated
  using (author_id = (select auth.uid()));

create policy "Partners insert their own unpublished entries"
  on public.cheezopedia_entries for insert
  to authenticated
  with check (
    (select private.has_role('partner')) and author_id = (select auth.uid()) and published_at is null
  );

create policy "Partners update their own unpublished entries"
  on public.cheezopedia_entries for update
  to authenticated
  using ((select private.has_role('partner')) and author_id = (select auth.uid()) and published_at is null)
  with check ((select private.has_role('partner')) and author_id = (select auth.uid()) and published_at is null);

create policy "Partners delete their own unpublished entries"
  on public.cheezopedia_entries for delete
  to authenticated
  using ((select private.has_role('partner')) and author_id = (select auth.uid()) and published_at is null);

-- ---------------------------------------------------------------- review events
create table public.review_events (
  id uuid primary key default gen_random_uuid(),
  entry_id uuid not null references public.cheezopedia_entries (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  reviewer_id uuid references public.profiles (id) on delete set null,
  action text not null,
  note text,
  title text not null,
  created_at timestamptz not null default now(),
  mailed_at timestamptz,
  mail_error text,
  constraint review_events_action_check check (action in ('published', 'changes_requested'))
);
comment on table public.review_events is 'Reviewer decisions on partner submissions; the partner is mailed about each.';
create index review_events_entry_id_idx on public.review_events (entry_id);
create index review_events_author_id_idx on public.review_events (author_id);
create index review_events_reviewer_id_idx on public.review_events (reviewer_id);

alter table public.review_events enable row level security;
revoke all on public.review_events from anon, authenticated;
grant select on public.review_events to authenticated;

create policy "Admins read all review events; partners their own"
  on public.review_events for select
  to authenticated
  using ((select private.is_admin()) or author_id = (select auth.uid()));

-- ---------------------------------------------------------------- review RPCs
create or replace function public.publish_submission(p_entry_id uuid)
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

create or replace function public.request_changes(p_entry_id uuid, p_note text)
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
  update public.cheezopedia_entries
    set review_status = 'changes_requested', review_note = clean
    where id = sub.id;
  insert into public.review_events (entry_id, author_id, reviewer_id, action, note, title)
  values (sub.id, sub.author_id, auth.uid(), 'changes_requested', clean, sub.title)
  returning id into event_id;
  return jsonb_build_object('entry_id', sub.id, 'event_id', event_id);
end
$$;

-- The mail function claims an unsent event (admin callers only): marks it mailed and returns what the
-- mail needs. Null when the event does not exist or was already claimed.
create or replace function public.claim_review_event(p_event_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ev public.review_events;
  result jsonb;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can notify an author' using errcode = '42501';
  end if;
  update public.review_events set mailed_at = now(), mail_error = null
    where id = p_event_id and mailed_at is null
    returning * into ev;
  if not found then
    return null;
  end if;
  select jsonb_build_object(
    'event_id', ev.id, 'action', ev.action, 'note', ev.note, 'title', ev.title,
    'entry_id', ev.entry_id, 'slug', e.slug,
    'email', p.email, 'name', coalesce(pp.name, p.name)
  ) into result
  from public.profiles p
  left join public.partner_profiles pp on pp.id = p.id
  left join public.cheezopedia_entries e on e.id = ev.entry_id
  where p.id = ev.author_id;
  return result;
end
$$;

revoke all on function public.publish_submission(uuid), public.request_changes(uuid, text), public.claim_review_event(uuid)
  from public, anon;
grant execute on function public.publish_submission(uuid), public.request_changes(uuid, text), public.claim_review_event(uuid)
  to authenticated, service_role;

-- ---------------------------------------------------------------- partner profiles (bylines)
create table public.partner_profiles (
  id uuid primary key references public.profiles (id) on delete cascade,
  name text not null,
  organisation text,
  website text,
  bio text,
  avatar_url text,
  updated_at timestamptz not null default now(),
  constraint partner_profiles_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint partner_profiles_organisation_check check (organisation is null or char_length(organisation) <= 200),
  constraint partner_profiles_website_check check (
    website is null or (website ~* '^https?://[^\s/$.?#][^\s]*$' and char_length(website) <= 500)
  ),
  constraint partner_profiles_bio_check check (bio is null or char_length(bio) <= 2000),
  constraint partner_profiles_avatar_url_check check (avatar_url is null or char_length(avatar_url) <= 1000)
);
comment on table public.partner_profiles is 'Public byline of a partner, shown on their entries.';

alter table public.partner_profiles enable row level security;
revoke all on public.partner_profiles from anon, authenticated;
grant select on public.partner_profiles to anon, authenticated;
grant insert, update, delete on public.partner_profiles to authenticated;

create policy "Everyone reads partner bylines"
  on public.partner_profiles for select
  to anon, authenticated
  using (true);

create policy "Partners write their own byline; admins any"
  on public.partner_profiles for insert
  to authenticated
  with check ((id = (select auth.uid()) and (select private.has_role('partner'))) or (select private.is_admin()));

create policy "Partners update their own byline; admins any"
  on public.partner_profiles for update
  to authenticated
  using ((id = (select auth.uid()) and (select private.has_role('partner'))) or (select private.is_admin()))
  with check ((id = (select auth.uid()) and (select private.has_role('partner'))) or (select private.is_admin()));

create policy "Partners delete their own byline; admins any"
  on public.partner_profiles for delete
  to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

create or replace function private.touch_partner_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.touch_partner_profile() from public;
create trigger partner_profiles_touch
  before insert or update on public.partner_profiles
  for each row execute function private.touch_partner_profile();

-- ---------------------------------------------------------------- storage for partners
create policy "Partners upload article images and avatars"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'cheezopedia' and (select private.has_role('partner'))
    and (name like 'articles/%' or name like 'avatars/%')
  );

create policy "Partners update their own images"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'cheezopedia' and owner_id = (select auth.uid())::text and (select private.has_role('partner')))
  with check (bucket_id = 'cheezopedia' and owner_id = (select auth.uid())::text and (select private.has_role('partner')));

create policy "Partners delete their own images"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'cheezopedia' and owner_id = (select auth.uid())::text and (select private.has_role('partner')));
