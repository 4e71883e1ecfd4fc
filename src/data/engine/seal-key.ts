/**
 * The signed-in user's sealing key on this device (see ./seal): asked of the server once signed in
 * (RPC `device_seal_key`, which answers only a valid session, with that session's user's key), kept
 * in the device's meta store so it survives reloads and works offline, erased at sign-out (its
 * prefix is among ./sign-out's private meta keys) and whenever the session is gone. Side effects:
 * one RPC, meta reads, writes and deletes.
 */
import { getMeta, setMeta, type DataContext } from './engine-context';
import type { CheezopediaDB } from './db';
import { fromHex, toHex } from './hex';
import type { OutboxItem } from './types';

export const SEAL_KEY_PREFIX = 'seal-key:';
const metaKey = (userId: string) => `${SEAL_KEY_PREFIX}${userId}`;

/** The key stored for `userId`, or null (never asks the server). */
export async function storedSealKey(db: CheezopediaDB, userId: string | null): Promise<Uint8Array | null> {
  if (!userId) return null;
  const hex = await getMeta<string>(db, metaKey(userId));
  return typeof hex === 'string' ? fromHex(hex) : null;
}

/**
 * The key of `userId`, who must be the session's user: the stored one, else the server's (stored
 * for next time). Null when it cannot be had now (offline, or the session is not `userId`'s).
 */
export async function sealKeyFor(ctx: DataContext, userId: string | null): Promise<Uint8Array | null> {
  if (!userId) return null;
  const stored = await storedSealKey(ctx.db, userId);
  if (stored) return stored;
  try {
    const supabase = await ctx.getSupabase();
    const { data: session } = await supabase.auth.getSession();
    // Never store a key under another user's name: the answer is the session's user's key.
    if (session.session?.user.id !== userId) return null;
    const { data, error } = await supabase.rpc('device_seal_key');
    const secret = !error && typeof data === 'string' ? fromHex(data) : null;
    if (!secret) return null;
    // The seal code (an HMAC library) loads only for a signed-in user's device.
    const key = (await import('./seal')).deriveSealKey(secret);
    await setMeta(ctx.db, metaKey(userId), toHex(key));
    return key;
  } catch {
    return null; // offline or no client: the caller decides what a missing key means
  }
}

/** Erases every stored sealing key (the session is gone: nobody's changes may be sealed here). */
export async function eraseSealKeys(db: CheezopediaDB): Promise<void> {
  const keys = (await db.meta.where(':id').startsWith(SEAL_KEY_PREFIX).primaryKeys()) as string[];
  if (keys.length) await db.meta.bulkDelete(keys);
}

/**
 * `items` split into those the signed-in `userId` may send (queued and sealed by them on this device)
 * and the rest. The seal code loads only when there are items to check (a visitor's outbox is empty).
 */
export async function splitByOwner(db: CheezopediaDB, items: OutboxItem[], userId: string | null): Promise<{ theirs: OutboxItem[]; others: OutboxItem[] }> {
  if (items.length === 0) return { theirs: [], others: [] };
  const [{ isTheirs }, key] = await Promise.all([import('./seal'), storedSealKey(db, userId)]);
  const theirs: OutboxItem[] = [];
  const others: OutboxItem[] = [];
  for (const item of items) (isTheirs(item, userId, key) ? theirs : others).push(item);
  return { theirs, others };
}
