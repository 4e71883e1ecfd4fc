/** The thin React side of an edit session: one session per (table, id, generation) for the component's life. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { EditSession, type EditState } from './edit-session';
import { getDataLayer } from '@/data/react';
import type { SyncTable } from '@/data/engine';

/**
 * An edit session of one record (id undefined: a new record; once saved it keeps its new id) and its
 * live state. A new `generation` starts a fresh session (e.g. "Start over" on a new record).
 */
export function useEditSession<K extends SyncTable>(table: K, id: string | undefined, generation = 0): [EditSession<K>, EditState<K>] {
  const wanted = `${table}:${id ?? ''}:${generation}`;
  const [current, setCurrent] = useState(() => ({ key: wanted, session: new EditSession(getDataLayer(), table, id ?? null) }));
  let { session } = current;
  if (current.key !== wanted) {
    session = new EditSession(getDataLayer(), table, id ?? null);
    setCurrent({ key: wanted, session });
  }
  useEffect(() => () => session.dispose(), [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return [session, state];
}
