/**
 * After an explicit save (Save Draft / Publish / Update): push the entry now and report how it went,
 * so the builder can show the spec's success text or the server's refusal. Side effects: network
 * (through the data layer's outbox flush) and IndexedDB reads.
 */
import { getDataLayer } from '@/data';
import { supabase } from '@/data/supabase';

export type PushOutcome =
  | { kind: 'synced' }
  | { kind: 'failed'; message: string; code: string | null }
  | { kind: 'conflict' }
  | { kind: 'offline'; message: string | null };

function outboxItem(id: string) {
  return getDataLayer().db.outbox.where('[table+recordId]').equals(['cheezopedia_entries', id]).first();
}

/**
 * Makes this entry's queued change due now (the user asked to save; a backoff left by an earlier
 * network failure should not delay it) and flushes the outbox.
 */
export async function pushEntryNow(id: string): Promise<PushOutcome> {
  const layer = getDataLayer();
  const before = await outboxItem(id);
  if (before?.id !== undefined && before.status === 'pending' && before.nextAttemptAt > Date.now()) {
    await layer.db.outbox.update(before.id, { nextAttemptAt: 0 });
  }
  try {
    await layer.flush();
  } catch {
    // The outcome is read from the outbox below.
  }
  const item = await outboxItem(id);
  if (!item) return { kind: 'synced' };
  if (item.status === 'failed') return { kind: 'failed', message: item.error ?? 'Unknown error', code: item.errorCode ?? null };
  if (item.status === 'conflict') return { kind: 'conflict' };
  return { kind: 'offline', message: item.error ?? null };
}

/** Retries this entry's queued change now (the editor's "Retry now"). */
export async function retryEntryNow(id: string): Promise<void> {
  await pushEntryNow(id);
}

/** Title of another entry that already uses `slug` (local copy first, then the server); null if unknown. */
export async function titleUsingSlug(slug: string, exceptId: string | null): Promise<string | null> {
  const layer = getDataLayer();
  const local = await layer.db.entries.where('slug').equals(slug).filter((e) => e.id !== exceptId).first();
  if (local) return local.title;
  try {
    let query = supabase.from('cheezopedia_entries').select('title').eq('slug', slug);
    if (exceptId) query = query.neq('id', exceptId);
    const { data } = await query.limit(1).maybeSingle();
    return (data as { title: string } | null)?.title ?? null;
  } catch {
    return null;
  }
}
