/**
 * A back-office list's table, the same frame on every list: a labelled region that scrolls sideways
 * on a narrow screen, the column headings (a heading may be for screen readers only, e.g. Actions
 * beside icon buttons), column widths when the list sets them, and — for a windowed list — the
 * full row count for assistive technology and the spacer rows that keep the scroll height.
 */
import type { ReactNode } from 'react';
import { ScrollRegion } from '../ScrollRegion';
import type { WindowedRows } from '../windowed-rows';

/** A column's heading; `hidden`: read, not shown (e.g. Actions beside icon buttons). */
export type AdminColumn = string | { label: string; hidden: true };

export interface AdminTableProps {
  /** The region's accessible name ('Cheese table'). */
  label: string;
  className: string;
  columns: AdminColumn[];
  /** The columns' classes in the table's <colgroup>, in order ('' for one that takes the rest). */
  widths?: string[];
  /** A windowed list's rows and how many there are in all. */
  windowed?: { rows: WindowedRows; count: number };
  /** The rows (the windowed ones only, when windowed), and the empty-list row. */
  children: ReactNode;
}

const asHeading = (c: AdminColumn) => (typeof c === 'string' ? { label: c, hidden: false } : c);

export function AdminTable({ label, className, columns, widths, windowed, children }: AdminTableProps) {
  const cols = columns.map(asHeading);
  const rows = windowed?.rows;
  return (
    <ScrollRegion label={label}>
      <table className={`admin-table ${className}`} aria-rowcount={windowed ? windowed.count + 1 : undefined}>
        {widths && (
          <colgroup>
            {widths.map((width, i) => (
              <col key={i} className={width || undefined} />
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
