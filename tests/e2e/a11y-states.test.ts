/**
 * axe-core over every page state at 390 and 1280 px: public pages (menu and cheese modal open, the
 * not-found pages), the account pages (with an error shown), every admin and partner screen, the
 * builder's dialogs, Preview tab, History, refused save and live Save Draft question, the import
 * wizard's steps, the delete confirmation and its toast with Undo, a review waiting, the edit forms,
 * the changes-not-yours panel and its dialog, offline, and the partner's lists with entries, builder,
 * in-review lock and the notice after an admin page. Zero violations of any impact (serious, moderate
 * or minor alike).
 */
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { AppServer } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { signInThroughForm } from '../helpers/sign-in';
import { browserSuite } from '../helpers/e2e-suite';
import { allViolations, describeViolations } from '../helpers/axe';
import { NOT_YOURS_HEADING } from '../../src/domain';
import { animationsDone } from '../helpers/settle';
import { serviceClient } from './fixtures/session';
import { createClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../supabase/local/keys';

let app: AppServer;

const SAMPLE = path.resolve(__dirname, '../../public/sample-cheeses-import.csv');
const ENTRY_ID = 'e0000000-0000-4000-8000-000000000001';

/** Records made for these states (beforeAll): a cheese and a pairing to edit, the partner's entries. */
const made = { cheeseId: '', pairingId: '', draftId: '', inReviewId: '', partnerPublishedId: '', publishedEntry: null as Record<string, unknown> | null };

type State = [name: string, open: (page: Page) => Promise<void>];

const visit = (p: string, ready = 'h1'): ((page: Page) => Promise<void>) => async (page) => {
  await page.goto(`${app.url}${p}`);
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
};

const PUBLIC: State[] = [
  ['/', visit('/', '.cheese-card')],
  ['/ with the cheese modal open', async (page) => {
    await visit('/', '.cheese-card')(page);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.locator('.cheese-card').first().click();
    await page.getByRole('dialog').waitFor();
  }],
  ['/discover', visit('/discover', '.discover-grid .entry-card')],
  ['an entry page', visit('/classic-swiss-cheese-fondue', '.markdown-body')],
  ['/privacy', visit('/privacy')],
  ['/terms', visit('/terms')],
  ['an unknown nested path', visit('/a/b')],
  ['an unknown entry', visit('/no-such-entry')],
  ['/login', visit('/login')],
  ['/login with an error', async (page) => {
    await visit('/login')(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').waitFor();
  }],
  ['/signup', visit('/signup')],
  ['/signup with its fields marked', async (page) => {
    await visit('/signup')(page);
    await page.getByLabel('Email').fill('gouda@');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.locator('#signup-name-error').waitFor();
  }],
  ['/forgot-password', visit('/forgot-password')],
  ['/reset-password', visit('/reset-password')],
];

const ADMIN: State[] = [
  ...['/admin', '/admin/articles', '/admin/articles/new', '/admin/cheeses', '/admin/cheeses/new', '/admin/pairings', '/admin/pairings/new', '/admin/partners', '/admin/users', '/admin/analytics',
    '/admin/newsletter', '/admin/newsletter/new', '/admin/activity', '/admin/trash', '/admin/links'].map(
    (p): State => [p, visit(p)],
  ),
  ["the builder's question before Save Draft takes a live article off the site", async (page) => {
    await visit(`/admin/articles/edit/${ENTRY_ID}`)(page);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByRole('dialog', { name: 'Take this article off the site?' }).waitFor();
  }],
  ['the builder after a refused save (fields marked)', async (page) => {
    await visit('/admin/articles/new')(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.locator('#article-title-error').waitFor();
  }],
  ['the builder with History open', async (page) => {
    await visit(`/admin/articles/edit/${ENTRY_ID}`)(page);
    await page.getByRole('button', { name: 'History' }).click();
    await page.locator('.history-body').getByText(/Version|No earlier versions/).first().waitFor({ timeout: 20_000 });
  }],
  ["a delete's toast with Undo", async (page) => {
    const name = `Axe toast pairing ${page.viewportSize()?.width ?? 0}`;
    await visit('/admin/pairings')(page);
    await page.getByLabel('Search pairings').fill(name);
    await page.getByRole('button', { name: `Delete ${name}` }).click({ timeout: 20_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('toast').getByRole('button', { name: 'Undo' }).waitFor();
  }],
  ['the builder (a recipe)', visit(`/admin/articles/edit/${ENTRY_ID}`)],
  ['the review page', visit(`/admin/articles/review/${ENTRY_ID}`)],
  ['the delete confirmation', async (page) => {
    await visit('/admin/cheeses')(page);
    await page.getByRole('button', { name: /^Delete / }).first().click();
    await page.getByRole('dialog').waitFor();
  }],
  ['the builder\'s link dialog', async (page) => {
    await visit('/admin/articles/new')(page);
    await page.getByRole('toolbar', { name: 'Format' }).getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByRole('dialog').waitFor();
  }],
  ['the import wizard: upload, mapping and preview', async (page) => {
    await visit('/admin/cheeses/import')(page);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose CSV File' }).click()]);
    await chooser.setFiles(SAMPLE);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to Preview' }).waitFor();
  }],
  ['the import preview', async (page) => {
    await visit('/admin/cheeses/import')(page);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose CSV File' }).click()]);
    await chooser.setFiles(SAMPLE);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to Preview' }).click();
    await page.getByRole('heading', { name: 'Preview' }).waitFor();
  }],
  ['the cheese edit form', async (page) => {
    await visit(`/admin/cheeses/edit/${made.cheeseId}`)(page);
    await expect.poll(() => page.getByLabel('Name').inputValue(), { timeout: 20_000 }).not.toBe('');
  }],
  ['the pairing edit form', async (page) => {
    await visit(`/admin/pairings/edit/${made.pairingId}`)(page);
    await page.getByRole('heading', { name: 'Edit Pairing' }).waitFor({ timeout: 20_000 });
  }],
  ["the builder's Preview tab", async (page) => {
    await visit(`/admin/articles/edit/${ENTRY_ID}`)(page);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.locator('[role="tabpanel"] .markdown-body').first().waitFor({ timeout: 20_000 });
  }],
  ['a review page with an article waiting for review', async (page) => {
    await visit(`/admin/articles/review/${made.inReviewId}`)(page);
    await page.getByRole('button', { name: 'Publish' }).waitFor({ timeout: 20_000 });
  }],
  ['the changes-not-yours panel', async (page) => {
    await visit('/admin')(page);
    await queueChangeOfNobody(page, made.publishedEntry!);
    await page.reload();
    await page.locator('h1').first().waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: NOT_YOURS_HEADING }).waitFor({ timeout: 20_000 });
  }],
  ["the changes-not-yours panel's Discard dialog", async (page) => {
    await page.getByRole('region', { name: NOT_YOURS_HEADING }).getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog').waitFor();
  }],
];

/** Puts a change into the device's outbox as if queued while nobody was signed in (see shared-device.test.ts). */
async function queueChangeOfNobody(page: Page, row: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (entry) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('cheezopedia');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction(['entries', 'outbox'], 'readwrite');
    const now = new Date().toISOString();
    const title = 'Changed while nobody was signed in';
    tx.objectStore('entries').put({ ...entry, title });
    tx.objectStore('outbox').put({
      table: 'cheezopedia_entries', recordId: entry.id, op: 'update', patch: { title }, baseVersion: entry.version, base: entry,
      owner: null, status: 'pending', attempts: 0, nextAttemptAt: 0, rev: 1, createdAt: now, updatedAt: now,
    });
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, row);
}

const PARTNER: State[] = [
  ...['/partners', '/partners/profile', '/partners/articles/new'].map((p): State => [p, visit(p)]),
  // The lists hold the partner's entries made in beforeAll (a draft, one in review, one published).
  ['/partners/articles with entries', visit('/partners/articles', '.partner-item')],
  ['/partners/drafts with entries', visit('/partners/drafts', '.partner-item')],
  ['the partner builder on an edit route', (page) => visit(`/partners/articles/edit/${made.draftId}`, '.builder-header h1')(page)],
  ['an article in review, locked in the partner builder', (page) => visit(`/partners/articles/edit/${made.inReviewId}`, '.builder-locked h1')(page)],
  ['a partner sent to the dashboard from an admin page', async (page) => {
    await page.goto(`${app.url}/admin/users`);
    await page.locator('.partner-notice').waitFor({ timeout: 20_000 });
  }],
];

async function signIn(context: BrowserContext, email: string, password: string, home: string): Promise<Page> {
  const page = await context.newPage();
  await signInThroughForm(page, app.url, { email, password }, home);
  return page;
}

describeBrowser('accessibility of every page state at 390 and 1280 px (axe-core: no violations)', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app } = suite);
    const service = serviceClient(app.url);
    made.cheeseId = ((await service.from('cheeses').select('id').order('name').limit(1).single()).data as { id: string }).id;
    const cheeseId = made.cheeseId;
    const pairing = await service.from('pairings').insert({ cheese_id: cheeseId, pairing_type: 'wine', pairing_name: 'Axe test white wine', rating: 4 }).select('id').single();
    expect(pairing.error).toBeNull();
    made.pairingId = (pairing.data as { id: string }).id;
    // One pairing per width for the toast state (it deletes it).
    for (const width of [390, 1280]) {
      expect((await service.from('pairings').insert({ cheese_id: cheeseId, pairing_type: 'wine', pairing_name: `Axe toast pairing ${width}` })).error).toBeNull();
    }
    made.publishedEntry = (await service.from('cheezopedia_entries').select('*').not('published_at', 'is', null).order('published_at').limit(1).single()).data as Record<string, unknown>;
    // The partner's own entries, written with the partner's session (as the partner area does).
    const partner = createClient(app.url, DEV_PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    expect((await partner.auth.signInWithPassword({ email: 'partner@cheezopedia.test', password: 'cheese-partner' })).error).toBeNull();
    for (const [key, review] of [['draftId', null], ['inReviewId', 'in_review'], ['partnerPublishedId', null]] as const) {
      const id = crypto.randomUUID();
      const { error } = await partner.from('cheezopedia_entries').insert({
        id, slug: `axe-partner-${key.toLowerCase()}-${id.slice(0, 8)}`, title: review ? 'Axe tomme waiting for review' : key === 'draftId' ? 'Axe draft on washed rinds' : 'Axe published notes on brie',
        description: 'A partner entry for the accessibility checks.', content: '## Rind\n\nSticky and orange.\n\n| Cheese | Milk |\n|---|---|\n| Epoisses | Cow |',
        content_type: 'article', review_status: review,
      });
      expect(error).toBeNull();
      made[key] = id;
    }
    // One of them published (an admin's decision), so My Articles has an entry too.
    expect((await service.from('cheezopedia_entries').update({ published_at: new Date().toISOString() }).eq('id', made.partnerPublishedId)).error).toBeNull();
  });

  for (const width of [390, 1280]) {
    const viewport = { width, height: 844 };

    async function scanAll(page: Page, states: State[]) {
      const found: string[] = [];
      for (const [name, open] of states) {
        await open(page);
        // Scan the settled page: transitions and fade-ins finished.
        await animationsDone(page);
        const violations = await allViolations(page);
        if (violations.length) found.push(`${name} at ${width} px:\n${describeViolations(violations)}`);
      }
      return found;
    }

    it(`public and account pages at ${width} px`, async () => {
      const context = await suite.newContext({ viewport });
      const page = await context.newPage();
      const found = await scanAll(page, PUBLIC);
      if (width === 390) {
        await visit('/', '.cheese-card')(page);
        await page.locator('html[data-hydrated="true"]').waitFor();
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).waitFor();
        const menu = await allViolations(page);
        if (menu.length) found.push(`the phone menu:\n${describeViolations(menu)}`);
      }
      expect(found.join('\n\n')).toBe('');
    });

    it(`admin screens and dialogs at ${width} px`, async () => {
      const context = await suite.newContext({ viewport });
      const page = await signIn(context, 'admin@cheezopedia.test', 'cheese-admin', '/admin');
      const found = await scanAll(page, ADMIN);
      if (width === 390) {
        await visit('/admin')(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('complementary', { name: 'Admin navigation' }).waitFor();
        const menu = await allViolations(page);
        if (menu.length) found.push(`the admin phone menu:\n${describeViolations(menu)}`);
      }
      // Offline: the sync status says so, the public pages show the offline bar.
      await visit('/admin/articles')(page);
      await context.setOffline(true);
      // (On a phone the sidebar with the status is folded: attached, not visible.)
      await page.locator('.admin-sync-line', { hasText: 'Offline' }).waitFor({ state: 'attached', timeout: 20_000 });
      await animationsDone(page);
      const offlineAdmin = await allViolations(page);
      if (offlineAdmin.length) found.push(`an admin list offline:\n${describeViolations(offlineAdmin)}`);
      await context.setOffline(false);
      await visit('/discover', '.discover-grid .entry-card')(page);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await context.setOffline(true);
      await page.locator('.pwa-offline').waitFor({ timeout: 20_000 });
      await animationsDone(page);
      const offlinePublic = await allViolations(page);
      if (offlinePublic.length) found.push(`/discover offline:\n${describeViolations(offlinePublic)}`);
      await context.setOffline(false);
      expect(found.join('\n\n')).toBe('');
    });

    it(`partner screens at ${width} px`, async () => {
      const context = await suite.newContext({ viewport });
      const page = await signIn(context, 'partner@cheezopedia.test', 'cheese-partner', '/partners');
      expect((await scanAll(page, PARTNER)).join('\n\n')).toBe('');
    });
  }
});
