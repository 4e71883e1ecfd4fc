/**
 * Version history, trash and activity (migration 20261127030000), written by the database: each
 * write path leaves exactly one version with its path and author; restore writes an old version back
 * as a new one with the version check; the trash keeps deleted rows for 30 days; the activity log
 * names who did what; row-level security keeps all of it from those who may not read it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { must, startTestBackend, type TestBackend } from '../helpers/backend';

let b: TestBackend;
let admin: SupabaseClient;
let adminId: string;
let partner: SupabaseClient;
let partnerId: string;
let user: SupabaseClient;

interface VersionRow {
  id: number;
  table_name: string;
  row_id: string;
  version: number;
  kind: string;
  path: string;
  changed_by: string | null;
  changed_fields: string[];
  row_data: Record<string, unknown>;
}

beforeAll(async () => {
  b = await startTestBackend();
  admin = await b.asDemo('admin');
  adminId = (await admin.auth.getUser()).data.user!.id;
  user = await b.asDemo('user');
  partner = b.anon();
  const email = `partner-history-${randomUUID().slice(0, 6)}@partners.test`;
  const { data, error } = await partner.auth.signUp({ email, password: 'partner-password-1', options: { data: { name: 'History partner' } } });
  if (error || !data.user) throw new Error(error?.message ?? 'no user');
  partnerId = data.user.id;
  must(await b.service().from('profiles').update({ role: 'partner' }).eq('id', partnerId).select('id'), 'partner role');
});
afterAll(async () => b?.close());

/** A row's history as the service role reads it (every column, JSON as JSON). */
async function history(table: string, id: string): Promise<VersionRow[]> {
  return must(await b.service().from('row_versions').select('*').eq('table_name', table).eq('row_id', id).order('id'), 'history') as VersionRow[];
}

async function activity(filter: { row_id?: string; action?: string; table_name?: string }): Promise<{ action: string; actor: string | null; label: string; detail: Record<string, unknown> }[]> {
  let q = b.service().from('activity_events').select('action,actor,label,detail');
  for (const [k, v] of Object.entries(filter)) q = q.eq(k, v);
  return must(await q.order('id'), 'activity') as { action: string; actor: string | null; label: string; detail: Record<string, unknown> }[];
}

async function newEntry(client: SupabaseClient = admin, extra: Record<string, unknown> = {}): Promise<{ id: string; version: number }> {
  const id = randomUUID();
  const row = must(
    await client.from('cheezopedia_entries').insert({ id, slug: `history-${id.slice(0, 8)}`, title: 'First title', content: 'First words here.', ...extra }).select('id,version').single(),
    'insert entry',
  );
  return row as { id: string; version: number };
}

async function newCheese(name: string): Promise<string> {
  const row = must(
    await admin.from('cheeses').insert({ name, type: 'Hard', milk: 'Cow', origin_country: 'France', description: 'Nutty.', image_url: '/images/cheeses/comte.svg' }).select('id').single(),
    'insert cheese',
  );
  return (row as { id: string }).id;
}

