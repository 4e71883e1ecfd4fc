/**
 * The product's one not-found view: the cheese mark, a heading "… Not Found", one sentence, and the
 * ways back (the first as the primary button). The site's own 404 page (features/notfound), the
 * entry page's 'Entry Not Found' and the back office's missing records all draw it.
 */
import { Link } from 'react-router-dom';
import { CheeseIcon } from './CheeseIcon';

export interface NotFoundLink {
  to: string;
  label: string;
}

export interface NotFoundStateProps {
  /** 'Submission Not Found' (Title Case, as every not-found heading). */
  title: string;
  text: string;
  /** The way back, as the primary button. */
  back: NotFoundLink;
  /** Further ways on, as outline buttons. */
  more?: NotFoundLink[];
  /** Classes beside `notfound-page` (default `notfound-state`, the look inside a screen). */
  className?: string;
  /** 'status' when the page says something passing (offline) rather than a missing thing. */
  role?: 'status';
}

export function NotFoundState({ title, text, back, more = [], className = 'notfound-state', role }: NotFoundStateProps) {
  return (
    <div className={`${className} notfound-page`} role={role}>
      <CheeseIcon className="notfound-emoji" size={80} />
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="hero-actions route-error-actions">
        <Link to={back.to} className="btn btn-primary">{back.label}</Link>
        {more.map((link) => (
          <Link key={link.to} to={link.to} className="btn btn-outline">{link.label}</Link>
        ))}
      </div>
    </div>
  );
}
