/**
 * Runs the newsletter sender (the scheduled function's loop) in its own process, so that a test or
 * benchmark can SIGKILL it mid-batch. Environment: SUPABASE_URL, SUPABASE_SECRET_KEY, SMTP_URL,
 * URL (the site), NEWSLETTER_SENDER_BUDGET_MS / _BATCH / _LEASE_SECONDS. Runs until the queue is empty
 * (repeating runs as the schedule would), then prints the summed report as JSON.
 * Side effects: database RPCs and SMTP.
 */
import { runSender, type RunReport } from '../../netlify/lib/newsletter-sender';
import { transportFromEnv } from '../../netlify/lib/newsletter-smtp';
import { restSenderStore } from '../../netlify/functions/newsletter-sender';
import { serviceRest } from '../../netlify/lib/service-rest';

/** Deliveries not finished yet (queued, or held by a run that may have died: its lease will pass). */
async function unfinished(): Promise<number> {
  const { count, error } = await serviceRest().from('newsletter_deliveries').select('id', { count: 'exact', head: true }).in('status', ['queued', 'claimed', 'in_doubt']);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

const total: RunReport = { claimed: 0, sent: 0, retried: 0, failed: 0, inDoubt: 0, abandoned: 0, purged: 0 };
for (;;) {
  const r = await runSender({
    store: restSenderStore(),
    transport: transportFromEnv(),
    site: process.env.URL ?? 'http://localhost',
    budgetMs: Number(process.env.NEWSLETTER_SENDER_BUDGET_MS ?? 25_000),
    batchSize: Number(process.env.NEWSLETTER_SENDER_BATCH ?? 50),
    leaseSeconds: Number(process.env.NEWSLETTER_SENDER_LEASE_SECONDS ?? 120),
  });
  for (const k of Object.keys(total) as (keyof RunReport)[]) total[k] += r[k];
  if (r.claimed === 0) {
    if ((await unfinished()) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
process.stdout.write(`${JSON.stringify(total)}\n`);
