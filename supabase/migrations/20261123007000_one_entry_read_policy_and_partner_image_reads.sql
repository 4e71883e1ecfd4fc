-- Two policies brought together after issues 12 and 18 landed side by side.
-- * cheezopedia_entries: ONE permissive select policy (Splinter's multiple_permissive_policies):
--   admins read everything, authors their own rows (drafts, revisions), everyone the public entries
--   as private.entry_is_public() defines them.
-- * storage.objects: public downloads bypass RLS, so only admins may list/read objects through the
--   API (issue 12) — and a partner their own files, which Storage needs to replace (upsert) or
--   delete them. Nobody can list anyone else's.

drop policy if exists "Everyone reads public entries, admins all" on public.cheezopedia_entries;
drop policy if exists "Authors read their own entries" on public.cheezopedia_entries;

create policy "Everyone reads public entries, authors their own, admins all"
  on public.cheezopedia_entries for select
  to anon, authenticated
  using (
    (select private.is_admin())
    or private.entry_is_public(published_at, archived_at)
    or (author_id is not null and author_id = (select auth.uid()))
  );

create policy "Partners read their own images"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'cheezopedia' and owner_id = (select auth.uid())::text and (select private.has_role('partner')));

-- * cheezopedia_entries writes: one permissive policy per command as well — admins anything, a
--   partner only their own unpublished rows (the authoring guard trigger refuses the rest).
drop policy if exists "Admins insert entries" on public.cheezopedia_entries;
drop policy if exists "Partners insert their own unpublished entries" on public.cheezopedia_entries;
drop policy if exists "Admins update entries" on public.cheezopedia_entries;
drop policy if exists "Partners update their own unpublished entries" on public.cheezopedia_entries;
drop policy if exists "Admins delete entries" on public.cheezopedia_entries;
drop policy if exists "Partners delete their own unpublished entries" on public.cheezopedia_entries;

create policy "Admins insert entries; partners their own unpublished"
  on public.cheezopedia_entries for insert
  to authenticated
  with check (
    (select private.is_admin())
    or ((select private.has_role('partner')) and author_id = (select auth.uid()) and published_at is null)
  );

create policy "Admins update entries; partners their own unpublished"
  on public.cheezopedia_entries for update
  to authenticated
  using (
    (select private.is_admin())
    or ((select private.has_role('partner')) and author_id = (select auth.uid()) and published_at is null)
  )
  with check (
    (select private.is_admin())
    or ((select private.has_role('partner')) and author_id = (select auth.uid()) and published_at is null)
  );

create policy "Admins delete entries; partners their own unpublished"
  on public.cheezopedia_entries for delete
  to authenticated
  using (
    (select private.is_admin())
    or ((select private.has_role('partner')) and author_id = (select auth.uid()) and published_at is null)
  );
