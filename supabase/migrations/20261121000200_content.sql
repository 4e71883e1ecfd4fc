-- Content: cheezopedia_entries (articles, recipes, pairing guides), cheeses, pairings.
-- Columns match src/domain/types.ts exactly. Ids default to gen_random_uuid() but clients may send
-- their own (client-generated UUIDs make retried inserts idempotent).
-- Row-level security: everyone reads public entries (published_at set and not in the future, not
-- archived), all cheeses and all pairings; only admins read drafts and write any of these tables.
-- Sync columns (updated_at, version, updated_by) are maintained by the triggers in the _sync migration.

-- ---------------------------------------------------------------- entries
create table public.cheezopedia_entries (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  description text,
  content text not null default '',
  focus_keyword text,
  image_url text,
  image_alt text,
  content_type text not null default 'article',
  visible_in_feed boolean not null default true,
  featured boolean not null default false,
  reading_time_minutes integer,
  published_at timestamptz,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  cheese_types text[] not null default '{}',
  serving_size text,
  preparation_time text,
  difficulty_level text,
  ingredients jsonb not null default '[]'::jsonb,
  instructions jsonb not null default '[]'::jsonb,
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_by uuid references public.profiles (id) on delete set null,
  constraint cheezopedia_entries_slug_key unique (slug),
  constraint cheezopedia_entries_slug_format check (
    slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200
  ),
  constraint cheezopedia_entries_title_check check (char_length(btrim(title)) > 0),
  constraint cheezopedia_entries_content_type_check check (
    content_type in ('article', 'recipe', 'pairing_guide')
  ),
  constraint cheezopedia_entries_reading_time_check check (
    reading_time_minutes is null or reading_time_minutes >= 0
  ),
  constraint cheezopedia_entries_ingredients_check check (jsonb_typeof(ingredients) = 'array'),
  constraint cheezopedia_entries_instructions_check check (jsonb_typeof(instructions) = 'array'),
  constraint cheezopedia_entries_version_check check (version >= 1)
);
comment on table public.cheezopedia_entries is
  'Articles, recipes and pairing guides. Public = published_at <= now() and archived_at is null.';

-- Sync pulls page by (updated_at, id); the feed reads visible entries newest first; the admin list
-- orders by created_at. The slug is unique through its constraint's index.
create index cheezopedia_entries_updated_at_id_idx on public.cheezopedia_entries (updated_at, id);
create index cheezopedia_entries_feed_idx on public.cheezopedia_entries (visible_in_feed, published_at desc);
create index cheezopedia_entries_created_at_idx on public.cheezopedia_entries (created_at desc);
create index cheezopedia_entries_author_id_idx on public.cheezopedia_entries (author_id);
create index cheezopedia_entries_updated_by_idx on public.cheezopedia_entries (updated_by);

-- Accepted aliases ('pairing-guide', 'Pairing Guide', ' RECIPE ') become the canonical value, the
-- same rule as src/domain/content-type.ts; anything else then fails the check constraint (23514).
create or replace function private.normalise_entry_content_type()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.content_type is not null then
    new.content_type := regexp_replace(lower(btrim(new.content_type)), '[\s_-]+', '_', 'g');
  end if;
  return new;
end
$$;
revoke all on function private.normalise_entry_content_type() from public;

create trigger cheezopedia_entries_normalise_content_type
  before insert or update of content_type on public.cheezopedia_entries
  for each row execute function private.normalise_entry_content_type();

-- ---------------------------------------------------------------- cheeses
create table public.cheeses (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  image_url text not null,
  type text not null,
  milk text not null,
  origin_country text not null,
  origin_region text,
  ageing_period text,
  description text not null,
  added_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint cheeses_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint cheeses_type_check check (type in ('Hard', 'Soft', 'Semi-soft', 'Fresh', 'Blue', 'Processed')),
  constraint cheeses_milk_check check (milk in ('Cow', 'Goat', 'Sheep', 'Mixed', 'Buffalo')),
  constraint cheeses_origin_country_check check (char_length(btrim(origin_country)) > 0),
  constraint cheeses_description_check check (char_length(btrim(description)) > 0),
  constraint cheeses_image_url_check check (char_length(btrim(image_url)) > 0),
  constraint cheeses_version_check check (version >= 1)
);
comment on table public.cheeses is 'The cheese catalogue.';

create index cheeses_updated_at_id_idx on public.cheeses (updated_at, id);
create index cheeses_created_at_idx on public.cheeses (created_at desc);
-- Pairing import looks cheeses up by name, case-insensitively.
create index cheeses_lower_name_idx on public.cheeses (lower(name));
create index cheeses_added_by_idx on public.cheeses (added_by);
create index cheeses_updated_by_idx on public.cheeses (updated_by);

-- ---------------------------------------------------------------- pairings
create table public.pairings (
  id uuid primary key default gen_random_uuid(),
  cheese_id uuid not null references public.cheeses (id) on delete cascade,
  pairing_type text not null,
  pairing_name text not null,
  description text,
  rating integer,
  created_at timestamptz not null default now(),
  constraint pairings_pairing_type_check check (char_length(btrim(pairing_type)) > 0),
  constraint pairings_pairing_name_check check (char_length(btrim(pairing_name)) > 0),
  constraint pairings_rating_check check (rating is null or rating between 1 and 5)
);
comment on table public.pairings is 'What goes with a cheese (drinks, foods), optionally rated 1-5.';

create index pairings_cheese_id_idx on public.pairings (cheese_id);
create index pairings_created_at_idx on public.pairings (created_at desc);

-- ---------------------------------------------------------------- privileges
-- Supabase grants every table to the API roles by default; RLS decides. Anonymous visitors only ever
-- read these tables, so their write privileges are revoked outright.
revoke insert, update, delete, truncate, references, trigger
  on public.cheezopedia_entries, public.cheeses, public.pairings from anon;
revoke truncate, references, trigger
  on public.cheezopedia_entries, public.cheeses, public.pairings from authenticated;
grant select on public.cheezopedia_entries, public.cheeses, public.pairings to anon, authenticated;
grant insert, update, delete on public.cheezopedia_entries, public.cheeses, public.pairings to authenticated;

-- ---------------------------------------------------------------- row-level security
alter table public.cheezopedia_entries enable row level security;
alter table public.cheeses enable row level security;
alter table public.pairings enable row level security;

create policy "Everyone reads public entries"
  on public.cheezopedia_entries for select
  to anon, authenticated
  using (published_at is not null and published_at <= now() and archived_at is null);

create policy "Admins read all entries"
  on public.cheezopedia_entries for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins insert entries"
  on public.cheezopedia_entries for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins update entries"
  on public.cheezopedia_entries for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete entries"
  on public.cheezopedia_entries for delete
  to authenticated
  using ((select private.is_admin()));

create policy "Everyone reads cheeses"
  on public.cheeses for select
  to anon, authenticated
  using (true);

create policy "Admins insert cheeses"
  on public.cheeses for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins update cheeses"
  on public.cheeses for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete cheeses"
  on public.cheeses for delete
  to authenticated
  using ((select private.is_admin()));

create policy "Everyone reads pairings"
  on public.pairings for select
  to anon, authenticated
  using (true);

create policy "Admins insert pairings"
  on public.pairings for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins update pairings"
  on public.pairings for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete pairings"
  on public.pairings for delete
  to authenticated
  using ((select private.is_admin()));
