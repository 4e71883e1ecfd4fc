-- Pictures reach the public buckets only through the site's image-upload function
-- (netlify/functions/image-upload.ts), which checks what a picture really is (its format from its
-- bytes, its size from its header: at most 64 megapixels) and stores it without metadata, upright
-- and at most 2560 px — whoever sent it, however. Hosted Supabase Storage checks only the declared
-- type and the size in bytes, and cannot re-encode: a partner uploading straight through the Storage
-- API published a 249 KB PNG declaring 16000 × 16000 pixels (which the image CDN then spent gigabytes
-- and minutes on) and photos with their GPS position.
--
-- * Users (admins included) can no longer insert or replace objects of the buckets: the function
--   writes them with the service role. Reading (admins; partners their own older files) and deleting
--   stay as they were.
-- * Who may add which object is decided here, once: public.may_upload_image, which the function
--   calls with the caller's own token (admins: both buckets; partners: the article bucket under
--   articles/ and avatars/ — what the insert policies allowed).
-- * The buckets take at most 4 MB, what the function can receive (Netlify takes a binary request
--   body of about 4.5 MB: 6 MB once Base64-encoded).

drop policy if exists "Admins upload cheezopedia images" on storage.objects;
drop policy if exists "Admins update cheezopedia images" on storage.objects;
drop policy if exists "Partners upload article images and avatars" on storage.objects;
drop policy if exists "Partners update their own images" on storage.objects;

create function public.may_upload_image(p_bucket text, p_name text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select case
    when p_bucket in ('cheezopedia', 'cheeses') and (select private.is_admin()) then true
    when p_bucket = 'cheezopedia' and (select private.has_role('partner'))
      and (p_name like 'articles/%' or p_name like 'avatars/%') then true
    else false
  end
$$;
comment on function public.may_upload_image(text, text) is
  'Whether the caller may add the object p_name to the bucket p_bucket through the image-upload function (which stores it with the service role).';

revoke all on function public.may_upload_image(text, text) from public, anon;
grant execute on function public.may_upload_image(text, text) to authenticated, service_role;

update storage.buckets
  set file_size_limit = 4194304
  where id in ('cheezopedia', 'cheeses');
