/** When the server changed or deleted a cheese edited here, both versions side by side: keep mine or take theirs. */
import { useState } from 'react';
import { resolveConflict, useConflicts } from '@/data';
import type { Cheese } from '@/domain/types';
import { CONFLICT_LOSER_KEPT } from '@/domain/messages';
import { Button } from '@/ui/Button';

const FIELDS: [keyof Cheese, string][] = [
  ['name', 'Name'], ['type', 'Type'], ['milk', 'Milk'], ['origin_country', 'Origin country'], ['origin_region', 'Origin region'],
  ['ageing_period', 'Ageing period'], ['description', 'Description'], ['image_url', 'Image'],
];

export function CheeseConflict({ id }: { id: string }) {
  const conflict = useConflicts().find((c) => c.table === 'cheeses' && c.id === id);
  const [error, setError] = useState<string | null>(null);
  if (!conflict) return null;
  const mine = conflict.mine as Partial<Cheese>;
  const theirs = conflict.theirs as Cheese | null;
  const choose = (choice: 'mine' | 'theirs') => resolveConflict('cheeses', id, choice).then(() => setError(null), (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  const show = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
  return (
    <div className="admin-card cheese-conflict" role="alert">
      <h2>This cheese was changed elsewhere</h2>
      <p>{theirs ? 'Someone saved another version on the server.' : 'This cheese was deleted on the server.'} Choose which version to keep. {CONFLICT_LOSER_KEPT}</p>
      <div className="cheese-conflict-grid">
        <div>
          <h3>Your version</h3>
          <dl>
            {FIELDS.filter(([k]) => k in mine).map(([k, label]) => (
              <div key={k}>
                <dt>{label}</dt>
                <dd>{show(mine[k])}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3>Server version</h3>
          {theirs ? (
            <dl>
              {FIELDS.map(([k, label]) => (
                <div key={k}>
                  <dt>{label}</dt>
                  <dd>{show(theirs[k])}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>Deleted</p>
          )}
        </div>
      </div>
      {error && <p className="admin-message admin-message-error">{error}</p>}
      <div className="admin-actions">
        <Button onClick={() => void choose('mine')}>Keep mine</Button>
        <Button variant="outline" onClick={() => void choose('theirs')}>
          Take theirs
        </Button>
      </div>
    </div>
  );
}
