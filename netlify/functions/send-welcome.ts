/**
 * Netlify Function (v2) POST /.netlify/functions/send-welcome {email}: sends the newsletter welcome
 * mail. 405 for other methods, 400 {error} for a non-JSON body or a missing or bad email; a filled
 * honeypot (`company`) pretends success. Only addresses that are actually subscribed (active) get
 * mail — 404 otherwise — so the function cannot be used to mail arbitrary people.
 * Side effects: one service-role read of newsletter_subscribers, one mail via netlify/lib/mailer.ts.
 */
import { checkEmail, isBot, json, readJsonObject, ERRORS as CONTACT_ERRORS, type Mail } from './send-contact';

export const ERRORS = {
  method: CONTACT_ERRORS.method,
  notSubscribed: 'This email is not subscribed.',
  lookupFailed: 'Could not check the subscription. Please try again later.',
  mailFailed: 'Failed to send the welcome email.',
} as const;

export interface WelcomeDeps {
  isSubscribed(email: string): Promise<boolean>;
  sendMail(mail: Mail): Promise<void>;
  log?(message: string, detail?: unknown): void;
}

export function welcomeMail(email: string): Mail {
  return {
    to: email,
    subject: 'Welcome to Cheezopedia!',
    text:
      'Thanks for joining the Cheezopedia mailing list!\n\n' +
      "Cheezopedia 2.0 is on its way: an expanded cheese library with over 500 new cheeses, an advanced pairing " +
      "engine, smart tracking and community features. We'll let you know the moment it lands.\n\n" +
      '— The Cheezopedia team\n',
  };
}

export function createSendWelcome(getDeps: () => WelcomeDeps) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return json(405, { error: ERRORS.method }, { Allow: 'POST' });
    const body = await readJsonObject(req);
    if (body instanceof Response) return body;
    const checked = checkEmail(body.email);
    if ('error' in checked) return json(400, { error: checked.error });
    if (isBot(body)) return json(200, { ok: true });

    const deps = getDeps();
    const log = deps.log ?? ((m: string, d?: unknown) => console.error(m, d));
    try {
      if (!(await deps.isSubscribed(checked.email))) return json(404, { error: ERRORS.notSubscribed });
    } catch (error) {
      log('send-welcome: subscription lookup failed', error);
      return json(500, { error: ERRORS.lookupFailed });
    }
    try {
      await deps.sendMail(welcomeMail(checked.email));
    } catch (error) {
      log('send-welcome: mail failed', error);
      return json(502, { error: ERRORS.mailFailed });
    }
    return json(200, { ok: true });
  };
}

/** Escapes LIKE wildcards so an address matches itself only (case-insensitively). */
export function likeExact(value: string): string {
  return value.replace(/[\\%_*]/g, (c) => `\\${c}`);
}

export function restDeps(env: NodeJS.ProcessEnv = process.env): WelcomeDeps {
  return {
    async isSubscribed(email) {
      const base = env.SUPABASE_URL?.replace(/\/+$/, '');
      const key = env.SUPABASE_SECRET_KEY;
      if (!base || !key) throw new Error('SUPABASE_URL and SUPABASE_SECRET_KEY must be set');
      const query = new URLSearchParams({ select: 'id', email: `ilike.${likeExact(email)}`, is_active: 'is.true', limit: '1' });
      const res = await fetch(`${base}/rest/v1/newsletter_subscribers?${query}`, {
        headers: { apikey: key, Authorization: `Bearer ${key}` },
      });
      if (!res.ok) throw new Error(`newsletter_subscribers read: HTTP ${res.status} ${await res.text()}`);
      const rows = (await res.json()) as unknown[];
      return rows.length > 0;
    },
    async sendMail(mail) {
      const { sendMail } = await import('../lib/mailer');
      await sendMail(mail);
    },
  };
}

export default createSendWelcome(() => restDeps());

/** Netlify: rate limit per IP and domain (spam protection); the default path is kept. */
export const config = {
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
