/**
 * Netlify Function (v2) POST /.netlify/functions/password-reset {email}: the "Forgot password" form's
 * request, in place of GoTrue's /recover (which on hosted Supabase answers 429 for a known address
 * within its per-user mail interval where an unknown one gets 200, and lets one client spend the
 * project's hourly mail quota).
 * Order matters: the body is validated (400), then the per-client and per-address hourly limits are
 * counted in Postgres (public.password_reset_allowed, service role) BEFORE anything looks the address
 * up; past a limit the answer is one 429 per limit, the same for every address. Within them, GoTrue's
 * admin API makes a recovery link (POST /auth/v1/admin/generate_link {type:'recovery'}; an unknown
 * address is its 404 user_not_found, ignored) and the site's own mailer sends it, after the answer
 * (context.waitUntil) where the platform offers it. Whatever happens after the limits (unknown
 * address, a failed link or mail), the answer is 200 {ok:true}.
 * Side effects: an RPC and an admin auth call over HTTP (SUPABASE_URL, SUPABASE_SECRET_KEY), mail via
 * netlify/lib/mailer.ts (SMTP_URL or the local mailbox).
 */
import { createHash } from 'node:crypto';
import { siteOrigin, type SiteContext } from '../lib/site-origin';
import { checkEmail, json, readJsonObject, visitorNetwork } from '../lib/http';
import type { MailMessage } from '../lib/mailer';
import { restError, serviceHeaders, serviceRest } from '../lib/service-rest';

/** Reset requests an hour for one address, known or not. */
export const RESET_PER_ADDRESS = 3;
/** Reset requests an hour from one client network (an IPv4 address, an IPv6 /64). */
export const RESET_PER_CLIENT = 10;
export const RESET_PATH = '/reset-password';
/**
 * No answer within the limits leaves before this long after the count (ms): GoTrue writes a token for
 * a known address only, which would otherwise make its answer measurably slower than an unknown one's.
 */
export const RESET_ANSWER_FLOOR_MS = 250;

export const RESET_ERRORS = {
  method: 'Method not allowed. Use POST.',
  overClient: 'Too many password reset requests from your network. Please try again in an hour.',
  overAddress: `For security purposes, a password reset can be requested ${RESET_PER_ADDRESS} times an hour per address.`,
  unavailable: 'Password reset is unavailable right now. Please try again later.',
} as const;

export type LimitVerdict = 'ok' | 'client' | 'address';

