import { describe, expect, it } from 'vitest';
import { coalesce, config, createViewHandler, isBotAgent, visitorHash, visitorNetwork, type ViewDeps } from './view';

const ID = '5b0f6a57-3d2c-4c57-9d69-0f3c0a1e2b3c';
const SITE = 'https://www.cheezopedia.example';
const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

function setup(result: boolean | Error = true) {
  const calls: [string, string][] = [];
  const logs: string[] = [];
  const deps: ViewDeps = {
    async record(entryId, visitor) {
      calls.push([entryId, visitor]);
      if (result instanceof Error) throw result;
      return result;
    },
    log: (m) => void logs.push(m),
  };
  const handler = createViewHandler(() => deps, {});
  const post = (body: string, ua: string | null = UA, ip = '203.0.113.7', headers: Record<string, string> = { origin: SITE }) =>
    handler(new Request('http://x/.netlify/functions/view', { method: 'POST', body, headers: { ...headers, ...(ua ? { 'user-agent': ua } : {}) } }), { ip, site: { url: SITE } });
  return { calls, logs, post, handler };
}

describe('view beacon handler', () => {
  it('counts with a hashed visitor: neither the IP nor the user agent reaches the database', async () => {
    const { calls, post } = setup(true);
    const res = await post(JSON.stringify({ entryId: ID.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ counted: true });
    expect(calls).toEqual([[ID, visitorHash('203.0.113.7')]]);
    expect(calls[0][1]).toMatch(/^[0-9a-f]{64}$/);
    expect(calls[0][1]).not.toContain('203.0.113.7');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the visitor is the address, whatever the user agent; an IPv6 address by its /64', async () => {
    expect(visitorHash('1.2.3.5')).not.toBe(visitorHash('1.2.3.4'));
    expect(visitorHash('::ffff:1.2.3.4')).toBe(visitorHash('1.2.3.4'));
    expect(visitorNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(visitorNetwork('2001:db8:1:2:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(visitorNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(visitorNetwork('::1')).toBe('0:0:0:0::/64');
    expect(visitorHash('2001:db8:1:3::1')).not.toBe(visitorHash('2001:db8:1:2::1'));
    const { calls, post } = setup();
    await post(JSON.stringify({ entryId: ID }), UA);
    await post(JSON.stringify({ entryId: ID }), UA.replace('17.5', '16.1'));
    expect(calls[1][1]).toBe(calls[0][1]);
  });

  it('counts only beacons from the site’s own pages: Origin, else Referer; neither is refused', async () => {
    const { calls, post } = setup();
    const body = JSON.stringify({ entryId: ID });
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { referer: 'https://evil.example/brie' }, {}, { origin: 'http://www.cheezopedia.example' }, { origin: 'https://evil.example', referer: `${SITE}/brie` }];
    for (const headers of foreign) {
      const r = await post(body, UA, '203.0.113.7', headers);
      expect(r.status, JSON.stringify(headers)).toBe(403);
    }
    expect(calls).toEqual([]);
    expect((await post(body, UA, '203.0.113.7', { referer: `${SITE}/brie` })).status).toBe(200);
    expect((await post(body, UA, '203.0.113.7', { origin: SITE })).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('without a configured site nothing is counted (never the request’s own Host)', async () => {
    const handler = createViewHandler(() => ({ record: async () => true }), {});
    const r = await handler(new Request('https://evil.example/.netlify/functions/view', { method: 'POST', body: JSON.stringify({ entryId: ID }), headers: { origin: 'https://evil.example', 'user-agent': UA } }), { ip: '1.2.3.4' });
    expect(r.status).toBe(403);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['GPTBot', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)', true],
    ['headless Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36', true],
    ['empty', '   ', true],
    ['Safari', UA, false],
  ])('isBotAgent(%s) = %s', (_name, ua, bot) => {
    expect(isBotAgent(ua)).toBe(bot);
  });

  it('bots and a missing user agent get 204 and are not recorded', async () => {
    const { calls, post } = setup();
    expect((await post(JSON.stringify({ entryId: ID }), 'Mozilla/5.0 (compatible; bingbot/2.0)')).status).toBe(204);
    expect((await post(JSON.stringify({ entryId: ID }), null)).status).toBe(204);
    expect(calls).toEqual([]);
  });

  it('bad bodies are 400, other methods 405, a failing database 502', async () => {
    const { post, handler, calls } = setup();
    for (const body of ['', 'nope', '[]', '{"entryId":42}', '{"entryId":"../../etc"}', JSON.stringify({ entryId: ID, pad: 'x'.repeat(2000) })]) {
      expect((await post(body)).status, body.slice(0, 20)).toBe(400);
    }
    expect(calls).toEqual([]);
    expect((await handler(new Request('http://x/', { method: 'GET' }))).status).toBe(405);
    const failing = setup(new Error('db down'));
    const res = await failing.post(JSON.stringify({ entryId: ID }));
    expect(res.status).toBe(502);
    expect(failing.logs).toEqual(['view: recording failed']);
  });

  it('config: rate limited per IP and domain; no config.method (the handler answers 405 itself)', () => {
    expect('method' in config).toBe(false);
    expect(config.rateLimit).toEqual({ windowLimit: 12000, windowSize: 60, aggregateBy: ['ip', 'domain'] });
  });
});

describe('coalesce (beacons that arrive while a call is in flight share the next call)', () => {
  function recorder() {
    const batches: number[][] = [];
    const gates: (() => void)[] = [];
    const send = (items: number[]) =>
      new Promise<string[]>((resolve) => {
        batches.push(items);
        gates.push(() => resolve(items.map((i) => `r${i}`)));
      });
    return { batches, gates, send };
  }

  it('a lone item is sent at once; items queued behind a call go together, each caller gets its own result', async () => {
    const { batches, gates, send } = recorder();
    const call = coalesce(send);
    const first = call(1);
    expect(batches).toEqual([[1]]);
    const rest = [call(2), call(3), call(4)];
    expect(batches).toEqual([[1]]); // waiting for the call in flight
    gates[0]();
    expect(await first).toBe('r1');
    await new Promise((r) => setTimeout(r, 0));
    expect(batches).toEqual([[1], [2, 3, 4]]);
    gates[1]();
    expect(await Promise.all(rest)).toEqual(['r2', 'r3', 'r4']);
  });

  it('at most `max` items per call; a failed call rejects its own items only', async () => {
    let n = 0;
    const batches: number[][] = [];
    const call = coalesce(async (items: number[]) => {
      batches.push(items);
      if (n++ === 1) throw new Error('db down');
      return items.map((i) => i * 10);
    }, 2);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((i) => call(i)));
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([10, 'db down', 'db down', 40, 50]);
  });
});
