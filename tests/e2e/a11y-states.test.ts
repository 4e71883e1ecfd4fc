/**
 * axe-core over every page state at 390 and 1280 px: public pages (menu and cheese modal open, the
 * not-found pages), the account pages (with an error shown), every admin and partner screen, the
 * builder's dialogs, the import wizard's steps and the delete confirmation. Zero violations of any
 * impact (serious, moderate or minor alike).
 */
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { AppServer } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { signInThroughForm } from '../helpers/sign-in';
import { browserSuite } from '../helpers/e2e-suite';
import { allViolations, describeViolations } from '../helpers/axe';
import { animationsDone } from '../helpers/settle';

let app: AppServer;

const SAMPLE = path.resolve(__dirname, '../../public/sample-cheeses-import.csv');
const ENTRY_ID = 'e0000000-0000-4000-8000-000000000001';

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
  ['/forgot-password', visit('/forgot-password')],
  ['/reset-password', visit('/reset-password')],
];

const ADMIN: State[] = [
  ...['/admin', '/admin/articles', '/admin/articles/new', '/admin/cheeses', '/admin/cheeses/new', '/admin/pairings', '/admin/pairings/new', '/admin/partners', '/admin/users', '/admin/analytics'].map(
    (p): State => [p, visit(p)],
  ),
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
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose CSV file' }).click()]);
    await chooser.setFiles(SAMPLE);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to preview' }).waitFor();
  }],
  ['the import preview', async (page) => {
    await visit('/admin/cheeses/import')(page);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose CSV file' }).click()]);
    await chooser.setFiles(SAMPLE);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to preview' }).click();
    await page.getByRole('heading', { name: 'Preview' }).waitFor();
  }],
];

const PARTNER: State[] = ['/partners', '/partners/articles', '/partners/drafts', '/partners/profile', '/partners/articles/new'].map((p): State => [p, visit(p)]);

async function signIn(context: BrowserContext, email: string, password: string, home: string): Promise<Page> {
  const page = await context.newPage();
  await signInThroughForm(page, app.url, { email, password }, home);
  return page;
}

describeBrowser('accessibility of every page state at 390 and 1280 px (axe-core: no violations)', () => {
  const suite = browserSuite();
  beforeAll(() => {
    ({ app } = suite);
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
      expect(found.join('\n\n')).toBe('');
    });

    it(`partner screens at ${width} px`, async () => {
      const context = await suite.newContext({ viewport });
      const page = await signIn(context, 'partner@cheezopedia.test', 'cheese-partner', '/partners');
      expect((await scanAll(page, PARTNER)).join('\n\n')).toBe('');
    });
  }
});
