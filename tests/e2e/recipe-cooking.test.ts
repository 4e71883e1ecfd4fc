/**
 * Cooking from a recipe page in headless Chromium against the real server: the servings control
 * (a stepper from a numeric serving size, ×½ ×1 ×2 ×3 otherwise) rewrites the quantities and is kept
 * across reloads while the server's HTML stays as written; ingredient and step checkboxes are kept;
 * cook mode loads its chunk only when opened, steps by buttons, arrow keys and a touch swipe, shares
 * the checkboxes, holds a (stubbed) screen wake lock and releases it, says so where the API is
 * missing, and returns focus on Escape; and it all works on a saved recipe with the server stopped.
 * The stopping test runs last.
 */
import { beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { allViolations, describeViolations } from '../helpers/axe';
import { collectErrors, describeBrowser, untilHydrated } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { touchSwipe } from '../helpers/gestures';
import { rest, serviceUpdate, waitForServiceWorker, waitForSynced } from '../data/browser-probes';

interface RecipeRow {
  id: string;
  slug: string;
  title: string;
  serving_size: string | null;
  ingredients: Array<{ amount: string; item: string }>;
  instructions: Array<{ step?: string | null; description: string }>;
}

const FONDUE = 'classic-swiss-cheese-fondue';
const HALLOUMI = 'grilled-halloumi-summer-skewers';

/** Stub of the Screen Wake Lock API that logs requests and releases in `window.__wake`. */
const WAKE_LOCK_STUB = `
  window.__wake = [];
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request: async (type) => {
    const sentinel = new EventTarget();
    sentinel.type = type;
    sentinel.released = false;
    sentinel.release = async () => { sentinel.released = true; window.__wake.push('release'); sentinel.dispatchEvent(new Event('release')); };
    window.__wake.push('request:' + type);
    window.__sentinel = sentinel;
    return sentinel;
  } } });
`;
const NO_WAKE_LOCK = `Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: undefined });`;

let fondue: RecipeRow;

describeBrowser('cooking from a recipe page', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    const rows = await rest<RecipeRow[]>(suite.app.url, `cheezopedia_entries?select=id,slug,title,serving_size,ingredients,instructions&slug=eq.${FONDUE}`);
    fondue = rows[0];
    expect(fondue, 'the seed has the fondue recipe').toBeTruthy();
    expect(fondue.serving_size).toMatch(/^4\b/);
    expect(fondue.instructions.length).toBeGreaterThanOrEqual(3);
  });

  async function open(context: BrowserContext, slug: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${suite.app.url}/${slug}`);
    await untilHydrated(page);
    await interactive(page);
    return page;
  }
  /** The servings control and checkboxes arrive in a chunk loaded after hydration, once the recipe nears the screen. */
  const interactive = async (page: Page) => {
    await page.getByTestId('recipe-extras').scrollIntoViewIfNeeded();
    await page.locator('[data-testid="recipe-extras"][data-interactive="true"]').waitFor({ timeout: 15_000 });
  };
  const amounts = (page: Page | Locator) => page.locator('.ingredients .ingredient-amount').allInnerTexts();
  const stepCount = (dialog: Locator) => dialog.locator('.cook-step-count').textContent();

  it('scales quantities with the servings stepper and keeps the choice after a reload; the HTML stays as written', async () => {
    const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
    const html = await (await fetch(`${suite.app.url}/${FONDUE}`)).text();
    expect(html).toContain('300 g');
    expect(html).not.toContain('servings-control');

    const page = await open(context, FONDUE);
    const errors = collectErrors(page);
    expect((await amounts(page)).slice(0, 3)).toEqual(['300 g', '300 g', '2 tbsp']);
    await expect(page.getByTestId('servings-value').innerText()).resolves.toBe('4');
    await page.getByRole('button', { name: 'More servings' }).click();
    await page.getByRole('button', { name: 'More servings' }).click();
    await expect(page.getByTestId('servings-value').innerText()).resolves.toBe('6');
    expect((await amounts(page)).slice(0, 4)).toEqual(['450 g', '450 g', '3 tbsp', '1½']);
    await expect(page.getByRole('checkbox', { name: /garlic cloves, halved/ }).count()).resolves.toBe(1);

    await page.reload();
    await untilHydrated(page);
    await interactive(page);
    await expect(page.getByTestId('servings-value').innerText()).resolves.toBe('6');
    expect((await amounts(page)).slice(0, 3)).toEqual(['450 g', '450 g', '3 tbsp']);
    expect(errors.consoleErrors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    expect(errors.pageErrors).toEqual([]);

    await page.getByRole('button', { name: 'Reset' }).click();
    expect((await amounts(page)).slice(0, 1)).toEqual(['300 g']);
    await page.close();
  });

  it('loads the servings and checkbox code when the recipe nears the screen, or at once when this device changed the recipe', async () => {
    const context = await suite.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const kitchen: string[] = [];
    page.on('request', (r) => {
      if (/\/RecipeKitchen-[^/]*\.js$/.test(r.url())) kitchen.push(r.url());
    });
    await page.goto(`${suite.app.url}/${FONDUE}`);
    await untilHydrated(page);
    await page.waitForTimeout(1000);
    expect(kitchen, 'not loaded while the reader is at the top of a phone page').toEqual([]);
    await interactive(page);
    expect(kitchen.length).toBe(1);
    await page.getByRole('checkbox', { name: /cornflour/ }).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await untilHydrated(page);
    await page.locator('[data-testid="recipe-extras"][data-interactive="true"]').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('offers ×½ ×1 ×2 ×3 when the serving size holds no number, kept after a reload', async () => {
    const [halloumi] = await rest<RecipeRow[]>(suite.app.url, `cheezopedia_entries?select=id,ingredients&slug=eq.${HALLOUMI}`);
    await serviceUpdate(suite.app.url, halloumi.id, { serving_size: 'A hungry crowd' });
    const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await open(context, HALLOUMI);
    const before = await amounts(page);
    expect(await page.getByRole('button', { name: 'The recipe as written' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Double the recipe' }).click();
    const doubled = await amounts(page);
    expect(doubled).not.toEqual(before);
    await page.reload();
    await untilHydrated(page);
    await interactive(page);
    expect(await page.getByRole('button', { name: 'Double the recipe' }).getAttribute('aria-pressed')).toBe('true');
    expect(await amounts(page)).toEqual(doubled);
    await page.close();
  });

  it('keeps ingredient and step checkboxes after a reload', async () => {
    const context = await suite.newContext({ viewport: { width: 390, height: 800 } });
    const page = await open(context, FONDUE);
    const gruyere = page.getByRole('checkbox', { name: /Gruyère/ });
    const step2 = page.getByRole('checkbox', { name: 'Done (step 2)' });
    await gruyere.check();
    await step2.check();
    await page.reload();
    await untilHydrated(page);
    await interactive(page);
    expect(await gruyere.isChecked()).toBe(true);
    expect(await step2.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Done (step 1)' }).isChecked()).toBe(false);
    await page.close();
  });

  it('cook mode: loads its chunk when opened, steps by buttons, keys and swipe, holds the screen on and gives focus back', async () => {
    const context = await suite.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    await context.addInitScript(WAKE_LOCK_STUB);
    const page = await open(context, FONDUE);
    const errors = collectErrors(page);
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/CookMode-[^/]*\.js$/.test(r.url())) chunks.push(r.url());
    });
    await page.waitForTimeout(500);
    expect(chunks, 'cook mode code is not loaded with the page').toEqual([]);

    const openButton = page.getByRole('button', { name: 'Cook mode' });
    await openButton.click();
    const dialog = page.getByRole('dialog', { name: fondue.title });
    await dialog.waitFor();
    expect(chunks.length).toBe(1);
    const n = fondue.instructions.length;
    await expect(stepCount(dialog)).resolves.toBe(`Step 1 of ${n}`);
    await expect(dialog.locator('.cook-step-text').innerText()).resolves.toBe(fondue.instructions[0].description);
    await page.waitForFunction(() => (window as unknown as { __wake: string[] }).__wake.includes('request:screen'));
    expect(await page.getByTestId('wake-lock-note').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(stepCount(dialog)).resolves.toBe(`Step 2 of ${n}`);
    await page.keyboard.press('ArrowRight');
    await expect(stepCount(dialog)).resolves.toBe(`Step 3 of ${n}`);
    await page.keyboard.press('ArrowLeft');
    await expect(stepCount(dialog)).resolves.toBe(`Step 2 of ${n}`);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(stepCount(dialog)).resolves.toBe(`Step 1 of ${n}`);

    // Swipe left = next, right = previous.
    await touchSwipe(page, dialog.getByTestId('cook-step'), { from: { x: 0.85, y: 0.4 }, to: { x: 0.15, y: 0.42 }, steps: 6 });
    await page.waitForFunction(() => document.querySelector('.cook-step-count')?.textContent?.startsWith('Step 2'));
    await touchSwipe(page, dialog.getByTestId('cook-step'), { from: { x: 0.15, y: 0.4 }, to: { x: 0.85, y: 0.4 }, steps: 6 });
    await page.waitForFunction(() => document.querySelector('.cook-step-count')?.textContent?.startsWith('Step 1'));

    // Step checkbox, shared with the page.
    await dialog.getByRole('checkbox', { name: 'Done (step 1)' }).check();

    // The browser drops the lock when the page is hidden; on visible again it is requested again.
    await page.evaluate(() => {
      (window as unknown as { __sentinel: EventTarget }).__sentinel.dispatchEvent(new Event('release'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForFunction(() => (window as unknown as { __wake: string[] }).__wake.filter((w) => w === 'request:screen').length === 2);

    // Ingredients a tap away, with the same checkboxes as the page.
    await dialog.getByRole('button', { name: 'Ingredients' }).click();
    await dialog.getByRole('checkbox', { name: /cornflour/ }).check();
    await dialog.getByRole('button', { name: 'More servings' }).click();
    await expect(dialog.locator('.ingredient-amount').first().innerText()).resolves.toBe('375 g');
    await dialog.getByRole('button', { name: 'Steps' }).click();
    await expect(stepCount(dialog)).resolves.toBe(`Step 1 of ${n}`);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => (window as unknown as { __wake: string[] }).__wake.at(-1) === 'release');
    expect(await openButton.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await page.getByRole('checkbox', { name: /cornflour/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Done (step 1)' }).isChecked()).toBe(true);
    expect((await amounts(page))[0]).toBe('375 g');

    // Reopened: starts at the first step not done; Close leaves too.
    await openButton.click();
    await expect(stepCount(dialog)).resolves.toBe(`Step 2 of ${n}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(chunks.length).toBe(1);
    expect(errors.pageErrors).toEqual([]);
    await page.close();
  });

  it('cook mode says the screen may turn off where the Wake Lock API is missing', async () => {
    const context = await suite.newContext({ viewport: { width: 390, height: 800 } });
    await context.addInitScript(NO_WAKE_LOCK);
    const page = await open(context, FONDUE);
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const note = page.getByTestId('wake-lock-note');
    await note.waitFor();
    expect(await note.innerText()).toContain('may turn off');
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('passes axe with the controls, ticks and cook mode open', async () => {
    const context = await suite.newContext({ viewport: { width: 390, height: 800 } });
    await context.addInitScript(NO_WAKE_LOCK);
    const page = await open(context, FONDUE);
    await page.getByRole('button', { name: 'More servings' }).click();
    await page.getByRole('checkbox', { name: /Gruyère/ }).check();
    await page.getByRole('checkbox', { name: 'Done (step 1)' }).check();
    let violations = await allViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: fondue.title });
    await dialog.getByTestId('wake-lock-note').waitFor();
    violations = await allViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await dialog.getByRole('button', { name: 'Ingredients' }).click();
    violations = await allViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.close();
  });

  it('prints the scaled quantities without the controls', async () => {
    const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await open(context, FONDUE);
    await page.getByRole('button', { name: 'More servings' }).click();
    await page.getByRole('checkbox', { name: /Emmental/ }).check();
    await page.emulateMedia({ media: 'print' });
    expect((await amounts(page))[0]).toBe('375 g');
    for (const hidden of ['.recipe-actions', '.recipe-check input', '.step-check', '.servings-control button']) {
      const shown = await page.locator(hidden).evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none').length);
      expect(shown, `${hidden} is hidden in print`).toBe(0);
    }
    await expect(page.getByTestId('servings-value').isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('works offline on a saved recipe: servings, checkboxes and cook mode with the server stopped', async () => {
    const context = await suite.newContext({ viewport: { width: 390, height: 800 } });
    await context.addInitScript(WAKE_LOCK_STUB);
    const page = await context.newPage();
    await page.goto(`${suite.app.url}/`);
    await waitForServiceWorker(page);
    await waitForSynced(page, fondue.id);
    await page.goto(`${suite.app.url}/${FONDUE}`);
    await untilHydrated(page);
    await interactive(page);
    await page.getByRole('checkbox', { name: /Gruyère/ }).check();

    await suite.app.stop();
    await expect(fetch(`${suite.app.url}/`)).rejects.toThrow();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: fondue.title }).waitFor({ timeout: 15_000 });
    await untilHydrated(page);
    await interactive(page);
    expect(await page.getByRole('checkbox', { name: /Gruyère/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'More servings' }).click();
    expect((await amounts(page))[0]).toBe('375 g');
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: fondue.title });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(stepCount(dialog)).resolves.toBe(`Step 2 of ${fondue.instructions.length}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
    await suite.app.start();
  });
});
