import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { BACK_TO_HOME } from '@/domain/messages/site';
import { CheeseIcon } from '@/ui/CheeseIcon';
import NotFoundPage from '@/features/notfound/NotFoundPage';

/**
 * Replaces React Router's generic 'Unexpected Application Error!' page: visitors never see it. A
 * failed chunk load (e.g. after a deploy) offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  // A 404 thrown by a route shows the one not-found page (the same as an unmatched path).
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main id="main-content" className="page-shell error-page">
      <CheeseIcon className="notfound-emoji" size={80} />
      <h1>Something went wrong</h1>
      <p>This page failed to load. Please reload, or go back to the home page.</p>
      <div className="hero-actions route-error-actions">
        <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="btn btn-primary" to="/">
          {BACK_TO_HOME}
        </Link>
      </div>
    </main>
  );
}
