import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from the next render on: a control
 * whose behaviour needs JavaScript can render disabled until its handlers are attached, so a press
 * before hydration is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
