-- A placeholder never outlives its picture, and a picture is its address without the fragment.
--
-- A featured image's URL now carries the picture's size as a fragment (`…/x.jpg#1920x2560`, never
-- sent to a server: the same object). Adding that fragment to a row stored before (npm run
-- images:clean does) names the same picture, so it keeps its placeholder; any other change of
-- image_url without a new placeholder still clears it.

create or replace function private.image_placeholder_follows_url()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.image_url is null or pg_catalog.btrim(new.image_url) = '' then
    new.image_placeholder := null;
  elsif tg_op = 'UPDATE'
    and pg_catalog.split_part(new.image_url, '#', 1) is distinct from pg_catalog.split_part(old.image_url, '#', 1)
    and new.image_placeholder is not distinct from old.image_placeholder then
    new.image_placeholder := null;
  end if;
  return new;
end
$$;
