import { data, Link } from 'shared-router';
import type { RouteModule } from 'shared-data';

export function NotFoundScreen() {
  return (
    <section className="page page--narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p className="not-found__actions">
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
        <Link className="button" to="/products">
          Browse all products
        </Link>
      </p>
    </section>
  );
}

/** The catch-all route: answers HTTP 404 and renders the Page Not Found screen. */
export const notFoundPage: RouteModule = {
  loader: () => {
    throw data(null, { status: 404, statusText: 'Not Found' });
  },
  Component: NotFoundScreen,
};
