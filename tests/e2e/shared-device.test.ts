/**
 * Attacks on a shared device and on the review, in a real browser against `npm start`'s server:
 * - a partner changes a submission after the admin opened it: Publish is refused (nothing of the
 *   unseen version goes live), the admin is told and shown the new version, and publishes that;
 * - edits put into the outbox of a signed-out browser — as nobody, or naming the admin as owner with
 *   a seal the device could not make (it holds no key of the admin's while signed out) — are not
 *   pushed at the admin's sign-in (the admin's own edit goes), are shown as not theirs and can be
 *   discarded (after a confirmation in the product's dialog);
 * - Sign Out while offline leaves no draft text in IndexedDB; with an unsent change Sign Out asks first
 *   in the product's dialog (Stay signed in, Escape: nothing happens), and the change stays queued for
 *   the same admin's next sign-in.
 */
import { expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { browserSuite } from '../helpers/e2e-suite';
import { describeBrowser } from '../helpers/browser';
import { reloadUntil, signInThroughForm } from '../helpers/sign-in';
import { DEV_PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys';
import {
  DISCARD_NOT_YOURS_TITLE, NOT_YOURS_HEADING, SIGN_OUT_ANYWAY, SIGN_OUT_UNSENT_TITLE, STAY_SIGNED_IN, discardNotYoursMessage, signOutUnsentPrompt, submissionChangedMessage,
} from '../../src/domain';

const noSession = { auth: { persistSession: false, autoRefreshToken: false } } as const;

/** Everything the app keeps in IndexedDB, as one JSON text. */
async function dumpIndexedDb(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('cheezopedia');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const out: Record<string, unknown[]> = {};
    for (const name of Array.from(db.objectStoreNames)) {
      out[name] = await new Promise<unknown[]>((resolve, reject) => {
        const req = db.transaction(name).objectStore(name).getAll();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    }
    db.close();
    return JSON.stringify(out);
  });
}

describeBrowser('a shared device and the review', () => {
  const suite = browserSuite();
  const service = (): SupabaseClient => createClient(suite.app.url, SECRET_KEY, noSession);

  const signIn = (page: Page, email: string, password: string, landing: string): Promise<void> =>
    signInThroughForm(page, suite.app.url, { email, password }, landing);

  it('Publish after the partner withdrew, edited and resubmitted is refused; the admin sees the new version', async () => {
    const partner = createClient(suite.app.url, DEV_PUBLISHABLE_KEY, noSession);
    expect((await partner.auth.signInWithPassword({ email: 'partner@cheezopedia.test', password: 'cheese-partner' })).error).toBeNull();
    const id = crypto.randomUUID();
    const slug = `reviewed-version-${id.slice(0, 8)}`;
    const inserted = await partner.from('cheezopedia_entries').insert({
      id, slug, title: 'Reviewed Alpine tomme', content: 'A calm text the admin reads.', content_type: 'article', review_status: 'in_review',
    });
    expect(inserted.error).toBeNull();

    const admin = await (await suite.newContext()).newPage();
    await signIn(admin, 'admin@cheezopedia.test', 'cheese-admin', '/admin');
    await admin.goto(`${suite.app.url}/admin/articles/review/${id}`);
    await reloadUntil(admin, () => admin.getByRole('heading', { name: 'Review: Reviewed Alpine tomme' }));
    await admin.getByText('A calm text the admin reads.').waitFor();

    // Meanwhile the partner withdraws, edits and resubmits. The admin's device is held offline while
    // they do: a read answered between two of the steps would show the entry withdrawn (no Publish
    // button) until the next pull, a minute later.
    await admin.context().setOffline(true);
    try {
      for (const patch of [{ review_status: null }, { title: 'Unseen tomme', content: '[Cheap cheese](https://evil.example/deal)' }, { review_status: 'in_review' }]) {
        expect((await partner.from('cheezopedia_entries').update(patch).eq('id', id)).error).toBeNull();
      }
    } finally {
      await admin.context().setOffline(false);
    }

    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByRole('alert').getByText(submissionChangedMessage('publish')).waitFor({ timeout: 20_000 });
    const row = (await service().from('cheezopedia_entries').select('published_at,title').eq('id', id).single()).data;
    expect(row).toEqual({ published_at: null, title: 'Unseen tomme' });
    const anon = createClient(suite.app.url, DEV_PUBLISHABLE_KEY, noSession);
    expect((await anon.from('cheezopedia_entries').select('id').eq('slug', slug)).data).toEqual([]);

    // The screen now shows the version that would go live; publishing it is a decision about what was seen.
    await admin.getByRole('heading', { name: 'Review: Unseen tomme' }).waitFor({ timeout: 20_000 });
    // A new entry's content is shown rendered: the outside link is there, pointing where it points.
    await admin.locator('.review-page a[href="https://evil.example/deal"]').first().waitFor();
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.waitForURL((u) => u.pathname === '/admin/articles', { timeout: 20_000 });
    expect((await anon.from('cheezopedia_entries').select('title').eq('slug', slug)).data).toEqual([{ title: 'Unseen tomme' }]);
  });

  it("edits queued in a signed-out browser — nobody's, or forged in the admin's name — are not pushed at the admin's sign-in; shown as not theirs and discarded", async () => {
    const { data: targets } = await service().from('cheezopedia_entries').select('*').not('published_at', 'is', null).order('published_at').limit(2);
    const [entry, named] = targets as (Record<string, unknown> & { id: string; title: string; version: number; updated_by: string | null })[];
    const { data: adminProfile } = await service().from('profiles').select('id').eq('email', 'admin@cheezopedia.test').single();
    const adminId = (adminProfile as { id: string }).id;
    const page = await (await suite.newContext()).newPage();
    await page.goto(`${suite.app.url}/`);
    // The app has made its database (Dexie's schema version 3 is IndexedDB version 30).
    await expect
      .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'cheezopedia' && (d.version ?? 0) >= 30)), { timeout: 30_000 })
      .toBe(true);

    // Someone at the signed-out device (or a script on it) puts edits into the app's outbox: one as
    // nobody, one naming the admin as its owner (the device holds no key of the admin's to seal it).
    const defaced = 'Defaced while nobody was signed in';
    const inAdminsName = 'Defaced in the admin\'s name';
    await page.evaluate(
      async ({ row, title, namedRow, namedTitle, owner }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open('cheezopedia');
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        const tx = db.transaction(['entries', 'outbox'], 'readwrite');
        const now = new Date().toISOString();
        tx.objectStore('entries').put({ ...row, title });
        tx.objectStore('outbox').put({
          table: 'cheezopedia_entries', recordId: row.id, op: 'update', patch: { title }, baseVersion: row.version, base: row,
          owner: null, status: 'pending', attempts: 0, nextAttemptAt: 0, rev: 1, createdAt: now, updatedAt: now,
        });
        tx.objectStore('entries').put({ ...namedRow, title: namedTitle });
        tx.objectStore('outbox').put({
          table: 'cheezopedia_entries', recordId: namedRow.id, op: 'update', patch: { title: namedTitle }, baseVersion: namedRow.version, base: namedRow,
          owner, seal: '0'.repeat(64), status: 'pending', attempts: 0, nextAttemptAt: 0, rev: 1, createdAt: now, updatedAt: now,
        });
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      { row: entry, title: defaced, namedRow: named, namedTitle: inAdminsName, owner: adminId },
    );

    await signIn(page, 'admin@cheezopedia.test', 'cheese-admin', '/admin');
    const panel = page.getByRole('region', { name: NOT_YOURS_HEADING });
    await panel.getByText(`A change to the entry “${defaced}”`).waitFor({ timeout: 20_000 });
    await panel.getByText('Queued while nobody was signed in', { exact: false }).waitFor();
    await panel.getByText('Names your account but was not queued by your session here', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Hide' }).click();

    // The admin's own edit goes through the same outbox (oldest first): once it is on the server, the
    // older queued edit was passed over, not sent.
    const { data: cheese } = await service().from('cheeses').select('id,name').order('name').limit(1).single();
    const c = cheese as { id: string; name: string };
    await page.goto(`${suite.app.url}/admin/cheeses/edit/${c.id}`);
    await page.getByRole('heading', { name: 'Edit Cheese' }).waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue(), { timeout: 20_000 }).toBe(c.name);
    await page.getByLabel('Ageing period').fill('Shared-device test ageing');
    await page.getByRole('button', { name: 'Update Cheese' }).click();
    await expect
      .poll(async () => (await service().from('cheeses').select('ageing_period').eq('id', c.id).single()).data?.ageing_period, { timeout: 30_000 })
      .toBe('Shared-device test ageing');
    // The sync status counts the admin's own changes only: the one that is not theirs is not "pending".
    await page.getByRole('status', { name: 'Sync status' }).getByText('All changes synced').waitFor({ timeout: 20_000 });
    for (const row of [entry, named]) {
      const after = (await service().from('cheezopedia_entries').select('title,version,updated_by').eq('id', row.id).single()).data;
      expect(after).toEqual({ title: row.title, version: row.version, updated_by: row.updated_by });
    }

    await page.getByRole('button', { name: '2 changes not yours' }).click();
    // Discarding asks first in the product's dialog; Cancel keeps the change.
    const what = `A change to the entry “${defaced}”`;
    const dialog = page.getByRole('dialog', { name: DISCARD_NOT_YOURS_TITLE });
    const nobodys = panel.getByRole('listitem').filter({ hasText: what });
    await nobodys.getByRole('button', { name: 'Discard' }).click();
    await dialog.getByText(discardNotYoursMessage(what), { exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await dialog.locator('.confirm-dialog-actions').getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(JSON.parse(await dumpIndexedDb(page)).outbox).toHaveLength(2);
    await nobodys.getByRole('button', { name: 'Discard' }).click();
    await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Discard' }).count(), { timeout: 20_000 }).toBe(1);
    await panel.getByRole('button', { name: 'Discard' }).click();
    await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    const stored = JSON.parse(await dumpIndexedDb(page)) as { outbox: unknown[]; entries: { id: string; title: string }[] };
    expect(stored.outbox).toEqual([]);
    for (const row of [entry, named]) {
      expect(stored.entries.find((e) => e.id === row.id)?.title).toBe(row.title);
      expect((await service().from('cheezopedia_entries').select('title').eq('id', row.id).single()).data?.title).toBe(row.title);
    }
  });

  it('Sign Out while offline leaves no draft text of the admin in IndexedDB', async () => {
    const text = `Unpublished tasting notes ${crypto.randomUUID()}`;
    const id = crypto.randomUUID();
    const made = await service().from('cheezopedia_entries').insert({ id, slug: `draft-${id.slice(0, 8)}`, title: 'Private tasting draft', content: text, content_type: 'article' });
    expect(made.error).toBeNull();
    const context = await suite.newContext();
    const page = await context.newPage();
    await signIn(page, 'admin@cheezopedia.test', 'cheese-admin', '/admin');
    await page.goto(`${suite.app.url}/admin/articles`);
    await reloadUntil(page, () => page.getByRole('link', { name: 'Edit Private tasting draft' }));
    await expect.poll(async () => (await dumpIndexedDb(page)).includes(text), { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 20_000 });
    const stored = await dumpIndexedDb(page);
    expect(stored.includes(text)).toBe(false);
    expect(stored.includes('Private tasting draft')).toBe(false);
    await context.setOffline(false);
  });

  it('Sign Out with an unsent change asks first; the change stays queued and goes at the next sign-in', async () => {
    const { data: cheese } = await service().from('cheeses').select('id,name').order('name', { ascending: false }).limit(1).single();
    const c = cheese as { id: string; name: string };
    const context = await suite.newContext();
    const page = await context.newPage();
    await signIn(page, 'admin@cheezopedia.test', 'cheese-admin', '/admin');
    await page.goto(`${suite.app.url}/admin/cheeses/edit/${c.id}`);
    await expect.poll(() => page.getByLabel('Name').inputValue(), { timeout: 20_000 }).toBe(c.name);
    // The cheese's write cannot reach the server (the rest of the app can): it stays queued.
    const blockWrites = (route: Route) => (route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback());
    await context.route('**/rest/v1/cheeses**', blockWrites);
    await page.getByLabel('Ageing period').fill('Queued before sign-out');
    await page.getByRole('button', { name: 'Update Cheese' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/cheeses', { timeout: 20_000 });

    // The product's dialog asks (never the browser's confirm()); Stay signed in keeps the session.
    page.on('dialog', (d) => {
      throw new Error(`The page opened a native ${d.type()} dialog: ${d.message()}`);
    });
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('dialog', { name: SIGN_OUT_UNSENT_TITLE });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.getByText(signOutUnsentPrompt(1), { exact: true }).count()).toBe(1);
    // Focus starts on the safe answer and stays inside the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(STAY_SIGNED_IN);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), key).toBe(true);
    }
    await dialog.locator('.confirm-dialog-actions').getByRole('button', { name: STAY_SIGNED_IN }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/cheeses');
    // Focus is back on Sign Out, where the user was.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sign Out');

    // Escape answers the same as Stay signed in.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/cheeses');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await dialog.getByRole('button', { name: SIGN_OUT_ANYWAY }).click();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 20_000 });
    const stored = JSON.parse(await dumpIndexedDb(page)) as { outbox: { recordId: string; owner: string | null }[] };
    const { data: admin } = await service().from('profiles').select('id').eq('email', 'admin@cheezopedia.test').single();
    expect(stored.outbox).toMatchObject([{ recordId: c.id, owner: (admin as { id: string }).id }]);

    expect((await service().from('cheeses').select('ageing_period').eq('id', c.id).single()).data?.ageing_period).not.toBe('Queued before sign-out');

    await context.unroute('**/rest/v1/cheeses**', blockWrites);
    await signIn(page, 'admin@cheezopedia.test', 'cheese-admin', '/admin');
    await expect
      .poll(async () => (await service().from('cheeses').select('ageing_period').eq('id', c.id).single()).data?.ageing_period, { timeout: 30_000 })
      .toBe('Queued before sign-out');
  });
});
