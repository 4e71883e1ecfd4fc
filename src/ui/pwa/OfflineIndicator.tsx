/** A thin bar while the browser is offline: saved content is shown, changes wait to sync. */
import { useBrowserOnline } from '@/platform/use-browser-online';
import './pwa.css';

export const OFFLINE_MESSAGE = "You're offline — showing content saved on this device.";
/** 'N change(s) will sync when you're back online.' */
export const pendingChanges = (n: number): string => `${n} ${n === 1 ? 'change' : 'changes'} will sync when you're back online.`;

/** `pending`: unpushed changes (pass useSyncStatus().pending from the data layer). */
export function OfflineIndicator({ pending = 0 }: { pending?: number }) {
  const online = useBrowserOnline();
  if (online) return null;
  return (
    <div className="pwa-offline" role="status" aria-live="polite">
      {OFFLINE_MESSAGE}
      {pending > 0 ? ` ${pendingChanges(pending)}` : ''}
    </div>
  );
}
