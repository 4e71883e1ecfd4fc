import { describe, expect, it } from 'vitest';
import { ariaShortcut, isApplePlatform, shortcutAction, shortcutLabel } from './shortcuts';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
  key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods,
});

describe('builder shortcuts', () => {
  it('maps Ctrl+B/I/K/S elsewhere and ⌘ on Apple platforms', () => {
    expect(shortcutAction(key('b', { ctrlKey: true }), false)).toBe('bold');
    expect(shortcutAction(key('I', { ctrlKey: true }), false)).toBe('italic');
    expect(shortcutAction(key('k', { ctrlKey: true }), false)).toBe('link');
    expect(shortcutAction(key('s', { ctrlKey: true }), false)).toBe('save');
    expect(shortcutAction(key('s', { metaKey: true }), true)).toBe('save');
    expect(shortcutAction(key('b', { metaKey: true }), false)).toBeNull();
    expect(shortcutAction(key('b', { ctrlKey: true }), true)).toBeNull();
  });

  it('ignores plain keys, other letters and Alt/Shift combinations', () => {
    expect(shortcutAction(key('b'), false)).toBeNull();
    expect(shortcutAction(key('x', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutAction(key('b', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(shortcutAction(key('s', { ctrlKey: true, altKey: true }), false)).toBeNull();
  });

  it('labels shortcuts for tooltips and aria-keyshortcuts', () => {
    expect(shortcutLabel('bold', false)).toBe('Ctrl+B');
    expect(shortcutLabel('save', true)).toBe('⌘S');
    expect(ariaShortcut('link', false)).toBe('Control+K');
    expect(ariaShortcut('italic', true)).toBe('Meta+I');
    expect(isApplePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isApplePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});
