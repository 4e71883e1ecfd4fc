/** The shape of an email address, one rule for every form that takes one (sign-up, newsletter, contact). */

/** Message for an email that is not shaped like one. */
export const INVALID_EMAIL = 'Please enter a valid email address';

/** Loose email shape check (what an `<input type="email">` accepts): local@domain with a dot-free-or-dotted domain. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/.test(value.trim());
}
