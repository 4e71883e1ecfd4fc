import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Replaces React Router's generic 'Unexpected Application Error!' page: visitors never see it. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="page-shell error-page">
      <h1>{notFound ? 'Page Not Found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? "Sorry, we couldn't find the page you're looking for."
          : 'This page failed to load. Please reload, or go back to the home page.'}
      </p>
      <Link className="btn btn-primary" to="/">
        Back to Home
      </Link>
    </main>
  );
}
