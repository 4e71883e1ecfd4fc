/** When the server changed or deleted a pairing edited here: both versions side by side (what differs marked), Keep Mine or Take Theirs. */
import { useMemo } from 'react';
import type { Pairing } from '@/domain/types';
import type { FieldChoice } from '@/domain/merge/merge-row';
import { ConflictCompare, type ConflictMergeInput } from '@/ui/ConflictCompare';

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
  merge?: ConflictMergeInput | null;
  onResolve?: (choices: Record<string, FieldChoice>) => void;
}

export function PairingConflict({ mine, theirs, cheeseName, busy, onKeepMine, onTakeTheirs, merge, onResolve }: PairingConflictProps) {
  const fields = useMemo(() => {
    const show = (key: keyof Pairing, v: unknown) => {
      if (v === null || v === undefined || v === '') return '';
      if (key === 'cheese_id') return cheeseName(String(v));
      if (key === 'rating') return Number(v) ? `${Number(v)} out of 5` : '';
      return String(v);
    };
    return FIELDS.map(([k, label]) => ({ key: k, label, mine: show(k, mine[k]), theirs: show(k, theirs?.[k]) }));
  }, [mine, theirs, cheeseName]);
  return <ConflictCompare noun="pairing" className="pairing-conflict" fields={fields} deleted={theirs === null} busy={busy} onKeepMine={onKeepMine} onTakeTheirs={onTakeTheirs} merge={merge} onResolve={onResolve} />;
}
