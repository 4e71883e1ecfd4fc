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

export const MAX_BODY_CHARS = 50_000;
export const MAX_NAME_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 320;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ERRORS = {
  method: 'Method not allowed. Use POST.',
  tooLarge: 'Request body is too large.',
  notJson: 'Request body must be a JSON object.',
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${MAX_NAME_LENGTH} characters.`,
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
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

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface ContactDeps {
  /** Stores the message; resolves with its id. */
  store(input: ContactInput): Promise<string>;
  /** Records the mail outcome of a stored message (error null = sent). */
  markMail(id: string, error: string | null): Promise<void>;
  sendMail(mail: Mail): Promise<void>;
  /** The team's address (CONTACT_TO). */
  contactTo: string | undefined;
  log?(message: string, detail?: unknown): void;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** Parses a JSON object body: the object, or a Response to return (400/413). */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | Response> {
  const text = await req.text();
  if (text.length > MAX_BODY_CHARS) return json(413, { error: ERRORS.tooLarge });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { error: ERRORS.notJson });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return json(400, { error: ERRORS.notJson });
  return body as Record<string, unknown>;
}

/** Validates an email field: the trimmed address, or the error text. */
export function checkEmail(value: unknown): { email: string } | { error: string } {
  if (typeof value !== 'string' || !value.trim()) return { error: ERRORS.emailRequired };
  const email = value.trim();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_RE.test(email)) return { error: ERRORS.emailInvalid };
  return { email };
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

/** True when the honeypot field (invisible to people) was filled in. */
export function isBot(body: Record<string, unknown>): boolean {
  return typeof body.company === 'string' ? body.company.trim() !== '' : body.company != null;
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');

/** The sender's confirmation: fixed text, nothing from the submission but the recipient. */
export function contactAcknowledgement(to: string): Mail {
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

/** Service-role REST access to contact_messages (supabase-js would pull realtime; plain fetch is enough). */
export function restDeps(env: NodeJS.ProcessEnv = process.env): ContactDeps {
  const base = env.SUPABASE_URL?.replace(/\/+$/, '');
  const key = env.SUPABASE_SECRET_KEY;
  const headers = () => {
    if (!base || !key) throw new Error('SUPABASE_URL and SUPABASE_SECRET_KEY must be set');
    return { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  };
  return {
    contactTo: env.CONTACT_TO || env.MAIL_FROM,
    async store(input) {
      const res = await fetch(`${base}/rest/v1/contact_messages?select=id`, {
        method: 'POST',
        headers: { ...headers(), Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
        body: JSON.stringify(input),
      });
      if (!res.ok) throw new Error(`contact_messages insert: HTTP ${res.status} ${await res.text()}`);
      const row = (await res.json()) as { id?: string };
      if (!row.id) throw new Error('contact_messages insert returned no id');
      return row.id;
    },
    async markMail(id, error) {
      const patch = error === null ? { mail_sent_at: new Date().toISOString(), mail_error: null } : { mail_error: error.slice(0, 1000) };
      const res = await fetch(`${base}/rest/v1/contact_messages?id=eq.${encodeURIComponent(id)}`, {
        method: 'PATCH',
        headers: headers(),
        body: JSON.stringify(patch),
      });
      if (!res.ok) throw new Error(`contact_messages update: HTTP ${res.status} ${await res.text()}`);
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
