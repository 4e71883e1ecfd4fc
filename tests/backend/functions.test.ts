/**
 * /.netlify/functions/<name>: the Functions v2 adapter (fixture functions) and the real send-welcome
 * and send-contact handlers against the local backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMailbox } from '../../supabase/local/mail-viewer.ts';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('adapter (fixture functions)', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend({ functionsDir: path.join(here, 'fixtures', 'functions') });
  });
  afterAll(async () => b?.close());

  it('a request reaches the handler as a Request with a context; the server env is set', async () => {
    const r = await fetch(`${b.url}/.netlify/functions/echo?q=brie`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body).toMatchObject({ method: 'POST', path: '/.netlify/functions/echo', query: 'brie', body: '{"a":1}', contentType: 'application/json', hasRequestId: true });
    expect(body.ip).toMatch(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
    expect(body.env.secret).toBe(true);
    expect(typeof body.env.url).toBe('string');
  });

  it('unknown function is 404; an invalid name is 400', async () => {
    expect((await fetch(`${b.url}/.netlify/functions/nope`)).status).toBe(404);
    expect((await fetch(`${b.url}/.netlify/functions/${encodeURIComponent('../server')}`)).status).toBe(400);
    expect((await fetch(`${b.url}/.netlify/functions/.hidden`)).status).toBe(400);
  });

  it('honours config.method (other methods are not routed to it) and config.rateLimit (429 past the window limit)', async () => {
    // A method the config does not list never reaches the function: as on Netlify, a plain 404.
    expect((await fetch(`${b.url}/.netlify/functions/limited`)).status).toBe(404);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await fetch(`${b.url}/.netlify/functions/limited`, { method: 'POST' })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('a function with config.path answers on its paths (params), not on /.netlify/functions/<name>', async () => {
    const r = await fetch(`${b.url}/fixture-entry/aged-gouda`);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ method: 'GET', params: { slug: 'aged-gouda' } });
    expect(await (await fetch(`${b.url}/fixture-files/a/b.txt`)).json()).toEqual({ method: 'GET', params: {} });
    expect((await fetch(`${b.url}/fixture-files/private/x.txt`)).headers.get('content-type')).not.toContain('application/json');
    expect((await fetch(`${b.url}/.netlify/functions/by-path`)).status).toBe(404);
    // POST is not in config.method: the request goes on to the static files instead.
    const post = await fetch(`${b.url}/fixture-entry/aged-gouda`, { method: 'POST' });
    expect(post.headers.get('content-type')).not.toContain('application/json');
  });

  it('a throwing handler is 500 and the next request is served', async () => {
    expect((await fetch(`${b.url}/.netlify/functions/broken`)).status).toBe(500);
    expect((await fetch(`${b.url}/.netlify/functions/echo`)).status).toBe(200);
  });
});

describe('real functions', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend();
  });
  afterAll(async () => b?.close());

  it('send-contact stores the message and mails the team and the sender', async () => {
    const r = await fetch(`${b.url}/.netlify/functions/send-contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Gabriel', email: 'gabriel@example.test', message: 'Do you have a Mimolette recipe?' }),
    });
    expect(r.status).toBe(200);
    const { data } = await b.service().from('contact_messages').select('name,email,message').eq('email', 'gabriel@example.test');
    expect(data).toEqual([{ name: 'Gabriel', email: 'gabriel@example.test', message: 'Do you have a Mimolette recipe?' }]);
    const mails = await readMailbox(b.mailboxDir);
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining(['gabriel@example.test']));
  });

  it('send-welcome mails a subscriber', async () => {
    await b.anon().from('newsletter_subscribers').insert({ email: 'fan@example.test', source: 'website' });
    const r = await fetch(`${b.url}/.netlify/functions/send-welcome`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'fan@example.test' }) });
    expect(r.status).toBe(200);
    expect((await readMailbox(b.mailboxDir)).some((m) => m.to === 'fan@example.test' && m.subject === 'Welcome to Cheezopedia!')).toBe(true);
  });
});
