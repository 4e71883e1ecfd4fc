/** The landing forms' checks before sending (pure): which field is missing or malformed, in the page's words. */
import { INVALID_EMAIL, isEmail } from '@/domain/email';
import { EMAIL_REQUIRED, MESSAGE_REQUIRED, NAME_REQUIRED } from '@/domain/messages/landing';

export type ContactField = 'name' | 'email' | 'message';
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The email field's error, or undefined when it is fine. */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return EMAIL_REQUIRED;
  return isEmail(email) ? undefined : INVALID_EMAIL;
}

/** The contact form's errors by field (empty when it can be sent). */
export function contactErrors(values: { name: string; email: string; message: string }): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  if (!values.name.trim()) errors.name = NAME_REQUIRED;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.message.trim()) errors.message = MESSAGE_REQUIRED;
  return errors;
}
