/**
 * A visitor's page follows public changes live with the lean receiver: the landing page's Cheesy
 * Stuff shows an entry retitled elsewhere (by the service client) without a reload, well before the
 * 60 s fallback pull. The page joins `sync:public` over the 1.0.0 protocol through its own small
 * chunk and never loads realtime-js (nor supabase-js, which carries it).
 */
import { expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { collectErrors, describeBrowser, untilHydrated } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { serviceClient } from './fixtures/session';

/** Less than the fallback pull's 60 s: what arrives within it came live. */
const LIVE_WAIT_MS = 20_000;

describeBrowser("a visitor's page, live", () => {
  const suite = browserSuite();

  it('Cheesy Stuff shows an entry retitled elsewhere without a reload, through the lean receiver', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const scripts: { path: string; body: Promise<string> }[] = [];
    page.on('response', (res: Response) => {
      if (res.request().resourceType() === 'script') scripts.push({ path: new URL(res.url()).pathname, body: res.text().catch(() => '') });
    });
    const sockets: string[] = [];
    let joined = false;
    page.on('websocket', (ws) => {
      sockets.push(ws.url());
      ws.on('framereceived', ({ payload }) => {
        const frame = typeof payload === 'string' ? (JSON.parse(payload) as { topic?: string; event?: string; payload?: { status?: string } }) : null;
        if (frame?.topic === 'realtime:sync:public' && frame.event === 'phx_reply' && frame.payload?.status === 'ok') joined = true;
      });
    });

    await page.goto(`${suite.app.url}/`);
    await untilHydrated(page);
    const section = page.locator('#recipes');
    const service = serviceClient(suite.app.url);
    const titles = section.locator('.entry-card-title');
    await titles.first().waitFor({ timeout: 30_000 });
    const title = (await titles.first().textContent()) ?? '';
    const { data, error } = await service.from('cheezopedia_entries').select('id').eq('title', title).single();
    if (error || !data) throw new Error(error?.message ?? `no entry titled ${title}`);
    const entry = { id: (data as { id: string }).id, title };
    // Listening now: what changes from here on reaches the page through a poke, not a (re)join's pull.
    await expect.poll(() => joined, { timeout: 30_000 }).toBe(true);
    expect(sockets).toHaveLength(1);
    expect(new URL(sockets[0]).pathname).toBe('/realtime/v1/websocket');
    expect(new URL(sockets[0]).searchParams.get('vsn')).toBe('1.0.0');

    const retitled = `${entry.title}, Revisited`;
    const { error: updateError } = await service.from('cheezopedia_entries').update({ title: retitled }).eq('id', entry.id);
    if (updateError) throw new Error(updateError.message);
    await section.getByText(retitled, { exact: true }).waitFor({ timeout: LIVE_WAIT_MS });

    const loaded = await Promise.all(scripts.map(async (s) => ({ path: s.path, body: await s.body })));
    expect(loaded.filter((s) => /\/assets\/visitor-realtime-[\w-]+\.js$/.test(s.path))).toHaveLength(1);
    expect(loaded.filter((s) => s.body.includes('realtime-js/')).map((s) => s.path)).toEqual([]);
    expect(loaded.some((s) => /\/assets\/supabase-client-[\w-]+\.js$/.test(s.path))).toBe(false);
    expect([...errors.pageErrors.map((e) => e.message), ...errors.consoleErrors]).toEqual([]);
  });
});
