// /test — proves the page was rendered on the server (server time and how long the server took to
// route and load it) and that hydration completed in the browser.
import { defineRoute, useHydrated, useRouteData, type RemoteLoaderArgs } from 'shared-data';

interface SsrTestData {
  renderedOnServer: boolean;
  serverTime: string;
  serverDurationMs: number | null;
}

function SsrTestPage() {
  const info = useRouteData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <section className="page page--narrow">
      <h1>SSR Test Page</h1>
      <dl className="facts">
        <dt>Rendered on</dt>
        <dd data-testid="rendered-on">{info.renderedOnServer ? 'the server' : 'the browser'}</dd>
        <dt>Server time</dt>
        <dd>
          <time dateTime={info.serverTime} data-testid="server-time">
            {info.serverTime}
          </time>
        </dd>
        <dt>Server render duration</dt>
        <dd data-testid="render-duration">{info.serverDurationMs === null ? 'not rendered on the server' : `${info.serverDurationMs.toFixed(1)} ms`}</dd>
        <dt>Hydration</dt>
        <dd>
          {/* A live region inside the term's definition (a <dd> may not itself be a status). */}
          <span data-testid="hydration-status" role="status">
            {hydrated ? 'Hydration completed' : 'Waiting for hydration…'}
          </span>
        </dd>
      </dl>
    </section>
  );
}

function loader({ context, request }: RemoteLoaderArgs): SsrTestData {
  const started = requestStartTimes.get(request);
  return {
    renderedOnServer: context.server,
    serverTime: new Date().toISOString(),
    serverDurationMs: context.server && started !== undefined ? performance.now() - started : null,
  };
}

export const ssrTestPage = defineRoute({
  loader,
  Component: SsrTestPage,
});

/** The server records when each request arrived, so the page can report its render duration. */
export const requestStartTimes = new WeakMap<Request, number>();
