/**
 * The quiet notes of an open form about other devices: who else has the record open (presence) and
 * which fields took another device's change.
 */
import { Users, RefreshCw } from 'lucide-react';
import { presenceLine, type PresencePeer } from '@/domain/presence-line';
import { updatedFromElsewhere } from '@/domain/follow-newer';
import './other-device-notes.css';

export function OtherDeviceNotes({ peers, updated }: { peers: readonly PresencePeer[]; updated: string[] }) {
  const line = presenceLine(peers);
  return (
    <div className="other-device-notes" aria-live="polite">
      {line && (
        <p className="other-device-note presence-line">
          <Users size={16} aria-hidden="true" /> {line}
        </p>
      )}
      {updated.length > 0 && (
        <p className="other-device-note follow-note">
          <RefreshCw size={16} aria-hidden="true" /> {updatedFromElsewhere(updated)}
        </p>
      )}
    </div>
  );
}
