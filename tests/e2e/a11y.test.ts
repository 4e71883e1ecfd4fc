/**
 * Accessibility scan with axe-core (injected from node_modules) of /, /discover and an entry page:
 * no serious or critical violations. Also checks the page landmarks and one h1 per page.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startApp } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys';
import { animationsDone } from '../helpers/settle';
import { seriousViolations, type AxeViolation } from '../helpers/axe';

type App = Awaited<ReturnType<typeof startApp>>;
let app: App;
let browser: Browser;
const scan = seriousViolations;

function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}

describeBrowser('accessibility (axe-core)', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
  });

  async function check(path: string, ready: string, width = 1280) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.url}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 15_000 });
    // Scan the settled page: transitions and fade-ins finished (their mid-way colours are not the design's).
    await animationsDone(page);
    const violations = await scan(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('footer').count()).toBeGreaterThan(0);
    expect(await page.locator('h1').count()).toBe(1);
    await context.close();
  }

  it('/ has no serious or critical violations', async () => {
    await check('/', '.cheese-card');
  });

  it('/ at phone width has no serious or critical violations', async () => {
    await check('/', '.cheese-card', 375);
  });

  it('/discover has no serious or critical violations', async () => {
    await check('/discover', '.discover-grid .entry-card');
  });

  it('an entry page has no serious or critical violations', async () => {
    const res = await fetch(`${app.url}/rest/v1/cheezopedia_entries?select=slug&content_type=eq.recipe&visible_in_feed=eq.true&limit=1`, {
      headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}` },
    });
    const [row] = (await res.json()) as { slug: string }[];
    expect(row).toBeTruthy();
    await check(`/${row.slug}`, '.markdown-body');
  });
});
