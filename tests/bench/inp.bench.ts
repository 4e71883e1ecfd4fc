/**
 * `npm run bench:inp`: how long a visitor waits for the next paint after touching the public site on a
 * phone (390 × 844, touch, 4× CPU slowdown during the interaction), interaction by interaction: the
 * recipe's servings stepper, opening a cheese on `/`, a filter on `/discover`, a keystroke in the
 * search dialog and Next in cook mode. Each figure is INP-like: the longest Event Timing entry
 * (`duration`: input → handlers → next paint, rounded by the browser to 8 ms) of the interaction,
 * the median of N runs, each run on a freshly loaded page (its first interaction: code not warmed
 * up), printed beside the 100 ms ceiling. The browser reports no entry under 16 ms ("< 16").
 * Beside it, the renderer main thread's CPU time from the input to the first frame committed after it
 * (trace events' thread time, median): the work itself, which a busy shared machine does not inflate
 * as it does wall time — compare builds by it when the machine is loaded.
 * Figures only; exit code 1 when a median is over its ceiling.
 * Options: --no-build (reuse dist/), --runs N (default 5), --only stepper,cheese,filter,search,cook.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { buildSpa, isDistStale } from '../../supabase/local/build.ts';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.ts';
import { startApp } from '../helpers/app-server.ts';
import { launchBrowser, untilHydrated } from '../helpers/browser.ts';

const CEILING_MS = 100;
const CPU_SLOWDOWN = 4;
const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) > 0 ? Number(option('--runs')) : 5;
const only = option('--only')?.split(',');

/** Event Timing reports nothing shorter than this (its smallest durationThreshold). */
const THRESHOLD_MS = 16;

interface Interaction {
  key: string;
  label: string;
  /** Opens the page and brings it to the state just before the interaction. */
  prepare(page: Page, url: string): Promise<void>;
  /** The interaction itself (one tap or keystroke). */
  act(page: Page): Promise<void>;
}

/** Starts collecting Event Timing entries of interactions in the page. */
async function observe(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    const w = window as unknown as { __inp: { id: number; name: string; duration: number }[] };
    w.__inp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (e.interactionId) w.__inp.push({ id: e.interactionId, name: e.name, duration: e.duration });
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: false } as PerformanceObserverInit);
  }, THRESHOLD_MS);
}

/** The longest entry of the interactions seen since observe() (0 when none reached the threshold). */
async function longest(page: Page): Promise<number> {
  // Entries arrive after the next paint: give the (throttled) page a moment and two frames.
  await page.waitForTimeout(400);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __inp: { duration: number }[] }).__inp.map((e) => e.duration)));
}

/** Waits until the network has been quiet (idle services loaded, images in) and the main thread idles. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => new Promise((r) => ('requestIdleCallback' in window ? requestIdleCallback(() => r(null), { timeout: 2000 }) : setTimeout(r, 200))));
}

async function recipeSlug(url: string): Promise<string> {
  const res = await fetch(`${url}/rest/v1/cheezopedia_entries?select=slug,serving_size&content_type=eq.recipe&order=published_at.desc`, { headers: { apikey: PUBLISHABLE_KEY } });
  const rows = (await res.json()) as { slug: string; serving_size: string | null }[];
  const withNumber = rows.find((r) => /\d/.test(r.serving_size ?? ''));
  if (!withNumber) throw new Error('no published recipe has a serving size with a number (the stepper)');
  return withNumber.slug;
}

function interactions(slug: string): Interaction[] {
  return [
    {
      key: 'stepper',
      label: 'recipe: servings stepper (+)',
      async prepare(page, url) {
        await page.goto(`${url}/${slug}`);
        await untilHydrated(page);
        // The recipe's box (its content is swapped for the servings code when it nears the screen).
        await page.locator('#recipe').scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: 'More servings' }).waitFor();
      },
      act: (page) => page.getByRole('button', { name: 'More servings' }).tap(),
    },
    {
      key: 'cheese',
      label: '/: open a cheese (modal)',
      async prepare(page, url) {
        await page.goto(`${url}/`);
        await untilHydrated(page);
        await page.locator('.cheese-card').first().scrollIntoViewIfNeeded();
      },
      act: (page) => page.locator('.cheese-card').first().tap(),
    },
    {
      key: 'filter',
      label: '/discover: a filter (Recipes)',
      async prepare(page, url) {
        await page.goto(`${url}/discover`);
        await untilHydrated(page);
      },
      act: (page) => page.getByRole('button', { name: 'Recipes', exact: true }).tap(),
    },
    {
      key: 'search',
      label: 'search dialog: a keystroke',
      async prepare(page, url) {
        await page.goto(`${url}/`);
        await untilHydrated(page);
        await settle(page);
        await page.getByRole('link', { name: 'Search' }).first().tap();
        await page.getByRole('combobox', { name: 'Search Cheezopedia' }).waitFor();
        // The first letters load the search code and ask the server once: the keystroke measured is the next.
        await page.keyboard.type('fo');
        await page.getByRole('option').first().waitFor();
      },
      act: (page) => page.keyboard.press('n'),
    },
    {
      key: 'cook',
      label: 'cook mode: Next',
      async prepare(page, url) {
        await page.goto(`${url}/${slug}`);
        await untilHydrated(page);
        await page.getByRole('button', { name: 'Cook mode' }).tap();
        await page.getByTestId('cook-mode').getByRole('button', { name: 'Next' }).waitFor();
      },
      act: (page) => page.getByTestId('cook-mode').getByRole('button', { name: 'Next' }).tap(),
    },
  ];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

const INPUTS = new Set(['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'keydown', 'keypress', 'keyup', 'input', 'touchstart', 'touchend']);

/**
 * Main-thread CPU time (ms) of the renderer from the first input event of the interaction to the end
 * of the first frame committed after its last input event: thread time of the tasks in between.
 */
