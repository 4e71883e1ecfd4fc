/**
 * The account screens' rules. Sign-up/sign-in validation and the after-sign-in path come from the
 * domain; the new-password check of /reset-password uses the same texts.
 */
import { MIN_PASSWORD_LENGTH } from '@/domain/constants';
import { DEVICE_OFFLINE, PASSWORDS_DO_NOT_MATCH, PASSWORD_TOO_SHORT } from '@/domain/messages';

export {
  validateSignUp, validateSignIn, postLoginPath, isEmail, INVALID_EMAIL, signUpFieldErrors, signInFieldErrors, SIGN_UP_FIELDS, SIGN_IN_FIELDS,
  type AccountFieldErrors, type SignInField, type SignUpField,
} from '@/domain/auth-rules';

/** A new password (reset): at least the minimum length ('Password must be at least 6 characters') and confirmed. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  return null;
}

/** What to show for a failed account request: that the device is offline when it is, else the server's message. */
export function requestError(message: string, online: boolean = typeof navigator === 'undefined' || navigator.onLine): string {
  return online ? message : DEVICE_OFFLINE;
}

/** The first field, in the form's order, that carries a message (focused so the user lands on it); null when none does. */
export function firstMarked<K extends string>(order: readonly K[], found: Partial<Record<K, string>>): K | null {
  return order.find((k) => found[k]) ?? null;
}
