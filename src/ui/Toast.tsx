/** A transient status message in a polite live region; hides itself after `durationMs`. */
import { useEffect } from 'react';

export interface ToastProps {
  message: string | null;
  kind?: 'info' | 'success' | 'error';
  durationMs?: number;
  onDone: () => void;
}

export function Toast({ message, kind = 'info', durationMs = 5000, onDone }: ToastProps) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDone, durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs, onDone]);
  return (
    <div className="toast-region" role={kind === 'error' ? 'alert' : 'status'} aria-live={kind === 'error' ? 'assertive' : 'polite'}>
      {message && <div className={`toast ${kind}`}>{message}</div>}
    </div>
  );
}
