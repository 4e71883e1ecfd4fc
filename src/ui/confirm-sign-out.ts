/**
 * Before signing out: forms write what is typed but not yet saved (while the session still names
 * its owner), then the user is asked when changes are unsent (they stay queued on the device, owned
 * by the user, and are sent at their next sign-in). Side effects: a window event, window.confirm.
 */
import { signOutUnsentPrompt } from '@/domain/device-changes';

/** True when sign-out may go ahead: nothing unsent, or the user confirmed. */
export function confirmSignOut(unsent: number): boolean {
  return unsent === 0 || window.confirm(signOutUnsentPrompt(unsent));
}

/** Dispatched on window right before a sign-out: editors save what is typed now. */
export const BEFORE_SIGN_OUT_EVENT = 'cheezopedia:before-sign-out';

/** Tells open editors that the user is signing out. */
export function announceSignOut(): void {
  window.dispatchEvent(new Event(BEFORE_SIGN_OUT_EVENT));
}
