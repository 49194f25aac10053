// What a route shows when its loader or page fails: Page Not Found for 404s, the remote fallback
// for 503s (remote down), and an error with Retry otherwise.
import { isRouteErrorResponse, useMatches, useRevalidator, useRouteError } from 'shared-router';
import type { RemoteName } from 'shared-data/routes';
import { NotFoundScreen } from '../pages/not-found-page';
import { PageHead } from './page-head';
import { RemoteUnavailable } from './remote-unavailable';
import type { RouteHandle } from './route-handle';

function remoteOf(error: unknown): RemoteName | null {
  if (!isRouteErrorResponse(error) || error.status !== 503) return null;
  const remote = (error.data as { remote?: unknown } | null)?.remote;
  return remote === 'catalog' || remote === 'account' || remote === 'content' || remote === 'admin' ? remote : null;
}

export function RouteErrorBoundary({ root = false }: { root?: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const matches = useMatches();
  const entryTitle = (matches.at(-1)?.handle as RouteHandle | undefined)?.entry.title;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <PageHead title="Page Not Found" meta={{ noindex: true }} />
        <NotFoundScreen />
      </>
    );
  }
  const remote = remoteOf(error);
  if (remote) {
    return (
      <>
        <PageHead title={entryTitle ?? 'Unavailable'} meta={{ noindex: true }} />
        <RemoteUnavailable remote={remote} />
      </>
    );
  }
  if (!root) console.error('Route error:', error);
  return (
    <section className="page page--narrow" role="alert">
      <PageHead title="Something went wrong" meta={{ noindex: true }} />
      <h1>Something went wrong</h1>
      <p>We could not show this page. Please try again; if it keeps failing, come back a little later.</p>
      <button type="button" className="button button--primary" onClick={() => void revalidator.revalidate()}>
        Retry
      </button>
    </section>
  );
}
