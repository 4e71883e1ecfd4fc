/**
 * Draft preview links and old slugs, enforced by Postgres through real supabase-js clients: a token
 * opens its own entry only, with the review's and editors' columns left out; revoked, expired, wrong
 * or malformed tokens open nothing; anon can neither list links nor make one; partners share only
 * their own drafts, never a published entry; the lifetime is the domain's constant. Old slugs: two
 * renames of a public entry lead both old slugs to the current one (one hop); a public entry taking
 * an old slug wins; a draft's renames are not kept; anon reads no history table; the link check's
 * reading of old slugs (src/domain/internal-links.ts, redirectTarget) answers what entry_redirect does.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { isPreviewToken, PREVIEW_LINK_DAYS } from '../../src/domain/preview-link';
import { bySlug, redirectTarget, resolveOldSlugs, type LinkTargetEntry } from '../../src/domain/internal-links';
import { must, startTestBackend, type TestBackend } from '../helpers/backend';

let b: TestBackend;
let service: SupabaseClient;
let admin: SupabaseClient;
let partner: SupabaseClient;
let user: SupabaseClient;
let anon: SupabaseClient;
let partnerId: string;

interface Link {
  id: string;
  token: string;
  expires_at: string;
}

async function entry(extra: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const slug = `preview-${id.slice(0, 8)}`;
  must(await service.from('cheezopedia_entries').insert({
    id, slug, title: `Entry ${slug}`, content: `Body of ${slug}.`, content_type: 'article', review_note: 'Private note of the reviewer', ...extra,
  }).select('id'), 'insert entry');
  return { id, slug };
}

async function share(client: SupabaseClient, entryId: string): Promise<Link> {
  const rows = must(await client.rpc('create_preview_link', { p_entry_id: entryId }), 'create_preview_link') as Link[];
  expect(rows).toHaveLength(1);
  return rows[0];
}

async function open(token: string, client: SupabaseClient = anon): Promise<Record<string, unknown> | null> {
  const { data, error } = await client.rpc('entry_preview', { p_token: token });
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

beforeAll(async () => {
  b = await startTestBackend();
  service = b.service();
  anon = b.anon();
  admin = await b.asDemo('admin');
  partner = await b.asDemo('partner');
  user = await b.asDemo('user');
  partnerId = (await partner.auth.getUser()).data.user!.id;
});
afterAll(async () => b?.close());

describe('preview links', () => {
  it("a token opens its own draft for anon, without the review's columns, and never another entry", async () => {
    const a = await entry();
    const other = await entry();
    const link = await share(admin, a.id);
    // The database's tokens have the shape the pages ask about (src/domain/preview-link.ts).
    expect(isPreviewToken(link.token)).toBe(true);
    const seen = await open(link.token);
    expect(seen?.id).toBe(a.id);
    expect(seen?.title).toBe(`Entry ${a.slug}`);
    expect(seen?.content).toBe(`Body of ${a.slug}.`);
    for (const hidden of ['review_note', 'review_status', 'submitted_at', 'updated_by', 'revision_of']) expect(seen?.[hidden], hidden).toBeNull();
    // Entry B's own link opens B; A's token never does, whatever else is asked.
    const otherLink = await share(admin, other.id);
    expect((await open(otherLink.token))?.id).toBe(other.id);
    expect((await open(link.token))?.id).toBe(a.id);
    // The draft itself stays out of anon's reach.
    expect(must(await anon.from('cheezopedia_entries').select('id').in('id', [a.id, other.id]), 'anon read')).toEqual([]);
  });

  it('only the hash of the token is stored, and the link lives PREVIEW_LINK_DAYS', async () => {
    const a = await entry();
    const link = await share(admin, a.id);
    const [row] = await b.sql<{ token_hash: string; days: number }>(
      `select encode(token_hash, 'hex') as token_hash, extract(epoch from expires_at - created_at) / 86400 as days from public.entry_preview_links where id = $1`, [link.id]);
    expect(row.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(Number(row.days)).toBe(PREVIEW_LINK_DAYS);
    const text = JSON.stringify(await b.sql(`select * from public.entry_preview_links where id = $1`, [link.id]));
    expect(text).not.toContain(link.token);
  });

  it('wrong, malformed, revoked and expired tokens open nothing', async () => {
    const a = await entry();
    const link = await share(admin, a.id);
    expect(await open('0'.repeat(64))).toBeNull();
    expect(await open(link.token.toUpperCase())).toBeNull();
    expect(await open(`${link.token} `)).toBeNull();
    expect(await open("' or true --")).toBeNull();
    expect(await open('')).toBeNull();

    // Expiry: the database's clock passes the link's end (the row's times moved 14 days and a second back).
    const late = await share(admin, a.id);
    expect((await open(late.token))?.id).toBe(a.id);
    await b.sql(`update public.entry_preview_links set created_at = created_at - interval '14 days 1 second', expires_at = expires_at - interval '14 days 1 second' where id = $1`, [late.id]);
    expect(await open(late.token)).toBeNull();

    // Revoked by its editor.
    must(await admin.from('entry_preview_links').update({ revoked_at: new Date().toISOString() }).eq('id', link.id).select('id'), 'revoke');
    expect(await open(link.token)).toBeNull();
  });

  it('anon cannot list, read, make or revoke links; a signed-in reader cannot either', async () => {
    const a = await entry();
    const link = await share(admin, a.id);
    const listed = await anon.from('entry_preview_links').select('*');
    expect(listed.data ?? []).toEqual([]);
    expect(listed.error?.message).toMatch(/permission denied/);
    expect((await anon.rpc('create_preview_link', { p_entry_id: a.id })).error?.message).toMatch(/permission denied/);
    const anonRevoke = await anon.from('entry_preview_links').update({ revoked_at: new Date().toISOString() }).eq('id', link.id).select('id');
    expect(anonRevoke.data ?? []).toEqual([]);
    expect(must(await user.from('entry_preview_links').select('id'), 'user list')).toEqual([]);
    expect((await user.rpc('create_preview_link', { p_entry_id: a.id })).error?.message).toMatch(/Only the entry's editors/);
    expect((await open(link.token))?.id).toBe(a.id);
  });

  it("a partner shares their own draft only; another's entry, a published one and others' links are refused", async () => {
    const own = await entry({ author_id: partnerId });
    const link = await share(partner, own.id);
    expect((await open(link.token))?.id).toBe(own.id);
    expect(must(await partner.from('entry_preview_links').select('id').eq('entry_id', own.id), 'own links')).toEqual([{ id: link.id }]);

    const adminDraft = await entry();
    expect((await partner.rpc('create_preview_link', { p_entry_id: adminDraft.id })).error?.message).toMatch(/Only the entry's editors/);
    const adminLink = await share(admin, adminDraft.id);
    expect(must(await partner.from('entry_preview_links').select('id').eq('id', adminLink.id), 'others')).toEqual([]);
    const revoke = await partner.from('entry_preview_links').update({ revoked_at: new Date().toISOString() }).eq('id', adminLink.id).select('id');
    expect(revoke.data ?? []).toEqual([]);
    expect((await open(adminLink.token))?.id).toBe(adminDraft.id);

    const published = await entry({ published_at: new Date(Date.now() - 60_000).toISOString() });
    expect((await admin.rpc('create_preview_link', { p_entry_id: published.id })).error?.message).toMatch(/only before it is published/);
    // A scheduled entry is not public yet: its admin may share it.
    const scheduled = await entry({ published_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await open((await share(admin, scheduled.id)).token))?.id).toBe(scheduled.id);
  });

  it('a revoke cannot touch anything but revoked_at', async () => {
    const a = await entry();
    const b2 = await entry();
    const link = await share(admin, a.id);
    const moved = await admin.from('entry_preview_links').update({ entry_id: b2.id }).eq('id', link.id).select('id');
    expect(moved.error?.message).toMatch(/permission denied/);
    const longer = await admin.from('entry_preview_links').update({ expires_at: '2999-01-01T00:00:00Z' }).eq('id', link.id).select('id');
    expect(longer.error?.message).toMatch(/permission denied/);
    expect((await open(link.token))?.id).toBe(a.id);
  });
});

describe('old slugs', () => {
  const redirect = async (slug: string) => {
    const { data, error } = await anon.rpc('entry_redirect', { p_slug: slug });
    if (error) throw new Error(error.message);
    return data as string | null;
  };
  const rename = async (id: string, slug: string) => must(await admin.from('cheezopedia_entries').update({ slug }).eq('id', id).select('slug'), 'rename');

  it('two renames of a public entry: both old slugs lead to the current one', async () => {
    const a = await entry({ published_at: new Date(Date.now() - 60_000).toISOString() });
    const second = `${a.slug}-second`;
    const third = `${a.slug}-third`;
    await rename(a.id, second);
    await rename(a.id, third);
    expect(await redirect(a.slug)).toBe(third);
    expect(await redirect(second)).toBe(third);
    expect(await redirect(third)).toBeNull();
    expect(await redirect('no-such-slug-ever')).toBeNull();
    // Back to the first slug: that row goes, the others lead there.
    await rename(a.id, a.slug);
    expect(await redirect(a.slug)).toBeNull();
    expect(await redirect(third)).toBe(a.slug);
    expect(await redirect(second)).toBe(a.slug);
  });

  it('a public entry that takes an old slug wins over the redirect; a draft taking it does not yet', async () => {
    const a = await entry({ published_at: new Date(Date.now() - 60_000).toISOString() });
    const old = a.slug;
    await rename(a.id, `${old}-renamed`);
    const taker = await entry({ slug: old });
    // A draft holds the slug: visitors still follow the redirect.
    expect(await redirect(old)).toBe(`${old}-renamed`);
    must(await admin.from('cheezopedia_entries').update({ published_at: new Date(Date.now() - 1000).toISOString() }).eq('id', taker.id).select('id'), 'publish');
    expect(await redirect(old)).toBeNull();
    // The new holder renamed while public: the old slug now leads to it.
    await rename(taker.id, `${old}-taker`);
    expect(await redirect(old)).toBe(`${old}-taker`);
  });

  it("a draft's renames are not kept, and an unpublished entry's old slugs lead nowhere", async () => {
    const d = await entry();
    await rename(d.id, `${d.slug}-x`);
    expect(must(await admin.from('entry_slug_history').select('slug').eq('entry_id', d.id), 'history')).toEqual([]);
    const p = await entry({ published_at: new Date(Date.now() - 60_000).toISOString() });
    await rename(p.id, `${p.slug}-x`);
    expect(await redirect(p.slug)).toBe(`${p.slug}-x`);
    must(await admin.from('cheezopedia_entries').update({ published_at: null }).eq('id', p.id).select('id'), 'unpublish');
    expect(await redirect(p.slug)).toBeNull();
  });

  it("the link check's redirectTarget answers what entry_redirect answers, from what an admin may read", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const a = await entry({ published_at: past });
    await rename(a.id, `${a.slug}-2`);
    await rename(a.id, `${a.slug}-3`);
    const b2 = await entry({ published_at: past });
    await rename(b2.id, `${b2.slug}-moved`);
    await entry({ slug: b2.slug }); // a draft takes the old slug: the redirect holds
    const c = await entry({ published_at: past });
    await rename(c.id, `${c.slug}-moved`);
    await entry({ slug: c.slug, published_at: past }); // a public entry takes it: no redirect
    const d = await entry({ published_at: past });
    await rename(d.id, `${d.slug}-moved`);
    must(await admin.from('cheezopedia_entries').update({ archived_at: past }).eq('id', d.id).select('id'), 'archive');
    const slugs = [a.slug, `${a.slug}-2`, `${a.slug}-3`, b2.slug, c.slug, d.slug, 'never-a-slug-here'];

    // What the admin's device learns: the history rows (as src/data/online/old-slugs.ts asks) and the entries.
    const history = must(await admin.from('entry_slug_history').select('slug,entry_id').in('slug', slugs), 'history') as { slug: string; entry_id: string }[];
    const entries = must(await admin.from('cheezopedia_entries').select('id,slug,title,published_at,archived_at'), 'entries') as LinkTargetEntry[];
    const known = bySlug(entries);
    const oldSlugs = resolveOldSlugs(new Map(history.map((h) => [h.slug, h.entry_id])), entries);
    for (const slug of slugs) {
      expect(redirectTarget(slug, known, oldSlugs, Date.now())?.slug ?? null, slug).toBe(await redirect(slug));
    }
    expect(await redirect(a.slug)).toBe(`${a.slug}-3`);
    expect(await redirect(b2.slug)).toBe(`${b2.slug}-moved`);
    // A partner reads no history: the link check falls back to calling such links missing.
    expect(must(await partner.from('entry_slug_history').select('slug').in('slug', slugs), 'partner')).toEqual([]);
  });

  it('anon and readers cannot read or write the history', async () => {
    const listed = await anon.from('entry_slug_history').select('*');
    expect(listed.data ?? []).toEqual([]);
    expect(listed.error?.message).toMatch(/permission denied/);
    expect(must(await user.from('entry_slug_history').select('slug'), 'user')).toEqual([]);
    const a = await entry({ published_at: new Date(Date.now() - 60_000).toISOString() });
    const forged = await admin.from('entry_slug_history').insert({ slug: 'forged-slug', entry_id: a.id });
    expect(forged.error?.message).toMatch(/permission denied/);
  });
});
