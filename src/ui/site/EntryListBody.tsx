/** A public list page's body: the failed read (when nothing is shown), the empty line, or the grid of cards. */
import type { ReactNode } from 'react';
import { LoadErrorState } from './LoadErrorState';

export function EntryListBody<T extends { id: string }>(props: {
  /** Names the page's state classes (`discover-state`). */
  prefix: 'discover' | 'tag';
  error: string | null;
  entries: T[];
  /** Whether the empty line shows instead of the grid. */
  empty: boolean;
  emptyText: string;
  gridClassName: string;
  card: (entry: T, priority: boolean) => ReactNode;
}) {
  if (props.error && props.entries.length === 0) return <LoadErrorState prefix={props.prefix} error={props.error} />;
  if (props.empty) return <p className={`${props.prefix}-state`}>{props.emptyText}</p>;
  return (
    <ul className={props.gridClassName}>
      {props.entries.map((entry, i) => (
        // The first card is in view on every screen: its image is the page's largest paint.
        <li key={entry.id}>{props.card(entry, i === 0)}</li>
      ))}
    </ul>
  );
}
