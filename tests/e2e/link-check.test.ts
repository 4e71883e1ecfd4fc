/**
 * The link check in a real browser, as an admin: the builder names, while writing, the links that
 * would be dead for visitors (to no entry of ours, a draft, a scheduled entry), and leaves pages,
 * anchors, live entries and other sites alone; /admin/links lists a published entry's dead link; the
 * delete question names the published entry that links to the one being deleted. A link to an old
 * slug of a renamed published entry is no dead link: the builder notes it with the current URL and
 * updates it in the text, and /admin/links lists it apart, as a link to an old address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { AppServer } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { answerConfirm, serviceClient, signInAdmin } from './fixtures/session';
import { allViolations, describeViolations } from '../helpers/axe';

let app: AppServer;
let context: BrowserContext;
let page: Page;

const DAY = 24 * 3600 * 1000;
const published = new Date(Date.now() - DAY).toISOString();

describeBrowser('link check', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    app = suite.app;
    const service = serviceClient(app.url);
    const rows = [
      { slug: 'lc-target', title: 'Link Check Target', content: 'Target body.', published_at: published },
      { slug: 'lc-source', title: 'Link Check Source', content: 'Read [the target](/lc-target), not [a ghost](/lc-no-such-entry).', published_at: published },
      { slug: 'lc-draft', title: 'Link Check Draft', content: 'Not yet.', published_at: null },
      { slug: 'lc-later', title: 'Link Check Later', content: 'Soon.', published_at: new Date(Date.now() + 2 * DAY).toISOString() },
      { slug: 'lc-aged-old', title: 'Link Check Aged', content: 'Aged body.', published_at: published },
      { slug: 'lc-old-linker', title: 'Link Check Old Linker', content: 'Try [the aged one](/lc-aged-old) with [Discover](/discover).', published_at: published },
    ];
    const { error } = await service.from('cheezopedia_entries').insert(rows.map((r) => ({ ...r, content_type: 'article', visible_in_feed: true })));
    if (error) throw new Error(error.message);
    // Renamed while published: the old slug is kept and redirects (the database's trigger).
    const renamed = await service.from('cheezopedia_entries').update({ slug: 'lc-aged-current' }).eq('slug', 'lc-aged-old');
    if (renamed.error) throw new Error(renamed.error.message);
    ({ context, page } = await signInAdmin(suite.browser, app.url));
  });

  afterAll(async () => {
    await context?.close().catch(() => {});
  });

  describe('the builder', () => {
    it('names each link dead for visitors while writing, and only those', async () => {
      await page.goto(`${app.url}/admin/articles/new`);
      const content = page.locator('#article-content');
      await content.fill([
        'Start with [the target](/lc-target) and [Discover](/discover), or [the method](#method).',
        `Then [a ghost](/lc-no-such-entry), [the draft](/lc-draft) and [the later one](${app.url}/lc-later).`,
        'Elsewhere: [Wikipedia](https://en.wikipedia.org/wiki/Cheese).',
      ].join('\n\n'));
      const warnings = page.getByRole('status', { name: 'Links to check' });
      await warnings.getByRole('heading', { name: '3 links to check' }).waitFor({ timeout: 30_000 });
      // The list follows the device's copy live: it settles once the admin's sync brought the draft.
      const draftText = 'The link "the draft" (/lc-draft) goes to "Link Check Draft", a draft: visitors would find a page not found until it is published.';
      await warnings.getByText(draftText, { exact: true }).waitFor({ timeout: 30_000 });
      const items = await warnings.getByRole('listitem').allInnerTexts();
      expect(items.slice(0, 2)).toEqual([
        'The link "a ghost" (/lc-no-such-entry) goes to no entry of ours: visitors would find a page not found.',
        draftText,
      ]);
      expect(describeViolations(await allViolations(page)), 'axe on the builder with its warnings').toBe('');
      expect(items[2]).toMatch(new RegExp(`^The link "the later one" \\(${app.url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/lc-later\\) goes to "Link Check Later", scheduled for .+: visitors would find a page not found until then\\.$`));

      // Fixing the text clears the warnings.
      await content.fill('Only [the target](/lc-target) now.');
      await warnings.getByRole('heading').waitFor({ state: 'detached' });
      expect(await warnings.innerText()).toBe('');
    });
  });

  it('/admin/links lists the published entry with its dead link, from the admin menu', async () => {
    await page.goto(`${app.url}/admin`);
    await page.getByRole('complementary', { name: 'Admin navigation' }).getByRole('link', { name: 'Broken Links', exact: true }).click();
    await page.getByRole('heading', { name: 'Broken links', level: 1 }).waitFor();
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Link Check Source', exact: true }) });
    await entry.waitFor({ timeout: 30_000 });
    expect(await entry.getByRole('listitem').allInnerTexts()).toEqual([
      'The link "a ghost" (/lc-no-such-entry) goes to no entry of ours: visitors would find a page not found.',
    ]);
    const id = (await serviceClient(app.url).from('cheezopedia_entries').select('id').eq('slug', 'lc-source').single()).data!.id as string;
    expect(await entry.getByRole('link', { name: 'Link Check Source', exact: true }).getAttribute('href')).toBe(`/admin/articles/edit/${id}`);
    expect(describeViolations(await allViolations(page)), 'axe on /admin/links').toBe('');
  });

  it('deleting an entry others link to names them in the question', async () => {
    await page.goto(`${app.url}/admin/articles`);
    const row = page.locator('tr[data-slug="lc-target"]');
    await row.getByRole('button', { name: /^Delete / }).click();
    expect(await answerConfirm(page, 'dismiss')).toBe(
      'Are you sure you want to delete "Link Check Target"? 1 published entry links to it, and that link will stop working: "Link Check Source".',
    );
    const draft = page.locator('tr[data-slug="lc-draft"]');
    await draft.getByRole('button', { name: /^Delete / }).click();
    expect(await answerConfirm(page, 'dismiss')).toBe('Are you sure you want to delete "Link Check Draft"?');
  });

  it('unpublishing an entry others link to names them in the question', async () => {
    const id = (await serviceClient(app.url).from('cheezopedia_entries').select('id').eq('slug', 'lc-target').single()).data!.id as string;
    await page.goto(`${app.url}/admin/articles/edit/${id}`);
    await page.locator('#article-content').filter({ hasText: 'Target body.' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    const dialog = page.locator('.confirm-dialog[role="dialog"]');
    await dialog.waitFor({ timeout: 15_000 });
    expect((await dialog.locator('p').first().innerText()).trim()).toBe(
      'Saving "Link Check Target" as a draft unpublishes it: /lc-target stops showing it until you publish it again. To save your changes and keep it live, use Update.'
      + ' 1 published entry links to it, and that link will stop working: "Link Check Source".',
    );
    await dialog.locator('.btn', { hasText: 'Keep It Live' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('a link to an old slug is no dead link: listed apart, noted in the builder, updated to the current URL', async () => {
    const note = 'The link "the aged one" (/lc-aged-old) goes to an old address of "Link Check Aged": it still works, and its current URL is /lc-aged-current.';
    await page.goto(`${app.url}/admin/links`);
    const renamedList = page.getByRole('region', { name: 'Links to an old address' });
    const linker = renamedList.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Link Check Old Linker', exact: true }) });
    await linker.waitFor({ timeout: 30_000 });
    expect(await linker.getByRole('listitem').allInnerTexts()).toEqual([note]);
    expect(await page.locator('section.admin-page > .admin-card').first().getByRole('link', { name: 'Link Check Old Linker', exact: true }).count()).toBe(0);
    expect(describeViolations(await allViolations(page)), 'axe on /admin/links with old addresses').toBe('');

    const id = (await serviceClient(app.url).from('cheezopedia_entries').select('id').eq('slug', 'lc-old-linker').single()).data!.id as string;
    await page.goto(`${app.url}/admin/articles/edit/${id}`);
    const content = page.locator('#article-content');
    await content.filter({ hasText: 'Try [the aged one]' }).waitFor({ timeout: 30_000 });
    const warnings = page.getByRole('status', { name: 'Links to check' });
    await warnings.getByRole('heading', { name: '1 link to an old address' }).waitFor({ timeout: 30_000 });
    expect(await warnings.getByRole('listitem').allInnerTexts()).toEqual([`${note} Update to /lc-aged-current`]);
    expect(await warnings.getByRole('heading', { name: /to check$/ }).count()).toBe(0);
    expect(describeViolations(await allViolations(page)), 'axe on the builder with an old-address note').toBe('');

    await warnings.getByRole('button', { name: 'Update to /lc-aged-current', exact: true }).click();
    await warnings.getByRole('heading').waitFor({ state: 'detached' });
    expect(await content.inputValue()).toBe('Try [the aged one](/lc-aged-current) with [Discover](/discover).');
    expect(await warnings.innerText()).toBe('');
  });
});
