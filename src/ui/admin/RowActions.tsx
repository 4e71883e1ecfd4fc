/**
 * A list row's Edit link and Delete button, icon buttons named after the row ('Edit Brie', 'Delete
 * Brie'), in the cell `<prefix>-actions` (the button's class `<prefix>-delete`).
 */
import { Link } from 'react-router-dom';
import { Pencil, Trash2 } from 'lucide-react';

export function RowActions({ prefix, name, editTo, onDelete }: { prefix: string; name: string; editTo: string; onDelete: () => void }) {
  return (
    <td className={`${prefix}-actions`}>
      <Link className="btn btn-ghost btn-icon" to={editTo} aria-label={`Edit ${name}`} title="Edit">
        <Pencil size={18} aria-hidden="true" />
      </Link>
      <button type="button" className={`btn btn-ghost btn-icon ${prefix}-delete`} onClick={onDelete} aria-label={`Delete ${name}`} title="Delete">
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </td>
  );
}
