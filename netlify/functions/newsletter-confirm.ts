/**
 * Netlify Function (v2) GET /newsletter/confirm?token=…: the link of the confirmation mail. Confirms
 * the pending subscriber holding the token (public.newsletter_confirm with the token's SHA-256: the
 * token itself is never stored), shows a page saying so, and mails the welcome (with the personal
 * unsubscribe link and headers) to a first confirmation. A link opened again while the address is
 * subscribed says so ("Already confirmed"); an unknown or expired token, or a used one whose address
 * has unsubscribed since, gets the same 400 page. The page works without JavaScript.
 * Side effects: one RPC over HTTP (service role); the welcome mail via netlify/lib/mailer.ts.
 */
import type { MailMessage } from '../lib/mailer';
import { hashToken, unsubscribeUrl, welcomeMail } from '../lib/newsletter-mail';
import { newsletterPage } from '../lib/newsletter-page';
import { restError, serviceRest } from '../lib/service-rest';
import { siteOrigin, type SiteContext } from '../lib/site-origin';
import {
  CONFIRM_ALREADY_TEXT,
  CONFIRM_ALREADY_TITLE,
  CONFIRM_DONE_TEXT,
  CONFIRM_DONE_TITLE,
  CONFIRM_INVALID_TEXT,
  CONFIRM_INVALID_TITLE,
  NEWSLETTER_PAGE_FAILED,
} from '../../src/domain/messages/newsletter';

export type ConfirmResult =
  | { outcome: 'invalid' }
  /** The link was used already and the address is still subscribed. */
  | { outcome: 'already' }
  | { outcome: 'confirmed'; id: string; email: string; unsubscribe: string; welcome: boolean };

export interface ConfirmDeps {
  confirm(tokenHash: string): Promise<ConfirmResult>;
  sendMail(mail: MailMessage): Promise<void>;
  log?(message: string, detail?: unknown): void;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export function createNewsletterConfirm(getDeps: () => ConfirmDeps, env: Record<string, string | undefined> = process.env) {
  return async (req: Request, context?: SiteContext & { waitUntil?: (p: Promise<unknown>) => void }): Promise<Response> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return new Response(null, { status: 405, headers: { Allow: 'GET' } });
    const token = new URL(req.url).searchParams.get('token') ?? '';
    if (!TOKEN.test(token)) return newsletterPage(400, CONFIRM_INVALID_TITLE, CONFIRM_INVALID_TEXT);
    // A HEAD (a link checker) never spends the token.
    if (req.method === 'HEAD') return newsletterPage(200, CONFIRM_DONE_TITLE, '');
    const deps = getDeps();
    const log = deps.log ?? ((m: string, d?: unknown) => console.error(m, d));
    const site = siteOrigin(context, env);
    let result: ConfirmResult;
    try {
      if (!site) throw new Error('no site URL (context.site.url or URL)');
      result = await deps.confirm(hashToken(token));
    } catch (error) {
      log('newsletter-confirm: confirming failed', error);
      return newsletterPage(503, CONFIRM_INVALID_TITLE, NEWSLETTER_PAGE_FAILED);
    }
    if (result.outcome === 'invalid') return newsletterPage(400, CONFIRM_INVALID_TITLE, CONFIRM_INVALID_TEXT);
    // Opened again (a second tap, a mail app's preview): the address is subscribed, nothing to do.
    if (result.outcome === 'already') return newsletterPage(200, CONFIRM_ALREADY_TITLE, CONFIRM_ALREADY_TEXT);
    if (result.welcome) {
      const mailed = deps
        .sendMail(welcomeMail(result.email, unsubscribeUrl(site, result.id, result.unsubscribe)))
        .catch((error: unknown) => log('newsletter-confirm: the welcome mail failed', error));
      if (context?.waitUntil) context.waitUntil(mailed);
      else await mailed;
    }
    return newsletterPage(200, CONFIRM_DONE_TITLE, CONFIRM_DONE_TEXT);
  };
}

function isConfirmResult(value: unknown): value is ConfirmResult {
  const v = value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object') return false;
  if (v.outcome === 'invalid' || v.outcome === 'already') return true;
  return v.outcome === 'confirmed' && typeof v.id === 'string' && typeof v.email === 'string' && typeof v.unsubscribe === 'string' && typeof v.welcome === 'boolean';
}

export function restConfirmDeps(env: NodeJS.ProcessEnv = process.env): ConfirmDeps {
  return {
    async confirm(tokenHash) {
      const { data, error, status } = await serviceRest(env).rpc('newsletter_confirm', { p_token_hash: tokenHash });
      if (error) throw restError('newsletter_confirm', status, error);
      if (!isConfirmResult(data)) throw new Error(`newsletter_confirm: unexpected ${JSON.stringify(data)}`);
      return data;
    },
    async sendMail(mail) {
      const { sendMail } = await import('../lib/mailer');
      await sendMail(mail);
    },
  };
}

export default createNewsletterConfirm(() => restConfirmDeps());

export const config = {
  path: '/newsletter/confirm',
  method: ['GET', 'HEAD'],
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip'] },
};
