/**
 * What the landing page's forms run when submitted, wired to the backend (the subscribe RPC, the
 * Netlify functions): loaded on the first submit rather than with the page.
 */
import { subscribeNewsletter } from '@/data/public';
import { env } from '@/config/env';
import { subscribeToNewsletter, type FormOutcome } from './newsletter';
import { sendContactMessage, type ContactPayload } from './contact';

const postJson = (fn: string, body: string) =>
  fetch(`${env.functionsBase}/.netlify/functions/${fn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });

/** Subscribes `email` to the newsletter (and asks for the welcome mail). */
export function signUpForNewsletter(email: string): Promise<FormOutcome> {
  return subscribeToNewsletter(email, {
    subscribe: subscribeNewsletter,
    sendWelcome: (to: string) => postJson('send-welcome', JSON.stringify({ email: to })),
  });
}

/** Sends the Contact Us form. */
export function sendContactForm(values: ContactPayload): Promise<FormOutcome> {
  return sendContactMessage(values, (body) => postJson('send-contact', body));
}
