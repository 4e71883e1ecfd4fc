/**
 * Contact form submission: POST /.netlify/functions/send-contact with JSON
 * {name, email, message} (plus the honeypot `company`, empty for people). The response carries an
 * `error` field on failure: shown as is, else 'Failed to send message. Please try again.'; a thrown
 * exception (network) gives 'Something went wrong. Please try again later.'
 */
import { CONTACT_FAILED, CONTACT_SUCCESS, SOMETHING_WENT_WRONG } from '@/domain/messages/landing';
import type { FormOutcome } from './newsletter';

export interface ContactPayload {
  name: string;
  email: string;
  message: string;
  company?: string;
}

/** Reads `{error}` from a response body, if it is JSON with a non-empty string error. */
async function errorField(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body) {
      const error = (body as { error: unknown }).error;
      if (typeof error === 'string' && error.trim()) return error;
    }
  } catch {
    // not JSON: no error field
  }
  return null;
}

export async function sendContactMessage(
  payload: ContactPayload,
  post: (body: string) => Promise<Response>,
): Promise<FormOutcome> {
  try {
    const response = await post(
      JSON.stringify({
        name: payload.name.trim(),
        email: payload.email.trim(),
        message: payload.message.trim(),
        company: payload.company ?? '',
      }),
    );
    const error = await errorField(response);
    if (error) return { ok: false, message: error };
    if (!response.ok) return { ok: false, message: CONTACT_FAILED };
    return { ok: true, message: CONTACT_SUCCESS };
  } catch (error) {
    console.error('Contact form failed', error);
    return { ok: false, message: SOMETHING_WENT_WRONG };
  }
}
