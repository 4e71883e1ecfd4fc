/**
 * "Save all for offline": a visitor's opt-in to keep every public row. The hook reports
 * whether it is on, an estimate of the download (rows, bytes, the pictures as the variants this
 * device shows) and how many rows the device holds. Side effects: a count/sample request for the
 * estimate; turning it on starts a pull, which also keeps the pictures (offline-images.ts).
 */
import { useCallback, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDataLayer } from './react';
import { loadOfflineImages } from './engine';
import type { Cheese, Entry } from '@/domain/types';
import type { CheezopediaDB } from './engine';
import { getMeta, type DataContext } from './engine';
import { selectRows, SyncError } from './engine';
import { registration, storeFor, SYNC_TABLES } from './engine';
import { SAVE_ALL_KEY, saveDataWanted } from './engine';

export interface SaveAllOffline {
  on: boolean;
  /** The estimate (null until asked, or when it failed). */
  size: { rows: number; bytes: number } | null;
  /** Complete rows this device holds now (progress while downloading). */
  held: number;
  /** The connection asks to save data (Save-Data, metered). */
  saveData: boolean;
  estimate(): Promise<void>;
  setOn(on: boolean): Promise<void>;
}

/** Rows of a whole-catalogue scope, for the "Save all for offline" size estimate. */
async function publicCatalogueSize(ctx: DataContext): Promise<{ rows: number; bytes: number }> {
  const supabase = await ctx.getRest();
  let rows = 0;
  let bytes = 0;
  for (const table of SYNC_TABLES) {
    const { count, error, status } = await supabase.from(table).select('id', { count: 'exact', head: true });
    if (error) throw new SyncError(error.message, status, error.code ?? '');
    const sample = await selectRows(supabase.from(table).select('*').order('updated_at', { ascending: false }).limit(20));
    const avg = sample.length ? JSON.stringify(sample).length / sample.length : 0;
    rows += count ?? 0;
    bytes += Math.round(avg * (count ?? 0));
    // The pictures kept with them: the variants this device shows, not the stored originals.
    if (table === 'cheezopedia_entries' || table === 'cheeses') {
      const { estimatedImageBytesPerRow } = await loadOfflineImages();
      const perRow = table === 'cheezopedia_entries' ? estimatedImageBytesPerRow(sample as Partial<Entry>[], []) : estimatedImageBytesPerRow([], sample as Partial<Cheese>[]);
      bytes += Math.round(perRow * (count ?? 0));
    }
  }
  return { rows, bytes };
}

/** How many rows of the whole-catalogue scope this device holds (complete rows only). */
async function localCompleteRows(db: CheezopediaDB): Promise<number> {
  let n = 0;
  for (const table of SYNC_TABLES) {
    const column = registration(table).textColumn;
    const s = storeFor(db, table);
    n += column ? await s.filter((r) => column in r).count() : await s.count();
  }
  return n;
}

export function useSaveAllOffline(): SaveAllOffline {
  const layer = getDataLayer();
  const on = useLiveQuery(() => getMeta<boolean>(layer.db, SAVE_ALL_KEY), []) === true;
  const held = useLiveQuery(() => localCompleteRows(layer.db), []) ?? 0;
  const [size, setSize] = useState<{ rows: number; bytes: number } | null>(null);
  const estimate = useCallback(async () => {
    setSize(await publicCatalogueSize(layer.ctx).catch(() => null));
  }, [layer]);
  const setOn = useCallback((value: boolean) => layer.setSaveAllOffline(value).catch(() => undefined), [layer]);
  return { on, size, held, saveData: saveDataWanted(), estimate, setOn };
}
