/**
 * Asks before leaving the builder with changes the server does not have yet: the browser's
 * beforeunload prompt for reloads and tab closes, and react-router's useBlocker for in-app links.
 * The in-app question is the product's confirmation dialog (render the returned element).
 * Side effects: window listeners.
 */
import { useEffect, useRef, type MutableRefObject, type ReactElement } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/ui/ConfirmDialog';

export const LEAVE_PROMPT = 'You have changes that are not saved to the server yet (they stay on this device). Leave this page?';

/**
 * `dirty`: whether to ask. `allowLeave`: set to true right before a navigation the builder makes
 * itself (after a save). `beforeLeave` runs when the user confirms (e.g. write the working copy now).
 */
export function useLeaveGuard(dirty: boolean, allowLeave: MutableRefObject<boolean>, beforeLeave: () => void): ReactElement {
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
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave this page?"
      message={LEAVE_PROMPT}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => {
        beforeLeave();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
