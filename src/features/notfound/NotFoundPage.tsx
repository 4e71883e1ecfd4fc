/** The page for routes that match nothing (never React Router's generic error page). */
import { Link } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { BACK_TO_HOME } from '@/domain/messages/site';
import { usePageMeta } from '@/ui/head/use-page-meta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { CheeseIcon } from '@/ui/CheeseIcon';

export const PAGE_NOT_FOUND_TITLE = 'Page Not Found';
export const PAGE_NOT_FOUND_TEXT = "Sorry, we couldn't find the page you're looking for.";

export default function NotFoundPage() {
  const auth = useAuth();
  usePageMeta({ title: PAGE_NOT_FOUND_TITLE, noindex: true });
  return (
    <PublicLayout auth={auth}>
      <div className="container notfound-page">
        <CheeseIcon className="notfound-emoji" size={80} />
        <h1>{PAGE_NOT_FOUND_TITLE}</h1>
        <p>{PAGE_NOT_FOUND_TEXT}</p>
        <div className="hero-actions route-error-actions">
          <Link to="/" className="btn btn-primary">
            {BACK_TO_HOME}
          </Link>
          <Link to="/discover" className="btn btn-outline">
            Discover
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}
