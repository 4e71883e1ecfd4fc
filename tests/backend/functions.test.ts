/**
 * /.netlify/functions/<name>: the Functions v2 adapter (fixture functions) and the real newsletter-subscribe
 * and send-contact handlers against the local backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { readMailbox } from '../../supabase/local/mail-viewer.ts';
import { matchPath, registeredFunctions } from '../../supabase/local/functions/registry.ts';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';

/** POST with a chosen Host header (fetch() would drop it). */
function postWithHost(url: string, host: string, body: unknown): Promise<number> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { host, 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

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

describe('function registry', () => {
  it('imports the folder once (routing a request reads no file), and sees a function added later', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cz-functions-'));
    try {
      await writeFile(path.join(dir, 'first.mjs'), "export default () => new Response('1');\nexport const config = { path: '/first' };\n");
      const table = await registeredFunctions(dir);
      expect([...table.keys()]).toEqual(['first']);
      expect(await registeredFunctions(dir)).toBe(table); // the same table: nothing listed or imported again
      expect((await matchPath(dir, '/first', 'GET'))?.name).toBe('first');
      expect(await matchPath(dir, '/second', 'GET')).toBeUndefined();
      await writeFile(path.join(dir, 'second.mjs'), "export default () => new Response('2');\nexport const config = { path: '/second' };\n");
      expect((await matchPath(dir, '/second', 'GET'))?.name).toBe('second');
      expect([...(await registeredFunctions(dir)).keys()].sort()).toEqual(['first', 'second']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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

  it('newsletter-subscribe mails the confirmation link into the local mailbox when no SMTP_URL is set', async () => {
    const r = await fetch(`${b.url}/.netlify/functions/newsletter-subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'fan@example.test' }) });
    expect(r.status).toBe(200);
    await expect.poll(async () => (await readMailbox(b.mailboxDir)).filter((m) => m.to === 'fan@example.test' && m.subject === 'Confirm your Cheezopedia subscription').length).toBe(1);
    const row = (await b.service().from('newsletter_subscribers').select('is_active').eq('email', 'fan@example.test').single()).data;
    expect(row).toEqual({ is_active: false });
  });

  it('send-contact: the sender copy carries none of the submitted text or links', async () => {
    const r = await fetch(`${b.url}/.netlify/functions/send-contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Prize https://evil.example/n', email: 'victim@example.test', message: 'You won! Claim at https://evil.example/prize' }),
    });
    expect(r.status).toBe(200);
    const copy = (await readMailbox(b.mailboxDir)).find((m) => m.to === 'victim@example.test')!;
    expect(copy.subject).toBe('We received your message — Cheezopedia');
    expect(`${copy.subject}\n${copy.text}`).not.toMatch(/evil|Prize|won|https?:/i);
  });

  it('the rate limit counts by client IP: a new Host header per request does not reset it', async () => {
    const statuses: number[] = [];
    // Host names the server answers (any other Host is refused before the function), each port a new Host.
    for (let i = 0; i < 12; i++) statuses.push(await postWithHost(`${b.url}/.netlify/functions/newsletter-subscribe`, `${['localhost', '127.0.0.1', '[::1]'][i % 3]}:${1000 + i}`, { email: 'nobody@example.test' }));
    // 5 per minute per IP (fewer left after the calls above): never 12 of 12 as with one key per Host.
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.slice(-7)).toEqual(Array(7).fill(429));
  });
});
