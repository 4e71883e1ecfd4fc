/**
 * The bad-input corpus: 200+ malformed requests across REST, auth, storage and the
 * functions. Every one must get a clean 4xx with a JSON error (message / msg / error), none a 5xx,
 * and the server must keep serving (no crash). Prints the tally for the closing note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { JWT_SECRET } from '../../supabase/local/keys.ts';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';

interface Case {
  area: 'rest' | 'auth' | 'storage' | 'functions';
  method: string;
  path: string;
  body?: string | Blob;
  headers?: Record<string, string>;
  /** Which key to send: publishable (default), secret, or none. */
  key?: 'pub' | 'secret' | 'none';
}

const json = 'application/json';
const enc = encodeURIComponent;

function restCases(): Case[] {
  const get = (q: string, key: Case['key'] = 'pub'): Case => ({ area: 'rest', method: 'GET', path: `/rest/v1/${q}`, key });
  const T = 'cheezopedia_entries';
  const deep = (n: number) => `(${'or('.repeat(n)}title.eq.a${')'.repeat(n)})`;
  const selects = ['(', ')', ',,', 'id::', '::text', 'a:b:c', '*,(', 'id,%00', '%00', '"', '"unterminated', 'nope', 'id,nope', 'id::nosuchtype', 'id:', 'title->>x->', 'count(', 'id)'];
  const filters = [
    'featured=eq.maybe', 'featured=gt.x', 'published_at=gt.notadate', 'id=eq.not-a-uuid', 'id=in.(a,b)', 'id=in.nolist', 'title=xx.a',
    'title=eq', 'title=is.maybe', 'title=in.(a', 'title=eq.a%00', 'title=not.', 'title=not.xx.a', 'title=fts(.a', 'title=fts(a(b).x', 'title=like',
    'nope=eq.1', 'title;drop=eq.1', 'title=cs.notarray', 'title=ov.x', 'id=gt.', 'created_at=lt.notadate', 'featured=is.nope', 'id=eq.(a', '%00=eq.1',
  ];
  const logic = ['(', '()', '(a)', '(title.eq)', 'title.eq.a', '(title.eq.a', '(title.eq.a))', '(and(title.eq.a)', '(nope.eq.1)', '(title.xx.a)', enc(deep(3000)), enc(deep(200)), '(featured.eq.maybe)', '(,)', '(title.eq.a,)'];
  const orders = ['id.sideways', 'id.asc.nullsmaybe', ',', 'id..asc', 'nope', 'id.asc.desc', '%00', '(id)'];
  const paging = ['limit=-1', 'limit=abc', 'offset=abc', 'offset=-5', 'limit=1.5', 'limit=1e99x', 'offset=1x'];
  const cases: Case[] = [
    ...selects.map((s) => get(`${T}?select=${s}`)),
    ...filters.map((f) => get(`${T}?select=id&${f}`)),
    ...logic.map((l) => get(`${T}?select=id&or=${l}`)),
    ...logic.slice(0, 6).map((l) => get(`${T}?select=id&and=${l}`)),
    ...orders.map((o) => get(`${T}?select=id&order=${o}`)),
    ...paging.map((p) => get(`${T}?select=id&${p}`)),
    get('nope?select=*'),
    get(`${enc('cheeses; drop table cheeses')}?select=*`),
    get('cheeses/extra?select=*'),
    get('cheeses?select=id', 'none'),
    { area: 'rest', method: 'GET', path: '/rest/v1/cheeses?select=id', headers: { apikey: 'wrong-key' }, key: 'none' },
    { area: 'rest', method: 'GET', path: '/rest/v1/cheeses?select=id', headers: { authorization: 'Bearer a.b.c' } },
    { area: 'rest', method: 'GET', path: '/rest/v1/cheeses?select=id', headers: { authorization: 'Bearer ' + 'x'.repeat(9000) } },
    { area: 'rest', method: 'GET', path: '/rest/v1/cheeses?select=id', headers: { 'accept-profile': 'private' } },
    { area: 'rest', method: 'GET', path: '/rest/v1/cheeses?select=id', headers: { range: '5-1' } },
    { area: 'rest', method: 'GET', path: '/rest/v1/cheeses?select=id&limit=2', headers: { accept: 'application/vnd.pgrst.object+json' } },
  ];
  const write = (method: string, path: string, body: string, key: Case['key'] = 'pub', headers: Record<string, string> = {}): Case => ({
    area: 'rest', method, path: `/rest/v1/${path}`, body, key, headers: { 'content-type': json, ...headers },
  });
  for (const body of ['{', '[', '"str"', 'null', '42', '[1,2]', '', '{"a":', '\u0000', '{"email":"a@b.co"}']) cases.push(write('POST', 'newsletter_subscribers', body));
  for (const body of ['{', '"x"', '{"id":"not-a-uuid","name":"x"}', '{"nope":1}', '[{"name":"a"},{"nope":2}]', '{"name":null}', '{"name":"x","created_at":"notadate"}']) {
    cases.push(write('POST', 'cheeses', body, 'secret'));
  }
  cases.push(
    write('PATCH', 'cheeses', '{"name":"x"}', 'secret'),
    write('DELETE', 'cheeses', '', 'secret'),
    write('PATCH', 'cheeses?id=eq.00000000-0000-4000-8000-000000000000', '{', 'secret'),
    write('PATCH', 'cheeses?id=eq.00000000-0000-4000-8000-000000000000', '{"nope":1}', 'secret'),
    write('PUT', 'cheeses', '{}', 'secret'),
    write('POST', 'cheeses', '{"name":"x"}'),
    write('DELETE', 'cheeses?id=eq.x', ''),
    write('POST', 'rpc/newsletter_subscribe', '{'),
    write('POST', 'rpc/newsletter_subscribe', '{"nope":1}'),
    write('POST', 'rpc/newsletter_subscribe', '{"p_email":"not-an-email","p_token_hash":"x"}'),
    write('POST', 'rpc/newsletter_subscribe', '{"p_email":1}'),
    write('POST', 'rpc/newsletter_subscribe', JSON.stringify({ p_email: 'x'.repeat(400) + '@b.co', p_token_hash: 'x' })),
    write('POST', 'rpc/nope', '{}'),
    write('POST', 'rpc/pg_sleep', '{"seconds":1}'),
    write('DELETE', 'rpc/newsletter_subscribe', '{}'),
    write('POST', 'cheeses?columns=nope', '{"name":"x"}', 'secret'),
    write('POST', 'cheeses?on_conflict=nope', '{"name":"x"}', 'secret', { prefer: 'resolution=merge-duplicates' }),
  );
  return cases;
}

