-- Editors' workflow: share links to a draft (preview links) and old slugs that keep answering.
-- Decision record: docs/decisions/0024-preview-links-and-old-slugs.md.
--
-- Preview links. The builder of an entry that is not public (an admin, or a partner for their own
-- unpublished entry: the entries' update policy) creates a link; the database draws its token
-- (two random UUIDs: 244 random bits, 64 hex characters) and keeps only its SHA-256. The token is
-- answered once, to its creator. A link lives PREVIEW_LINK_DAYS (src/domain/preview-link.ts: 14
-- days; tests/backend/preview-links.test.ts holds the two together) unless revoked. Opening
-- /preview/<token> asks public.entry_preview(token): one entry's public columns, for that token
-- only; a wrong, revoked or expired token gets null (the page answers a plain 404). Anon never
-- reads the links table.
--
-- Old slugs. When an entry that is public (private.entry_is_public) changes its slug, the old slug is
-- kept with the entry's id; public.entry_redirect(slug) answers the entry's current slug, so the old
-- URL redirects in one hop however many renames followed. A public entry now holding that slug
-- shadows the row (it wins over the redirect); renaming that entry later takes the row over. Drafts'
-- and scheduled entries' renames are not kept: nobody outside could have linked to them.

-- ---------------------------------------------------------------- preview links
create table public.entry_preview_links (
  id uuid primary key default gen_random_uuid(),
  entry_id uuid not null references public.cheezopedia_entries (id) on delete cascade,
  token_hash bytea not null,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  constraint entry_preview_links_token_hash_key unique (token_hash),
  constraint entry_preview_links_token_hash_size check (octet_length(token_hash) = 32)
);
create index entry_preview_links_entry_id_idx on public.entry_preview_links (entry_id);
create index entry_preview_links_created_by_idx on public.entry_preview_links (created_by);
alter table public.entry_preview_links enable row level security;
comment on table public.entry_preview_links is
  'Share links to an unpublished entry: SHA-256 of the token only. Created by create_preview_link, read by entry_preview (a token opens its entry only).';

/** Whether the caller may share a preview of the entry: they may update it, and it is not public. */
create or replace function private.may_share_preview(p_entry_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.cheezopedia_entries e
     where e.id = p_entry_id
       and not private.entry_is_public(e.published_at, e.archived_at)
       and (private.is_admin()
            or (private.has_role('partner') and e.author_id = auth.uid() and e.published_at is null))
  )
$$;
revoke all on function private.may_share_preview(uuid) from public, anon;
grant execute on function private.may_share_preview(uuid) to authenticated, service_role;

-- Editors read and revoke the links of the entries they may share; nobody writes them directly.
create policy "Editors read the preview links of entries they may share"
  on public.entry_preview_links for select
  to authenticated
  using ((select private.may_share_preview(entry_id)));
create policy "Editors revoke the preview links of entries they may share"
  on public.entry_preview_links for update
  to authenticated
  using ((select private.may_share_preview(entry_id)))
  with check ((select private.may_share_preview(entry_id)));
revoke all on public.entry_preview_links from anon, authenticated;
grant select on public.entry_preview_links to authenticated;
grant update (revoked_at) on public.entry_preview_links to authenticated;
grant all on public.entry_preview_links to service_role;

/** At most this many live links per entry (a bound on the table, not a secret). */
create or replace function private.create_preview_link(p_entry_id uuid)
returns table (id uuid, token text, expires_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  t text := replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');
  live integer;
begin
  if not private.may_share_preview(p_entry_id) then
    raise exception 'Only the entry''s editors can share a preview, and only before it is published.' using errcode = '42501';
  end if;
  select count(*) into live from public.entry_preview_links l
   where l.entry_id = p_entry_id and l.revoked_at is null and l.expires_at > pg_catalog.now();
  if live >= 20 then
    raise exception 'This entry already has 20 live preview links: revoke one first.' using errcode = 'P0001';
  end if;
  return query
  insert into public.entry_preview_links as l (entry_id, token_hash, created_by, expires_at)
  values (p_entry_id, pg_catalog.sha256(pg_catalog.convert_to(t, 'UTF8')), auth.uid(), pg_catalog.now() + interval '14 days')
  returning l.id, t, l.expires_at;
end;
$$;
revoke all on function private.create_preview_link(uuid) from public, anon;
grant execute on function private.create_preview_link(uuid) to authenticated, service_role;

create or replace function public.create_preview_link(p_entry_id uuid)
returns table (id uuid, token text, expires_at timestamptz)
language sql
volatile
security invoker
set search_path = ''
as $$ select * from private.create_preview_link(p_entry_id) $$;
comment on function public.create_preview_link(uuid) is
  'A new preview link to an entry that is not public (its admin or partner editor): the token, shown once, and its expiry (14 days). Calls private.create_preview_link.';
revoke all on function public.create_preview_link(uuid) from public, anon;
grant execute on function public.create_preview_link(uuid) to authenticated, service_role;

/**
 * The entry a live token opens, as its public page shows it: every column but the review's and the
 * editors' own (review_note, review_status, submitted_at, updated_by, revision_of are null). Null for
 * a token that is malformed, unknown, revoked or expired. The token is checked by its hash (an index
 * look-up): guessing 244 bits is hopeless, so the lookup is the whole cost of a wrong try.
 */
create or replace function private.entry_preview(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.to_jsonb(e)
         operator(pg_catalog.||) pg_catalog.jsonb_build_object('review_note', null, 'review_status', null, 'submitted_at', null, 'updated_by', null, 'revision_of', null)
    from public.entry_preview_links l
    join public.cheezopedia_entries e on e.id = l.entry_id
   where p_token ~ '^[0-9a-f]{64}$'
     and l.token_hash = pg_catalog.sha256(pg_catalog.convert_to(p_token, 'UTF8'))
     and l.revoked_at is null
     and l.expires_at > pg_catalog.now()
$$;
revoke all on function private.entry_preview(text) from public;
grant execute on function private.entry_preview(text) to anon, authenticated, service_role;

create or replace function public.entry_preview(p_token text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$ select private.entry_preview(p_token) $$;
comment on function public.entry_preview(text) is
  'The entry a live preview token opens (its public columns), else null. Calls private.entry_preview.';
revoke all on function public.entry_preview(text) from public;
grant execute on function public.entry_preview(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- old slugs
create table public.entry_slug_history (
  slug text primary key,
  entry_id uuid not null references public.cheezopedia_entries (id) on delete cascade,
  renamed_at timestamptz not null default now()
);
create index entry_slug_history_entry_id_idx on public.entry_slug_history (entry_id);
alter table public.entry_slug_history enable row level security;
comment on table public.entry_slug_history is
  'Old slugs of entries renamed while public (one row per slug, the last entry that left it): entry_redirect answers the current slug.';

create policy "Admins read old slugs"
  on public.entry_slug_history for select
  to authenticated
  using ((select private.is_admin()));
revoke all on public.entry_slug_history from anon, authenticated;
grant select on public.entry_slug_history to authenticated;
grant all on public.entry_slug_history to service_role;

create or replace function private.keep_old_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.slug is distinct from old.slug and private.entry_is_public(old.published_at, old.archived_at) then
    insert into public.entry_slug_history as h (slug, entry_id) values (old.slug, new.id)
    on conflict (slug) do update set entry_id = excluded.entry_id, renamed_at = pg_catalog.now();
  end if;
  -- An entry taking back one of its own old slugs needs no redirect from it.
  delete from public.entry_slug_history h where h.slug = new.slug and h.entry_id = new.id;
  return new;
end;
$$;
revoke all on function private.keep_old_slug() from public, anon, authenticated;

create trigger keep_old_slug
  after update of slug on public.cheezopedia_entries
  for each row when (new.slug is distinct from old.slug)
  execute function private.keep_old_slug();

/**
 * The current slug of the public entry that `p_slug` used to name, else null: null too when a
 * public entry holds `p_slug` now (it wins) or when the entry is not public.
 */
create or replace function private.entry_redirect(p_slug text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select e.slug
    from public.entry_slug_history h
    join public.cheezopedia_entries e on e.id = h.entry_id
   where h.slug = p_slug
     and e.slug operator(pg_catalog.<>) p_slug
     and private.entry_is_public(e.published_at, e.archived_at)
     and not exists (
       select 1 from public.cheezopedia_entries x
        where x.slug = p_slug and private.entry_is_public(x.published_at, x.archived_at))
$$;
revoke all on function private.entry_redirect(text) from public;
grant execute on function private.entry_redirect(text) to anon, authenticated, service_role;

create or replace function public.entry_redirect(p_slug text)
returns text
language sql
stable
security invoker
set search_path = ''
as $$ select private.entry_redirect(p_slug) $$;
comment on function public.entry_redirect(text) is
  'Where an old slug of a public entry leads now (its current slug), else null. Calls private.entry_redirect.';
revoke all on function public.entry_redirect(text) from public;
grant execute on function public.entry_redirect(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- /preview is a page of the site
-- No entry may take the path (PAGE_PATH_SLUGS in src/domain/slug.ts, held by the slug parity test);
-- NOT VALID as before: a row already holding it on a live project is left as it is.
alter table public.cheezopedia_entries drop constraint cheezopedia_entries_slug_not_a_page;
alter table public.cheezopedia_entries
  add constraint cheezopedia_entries_slug_not_a_page check (
    slug <> all (array[
      'admin', 'cheese-types', 'discover', 'forgot-password', 'login', 'partners', 'preview', 'privacy', 'reset-password', 'search', 'signup', 'terms'
    ]::text[])
  ) not valid;
