-- Two policy fixes (issue 12).
-- * storage.objects: the public buckets' select policy let anyone LIST every object. Public downloads
--   (/object/public/…) do not go through RLS in Supabase Storage, so visitors need no select policy
--   at all: only admins (who manage the images) may list or read objects through the API.
-- * cheezopedia_entries: one read policy instead of two permissive ones (Splinter's
--   multiple_permissive_policies): admins read everything, everyone else the public entries, as
--   private.entry_is_public() defines them.

drop policy if exists "Cheezopedia images are public" on storage.objects;

create policy "Admins read cheezopedia images"
  on storage.objects for select
  to authenticated
  using (bucket_id in ('cheezopedia', 'cheeses') and (select private.is_admin()));

drop policy if exists "Everyone reads public entries" on public.cheezopedia_entries;
drop policy if exists "Admins read all entries" on public.cheezopedia_entries;

create policy "Everyone reads public entries, admins all"
  on public.cheezopedia_entries for select
  to anon, authenticated
  using ((select private.is_admin()) or private.entry_is_public(published_at, archived_at));
