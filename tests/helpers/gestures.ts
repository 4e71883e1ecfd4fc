/**
 * Pointer gestures for browser tests that do not depend on the machine's speed: coordinates are taken
 * only once the target has stopped moving (smooth scrolling, transitions) and is inside the window,
 * and the press point is checked to hit the target before the gesture starts.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const STILL_FRAMES = 10;

/**
 * The element's box once it is inside the window (centred instantly if not) and stays put for 10 animation
 * frames (the page uses `scroll-behavior: smooth`, and a touch fling keeps scrolling after the finger
 * lifts, so a focus or an earlier gesture may still be moving it). With `press` (a point as fractions of
 * the box), that point must also hit the element in the same frame: a late layout shift (an image
 * decoding above, a banner appearing) is waited out instead of pressing on whatever moved there.
 */
export async function settledBox(locator: Locator, timeout = 15_000, press?: { x: number; y: number }): Promise<Box> {
  let box: Box | null = null;
  let covering = '';
  const settled = expect
    .poll(
      async () => {
        const seen = await locator.evaluate(
          (el, { stillFrames, press }) =>
            new Promise<{ box: Box | null; covering: string }>((resolve) => {
              const read = () => {
                const r = el.getBoundingClientRect();
                return { x: r.x, y: r.y, width: r.width, height: r.height };
              };
              // Still for STILL_FRAMES frames in a row: smooth scrolls and flings have come to rest.
              const first = JSON.stringify(read());
              let frames = 0;
              const tick = () => {
                const second = read();
                if (JSON.stringify(second) !== first) return resolve({ box: null, covering: 'moving' });
                if ((frames += 1) < stillFrames) return void requestAnimationFrame(tick);
                const fits = second.height <= window.innerHeight;
                const inside = second.width > 0 && (fits ? second.y >= 0 && second.y + second.height <= window.innerHeight : second.y + second.height / 2 > 0 && second.y + second.height / 2 < window.innerHeight);
                // Not (or no longer) in view: centre it by scrolling the window only (scrollIntoView
                // would also scroll the carousel's overflow-hidden viewport sideways).
                if (!inside) {
                  window.scrollBy({ top: second.y + second.height / 2 - window.innerHeight / 2, behavior: 'instant' });
                  return resolve({ box: null, covering: 'outside the window' });
                }
                if (press) {
                  const hit = document.elementFromPoint(second.x + second.width * press.x, second.y + second.height * press.y);
                  if (!el.contains(hit)) return resolve({ box: null, covering: hit ? hit.outerHTML.slice(0, 200) : 'nothing' });
                }
                resolve({ box: second, covering: '' });
              };
              requestAnimationFrame(tick);
            }),
          { stillFrames: STILL_FRAMES, press: press ?? null },
        );
        box = seen.box;
        covering = seen.covering;
        return box;
      },
      { timeout, interval: 50 },
    )
    .not.toBeNull();
  await settled.catch((e: unknown) => {
    throw new Error(`the element never came to rest in the window${press ? `, pressable at ${JSON.stringify(press)} of its box` : ''}; last seen: ${covering}`, { cause: e });
  });
  return box!;
}

export interface DragOptions {
  /** Press and release points as fractions of the element's box (0..1, may go outside). */
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** Intermediate pointermove events (0 = press, one jump, release). */
  steps: number;
}

/** Press and release points in window coordinates, once the element is at rest; the press must hit it. */
async function endpoints(locator: Locator, from: DragOptions['from'], to: DragOptions['to']) {
  const box = await settledBox(locator, 15_000, from);
  const start = { x: box.x + box.width * from.x, y: box.y + box.height * from.y };
  const end = { x: box.x + box.width * to.x, y: box.y + box.height * to.y };
  return { start, end };
}

/** Drags the mouse across `locator` (press, `steps` moves, release), starting on the element itself. */
export async function mouseDrag(page: Page, locator: Locator, { from, to, steps }: DragOptions): Promise<void> {
  const { start, end } = await endpoints(locator, from, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(start.x + ((end.x - start.x) * i) / (steps + 1), start.y + ((end.y - start.y) * i) / (steps + 1));
  }
  await page.mouse.move(end.x, end.y);
  await page.mouse.up();
}

/** A one-finger touch swipe through the DevTools protocol (the context needs `hasTouch`). */
export async function touchSwipe(page: Page, locator: Locator, { from, to, steps }: DragOptions): Promise<void> {
  const { start, end } = await endpoints(locator, from, to);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    for (let i = 1; i <= steps + 1; i += 1) {
      const p = { x: start.x + ((end.x - start.x) * i) / (steps + 1), y: start.y + ((end.y - start.y) * i) / (steps + 1) };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
