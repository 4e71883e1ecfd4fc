/**
 * Partner authoring with review, enforced by Postgres: the partner rows of the RLS matrix (own vs
 * another partner's drafts, revisions, review events, bylines) and every escalation the issue names —
 * publishing directly (insert, update, RPC), editing another partner's entry, changing the author,
 * setting the review state or note — each performed through real supabase-js clients and refused.
 * Then the review flow: submit, request changes with a note, resubmit, publish; a revision of a
 * published entry stays offline until approved and is then applied onto the published entry.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SUBMISSION_CHANGED_CODE } from '../../src/domain/review';
import { startTestBackend, type TestBackend } from '../helpers/backend';

const PASSWORD = 'partner-password-1';

let b: TestBackend;
let service: SupabaseClient;
let admin: SupabaseClient;
let anon: SupabaseClient;
let user: SupabaseClient;
const partners: { client: SupabaseClient; id: string }[] = [];

async function makePartner(tag: string): Promise<{ client: SupabaseClient; id: string }> {
  const email = `partner-${tag}-${randomUUID().slice(0, 6)}@partners.test`;
  const client = b.anon();
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { name: `Partner ${tag}` } } });
  if (error || !data.user) throw new Error(error?.message ?? 'no user');
  const r = await service.from('profiles').update({ role: 'partner' }).eq('id', data.user.id);
  if (r.error) throw new Error(r.error.message);
  return { client, id: data.user.id };
}

function draft(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomUUID();
  return { id, slug: `partner-${id.slice(0, 8)}`, title: 'A partner draft', content: 'Some **markdown**.', content_type: 'recipe', ...extra };
}

async function row(id: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await service.from('cheezopedia_entries').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

/** A draft of partner `p` created through their own client (the outbox sends author_id null). */
async function ownDraft(p: { client: SupabaseClient }, extra: Record<string, unknown> = {}): Promise<string> {
  const d = draft({ author_id: null, ...extra });
  const { error } = await p.client.from('cheezopedia_entries').insert(d);
  if (error) throw new Error(`own draft: ${error.message}`);
  return d.id as string;
}

/** The version a reviewer would see now (what the review screen sends with its decision). */
async function versionOf(id: string): Promise<number> {
  return (await row(id))?.version as number;
}

beforeAll(async () => {
  b = await startTestBackend();
  service = b.service();
  anon = b.anon();
  admin = await b.asDemo('admin');
  user = await b.asDemo('user');
  partners.push(await makePartner('a'), await makePartner('b'));
});
afterAll(async () => b?.close());

