-- An entry lives at /{slug}; the site's own pages (/privacy, /terms, /login, /admin…) rank above it,
-- so an entry saved under one of their paths could never be opened. The list is the first path
-- segment of every fixed route of the site, the same as PAGE_PATH_SLUGS in src/domain/slug.ts (a
-- parity test holds the two together, and a unit test holds that list to the routes).
alter table public.cheezopedia_entries
  add constraint cheezopedia_entries_slug_not_a_page check (
    slug <> all (array[
      'admin', 'discover', 'forgot-password', 'login', 'partners', 'privacy', 'reset-password', 'signup', 'terms'
    ]::text[])
  );
