// Browser start-up: register the remotes at the exact versions the server rendered with, load the
// modules of the current page, then hydrate the server-rendered document.
//
// Start-up runs in steps, each its own task (see step() below): evaluating the data layer, the
// routes and React DOM and then starting hydration in one go was a single 35–50 ms task on this
// machine (150–210 ms on Lighthouse's slow phone), long enough to delay a tap and most of the
// page's Total Blocking Time; three stages were still 25–50 ms each (issue 44). The steps' modules
// are in this chunk or the shell's shared modules (webpackMode "eager": no extra request); only
// their evaluation waits for its step.
import 'shared-ui/styles.css';
import './styles/shell.css';
import { CLIENT_CONFIG_GLOBAL, HYDRATING_EVENT } from './app/client-config';
import type { RequestScope } from './app/app-routes';
import type { RouteHandle } from './app/route-handle';
import type { RootLoaderData } from 'shared-data';
import { yieldToBrowser } from './lib/yield-to-browser';

/**
 * One step of start-up: a task of its own (it begins by yielding to the browser), measured as User
 * Timing "start: <name>" (Chrome's Performance panel and Lighthouse's user-timings audit show it),
 * so the cost of each step can be read off any trace. The steps are cut so that, on Lighthouse's
 * slow phone (4× this machine's CPU), none is a long task (50 ms) by itself: evaluating the shared
 * packages, the remotes' start, React DOM and the hydration each go separately.
 */
async function step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  await yieldToBrowser();
  const begin = performance.now();
  const result = await work();
  performance.measure(`start: ${name}`, { start: begin, end: performance.now() });
  return result;
}

async function start() {
  const config = window[CLIENT_CONFIG_GLOBAL];
  const rootData = (window.__staticRouterHydrationData?.loaderData as Record<string, RootLoaderData | undefined> | undefined)?.root;

  // 1. The data layer: the router (which shared-data needs; React Router is a third of
  // shared-data's evaluation), shared-data and shared-ui (which shared-auth needs) evaluated one by
  // one; analytics catch the first page view; the backend's configuration.
  await step('shared-router', () => import(/* webpackMode: "eager" */ 'shared-router'));
  const sharedData = await step('shared-data', () => import(/* webpackMode: "eager" */ 'shared-data'));
  const { afterHydration } = await step('shared-ui', () => import(/* webpackMode: "eager" */ 'shared-ui'));
  const auth = await step('shared-auth and analytics', async () => {
    const [authModule, { installFirstPartyAnalytics }] = await Promise.all([
      import(/* webpackMode: "eager" */ 'shared-auth'),
      import(/* webpackMode: "eager" */ './lib/analytics-consent'),
    ]);
    installFirstPartyAnalytics(rootData?.settings.analytics, afterHydration());
    authModule.startFirebase(config.backend);
    return authModule;
  });

  // 2. The routes, and the remotes' modules the page shows (the first render must match the server's).
  const [{ createAppRoutes, loadAdminNeeds }, { createRouteModuleSource }, { createBrowserRemotes }, { matchRoutes, createBrowserRouter, RouterProvider }] =
    await step('routes', () =>
      Promise.all([
        import(/* webpackMode: "eager" */ './app/app-routes'),
        import(/* webpackMode: "eager" */ './app/remote-modules'),
        import(/* webpackMode: "eager" */ './federation/browser-remotes'),
        import(/* webpackMode: "eager" */ 'shared-router'),
      ]),
    );
  const { modules, routes } = await step('remotes', () => {
    const modules = createRouteModuleSource(createBrowserRemotes(config.remotes));
    const scope: RequestScope = {
      modules,
      loaderContext: async (_request, { guard }) => ({
        db: await auth.loadBrowserDb(),
        user: await auth.currentSessionUser({ forceRefresh: guard !== undefined }),
        server: false,
        origin: window.location.origin,
      }),
    };
    return { modules, routes: createAppRoutes({ scope: () => scope }) };
  });
  const schemasAfterHydration = await step('page modules', async () => {
    const errors = window.__staticRouterHydrationData?.errors ?? {};
    const entries = (matchRoutes(routes, window.location) ?? []).flatMap((match) => {
      const entry = (match.route.handle as RouteHandle | undefined)?.entry;
      return entry && match.route.id !== undefined && !errors[match.route.id] ? [entry] : [];
    });
    await Promise.all(
      entries.map(({ owner, module, guard, schemasLater }) =>
        owner === 'shell'
          ? undefined
          : Promise.all([modules.load(owner, module), guard === 'admin' ? loadAdminNeeds({ schemasLater }) : undefined]).catch(() => undefined),
      ),
    );
    // An admin page that opened without zod (the dashboard) gets it once interactive, for the editors.
    return entries.some((entry) => entry.guard === 'admin' && entry.schemasLater);
  });

  // 3. React DOM (the largest module, alone), the router and the auth state, hydration.
  const { hydrateRoot } = await step('react-dom', () => import(/* webpackMode: "eager" */ 'react-dom/client'));
  const [{ startTransition, StrictMode }, { createStore, Provider: JotaiProvider }, { RouteModulesProvider }, { Document }] = await step(
    'react, jotai and the document',
    () =>
      Promise.all([
        import(/* webpackMode: "eager" */ 'react'),
        import(/* webpackMode: "eager" */ 'jotai'),
        import(/* webpackMode: "eager" */ './app/route-modules-context'),
        import(/* webpackMode: "eager" */ './app/document'),
      ]),
  );
  const { router, store } = await step('router and auth state', () => {
    // The first render shows the user as the server did; the auth service takes over after hydration.
    const store = createStore();
    auth.hydrateAuthState(store, rootData?.user ? auth.authUserFromSession(rootData.user) : null);
    return { router: createBrowserRouter(routes), store };
  });
  await yieldToBrowser();
  // The inline loader takes its busy marks off the buttons tapped so far (React would see them as
  // attributes it did not render) and holds later taps unmarked until they can be replayed.
  document.dispatchEvent(new Event(HYDRATING_EVENT));
  // Hydration as a transition, as React Router's own browser entry does: React yields to the
  // browser every few milliseconds instead of hydrating the page in one long task, so a tap or a
  // key press during start-up is handled at once (hydration of that part first) and the main thread
  // is never blocked for long.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document head={config.head}>
          <JotaiProvider store={store}>
            <RouteModulesProvider value={modules}>
              <RouterProvider router={router} />
            </RouteModulesProvider>
          </JotaiProvider>
        </Document>
      </StrictMode>,
    );
  });
  if (schemasAfterHydration) void afterHydration().then(() => sharedData.loadSchemas().catch(() => undefined)); // a form's check tries again
}

void start().then(() => {
  if (window[CLIENT_CONFIG_GLOBAL].dev) void import('./federation/dev-reload').then(({ reloadOnRedeploy }) => reloadOnRedeploy());
});
