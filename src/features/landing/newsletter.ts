/**
 * Newsletter signup: the `subscribe(email)` RPC stores one row (source
 * 'website'; nobody may insert into newsletter_subscribers directly), then the send-welcome function
 * is asked for the welcome mail — whose failure is only logged; the subscription stands.
 */
import { PG_UNIQUE_VIOLATION } from '@/domain/constants';
import { NEWSLETTER_DUPLICATE, NEWSLETTER_FAILED, NEWSLETTER_SUCCESS, SOMETHING_WENT_WRONG } from '@/domain/messages/landing';

export type FormOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface NewsletterDeps {
  /** Calls rpc/subscribe {email}; resolves with the database error (code, message) or null. May throw. */
  subscribe(email: string): Promise<{ code?: string | null; message: string } | null>;
  /** POST /.netlify/functions/send-welcome {email}. */
  sendWelcome(email: string): Promise<Response>;
  logError?(message: string, detail?: unknown): void;
}

/** Subscribes `email` and returns the message to show (spec texts). */
export async function subscribeToNewsletter(rawEmail: string, deps: NewsletterDeps): Promise<FormOutcome> {
  const log = deps.logError ?? ((m: string, d?: unknown) => console.error(m, d));
  const email = rawEmail.trim();
  try {
    const error = await deps.subscribe(email);
    if (error) {
      if (error.code === PG_UNIQUE_VIOLATION) return { ok: false, message: NEWSLETTER_DUPLICATE };
      log('Newsletter insert failed', error);
      return { ok: false, message: NEWSLETTER_FAILED };
    }
  } catch (error) {
    log('Newsletter signup failed', error);
    return { ok: false, message: SOMETHING_WENT_WRONG };
  }
  try {
    const response = await deps.sendWelcome(email);
    if (!response.ok) log(`Welcome email failed: HTTP ${response.status}`);
  } catch (error) {
    log('Welcome email failed', error);
  }
  return { ok: true, message: NEWSLETTER_SUCCESS };
}