function authCases(expiredless: string): Case[] {
  const post = (path: string, body: string, headers: Record<string, string> = {}): Case => ({ area: 'auth', method: 'POST', path: `/auth/v1${path}`, body, headers: { 'content-type': json, ...headers } });
  const bodies = ['{', '[]', '"x"', '{}', '{"email":1}', '{"email":"x"}', '{"email":"a@b.co"}', '{"email":"a@b.co","password":"1"}', JSON.stringify({ email: 'a@b.co', password: 'p'.repeat(100) }),
    '{"email":"a@b.co","password":"secret-1","data":[1]}', JSON.stringify({ email: 'a@b.co', password: 'secret-1', data: { x: 'y'.repeat(20_000) } }), JSON.stringify({ email: 'a'.repeat(300) + '@b.co', password: 'secret-1' }),
    '{"email":["a@b.co"],"password":"secret-1"}', '{"email":"a@b.co","password":{"x":1}}'];
  const cases: Case[] = [
    ...bodies.map((b) => post('/signup', b)),
    ...['{', '{}', '{"email":"a@b.co"}', '{"email":1,"password":2}', '{"email":"nobody@b.co","password":"wrong-1"}', '{"email":"admin@cheezopedia.test","password":"wrong-1"}', '[]'].map((b) => post('/token?grant_type=password', b)),
    ...['{', '{}', '{"refresh_token":123}', '{"refresh_token":"nope"}', '{"refresh_token":""}'].map((b) => post('/token?grant_type=refresh_token', b)),
    post('/token', '{}'),
    post('/token?grant_type=magic', '{}'),
    post('/token?grant_type=id_token', '{"provider":"google"}'),
    ...['{', '{}', '{"email":"x"}', '{"email":1}', '[]'].map((b) => post('/recover', b)),
    post('/logout?scope=weird', ''),
    post('/logout', ''),
    post('/logout', '', { authorization: 'Bearer nope' }),
    { area: 'auth', method: 'GET', path: '/auth/v1/user' },
    { area: 'auth', method: 'GET', path: '/auth/v1/user', headers: { authorization: 'Bearer a.b.c' } },
    { area: 'auth', method: 'GET', path: '/auth/v1/user', headers: { authorization: `Bearer ${expiredless}` } },
    { area: 'auth', method: 'GET', path: '/auth/v1/user', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.' } },
    { area: 'auth', method: 'PUT', path: '/auth/v1/user', body: '{"email":"x"}', headers: { 'content-type': json } },
    { area: 'auth', method: 'GET', path: '/auth/v1/admin/users' },
    { area: 'auth', method: 'POST', path: '/auth/v1/admin/users', body: '{}', headers: { 'content-type': json } },
    { area: 'auth', method: 'GET', path: '/auth/v1/admin/users/not-a-uuid', key: 'secret' },
    { area: 'auth', method: 'DELETE', path: '/auth/v1/admin/users/00000000-0000-4000-8000-000000000000', key: 'secret' },
    { area: 'auth', method: 'POST', path: '/auth/v1/admin/users', body: '{"email":"x"}', headers: { 'content-type': json }, key: 'secret' },
    { area: 'auth', method: 'GET', path: '/auth/v1/nope' },
    { area: 'auth', method: 'GET', path: '/auth/v1/settings', key: 'none' },
    { area: 'auth', method: 'GET', path: '/auth/v1/settings', key: 'none', headers: { apikey: 'wrong' } },
    { area: 'auth', method: 'POST', path: '/auth/v1/otp', body: '{"email":"a@b.co"}', headers: { 'content-type': json } },
    { area: 'auth', method: 'POST', path: '/auth/v1/signup', body: '{"email":"a@b.co","password":"secret-1"}{}', headers: { 'content-type': json } },
  ];
  return cases;
}

function storageCases(): Case[] {
  const s = (method: string, path: string, body?: string | Blob, headers: Record<string, string> = {}, key: Case['key'] = 'pub'): Case => ({ area: 'storage', method, path: `/storage/v1${path}`, body, headers, key });
  return [
    s('GET', '/object/public/nobucket/x.png'),
    s('GET', '/object/public/cheeses/none.png'),
    s('GET', '/object/public/cheeses/'),
    s('GET', '/object/public/cheeses/%2e%2e/secret'),
    s('GET', '/object/public/cheeses/a%5cb.png'),
    s('GET', '/object/public/cheeses/a%2f..%2fb'),
    s('GET', '/object/cheeses/x.png'),
    s('GET', '/object/cheeses/x.png', undefined, { authorization: 'Bearer a.b.c' }),
    s('HEAD', '/object/public/nobucket/x.png'),
    s('POST', '/object/cheeses/x.png', 'x', { 'content-type': 'image/png' }),
    s('POST', '/object/cheeses/x.exe', 'MZ', { 'content-type': 'application/x-msdownload' }, 'secret'),
    s('POST', '/object/nobucket/x.png', 'x', { 'content-type': 'image/png' }, 'secret'),
    s('POST', '/object/cheeses/', 'x', { 'content-type': 'image/png' }, 'secret'),
    s('POST', `/object/${enc('bad bucket!')}/x.png`, 'x', { 'content-type': 'image/png' }),
    s('POST', '/object/cheeses/big.png', new Blob([new Uint8Array(6 * 1024 * 1024)]), { 'content-type': 'image/png' }, 'secret'),
    s('POST', '/object/cheeses/x.png', '--b\r\nbroken', { 'content-type': 'multipart/form-data; boundary=b' }, 'secret'),
    s('PUT', '/object/cheeses/none.png', 'x', { 'content-type': 'image/png' }),
    s('POST', '/object/list/cheeses', '{', { 'content-type': json }),
    s('POST', '/object/list/cheeses', '{"prefix":1}', { 'content-type': json }),
    s('POST', '/object/list/cheeses', '{"prefix":"","limit":"x"}', { 'content-type': json }),
    s('POST', '/object/list/cheeses', '{"prefix":"","sortBy":{"column":"nope"}}', { 'content-type': json }),
    s('POST', '/object/list/nobucket', '{"prefix":""}', { 'content-type': json }, 'secret'),
    s('DELETE', '/object/cheeses', '{"prefixes":"x"}', { 'content-type': json }),
    s('DELETE', '/object/cheeses', '{', { 'content-type': json }),
    s('DELETE', '/object/cheeses', '[]', { 'content-type': json }),
    s('DELETE', '/object/cheeses/none.png'),
    s('POST', '/object/list/cheeses', '{}', { 'content-type': json }),
    s('GET', '/bucket/nobucket', undefined, {}, 'secret'),
    s('GET', '/bucket/%00', undefined, {}, 'secret'),
    s('POST', '/object/sign/cheeses/x.png', '{"expiresIn":60}', { 'content-type': json }),
    s('GET', '/render/image/public/cheeses/x.png'),
    s('GET', '/nonsense'),
    s('PATCH', '/object/cheeses/x.png', 'x'),
  ];
}

function functionCases(): Case[] {
  const f = (name: string, body?: string, method = 'POST', headers: Record<string, string> = { 'content-type': json }): Case => ({ area: 'functions', method, path: `/.netlify/functions/${name}`, body, headers, key: 'none' });
  const contact = ['{', '[]', '"x"', '{}', '{"name":"A"}', '{"name":"A","email":"x","message":"m"}', '{"name":"","email":"a@b.co","message":"m"}', JSON.stringify({ name: 'n'.repeat(300), email: 'a@b.co', message: 'm' }),
    JSON.stringify({ name: 'A', email: 'a@b.co', message: 'm'.repeat(5001) }), JSON.stringify({ name: 'A', email: 'a@b.co', message: 'x'.repeat(60_000) }), '{"name":1,"email":2,"message":3}', '{"name":"A","email":"a@b.co","message":"   "}'];
  const welcome = ['{', '[]', '{}', '{"email":"x"}', '{"email":7}', '{"email":"a@b@c.com"}', '{"email":"a@b.co\\r\\nBcc: x@y.z"}'];
  return [
    ...contact.map((b) => f('send-contact', b)),
    ...welcome.map((b) => f('newsletter-subscribe', b)),
    f('send-contact', undefined, 'GET', {}),
    f('newsletter-subscribe', undefined, 'GET', {}),
    f('send-contact', '{}', 'PUT'),
    // The image-upload function: no bucket, a foreign one, traversal, no or a forged token, no picture.
    f('image-upload', 'x', 'POST', { 'content-type': 'image/png' }),
    f('image-upload?bucket=secrets&path=a.png', 'x', 'POST', { 'content-type': 'image/png' }),
    f(`image-upload?bucket=cheeses&path=${enc('../../etc/passwd.png')}`, 'x', 'POST', { 'content-type': 'image/png' }),
    f(`image-upload?bucket=cheeses&path=${enc('a%00.png')}`, 'x', 'POST', { 'content-type': 'image/png' }),
    f('image-upload?bucket=cheeses&path=a.png', 'x', 'POST', { 'content-type': 'image/png' }),
    f('image-upload?bucket=cheeses&path=a.png', 'x', 'POST', { 'content-type': 'image/png', authorization: 'Bearer not-a-jwt' }),
    f('image-upload?bucket=cheeses&path=a.png', '<svg onload="alert(1)"/>', 'POST', { 'content-type': 'image/svg+xml', authorization: 'Bearer x.y.z' }),
    f('image-upload?bucket=cheeses&path=a.png', undefined, 'GET', {}),
    f('nope', '{}'),
    f(enc('../server'), '{}'),
    f('.hidden', '{}'),
    f(enc('a b'), '{}'),
    f('x'.repeat(80), '{}'),
  ];
}

let b: TestBackend;
let expiredless = '';
beforeAll(async () => {
  // High auth limits: the corpus checks validation, not the (separately tested) rate limits.
  b = await startTestBackend({ auth: { rateLimit: { signInSignUps: 100_000, tokenRefresh: 100_000, emailSent: 100_000 } } });
  expiredless = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(JWT_SECRET));
});
afterAll(async () => b?.close());

