/**
 * What a back-office list says, the same way on every list: the message it was opened with (a
 * success in a toast, a problem inline until the next action), a toast for what worked since, and
 * the problem line. Side effects: the one-time message is dropped from the history entry (a reload
 * does not show it again).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast, type ToastMessage } from '../Toast';
import { readFlash } from './flash';

export interface ListMessages {
  /** The problem shown inline (role alert), or null. */
  problem: string | null;
  setProblem: (problem: string | null) => void;
  /** Says what worked in the toast. */
  show: (message: ToastMessage) => void;
  /** Render once in the screen. */
  toast: ReactElement;
}

export function useListMessages(): ListMessages {
  const location = useLocation();
  const navigate = useNavigate();
  const [opened] = useState(() => readFlash(location.state));
  const [problem, setProblem] = useState<string | null>(opened?.tone === 'error' ? opened.text : null);
  const { show, toast } = useToast();
  useEffect(() => {
    if (opened?.tone === 'success') show({ text: opened.text });
  }, [opened, show]);

  const hasState = !!location.state;
  useEffect(() => {
    if (hasState) navigate(location.pathname + location.search, { replace: true, state: null });
  }, [hasState, navigate, location.pathname, location.search]);

  return { problem, setProblem, show, toast };
}
