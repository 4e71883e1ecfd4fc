/**
 * The builder's keyboard shortcuts (pure): Ctrl/⌘+B bold, Ctrl/⌘+I italic, Ctrl/⌘+K link and
 * Ctrl/⌘+S save draft, and how they are written in tooltips ('Ctrl+B' or '⌘B').
 */
export type ShortcutAction = 'bold' | 'italic' | 'link' | 'save';

const KEYS: Record<ShortcutAction, string> = { bold: 'b', italic: 'i', link: 'k', save: 's' };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** True on Apple platforms, where ⌘ (meta) is the command key. */
export function isApplePlatform(userAgent: string): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(userAgent);
}

/** The action of a key press, or null: the command key (⌘ on Apple, Ctrl elsewhere) with no Alt or Shift. */
export function shortcutAction(e: KeyLike, apple: boolean): ShortcutAction | null {
  const command = apple ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey;
  if (!command || e.altKey || e.shiftKey) return null;
  const key = e.key.toLowerCase();
  return (Object.keys(KEYS) as ShortcutAction[]).find((a) => KEYS[a] === key) ?? null;
}

/** The shortcut as shown to people: 'Ctrl+B' or '⌘B'. */
export function shortcutLabel(action: ShortcutAction, apple: boolean): string {
  const key = KEYS[action].toUpperCase();
  return apple ? `⌘${key}` : `Ctrl+${key}`;
}

/** The shortcut for aria-keyshortcuts ('Control+B' or 'Meta+B'). */
export function ariaShortcut(action: ShortcutAction, apple: boolean): string {
  return `${apple ? 'Meta' : 'Control'}+${KEYS[action].toUpperCase()}`;
}

/** Whether this browser runs on an Apple platform (read once). */
export const APPLE = typeof navigator !== 'undefined' && isApplePlatform(navigator.userAgent);
