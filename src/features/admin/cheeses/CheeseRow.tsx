/** One row of the admin cheese list (windowed: `index` is its place in the whole filtered list). */
import { memo } from 'react';
import { useImageUrl } from '@/data/react';
import { type AdminRow } from '@/data/engine';
import { descriptionPreview, originLabel } from '@/domain/cheese-rules';
import type { Cheese } from '@/domain/types';
import { SmartImage } from '@/ui/SmartImage';
import { RowActions } from '@/ui/admin/RowActions';
import { SyncMarker } from './SyncMarker';

function Thumb({ cheese }: { cheese: Cheese }) {
  const src = useImageUrl(cheese.image_url);
  return <SmartImage src={src} alt={cheese.name} width={56} height={56} slot="cheese-thumb" className="cheese-thumb" />;
}

interface Props {
  cheese: AdminRow<Cheese>;
  index: number;
  measure: (el: Element | null) => void;
  onDelete: (cheese: AdminRow<Cheese>) => void;
}

export const CheeseRow = memo(function CheeseRow({ cheese: c, index, measure, onDelete }: Props) {
  return (
    <tr data-sync={c._sync} data-index={index} aria-rowindex={index + 2} ref={measure}>
      <td className="cheese-thumb-cell">
        <Thumb cheese={c} />
      </td>
      <td className="cheese-name-cell">
        <strong>{c.name}</strong>
        <span className="hint">{c.type}</span>
        <SyncMarker state={c._sync} error={c._error} />
      </td>
      <td className="cheese-milk-cell">
        <span className={`milk-badge milk-${c.milk.toLowerCase()}`}>{c.milk}</span>
      </td>
      <td className="cheese-origin">{originLabel(c)}</td>
      <td className="cheese-ageing">{c.ageing_period || '-'}</td>
      <td className="cheese-description"><span title={c.description}>{descriptionPreview(c.description)}</span></td>
      <RowActions prefix="cheese" name={c.name} editTo={`/admin/cheeses/edit/${c.id}`} onDelete={() => onDelete(c)} />
    </tr>
  );
});
