/**
 * "Save all for offline" (issue 16): a visitor's opt-in to keep every public row. The hook reports
 * whether it is on, an estimate of the download (rows, bytes) and how many rows the device holds.
 * Side effects: a count/sample request for the estimate; turning it on starts a pull.
 */
import { useCallback, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { getMeta } from './engine-context';
import { getDataLayer } from './instance';
import { localCompleteRows, publicCatalogueSize, SAVE_ALL_KEY, saveDataWanted } from './scopes';

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
