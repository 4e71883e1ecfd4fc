-- Storage buckets for images: 'cheezopedia' (article images, path articles/{name}) and 'cheeses'.
-- Public read (public URLs), admin-only write, images only, 5 MB per file. Supabase creates the
-- storage schema itself; this migration only adds rows to storage.buckets and policies on
-- storage.objects.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('cheezopedia', 'cheezopedia', true, 5242880,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'image/avif']),
  ('cheeses', 'cheeses', true, 5242880,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Cheezopedia images are public"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id in ('cheezopedia', 'cheeses'));

create policy "Admins upload cheezopedia images"
  on storage.objects for insert
  to authenticated
  with check (bucket_id in ('cheezopedia', 'cheeses') and (select private.is_admin()));

create policy "Admins update cheezopedia images"
  on storage.objects for update
  to authenticated
  using (bucket_id in ('cheezopedia', 'cheeses') and (select private.is_admin()))
  with check (bucket_id in ('cheezopedia', 'cheeses') and (select private.is_admin()));

create policy "Admins delete cheezopedia images"
  on storage.objects for delete
  to authenticated
  using (bucket_id in ('cheezopedia', 'cheeses') and (select private.is_admin()));
