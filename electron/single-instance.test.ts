import { describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow } from './test-fakes';
import { claimSingleInstance, focusWindow } from './single-instance';

function fakeApp(lock: boolean) {
  const listeners: Record<string, () => void> = {};
  return {
    listeners,
    requestSingleInstanceLock: vi.fn(() => lock),
    quit: vi.fn(),
    on: vi.fn((event: string, listener: () => void) => {
      listeners[event] = listener;
    }),
  };
}

describe('single instance', () => {
  it('the first instance keeps running and focuses its window on a second launch', () => {
    const app = fakeApp(true);
    const win = new FakeBrowserWindow();
    win.minimized = true;
    expect(claimSingleInstance(app as never, () => win)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    app.listeners['second-instance']();
    expect(win.calls).toEqual(['restore', 'show', 'focus']);
  });

  it('a second instance quits without opening anything', () => {
    const app = fakeApp(false);
    expect(claimSingleInstance(app as never, () => null)).toBe(false);
    expect(app.quit).toHaveBeenCalledOnce();
    expect(app.on).not.toHaveBeenCalled();
  });

  it('focusing tolerates a missing or destroyed window', () => {
    expect(() => focusWindow(null)).not.toThrow();
    const win = new FakeBrowserWindow();
    win.destroyed = true;
    focusWindow(win);
    expect(win.calls).toEqual([]);
    const normal = new FakeBrowserWindow();
    focusWindow(normal);
    expect(normal.calls).toEqual(['show', 'focus']);
  });
});