function interactionCpu(events: TraceEvent[]): number {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'EventDispatch'));
  if (!main) return Number.NaN;
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const inputs = mine.filter((e) => e.name === 'EventDispatch' && INPUTS.has(e.args?.data?.type ?? ''));
  if (inputs.length === 0) return Number.NaN;
  const from = Math.min(...inputs.map((e) => e.ts));
  const lastInputEnd = Math.max(...inputs.map((e) => e.ts + (e.dur ?? 0)));
  const commit = mine.filter((e) => e.name === 'Commit' && e.ts >= lastInputEnd).sort((a, b) => a.ts - b.ts)[0];
  const to = commit ? commit.ts + (commit.dur ?? 0) : lastInputEnd;
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= from && e.ts <= to);
  return tasks.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000;
}

async function measure(context: BrowserContext, url: string, interaction: Interaction): Promise<{ ms: number; cpu: number }> {
  const page = await context.newPage();
  try {
    await interaction.prepare(page, url);
    await settle(page);
    await observe(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const browser = context.browser()!;
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await interaction.act(page);
    const ms = await longest(page);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { ms, cpu: interactionCpu(events) };
  } finally {
    await page.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const shown = (ms: number) => (ms < THRESHOLD_MS ? `< ${THRESHOLD_MS}` : `${Math.round(ms)}`);

async function main(): Promise<void> {
  if (!args.includes('--no-build') && isDistStale()) await buildSpa();
  const app = await startApp();
  const browser = await launchBrowser();
  let over = false;
  try {
    const slug = await recipeSlug(app.url);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    console.log(`Interaction → next paint (Event Timing, longest entry), ${CPU_SLOWDOWN}× CPU, 390 px phone, median of ${runs} runs; recipe: /${slug}\n`);
    console.log(`${'interaction'.padEnd(36)} ${'median'.padStart(8)}   ceiling        main-thread CPU   runs (ms)`);
    for (const interaction of interactions(slug)) {
      if (only && !only.includes(interaction.key)) continue;
      const figures: { ms: number; cpu: number }[] = [];
      for (let i = 0; i < runs; i += 1) figures.push(await measure(context, app.url, interaction));
      const m = median(figures.map((f) => f.ms));
      const cpu = median(figures.map((f) => f.cpu));
      const ok = m <= CEILING_MS;
      if (!ok) over = true;
      console.log(
        `${interaction.label.padEnd(36)} ${`${shown(m)} ms`.padStart(8)}   ≤ ${CEILING_MS} ms  ${ok ? 'ok  ' : 'OVER'}  ${`${cpu.toFixed(1)} ms`.padStart(10)}        ${figures.map((f) => shown(f.ms)).join(', ')}`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await app.dispose();
  }
  console.log('\n(The machine is shared: figures vary with its load.)');
  if (over) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
