/**
 * "Save all for offline": a visitor's opt-in to keep every public row. The hook reports
 * whether it is on, an estimate of the download (rows, bytes, the pictures as the variants this
 * device shows) and how many rows the device holds. Side effects: a count/sample request for the
 * estimate; turning it on starts a pull, which also keeps the pictures (offline-images.ts).
 */
import { useCallback, useState } from 'react';
import { getDataLayer, useDeviceQuery } from '@/data/react';

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
  const on = useDeviceQuery((read) => read.saveAllOffline(), []) === true;
  const held = useDeviceQuery((read) => read.completeRows(), []) ?? 0;
  const [size, setSize] = useState<{ rows: number; bytes: number } | null>(null);
  const estimate = useCallback(async () => {
    setSize(await layer.fetch.catalogueSize().catch(() => null));
  }, [layer]);
  const setOn = useCallback((value: boolean) => layer.setSaveAllOffline(value).catch(() => undefined), [layer]);
  return { on, size, held, saveData: layer.saveDataWanted(), estimate, setOn };
}
