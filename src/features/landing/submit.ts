/**
 * What the landing page's forms run when submitted, wired to the backend (the Netlify functions):
 * loaded on the first submit rather than with the page.
 */
import { env } from '@/config/env';
import { subscribeToNewsletter, type FormOutcome } from './newsletter';
import { sendContactMessage, type ContactPayload } from './contact';

const postJson = (fn: string, body: string) =>
  fetch(`${env.functionsBase}/.netlify/functions/${fn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });

/** Asks to subscribe `email` to the newsletter (a confirmation link is mailed to it). */
export function signUpForNewsletter(email: string): Promise<FormOutcome> {
  return subscribeToNewsletter(email, { subscribe: (to: string) => postJson('newsletter-subscribe', JSON.stringify({ email: to })) });
}

/** Sends the Contact Us form. */
export function sendContactForm(values: ContactPayload): Promise<FormOutcome> {
  return sendContactMessage(values, (body) => postJson('send-contact', body));
}