describe('bad-input corpus', () => {
  it('200+ malformed requests: all clean 4xx JSON, no 5xx, no crash', async () => {
    const cases = [...restCases(), ...authCases(expiredless), ...storageCases(), ...functionCases()];
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const tally = { total: cases.length, clean4xx: 0, notJson4xx: 0, other: 0, server5xx: 0, crashes: 0 };
    const byArea: Record<string, number> = {};
    const problems: string[] = [];
    for (const c of cases) {
      byArea[c.area] = (byArea[c.area] ?? 0) + 1;
      const key = c.key === 'secret' ? b.secretKey : c.key === 'none' ? undefined : b.publishableKey;
      const headers: Record<string, string> = { ...(key ? { apikey: key } : {}), ...(c.key === 'secret' ? { authorization: `Bearer ${b.secretKey}` } : {}), ...c.headers };
      let res: Response;
      try {
        res = await fetch(`${b.url}${c.path}`, { method: c.method, headers, body: c.body, redirect: 'manual' });
      } catch (e) {
        tally.crashes++;
        problems.push(`CRASH ${c.method} ${c.path.slice(0, 120)}: ${(e as Error).message}`);
        continue;
      }
      const text = c.method === 'HEAD' ? '' : await res.text();
      if (res.status >= 500) {
        tally.server5xx++;
        problems.push(`${res.status} ${c.method} ${c.path.slice(0, 120)}: ${text.slice(0, 200)}`);
        continue;
      }
      if (res.status < 400) {
        tally.other++;
        problems.push(`${res.status} (not an error) ${c.method} ${c.path.slice(0, 120)}: ${text.slice(0, 200)}`);
        continue;
      }
      let parsed: Record<string, unknown> | undefined;
      try {
        parsed = c.method === 'HEAD' ? { message: 'HEAD has no body' } : (JSON.parse(text) as Record<string, unknown>);
      } catch {
        parsed = undefined;
      }
      const message = parsed && (parsed.message ?? parsed.msg ?? parsed.error);
      if (typeof message === 'string' && message.length > 0) tally.clean4xx++;
      else {
        tally.notJson4xx++;
        problems.push(`${res.status} without a JSON error ${c.method} ${c.path.slice(0, 120)}: ${text.slice(0, 200)}`);
      }
    }
    const alive = await fetch(`${b.url}/rest/v1/cheeses?select=id&limit=1`, { headers: { apikey: b.publishableKey } });
    if (alive.status !== 200) tally.crashes++;
    console.log(`[bad-input corpus] ${JSON.stringify({ ...tally, byArea })}`);
    expect(problems).toEqual([]);
    expect(tally.clean4xx).toBe(tally.total);
  }, 300_000);
});
