/**
 * What a sign-out removes from the device, at once and without the network: the rows only the
 * signed-in audience could read (drafts, scheduled and archived entries, pending revisions), the
 * checkpoints that described them, the cached profiles, the editors' working copies and the user's
 * sealing key (./seal-key: without it nothing queued from now on can pass as theirs). Kept: every
 * queued change that is not sent yet (its owner's session sends it at their next sign-in; anyone
 * else sees it as not theirs) and the rows those changes are about. Side effects: IndexedDB deletes.
 */
import type { DataContext } from './engine-context';
import { allStores, anyRegistration, SYNC_TABLES, storeFor } from './registry';
import { WORKING_COPY_PREFIX } from './working-copy-key';
import { SEAL_KEY_PREFIX } from './seal-key';

/** Meta keys removed at sign-out, by prefix. `article-builder:` are working copies stored before WORKING_COPY_PREFIX. */
const PRIVATE_META_PREFIXES = ['profile:', WORKING_COPY_PREFIX, 'article-builder:', 'scheduledFrom:', SEAL_KEY_PREFIX];

/** A checkpoint of a signed-in user (a visitor's, 'ckpt:anon:…', and the tombstones' describe public rows only). */
function isUserCheckpoint(key: string): boolean {
  return key.startsWith('ckpt:') && key !== 'ckpt:tombstones' && !key.startsWith('ckpt:anon:');
}

/** Removes the signed-out audience's private rows; returns how many rows were removed. */
export async function purgePrivateData(ctx: DataContext): Promise<number> {
  const db = ctx.db;
  const now = ctx.now();
  let removed = 0;
  await db.transaction('rw', [...allStores(db), db.outbox, db.meta], async () => {
    const queued = await db.outbox.toArray();
    for (const table of SYNC_TABLES) {
      const isPublicRow = anyRegistration(table).isPublicRow;
      if (!isPublicRow) continue;
      const keep = new Set(queued.filter((i) => i.table === table).map((i) => i.recordId));
      const store = storeFor(db, table);
      const doomed = (await store.toArray()).filter((row) => !keep.has(row.id) && !isPublicRow(row, now)).map((row) => row.id);
      if (doomed.length) await store.bulkDelete(doomed);
      removed += doomed.length;
    }
    const keys = (await db.meta.toCollection().primaryKeys()) as string[];
    const stale = keys.filter((k) => typeof k === 'string' && (isUserCheckpoint(k) || PRIVATE_META_PREFIXES.some((p) => k.startsWith(p))));
    if (stale.length) await db.meta.bulkDelete(stale);
  });
  return removed;
}

/**
 * A screen's read with the signed-in user's rights may answer after they signed out (offline at once,
 * or in another tab): what it stored then goes as well, as a pull's does.
 */
export async function signedInRead(ctx: DataContext, read: () => Promise<void>): Promise<void> {
  const signOuts = ctx.signOuts?.();
  await read();
  if (ctx.signOuts?.() !== signOuts) await purgePrivateData(ctx);
}
