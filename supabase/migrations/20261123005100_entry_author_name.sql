-- Entry pages show their author. Profiles are private (row-level security), so each entry carries
-- its author's display name in a public column, author_name, kept by the database: a BEFORE trigger
-- copies profiles.name of author_id on every insert and update (anything a client sends for it is
-- replaced), and a name change on a profile is copied to that author's entries. The trigger's name
-- sorts after cheezopedia_entries_touch, so author_id is already filled in on insert.

alter table public.cheezopedia_entries add column if not exists author_name text;

create or replace function private.entry_author_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.author_name := (select nullif(btrim(p.name), '') from public.profiles p where p.id = new.author_id);
  return new;
end
$$;
revoke all on function private.entry_author_name() from public;

create trigger cheezopedia_entries_zz_author_name
  before insert or update on public.cheezopedia_entries
  for each row execute function private.entry_author_name();

-- A profile's new name reaches its entries (a real update: versions move on, so devices pull it).
create or replace function private.profile_name_to_entries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.name is distinct from old.name then
    update public.cheezopedia_entries set author_name = null where author_id = new.id;
  end if;
  return new;
end
$$;
revoke all on function private.profile_name_to_entries() from public;

create trigger profiles_name_to_entries
  after update of name on public.profiles
  for each row execute function private.profile_name_to_entries();

-- Entries that exist already.
update public.cheezopedia_entries e set author_name = nullif(btrim(p.name), '')
  from public.profiles p where p.id = e.author_id;
