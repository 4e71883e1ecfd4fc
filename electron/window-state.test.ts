import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow } from './test-fakes';
import { DEFAULT_WINDOW_STATE, parseWindowState, trackWindowState } from './window-state';
import { mainWindowOptions } from './window';

const displays = [{ x: 0, y: 0, width: 1920, height: 1080 }];

describe('parseWindowState', () => {
  it('restores a saved state that is on screen', () => {
    expect(parseWindowState('{"x":100,"y":50,"width":1400,"height":900,"maximized":true}', displays)).toEqual({
      x: 100, y: 50, width: 1400, height: 900, maximized: true,
    });
  });

  it.each([null, '', 'not json', '[]', '42', 'null'])('falls back to the defaults for %j', (json) => {
    expect(parseWindowState(json, displays)).toEqual(DEFAULT_WINDOW_STATE);
  });

  it('drops a position that is on no display (e.g. a monitor was unplugged)', () => {
    expect(parseWindowState('{"x":3000,"y":50,"width":1000,"height":700}', displays)).toEqual({ width: 1000, height: 700, maximized: false });
    expect(parseWindowState('{"x":-990,"y":50,"width":1000,"height":700}', displays)).toEqual({ width: 1000, height: 700, maximized: false });
    const twoScreens = [...displays, { x: 1920, y: 0, width: 1280, height: 1024 }];
    expect(parseWindowState('{"x":2000,"y":50,"width":1000,"height":700}', twoScreens).x).toBe(2000);
  });

  it('clamps sizes and ignores wrong types', () => {
    expect(parseWindowState('{"width":100,"height":100}', displays)).toMatchObject({ width: 800, height: 600 });
    expect(parseWindowState('{"width":"1200","height":1.5,"maximized":"yes"}', displays)).toEqual(DEFAULT_WINDOW_STATE);
  });
});

describe('trackWindowState', () => {
  afterEach(() => vi.useRealTimers());

  it('saves the normal bounds after moves (debounced) and on close', () => {
    vi.useFakeTimers();
    const win = new FakeBrowserWindow();
    const write = vi.fn();
    trackWindowState(win as never, { write }, 500);
    win.bounds = { x: 1, y: 2, width: 900, height: 650 };
    win.emit('move');
    win.emit('resize');
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(write).toHaveBeenCalledTimes(1);
    expect(JSON.parse(write.mock.calls[0][0])).toEqual({ x: 1, y: 2, width: 900, height: 650, maximized: false });
    win.maximized = true;
    win.emit('close');
    expect(JSON.parse(write.mock.calls[1][0])).toMatchObject({ maximized: true, width: 900 });
  });

  it('a failing write is logged, not thrown', () => {
    const win = new FakeBrowserWindow();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    trackWindowState(win as never, { write: () => { throw new Error('disk full'); } });
    expect(() => win.emit('close')).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('mainWindowOptions', () => {
  it('applies the saved bounds and the secure preferences, and starts hidden', () => {
    const options = mainWindowOptions('/p.cjs', { x: 5, y: 6, width: 1000, height: 700, maximized: false });
    expect(options).toMatchObject({ x: 5, y: 6, width: 1000, height: 700, minWidth: 800, minHeight: 600, show: false });
    expect(options.webPreferences).toMatchObject({ preload: '/p.cjs', contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(mainWindowOptions('/p.cjs', DEFAULT_WINDOW_STATE)).not.toHaveProperty('x');
  });
});
