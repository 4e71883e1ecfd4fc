/**
 * Requests that used to answer 500: a regex filter too large for the database (which, on PGlite,
 * then hung every later request) and malformed percent escapes in the path or a cookie. Each gets
 * PostgREST's answer, in PostgREST's error shape, and the server keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';
import { MAX_REGEX_SIZE, regexSize } from '../../supabase/local/rest/regex-size.ts';
import { decodePathSegment } from '../../supabase/local/rest/path-name.ts';

let b: TestBackend;
beforeAll(async () => {
  b = await startTestBackend();
});
afterAll(async () => b?.close());

const rest = (p: string) => fetch(`${b.url}/rest/v1/${p}`, { headers: { apikey: b.publishableKey } });

async function stillServing() {
  const r = await rest('cheezopedia_entries?select=title&title=match.^[A-Z]&limit=1');
  expect(r.status).toBe(200);
  expect(await r.json()).toHaveLength(1);
}

describe('a catastrophic regex filter', () => {
  const TOO_COMPLEX = { code: '2201B', details: null, hint: null, message: 'invalid regular expression: regular expression is too complex' };

  it('answers 400 with PostgreSQL\'s error in PostgREST\'s shape, 30 times of 30, and the server keeps serving', async () => {
    for (let i = 0; i < 30; i++) {
      const r = await rest('cheezopedia_entries?select=title&title=match.(a{1,200}){1,200}');
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual(TOO_COMPLEX);
    }
    await stillServing();
  });

  it('is refused through imatch, not. and an or= tree too', async () => {
    for (const q of ['title=imatch.(a{1,200}){1,200}', 'title=not.match.(a{1,200}){1,200}', 'or=(title.match."(a{1,200}){1,200}",slug.eq.x)']) {
      const r = await rest(`cheezopedia_entries?select=title&${q}`);
      expect(r.status, q).toBe(400);
      expect(await r.json()).toEqual(TOO_COMPLEX);
    }
    await stillServing();
  });

  it('leaves ordinary patterns alone, bounded repetitions included', async () => {
    const r = await rest(`cheezopedia_entries?select=title&title=match.${encodeURIComponent('^[[:alpha:]]{1,100}( [a-z]{1,50}){0,10}')}&limit=1`);
    expect(r.status).toBe(200);
    expect(regexSize('(a{1,100}){1,100}')).toBe(MAX_REGEX_SIZE);
    expect(regexSize('(a{1,200}){1,200}')).toBeGreaterThan(MAX_REGEX_SIZE);
    expect(regexSize('[a-z{}]{3}x*')).toBe(4);
    expect(regexSize('(a|b){5}')).toBe(10);
  });
});

describe('malformed percent escapes', () => {
  it('a table name with a malformed escape: 400 PGRST100 in PostgREST\'s shape, not a lookup', async () => {
    for (const raw of ['%E0%A4%A', '%E0%A4%A4%zz', '%FF']) {
      const r = await rest(raw);
      expect(r.status, raw).toBe(400);
      const body = await r.json();
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(body.code).toBe('PGRST100');
      expect(body.hint).toBeNull();
      expect(body.message).toContain('malformed percent escape');
    }
    expect(() => decodePathSegment('%E0%A4%A')).toThrow(/malformed percent escape/);
    expect(() => decodePathSegment('%C3')).toThrow(/malformed percent escape/);
    expect(decodePathSegment('caf%C3%A9%20x')).toBe('café x');
    await stillServing();
  });

  it('an RPC name likewise: 400 PGRST100, not 404 PGRST202', async () => {
    const r = await fetch(`${b.url}/rest/v1/rpc/%E0%A4%A`, { method: 'POST', headers: { apikey: b.publishableKey, 'content-type': 'application/json' }, body: '{}' });
    expect(r.status).toBe(400);
    const body = await r.json();
    expect(body).toMatchObject({ code: 'PGRST100', hint: null });
    expect(body.message).toContain('malformed percent escape');
  });

  it('a well-formed escape of an unknown name is still 404 PGRST205', async () => {
    const r = await rest('caf%C3%A9');
    expect(r.status).toBe(404);
    expect((await r.json()).code).toBe('PGRST205');
  });

  it('a cookie with a malformed escape reaches a function as sent, not a 500', async () => {
    const r = await fetch(`${b.url}/.netlify/functions/view`, { method: 'POST', headers: { cookie: 'x=%E0%A4%A', 'content-type': 'text/plain', origin: b.url }, body: 'not json' });
    expect(r.status).toBe(400);
  });

  it('storage answers 400, never 500', async () => {
    expect((await fetch(`${b.url}/storage/v1/object/public/entry-images/%E0%A4%A`)).status).toBe(400);
    await stillServing();
  });
});
