/**
 * Remembers the main window's size, position and maximized state in a JSON file under
 * app.getPath('userData'). Reading is tolerant (a bad file means defaults); positions that are no
 * longer on any display are dropped.
 */
import type { BrowserWindow, Rectangle } from 'electron';

export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const DEFAULT_WINDOW_STATE: Readonly<WindowState> = Object.freeze({ width: 1280, height: 820, maximized: false });
export const MIN_WINDOW_SIZE = Object.freeze({ width: 800, height: 600 });
const MAX_SIDE = 16_384;
/** How much of the window must lie on a display for the saved position to be reused. */
const MIN_VISIBLE = 64;

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** Parses a saved state, falling back to defaults for anything missing, invalid or off-screen. */
export function parseWindowState(json: string | null, displays: Rectangle[]): WindowState {
  let raw: unknown;
  try {
    raw = json === null ? null : JSON.parse(json);
  } catch {
    raw = null;
  }
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_WINDOW_STATE };
  const data = raw as Record<string, unknown>;
  const size = (value: unknown, min: number, fallback: number) =>
    isInt(value) ? Math.min(Math.max(value, min), MAX_SIDE) : fallback;
  const state: WindowState = {
    width: size(data.width, MIN_WINDOW_SIZE.width, DEFAULT_WINDOW_STATE.width),
    height: size(data.height, MIN_WINDOW_SIZE.height, DEFAULT_WINDOW_STATE.height),
    maximized: data.maximized === true,
  };
  if (isInt(data.x) && isInt(data.y)) {
    const bounds = { x: data.x, y: data.y, width: state.width, height: state.height };
    const visible = displays.some((display) => {
      const o = overlap(bounds, display);
      return o.width >= MIN_VISIBLE && o.height >= MIN_VISIBLE;
    });
    if (visible) {
      state.x = data.x;
      state.y = data.y;
    }
  }
  return state;
}

/** The state to save for a window (its normal bounds, so un-maximizing restores them). */
export function captureWindowState(win: Pick<BrowserWindow, 'getNormalBounds' | 'isMaximized'>): WindowState {
  const { x, y, width, height } = win.getNormalBounds();
  return { x, y, width, height, maximized: win.isMaximized() };
}

export interface WindowStateStore {
  read(): string | null;
  write(json: string): void;
}

/**
 * Saves the window's state on move/resize (debounced) and right before it closes. Returns a function
 * that saves immediately.
 */
export function trackWindowState(
  win: Pick<BrowserWindow, 'on' | 'getNormalBounds' | 'isMaximized' | 'isDestroyed'>,
  store: Pick<WindowStateStore, 'write'>,
  delayMs = 500,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (win.isDestroyed()) return;
    try {
      store.write(JSON.stringify(captureWindowState(win)));
    } catch (error) {
      console.error('Could not save the window state:', error);
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(save, delayMs);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) win.on(event, schedule);
  win.on('close', save);
  return save;
}
