/**
 * A back-office list's table, the same frame on every list: a labelled region that scrolls sideways
 * on a narrow screen, the column headings (a heading may be for screen readers only, e.g. Actions
 * beside icon buttons), column widths when the list sets them, and — for a windowed list — the
 * full row count for assistive technology and the spacer rows that keep the scroll height.
 */
import type { ReactNode } from 'react';
import { ScrollRegion } from '../ScrollRegion';
import type { WindowedRows } from '../windowed-rows';

export interface AdminColumn {
  label: string;
  /** The heading is read, not shown. */
  hidden?: boolean;
  /** The column's class in the table's <colgroup> ('' for a column that takes the rest). */
  col?: string;
}

export interface AdminTableProps {
  /** The region's accessible name ('Cheese table'). */
  label: string;
  className: string;
  columns: (string | AdminColumn)[];
  /** A windowed list's rows and how many there are in all. */
  windowed?: { rows: WindowedRows; count: number };
  /** The rows (the windowed ones only, when windowed), and the empty-list row. */
  children: ReactNode;
}

const asColumn = (c: string | AdminColumn): AdminColumn => (typeof c === 'string' ? { label: c } : c);

export function AdminTable({ label, className, columns, windowed, children }: AdminTableProps) {
  const cols = columns.map(asColumn);
  const sized = cols.some((c) => c.col !== undefined);
  const rows = windowed?.rows;
  return (
    <ScrollRegion label={label}>
      <table className={`admin-table ${className}`} aria-rowcount={windowed ? windowed.count + 1 : undefined}>
        {sized && (
          <colgroup>
            {cols.map((c) => (
              <col key={c.label} className={c.col || undefined} />
            ))}
          </colgroup>
        )}
        <thead>
          <tr aria-rowindex={windowed ? 1 : undefined}>
            {cols.map((c) => (
              <th key={c.label} scope="col">
                {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={rows?.bodyRef} onFocus={rows?.onFocus}>
          {rows?.spacer('before', cols.length)}
          {children}
          {rows?.spacer('after', cols.length)}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
