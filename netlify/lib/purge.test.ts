import { describe, expect, it, vi } from 'vitest';
import { createPurgeHandler, tagsForChange, type WebhookPayload } from './purge';
import { pageTags } from './tags';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const SECRET = 'webhook-secret-for-tests';
const draft = { slug: 'brie-tart', published_at: null, archived_at: null };
const published = { slug: 'brie-tart', published_at: '2026-11-20T10:00:00Z', archived_at: null };
const archived = { ...published, archived_at: '2026-11-22T11:00:00Z' };
const scheduled = { ...published, published_at: '2026-12-01T10:00:00Z' };

const change = (type: WebhookPayload['type'], old_record: object | null, record: object | null, table = 'cheezopedia_entries'): WebhookPayload => ({
  type,
  table,
  schema: 'public',
  record: record as Record<string, unknown> | null,
  old_record: old_record as Record<string, unknown> | null,
});

function post(body: unknown, secret: string | null = SECRET) {
  return new Request('http://localhost/.netlify/functions/purge-pages', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { 'x-webhook-secret': secret } : {}) },
    body: JSON.stringify(body),
  });
}

function handler() {
  const purge = vi.fn<(tags: string[]) => Promise<void>>(() => Promise.resolve());
  return { purge, handle: createPurgeHandler({ purge, secret: SECRET, now: () => NOW }) };
}

describe('tags for a change', () => {
  it.each([
    ['publishing a draft', change('UPDATE', draft, published), ['entries', 'entry-brie-tart']],
    ['unpublishing', change('UPDATE', published, draft), ['entries', 'entry-brie-tart']],
    ['archiving', change('UPDATE', published, archived), ['entries', 'entry-brie-tart']],
    ['updating a published entry', change('UPDATE', published, { ...published, title: 'New' }), ['entries', 'entry-brie-tart']],
    ['renaming the slug of a published entry', change('UPDATE', published, { ...published, slug: 'brie-tartlets' }), ['entries', 'entry-brie-tart', 'entry-brie-tartlets']],
    ['deleting a published entry', change('DELETE', published, null), ['entries', 'entry-brie-tart']],
    ['inserting a published entry', change('INSERT', null, published), ['entries', 'entry-brie-tart']],
    ['editing a draft', change('UPDATE', draft, { ...draft, title: 'x' }), []],
    // Pages cached before were given lifetimes that did not know this time.
    ['scheduling a draft for later', change('UPDATE', draft, scheduled), ['entries', 'entry-brie-tart']],
    ['moving a scheduled time', change('UPDATE', scheduled, { ...scheduled, published_at: '2026-11-25T10:00:00Z' }), ['entries', 'entry-brie-tart']],
    ['editing a scheduled entry at the same time', change('UPDATE', scheduled, { ...scheduled, title: 'x' }), []],
    ['inserting a scheduled entry', change('INSERT', null, scheduled), ['entries', 'entry-brie-tart']],
    ['deleting a draft', change('DELETE', draft, null), []],
    ['a cheese change', change('UPDATE', { id: 'c' }, { id: 'c' }, 'cheeses'), ['cheeses']],
    ['another table', change('INSERT', null, { id: 'x' }, 'profiles'), []],
  ])('%s', (_name, payload, tags) => {
    expect(tagsForChange(payload, NOW)).toEqual(tags);
  });

  it('purges exactly the tags the pages carry', () => {
    const tags = tagsForChange(change('UPDATE', published, draft), NOW);
    for (const page of [pageTags('landing', null), pageTags('discover', null), pageTags('entry', 'brie-tart'), pageTags('entry', 'other')]) {
      expect(page.some((t) => tags.includes(t))).toBe(true);
    }
  });
});

describe('purge webhook', () => {
  it('publishing calls the purge with the entry tags', async () => {
    const { purge, handle } = handler();
    const res = await handle(post(change('UPDATE', draft, published)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ purged: ['entries', 'entry-brie-tart'] });
    expect(purge).toHaveBeenCalledExactlyOnceWith(['entries', 'entry-brie-tart']);
  });

  it('unpublishing calls the purge with the entry tags', async () => {
    const { purge, handle } = handler();
    await handle(post(change('UPDATE', published, draft)));
    expect(purge).toHaveBeenCalledExactlyOnceWith(['entries', 'entry-brie-tart']);
  });

  it('a draft edit purges nothing', async () => {
    const { purge, handle } = handler();
    expect(await (await handle(post(change('UPDATE', draft, draft)))).json()).toEqual({ purged: [] });
    expect(purge).not.toHaveBeenCalled();
  });

  it('refuses a missing or wrong secret, other methods and bad bodies', async () => {
    const { purge, handle } = handler();
    expect((await handle(post(change('UPDATE', draft, published), null))).status).toBe(401);
    expect((await handle(post(change('UPDATE', draft, published), 'wrong-secret-of-same-len'))).status).toBe(401);
    expect((await handle(new Request('http://localhost/x', { method: 'GET' }))).status).toBe(405);
    expect((await handle(new Request('http://localhost/x', { method: 'POST', headers: { 'x-webhook-secret': SECRET }, body: 'nope' }))).status).toBe(400);
    expect(purge).not.toHaveBeenCalled();
  });

  it('is closed when no secret is configured', async () => {
    const purge = vi.fn(() => Promise.resolve());
    const handle = createPurgeHandler({ purge, secret: undefined });
    expect((await handle(post(change('UPDATE', draft, published), ''))).status).toBe(503);
    expect(purge).not.toHaveBeenCalled();
  });

  it('reports a failed purge as 502', async () => {
    const handle = createPurgeHandler({ purge: () => Promise.reject(new Error('API down')), secret: SECRET, now: () => NOW });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await handle(post(change('DELETE', published, null)))).status).toBe(502);
    spy.mockRestore();
  });
});
