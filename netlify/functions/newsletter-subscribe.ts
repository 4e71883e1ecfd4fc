/**
 * Netlify Function (v2) POST /.netlify/functions/newsletter-subscribe {email}: the landing page's
 * newsletter form (double opt-in). Stores a pending subscriber with the SHA-256 of a fresh random
 * token (public.newsletter_subscribe, service role) and mails the confirmation link — after the
 * answer (context.waitUntil) where the platform allows it, and never sooner than
 * SUBSCRIBE_ANSWER_FLOOR_MS — so a new address, a pending one (mailed again at most once an hour) and
 * a pending one mailed within the hour all get the same 200 {ok:true} in the same time: neither the
 * answer nor its timing tells who is pending. An active address gets 409 'This email is already
 * subscribed!' as the spec has it. 400 for a bad email, 405 for other methods; a filled honeypot
 * (`company`) pretends success.
 * Side effects: one RPC over HTTP (SUPABASE_URL, SUPABASE_SECRET_KEY); mail via netlify/lib/mailer.ts.
 */
import { checkEmail, isBot, json, readPostedObject } from '../lib/http';
import type { MailMessage } from '../lib/mailer';
import { confirmationMail, confirmUrl, newToken } from '../lib/newsletter-mail';
import { restError, serviceRest } from '../lib/service-rest';
import { siteOrigin, type SiteContext } from '../lib/site-origin';
import { NEWSLETTER_DUPLICATE } from '../../src/domain/messages/landing';

/** No answer but 'already subscribed' leaves before this long after the request reached the database (ms). */
export const SUBSCRIBE_ANSWER_FLOOR_MS = 250;

export const SUBSCRIBE_ERRORS = {
  duplicate: NEWSLETTER_DUPLICATE,
  unavailable: 'Failed to subscribe. Please try again.',
} as const;

export type SubscribeOutcome = 'active' | 'mail' | 'quiet';

export interface SubscribeDeps {
  /** Stores the pending request with the token's hash; what to do next. */
  subscribe(email: string, tokenHash: string): Promise<SubscribeOutcome>;
  /** Forgets a token whose mail failed, so the next request mails at once. */
  releaseToken(tokenHash: string): Promise<void>;
  sendMail(mail: MailMessage): Promise<void>;
  log?(message: string, detail?: unknown): void;
  now?(): number;
  sleep?(ms: number): Promise<void>;
}

type Context = SiteContext & { waitUntil?: (p: Promise<unknown>) => void };

export function createNewsletterSubscribe(getDeps: () => SubscribeDeps, env: Record<string, string | undefined> = process.env) {
  return async (req: Request, context?: Context): Promise<Response> => {
    const body = await readPostedObject(req);
    if (body instanceof Response) return body;
    const checked = checkEmail(body.email);
    if ('error' in checked) return json(400, { error: checked.error });
    if (isBot(body)) return json(200, { ok: true });
    const deps = getDeps();
    const log = deps.log ?? ((m: string, d?: unknown) => console.error(m, d));
    const site = siteOrigin(context, env);
    if (!site) {
      log('newsletter-subscribe: no site URL (context.site.url or URL)');
      return json(503, { error: SUBSCRIBE_ERRORS.unavailable });
    }
    const now = deps.now ?? (() => performance.now());
    const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const started = now();
    const { token, hash } = newToken();
    let outcome: SubscribeOutcome;
    try {
      outcome = await deps.subscribe(checked.email, hash);
    } catch (error) {
      log('newsletter-subscribe: storing the request failed', error);
      return json(503, { error: SUBSCRIBE_ERRORS.unavailable });
    }
    if (outcome === 'active') return json(409, { error: SUBSCRIBE_ERRORS.duplicate });
    if (outcome === 'mail') {
      const mailed = deps.sendMail(confirmationMail(checked.email, confirmUrl(site, token))).catch(async (error: unknown) => {
        log('newsletter-subscribe: mailing the confirmation failed', error);
        await deps.releaseToken(hash).catch((e: unknown) => log('newsletter-subscribe: releasing the token failed', e));
      });
      if (context?.waitUntil) context.waitUntil(mailed);
      else await mailed;
    }
    const left = SUBSCRIBE_ANSWER_FLOOR_MS - (now() - started);
    if (left > 0) await sleep(left);
    return json(200, { ok: true });
  };
}

export function restSubscribeDeps(env: NodeJS.ProcessEnv = process.env): SubscribeDeps {
  return {
    async subscribe(email, tokenHash) {
      const { data, error, status } = await serviceRest(env).rpc('newsletter_subscribe', { p_email: email, p_token_hash: tokenHash });
      if (error) throw restError('newsletter_subscribe', status, error);
      const outcome = (data as { outcome?: unknown } | null)?.outcome;
      if (outcome !== 'active' && outcome !== 'mail' && outcome !== 'quiet') throw new Error(`newsletter_subscribe: unexpected ${JSON.stringify(data)}`);
      return outcome;
    },
    async releaseToken(tokenHash) {
      const { error, status } = await serviceRest(env).rpc('newsletter_release_token', { p_token_hash: tokenHash });
      if (error) throw restError('newsletter_release_token', status, error);
    },
    async sendMail(mail) {
      const { sendMail } = await import('../lib/mailer');
      await sendMail(mail);
    },
  };
}

export default createNewsletterSubscribe(() => restSubscribeDeps());

/** Netlify: rate limit per client IP (spam protection). */
export const config = {
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip'] },
};
