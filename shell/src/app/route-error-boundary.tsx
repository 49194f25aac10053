// What a route shows when its loader or page fails: Page Not Found for 404s, the remote fallback
// for 503s (remote down), "Opening the admin area" for a new administrator whose token predates the
// role, and an error with Retry otherwise.
import { useEffect, useRef } from 'react';
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

/** The reason of the guard's answer to a new administrator whose token predates the role (applyGuard). */
export const ADMIN_TOKEN_REFRESH = 'admin-token-refresh';

function isAdminTokenRefresh(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.data as { reason?: unknown } | null)?.reason === ADMIN_TOKEN_REFRESH;
}

/**
 * The server saw a sign-in whose token was issued before the admin role was granted. In the browser
 * the guard force-refreshes the token (and the session cookie with it), so loading the page again
 * there opens it; if the role was taken away meanwhile, that load sends them home as usual.
 */
function AdminAccessRefresh() {
  const { revalidate } = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    // Once per mount: a second answer like this one comes only from the server.
    if (asked.current) return;
    asked.current = true;
    void revalidate();
  }, [revalidate]);
  return (
    <section className="page page--narrow" aria-busy="true">
      <PageHead title="Opening the admin area" meta={{ noindex: true }} />
      <h1>Opening the admin area…</h1>
      <p role="status">You were made an administrator after you signed in; your access is being brought up to date.</p>
    </section>
  );
}

export function RouteErrorBoundary({ root = false }: { root?: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const matches = useMatches();
  const entryTitle = (matches.at(-1)?.handle as RouteHandle | undefined)?.entry.title;
  if (isAdminTokenRefresh(error)) return <AdminAccessRefresh />;
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
