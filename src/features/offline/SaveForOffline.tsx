/**
 * "Save all for offline", offered in the installed app only (standalone display or the
 * desktop app): the download's estimated size first, a progress bar while it runs, and a way to
 * stop keeping everything. Visitors only: admins and partners keep the catalogue anyway.
 */
import { useEffect, useState } from 'react';
import { useAuth } from '@/data/auth';
import { useSaveAllOffline } from '@/data';
import { getPlatform } from '@/platform';
import { formatBytes, saveAllProgress } from '@/domain/offline-size';
import './offline.css';

const DISMISSED_KEY = 'cheezopedia-save-all-dismissed';

export function SaveForOffline() {
  const { profile } = useAuth();
  const save = useSaveAllOffline();
  const [open, setOpen] = useState(() => getPlatform().installed && localStorage.getItem(DISMISSED_KEY) !== '1');
  const { estimate } = save;
  useEffect(() => {
    if (open) void estimate();
  }, [open, estimate]);
  if (!open || profile?.role === 'admin' || profile?.role === 'partner') return null;
  const progress = save.size ? saveAllProgress(save.held, save.size.rows) : 0;
  const close = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setOpen(false);
  };
  return (
    <section className="save-offline" aria-labelledby="save-offline-title">
      <h2 id="save-offline-title">{save.on ? 'Saved for offline' : 'Save all for offline?'}</h2>
      {save.on ? (
        <>
          <progress max={100} value={progress} aria-label="Saving for offline" />
          <p role="status">{progress < 100 ? `Saving… ${progress}%` : 'Every entry and cheese is on this device.'}</p>
          <div className="save-offline-actions">
            <button type="button" onClick={() => void save.setOn(false)}>Keep less</button>
            <button type="button" className="save-offline-secondary" onClick={close}>Close</button>
          </div>
        </>
      ) : (
        <>
          <p>
            Keep every entry and cheese on this device
            {save.size ? ` (about ${formatBytes(save.size.bytes)})` : ''}.
            {save.saveData ? ' Your connection asks to save data.' : ''}
          </p>
          <div className="save-offline-actions">
            <button type="button" onClick={() => void save.setOn(true)}>Save all</button>
            <button type="button" className="save-offline-secondary" onClick={close}>Not now</button>
          </div>
        </>
      )}
    </section>
  );
}
