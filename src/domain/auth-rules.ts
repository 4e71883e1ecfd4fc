/** Sign-up / sign-in validation and where to go after sign-in. */
import { MIN_PASSWORD_LENGTH } from './constants';
import {
  ACCOUNT_EMAIL_REQUIRED, ACCOUNT_NAME_REQUIRED, ACCOUNT_PASSWORD_REQUIRED, CONFIRM_PASSWORD_REQUIRED, NEW_PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH, PASSWORD_TOO_SHORT, SIGN_IN_REQUIRED, SIGN_UP_REQUIRED,
} from './messages/account';
import type { Role } from './types';
import { INVALID_EMAIL, isEmail } from './email';

// The landing page's forms import the email rule from its own module (without the account texts).
export { INVALID_EMAIL, isEmail };

/**
 * Validates the sign-up form: all four fields required ('Please fill in all fields'), a valid email,
 * passwords must match ('Passwords do not match'), at least 6 characters ('Password must be at least
 * 6 characters'). Returns the first problem or null.
 */
export function validateSignUp(f: { name: string; email: string; password: string; confirm: string }): string | null {
  if (!f.name.trim() || !f.email.trim() || !f.password || !f.confirm) return SIGN_UP_REQUIRED;
  if (!isEmail(f.email)) return INVALID_EMAIL;
  if (f.password !== f.confirm) return PASSWORDS_DO_NOT_MATCH;
  if (f.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/** Validates the sign-in form: email and password required. Returns the problem or null. */
export function validateSignIn(f: { email: string; password: string }): string | null {
  return f.email.trim() && f.password ? null : SIGN_IN_REQUIRED;
}

export type SignUpField = 'name' | 'email' | 'password' | 'confirm';
export type SignInField = 'email' | 'password';
/** A form's message per invalid field (absent when the field is fine). */
export type AccountFieldErrors<K extends string> = Partial<Record<K, string>>;

/** The sign-up form's fields in page order (the first invalid one gets focus). */
export const SIGN_UP_FIELDS: readonly SignUpField[] = ['name', 'email', 'password', 'confirm'];
/** The sign-in form's fields in page order. */
export const SIGN_IN_FIELDS: readonly SignInField[] = ['email', 'password'];

/**
 * The sign-up form's message under each invalid field, by the same rules as validateSignUp (whose
 * text is the banner above them): each empty field, a malformed email, a password too short, a
 * confirmation that does not match.
 */
export function signUpFieldErrors(f: { name: string; email: string; password: string; confirm: string }): AccountFieldErrors<SignUpField> {
  const errors: AccountFieldErrors<SignUpField> = {};
  if (!f.name.trim()) errors.name = ACCOUNT_NAME_REQUIRED;
  if (!f.email.trim()) errors.email = ACCOUNT_EMAIL_REQUIRED;
  else if (!isEmail(f.email)) errors.email = INVALID_EMAIL;
  if (!f.password) errors.password = NEW_PASSWORD_REQUIRED;
  else if (f.password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT;
  if (!f.confirm) errors.confirm = CONFIRM_PASSWORD_REQUIRED;
  else if (f.password && f.confirm !== f.password) errors.confirm = PASSWORDS_DO_NOT_MATCH;
  return errors;
}

/** The sign-in form's message under each empty field (validateSignIn's text is the banner). */
export function signInFieldErrors(f: { email: string; password: string }): AccountFieldErrors<SignInField> {
  const errors: AccountFieldErrors<SignInField> = {};
  if (!f.email.trim()) errors.email = ACCOUNT_EMAIL_REQUIRED;
  if (!f.password) errors.password = ACCOUNT_PASSWORD_REQUIRED;
  return errors;
}

/**
 * True for a same-origin in-app path: starts with a single '/', no '//' or '/\' prefix, no scheme,
 * no control characters, and not /login or /signup (which would loop).
 */
export function isSafeReturnPath(from: string | null | undefined): from is string {
  if (!from || typeof from !== 'string') return false;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return false;
  if ([...from].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) || from.includes('\\')) return false;
  const path = from.split(/[?#]/)[0];
  return path !== '/login' && path !== '/signup';
}

/**
 * Where to go after sign-in: the remembered `from` path when safe (an admin path only for admins,
 * the partner area only for partners and admins), else /admin for an admin, /partners for a
 * partner, / otherwise.
 */
export function postLoginPath(from: string | null | undefined, role: Role | string | null | undefined): string {
  if (isSafeReturnPath(from)) {
    const isAdminPath = from === '/admin' || from.startsWith('/admin/') || /^\/admin[?#]/.test(from);
    const isPartnerPath = from === '/partners' || from.startsWith('/partners/') || /^\/partners[?#]/.test(from);
    if ((!isAdminPath || role === 'admin') && (!isPartnerPath || role === 'admin' || role === 'partner')) return from;
  }
  return role === 'admin' ? '/admin' : role === 'partner' ? '/partners' : '/';
}
