/**
 * The article builder in a real browser: a recipe with every field published to the public
 * site, edit and draft messages, validation, image upload (accepted and refused by the server), a
 * duplicate slug, a conflict resolved both ways, the body's length limit, and the leave prompt.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClient } from '@supabase/supabase-js';
import type { AppServer } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { signInThroughForm } from '../helpers/sign-in';
import { browserSuite } from '../helpers/e2e-suite';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys';
import { flushPage } from '../helpers/settle';
import { answerConfirm } from './fixtures/session';
import { ARTICLE_UNPUBLISHED } from '../../src/domain/messages';

let app: AppServer;
let browser: Browser;
let admin: Page;
const contexts: BrowserContext[] = [];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function service() {
  return createClient(app.url, SECRET_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

async function entryBySlug(slug: string) {
  const { data, error } = await service().from('cheezopedia_entries').select('*').eq('slug', slug).maybeSingle();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

async function signInAdmin(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await signInThroughForm(page, app.url, { email: 'admin@cheezopedia.test', password: 'cheese-admin' }, '/admin');
  return page;
}

async function publicPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

async function status(page: Page, text: string) {
  await page.getByTestId('save-status').filter({ hasText: text }).waitFor({ timeout: 15_000 });
}

async function openNew(page: Page) {
  await page.goto(`${app.url}/admin/articles/new`);
  await page.getByLabel('Title').waitFor();
}

describeBrowser('article builder', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
    admin = await signInAdmin();
  });

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
  });

  it('creates a recipe with every field, publishes it, and the public site shows it with its extras', async () => {
    const page = admin;
    await openNew(page);
    const title = 'Alpine Raclette Night with Potatoes and Pickles';
    await page.getByLabel('Title').fill(title);
    await expect.poll(() => page.getByLabel('Slug').inputValue()).toBe('alpine-raclette-night-with-potatoes-and-pickles');
    // The field's own counter (the scores panel shows the same figure once it has caught up).
    await page.locator('#title-counter').filter({ hasText: `${title.length} / 60` }).waitFor();
    await page.getByTestId('slug-preview').filter({ hasText: '/alpine-raclette-night-with-potatoes-and-pickles' }).waitFor();
    await page.getByLabel('Focus Keyword').fill('raclette');
    const excerpt = 'Melted raclette over potatoes with pickles and cured meats: a slow, sociable dinner for a cold night.';
    await page.getByLabel('Excerpt').fill(excerpt);
    await page.locator('#excerpt-counter').filter({ hasText: `${excerpt.length} / 160` }).waitFor();
    await page.getByLabel('Type', { exact: true }).selectOption('recipe');

    const editor = page.getByLabel('Content', { exact: true });
    await editor.fill('# Raclette night\n\nMelt the cheese slowly.\n\nServe hot');
    // Bold on a selection.
    await editor.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.indexOf('Melt'), el.value.indexOf('Melt') + 4));
    await page.getByRole('button', { name: 'Bold' }).click();
    await expect.poll(() => editor.inputValue()).toContain('**Melt** the cheese');
    // H2 on the last line.
    await editor.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length - 2, el.value.length - 2));
    await page.getByRole('button', { name: 'Heading 2' }).click();
    await expect.poll(() => editor.inputValue()).toMatch(/\n## Serve hot$/);
    // Link insert needs text and URL.
    await editor.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByRole('button', { name: 'Insert Link' }).click();
    await page.getByText('Please enter both link text and URL').waitFor();
    await page.getByLabel('Link Text').fill('Raclette history');
    await page.getByLabel('URL').fill('https://example.org/raclette');
    await page.getByRole('button', { name: 'Insert Link' }).click();
    await expect.poll(() => editor.inputValue()).toContain('[Raclette history](https://example.org/raclette)');

    // Preview renders the markdown (no raw HTML).
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByTestId('markdown-preview').locator('strong', { hasText: 'Melt' }).waitFor();
    await page.getByRole('tab', { name: 'Write' }).click();

    // Featured image: file + alt text, uploaded at once.
    await page.getByRole('button', { name: 'Add Featured Image' }).click();
    await page.getByRole('button', { name: 'Save Image' }).click();
    await page.getByText('Please select an image and provide alt text').waitFor();
    await page.getByLabel('Image File').setInputFiles({ name: 'raclette.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Alt Text').fill('Raclette melting on potatoes');
    await page.getByRole('button', { name: 'Save Image' }).click();
    await page.getByText('Image uploaded successfully!').waitFor();
    await page.getByTestId('featured-image').waitFor();

    // Recipe extras.
    await page.getByLabel('Serving Size').fill('4 people');
    await page.getByLabel('Preparation Time').fill('40 minutes');
    await page.locator('#preparation-time-reading').filter({ hasText: 'Read as 40 min' }).waitFor();
    await page.getByLabel('Cook Time').fill('25 minutes');
    await page.locator('#cook-time-reading').filter({ hasText: 'Read as 25 min' }).waitFor();
    await page.getByLabel('Recipe Category').selectOption('Main course');
    await page.getByLabel('Difficulty Level').fill('Easy');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add Ingredient' }).click();
    await page.getByLabel('Ingredient 1 amount').fill('800 g');
    await page.getByLabel('Ingredient 1 item').fill('raclette cheese');
    // How the amount was read, the text the field is described by.
    await expect.poll(() => page.getByLabel('Ingredient 1 amount').getAttribute('aria-describedby')).toBe('ingredient-0-reading');
    await page.locator('#ingredient-0-reading').filter({ hasText: 'Read as 800 g — scales with servings' }).waitFor();
    await page.getByLabel('Ingredient 2 amount').fill('1 kg');
    await page.getByLabel('Ingredient 2 item').fill('waxy potatoes');
    // Row 3 stays empty: dropped on save.
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Add Instruction' }).click();
    await page.getByLabel('Instruction 1 step').fill('Melt');
    await page.getByLabel('Instruction 1 description').fill('Melt the cheese under the grill.');
    await page.getByLabel('Instruction 2 step').fill('Boil');
    await page.getByLabel('Instruction 2 description').fill('Boil the potatoes in their skins.');
    await page.getByRole('button', { name: 'Move instruction 2 up' }).click();
    await expect.poll(() => page.getByLabel('Instruction 1 step').inputValue()).toBe('Boil');

    // The recipe data checklist: nothing search engines use for a recipe is missing.
    await page.getByTestId('recipe-data-summary').filter({ hasText: 'Every required and recommended property our fields carry is filled in.' }).waitFor();
    expect(await page.getByTestId('recipe-data').locator('li.todo').count()).toBe(0);

    // The scores follow the text.
    await page.getByTestId('seo-score').waitFor();
    expect(Number(await page.getByTestId('seo-score').locator('.score-number').innerText())).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Article published successfully!').waitFor({ timeout: 15_000 });
    await page.waitForURL(/\/admin\/articles\/edit\/[0-9a-f-]{36}$/);
    await status(page, 'Synced');

    const row = await entryBySlug('alpine-raclette-night-with-potatoes-and-pickles');
    expect(row).not.toBeNull();
    expect(row!.content_type).toBe('recipe');
    expect(row!.published_at).not.toBeNull();
    expect(row!.description).toBe(excerpt);
    expect(row!.focus_keyword).toBe('raclette');
    expect(row!.image_alt).toBe('Raclette melting on potatoes');
    expect(String(row!.image_url)).toMatch(/\/storage\/v1\/object\/public\/cheezopedia\/articles\/\d+-[a-z0-9]+\.webp#\d+x\d+$/);
    expect(row!.ingredients).toEqual([{ amount: '800 g', item: 'raclette cheese' }, { amount: '1 kg', item: 'waxy potatoes' }]);
    expect(row!.instructions).toEqual([
      { step: 'Boil', description: 'Boil the potatoes in their skins.' },
      { step: 'Melt', description: 'Melt the cheese under the grill.' },
    ]);
    expect(row!.serving_size).toBe('4 people');
    expect(row!.cook_time).toBe('25 minutes');
    expect(row!.recipe_category).toBe('Main course');
    expect(row!.difficulty_level).toBe('Easy');

    const visitor = await publicPage();
    await visitor.goto(`${app.url}/discover`);
    await visitor.getByText(title).first().waitFor({ timeout: 15_000 });
    await visitor.goto(`${app.url}/alpine-raclette-night-with-potatoes-and-pickles`);
    await visitor.getByRole('heading', { name: title }).waitFor({ timeout: 15_000 });
    await visitor.getByText('4 people').waitFor();
    await visitor.getByText('waxy potatoes').waitFor();
    await visitor.getByText('Boil the potatoes in their skins.').waitFor();
    const ld = JSON.parse(await visitor.locator('script[type="application/ld+json"]').first().textContent() ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'Recipe', prepTime: 'PT40M', cookTime: 'PT25M', totalTime: 'PT1H5M', recipeCategory: 'Main course', recipeYield: ['4', '4 people'],
      keywords: 'raclette',
    });
    expect(ld.image).toHaveLength(3);
  });

  it('at 390 px the amount hint says what was not understood, inside the row', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    const page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    await signInThroughForm(page, app.url, { email: 'admin@cheezopedia.test', password: 'cheese-admin' }, '/admin');
    await openNew(page);
    await page.getByLabel('Type', { exact: true }).selectOption('recipe');
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    await page.getByLabel('Ingredient 1 amount').fill('plenty, as much as the pot will comfortably take');
    const hint = page.locator('#ingredient-0-reading');
    await hint.filter({ hasText: 'Not understood — will not scale' }).waitFor();
    expect(await hint.getAttribute('aria-live')).toBe('polite');
    await page.getByLabel('Ingredient 1 amount').fill('1½ cup');
    await hint.filter({ hasText: 'Read as 1½ cups' }).waitFor();
    await page.getByLabel('Cook Time').fill('overnight');
    await page.locator('#cook-time-reading').filter({ hasText: 'Not understood as a time' }).waitFor();
    await page.getByTestId('recipe-data').locator('li[data-property="cookTime"].todo').waitFor();
    await flushPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('edit → Article updated and published!; Save Draft asks, unpublishes, says so, and the entry leaves the public site', async () => {
    const page = admin;
    await page.getByLabel('Title').waitFor();
    const title = page.getByLabel('Title');
    await title.fill('Alpine Raclette Night with Potatoes, Pickles and Ham');
    // The slug of an existing article is not regenerated.
    expect(await page.getByLabel('Slug').inputValue()).toBe('alpine-raclette-night-with-potatoes-and-pickles');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Article updated and published!').waitFor({ timeout: 15_000 });
    await status(page, 'Synced');
    expect((await entryBySlug('alpine-raclette-night-with-potatoes-and-pickles'))!.title).toBe('Alpine Raclette Night with Potatoes, Pickles and Ham');

    // A live article: Save Draft asks first (it takes the article off the site), then says it did.
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByRole('dialog', { name: 'Take this article off the site?' }).getByRole('button', { name: 'Unpublish and Save Draft' }).click();
    await page.getByText(ARTICLE_UNPUBLISHED, { exact: true }).waitFor({ timeout: 15_000 });
    await status(page, 'Synced');
    expect((await entryBySlug('alpine-raclette-night-with-potatoes-and-pickles'))!.published_at).toBeNull();
    // Gone from the public API, from /discover and from its page.
    const anon = createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data: publicRows } = await anon.from('cheezopedia_entries').select('id').eq('slug', 'alpine-raclette-night-with-potatoes-and-pickles');
    expect(publicRows).toEqual([]);
    const visitor = await publicPage();
    await visitor.goto(`${app.url}/discover`);
    await visitor.getByText('Classic Swiss Cheese Fondue').first().waitFor({ timeout: 15_000 });
    expect(await visitor.getByText('Alpine Raclette Night').count()).toBe(0);
    await visitor.goto(`${app.url}/alpine-raclette-night-with-potatoes-and-pickles`);
    await visitor.getByText('Entry Not Found').waitFor({ timeout: 15_000 });
  });

  it('validation: title, slug and content are required', async () => {
    const page = admin;
    await openNew(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Please fill in title, slug, and content before saving.').waitFor();
    await page.getByLabel('Title').fill('Only a title');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    // The message names what is missing, and the status never claims the refused draft is saved.
    await page.getByText('Please fill in title, slug, and content before saving. Missing: content.').waitFor();
    await expect.poll(() => page.getByText('Saved on this device').count()).toBe(0);
    await page.getByText('Kept on this device — fields missing').waitFor();
  });

  it('a non-image and a damaged image are refused on the device, with the message shown', async () => {
    // (The server's own refusals — type, size — are covered by the storage contract tests: the app
    // reduces every picture before upload, so a browser can no longer send it an oversized one.)
    const page = admin;
    await openNew(page);
    await page.getByRole('button', { name: 'Add Featured Image' }).click();
    await page.getByLabel('Image File').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByLabel('Alt Text').fill('Notes');
    await page.getByRole('button', { name: 'Save Image' }).click();
    await page.getByText('Failed to upload image: Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)').waitFor({ timeout: 15_000 });
    await page.getByLabel('Image File').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: PNG.subarray(0, 40) });
    await page.getByRole('button', { name: 'Save Image' }).click();
    await page.getByText('Failed to upload image: This image could not be opened: the file may be damaged or too large for this device.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('featured-image').count()).toBe(0);
  });

  it('a duplicate slug names the entry that has it', async () => {
    const page = admin;
    await openNew(page);
    await page.getByLabel('Title').fill('Another fondue');
    await page.getByLabel('Slug').fill('classic-swiss-cheese-fondue');
    await page.getByLabel('Content', { exact: true }).fill('Some content about fondue.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('This slug is already used by "Classic Swiss Cheese Fondue with Gruyère and Emmental"').first().waitFor({ timeout: 15_000 });
    // Fixing the slug lets the save through.
    await page.getByLabel('Slug').fill('another-fondue');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Article published successfully!').waitFor({ timeout: 15_000 });
    expect(await entryBySlug('another-fondue')).not.toBeNull();
  });

  it('a change made elsewhere is shown side by side: Take Theirs, then Keep Mine', async () => {
    const page = admin;
    const db = service();
    const { data: created, error } = await db.from('cheezopedia_entries')
      .insert({ slug: 'conflict-draft', title: 'Conflict draft', content: 'Original content', content_type: 'article' })
      .select().single();
    expect(error).toBeNull();
    await page.goto(`${app.url}/admin/articles/edit/${created.id}`);
    await page.getByLabel('Title').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Conflict draft');

    // Round 1: someone else retitles it while my content edit waits on this device; it conflicts; I
    // take theirs. The builder saves by itself, so my edit is held offline until theirs is made: made
    // first, theirs could reach the untouched builder and become what I edit; pushed first, mine would
    // be the version they overwrite (either way, no conflict).
    const changedElsewhere = async (patch: Record<string, string>, mine: string) => {
      // The editing code is on the device before it goes offline.
      await page.locator('html[data-editing-ready="admin"]').waitFor({ timeout: 30_000 });
      await page.context().setOffline(true);
      try {
        await page.getByLabel('Content', { exact: true }).fill(mine);
        await status(page, 'Offline — will sync');
        expect((await db.from('cheezopedia_entries').update(patch).eq('id', created.id)).error).toBeNull();
      } finally {
        await page.context().setOffline(false);
      }
    };
    await changedElsewhere({ title: 'Their title', content: 'Their content' }, 'My content');
    const panel = page.getByRole('alertdialog');
    await panel.waitFor({ timeout: 15_000 });
    await panel.getByLabel('Your version').getByText('My content').waitFor();
    await panel.getByLabel('Their version').getByText('Their content').waitFor();
    await panel.getByRole('button', { name: 'Take Theirs' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Title').inputValue()).toBe('Their title');
    expect(await page.getByLabel('Content', { exact: true }).inputValue()).toBe('Their content');
    let server = (await db.from('cheezopedia_entries').select('*').eq('id', created.id).single()).data;
    expect([server.title, server.content]).toEqual(['Their title', 'Their content']);

    // Round 2: they change it again; I keep mine.
    await changedElsewhere({ content: 'Their second content' }, 'My final content');
    await panel.waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'Keep Mine' }).click();
    await panel.waitFor({ state: 'detached' });
    await status(page, 'Synced');
    server = (await db.from('cheezopedia_entries').select('*').eq('id', created.id).single()).data;
    expect([server.title, server.content]).toEqual(['Their title', 'My final content']);
  });

  it('a future publish date schedules the article: listed as Scheduled, not public yet', async () => {
    const page = admin;
    await openNew(page);
    await page.getByLabel('Title').fill('Cheese of the Month: Coming Soon');
    await page.getByLabel('Content', { exact: true }).fill('A preview of next month.');
    const soon = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T${pad(soon.getHours())}:${pad(soon.getMinutes())}`;
    await page.getByLabel('Publish Date (optional)').fill(local);
    await page.getByText('A future date schedules the article').waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Article published successfully!').waitFor({ timeout: 15_000 });
    const row = await entryBySlug('cheese-of-the-month-coming-soon');
    expect(Date.parse(String(row!.published_at))).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);
    const anon = createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    expect((await anon.from('cheezopedia_entries').select('id').eq('slug', 'cheese-of-the-month-coming-soon')).data).toEqual([]);
    await page.goto(`${app.url}/admin/articles`);
    await page.locator('tr[data-slug="cheese-of-the-month-coming-soon"] .status-badge', { hasText: 'Scheduled' }).waitFor({ timeout: 15_000 });
  });

  it('an unknown article id gives "Failed to load article" and the list', async () => {
    const page = admin;
    await page.goto(`${app.url}/admin/articles/edit/00000000-0000-4000-8000-00000000dead`);
    await page.waitForURL((url) => url.pathname === '/admin/articles', { timeout: 15_000 });
    await page.getByText('Failed to load article').waitFor();
  });

  it('a 20,000-word article still scores and counts as it is edited', async () => {
    const page = admin;
    await openNew(page);
    const words = Array.from({ length: 20_000 }, (_, i) => (i % 12 === 11 ? 'cheese.\n\n' : 'cheese')).join(' ');
    const editor = page.getByLabel('Content', { exact: true });
    // Playwright's fill() inserts text slowly for huge values; set it the way a paste would.
    await editor.evaluate((el: HTMLTextAreaElement, value: string) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, words);
    await page.getByTestId('seo-words').filter({ hasText: /^20000$/ }).waitFor({ timeout: 20_000 });
    await editor.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
    await editor.press('End');
    await page.keyboard.type(' gouda brie feta', { delay: 20 });
    await page.getByTestId('seo-words').filter({ hasText: /^20003$/ }).waitFor({ timeout: 20_000 });
    expect((await editor.inputValue()).endsWith(' gouda brie feta')).toBe(true);
  });

  it('the body shows its length against the limit; past it, saving is refused in the database’s words and nothing is sent', async () => {
    const page = admin;
    await openNew(page);
    await page.getByLabel('Title').fill('A very long article');
    const editor = page.getByLabel('Content', { exact: true });
    const paste = (value: string) =>
      editor.evaluate((el: HTMLTextAreaElement, v: string) => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, v);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, value);
    const counter = page.getByTestId('content-counter');
    await paste('Cheese. ');
    await counter.filter({ hasText: /^8 \/ 200,000 characters$/ }).waitFor();
    await paste('Cheese. '.repeat(25_000) + 'x');
    await counter.filter({ hasText: '200,001 / 200,000 characters: 1 over the limit' }).waitFor();
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByText('Content is too long: 200,001 characters; at most 200,000.').waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Content is too long: 200,001 characters; at most 200,000.').waitFor();
    expect(await entryBySlug('a-very-long-article')).toBeNull();
    // Back under the limit: what is left is shown, and the save goes through.
    await paste('Cheese. '.repeat(24_990));
    await counter.filter({ hasText: '199,920 / 200,000 characters: 80 left' }).waitFor();
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByText('Draft saved!').waitFor({ timeout: 15_000 });
    expect(String((await entryBySlug('a-very-long-article'))!.content).length).toBe(199_920);
  });

  it('leaving a published article with changes not pushed asks first', async () => {
    const page = await signInAdmin();
    const messages: string[] = [];
    page.removeAllListeners('dialog');
    page.on('dialog', (d) => {
      messages.push(`${d.type()}:${d.message()}`);
      void d.dismiss();
    });
    const row = await entryBySlug('how-to-store-cheese');
    await page.goto(`${app.url}/admin/articles/edit/${String(row!.id)}`);
    await page.getByLabel('Title').fill('How to Store Cheese — edited here');
    await status(page, 'Saved on this device');
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    // The product's dialog asks (never the browser's confirm()); Stay keeps the builder open.
    expect(await answerConfirm(page, 'dismiss', 'Leave')).toMatch(/^You have changes that are not saved to the server yet/);
    expect(messages.filter((m) => m.startsWith('confirm:'))).toEqual([]);
    await flushPage(page);
    expect(new URL(page.url()).pathname).toBe(`/admin/articles/edit/${String(row!.id)}`);
    // The live article was not touched on the server.
    expect((await entryBySlug('how-to-store-cheese'))!.title).toBe(row!.title);
  });
});
