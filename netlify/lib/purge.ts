/**
 * Which CDN cache tags a content change makes stale, and the purge webhook's handler: Supabase's
 * database webhook (hosted: pg_net, see docs/deploying.md, "Cache purge") posts every insert, update and delete
 * of cheezopedia_entries and cheeses; the handler purges the tags of the pages that showed, or will
 * show, the change. Entries only matter when public before or after the change (a draft's edits show
 * nowhere). The purge function is injected (Netlify's `purgeCache` in production).
 */
import { timingSafeEqual } from 'node:crypto';
import { isPublic } from '../../src/domain/entry-rules';
import { entryTag } from './tags';

/** What a Supabase database webhook posts. */
export interface WebhookPayload {
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  table: string;
  schema?: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

type EntryLike = { slug?: unknown; published_at?: unknown; archived_at?: unknown };

function publicNow(row: EntryLike | null, now: number): boolean {
  if (!row) return false;
  const published_at = typeof row.published_at === 'string' ? row.published_at : null;
  const archived_at = typeof row.archived_at === 'string' ? row.archived_at : null;
  return isPublic({ published_at, archived_at }, now);
}

/** The time a scheduled entry goes public (published_at in the future, not archived), else null. */
function scheduledAt(row: EntryLike | null, now: number): string | null {
  if (!row || typeof row.published_at !== 'string' || typeof row.archived_at === 'string') return null;
  return Date.parse(row.published_at) > now ? row.published_at : null;
}

/**
 * Tags to purge for a change: entries → 'entries' (every list, every entry page's More Like This)
 * and the entry's own URL under its old and new slug; cheeses → 'cheeses' (the landing page).
 * Scheduling an entry (or moving its time) purges too: pages cached before it was scheduled were
 * given lifetimes that did not know its time (./on-time.ts). Empty when nothing public changed.
 */
export function tagsForChange(payload: WebhookPayload, now = Date.now()): string[] {
  if (payload.table === 'cheeses') return ['cheeses'];
  if (payload.table !== 'cheezopedia_entries') return [];
  const before = payload.old_record as EntryLike | null;
  const after = payload.record as EntryLike | null;
  const newSchedule = scheduledAt(after, now) !== null && scheduledAt(after, now) !== scheduledAt(before, now);
  if (!publicNow(before, now) && !publicNow(after, now) && !newSchedule) return [];
  const slugs = new Set([before?.slug, after?.slug].filter((s): s is string => typeof s === 'string' && s.length > 0));
  return ['entries', ...[...slugs].map(entryTag)];
}

export interface PurgeHandlerOptions {
  /** Purges tags at the CDN (`purgeCache` from @netlify/functions in production). */
  purge: (tags: string[]) => Promise<void>;
  /** The shared secret the webhook sends in `x-webhook-secret`; unset = the endpoint refuses everything. */
  secret: string | undefined;
  now?: () => number;
}

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

function sameSecret(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST {webhook payload} with the secret → purges the change's tags → 200 {purged: tags}. */
export function createPurgeHandler(options: PurgeHandlerOptions) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return json({ error: 'Method not allowed. Use POST.' }, 405);
    if (!options.secret) return json({ error: 'The purge webhook is not configured (PURGE_WEBHOOK_SECRET).' }, 503);
    if (!sameSecret(req.headers.get('x-webhook-secret'), options.secret)) return json({ error: 'Unauthorized' }, 401);
    let payload: WebhookPayload;
    try {
      payload = (await req.json()) as WebhookPayload;
    } catch {
      return json({ error: 'Request body must be a JSON webhook payload.' }, 400);
    }
    if (!payload || typeof payload !== 'object' || typeof payload.table !== 'string') return json({ error: 'Request body must be a JSON webhook payload.' }, 400);
    const tags = tagsForChange(payload, options.now?.() ?? Date.now());
    if (tags.length === 0) return json({ purged: [] });
    try {
      await options.purge(tags);
    } catch (e) {
      console.error('Cache purge failed', e);
      return json({ error: 'The cache purge failed.' }, 502);
    }
    return json({ purged: tags });
  };
}
