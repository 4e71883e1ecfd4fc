/** When the server changed or deleted a cheese edited here: the fields in conflict side by side, a choice per field (or Keep Mine / Take Theirs). */
import { useMemo, useState } from 'react';
import { resolveConflict } from '@/data';
import { useConflicts } from '@/data/react';
import type { ConflictChoice } from '@/data/engine';
import type { Cheese } from '@/domain/types';
import { ConflictCompare } from '@/ui/ConflictCompare';

const FIELDS: [keyof Cheese, string][] = [
  ['name', 'Name'], ['type', 'Type'], ['milk', 'Milk'], ['origin_country', 'Origin country'], ['origin_region', 'Origin region'],
  ['ageing_period', 'Ageing period'], ['description', 'Description'], ['image_url', 'Image'],
];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function CheeseConflict({ id }: { id: string }) {
  const conflict = useConflicts().find((c) => c.table === 'cheeses' && c.id === id);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = conflict?.mine as Partial<Cheese> | undefined;
  const theirs = conflict?.theirs as Cheese | null | undefined;
  // Only the fields this device's change carries are compared (the rest is not in question).
  const fields = useMemo(
    () => (mine ? FIELDS.filter(([k]) => k in mine).map(([k, label]) => ({ key: k, label, mine: text(mine[k]), theirs: text(theirs?.[k]) })) : []),
    [mine, theirs],
  );
  if (!conflict) return null;
  const choose = (choice: ConflictChoice) => {
    setBusy(true);
    resolveConflict('cheeses', id, choice).then(
      () => setError(null),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    ).finally(() => setBusy(false));
  };
  return (
    <ConflictCompare noun="cheese" className="cheese-conflict" fields={fields} deleted={!theirs} busy={busy} error={error}
      merge={{ table: 'cheeses', bases: conflict.bases, mine: conflict.mine, theirs: conflict.theirs }} onResolve={(fields) => choose({ fields })}
      onKeepMine={() => choose('mine')} onTakeTheirs={() => choose('theirs')} />
  );
}
