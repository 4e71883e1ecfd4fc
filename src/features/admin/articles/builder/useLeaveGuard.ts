/**
 * Asks before leaving the builder with changes the server does not have yet: the browser's
 * beforeunload prompt for reloads and tab closes, and react-router's useBlocker for in-app links.
 * Side effects: window listeners, window.confirm.
 */
import { useEffect, useRef, type MutableRefObject } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_PROMPT = 'You have changes that are not saved to the server yet (they stay on this device). Leave this page?';

/**
 * `dirty`: whether to ask. `allowLeave`: set to true right before a navigation the builder makes
 * itself (after a save). `beforeLeave` runs when the user confirms (e.g. write the working copy now).
 */
export function useLeaveGuard(dirty: boolean, allowLeave: MutableRefObject<boolean>, beforeLeave: () => void): void {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyRef.current || allowLeave.current) return;
      e.preventDefault();
      e.returnValue = LEAVE_PROMPT;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [allowLeave]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirtyRef.current && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_PROMPT)) {
      beforeLeave();
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, beforeLeave]);
}
