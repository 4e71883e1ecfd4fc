/**
 * The builder's link check asks the device's copy which of the slugs a body links to exist, and in
 * what state. An editor's device keeps every entry its role may read (an admin's: all of them), so
 * the answer works offline; before the first sync completed the device cannot tell a missing entry
 * from one not pulled yet, and says so (`complete: false`).
 */
import { getDataLayer, useDeviceQuery } from '@/data/react';
import { entriesLinkingTo, siteOrigins } from '@/domain/internal-links';
import type { Entry } from '@/domain/types';

export interface LinkTargets {
  /** The entries of the asked slugs the device holds (any status). */
  entries: Entry[];
  /** False until a pull has completed on this device: a slug not found may just not be here yet. */
  complete: boolean;
}

/** The entries behind `slugs` on this device, live (undefined while reading). */
export function useLinkTargets(slugs: readonly string[]): LinkTargets | undefined {
  const key = slugs.join('\n');
  return useDeviceQuery(async (read) => {
    const [entries, sync] = await Promise.all([read.entriesBySlugs(slugs), read.lastSync()]);
    return { entries, complete: sync.at !== null };
  }, [key]);
}

/**
 * The entries of these ids on this device, live, in no order, with the ids they answer (`key`: the
 * ids joined by newlines; a live read answers the previous ids until the new ones are read).
 */
export function useEntriesById(ids: readonly string[]): { key: string; entries: Entry[] } | undefined {
  const key = ids.join('\n');
  return useDeviceQuery(async (read) => {
    const rows = await Promise.all(ids.map((id) => read.row('cheezopedia_entries', id)));
    return { key, entries: rows.filter((r): r is NonNullable<typeof r> => r !== null) };
  }, [key]);
}

/**
 * The titles of the published entries on this device whose links to `target` would stop working
 * if it left the site (the unpublish question names them).
 */
export async function titlesLinkingTo(target: Pick<Entry, 'id' | 'slug'>, origin: string): Promise<string[]> {
  const entries = await getDataLayer().read.rows('cheezopedia_entries');
  return entriesLinkingTo(target, entries, siteOrigins([origin]), Date.now()).map((e) => e.title);
}
