/**
 * The app's data layer singleton: the real clients, loaded lazily (a visitor's pulls never load
 * supabase-js, see ../server/client.ts), and the `cheezopedia` IndexedDB database.
 */
import { createDataLayer, type DataLayer } from '@/data/engine';
import { currentOwner, currentUserScope, getRealtime, getRest, getSupabase, imageUploadUrl, onAuthStateChange } from '@/data/server';

let layer: DataLayer | null = null;

/** The shared data layer, created on first use. */
export function getDataLayer(): DataLayer {
  if (!layer) {
    const imageUpload = { url: imageUploadUrl(), fetch: (input: string, init: RequestInit) => fetch(input, init) };
    layer = createDataLayer({ supabase: getSupabase, rest: getRest, scope: currentUserScope, owner: currentOwner, onAuthStateChange, imageUpload, realtime: getRealtime });
  }
  return layer;
}
