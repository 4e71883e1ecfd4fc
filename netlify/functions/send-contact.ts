/**
 * Netlify Function (v2) POST /.netlify/functions/send-contact {name, email, message}.
 * Validates the JSON body (400 {error} on bad input, 405 for other methods), ignores bots that fill
 * the honeypot field `company` (pretends success, stores and sends nothing), stores the message in
 * contact_messages with the service role BEFORE any mail is sent (so nothing is lost), then mails the
 * team (CONTACT_TO) and a confirmation to the sender, and records mail_sent_at / mail_error. The
 * sender's confirmation is a fixed acknowledgement carrying nothing they typed (name, message, links):
 * the form must not relay attacker-chosen text to whatever address is entered.
 * Side effects: database insert/update over HTTP (SUPABASE_URL, SUPABASE_SECRET_KEY), mail via
 * netlify/lib/mailer.ts (SMTP_URL or the local mailbox).
 */
import { MAX_CONTACT_MESSAGE_LENGTH } from '../../src/domain/constants';
import { CONTACT_FAILED } from '../../src/domain/messages';
import { checkEmail, HTTP_ERRORS, isBot, json, readJsonObject } from '../lib/http';
import type { MailMessage } from '../lib/mailer';
import { restError, serviceRest } from '../lib/service-rest';

export { MAX_BODY_CHARS } from '../lib/http';
export const MAX_NAME_LENGTH = 200;

export const ERRORS = {
  ...HTTP_ERRORS,
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${MAX_NAME_LENGTH} characters.`,
  messageRequired: 'Message is required.',
  messageTooLong: `Message must be at most ${MAX_CONTACT_MESSAGE_LENGTH} characters.`,
  storeFailed: CONTACT_FAILED,
  mailFailed: 'Your message was received, but we could not send the email confirmation. We will still read it.',
} as const;

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

export interface ContactDeps {
  /** Stores the message; resolves with its id. */
  store(input: ContactInput): Promise<string>;
  /** Records the mail outcome of a stored message (error null = sent). */
  markMail(id: string, error: string | null): Promise<void>;
  sendMail(mail: MailMessage): Promise<void>;
  /** The team's address (CONTACT_TO). */
  contactTo: string | undefined;
  log?(message: string, detail?: unknown): void;
}

/** Validates the contact payload: the clean input, or the first error text. */
export function validateContact(body: Record<string, unknown>): ContactInput | { error: string } {
  const { name, message } = body;
  if (typeof name !== 'string' || !name.trim()) return { error: ERRORS.nameRequired };
  if (name.trim().length > MAX_NAME_LENGTH) return { error: ERRORS.nameTooLong };
  const email = checkEmail(body.email);
  if ('error' in email) return email;
  if (typeof message !== 'string' || !message.trim()) return { error: ERRORS.messageRequired };
  if (message.trim().length > MAX_CONTACT_MESSAGE_LENGTH) return { error: ERRORS.messageTooLong };
  return { name: name.trim(), email: email.email, message: message.trim() };
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');

/** The sender's confirmation: fixed text, nothing from the submission but the recipient. */
export function contactAcknowledgement(to: string): MailMessage {
  return {
    to,
    subject: 'We received your message — Cheezopedia',
    text:
      'Hello,\n\nThanks for getting in touch with Cheezopedia! We received your message and will get back to you ' +
      'soon.\n\nIf you did not write to us, you can ignore this email.\n\n— The Cheezopedia team\n',
  };
}

/** The handler, with its storage and mail injected (tests pass fakes). */
export function createSendContact(getDeps: () => ContactDeps) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return json(405, { error: ERRORS.method }, { Allow: 'POST' });
    const body = await readJsonObject(req);
    if (body instanceof Response) return body;
    const input = validateContact(body);
    if ('error' in input) return json(400, { error: input.error });
    if (isBot(body)) return json(200, { ok: true });

    const deps = getDeps();
    const log = deps.log ?? ((m: string, d?: unknown) => console.error(m, d));
    let id: string;
    try {
      id = await deps.store(input);
    } catch (error) {
      log('send-contact: storing the message failed', error);
      return json(500, { error: ERRORS.storeFailed });
    }

    try {
      if (!deps.contactTo) throw new Error('CONTACT_TO is not set');
      await deps.sendMail({
        to: deps.contactTo,
        subject: `New contact message from ${oneLine(input.name)}`,
        replyTo: input.email,
        text: `Name: ${input.name}\nEmail: ${input.email}\n\n${input.message}\n`,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log('send-contact: team notification failed', error);
      await deps.markMail(id, reason).catch((e: unknown) => log('send-contact: recording the mail error failed', e));
      return json(502, { error: ERRORS.mailFailed, id });
    }

    let confirmationError: string | null = null;
    try {
      await deps.sendMail(contactAcknowledgement(input.email));
    } catch (error) {
      confirmationError = `confirmation: ${error instanceof Error ? error.message : String(error)}`;
      log('send-contact: confirmation mail failed', error);
    }
    await deps.markMail(id, confirmationError).catch((e: unknown) => log('send-contact: recording mail_sent_at failed', e));
    if (confirmationError) return json(502, { error: ERRORS.mailFailed, id });
    return json(200, { ok: true, id });
  };
}

/** contact_messages through the Data API with the service role. */
export function restDeps(env: NodeJS.ProcessEnv = process.env): ContactDeps {
  return {
    contactTo: env.CONTACT_TO || env.MAIL_FROM,
    async store(input) {
      const { data, error, status } = await serviceRest(env).from('contact_messages').insert(input).select('id').single<{ id: string }>();
      if (error) throw restError('contact_messages insert', status, error);
      if (!data?.id) throw new Error('contact_messages insert returned no id');
      return data.id;
    },
    async markMail(id, error) {
      const patch = error === null ? { mail_sent_at: new Date().toISOString(), mail_error: null } : { mail_error: error.slice(0, 1000) };
      const res = await serviceRest(env).from('contact_messages').update(patch).eq('id', id);
      if (res.error) throw restError('contact_messages update', res.status, res.error);
    },
    async sendMail(mail) {
      const { sendMail } = await import('../lib/mailer');
      await sendMail(mail);
    },
  };
}

export default createSendContact(() => restDeps());

/** Netlify: rate limit per client IP (spam protection); the default path is kept. */
export const config = {
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip'] },
};
