/**
 * Netlify Function (v2) POST /.netlify/functions/send-welcome {email}: sends the newsletter welcome
 * mail. 405 for other methods, 400 {error} for a non-JSON body or a missing or bad email; a filled
 * honeypot (`company`) pretends success. Only addresses that are actually subscribed (active) get
 * mail — 404 otherwise — and each only once, on its first subscription: the function atomically
 * claims welcome_sent_at (null → now); a repeat call answers 200 without mail, so it cannot be used to
 * flood a subscriber. A failed mail releases the claim so the next call can retry.
 * Side effects: service-role update/read of newsletter_subscribers, one mail via netlify/lib/mailer.ts.
 */
import { checkEmail, isBot, json, readJsonObject, ERRORS as CONTACT_ERRORS, type Mail } from './send-contact';

export const ERRORS = {
  method: CONTACT_ERRORS.method,
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

export function restDeps(env: NodeJS.ProcessEnv = process.env): WelcomeDeps {
  const rest = async (query: Record<string, string>, init: RequestInit = {}): Promise<unknown[]> => {
    const base = env.SUPABASE_URL?.replace(/\/+$/, '');
    const key = env.SUPABASE_SECRET_KEY;
    if (!base || !key) throw new Error('SUPABASE_URL and SUPABASE_SECRET_KEY must be set');
    const res = await fetch(`${base}/rest/v1/newsletter_subscribers?${new URLSearchParams(query)}`, {
      ...init,
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
    });
    if (!res.ok) throw new Error(`newsletter_subscribers ${init.method ?? 'GET'}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as unknown[];
  };
  const match = (email: string) => ({ select: 'id', email: `ilike.${likeExact(email)}`, is_active: 'is.true' });
  return {
    async claimWelcome(email) {
      const claimed = await rest({ ...match(email), welcome_sent_at: 'is.null' }, { method: 'PATCH', body: JSON.stringify({ welcome_sent_at: new Date().toISOString() }) });
      if (claimed.length > 0) return 'claimed';
      return (await rest({ ...match(email), limit: '1' })).length > 0 ? 'welcomed' : 'not_subscribed';
    },
    async releaseWelcome(email) {
      await rest(match(email), { method: 'PATCH', body: JSON.stringify({ welcome_sent_at: null }) });
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
