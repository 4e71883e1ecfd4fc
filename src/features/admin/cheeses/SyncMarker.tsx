/** The sync state of a locally edited cheese: pending upload, conflict with the server, or refused. */
import type { SyncState } from '@/data';

export function SyncMarker({ state, error }: { state: SyncState; error?: string }) {
  if (state === 'synced') return null;
  const text = state === 'pending' ? 'Pending sync' : state === 'conflict' ? 'Conflict' : 'Not saved';
  return (
    <span className={`sync-marker sync-${state}`} title={error || undefined}>
      {text}
      {state === 'failed' && error ? `: ${error}` : ''}
    </span>
  );
}
