/**
 * The newsletter sender's loop, shared by the scheduled function (production) and the local backend's
 * timer: claim a batch of deliveries (atomically, for this run), send each at the send's rate, record
 * each outcome, until the queue is empty or the run's time budget is spent. Also deletes pending
 * subscribers past 30 days, once per run.
 * At most once: a delivery is recorded in doubt right before its end-of-data dot, and a run that dies
 * after that leaves it 'unknown', never sent again; a run that dies before it leaves a claim that the
 * next run takes back after the lease. See README "Sending the newsletter".
 * Side effects: RPCs to the database, mail through the given transport.
 */
import { randomUUID } from 'node:crypto';
import { announcementMail, unsubscribeUrl } from './newsletter-mail';
import type { NewsletterTransport } from './newsletter-smtp';
import { NEWSLETTER_MAX_ATTEMPTS, NEWSLETTER_RETRY_BASE_SECONDS } from '../../src/domain/constants';

export interface ClaimedDelivery {
  id: number;
  send_id: string;
  subscriber_id: string | null;
  email: string;
  attempts: number;
  subject: string;
  body_md: string;
  rate_per_minute: number;
  unsubscribe: string | null;
}

export type FinishOutcome = 'sent' | 'retry' | 'failed' | 'release';

export interface SenderStore {
  claim(claimId: string, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]>;
  commit(id: number, claimId: string): Promise<boolean>;
  finish(id: number, claimId: string, outcome: FinishOutcome, error: string | null, retryAt: string | null): Promise<void>;
  purgePending(): Promise<number>;
}

export interface SenderOptions {
  store: SenderStore;
  transport: NewsletterTransport;
  /** The site's origin, for unsubscribe links. */
  site: string;
  /** Stop claiming after this long (ms); Netlify stops a scheduled function at 30 s. */
  budgetMs?: number;
  batchSize?: number;
  /** A claim older than this whose run did not finish it is taken back (or, in doubt, given up). */
  leaseSeconds?: number;
  now?(): number;
  sleep?(ms: number): Promise<void>;
  log?(message: string, detail?: unknown): void;
}

export interface RunReport {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  inDoubt: number;
  abandoned: number;
  purged: number;
}

export const SENDER_DEFAULTS = { budgetMs: 25_000, batchSize: 50, leaseSeconds: 120 } as const;

/** Seconds before attempt n+1 after n temporary failures: base × 2^(n−1), at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, NEWSLETTER_RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
}

export async function runSender(opts: SenderOptions): Promise<RunReport> {
  const { store, transport, site } = opts;
  const budgetMs = opts.budgetMs ?? SENDER_DEFAULTS.budgetMs;
  const batchSize = opts.batchSize ?? SENDER_DEFAULTS.batchSize;
  const leaseSeconds = opts.leaseSeconds ?? SENDER_DEFAULTS.leaseSeconds;
  const now = opts.now ?? (() => performance.now());
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = opts.log ?? ((m: string, d?: unknown) => console.error(m, d));
  const claimId = randomUUID();
  const report: RunReport = { claimed: 0, sent: 0, retried: 0, failed: 0, inDoubt: 0, abandoned: 0, purged: 0 };
  const started = now();
  const left = () => budgetMs - (now() - started);

  try {
    report.purged = await store.purgePending();
  } catch (error) {
    log('newsletter-sender: purging pending subscribers failed', error);
  }

  let nextSlot = now();
  try {
    while (left() > 0) {
      const batch = await store.claim(claimId, batchSize, leaseSeconds);
      if (batch.length === 0) break;
      report.claimed += batch.length;
      for (let i = 0; i < batch.length; i++) {
        const row = batch[i];
        if (left() <= 0) {
          // Out of time: the rest go back to the queue as they were.
          for (const rest of batch.slice(i)) await store.finish(rest.id, claimId, 'release', null, null);
          report.abandoned += batch.length - i;
          break;
        }
        const wait = nextSlot - now();
        if (wait > 0) await sleep(wait);
        nextSlot = Math.max(nextSlot, now() - 1000) + 60_000 / row.rate_per_minute;
        await deliver(row);
      }
    }
  } finally {
    transport.close();
  }
  return report;

  async function deliver(row: ClaimedDelivery): Promise<void> {
    if (!row.subscriber_id || !row.unsubscribe) {
      await store.finish(row.id, claimId, 'failed', 'The subscriber no longer exists.', null);
      report.failed++;
      return;
    }
    let result;
    try {
      const mail = announcementMail(row.email, row.subject, row.body_md, unsubscribeUrl(site, row.subscriber_id, row.unsubscribe));
      result = await transport.send(mail, () => store.commit(row.id, claimId));
    } catch (error) {
      // Building the mail failed (a bad stored field): nothing was sent; it will not get better.
      result = { kind: 'refused' as const, permanent: true, error: (error as Error).message, committed: false };
    }
    switch (result.kind) {
      case 'sent':
        await store.finish(row.id, claimId, 'sent', null, null);
        report.sent++;
        return;
      case 'abandoned':
        await store.finish(row.id, claimId, 'release', null, null);
        report.abandoned++;
        return;
      case 'in_doubt':
        // Left in doubt: after the lease it becomes 'unknown', never sent twice.
        log(`newsletter-sender: delivery ${row.id} in doubt`, result.error);
        report.inDoubt++;
        return;
      case 'refused':
        if (result.permanent || row.attempts >= NEWSLETTER_MAX_ATTEMPTS) {
          await store.finish(row.id, claimId, 'failed', result.error, null);
          report.failed++;
        } else {
          const at = new Date(Date.now() + retryDelaySeconds(row.attempts) * 1000).toISOString();
          await store.finish(row.id, claimId, 'retry', result.error, at);
          report.retried++;
        }
    }
  }
}
