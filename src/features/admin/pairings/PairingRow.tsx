/** One row of the admin pairing list (windowed: `index` is its place in the whole filtered list). */
import { memo } from 'react';
import type { AdminRow } from '@/data/engine';
import { pairingDescriptionPreview } from '@/domain/pairing-rules';
import type { Pairing } from '@/domain/types';
import { RowActions } from '@/ui/admin/RowActions';
import { SyncMarker } from '@/ui/SyncMarker';
import { RatingStars } from './Rating';

interface Props {
  pairing: AdminRow<Pairing>;
  index: number;
  cheeseName: (id: string) => string;
  measure: (el: Element | null) => void;
  onDelete: (pairing: AdminRow<Pairing>) => void;
}

export const PairingRow = memo(function PairingRow({ pairing: p, index, cheeseName, measure, onDelete }: Props) {
  return (
    <tr data-sync={p._sync} data-index={index} aria-rowindex={index + 2} ref={measure}>
      <td className="pairing-cheese">{cheeseName(p.cheese_id)}</td>
      <td className="pairing-type">{p.pairing_type}</td>
      <td className="pairing-name">
        <strong>{p.pairing_name}</strong>
        <SyncMarker state={p._sync} error={p._error} />
      </td>
      <td className="pairing-rating">
        {p.rating ? (
          <RatingStars rating={p.rating} />
        ) : (
          <span className="muted">-</span>
        )}
      </td>
      <td className="pairing-description">{pairingDescriptionPreview(p.description)}</td>
      <RowActions prefix="pairing" name={p.pairing_name} editTo={`/admin/pairings/edit/${p.id}`} onDelete={() => onDelete(p)} />
    </tr>
  );
});
