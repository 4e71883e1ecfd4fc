/**
 * A back-office form page's frame (Add Cheese, Edit Pairing…): the page heading beside the way back
 * to its list, then the screen's parts (sync marker, conflict, problem, form, history).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';

export interface RecordFormPageProps {
  /** The heading's id (the section is labelled by it). */
  titleId: string;
  title: string;
  /** The heading row's class (each area keeps its stylesheet). */
  headClassName: string;
  back: { to: string; label: string };
  children: ReactNode;
}

export function RecordFormPage({ titleId, title, headClassName, back, children }: RecordFormPageProps) {
  return (
    <section className="admin-page" aria-labelledby={titleId}>
      <div className={headClassName}>
        <h1 id={titleId}>{title}</h1>
        <Link to={back.to} className="back-link"><ArrowLeft size={16} aria-hidden="true" /> {back.label}</Link>
      </div>
      {children}
    </section>
  );
}
