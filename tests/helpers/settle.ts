/**
 * Waiting on states instead of wall-clock time in browser tests.
 * - flushPage: lets the page finish the work an action already queued (a render, effects, a paint)
 *   before a "nothing happened" check; ordering, not a duration, so a slow machine only makes it slower.
 * - animationsDone: waits until every finite CSS/Web animation and transition has finished.
 */
import type { Page } from 'playwright-core';

export async function flushPage(page: Page): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
}

export async function animationsDone(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || !Number.isFinite(Number(a.effect?.getComputedTiming().endTime))),
    undefined,
    { timeout, polling: 'raf' },
  );
}
