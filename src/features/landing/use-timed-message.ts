/** A form's status message; success messages hide themselves after SUCCESS_MESSAGE_MS (spec: 5 s). */
import { useEffect, useState } from 'react';
import { SUCCESS_MESSAGE_MS } from '@/domain/constants';
import type { FormOutcome } from './newsletter';

export function useTimedMessage() {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  useEffect(() => {
    if (!outcome?.ok) return;
    const timer = window.setTimeout(() => setOutcome(null), SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  return [outcome, setOutcome] as const;
}
