/**
 * The product's one way to say an action worked (docs/design-vocabulary.md, Feedback): a toast at the
 * bottom of the screen, in view wherever the page is scrolled, in a polite live region. It hides
 * after SUCCESS_MESSAGE_MS, or UNDO_WINDOW_MS when it offers Undo (an action that can be taken back,
 * e.g. a delete: the row comes back from the trash); the timer waits while the pointer or the focus
 * is on it. Problems are not toasts: they stay inline, where they are fixed. An action done only once
 * its Undo has passed (`onExpire`) is done when the toast goes: hidden, replaced, or its screen left.
 */
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { SUCCESS_MESSAGE_MS, UNDO_WINDOW_MS } from '@/domain/constants';

export interface ToastMessage {
  text: string;
  /** Takes the action back; resolves to what the toast then says, rejects with the reason it could not. */
  undo?: () => Promise<string>;
  /** Called once when the toast goes without its Undo pressed (hidden, replaced by another, or its screen left). */
  onExpire?: () => void;
}

interface Shown extends ToastMessage {
  id: number;
  tone: 'success' | 'error';
}

/** `show(message)` replaces the toast; render `toast` once in the screen. */
export function useToast(): { show: (message: ToastMessage) => void; toast: ReactElement } {
  const [shown, setShown] = useState<Shown | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [held, setHeld] = useState(false);
  const next = useRef(0);
  // The message on screen, and whether its Undo was pressed: the one to settle when it goes.
  const current = useRef<{ message: Shown; undone: boolean } | null>(null);
  const put = useCallback((message: Shown | null) => {
    const gone = current.current;
    current.current = message ? { message, undone: false } : null;
    if (gone && !gone.undone && gone.message !== message) gone.message.onExpire?.();
    setShown(message);
  }, []);
  const show = useCallback((message: ToastMessage) => put({ ...message, id: ++next.current, tone: 'success' }), [put]);
  // The screen is left (another page, or the document itself): what waited on the Undo is done now.
  useEffect(() => {
    const settle = () => {
      const gone = current.current;
      current.current = null;
      if (gone && !gone.undone) gone.message.onExpire?.();
    };
    window.addEventListener('pagehide', settle);
    return () => {
      window.removeEventListener('pagehide', settle);
      settle();
    };
  }, []);

  useEffect(() => {
    if (!shown || held || undoing) return;
    const timer = window.setTimeout(() => put(null), shown.undo ? UNDO_WINDOW_MS : SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [shown, held, undoing, put]);

  const undo = async (message: Shown) => {
    if (!message.undo) return;
    if (current.current?.message === message) current.current.undone = true;
    setUndoing(true);
    try {
      put({ text: await message.undo(), id: ++next.current, tone: 'success' });
    } catch (e) {
      put({ text: e instanceof Error ? e.message : String(e), id: ++next.current, tone: 'error' });
    } finally {
      setUndoing(false);
      setHeld(false);
    }
  };

  const toast = (
    <div className="toast-region" role="status" aria-live="polite">
      {shown && (
        <div key={shown.id} className={`toast toast-${shown.tone}`} data-testid="toast"
          onPointerEnter={() => setHeld(true)} onPointerLeave={() => setHeld(false)} onFocus={() => setHeld(true)} onBlur={() => setHeld(false)}>
          <span className="toast-text">{shown.text}</span>
          {shown.undo && (
            <button type="button" className="btn btn-small toast-action" disabled={undoing} onClick={() => void undo(shown)}>
              {undoing ? 'Undoing...' : 'Undo'}
            </button>
          )}
        </div>
      )}
    </div>
  );
  return { show, toast };
}