describe('partner rows of the RLS matrix', () => {
  it('a partner inserts a draft as its author, reads it, updates and deletes it', async () => {
    const [p] = partners;
    const id = await ownDraft(p);
    expect((await row(id))?.author_id).toBe(p.id);
    expect((await p.client.from('cheezopedia_entries').select('id').eq('id', id)).data).toHaveLength(1);
    const up = await p.client.from('cheezopedia_entries').update({ title: 'Renamed draft' }).eq('id', id).select('title');
    expect(up.error).toBeNull();
    expect(up.data).toEqual([{ title: 'Renamed draft' }]);
    const del = await p.client.from('cheezopedia_entries').delete().eq('id', id).select('id');
    expect(del.data).toEqual([{ id }]);
  });

  it("another partner, a user and anon cannot read a partner's draft; admins can", async () => {
    const [p, other] = partners;
    const id = await ownDraft(p, { review_status: 'in_review' });
    for (const c of [other.client, user, anon]) {
      const { data, error } = await c.from('cheezopedia_entries').select('id').eq('id', id);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    expect((await admin.from('cheezopedia_entries').select('id').eq('id', id)).data).toHaveLength(1);
  });

  it("editing or deleting another partner's entry changes nothing", async () => {
    const [p, other] = partners;
    const id = await ownDraft(p);
    const up = await other.client.from('cheezopedia_entries').update({ title: 'Hijacked' }).eq('id', id).select('id');
    expect(up.error).toBeNull();
    expect(up.data).toEqual([]);
    const del = await other.client.from('cheezopedia_entries').delete().eq('id', id).select('id');
    expect(del.data).toEqual([]);
    expect((await row(id))?.title).toBe('A partner draft');
  });

  it('a partner cannot insert an entry authored by someone else', async () => {
    const [p, other] = partners;
    const d = draft({ author_id: other.id });
    const { error, status } = await p.client.from('cheezopedia_entries').insert(d);
    expect(error?.code).toBe('42501');
    expect(status).toBe(403);
    expect(await row(d.id as string)).toBeNull();
  });

  it('a plain user cannot write entries at all', async () => {
    const d = draft();
    const { error } = await user.from('cheezopedia_entries').insert(d);
    expect(error?.code).toBe('42501');
    expect(await row(d.id as string)).toBeNull();
  });
});

describe('escalation attempts (each refused)', () => {
  it('publishing directly: inserting with published_at', async () => {
    const [p] = partners;
    const d = draft({ published_at: new Date().toISOString() });
    const { error, status } = await p.client.from('cheezopedia_entries').insert(d);
    expect(error?.code).toBe('42501');
    expect(status).toBe(403);
    expect(await row(d.id as string)).toBeNull();
  });

  it('publishing directly: setting published_at on an own draft', async () => {
    const [p] = partners;
    const id = await ownDraft(p);
    const { error, status } = await p.client.from('cheezopedia_entries').update({ published_at: new Date().toISOString() }).eq('id', id);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/cannot publish/);
    expect(status).toBe(403);
    expect((await row(id))?.published_at).toBeNull();
  });

  it("a taken draft slug answers 23505 with the slug only: not whose entry, its title or content", async () => {
    const [p] = partners;
    const secret = draft({ title: 'Admin secret launch', content: 'Embargoed until spring.' });
    must(await admin.from('cheezopedia_entries').insert(secret));
    const clash = await p.client.from('cheezopedia_entries').insert(draft({ author_id: null, slug: secret.slug }));
    expect(clash.error?.code).toBe('23505');
    const said = JSON.stringify(clash.error);
    for (const hidden of [secret.id as string, 'Admin secret launch', 'Embargoed']) expect(said).not.toContain(hidden);
    expect((await p.client.from('cheezopedia_entries').select('id,title').eq('slug', secret.slug as string)).data).toEqual([]);
  });

  it('publishing directly: calling the review RPC', async () => {
    const [p] = partners;
    const id = await ownDraft(p, { review_status: 'in_review' });
    const pub = await p.client.rpc('publish_submission', { p_entry_id: id, p_version: await versionOf(id) });
    expect(pub.error?.code).toBe('42501');
    const note = await p.client.rpc('request_changes', { p_entry_id: id, p_version: await versionOf(id), p_note: 'self-approved' });
    expect(note.error?.code).toBe('42501');
    expect(await row(id)).toMatchObject({ published_at: null, review_status: 'in_review', review_note: null });
  });

  it('setting the review state or note: changes_requested, a note, archived_at, featured', async () => {
    const [p] = partners;
    const id = await ownDraft(p);
    const state = await p.client.from('cheezopedia_entries').update({ review_status: 'changes_requested' }).eq('id', id);
    expect(state.error?.code).toBe('42501');
    const arch = await p.client.from('cheezopedia_entries').update({ archived_at: new Date().toISOString() }).eq('id', id);
    expect(arch.error?.code).toBe('42501');
    const bogus = await p.client.from('cheezopedia_entries').insert(draft({ review_status: 'changes_requested' }));
    expect(bogus.error?.code).toBe('42501');
    // Reviewer-owned columns are kept whatever the client sends.
    await p.client.from('cheezopedia_entries').update({ review_note: 'Looks great, publish!', featured: true }).eq('id', id);
    expect(await row(id)).toMatchObject({ review_note: null, featured: false });
  });

  it('changing the author of an own draft', async () => {
    const [p, other] = partners;
    const id = await ownDraft(p);
    const { error, status } = await p.client.from('cheezopedia_entries').update({ author_id: other.id }).eq('id', id);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/author/);
    expect(status).toBe(403);
    expect((await row(id))?.author_id).toBe(p.id);
  });

  it("editing a published entry in place, or revising another partner's", async () => {
    const [p, other] = partners;
    const id = await ownDraft(p, { review_status: 'in_review' });
    must(await admin.rpc('publish_submission', { p_entry_id: id, p_version: await versionOf(id) }));
    const up = await p.client.from('cheezopedia_entries').update({ title: 'Silently changed live' }).eq('id', id).select('id');
    expect(up.data).toEqual([]);
    expect((await row(id))?.title).toBe('A partner draft');
    const unpublish = await p.client.from('cheezopedia_entries').delete().eq('id', id).select('id');
    expect(unpublish.data).toEqual([]);
    const rev = draft({ revision_of: id, slug: (await row(id))?.slug });
    const stolen = await other.client.from('cheezopedia_entries').insert(rev);
    expect(stolen.error?.code).toBe('42501');
    expect(await row(rev.id as string)).toBeNull();
  });

  it('editing while in review is refused until withdrawn', async () => {
    const [p] = partners;
    const id = await ownDraft(p, { review_status: 'in_review' });
    const edit = await p.client.from('cheezopedia_entries').update({ title: 'Sneaky edit in review' }).eq('id', id);
    expect(edit.error?.code).toBe('42501');
    const withdraw = await p.client.from('cheezopedia_entries').update({ review_status: null }).eq('id', id);
    expect(withdraw.error).toBeNull();
    expect(await row(id)).toMatchObject({ review_status: null, submitted_at: null });
  });

  it("review events, bylines and views of other partners stay theirs", async () => {
    const [p, other] = partners;
    const id = await ownDraft(p, { review_status: 'in_review' });
    must(await admin.rpc('request_changes', { p_entry_id: id, p_version: await versionOf(id), p_note: 'Add a photo.' }));
    expect((await other.client.from('review_events').select('id').eq('entry_id', id)).data).toEqual([]);
    expect((await p.client.from('review_events').select('note').eq('entry_id', id)).data).toEqual([{ note: 'Add a photo.' }]);
    const writeEvent = await p.client.from('review_events').insert({ entry_id: id, action: 'published', title: 'x' });
    expect(writeEvent.error?.code).toBe('42501');
    const claim = await p.client.rpc('claim_review_event', { p_event_id: randomUUID() });
    expect(claim.error?.code).toBe('42501');
    const byline = await other.client.from('partner_profiles').insert({ id: p.id, name: 'Impostor' });
    expect(byline.error?.code).toBe('42501');
    const userByline = await user.from('partner_profiles').insert({ id: (await user.auth.getUser()).data.user!.id, name: 'Not a partner' });
    expect(userByline.error?.code).toBe('42501');
  });
});

