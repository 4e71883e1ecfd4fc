import { describe, expect, it } from 'vitest';
import { importWhenOnline } from './import-when-online';

describe('importWhenOnline', () => {
  it('resolves at once when the chunk loads', async () => {
    await expect(importWhenOnline(() => Promise.resolve('chunk'), new EventTarget())).resolves.toBe('chunk');
  });

  it('after a failed fetch, tries again when the browser is back online', async () => {
    const target = new EventTarget();
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve('chunk'));
    const result = importWhenOnline(load, target);
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toBe(1);
    target.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('chunk');
    expect(calls).toBe(2);
  });

  it('a failure noticed once the browser is already online is tried again a second later, then waits for the next online event', async () => {
    const target = new EventTarget();
    let calls = 0;
    const load = () => (++calls <= 2 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve('chunk'));
    const result = importWhenOnline(load, target, () => true);
    await new Promise((r) => setTimeout(r, 1200));
    expect(calls).toBe(2);
    target.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('chunk');
    expect(calls).toBe(3);
  });
});
