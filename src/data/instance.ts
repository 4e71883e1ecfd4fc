/** The app's data layer singleton (the real client, loaded lazily, and the `cheezopedia` IndexedDB database). */
import { createDb } from './db';
import { createDataLayer, type DataLayer } from './layer';
import { getSupabase } from './client';

let layer: DataLayer | null = null;

/** The shared data layer, created on first use. */
export function getDataLayer(): DataLayer {
  if (!layer) layer = createDataLayer({ supabase: getSupabase, db: createDb() });
  return layer;
}
