/**
 * A back-office list page's frame (Cheeses, Pairings): the section labelled by its heading, the
 * heading beside the list's actions (Import CSV, Add…), then the screen's parts (toast, search,
 * problem, table, count).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface ListPageProps {
  /** The heading's id (the section is labelled by it). */
  titleId: string;
  title: string;
  /** The section's class beside `admin-page`, and the heading row's (each area keeps its stylesheet). */
  className: string;
  headClassName: string;
  /** The list's CSV import ('/admin/cheeses/import') and its Add page. */
  importTo: string;
  add: { to: string; label: string };
  /** Actions before Import CSV (Export CSV). */
  actions?: ReactNode;
  /** The screen's dialog (drawn before the heading). */
  dialog: ReactNode;
  children: ReactNode;
}

export function ListPage({ titleId, title, className, headClassName, importTo, add, actions, dialog, children }: ListPageProps) {
  return (
    <section className={`admin-page ${className}`} aria-labelledby={titleId}>
      {dialog}
      <div className={headClassName}>
        <h1 id={titleId}>{title}</h1>
        <div className="admin-actions">
          {actions}
          <Link className="btn btn-outline" to={importTo}>Import CSV</Link>
          <Link className="btn btn-primary" to={add.to}>{add.label}</Link>
        </div>
      </div>
      {children}
    </section>
  );
}
