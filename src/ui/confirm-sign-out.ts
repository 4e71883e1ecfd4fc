/**
 * Before signing out: forms write what is typed but not yet saved (while the session still names
 * its owner), then the user is asked in the product's dialog when changes are unsent (they stay
 * queued on the device, owned by the user, and are sent at their next sign-in). Side effects: a
 * window event.
 */
import { SIGN_OUT_ANYWAY, SIGN_OUT_UNSENT_TITLE, STAY_SIGNED_IN, signOutUnsentPrompt } from '@/domain/device-changes';
import type { ConfirmOptions } from './ConfirmDialog';

/** True when sign-out may go ahead: nothing unsent, or the user confirmed in `confirm` (useConfirm's). */
export async function confirmSignOut(unsent: number, confirm: (options: ConfirmOptions) => Promise<boolean>): Promise<boolean> {
  if (unsent === 0) return true;
  return confirm({ title: SIGN_OUT_UNSENT_TITLE, message: signOutUnsentPrompt(unsent), confirmLabel: SIGN_OUT_ANYWAY, cancelLabel: STAY_SIGNED_IN, tone: 'neutral' });
}

/** Dispatched on window right before a sign-out: editors save what is typed now. */
export const BEFORE_SIGN_OUT_EVENT = 'cheezopedia:before-sign-out';

/** Tells open editors that the user is signing out. */
export function announceSignOut(): void {
  window.dispatchEvent(new Event(BEFORE_SIGN_OUT_EVENT));
}
