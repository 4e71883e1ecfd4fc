/**
 * Newsletter signup (double opt-in): the newsletter-subscribe function stores a pending subscriber
 * and mails the confirmation link; the address becomes active only when that link is opened. The
 * function answers 200 for a new or pending address alike and 409 for an active one.
 */
import { NEWSLETTER_DUPLICATE, NEWSLETTER_FAILED, NEWSLETTER_SUCCESS, SOMETHING_WENT_WRONG } from '@/domain/messages/landing';

export type FormOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface NewsletterDeps {
  /** POST /.netlify/functions/newsletter-subscribe {email}. May throw (no network). */
  subscribe(email: string): Promise<Response>;
  logError?(message: string, detail?: unknown): void;
}

/** Subscribes `email` and returns the message to show (spec texts). */
export async function subscribeToNewsletter(rawEmail: string, deps: NewsletterDeps): Promise<FormOutcome> {
  const log = deps.logError ?? ((m: string, d?: unknown) => console.error(m, d));
  const email = rawEmail.trim();
  let response: Response;
  try {
    response = await deps.subscribe(email);
  } catch (error) {
    log('Newsletter signup failed', error);
    return { ok: false, message: SOMETHING_WENT_WRONG };
  }
  if (response.ok) return { ok: true, message: NEWSLETTER_SUCCESS };
  if (response.status === 409) return { ok: false, message: NEWSLETTER_DUPLICATE };
  log(`Newsletter signup failed: HTTP ${response.status}`);
  return { ok: false, message: NEWSLETTER_FAILED };
}
