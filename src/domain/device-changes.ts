/**
 * Changes queued on a shared device: whose they are, what the person signing in or out is told.
 * A queued change records the user whose session queued it (null: nobody was signed in), sealed with
 * that user's device key, and is sent only with that same user's session when the seal verifies;
 * everyone else sees it as not theirs and may discard it.
 */

/** True when `user` (the session's user, null when signed out) may send a change queued by `owner`. */
export function ownsChange(owner: string | null | undefined, user: string | null): boolean {
  return user !== null && owner === user;
}

/** Heading and explanation of the list of changes that are not the signed-in user's. */
export const NOT_YOURS_HEADING = 'Changes on this device that are not yours';
export const NOT_YOURS_EXPLAINED =
  'They were not sent, and they are never sent with your account. Discard them, or leave them for the account that made them.';

/** The button that shows the hidden list again. */
export function notYoursCount(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} not yours`;
}

/**
 * Who queued a change that is not the signed-in user's (`me`). One naming `me` without my seal was not
 * made by my session on this device: it was queued before changes were sealed, or written by someone
 * else in my name.
 */
export function notYoursOrigin(owner: string | null | undefined, me?: string | null): string {
  if (owner && owner === me) return 'Names your account but was not queued by your session here';
  return owner ? 'Queued by another account' : 'Queued while nobody was signed in';
}

/** What a change that is not the user's is about: the record's title when shown, else only its kind. */
export function notYoursWhat(noun: string, label: string | null): string {
  if (label) return `A change to the ${noun} “${label}”`;
  return `A change to ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** Refusal of an edit of a record that has someone else's change queued on this device. */
export const NOT_YOURS_BLOCKS_EDIT = `This record has a change on this device that is not yours. Discard it first (${NOT_YOURS_HEADING}).`;

/** The dialog asked before signing out with unsent changes (they stay queued, owned by the user, sent at their next sign-in). */
export const SIGN_OUT_UNSENT_TITLE = 'Sign out with unsent changes?';
export const SIGN_OUT_ANYWAY = 'Sign Out Anyway';
export const STAY_SIGNED_IN = 'Stay Signed In';

/** The question of the sign-out dialog: what is unsent and what happens to it. */
export function signOutUnsentPrompt(count: number): string {
  const what = count === 1 ? '1 change that is not sent yet' : `${count} changes that are not sent yet`;
  return `You have ${what}. ${count === 1 ? 'It stays' : 'They stay'} on this device and ${count === 1 ? 'is' : 'are'} sent when you sign in again (nobody else can send ${count === 1 ? 'it' : 'them'}).`;
}

/** The dialog asked before discarding a change that is not the signed-in user's. */
export const DISCARD_NOT_YOURS_TITLE = 'Discard this change?';
export const DISCARD_NOT_YOURS_CONFIRM = 'Discard';
/** `what`: notYoursWhat(…), e.g. 'A change to the entry “Brie”'. */
export function discardNotYoursMessage(what: string): string {
  return `${what} will be deleted from this device and never sent. This cannot be undone.`;
}

/** The dialog asked before the builder drops the unsaved changes it restored from this device. */
export function discardLocalDialog(isNew: boolean): { title: string; message: string; confirmLabel: string } {
  return isNew
    ? { title: 'Start over?', message: 'The unsaved article on this device will be deleted and the form emptied. This cannot be undone.', confirmLabel: 'Start Over' }
    : { title: 'Discard changes?', message: 'Your unsaved changes on this device will be deleted and the saved version shown again. This cannot be undone.', confirmLabel: 'Discard Changes' };
}