export interface ResetDeps {
  /** Counts the request against both limits (hashes only) and says which one, if any, it went over. */
  countRequest(addressHash: string, clientHash: string): Promise<LimitVerdict>;
  /** GoTrue's recovery link for `email` (leading to `redirectTo`), or null when no such user exists. */
  recoveryLink(email: string, redirectTo: string): Promise<string | null>;
  sendMail(mail: MailMessage): Promise<void>;
  log?(message: string, detail?: unknown): void;
  /** Clock and timer (tests pass fakes); default performance.now and setTimeout. */
  now?(): number;
  sleep?(ms: number): Promise<void>;
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** The counter key of an address: case and surrounding spaces do not make another address. */
export const addressHash = (email: string) => sha256(email.trim().toLowerCase());
/** The counter key of a client: its network (see view.ts), so IPv6 addresses of one /64 count as one. */
export const clientHash = (ip: string) => sha256(visitorNetwork(ip));

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The reset mail: the same text as the local stand-in's /recover mail, with GoTrue's link. */
export function resetMail(to: string, link: string): MailMessage & { html: string } {
  return {
    to,
    subject: 'Reset your Cheezopedia password',
    text: `Someone asked to reset the password of your Cheezopedia account.\n\nChoose a new password here:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
    html: `<p>Someone asked to reset the password of your Cheezopedia account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>If it was not you, ignore this message: your password stays as it is.</p>`,
  };
}

export function createPasswordReset(getDeps: () => ResetDeps, env: Record<string, string | undefined> = process.env) {
  return async (req: Request, context?: { ip?: string; waitUntil?: (p: Promise<unknown>) => void } & SiteContext): Promise<Response> => {
    if (req.method !== 'POST') return json(405, { error: RESET_ERRORS.method }, { Allow: 'POST' });
    const body = await readJsonObject(req);
    if (body instanceof Response) return body;
    const checked = checkEmail(body.email);
    if ('error' in checked) return json(400, { error: checked.error });
    const email = checked.email.toLowerCase();
    const ip = context?.ip ?? req.headers.get('x-nf-client-connection-ip') ?? '';
    const site = siteOrigin(context, env);
    const deps = getDeps();
    const log = deps.log ?? ((m: string, d?: unknown) => console.error(m, d));
    if (!site) {
      log('password-reset: no site URL (context.site.url or URL)');
      return json(503, { error: RESET_ERRORS.unavailable });
    }

    // Nothing before this line may depend on whether the address has an account.
    let verdict: LimitVerdict;
    try {
      verdict = await deps.countRequest(addressHash(email), clientHash(ip));
    } catch (error) {
      log('password-reset: counting the request failed', error);
      return json(503, { error: RESET_ERRORS.unavailable });
    }
    if (verdict === 'client') return json(429, { error: RESET_ERRORS.overClient }, { 'Retry-After': '3600' });
    if (verdict === 'address') return json(429, { error: RESET_ERRORS.overAddress }, { 'Retry-After': '3600' });

    // From here on, every path answers 200 {ok:true}, no sooner than RESET_ANSWER_FLOOR_MS: neither a
    // failure nor the time that only a known address costs may show.
    const now = deps.now ?? (() => performance.now());
    const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const started = now();
    let link: string | null = null;
    try {
      link = await deps.recoveryLink(email, `${site}${RESET_PATH}`);
    } catch (error) {
      log('password-reset: making the link failed', error);
    }
    if (link) {
      const mailed = deps.sendMail(resetMail(email, link)).catch((error: unknown) => log('password-reset: mailing the link failed', error));
      // Sent after the answer where the platform allows it, so the answer does not wait for SMTP
      // only when the address has an account.
      if (context?.waitUntil) context.waitUntil(mailed);
      else await mailed;
    }
    const left = RESET_ANSWER_FLOOR_MS - (now() - started);
    if (left > 0) await sleep(left);
    return json(200, { ok: true });
  };
}

/** The GoTrue admin answer of generate_link: the user's fields plus these (only action_link is used). */
interface GenerateLinkResponse {
  action_link?: unknown;
}

export function restResetDeps(env: NodeJS.ProcessEnv = process.env): ResetDeps {
  return {
    async countRequest(address, client) {
      const { data: verdict, error, status } = await serviceRest(env).rpc('password_reset_allowed', {
        p_address: address,
        p_client: client,
        p_per_address: RESET_PER_ADDRESS,
        p_per_client: RESET_PER_CLIENT,
      });
      if (error) throw restError('password_reset_allowed', status, error);
      if (verdict !== 'ok' && verdict !== 'client' && verdict !== 'address') throw new Error(`password_reset_allowed: unexpected ${JSON.stringify(verdict)}`);
      return verdict;
    },
    async recoveryLink(email, redirectTo) {
      // The auth admin API (GoTrue), which postgrest-js does not speak: a plain request.
      const { base, headers } = serviceHeaders(env);
      const res = await fetch(`${base}/auth/v1/admin/generate_link`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'recovery', email, redirect_to: redirectTo }),
      });
      if (res.status === 404) {
        // GoTrue's user_not_found: no account, no mail. Another 404 (a wrong URL) is a failure.
        const error = (await res.json().catch(() => ({}))) as { code?: unknown; error_code?: unknown };
        if (error.code === 'user_not_found' || error.error_code === 'user_not_found') return null;
        throw new Error(`generate_link: HTTP 404 ${JSON.stringify(error)}`);
      }
      if (!res.ok) throw new Error(`generate_link: HTTP ${res.status} ${await res.text()}`);
      const link = ((await res.json()) as GenerateLinkResponse).action_link;
      if (typeof link !== 'string' || !/^https?:\/\//.test(link)) throw new Error('generate_link: no action_link');
      return link;
    },
    async sendMail(mail) {
      const { sendMail } = await import('../lib/mailer');
      await sendMail(mail);
    },
  };
}

export default createPasswordReset(() => restResetDeps());
