/** When the server changed or deleted a pairing edited here: both versions side by side, keep mine or take theirs. */
import type { Pairing } from '@/domain/types';
import { CONFLICT_LOSER_KEPT } from '@/domain/messages';
import { Button } from '@/ui/Button';

const FIELDS: [keyof Pairing, string][] = [
  ['cheese_id', 'Cheese'], ['pairing_type', 'Type'], ['pairing_name', 'Name'], ['description', 'Description'], ['rating', 'Rating'],
];

export interface PairingConflictProps {
  mine: Partial<Pairing>;
  theirs: Pairing | null;
  cheeseName: (id: string) => string;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

export function PairingConflict({ mine, theirs, cheeseName, busy, onKeepMine, onTakeTheirs }: PairingConflictProps) {
  const show = (key: keyof Pairing, v: unknown) => {
    if (v === null || v === undefined || v === '') return '-';
    if (key === 'cheese_id') return cheeseName(String(v));
    if (key === 'rating') return Number(v) ? `${Number(v)} out of 5` : '-';
    return String(v);
  };
  const list = (row: Partial<Pairing>) => (
    <dl>
      {FIELDS.map(([k, label]) => (
        <div key={k}>
          <dt>{label}</dt>
          <dd>{show(k, row[k])}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div className="admin-card pairing-conflict" role="alert">
      <h2>This pairing was changed elsewhere</h2>
      <p>{theirs ? 'Someone saved another version on the server.' : 'This pairing was deleted on the server.'} Choose which version to keep. {CONFLICT_LOSER_KEPT}</p>
      <div className="pairing-conflict-grid">
        <div>
          <h3>Your version</h3>
          {list(mine)}
        </div>
        <div>
          <h3>Server version</h3>
          {theirs ? list(theirs) : <p>Deleted</p>}
        </div>
      </div>
      <div className="admin-actions">
        <Button onClick={onKeepMine} disabled={busy}>Keep mine</Button>
        <Button variant="outline" onClick={onTakeTheirs} disabled={busy}>
          Take theirs
        </Button>
      </div>
    </div>
  );
}
