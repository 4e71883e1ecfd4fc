/**
 * Netlify Function (v2) POST /.netlify/functions/review-notify {eventId}, with the reviewing admin's
 * access token as `Authorization: Bearer …`. Claims the review event through the
 * public.claim_review_event RPC *as that admin* (Postgres checks the role and that the event was not
 * mailed yet, so a repeat call sends nothing), then mails the partner: their entry was published, or
 * changes were requested (with the reviewer's note). If the mail fails, the claim is released and the
 * error recorded (service role) so it can be retried.
 * Side effects: RPC/REST over HTTP (SUPABASE_URL, SUPABASE_SECRET_KEY), mail via netlify/lib/mailer.ts.
 */
import { restError, serviceRest } from '../lib/service-rest';
import { siteOrigin, type SiteContext } from '../lib/site-origin';
import type { MailMessage } from '../lib/mailer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReviewEvent {
  event_id: string;
  action: 'published' | 'changes_requested';
  note: string | null;
  title: string;
  entry_id: string;
  slug: string | null;
  email: string;
  name: string | null;
}

export interface NotifyDeps {
  /** Claims the event as the caller; null when already mailed; throws {status} when refused. */
  claim(token: string, eventId: string): Promise<ReviewEvent | null>;
  release(eventId: string, error: string): Promise<void>;
  sendMail(mail: MailMessage): Promise<void>;
  siteUrl: string;
  log?(message: string, detail?: unknown): void;
}

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** The mail for a review decision (plain text). */
export function reviewMail(ev: ReviewEvent, siteUrl: string): MailMessage {
  const hello = `Hi ${ev.name?.trim() || 'there'},`;
  const base = siteUrl.replace(/\/+$/, '');
  if (ev.action === 'published') {
    return {
      to: ev.email,
      subject: `Published: ${ev.title}`,
      text: `${hello}\n\nGood news: "${ev.title}" has been reviewed and is now live on Cheezopedia.\n\n${ev.slug ? `Read it at ${base}/${ev.slug}\n\n` : ''}Thank you for writing for us!\n\n— The Cheezopedia team\n`,
    };
  }
  return {
    to: ev.email,
    subject: `Changes requested: ${ev.title}`,
    text: `${hello}\n\nOur editors reviewed "${ev.title}" and asked for a few changes before it can be published:\n\n${ev.note ?? ''}\n\nEdit it under Drafts in your partner area (${base}/partners/drafts), then submit it for review again.\n\n— The Cheezopedia team\n`,
  };
}

export function createReviewNotify(getDeps: () => NotifyDeps) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return json(405, { error: 'Method not allowed. Use POST.' });
    const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '').trim();
    if (!token) return json(401, { error: 'Sign in as an admin.' });
    let eventId: unknown;
    try {
      eventId = ((await req.json()) as { eventId?: unknown }).eventId;
    } catch {
      eventId = undefined;
    }
    if (typeof eventId !== 'string' || !UUID.test(eventId)) return json(400, { error: 'A JSON body {"eventId": "<uuid>"} is required.' });
    const deps = getDeps();
    const log = deps.log ?? ((m: string, d?: unknown) => console.error(m, d));
    let ev: ReviewEvent | null;
    try {
      ev = await deps.claim(token, eventId);
    } catch (e) {
      if (e instanceof HttpError) return json(e.status === 401 ? 401 : 403, { error: 'Only an admin can notify an author.' });
      log('review-notify: claim failed', e);
      return json(502, { error: 'The notification could not be prepared.' });
    }
    if (!ev) return json(200, { sent: false });
    try {
      await deps.sendMail(reviewMail(ev, deps.siteUrl));
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      log('review-notify: mail failed', e);
      await deps.release(ev.event_id, reason).catch((err: unknown) => log('review-notify: release failed', err));
      return json(502, { error: 'The author could not be mailed.' });
    }
    return json(200, { sent: true });
  };
}

export function restNotifyDeps(req: Request, env: NodeJS.ProcessEnv = process.env, context?: SiteContext): NotifyDeps {
  return {
    // Links in mail name the site itself, never the Host of the request.
    siteUrl: siteOrigin(context, env) ?? new URL(req.url).origin,
    async claim(token, eventId) {
      // With the caller's own rights: the function claims for admins only.
      const { data, error, status } = await serviceRest(env, token).rpc('claim_review_event', { p_event_id: eventId });
      if (status === 401 || status === 403) throw new HttpError(status, error?.message ?? '');
      if (error) throw restError('claim_review_event', status, error);
      return (data ?? null) as ReviewEvent | null;
    },
    async release(eventId, error) {
      const res = await serviceRest(env).from('review_events').update({ mailed_at: null, mail_error: error.slice(0, 1000) }).eq('id', eventId);
      if (res.error) throw restError('review_events update', res.status, res.error);
    },
    async sendMail(mail) {
      const { sendMail } = await import('../lib/mailer');
      await sendMail(mail);
    },
  };
}

export default (req: Request, context?: SiteContext): Promise<Response> => createReviewNotify(() => restNotifyDeps(req, process.env, context))(req);

export const config = {
  // No config.method: the handler answers 405 to anything but POST (as Netlify runs it for any method).
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
