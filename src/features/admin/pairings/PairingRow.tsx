/** One row of the admin pairing list (windowed: `index` is its place in the whole filtered list). */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { AdminRow } from '@/data';
import { pairingDescriptionPreview, ratingStars } from '@/domain/pairing-rules';
import type { Pairing } from '@/domain/types';
import { SyncMarker } from '@/ui/SyncMarker';

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
      <td>{cheeseName(p.cheese_id)}</td>
      <td>{p.pairing_type}</td>
      <td>
        <strong>{p.pairing_name}</strong>
        <SyncMarker state={p._sync} error={p._error} />
      </td>
      <td>
        {p.rating ? (
          <span className="pairing-stars" role="img" aria-label={`${p.rating} out of 5`}>{ratingStars(p.rating)}</span>
        ) : (
          <span className="muted">-</span>
        )}
      </td>
      <td className="pairing-description">{pairingDescriptionPreview(p.description)}</td>
      <td className="pairing-actions">
        <Link className="btn btn-ghost" to={`/admin/pairings/edit/${p.id}`} aria-label={`Edit ${p.pairing_name}`}>Edit</Link>
        <button type="button" className="btn btn-ghost pairing-delete" onClick={() => onDelete(p)} aria-label={`Delete ${p.pairing_name}`}>
          Delete
        </button>
      </td>
    </tr>
  );
});
