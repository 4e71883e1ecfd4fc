/**
 * Netlify Function (v2) POST /.netlify/functions/send-welcome {email}: sends the newsletter welcome
 * mail. 405 for other methods, 400 {error} for a non-JSON body or a missing or bad email; a filled
 * honeypot (`company`) pretends success. Only addresses that are actually subscribed (active) get
 * mail — 404 otherwise — and each only once, on its first subscription: the function atomically
 * claims welcome_sent_at (null → now); a repeat call answers 200 without mail, so it cannot be used to
 * flood a subscriber. A failed mail releases the claim so the next call can retry.
 * Side effects: service-role update/read of newsletter_subscribers, one mail via netlify/lib/mailer.ts.
 */
import { checkEmail, HTTP_ERRORS, isBot, json, readJsonObject } from '../lib/http';
import type { MailMessage } from '../lib/mailer';
import { restError, serviceRest } from '../lib/service-rest';

export const ERRORS = {
  method: HTTP_ERRORS.method,
  notSubscribed: 'This email is not subscribed.',
  lookupFailed: 'Could not check the subscription. Please try again later.',
  mailFailed: 'Failed to send the welcome email.',
} as const;

/** claimed: this call must send the mail; welcomed: already mailed; not_subscribed: no active row. */
export type WelcomeClaim = 'claimed' | 'welcomed' | 'not_subscribed';

export interface WelcomeDeps {
  /** Marks the active subscriber as welcomed if it was not yet (atomically). */
  claimWelcome(email: string): Promise<WelcomeClaim>;
  /** Undoes a claim whose mail failed. */
  releaseWelcome(email: string): Promise<void>;
  sendMail(mail: MailMessage): Promise<void>;
  log?(message: string, detail?: unknown): void;
}

export function welcomeMail(email: string): MailMessage {
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
    let claim: WelcomeClaim;
    try {
      claim = await deps.claimWelcome(checked.email);
    } catch (error) {
      log('send-welcome: subscription lookup failed', error);
      return json(500, { error: ERRORS.lookupFailed });
    }
    if (claim === 'not_subscribed') return json(404, { error: ERRORS.notSubscribed });
    if (claim === 'welcomed') return json(200, { ok: true });
    try {
      await deps.sendMail(welcomeMail(checked.email));
    } catch (error) {
      log('send-welcome: mail failed', error);
      await deps.releaseWelcome(checked.email).catch((e: unknown) => log('send-welcome: releasing the claim failed', e));
      return json(502, { error: ERRORS.mailFailed });
    }
    return json(200, { ok: true });
  };
}

/** Escapes LIKE wildcards so an address matches itself only (case-insensitively). */
export function likeExact(value: string): string {
  return value.replace(/[\\%_*]/g, (c) => `\\${c}`);
}

/** newsletter_subscribers through the Data API with the service role. */
export function restDeps(env: NodeJS.ProcessEnv = process.env): WelcomeDeps {
  // The active subscriber with this address, whatever its letter case (LIKE wildcards escaped).
  const subscriber = () => serviceRest(env).from('newsletter_subscribers');
  const rows = async (what: string, query: PromiseLike<{ data: unknown[] | null; error: { message: string } | null; status: number }>): Promise<unknown[]> => {
    const { data, error, status } = await query;
    if (error) throw restError(`newsletter_subscribers ${what}`, status, error);
    return data ?? [];
  };
  return {
    async claimWelcome(email) {
      const claimed = await rows(
        'PATCH',
        subscriber().update({ welcome_sent_at: new Date().toISOString() }).ilike('email', likeExact(email)).is('is_active', true).is('welcome_sent_at', null).select('id'),
      );
      if (claimed.length > 0) return 'claimed';
      const known = await rows('GET', subscriber().select('id').ilike('email', likeExact(email)).is('is_active', true).limit(1));
      return known.length > 0 ? 'welcomed' : 'not_subscribed';
    },
    async releaseWelcome(email) {
      await rows('PATCH', subscriber().update({ welcome_sent_at: null }).ilike('email', likeExact(email)).is('is_active', true).select('id'));
    },
    async sendMail(mail) {
      const { sendMail } = await import('../lib/mailer');
      await sendMail(mail);
    },
  };
}

export default createSendWelcome(() => restDeps());

/** Netlify: rate limit per client IP (spam protection); the default path is kept. */
export const config = {
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip'] },
};
