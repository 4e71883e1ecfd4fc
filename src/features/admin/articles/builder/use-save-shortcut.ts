/** Ctrl/⌘+S anywhere in the builder saves the draft instead of the browser's "Save page" (side effect: a document keydown listener). */
import { useEffect } from 'react';
import { useLatest } from '@/ui/use-latest';
import { APPLE, shortcutAction } from './shortcuts';

export function useSaveShortcut(onSave: () => void, enabled = true): void {
  const ref = useLatest(onSave);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (shortcutAction(event, APPLE) !== 'save') return;
      event.preventDefault();
      if (!event.repeat) ref.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, ref]);
}
