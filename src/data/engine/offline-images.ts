/**
 * "Save all for offline", pictures: after each pull while it is on, the pictures of the entries and
 * cheeses on this device — each as the CDN variant this device's browser picks for its slot — are
 * fetched into Cache Storage (SAVED_IMAGES_CACHE), where the service worker finds them offline.
 * Turning it off deletes that cache. Loaded on demand (only devices that save everything need it).
 * Side effects: reads Dexie, fetches pictures of this site (its CDN and its own files), writes and
 * deletes one Cache Storage cache.
 */
import { imageHostRules } from '@/config/images';
import { SAVED_IMAGES_CACHE, estimatedVariantBytes, offlineImageUrls, type Device, type OfflineCheese, type OfflineEntry } from '@/domain/offline-variants';
import type { CheezopediaDB } from './db';

/** Pictures fetched at once: enough to fill a connection, few enough to leave it usable. */
const CONCURRENCY = 3;
/**
 * What an <img> sends (a script's fetch sends no image types, and the CDN would answer the source's
 * own format): WebP, which the CDN picks first for every browser that takes it.
 */
const IMAGE_ACCEPT = 'image/webp,image/*;q=0.8,*/*;q=0.5';
/** Tells the service worker not to keep a second copy of what is saved here (vite.config.ts). */
export const SAVE_REQUEST_HEADER = 'x-cheezopedia-save';

/** This device as its browser sizes pictures now (viewport, pixel ratio, media queries). */
export function currentDevice(): Device {
  return {
    viewportWidth: document.documentElement.clientWidth || window.innerWidth,
    dpr: window.devicePixelRatio || 1,
    matches: (query) => {
      try {
        return window.matchMedia(query).matches;
      } catch {
        return false;
      }
    },
  };
}

/** Only pictures of this site can be kept: its service worker answers for nothing else. */
function sameOrigin(url: string): boolean {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** The URLs Save all keeps for these rows on this device (rows not yet complete are skipped). */
export function savedImageUrls(entries: readonly Partial<OfflineEntry>[], cheeses: readonly Partial<OfflineCheese>[], device: Device = currentDevice()): string[] {
  const complete = entries.filter((e): e is OfflineEntry => typeof e.content === 'string').map((e) => ({ image_url: e.image_url ?? null, content: e.content }));
  return offlineImageUrls(complete, cheeses.map((c) => ({ image_url: c.image_url ?? null })), imageHostRules, device).filter(sameOrigin);
}

/** The estimated bytes of the pictures Save all keeps per row, from a sample of rows. */
export function estimatedImageBytesPerRow(entries: readonly Partial<OfflineEntry>[], cheeses: readonly Partial<OfflineCheese>[]): number {
  const rows = entries.length + cheeses.length;
  if (rows === 0 || typeof document === 'undefined') return 0;
  return savedImageUrls(entries, cheeses).reduce((sum, url) => sum + estimatedVariantBytes(url), 0) / rows;
}

let running: Promise<{ saved: number; failed: number }> | undefined;

/** Fetches the pictures of every saved row not kept yet (one run at a time). */
export function saveOfflineImages(db: CheezopediaDB): Promise<{ saved: number; failed: number }> {
  running ??= (async () => {
    try {
      if (typeof caches === 'undefined' || typeof document === 'undefined') return { saved: 0, failed: 0 };
      const [entries, cheeses] = await Promise.all([db.entries.toArray(), db.cheeses.toArray()]);
      const cache = await caches.open(SAVED_IMAGES_CACHE);
      const queue = savedImageUrls(entries, cheeses);
      let saved = 0;
      let failed = 0;
      const worker = async () => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
          if (await cache.match(url, { ignoreVary: true })) continue;
          try {
            const r = await fetch(url, { credentials: 'same-origin', headers: { accept: IMAGE_ACCEPT, [SAVE_REQUEST_HEADER]: '1' } });
            if (!r.ok) throw new Error(String(r.status));
            await cache.put(url, r);
            saved++;
          } catch {
            failed++;
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return { saved, failed };
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** Save all turned off: the kept pictures go (those the pages showed stay in the bounded cache). */
export async function dropOfflineImages(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(SAVED_IMAGES_CACHE);
}
