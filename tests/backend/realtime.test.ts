/**
 * Live updates through the stand-in's Supabase Realtime, with real supabase-js channels: the pokes the
 * database sends for every synced change (what each audience's private topic carries, and that a
 * visitor's carries nothing of a draft), who may join which topic (row-level security on
 * realtime.messages, evaluated as the user; forged and expired tokens), presence on record channels,
 * client broadcasts, token refresh and expiry, and the 1.0.0 protocol.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, must, type TestBackend } from '../helpers/backend';
import { pokes, rawSocket, statuses, subscribe, systemMessages, Inbox, type Frame, type Poke } from '../helpers/realtime';
import { JWT_SECRET, PUBLISHABLE_KEY } from '../../supabase/local/keys';
import { ADMIN_SYNC_TOPIC, PUBLIC_SYNC_TOPIC, partnerSyncTopic, syncTopics } from '../../src/domain/sync-topics';

let b: TestBackend;
let admin: SupabaseClient;
let partner: SupabaseClient;
let user: SupabaseClient;
let adminId: string;
let partnerId: string;
const extraClients: SupabaseClient[] = [];

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/**
 * A client whose realtime (and REST) token is whatever `token()` returns — set before its first join,
 * as supabase-js does on sign-in (the accessToken callback alone answers only after the socket opens).
 */
async function clientWithToken(token: () => string): Promise<SupabaseClient> {
  const c = createClient(b.url, PUBLISHABLE_KEY, { ...opts, accessToken: async () => token() });
  extraClients.push(c);
  await c.realtime.setAuth(token());
  return c;
}

async function idOf(c: SupabaseClient): Promise<string> {
  const { data } = await c.auth.getUser();
  if (!data.user) throw new Error('no user');
  return data.user.id;
}

function draft(extra: Record<string, unknown> = {}): { id: string; slug: string; title: string; content: string } & Record<string, unknown> {
  const id = randomUUID();
  return { id, slug: `rt-${id.slice(0, 8)}`, title: `Realtime draft ${id.slice(0, 8)}`, content: `Draft text ${id}`, content_type: 'article', published_at: null, ...extra };
}

async function versionAfter<T extends { version: number }>(p: PromiseLike<{ data: T | null; error: { message: string } | null }>, what: string): Promise<number> {
  return must(await p, what).version;
}

/** A public change every visitor hears of: after it arrives, everything sent before it has too. */
async function sentinel(): Promise<{ id: string; version: number }> {
  const cheese = must(await admin.from('cheeses').select('id').limit(1).single(), 'a cheese');
  const version = await versionAfter(admin.from('cheeses').update({ description: `Sentinel ${randomUUID()}` }).eq('id', cheese.id).select('version').single(), 'sentinel');
  return { id: cheese.id, version };
}

const pokeOf = (id: string, version: number) => (p: Poke) => p.payload.id === id && p.payload.version === version;