function must<T>(res: { data: T; error: { message: string } | null }): T {
  if (res.error) throw new Error(res.error.message);
  return res.data;
}

describe('review flow', () => {
  it('submit → changes requested with a note → resubmit → publish', async () => {
    const [p] = partners;
    const id = await ownDraft(p);
    must(await p.client.from('cheezopedia_entries').update({ review_status: 'in_review' }).eq('id', id));
    expect((await row(id))?.submitted_at).not.toBeNull();
    const empty = await admin.rpc('request_changes', { p_entry_id: id, p_version: await versionOf(id), p_note: '   ' });
    expect(empty.error?.message).toBe('Please write a note for the author');
    must(await admin.rpc('request_changes', { p_entry_id: id, p_version: await versionOf(id), p_note: 'Please add the ageing time.' }));
    const seen = must(await p.client.from('cheezopedia_entries').select('review_status,review_note').eq('id', id).single());
    expect(seen).toEqual({ review_status: 'changes_requested', review_note: 'Please add the ageing time.' });
    must(await p.client.from('cheezopedia_entries').update({ content: 'Aged 12 months.' }).eq('id', id));
    must(await p.client.from('cheezopedia_entries').update({ review_status: 'in_review' }).eq('id', id));
    const result = must(await admin.rpc('publish_submission', { p_entry_id: id, p_version: await versionOf(id) })) as { entry_id: string; event_id: string };
    expect(result.entry_id).toBe(id);
    const published = await row(id);
    expect(published).toMatchObject({ review_status: null, review_note: null, content: 'Aged 12 months.' });
    expect(published?.published_at).not.toBeNull();
    expect((await anon.from('cheezopedia_entries').select('id').eq('id', id)).data).toHaveLength(1);
    const again = await admin.rpc('publish_submission', { p_entry_id: id, p_version: await versionOf(id) });
    expect(again.error?.message).toBe('This entry is not waiting for review');
  });

  it('a decision applies only to the version the reviewer read: withdraw, edit, resubmit meanwhile → refused', async () => {
    const [p] = partners;
    const id = await ownDraft(p, { review_status: 'in_review', title: 'Version one', content: 'What the admin read.' });
    const seen = await versionOf(id); // the admin opens the submission
    must(await p.client.from('cheezopedia_entries').update({ review_status: null }).eq('id', id));
    must(await p.client.from('cheezopedia_entries').update({ title: 'Version four', content: '[Deal](https://evil.example)' }).eq('id', id));
    must(await p.client.from('cheezopedia_entries').update({ review_status: 'in_review' }).eq('id', id));
    expect(await versionOf(id)).toBe(seen + 3);

    const pub = await admin.rpc('publish_submission', { p_entry_id: id, p_version: seen });
    expect(pub.error?.code).toBe(SUBMISSION_CHANGED_CODE);
    expect(pub.error?.message).toBe('This submission changed since you opened it');
    expect(pub.status).toBe(400);
    const note = await admin.rpc('request_changes', { p_entry_id: id, p_version: seen, p_note: 'Fine apart from the photo.' });
    expect(note.error?.code).toBe(SUBMISSION_CHANGED_CODE);
    // Nothing of the unseen version went live, no decision was recorded.
    expect(await row(id)).toMatchObject({ published_at: null, review_status: 'in_review', review_note: null, title: 'Version four' });
    expect((await anon.from('cheezopedia_entries').select('id').eq('id', id)).data).toEqual([]);
    expect(must(await admin.from('review_events').select('id').eq('entry_id', id))).toEqual([]);

    // Without a version there is no decision at all (the old one-argument call).
    const bare = await admin.rpc('publish_submission', { p_entry_id: id });
    expect(bare.error).not.toBeNull();
    expect((await row(id))?.published_at).toBeNull();

    // The reviewer reads the new version and publishes exactly that.
    must(await admin.rpc('publish_submission', { p_entry_id: id, p_version: await versionOf(id) }));
    expect(must(await anon.from('cheezopedia_entries').select('title').eq('id', id))).toEqual([{ title: 'Version four' }]);
  });

  it('a revision keeps the published version online until approved, then replaces it', async () => {
    const [p] = partners;
    const id = await ownDraft(p, { review_status: 'in_review', title: 'Original title' });
    must(await admin.rpc('publish_submission', { p_entry_id: id, p_version: await versionOf(id) }));
    const slug = (await row(id))?.slug as string;
    const revId = randomUUID();
    must(await p.client.from('cheezopedia_entries').insert({ id: revId, revision_of: id, slug, title: 'Revised title', content: 'New body', content_type: 'recipe', author_id: null }));
    const second = await p.client.from('cheezopedia_entries').insert(draft({ revision_of: id, slug }));
    expect(second.error?.code).toBe('23505');
    must(await p.client.from('cheezopedia_entries').update({ review_status: 'in_review' }).eq('id', revId));
    const live = must(await anon.from('cheezopedia_entries').select('title').eq('slug', slug));
    expect(live).toEqual([{ title: 'Original title' }]);
    const result = must(await admin.rpc('publish_submission', { p_entry_id: revId, p_version: await versionOf(revId) })) as { entry_id: string };
    expect(result.entry_id).toBe(id);
    expect(must(await anon.from('cheezopedia_entries').select('id,title,content').eq('slug', slug))).toEqual([{ id, title: 'Revised title', content: 'New body' }]);
    expect(await row(revId)).toBeNull();
    const events = must(await p.client.from('review_events').select('action').eq('entry_id', id).order('created_at'));
    expect(events).toEqual([{ action: 'published' }, { action: 'published' }]);
  });
});

