/** A server-only value read once per key (no offline copy): the hook shared by editors' and public screens. */
import { useEffect, useState } from 'react';

export interface RemoteState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
}

/** Loads a server-only value once per key; offline or failed → error, data null. */
export function useRemote<T>(load: () => Promise<T>, key: string): RemoteState<T> {
  const [state, setState] = useState<RemoteState<T> & { key: string }>({ data: null, error: null, loading: true, key });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data, error: null, loading: false, key }),
      (e: unknown) => live && setState({ data: null, error: e instanceof Error ? e.message : String(e), loading: false, key }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads when the key changes
  }, [key]);
  return state.key === key ? state : { data: null, error: null, loading: true };
}