async function sign(claims: Record<string, unknown>, secret = JWT_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

const now = () => Math.floor(Date.now() / 1000);

/** The user broadcasts (binary frames, kind 4) a raw 2.0.0 socket received: topic, event, payload. */
function userBroadcasts(frames: Frame[]): { topic: string; event: string; meta: string; payload: string }[] {
  const out = [];
  for (const f of frames) {
    if (Array.isArray(f) || f.binary[0] !== 4) continue;
    const buf = f.binary;
    const [topicLen, eventLen, metaLen] = [buf[1], buf[2], buf[3]];
    let at = 5;
    const take = (n: number) => buf.subarray(at, (at += n)).toString('utf8');
    out.push({ topic: take(topicLen), event: take(eventLen), meta: take(metaLen), payload: buf.subarray(at).toString('utf8') });
  }
  return out;
}

beforeAll(async () => {
  b = await startTestBackend();
  admin = await b.asDemo('admin');
  partner = await b.asDemo('partner');
  user = await b.asDemo('user');
  [adminId, partnerId] = await Promise.all([idOf(admin), idOf(partner)]);
});
afterAll(async () => {
  for (const c of extraClients) await c.removeAllChannels().catch(() => undefined);
  await b?.close();
});

describe('pokes on the sync topics', () => {
  it("a visitor's channel carries nothing of a draft: only the publish and the unpublish, as table, id and version", async () => {
    const visitor = b.anon();
    const channel = visitor.channel('sync:public', { config: { private: true } });
    const seen = pokes(channel);
    expect(await subscribe(channel)).toEqual({ status: 'SUBSCRIBED', error: undefined });
    // A raw socket on the same topic sees every frame, whatever its event.
    const raw = await rawSocket(b.url);
    expect(await raw.request('1', 'realtime:sync:public', 'phx_join', { config: { private: true, broadcast: { self: false, ack: false }, presence: { key: '', enabled: false } }, access_token: PUBLISHABLE_KEY })).toEqual({
      status: 'ok',
      response: { postgres_changes: [] },
    });
    // An admin listens to sync:public and sync:admin: every change, each once.
    const adminChannels = [admin.channel('sync:admin', { config: { private: true } }), admin.channel('sync:public', { config: { private: true } })];
    const adminSeen = pokes(...adminChannels);
    for (const c of adminChannels) expect((await subscribe(c)).status).toBe('SUBSCRIBED');

    const e = draft();
    expect(await versionAfter(admin.from('cheezopedia_entries').insert(e).select('version').single(), 'insert draft')).toBe(1);
    expect(await versionAfter(admin.from('cheezopedia_entries').update({ title: `${e.title}, edited` }).eq('id', e.id).select('version').single(), 'edit draft')).toBe(2);
    expect(await versionAfter(admin.from('cheezopedia_entries').update({ published_at: ago(1_000) }).eq('id', e.id).select('version').single(), 'publish')).toBe(3);
    expect(await versionAfter(admin.from('cheezopedia_entries').update({ published_at: null }).eq('id', e.id).select('version').single(), 'unpublish')).toBe(4);
    expect(await versionAfter(admin.from('cheezopedia_entries').update({ title: `${e.title}, hidden edit` }).eq('id', e.id).select('version').single(), 'edit hidden')).toBe(5);
    const s = await sentinel();
    await seen.waitFor(pokeOf(s.id, s.version), 'the sentinel on sync:public');
    await raw.frames.waitFor(
      (f) => userBroadcasts([f]).some((m) => (JSON.parse(m.payload) as Poke['payload']).id === s.id && (JSON.parse(m.payload) as Poke['payload']).version === s.version),
      'the sentinel on the raw socket',
    );

    expect(seen.items.filter((p) => p.payload.id === e.id).map((p) => p.payload.version)).toEqual([3, 4]);
    for (const p of seen.items) {
      expect(p.event).toBe('poke');
      expect(Object.keys(p.payload).sort()).toEqual(['id', 'table', 'version']);
    }
    const rawMessages = userBroadcasts(raw.frames.items);
    const aboutDraft = rawMessages.filter((m) => m.payload.includes(e.id));
    expect(aboutDraft.map((m) => JSON.parse(m.payload))).toEqual([
      { table: 'cheezopedia_entries', id: e.id, version: 3 },
      { table: 'cheezopedia_entries', id: e.id, version: 4 },
    ]);
    const everything = JSON.stringify(raw.frames.items.map((f) => (Array.isArray(f) ? f : f.binary.toString())));
    for (const secret of [e.slug, e.title, e.content]) expect(everything).not.toContain(secret);

    // The admin hears of every step, once: the draft's on sync:admin, the publish and unpublish on sync:public.
    await adminSeen.waitFor(pokeOf(e.id, 5), 'the hidden edit on sync:admin');
    expect(adminSeen.items.filter((p) => p.payload.id === e.id).map((p) => p.payload.version)).toEqual([1, 2, 3, 4, 5]);
    raw.close();
    await visitor.removeAllChannels();
    await admin.removeAllChannels();
  });

  it('a partner receives their own entries only, and cannot join another user’s topic or the admins’', async () => {
    const own = partner.channel(`sync:partner:${partnerId}`, { config: { private: true } });
    const seen = pokes(own);
    const [mine, others, admins, publicOne] = await Promise.all([
      subscribe(own),
      subscribe(partner.channel(`sync:partner:${adminId}`, { config: { private: true } })),
      subscribe(partner.channel('sync:admin', { config: { private: true } })),
      subscribe(partner.channel('sync:public', { config: { private: true } })),
    ]);
    expect(mine.status).toBe('SUBSCRIBED');
    expect(publicOne.status).toBe('SUBSCRIBED');
    expect(others.status).toBe('CHANNEL_ERROR');
    expect(others.error?.message).toBe(`Unauthorized: You do not have permissions to read from this Channel topic: sync:partner:${adminId}`);
    expect(admins.error?.message).toBe('Unauthorized: You do not have permissions to read from this Channel topic: sync:admin');

    const theirs = draft({ author_id: null });
    must(await partner.from('cheezopedia_entries').insert(theirs).select('id').single(), 'partner draft');
    const adminsDraft = draft();
    must(await admin.from('cheezopedia_entries').insert(adminsDraft).select('id').single(), 'admin draft');
    // An admin's edit of the partner's entry reaches the partner too.
    const v = await versionAfter(admin.from('cheezopedia_entries').update({ title: 'Edited by an admin' }).eq('id', theirs.id).select('version').single(), 'admin edits');
    await seen.waitFor(pokeOf(theirs.id, v), "the admin's edit of the partner's entry");
    expect(seen.items.map((p) => [p.payload.id, p.payload.version])).toEqual([
      [theirs.id, 1],
      [theirs.id, 2],
    ]);
    expect(JSON.stringify(seen.items)).not.toContain(adminsDraft.id);
    await partner.removeAllChannels();
  });

  it('an admin receives every change of every synced table once, deletes included', async () => {
    const channels = [admin.channel('sync:admin', { config: { private: true } }), admin.channel('sync:public', { config: { private: true } })];
    const seen = pokes(...channels);
    for (const c of channels) expect((await subscribe(c)).status).toBe('SUBSCRIBED');
    const cheese = must(
      await admin
        .from('cheeses')
        .insert({ name: `Realtime cheese ${randomUUID().slice(0, 6)}`, image_url: '/images/cheese.jpg', type: 'Soft', milk: 'Goat', origin_country: 'France', description: 'Fresh.' })
        .select('id, version')
        .single(),
      'cheese',
    );
    const pairing = must(await admin.from('pairings').insert({ cheese_id: cheese.id, pairing_type: 'wine', pairing_name: 'Sancerre' }).select('id, version').single(), 'pairing');
    const announcement = must(await admin.from('newsletter_announcements').insert({ subject: 'Realtime news', body_md: 'Body.' }).select('id, version').single(), 'announcement');
    const entry = draft();
    must(await admin.from('cheezopedia_entries').insert(entry).select('id').single(), 'entry');
    must(await admin.from('pairings').delete().eq('id', pairing.id).select('id'), 'delete pairing');
    await seen.waitFor((p) => p.payload.id === pairing.id && seen.items.filter((q) => q.payload.id === pairing.id).length === 2, 'the pairing delete');
    const about = (id: string) => seen.items.filter((p) => p.payload.id === id).map((p) => p.payload);
    expect(about(cheese.id)).toEqual([{ table: 'cheeses', id: cheese.id, version: 1 }]);
    expect(about(pairing.id)).toEqual([
      { table: 'pairings', id: pairing.id, version: 1 },
      { table: 'pairings', id: pairing.id, version: 1 },
    ]);
    expect(about(announcement.id)).toEqual([{ table: 'newsletter_announcements', id: announcement.id, version: 1 }]);
    expect(about(entry.id)).toEqual([{ table: 'cheezopedia_entries', id: entry.id, version: 1 }]);
    for (const p of seen.items) expect(p.meta?.id).toMatch(/^[0-9a-f-]{36}$/);
    await admin.removeAllChannels();
  });
});

describe('who may join', () => {
  it("the app's topic rule (syncTopics) names exactly the sync topics each role's policies let it join", async () => {
    const visitor = createClient(b.url, PUBLISHABLE_KEY, opts);
    extraClients.push(visitor);
    const cases: [string, SupabaseClient, 'admin' | 'partner' | 'user' | null, string | null][] = [
      ['visitor', visitor, null, null],
      ['user', user, 'user', await idOf(user)],
      ['partner', partner, 'partner', partnerId],
      ['admin', admin, 'admin', adminId],
    ];
    const candidates = [PUBLIC_SYNC_TOPIC, ADMIN_SYNC_TOPIC, partnerSyncTopic(partnerId), partnerSyncTopic(adminId)];
    for (const [who, client, role, id] of cases) {
      const topics = [...new Set([...candidates, ...(id ? [partnerSyncTopic(id)] : [])])];
      const outcomes = await Promise.all(topics.map((topic) => subscribe(client.channel(topic, { config: { private: true } }))));
      const joined = topics.filter((_, i) => outcomes[i].status === 'SUBSCRIBED');
      await client.removeAllChannels();
      // Any signed-in user may also join their own partner topic (it carries only entries they author;
      // an admin hears those on sync:admin): the app joins it for partners only.
      const expected = new Set([...syncTopics(role, id), ...(id ? [partnerSyncTopic(id)] : [])]);
      expect(joined.sort(), who).toEqual([...expected].sort());
      expect(syncTopics(role, id).every((t) => joined.includes(t)), who).toBe(true);
    }
  });

  it('a forged or expired token, or the publishable key, cannot join a private topic; the key joins sync:public', async () => {
    const claims = { role: 'authenticated', aud: 'authenticated', sub: adminId, iat: now(), exp: now() + 3_600 };
    const forged = await sign(claims, 'another-secret-of-at-least-thirty-two-characters');
    const expired = await sign({ ...claims, iat: now() - 7_200, exp: now() - 100 });
    const noRole = await sign({ sub: adminId, exp: now() + 3_600 });
    const visitor = b.anon();
    const [f, e, r, k, pub, rec] = await Promise.all([
      subscribe((await clientWithToken(() => forged)).channel('sync:admin', { config: { private: true } })),
      subscribe((await clientWithToken(() => expired)).channel('sync:admin', { config: { private: true } })),
      subscribe((await clientWithToken(() => noRole)).channel('sync:admin', { config: { private: true } })),
      subscribe(visitor.channel('sync:admin', { config: { private: true } })),
      subscribe(visitor.channel('sync:public', { config: { private: true } })),
      subscribe(user.channel(`record:cheeses:${randomUUID()}`, { config: { private: true } })),
    ]);
    expect(f).toMatchObject({ status: 'CHANNEL_ERROR' });
    expect(f.error?.message).toBe('JwtSignatureError: Failed to validate JWT signature');
    expect(e.error?.message).toMatch(/^InvalidJWTToken: Token has expired 1\d\d seconds ago$/);
    expect(r.error?.message).toBe('InvalidJWTToken: Fields `role` and `exp` are required in JWT');
    expect(k.error?.message).toBe('Unauthorized: You do not have permissions to read from this Channel topic: sync:admin');
    expect(pub.status).toBe('SUBSCRIBED');
    expect(rec.error?.message).toMatch(/^Unauthorized: You do not have permissions to read from this Channel topic: record:cheeses:/);
    // The genuine token of the same claims joins.
    const genuine = await sign(claims);
    expect((await subscribe((await clientWithToken(() => genuine)).channel('sync:admin', { config: { private: true } }))).status).toBe('SUBSCRIBED');
    await visitor.removeAllChannels();
    await user.removeAllChannels();
  });

  it('a token that expires while joined closes the channel with a system error', async () => {
    const shortLived = await sign({ role: 'authenticated', aud: 'authenticated', sub: adminId, iat: now(), exp: now() + 2 });
    const channel = (await clientWithToken(() => shortLived)).channel('sync:admin', { config: { private: true } });
    const system = systemMessages(channel);
    const seen = statuses(channel);
    await seen.waitFor((s) => s === 'SUBSCRIBED', 'the join');
    const m = await system.waitFor((x) => x.status === 'error', 'the expiry', 10_000);
    expect(m).toMatchObject({ extension: 'system', status: 'error', channel: 'sync:admin' });
    expect(m.message).toMatch(/^Token has expired [01] seconds ago$/);
    await seen.waitFor((s) => s === 'CLOSED', 'the close');
  });

  it('a refreshed token that no longer grants the topic closes the channel', async () => {
    const adminToken = (await admin.auth.getSession()).data.session!.access_token;
    const userToken = (await user.auth.getSession()).data.session!.access_token;
    let token = adminToken;
    const c = await clientWithToken(() => token);
    const channel = c.channel('sync:admin', { config: { private: true } });
    const system = systemMessages(channel);
    const seen = statuses(channel);
    await seen.waitFor((s) => s === 'SUBSCRIBED', 'the join');
    token = userToken;
    await c.realtime.setAuth();
    const m = await system.waitFor((x) => x.status === 'error', 'the refusal');
    expect(m.message).toBe('You do not have permissions to read from this Channel topic: sync:admin');
    await seen.waitFor((s) => s === 'CLOSED', 'the close');
  });
});

describe('presence on record channels', () => {
  it("shows the admin and the entry's author, and the author's leave when they disconnect", async () => {
    const entry = draft({ author_id: null });
    must(await partner.from('cheezopedia_entries').insert(entry).select('id').single(), 'partner draft');
    const topic = `record:cheezopedia_entries:${entry.id}`;
    const a = admin.channel(topic, { config: { private: true, presence: { key: adminId } } });
    const leaves = new Inbox<string>();
    const syncs = new Inbox<number>();
    a.on('presence', { event: 'sync' }, () => syncs.push(Object.keys(a.presenceState()).length));
    a.on('presence', { event: 'leave' }, ({ key }) => leaves.push(key));
    expect((await subscribe(a)).status).toBe('SUBSCRIBED');
    expect(await a.track({ name: 'Admin' })).toBe('ok');
    const p = partner.channel(topic, { config: { private: true, presence: { key: partnerId } } });
    const partnerSyncs = new Inbox<number>();
    p.on('presence', { event: 'sync' }, () => partnerSyncs.push(Object.keys(p.presenceState()).length));
    expect((await subscribe(p)).status).toBe('SUBSCRIBED');
    expect(await p.track({ name: 'Partner' })).toBe('ok');
    await syncs.waitFor((n) => n === 2, 'both on the admin side');
    await partnerSyncs.waitFor((n) => n === 2, 'both on the partner side');
    const state = a.presenceState<{ name: string }>();
    expect(Object.keys(state).sort()).toEqual([adminId, partnerId].sort());
    expect(state[partnerId].map((m) => m.name)).toEqual(['Partner']);
    expect(state[partnerId][0].presence_ref).toEqual(expect.any(String));

    // Others may not: a signed-in user, a visitor, the partner on someone else's entry.
    const adminEntry = draft();
    must(await admin.from('cheezopedia_entries').insert(adminEntry).select('id').single(), 'admin draft');
    const [u, v, other] = await Promise.all([
      subscribe(user.channel(topic, { config: { private: true } })),
      subscribe(b.anon().channel(topic, { config: { private: true } })),
      subscribe(partner.channel(`record:cheezopedia_entries:${adminEntry.id}`, { config: { private: true } })),
    ]);
    for (const r of [u, v, other]) expect(r.error?.message).toMatch(/^Unauthorized: You do not have permissions to read from this Channel topic: record:/);

    await partner.realtime.disconnect();
    expect(await leaves.waitFor((k) => k === partnerId, "the partner's leave")).toBe(partnerId);
    await syncs.waitFor((n) => n === 1, 'one left');
    expect(Object.keys(a.presenceState())).toEqual([adminId]);
    expect(await a.untrack()).toBe('ok');
    await syncs.waitFor((n) => n === 0, 'nobody left');
    await admin.removeAllChannels();
  });

  it("nobody may broadcast on a sync topic: a visitor's forged poke is dropped, unanswered", async () => {
    const visitor = b.anon();
    const listener = b.anon().channel('sync:public', { config: { private: true } });
    const heard = new Inbox<unknown>();
    listener.on('broadcast', { event: '*' }, (m) => heard.push(m));
    expect((await subscribe(listener)).status).toBe('SUBSCRIBED');
    const sender = visitor.channel('sync:public', { config: { private: true, broadcast: { ack: true } } });
    expect((await subscribe(sender)).status).toBe('SUBSCRIBED');
    // Realtime drops a refused broadcast without an answer: the ack never comes.
    expect(await sender.send({ type: 'broadcast', event: 'poke', payload: { table: 'cheeses', id: randomUUID(), version: 99 } }, { timeout: 1_500 })).toBe('timed out');
    const s = await sentinel();
    await heard.waitFor((m) => JSON.stringify(m).includes(s.id) && JSON.stringify(m).includes(`${s.version}`), 'the sentinel');
    expect(JSON.stringify(heard.items)).not.toContain('"version":99');
  });
});

describe('broadcast between clients', () => {
  it('goes to the other subscribers of a public channel, acknowledged, not back to the sender', async () => {
    const topic = `room-${randomUUID().slice(0, 8)}`;
    const one = b.anon().channel(topic, { config: { broadcast: { ack: true } } });
    const two = b.anon().channel(topic);
    const toOne = new Inbox<unknown>();
    const toTwo = new Inbox<{ payload: { n: number } }>();
    one.on('broadcast', { event: 'hello' }, (m) => toOne.push(m));
    two.on('broadcast', { event: 'hello' }, (m) => toTwo.push(m as unknown as { payload: { n: number } }));
    expect((await subscribe(one)).status).toBe('SUBSCRIBED');
    expect((await subscribe(two)).status).toBe('SUBSCRIBED');
    expect(await one.send({ type: 'broadcast', event: 'hello', payload: { n: 1 } })).toBe('ok');
    expect((await toTwo.waitFor(() => true, 'the broadcast')).payload).toEqual({ n: 1 });
    expect(await two.send({ type: 'broadcast', event: 'hello', payload: { n: 2 } })).toBe('ok');
    await toOne.waitFor(() => true, 'the answer');
    expect(toTwo.items).toHaveLength(1);
  });
});

describe('broadcast from the database', () => {
  it('realtime.send to a public topic, past NOTIFY’s size too, with the message id added to the payload; nothing from a rolled-back transaction', async () => {
    const topic = `room-db-${randomUUID().slice(0, 8)}`;
    const channel = b.anon().channel(topic);
    const got = new Inbox<{ event: string; payload: { text: string; id: string }; meta: { id: string } }>();
    channel.on('broadcast', { event: '*' }, (m) => got.push(m as unknown as { event: string; payload: { text: string; id: string }; meta: { id: string } }));
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    await expect(b.sql(`do $$ begin perform realtime.send(jsonb_build_object('text', 'rolled back'), 'small', '${topic}', false); raise exception 'roll back'; end $$`)).rejects.toThrow('roll back');
    await b.sql(`select realtime.send(jsonb_build_object('text', 'small'), 'small', $1, false)`, [topic]);
    await b.sql(`select realtime.send(jsonb_build_object('text', repeat('x', 20000)), 'large', $1, false)`, [topic]);
    const large = await got.waitFor((m) => m.event === 'large', 'the large message');
    expect(large.payload.text).toHaveLength(20_000);
    expect(large.payload.id).toBe(large.meta.id);
    expect(got.items.map((m) => [m.event, m.payload.text.slice(0, 11)])).toEqual([
      ['small', 'small'],
      ['large', 'xxxxxxxxxxx'],
    ]);
  });
});

describe('the 1.0.0 protocol', () => {
  it('joins and receives pokes as JSON messages', async () => {
    const c = createClient(b.url, PUBLISHABLE_KEY, { ...opts, realtime: { vsn: '1.0.0' } });
    extraClients.push(c);
    const channel = c.channel('sync:public', { config: { private: true } });
    const seen = pokes(channel);
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    const s = await sentinel();
    const p = await seen.waitFor(pokeOf(s.id, s.version), 'the sentinel');
    expect(p).toMatchObject({ type: 'broadcast', event: 'poke', payload: { table: 'cheeses', id: s.id, version: s.version }, meta: { id: expect.any(String) } });
  });
});

describe('the protocol, frame by frame', () => {
  it('answers heartbeats, unknown topics and leaves as Phoenix does', async () => {
    const raw = await rawSocket(b.url);
    expect(await raw.request(null, 'phoenix', 'heartbeat', {})).toEqual({ status: 'ok', response: {} });
    expect(await raw.request(null, 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} })).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    expect(await raw.request('7', 'elsewhere', 'phx_join', {})).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    expect(await raw.request('8', 'realtime:room-a', 'phx_join', { config: {} })).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    expect(await raw.request('8', 'realtime:room-a', 'phx_leave', {})).toEqual({ status: 'ok', response: {} });
    expect(await raw.frames.waitFor((f) => Array.isArray(f) && f[3] === 'phx_close', 'phx_close')).toEqual(['8', '8', 'realtime:room-a', 'phx_close', {}]);
    raw.close();
  });

  it('refuses upgrades without an API key, with an unknown key, a bad token or an unknown protocol version', async () => {
    await expect(rawSocket(b.url, { apikey: null })).rejects.toMatchObject({ status: 401, body: JSON.stringify({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }) });
    await expect(rawSocket(b.url, { apikey: 'sb_publishable_not_this_project' })).rejects.toMatchObject({ status: 401 });
    await expect(rawSocket(b.url, { apikey: `${(await sign({ role: 'anon', exp: now() + 60 })).slice(0, -3)}abc` })).rejects.toMatchObject({ status: 401, body: JSON.stringify({ error: 'Failed to validate JWT signature' }) });
    await expect(rawSocket(b.url, { vsn: '3.0.0' })).rejects.toMatchObject({ status: 403, body: '' });
    await expect(rawSocket(b.url, { headers: { host: 'attacker.example' } })).rejects.toMatchObject({ status: 403 });
  });
});
