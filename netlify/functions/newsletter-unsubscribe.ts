/**
 * Netlify Function (v2) /newsletter/unsubscribe?s=<subscriber id>&t=<token>: the personal unsubscribe
 * link of every newsletter mail (and its List-Unsubscribe header).
 * - POST unsubscribes at once, with no further step: RFC 8058's one-click POST (body
 *   `List-Unsubscribe=One-Click`, sent by the mailbox provider) and the page's button alike.
 *   Unsubscribing twice answers as once.
 * - GET only shows a page with one button (link scanners and prefetchers fetch links; they must not
 *   unsubscribe anyone).
 * The token is HMAC-SHA256 of the subscriber's id and list generation with a secret only the database
 * holds: without it nobody can make another subscriber's link, and a link of an earlier subscription
 * stops working once the address subscribes again. A wrong link gets one 400 page whatever was wrong.
 * Side effects: one RPC over HTTP (service role) per request.
 */
import { newsletterPage } from '../lib/newsletter-page';
import { restError, serviceRest } from '../lib/service-rest';
import {
  NEWSLETTER_PAGE_FAILED,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_INVALID_TEXT,
  UNSUBSCRIBE_INVALID_TITLE,
  UNSUBSCRIBE_TEXT,
  UNSUBSCRIBE_TITLE,
  UNSUBSCRIBED_TEXT,
  UNSUBSCRIBED_TITLE,
} from '../../src/domain/messages/newsletter';

export type UnsubscribeVerdict = 'valid' | 'unsubscribed' | 'invalid';

export interface UnsubscribeDeps {
  /** apply false: checks the link; true: unsubscribes. */
  unsubscribe(id: string, token: string, apply: boolean): Promise<UnsubscribeVerdict>;
  log?(message: string, detail?: unknown): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HMAC_HEX = /^[0-9a-f]{64}$/i;

export function createNewsletterUnsubscribe(getDeps: () => UnsubscribeDeps) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'GET' && req.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
    const url = new URL(req.url);
    const id = url.searchParams.get('s') ?? '';
    const token = url.searchParams.get('t') ?? '';
    if (!UUID.test(id) || !HMAC_HEX.test(token)) return newsletterPage(400, UNSUBSCRIBE_INVALID_TITLE, UNSUBSCRIBE_INVALID_TEXT);
    const apply = req.method === 'POST';
    const deps = getDeps();
    let verdict: UnsubscribeVerdict;
    try {
      verdict = await deps.unsubscribe(id, token, apply);
    } catch (error) {
      (deps.log ?? ((m: string, d?: unknown) => console.error(m, d)))('newsletter-unsubscribe: failed', error);
      return newsletterPage(503, UNSUBSCRIBE_TITLE, NEWSLETTER_PAGE_FAILED);
    }
    if (verdict === 'invalid') return newsletterPage(400, UNSUBSCRIBE_INVALID_TITLE, UNSUBSCRIBE_INVALID_TEXT);
    if (verdict === 'unsubscribed') return newsletterPage(200, UNSUBSCRIBED_TITLE, UNSUBSCRIBED_TEXT);
    return newsletterPage(200, UNSUBSCRIBE_TITLE, UNSUBSCRIBE_TEXT, { action: `${url.pathname}${url.search}`, button: UNSUBSCRIBE_BUTTON });
  };
}

export function restUnsubscribeDeps(env: NodeJS.ProcessEnv = process.env): UnsubscribeDeps {
  return {
    async unsubscribe(id, token, apply) {
      const { data, error, status } = await serviceRest(env).rpc('newsletter_unsubscribe', { p_id: id, p_token: token, p_apply: apply });
      if (error) throw restError('newsletter_unsubscribe', status, error);
      if (data !== 'valid' && data !== 'unsubscribed' && data !== 'invalid') throw new Error(`newsletter_unsubscribe: unexpected ${JSON.stringify(data)}`);
      return data;
    },
  };
}

export default createNewsletterUnsubscribe(() => restUnsubscribeDeps());

export const config = {
  path: '/newsletter/unsubscribe',
  method: ['GET', 'POST'],
  // No rate limit: mailbox providers send one-click POSTs for many users from few addresses, and a
  // 256-bit HMAC cannot be guessed anyway.
};
