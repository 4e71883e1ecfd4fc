/**
 * Newsletter signup (spec sections 7, 8): insert {email, source: 'website'} into
 * newsletter_subscribers, then ask the send-welcome function for the welcome mail — whose failure is
 * only logged; the subscription stands. The insert is made without `.select()`: anon may insert but
 * not read subscribers (only admins do), so a returning row is impossible.
 */
import { NEWSLETTER_SOURCE, PG_UNIQUE_VIOLATION } from '@/domain/constants';
import { NEWSLETTER_DUPLICATE, NEWSLETTER_FAILED, NEWSLETTER_SUCCESS, SOMETHING_WENT_WRONG } from '@/domain/messages';

export type FormOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface NewsletterDeps {
  /** Inserts the row; resolves with the database error (code, message) or null. May throw. */
  insert(row: { email: string; source: string }): Promise<{ code?: string | null; message: string } | null>;
  /** POST /.netlify/functions/send-welcome {email}. */
  sendWelcome(email: string): Promise<Response>;
  logError?(message: string, detail?: unknown): void;
}

/** Subscribes `email` and returns the message to show (spec texts). */
export async function subscribeToNewsletter(rawEmail: string, deps: NewsletterDeps): Promise<FormOutcome> {
  const log = deps.logError ?? ((m: string, d?: unknown) => console.error(m, d));
  const email = rawEmail.trim();
  try {
    const error = await deps.insert({ email, source: NEWSLETTER_SOURCE });
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
