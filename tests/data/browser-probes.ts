/** Browser probes shared by tests/e2e/offline.test.ts and pwa.test.ts: REST reads, IndexedDB reads, service-worker waits. */
import type { Page } from 'playwright-core';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys';

export interface EntryRow {
  id: string;
  slug: string;
  title: string;
  published_at: string;
}

export async function rest<T>(base: string, pathAndQuery: string, init: RequestInit = {}, key = PUBLISHABLE_KEY): Promise<T> {
  const res = await fetch(`${base}/rest/v1/${pathAndQuery}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${pathAndQuery}: HTTP ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The public feed, newest first, as the anon role sees it. */
export const publicFeed = (base: string) =>
  rest<EntryRow[]>(base, 'cheezopedia_entries?select=id,slug,title,published_at&visible_in_feed=eq.true&published_at=not.is.null&archived_at=is.null&order=published_at.desc');

export async function serviceUpdate(base: string, id: string, patch: Record<string, unknown>): Promise<void> {
  await rest(base, `cheezopedia_entries?id=eq.${id}`, { method: 'PATCH', body: JSON.stringify(patch), headers: { Prefer: 'return=minimal' } }, SECRET_KEY);
}

/** Waits until a service worker controls the page. */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout });
}

/**
 * Reads one row of the app's IndexedDB (database 'cheezopedia') from inside the page. Before the app
 * has created the database the probe creates nothing (it aborts the upgrade) and it never keeps the
 * database open: an open connection would block the app's own upgrade.
 */
export function idbGet<T>(page: Page, store: string, key: string): Promise<T | undefined> {
  return page.evaluate(
    ([s, k]) =>
      new Promise<T | undefined>((resolve, reject) => {
        const open = indexedDB.open('cheezopedia');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(undefined) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(s)) {
            db.close();
            resolve(undefined);
            return;
          }
          const req = db.transaction(s).objectStore(s).get(k);
          req.onsuccess = () => {
            db.close();
            resolve(req.result as T | undefined);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    [store, key] as const,
  );
}

/** Every row of one store of the app's IndexedDB ([] before the app created it; same care as idbGet). */
export function idbAll<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (s) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('cheezopedia');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(s)) {
            db.close();
            resolve([]);
            return;
          }
          const req = db.transaction(s).objectStore(s).getAll();
          req.onsuccess = () => {
            db.close();
            resolve(req.result as T[]);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    store,
  );
}

/** Waits until the app's background sync has completed at least once and holds `entryId`. */
export async function waitForSynced(page: Page, entryId: string, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const synced = await idbGet<{ value: string }>(page, 'meta', 'lastSyncedAt').catch(() => undefined);
    const row = await idbGet<{ id: string }>(page, 'entries', entryId).catch(() => undefined);
    if (synced?.value && row) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`the app did not finish a sync holding entry ${entryId} within ${timeout} ms`);
}
