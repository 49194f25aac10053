// Browser start-up: register the remotes at the exact versions the server rendered with, load the
// modules of the current page, then hydrate the server-rendered document.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'shared-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { authUserFromSession, currentSessionUser, loadBrowserDb, hydrateAuthState, startFirebase } from 'shared-auth';
import type { RootLoaderData } from 'shared-data';
import 'shared-ui/styles.css';
import './styles/shell.css';
import { createAppRoutes, loadAdminNeeds, type RequestScope, type RouteHandle } from './app/app-routes';
import { createRouteModuleSource } from './app/remote-modules';
import { RouteModulesProvider } from './app/route-modules-context';
import { Document } from './app/document';
import { CLIENT_CONFIG_GLOBAL } from './app/client-config';
import { createBrowserRemotes } from './federation/browser-remotes';
import { installFirstPartyAnalytics } from './lib/analytics-consent';

async function start() {
  const config = window[CLIENT_CONFIG_GLOBAL];
  const rootData = (window.__staticRouterHydrationData?.loaderData as Record<string, RootLoaderData | undefined> | undefined)?.root;
  installFirstPartyAnalytics(rootData?.settings.analytics);
  startFirebase(config.backend);
  const remotes = createBrowserRemotes(config.remotes);
  const modules = createRouteModuleSource(remotes);
  const scope: RequestScope = {
    modules,
    loaderContext: async (_request, { guard }) => ({
      db: await loadBrowserDb(),
      user: await currentSessionUser({ forceRefresh: guard !== undefined }),
      server: false,
      origin: window.location.origin,
    }),
  };
  const routes = createAppRoutes({ scope: () => scope });

  // The first render must match the server's, so the current page's modules load before hydrating.
  const errors = window.__staticRouterHydrationData?.errors ?? {};
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async (match) => {
      const entry = (match.route.handle as RouteHandle | undefined)?.entry;
      if (!entry || entry.owner === 'shell' || match.route.id === undefined || errors[match.route.id]) return;
      await Promise.all([modules.load(entry.owner, entry.module), entry.guard === 'admin' ? loadAdminNeeds() : undefined]).catch(() => undefined);
    }),
  );

  const router = createBrowserRouter(routes);
  // The first render shows the user as the server did; the auth service takes over after hydration.
  const store = createStore();
  hydrateAuthState(store, rootData?.user ? authUserFromSession(rootData.user) : null);
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
}

void start().then(() => {
  if (window[CLIENT_CONFIG_GLOBAL].dev) void import('./federation/dev-reload').then(({ reloadOnRedeploy }) => reloadOnRedeploy());
});
