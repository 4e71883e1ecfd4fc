import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearViewport } from './near-viewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nearViewport', () => {
  it('resolves at once on the server (no DOM)', async () => {
    await expect(nearViewport('app')).resolves.toBeUndefined();
  });

  it('resolves at once when the element is not in the page (a client-side render)', async () => {
    vi.stubGlobal('document', { getElementById: () => null });
    vi.stubGlobal('IntersectionObserver', class {});
    await expect(nearViewport('app')).resolves.toBeUndefined();
  });

  it('waits until the server-rendered element comes near the viewport', async () => {
    let notify: Callback = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal('document', { getElementById: () => ({ id: 'app' }) });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: Callback) {
          notify = cb;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    let done = false;
    const waiting = nearViewport('app').then(() => (done = true));
    notify([{ isIntersecting: false }]);
    await Promise.resolve();
    expect(done).toBe(false);
    notify([{ isIntersecting: true }]);
    await waiting;
    expect(done).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });
});
