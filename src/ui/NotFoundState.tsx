/**
 * The product's one not-found design inside a screen (the back office's version of the site's
 * not-found page, same parts): the cheese mark, a heading "… Not Found", one sentence, and the way
 * back as the primary button. The site's own 404 page (features/notfound) and the entry page's
 * 'Entry Not Found' draw the same classes.
 */
import { Link } from 'react-router-dom';
import { CheeseIcon } from './CheeseIcon';

export interface NotFoundStateProps {
  /** 'Submission Not Found' (Title Case, as every not-found heading). */
  title: string;
  text: string;
  back: { to: string; label: string };
}

export function NotFoundState({ title, text, back }: NotFoundStateProps) {
  return (
    <div className="notfound-page notfound-state">
      <CheeseIcon className="notfound-emoji" size={80} />
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="hero-actions route-error-actions">
        <Link to={back.to} className="btn btn-primary">{back.label}</Link>
      </div>
    </div>
  );
}