describe('each write path leaves exactly one version, with its path and author', () => {
  it('form and offline replay: the client names the path in a request header', async () => {
    const e = await newEntry();
    must(await admin.from('cheezopedia_entries').update({ title: 'Second title' }).eq('id', e.id).eq('version', 1).setHeader('x-write-path', 'form').select('id'), 'form save');
    must(await admin.from('cheezopedia_entries').update({ content: 'Replayed words.' }).eq('id', e.id).eq('version', 2).setHeader('x-write-path', 'offline_replay').select('id'), 'replay');
    const h = await history('cheezopedia_entries', e.id);
    expect(h.map((v) => [v.version, v.path, v.changed_by, v.kind])).toEqual([
      [1, 'form', adminId, 'update'],
      [2, 'offline_replay', adminId, 'update'],
    ]);
    expect(h[0].row_data.title).toBe('First title');
    expect(h[0].changed_fields).toEqual(['title']);
    expect(h[1].changed_fields).toEqual(['content']);
  });

  it('a header naming a privileged path is not believed: the write is "other"', async () => {
    const e = await newEntry();
    must(await admin.from('cheezopedia_entries').update({ title: 'Claimed' }).eq('id', e.id).setHeader('x-write-path', 'import').select('id'), 'save');
    expect((await history('cheezopedia_entries', e.id)).map((v) => v.path)).toEqual(['other']);
  });

  it('SQL and the service role: "other", no author', async () => {
    const e = await newEntry();
    await b.sql(`update public.cheezopedia_entries set title = 'By SQL' where id = $1`, [e.id]);
    must(await b.service().from('cheezopedia_entries').update({ title: 'By service' }).eq('id', e.id).select('id'), 'service');
    expect((await history('cheezopedia_entries', e.id)).map((v) => [v.path, v.changed_by])).toEqual([
      ['other', null],
      ['other', null],
    ]);
  });

  it('CSV re-import: path "import", one version per cheese, one import event for the call', async () => {
    const ids = [await newCheese('History Comté'), await newCheese('History Beaufort')];
    const rows = ids.map((id, i) => ({ id, name: `History ${i ? 'Beaufort' : 'Comté'}`, type: 'Hard', milk: 'Cow', origin_country: 'France', description: `Re-imported ${i}.`, image_url: '/images/cheeses/comte.svg' }));
    const answer = must(await admin.rpc('update_imported_cheeses', { rows }), 'update import') as { ok: boolean }[];
    expect(answer).toEqual([expect.objectContaining({ ok: true }), expect.objectContaining({ ok: true })]);
    for (const id of ids) {
      const h = await history('cheeses', id);
      expect(h.map((v) => [v.path, v.changed_by, v.row_data.description])).toEqual([['import', adminId, 'Nutty.']]);
    }
    const events = await activity({ action: 'import', table_name: 'cheeses' });
    expect(events.map((x) => [x.label, x.detail.rows, x.actor])).toEqual([['2 rows', 2, adminId]]);
  });

  it('an import in several calls is one activity event when its calls name the run (x-import-id), else one per call', async () => {
    const batch = async (run?: string) => {
      const row = { id: randomUUID(), name: `History run ${randomUUID().slice(0, 6)}`, type: 'Hard', milk: 'Cow', origin_country: 'France', description: 'Imported.', image_url: '/images/cheeses/comte.svg' };
      const call = admin.rpc('import_cheeses', { rows: [row, { ...row, id: randomUUID(), name: `${row.name} 2` }] });
      must(await (run ? call.setHeader('x-import-id', run) : call), 'import');
    };
    const before = (await activity({ action: 'import', table_name: 'cheeses' })).length;
    const run = randomUUID();
    await batch(run);
    await batch(run);
    await batch(run);
    await batch(randomUUID()); // another run
    await batch(); // no run named: its own event
    await batch('not-a-uuid'); // ignored: its own event
    const events = (await activity({ action: 'import', table_name: 'cheeses' })).slice(before);
    expect(events.map((x) => [x.label, x.detail.rows, x.actor])).toEqual([
      ['6 rows', 6, adminId],
      ['2 rows', 2, adminId],
      ['2 rows', 2, adminId],
      ['2 rows', 2, adminId],
    ]);
  });

  it('a review publishing a partner revision: path "review", the reviewer as author, the revision not trashed', async () => {
    const id = randomUUID();
    const slug = `history-review-${id.slice(0, 8)}`;
    must(await partner.from('cheezopedia_entries').insert({ id, slug, title: 'Partner draft', content: 'Draft.', author_id: null, review_status: 'in_review' }).select('id'), 'submit');
    const versionOf = async (entry: string) => (must(await b.service().from('cheezopedia_entries').select('version').eq('id', entry).single(), 'version') as { version: number }).version;
    must(await admin.rpc('publish_submission', { p_entry_id: id, p_version: await versionOf(id) }), 'publish');
    const before = (await history('cheezopedia_entries', id)).length;
    const revId = randomUUID();
    must(await partner.from('cheezopedia_entries').insert({ id: revId, revision_of: id, slug, title: 'Partner revision', content: 'Revised.', author_id: null }).select('id'), 'revision');
    must(await partner.from('cheezopedia_entries').update({ review_status: 'in_review' }).eq('id', revId).select('id'), 'submit revision');
    must(await admin.rpc('publish_submission', { p_entry_id: revId, p_version: await versionOf(revId) }), 'publish revision');
    const h = await history('cheezopedia_entries', id);
    expect(h.slice(before).map((v) => [v.path, v.changed_by, v.row_data.title])).toEqual([['review', adminId, 'Partner draft']]);
    expect(await b.sql(`select 1 from public.trash_items where row_id = $1`, [revId])).toEqual([]);
    const decisions = await activity({ action: 'review', row_id: id });
    expect(decisions.map((d) => [d.detail.decision, d.actor])).toEqual([
      ['published', adminId],
      ['published', adminId],
    ]);
  });

  it('restore: the old content as a new version, path "restore", with the version check', async () => {
    const e = await newEntry();
    must(await admin.from('cheezopedia_entries').update({ title: 'Bad edit', content: 'Vandalised.' }).eq('id', e.id).setHeader('x-write-path', 'form').select('id'), 'edit');
    const [first] = await history('cheezopedia_entries', e.id);
    // Stale base version: refused, nothing written.
    const stale = await admin.rpc('restore_version', { p_version_id: first.id, p_base_version: 1 });
    expect(stale.error?.code).toBe('RS409');
    const restored = must(await admin.rpc('restore_version', { p_version_id: first.id, p_base_version: 2 }), 'restore') as { version: number; title: string; content: string };
    expect(restored).toMatchObject({ version: 3, title: 'First title', content: 'First words here.' });
    const h = await history('cheezopedia_entries', e.id);
    expect(h.map((v) => [v.version, v.path])).toEqual([
      [1, 'form'],
      [2, 'restore'],
    ]);
    // Itself undoable: the replaced "Bad edit" is in history.
    expect(h[1].row_data.title).toBe('Bad edit');
    const events = await activity({ row_id: e.id });
    expect(events.map((x) => x.action)).toEqual(['create', 'update', 'restore']);
  });

  it('a conflict loser is kept in history by the editor; a user cannot add to history', async () => {
    const e = await newEntry();
    const id = must(await admin.rpc('keep_conflict_loser', { p_table: 'cheezopedia_entries', p_row_id: e.id, p_row: { title: 'My losing title', version: 1 } }), 'keep');
    expect(typeof id).toBe('number');
    const h = await history('cheezopedia_entries', e.id);
    expect(h.map((v) => [v.kind, v.path, v.row_data.title, v.changed_by])).toEqual([['conflict', 'conflict', 'My losing title', adminId]]);
    const refused = await user.rpc('keep_conflict_loser', { p_table: 'cheezopedia_entries', p_row_id: e.id, p_row: { title: 'x' } });
    expect(refused.error?.code).toBe('42501');
    const anon = await b.anon().rpc('keep_conflict_loser', { p_table: 'cheezopedia_entries', p_row_id: e.id, p_row: { title: 'x' } });
    expect(anon.error).not.toBeNull();
  });
});

