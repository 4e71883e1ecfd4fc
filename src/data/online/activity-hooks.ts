/**
 * A window of the activity log with the names of the people in it, loaded from the server (online
 * only: the log is not kept on the device). `more()` appends the next, older window.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useOnline } from '@/data/react';
import { listActivity, type ActivityFilter } from './history';
import { loadNames } from './dashboard-queries';
import type { ActivityEvent } from '@/domain/history';

export type ActivityState =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; events: ActivityEvent[]; nextBefore: number | null };

export function useActivityLog(filter: ActivityFilter, limit: number): { state: ActivityState; names: Record<string, string>; more: () => void } {
  const online = useOnline();
  // Each state is kept with the filter it was loaded for: a new filter shows 'loading', never the
  // previous filter's events, until its own window arrives.
  const [held, setState] = useState<{ key: string; state: ActivityState }>({ key: '', state: { kind: 'loading' } });
  const [names, setNames] = useState<Record<string, string>>({});
  const key = JSON.stringify(filter);
  const state = useMemo<ActivityState>(() => (held.key === key ? held.state : { kind: 'loading' }), [held, key]);

  const load = useCallback(async (before: number | null, previous: ActivityEvent[]) => {
    try {
      const page = await listActivity(JSON.parse(key) as ActivityFilter, limit, before);
      const events = [...previous, ...page.events];
      setState({ key, state: { kind: 'loaded', events, nextBefore: page.nextBefore } });
      const ids = events.map((e) => e.actor).filter((a): a is string => Boolean(a));
      setNames(await loadNames(ids));
    } catch (e) {
      setState({ key, state: { kind: 'failed', message: e instanceof Error ? e.message : String(e) } });
    }
  }, [key, limit]);

  useEffect(() => {
    if (!online) {
      setState({ key, state: { kind: 'offline' } });
      return;
    }
    setState({ key, state: { kind: 'loading' } });
    void load(null, []);
  }, [online, load, key]);

  const more = useCallback(() => {
    if (state.kind === 'loaded' && state.nextBefore !== null) void load(state.nextBefore, state.events);
  }, [state, load]);

  return { state, names, more };
}
