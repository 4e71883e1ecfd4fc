/** The sync state of a locally edited row: pending upload, conflict with the server, or refused. */
import './sync-marker.css';

export type SyncMarkerState = 'synced' | 'pending' | 'conflict' | 'failed';

export function SyncMarker({ state, error }: { state: SyncMarkerState; error?: string }) {
  if (state === 'synced') return null;
  const text = state === 'pending' ? 'Pending sync' : state === 'conflict' ? 'Conflict' : 'Not saved';
  return (
    <span className={`sync-marker sync-${state}`} title={error || undefined}>
      {text}
      {state === 'failed' && error ? `: ${error}` : ''}
    </span>
  );
}