describe('review mail', () => {
  it('the partner is mailed once per decision, through review-notify as the admin; others are refused', async () => {
    const { readMailbox } = await import('../../supabase/local/mail-viewer.ts');
    const [p] = partners;
    const id = await ownDraft(p, { review_status: 'in_review', title: 'Mail me maybe' });
    const { event_id } = must(await admin.rpc('request_changes', { p_entry_id: id, p_version: await versionOf(id), p_note: 'Shorter intro, please.' })) as { event_id: string };
    const call = async (token: string | null) =>
      fetch(`${b.url}/.netlify/functions/review-notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ eventId: event_id }),
      });
    const partnerToken = (await p.client.auth.getSession()).data.session!.access_token;
    expect((await call(null)).status).toBe(401);
    expect((await call(partnerToken)).status).toBe(403);
    const adminToken = (await admin.auth.getSession()).data.session!.access_token;
    const first = await call(adminToken);
    expect(await first.json()).toEqual({ sent: true });
    expect(await (await call(adminToken)).json()).toEqual({ sent: false });
    const email = (await p.client.auth.getUser()).data.user!.email!;
    const mails = (await readMailbox(b.mailboxDir)).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Changes requested: Mail me maybe');
    expect(mails[0].text).toContain('Shorter intro, please.');
  });
});

describe('admin publishing outside the queue', () => {
  it('an entry published from the builder leaves the review queue', async () => {
    const [p] = partners;
    const id = await ownDraft(p, { review_status: 'in_review' });
    must(await admin.from('cheezopedia_entries').update({ published_at: new Date().toISOString() }).eq('id', id));
    expect(await row(id)).toMatchObject({ review_status: null, submitted_at: null });
  });
});

describe('partner images (storage)', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const blob = (n = 1) => new Blob([new Uint8Array(PNG.byteLength * n).map((_, i) => PNG[i % PNG.byteLength])], { type: 'image/png' });
  const size = async (bucket: string, path: string) => {
    const res = await fetch(service.storage.from(bucket).getPublicUrl(path).data.publicUrl);
    return res.ok ? (await res.arrayBuffer()).byteLength : null;
  };

  it('a partner writes no object through the Storage API (the image-upload function stores theirs); they delete only their own older files', async () => {
    const [p, other] = partners;
    // Anywhere, their own folders included: refused (their pictures go through the function, which
    // checks and cleans them: tests/backend/image-attacks.test.ts).
    for (const [bucket, path] of [['cheezopedia', `articles/${randomUUID()}.png`], ['cheezopedia', `avatars/${randomUUID()}.png`], ['cheezopedia', `matrix/${randomUUID()}.png`], ['cheeses', `${randomUUID()}.png`]]) {
      expect((await p.client.storage.from(bucket).upload(path, blob(), { contentType: 'image/png' })).error?.message, path).toMatch(/row-level security/);
      expect(await size(bucket, path), path).toBeNull();
    }
    // A file a partner uploaded before (owned by them): they may still delete it, nobody else can
    // replace or delete it.
    const mine = `articles/${randomUUID()}.png`;
    expect((await service.storage.from('cheezopedia').upload(mine, blob(), { contentType: 'image/png' })).error).toBeNull();
    await b.sql(`update storage.objects set owner = $1::uuid, owner_id = $1 where bucket_id = 'cheezopedia' and name = $2`, [p.id, mine]);
    expect((await p.client.storage.from('cheezopedia').upload(mine, blob(2), { contentType: 'image/png', upsert: true })).error).not.toBeNull();
    expect(await size('cheezopedia', mine)).toBe(PNG.byteLength);
    expect((await other.client.storage.from('cheezopedia').remove([mine])).data).toEqual([]);
    expect(await size('cheezopedia', mine)).toBe(PNG.byteLength);
    expect((await p.client.storage.from('cheezopedia').remove([mine])).data).toHaveLength(1);
    expect(await size('cheezopedia', mine)).toBeNull();
  });
});
