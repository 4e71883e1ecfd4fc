/**
 * A visitor's receive-only Realtime client (src/data/server/visitor-realtime.ts) against the
 * stand-in's Supabase Realtime, in the 1.0.0 protocol, over Node's WebSocket (the browsers' API): it joins the
 * private `sync:public` with the publishable key, hears the poke of a published entry's change as
 * realtime-js would hand it over, hears nothing of a draft, and stops hearing once it leaves.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, must, type TestBackend } from '../helpers/backend';
import { Inbox } from '../helpers/realtime';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys';
import { PUBLIC_SYNC_TOPIC } from '../../src/domain/sync-topics';
import { createVisitorRealtime } from '../../src/data/server/visitor-realtime';

let b: TestBackend;
let admin: SupabaseClient;

type Message = { type?: unknown; event?: unknown; payload?: { table?: unknown; id?: unknown; version?: unknown }; meta?: unknown };

/** The receiver on the stand-in, over Node's global WebSocket (the one browsers have); `sockets` collects them. */
function visitorRealtime(sockets: WebSocket[] = []) {
  return createVisitorRealtime(`${b.url.replace(/^http/, 'ws')}/realtime/v1`, PUBLISHABLE_KEY, (url) => {
    const ws = new WebSocket(url);
    sockets.push(ws);
    return ws;
  });
}

async function versionAfter(p: PromiseLike<{ data: { version: number } | null; error: { message: string } | null }>, what: string): Promise<number> {
  return must(await p, what).version;
}

/** A public change every visitor hears of: after it arrives, everything sent before it has too. */
async function sentinel(): Promise<{ id: string; version: number }> {
  const cheese = must(await admin.from('cheeses').select('id').limit(1).single(), 'a cheese');
  const version = await versionAfter(admin.from('cheeses').update({ description: `Sentinel ${randomUUID()}` }).eq('id', cheese.id).select('version').single(), 'sentinel');
  return { id: cheese.id, version };
}

const about = (id: string, version: number) => (m: Message) => m.payload?.id === id && m.payload.version === version;

beforeAll(async () => {
  b = await startTestBackend();
  admin = await b.asDemo('admin');
});
afterAll(async () => {
  await b?.close();
});

describe("a visitor's receive-only Realtime client", () => {
  it('joins sync:public, hears the publish of an entry as table, id and version, and nothing of its draft', async () => {
    const sockets: WebSocket[] = [];
    const client = visitorRealtime(sockets);
    const statuses = new Inbox<string>();
    const heard = new Inbox<Message>();
    const channel = client
      .channel(PUBLIC_SYNC_TOPIC, { config: { private: true } })
      .on('broadcast', { event: 'poke' }, (m) => heard.push(m as Message))
      .subscribe((s) => statuses.push(s));
    await statuses.waitFor((s) => s === 'SUBSCRIBED', 'SUBSCRIBED');
    expect(sockets.map((s) => new URL(s.url).searchParams.get('vsn'))).toEqual(['1.0.0']);

    const id = randomUUID();
    const entry = { id, slug: `lean-${id.slice(0, 8)}`, title: `Lean receiver ${id.slice(0, 8)}`, content: `Draft text ${id}`, content_type: 'article', published_at: null };
    expect(await versionAfter(admin.from('cheezopedia_entries').insert(entry).select('version').single(), 'insert draft')).toBe(1);
    expect(await versionAfter(admin.from('cheezopedia_entries').update({ title: `${entry.title}, edited` }).eq('id', id).select('version').single(), 'edit draft')).toBe(2);
    const first = await sentinel();
    await heard.waitFor(about(first.id, first.version), 'the sentinel after the draft');
    expect(heard.items.filter((m) => m.payload?.id === id)).toEqual([]);

    const published = new Date(Date.now() - 1_000).toISOString();
    expect(await versionAfter(admin.from('cheezopedia_entries').update({ published_at: published }).eq('id', id).select('version').single(), 'publish')).toBe(3);
    expect(await versionAfter(admin.from('cheezopedia_entries').update({ title: `${entry.title}, published edit` }).eq('id', id).select('version').single(), 'published edit')).toBe(4);
    const last = await sentinel();
    await heard.waitFor(about(last.id, last.version), 'the sentinel after the publish');
    const aboutEntry = heard.items.filter((m) => m.payload?.id === id);
    expect(aboutEntry).toEqual([
      { type: 'broadcast', event: 'poke', payload: { table: 'cheezopedia_entries', id, version: 3 }, meta: { id: expect.any(String) } },
      { type: 'broadcast', event: 'poke', payload: { table: 'cheezopedia_entries', id, version: 4 }, meta: { id: expect.any(String) } },
    ]);
    const everything = JSON.stringify(heard.items);
    for (const secret of [entry.slug, entry.title, entry.content]) expect(everything).not.toContain(secret);
    expect(statuses.items).toEqual(['SUBSCRIBED']);

    // Leaving the last channel closes the socket: nothing more is heard, while another visitor hears on.
    const ws = sockets[0];
    const closed = new Promise<void>((resolve) => ws.addEventListener('close', () => resolve(), { once: true }));
    await client.removeChannel(channel);
    await closed;
    const count = heard.items.length;
    const after = await sentinel();
    const control = visitorRealtime();
    const controlHeard = new Inbox<Message>();
    const controlStatus = new Inbox<string>();
    const controlChannel = control
      .channel(PUBLIC_SYNC_TOPIC, { config: { private: true } })
      .on('broadcast', { event: 'poke' }, (m) => controlHeard.push(m as Message))
      .subscribe((s) => controlStatus.push(s));
    await controlStatus.waitFor((s) => s === 'SUBSCRIBED', 'the control SUBSCRIBED');
    const marker = await sentinel();
    await controlHeard.waitFor(about(marker.id, marker.version), 'the marker on a second receiver');
    expect(heard.items.length).toBe(count);
    expect(heard.items.some(about(after.id, after.version))).toBe(false);
    expect(statuses.items).toEqual(['SUBSCRIBED']);
    await control.removeChannel(controlChannel);
  });

  it('a topic the visitor may not read is refused (CHANNEL_ERROR), and tried again', async () => {
    const client = visitorRealtime();
    const statuses = new Inbox<string>();
    const channel = client.channel('sync:admin', { config: { private: true } }).subscribe((s) => statuses.push(s));
    await statuses.waitFor((s) => s === 'CHANNEL_ERROR', 'CHANNEL_ERROR');
    await statuses.waitFor(() => statuses.items.filter((s) => s === 'CHANNEL_ERROR').length >= 2, 'a second CHANNEL_ERROR after the retry');
    expect(statuses.items.every((s) => s === 'CHANNEL_ERROR')).toBe(true);
    await client.removeChannel(channel);
  });
});
