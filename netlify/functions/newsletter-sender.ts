/**
 * Netlify Scheduled Function: every minute, sends queued newsletter deliveries for up to
 * SENDER_DEFAULTS.budgetMs (Netlify stops a scheduled function at 30 s), at each send's rate, and
 * deletes pending subscribers past 30 days. Not reachable by URL in production (Netlify runs it on
 * its schedule); the local backend runs this same handler on a timer (supabase/local/scheduler.ts).
 * NEWSLETTER_SENDER_BUDGET_MS, NEWSLETTER_SENDER_BATCH and NEWSLETTER_SENDER_LEASE_SECONDS override
 * the defaults (the benchmark uses them).
 * Side effects: RPCs to the database (service role), mail over SMTP_URL or into the local mailbox.
 */
import { runSender, SENDER_DEFAULTS, type ClaimedDelivery, type SenderStore } from '../lib/newsletter-sender';
import { transportFromEnv } from '../lib/newsletter-smtp';
import { restError, serviceRest } from '../lib/service-rest';
import { siteOrigin, type SiteContext } from '../lib/site-origin';

export function restSenderStore(env: NodeJS.ProcessEnv = process.env): SenderStore {
  const rpc = async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
    const { data, error, status } = await serviceRest(env).rpc(name, args);
    if (error) throw restError(name, status, error);
    return data as T;
  };
  return {
    claim: (claimId, limit, leaseSeconds) => rpc<ClaimedDelivery[]>('newsletter_claim', { p_claim_id: claimId, p_limit: limit, p_lease_seconds: leaseSeconds }),
    commit: (id, claimId) => rpc<boolean>('newsletter_commit', { p_id: id, p_claim_id: claimId }).then((ok) => ok === true),
    finish: (id, claimId, outcome, error, retryAt) =>
      rpc<null>('newsletter_finish', { p_id: id, p_claim_id: claimId, p_outcome: outcome, p_error: error, p_retry_at: retryAt }).then(() => undefined),
    purgePending: () => rpc<number>('newsletter_purge_pending', {}),
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export default async function newsletterSender(_req: Request, context?: SiteContext): Promise<Response> {
  const site = siteOrigin(context);
  if (!site) {
    console.error('newsletter-sender: no site URL (context.site.url or URL)');
    return new Response(null, { status: 503 });
  }
  const report = await runSender({
    store: restSenderStore(),
    transport: transportFromEnv(),
    site,
    budgetMs: intFrom(process.env.NEWSLETTER_SENDER_BUDGET_MS, SENDER_DEFAULTS.budgetMs),
    batchSize: intFrom(process.env.NEWSLETTER_SENDER_BATCH, SENDER_DEFAULTS.batchSize),
    leaseSeconds: intFrom(process.env.NEWSLETTER_SENDER_LEASE_SECONDS, SENDER_DEFAULTS.leaseSeconds),
  });
  return Response.json(report);
}

export const config = { schedule: '* * * * *' };