describe('retention', () => {
  it('keeps the newest 50 and everything from the last 90 days', async () => {
    const e = await newEntry();
    for (let i = 0; i < 58; i += 1) await b.sql(`update public.cheezopedia_entries set title = $2 where id = $1`, [e.id, `T${i}`]);
    expect(await history('cheezopedia_entries', e.id)).toHaveLength(58);
    // Age every record beyond 90 days: the next trim (when version 60 is replaced) keeps only the newest 50.
    await b.sql(`update public.row_versions set changed_at = now() - interval '91 days' where row_id = $1`, [e.id]);
    await b.sql(`update public.cheezopedia_entries set title = 'T58' where id = $1`, [e.id]);
    expect(await history('cheezopedia_entries', e.id)).toHaveLength(59);
    await b.sql(`update public.cheezopedia_entries set title = 'Latest' where id = $1`, [e.id]);
    const h = await history('cheezopedia_entries', e.id);
    expect(h).toHaveLength(50);
    expect(h.at(-1)!.row_data.title).toBe('T58');
    expect(h.at(-1)!.version).toBe(60);
  });
});

describe('trash', () => {
  it('a deleted entry leaves every list and its tombstone as before, and comes back with its history', async () => {
    const e = await newEntry(admin, { published_at: new Date(Date.now() - 60_000).toISOString() });
    must(await admin.from('cheezopedia_entries').update({ title: 'Edited once' }).eq('id', e.id).select('id'), 'edit');
    must(await admin.from('cheezopedia_entries').delete().eq('id', e.id).select('id'), 'delete');
    expect(must(await b.anon().from('cheezopedia_entries').select('id').eq('id', e.id), 'public read')).toEqual([]);
    expect(must(await b.anon().from('sync_tombstones').select('row_id').eq('row_id', e.id), 'tombstone')).toHaveLength(1);
    const trash = must(await admin.from('trash_items').select('table_name,row_id,label,deleted_by').eq('row_id', e.id), 'trash');
    expect(trash).toEqual([{ table_name: 'cheezopedia_entries', row_id: e.id, label: 'Edited once', deleted_by: adminId }]);
    const back = must(await admin.rpc('restore_from_trash', { p_table: 'cheezopedia_entries', p_row_id: e.id }), 'restore') as { id: string; version: number; title: string };
    expect(back).toMatchObject({ id: e.id, version: 3, title: 'Edited once' });
    expect(must(await b.anon().from('cheezopedia_entries').select('title').eq('id', e.id), 'public again')).toEqual([{ title: 'Edited once' }]);
    expect(must(await admin.from('trash_items').select('id').eq('row_id', e.id), 'trash empty')).toEqual([]);
    expect((await history('cheezopedia_entries', e.id)).map((v) => [v.version, v.kind])).toEqual([
      [1, 'update'],
      [2, 'delete'],
    ]);
    const actions = await activity({ row_id: e.id });
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('a cheese takes its pairings to the trash and brings them back; a pairing alone waits for its cheese', async () => {
    const cheese = await newCheese('Trash Tomme');
    const pairing = must(await admin.from('pairings').insert({ cheese_id: cheese, pairing_type: 'Wine', pairing_name: 'Trash Red' }).select('id').single(), 'pairing') as { id: string };
    must(await admin.from('cheeses').delete().eq('id', cheese).select('id'), 'delete cheese');
    const trash = must(await admin.from('trash_items').select('table_name,row_id,deleted_with').in('row_id', [cheese, pairing.id]).order('table_name'), 'trash');
    expect(trash).toEqual([
      { table_name: 'cheeses', row_id: cheese, deleted_with: null },
      { table_name: 'pairings', row_id: pairing.id, deleted_with: cheese },
    ]);
    const alone = await admin.rpc('restore_from_trash', { p_table: 'pairings', p_row_id: pairing.id });
    expect(alone.error?.message).toBe('Restore the cheese "Trash Tomme" first: it is in the trash too');
    must(await admin.rpc('restore_from_trash', { p_table: 'cheeses', p_row_id: cheese }), 'restore cheese');
    expect(must(await admin.from('pairings').select('id,version').eq('id', pairing.id), 'pairing back')).toEqual([{ id: pairing.id, version: 2 }]);
  });

  it('after 30 days an item is removed for good, with its history', async () => {
    const e = await newEntry();
    must(await admin.from('cheezopedia_entries').delete().eq('id', e.id).select('id'), 'delete');
    await b.sql(`update public.trash_items set deleted_at = now() - interval '31 days' where row_id = $1`, [e.id]);
    expect(must(await admin.from('trash_items').select('id').eq('row_id', e.id), 'trash list')).toEqual([]);
    const gone = await admin.rpc('restore_from_trash', { p_table: 'cheezopedia_entries', p_row_id: e.id });
    expect(gone.error?.code).toBe('RS404');
    // The next delete purges it for good, its history with it.
    const next = await newEntry();
    must(await admin.from('cheezopedia_entries').delete().eq('id', next.id).select('id'), 'another delete');
    expect(await b.sql(`select 1 from public.trash_items where row_id = $1`, [e.id])).toEqual([]);
    expect(await history('cheezopedia_entries', e.id)).toEqual([]);
  });
});

describe('activity', () => {
  it('records publish, unpublish and role changes with their actor', async () => {
    const e = await newEntry();
    must(await admin.from('cheezopedia_entries').update({ published_at: new Date(Date.now() - 1000).toISOString() }).eq('id', e.id).select('id'), 'publish');
    must(await admin.from('cheezopedia_entries').update({ published_at: null }).eq('id', e.id).select('id'), 'unpublish');
    const actions = (await activity({ row_id: e.id })).map(({ action, actor }) => ({ action, actor }));
    expect(actions).toEqual([
      { action: 'create', actor: adminId },
      { action: 'publish', actor: adminId },
      { action: 'unpublish', actor: adminId },
    ]);
    const userId = (await user.auth.getUser()).data.user!.id;
    must(await admin.from('profiles').update({ role: 'partner' }).eq('id', userId).select('id'), 'role');
    must(await admin.from('profiles').update({ role: 'user' }).eq('id', userId).select('id'), 'role back');
    const roles = await activity({ action: 'role_change', row_id: userId });
    expect(roles.map((r) => `${r.detail.from}→${r.detail.to}`)).toEqual(['user→partner', 'partner→user']);
  });
});

describe('row-level security', () => {
  it('a partner reads the history of their own entries only; users and visitors read none', async () => {
    const own = await newEntry(partner, { author_id: partnerId });
    must(await partner.from('cheezopedia_entries').update({ title: 'Partner edit' }).eq('id', own.id).select('id'), 'partner edit');
    const other = await newEntry();
    must(await admin.from('cheezopedia_entries').update({ title: 'Admin edit' }).eq('id', other.id).select('id'), 'admin edit');
    expect(must(await partner.from('row_versions').select('row_id').eq('row_id', own.id), 'own')).toHaveLength(1);
    expect(must(await partner.from('row_versions').select('row_id').eq('row_id', other.id), 'other')).toEqual([]);
    expect(must(await admin.from('row_versions').select('row_id').in('row_id', [own.id, other.id]), 'admin')).toHaveLength(2);
    for (const reader of [user, b.anon()]) {
      const { data } = await reader.from('row_versions').select('row_id').in('row_id', [own.id, other.id]);
      expect(data ?? []).toEqual([]);
    }
    // A partner cannot restore someone else's version either (they cannot read it).
    const [version] = await history('cheezopedia_entries', other.id);
    const refused = await partner.rpc('restore_version', { p_version_id: version.id, p_base_version: 2 });
    expect(refused.error?.code).toBe('RS404');
  });

  it('activity and trash: admins only', async () => {
    const e = await newEntry();
    must(await admin.from('cheezopedia_entries').delete().eq('id', e.id).select('id'), 'delete');
    for (const reader of [partner, user, b.anon()]) {
      const activity = await reader.from('activity_events').select('id').limit(5);
      expect(activity.data ?? []).toEqual([]);
      const trash = await reader.from('trash_items').select('id').limit(5);
      expect(trash.data ?? []).toEqual([]);
      const restore = await reader.rpc('restore_from_trash', { p_table: 'cheezopedia_entries', p_row_id: e.id });
      expect(restore.error).not.toBeNull();
    }
    expect(must(await admin.from('trash_items').select('row_id').eq('row_id', e.id), 'admin trash')).toHaveLength(1);
    // Nobody writes these tables through the API.
    const forged = await admin.from('activity_events').insert({ action: 'delete', table_name: 'cheeses', label: 'forged' });
    expect(forged.error).not.toBeNull();
    const forgedVersion = await admin.from('row_versions').insert({ table_name: 'cheeses', row_id: e.id, version: 1, row_data: {}, path: 'form' });
    expect(forgedVersion.error).not.toBeNull();
  });
});

describe('announcement drafts (admins only)', () => {
  async function newDraft(subject: string): Promise<string> {
    const row = must(await admin.from('newsletter_announcements').insert({ subject, body_md: 'First body.' }).select('id').single(), 'insert draft');
    return (row as { id: string }).id;
  }

  it('an update leaves exactly one version with its path and author; restore writes it back', async () => {
    const id = await newDraft('Spring cheeses');
    must(await admin.from('newsletter_announcements').update({ body_md: 'A rewritten body.' }).eq('id', id).eq('version', 1).setHeader('x-write-path', 'form').select('id'), 'form save');
    const h = await history('newsletter_announcements', id);
    expect(h.map((v) => [v.version, v.kind, v.path, v.changed_by, v.changed_fields, v.row_data.body_md])).toEqual([
      [1, 'update', 'form', adminId, ['body_md'], 'First body.'],
    ]);
    expect(await b.sql(`select entry_author from public.row_versions where row_id = $1`, [id])).toEqual([{ entry_author: null }]);
    const stale = await admin.rpc('restore_version', { p_version_id: h[0].id, p_base_version: 1 });
    expect(stale.error?.code).toBe('RS409');
    const restored = must(await admin.rpc('restore_version', { p_version_id: h[0].id, p_base_version: 2 }), 'restore') as { version: number; subject: string; body_md: string };
    expect(restored).toMatchObject({ version: 3, subject: 'Spring cheeses', body_md: 'First body.' });
    expect((await history('newsletter_announcements', id)).map((v) => [v.version, v.path, v.row_data.body_md])).toEqual([
      [1, 'form', 'First body.'],
      [2, 'restore', 'A rewritten body.'],
    ]);
    const events = await activity({ row_id: id });
    expect(events.map((e) => [e.action, e.actor, e.label])).toEqual([
      ['create', adminId, 'Spring cheeses'],
      ['update', adminId, 'Spring cheeses'],
      ['restore', adminId, 'Spring cheeses'],
    ]);
  });

  it('a sent draft goes to the trash and comes back with its id and history; its send keeps its snapshot', async () => {
    const id = await newDraft('Summer cheeses');
    must(await admin.from('newsletter_announcements').update({ subject: 'Summer cheeses, sent' }).eq('id', id).select('id'), 'edit');
    const [send] = await b.sql<{ id: string }>(
      `insert into public.newsletter_sends (announcement_id, subject, body_md, rate_per_minute, status) values ($1, 'Summer cheeses, sent', 'First body.', 60, 'done') returning id`,
      [id],
    );
    must(await admin.from('newsletter_announcements').delete().eq('id', id).select('id'), 'delete');
    expect(must(await admin.from('newsletter_announcements').select('id').eq('id', id), 'gone')).toEqual([]);
    expect(must(await admin.from('sync_tombstones').select('table_name').eq('row_id', id), 'tombstone')).toEqual([{ table_name: 'newsletter_announcements' }]);
    const trash = must(await admin.from('trash_items').select('table_name,row_id,label,deleted_by').eq('row_id', id), 'trash');
    expect(trash).toEqual([{ table_name: 'newsletter_announcements', row_id: id, label: 'Summer cheeses, sent', deleted_by: adminId }]);
    expect(await b.sql(`select announcement_id, subject from public.newsletter_sends where id = $1`, [send.id])).toEqual([{ announcement_id: id, subject: 'Summer cheeses, sent' }]);
    const back = must(await admin.rpc('restore_from_trash', { p_table: 'newsletter_announcements', p_row_id: id }), 'restore') as { id: string; version: number; subject: string };
    expect(back).toMatchObject({ id, version: 3, subject: 'Summer cheeses, sent' });
    expect(must(await admin.from('trash_items').select('id').eq('row_id', id), 'trash empty')).toEqual([]);
    expect((await history('newsletter_announcements', id)).map((v) => [v.version, v.kind])).toEqual([
      [1, 'update'],
      [2, 'delete'],
    ]);
    expect((await activity({ row_id: id })).map((e) => e.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('an admin keeps a conflict loser of a draft; nobody else reads or restores any of it', async () => {
    const id = await newDraft('Autumn cheeses');
    must(await admin.from('newsletter_announcements').update({ subject: 'Autumn cheeses, edited' }).eq('id', id).select('id'), 'edit');
    must(await admin.rpc('keep_conflict_loser', { p_table: 'newsletter_announcements', p_row_id: id, p_row: { subject: 'My losing subject', version: 1 } }), 'keep');
    expect((await history('newsletter_announcements', id)).map((v) => [v.kind, v.row_data.subject])).toEqual([
      ['update', 'Autumn cheeses'],
      ['conflict', 'My losing subject'],
    ]);
    must(await admin.from('newsletter_announcements').delete().eq('id', id).select('id'), 'delete');
    const [version] = await history('newsletter_announcements', id);
    for (const reader of [partner, user, b.anon()]) {
      for (const table of ['row_versions', 'trash_items', 'activity_events']) {
        const { data } = await reader.from(table).select('id').eq('row_id', id);
        expect(data ?? []).toEqual([]);
      }
      expect((await reader.rpc('restore_version', { p_version_id: version.id, p_base_version: 2 })).error).not.toBeNull();
      expect((await reader.rpc('restore_from_trash', { p_table: 'newsletter_announcements', p_row_id: id })).error).not.toBeNull();
      expect((await reader.rpc('keep_conflict_loser', { p_table: 'newsletter_announcements', p_row_id: id, p_row: { subject: 'x' } })).error).not.toBeNull();
    }
    // Still in the trash: the refused restores restored nothing.
    expect(must(await admin.from('trash_items').select('row_id').eq('row_id', id), 'admin trash')).toHaveLength(1);
  });
});

describe('writing into history follows the right to update the row', () => {
  const published = () => ({ author_id: partnerId, published_at: new Date(Date.now() - 60_000).toISOString() });
  const keep = (client: SupabaseClient, id: string, row: Record<string, unknown>, table = 'cheezopedia_entries') =>
    client.rpc('keep_conflict_loser', { p_table: table, p_row_id: id, p_row: row });

  it("a partner cannot add a version to their published entry (they may not edit it); an admin can, and the partner can on their draft", async () => {
    const live = await newEntry(admin, published());
    const attack = await keep(partner, live.id, { title: 'First title', content: 'UNREVIEWED text, see http://evil.example', version: 1 });
    expect(attack.error?.code).toBe('42501');
    expect(attack.error?.message).toBe('You may not edit this item, so no version of it can be kept');
    expect(await history('cheezopedia_entries', live.id)).toEqual([]);
    // The admin still keeps a loser of it.
    must(await keep(admin, live.id, { title: 'Admin losing title', version: 1 }), 'admin keeps');
    // The partner's own draft, and their revision of the published entry: both editable, both kept.
    const draft = await newEntry(partner, { author_id: partnerId });
    must(await keep(partner, draft.id, { title: 'Partner losing title', version: 1 }), 'partner keeps on a draft');
    const revision = await newEntry(partner, { author_id: partnerId, revision_of: live.id });
    must(await keep(partner, revision.id, { title: 'Partner losing revision', version: 1 }), 'partner keeps on a revision');
    const kept = await b.sql<{ row_id: string; title: string; changed_by: string; entry_author: string }>(
      `select row_id, row_data ->> 'title' as title, changed_by, entry_author from public.row_versions where kind = 'conflict' and row_id = any($1) order by id`,
      [[live.id, draft.id, revision.id]],
    );
    expect(kept).toEqual([
      { row_id: live.id, title: 'Admin losing title', changed_by: adminId, entry_author: partnerId },
      { row_id: draft.id, title: 'Partner losing title', changed_by: partnerId, entry_author: partnerId },
      { row_id: revision.id, title: 'Partner losing revision', changed_by: partnerId, entry_author: partnerId },
    ]);
    // Another partner's draft, a cheese: no.
    expect((await keep(partner, (await newEntry()).id, { title: 'x' })).error?.code).toBe('42501');
    expect((await keep(partner, await newCheese('Rights Tomme'), { name: 'x' }, 'cheeses')).error?.code).toBe('42501');
  });

  it('a row that is gone: an admin keeps a loser while it is in the trash; nobody adds to a row that never was', async () => {
    const e = await newEntry(partner, { author_id: partnerId });
    must(await partner.from('cheezopedia_entries').delete().eq('id', e.id).select('id'), 'delete');
    // A conflict with a delete, "take theirs": the device hands in its version of the deleted row.
    expect((await keep(partner, e.id, { title: 'Partner version of a deleted draft', version: 1 })).error?.code).toBe('42501');
    must(await keep(admin, e.id, { title: 'Admin version of a deleted draft', version: 1 }), 'admin keeps');
    expect((await history('cheezopedia_entries', e.id)).map((v) => [v.kind, v.row_data.title])).toEqual([
      ['delete', 'First title'],
      ['conflict', 'Admin version of a deleted draft'],
    ]);
    // Any id at all: refused for everyone (a user's call on an unknown id used to be stored).
    const never = randomUUID();
    for (const client of [admin, partner, user]) expect((await keep(client, never, { title: 'x' })).error?.code).toBe('42501');
    expect(await history('cheezopedia_entries', never)).toEqual([]);
  });

  it('a version larger than 256 KB is refused with its size; at most 10 a minute per person and row', async () => {
    const e = await newEntry();
    const big = await keep(admin, e.id, { title: 'Big', content: 'x'.repeat(300 * 1024), version: 1 });
    expect(big.error?.code).toBe('22023');
    expect(big.error?.message).toMatch(/^A version must be at most 256 KB \(this one is 30\d KB\)$/);
    must(await keep(admin, e.id, { title: 'Near the cap', content: 'x'.repeat(250 * 1024), version: 1 }), 'under the cap');
    for (let i = 1; i < 10; i += 1) must(await keep(admin, e.id, { title: `Loser ${i}`, version: 1 }), `loser ${i}`);
    const eleventh = await keep(admin, e.id, { title: 'One too many', version: 1 });
    expect(eleventh.error?.code).toBe('RS429');
    expect(eleventh.error?.message).toBe('Too many versions kept for this item: at most 10 a minute. Try again in a minute.');
    expect((await history('cheezopedia_entries', e.id)).filter((v) => v.kind === 'conflict')).toHaveLength(10);
    // Counted per person and row: another row, or a minute later, is fine.
    must(await keep(admin, (await newEntry()).id, { title: 'Another row', version: 1 }), 'another row');
    await b.sql(`update public.row_versions set changed_at = changed_at - interval '61 seconds' where row_id = $1`, [e.id]);
    must(await keep(admin, e.id, { title: 'A minute later', version: 1 }), 'a minute later');
  });

  it("a partner's restore on their published entry says it is not allowed (42501), not that it changed", async () => {
    const draft = await newEntry(partner, { author_id: partnerId });
    must(await partner.from('cheezopedia_entries').update({ title: 'Partner second title' }).eq('id', draft.id).select('id'), 'edit');
    // Published by the review: the partner may read its history, no longer edit it.
    must(await b.service().from('cheezopedia_entries').update({ published_at: new Date(Date.now() - 1000).toISOString() }).eq('id', draft.id).select('id'), 'publish');
    const [version] = await history('cheezopedia_entries', draft.id);
    const refused = await partner.rpc('restore_version', { p_version_id: version.id, p_base_version: 3 });
    expect(refused.error?.code).toBe('42501');
    expect(refused.error?.message).toBe('You may not edit this item, so nothing was restored');
    // Even with a stale version: not allowed comes first.
    expect((await partner.rpc('restore_version', { p_version_id: version.id, p_base_version: 1 })).error?.code).toBe('42501');
    expect(must(await admin.from('cheezopedia_entries').select('title,version').eq('id', draft.id).single(), 'unchanged')).toEqual({ title: 'Partner second title', version: 3 });
    // On an entry they may edit, a stale version is still RS409.
    const own = await newEntry(partner, { author_id: partnerId });
    must(await partner.from('cheezopedia_entries').update({ title: 'Own second title' }).eq('id', own.id).select('id'), 'edit own');
    const [ownVersion] = await history('cheezopedia_entries', own.id);
    expect((await partner.rpc('restore_version', { p_version_id: ownVersion.id, p_base_version: 1 })).error?.code).toBe('RS409');
    must(await partner.rpc('restore_version', { p_version_id: ownVersion.id, p_base_version: 2 }), 'partner restores on their draft');
  });

  it('the writing half is not reachable over the API', async () => {
    const e = await newEntry(partner, { author_id: partnerId });
    for (const fn of ['keep_conflict_loser', 'may_update_row', 'is_in_trash']) {
      const direct = await partner.schema('private').rpc(fn, { p_table: 'cheezopedia_entries', p_row_id: e.id, p_row: { title: 'x' } });
      expect(direct.error).not.toBeNull();
    }
    expect(await history('cheezopedia_entries', e.id)).toEqual([]);
  });
});
