import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { BACK_TO_HOME } from '@/domain/messages/site';
import { CheeseIcon } from '@/ui/CheeseIcon';

/**
 * Replaces React Router's generic 'Unexpected Application Error!' page: visitors never see it. A
 * failed chunk load (e.g. after a deploy) offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main-content" className="page-shell error-page">
      <CheeseIcon className="notfound-emoji" size={80} />
      <h1>{notFound ? 'Page Not Found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? "Sorry, we couldn't find the page you're looking for."
          : 'This page failed to load. Please reload, or go back to the home page.'}
      </p>
      <div className="hero-actions route-error-actions">
        {!notFound && (
          <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
            Reload
          </button>
        )}
        <Link className="btn btn-primary" to="/">
          {BACK_TO_HOME}
        </Link>
      </div>
    </main>
  );
}
