/**
 * Netlify Function (v2) POST /.netlify/functions/newsletter-test {subject, body_md}, with an admin's
 * access token as `Authorization: Bearer …`: mails the announcement as subscribers would get it to that
 * admin's own address only (public.newsletter_test_recipient, called with the admin's token, refuses
 * anyone else: 403). The subject is marked "[Test]"; its unsubscribe link is the page's, without a
 * personal token (it shows that the link does not work). 400 for a missing or bad subject or body.
 * Side effects: one RPC over HTTP, one mail via netlify/lib/mailer.ts.
 */
import { json, readPostedObject } from '../lib/http';
import type { MailMessage } from '../lib/mailer';
import { announcementMail, UNSUBSCRIBE_PATH } from '../lib/newsletter-mail';
import { serviceRest } from '../lib/service-rest';
import { siteOrigin, type SiteContext } from '../lib/site-origin';
import { announcementSendProblem } from '../../src/domain/announcement-rules';

export const TEST_ERRORS = {
  signIn: 'Sign in as an admin to send a test.',
  forbidden: 'Only admins send test mails.',
  failed: 'The test mail could not be sent. Please try again.',
} as const;

export interface TestDeps {
  /** The admin's own address (null: the token is not an admin's). */
  recipient(token: string): Promise<string | null>;
  sendMail(mail: MailMessage): Promise<void>;
  log?(message: string, detail?: unknown): void;
}

export function createNewsletterTest(getDeps: () => TestDeps, env: Record<string, string | undefined> = process.env) {
  return async (req: Request, context?: SiteContext): Promise<Response> => {
    const body = await readPostedObject(req);
    if (body instanceof Response) return body;
    const token = /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (!token) return json(401, { error: TEST_ERRORS.signIn });
    const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
    const markdown = typeof body.body_md === 'string' ? body.body_md : '';
    const problem = announcementSendProblem({ subject, body_md: markdown });
    if (problem) return json(400, { error: problem });
    const site = siteOrigin(context, env);
    const deps = getDeps();
    const log = deps.log ?? ((m: string, d?: unknown) => console.error(m, d));
    let to: string | null;
    try {
      to = await deps.recipient(token);
    } catch (error) {
      log('newsletter-test: checking the admin failed', error);
      return json(503, { error: TEST_ERRORS.failed });
    }
    if (!to) return json(403, { error: TEST_ERRORS.forbidden });
    try {
      await deps.sendMail(announcementMail(to, `[Test] ${subject}`, markdown, `${site ?? ''}${UNSUBSCRIBE_PATH}`));
    } catch (error) {
      log('newsletter-test: mail failed', error);
      return json(502, { error: TEST_ERRORS.failed });
    }
    return json(200, { ok: true, to });
  };
}

export function restTestDeps(env: NodeJS.ProcessEnv = process.env): TestDeps {
  return {
    async recipient(token) {
      const { data, error } = await serviceRest(env, token).rpc('newsletter_test_recipient');
      if (error) {
        // Not an admin (42501) or not a valid session (401 from the API): no address.
        if (error.code === '42501' || /JWT|jwt|token/.test(error.message)) return null;
        throw new Error(`newsletter_test_recipient: ${error.code ?? ''} ${error.message}`);
      }
      return typeof data === 'string' ? data : null;
    },
    async sendMail(mail) {
      const { sendMail } = await import('../lib/mailer');
      await sendMail(mail);
    },
  };
}

export default createNewsletterTest(() => restTestDeps());

export const config = {
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip'] },
};
