/**
 * Asks before signing out with unsent changes (they stay queued on the device, owned by the user,
 * and are sent at their next sign-in). Side effect: window.confirm.
 */
import { signOutUnsentPrompt } from '@/domain/device-changes';

/** True when sign-out may go ahead: nothing unsent, or the user confirmed. */
export function confirmSignOut(unsent: number): boolean {
  return unsent === 0 || window.confirm(signOutUnsentPrompt(unsent));
}
