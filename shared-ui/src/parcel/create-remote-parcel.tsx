// Wraps a remote's route modules as single-spa parcel lifecycles. Inside the shell the remotes are
// plain federated React modules (they share its router, store and server-rendered stream); a
// parcel is a separate React root for hosts that do not share our React and for each team's
// standalone page, so it receives the store, the loader context and navigation as props. Which
// routes a remote has comes from the route table; the modules load on first visit.
import React, { useMemo } from 'react';
import ReactDOMClient from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs, type RouteObject } from 'shared-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import singleSpaReact from 'single-spa-react';
import type { RemoteLoaderContext, RouteModule } from 'shared-data';
import { adminLayoutRoute, routeTable, type RemoteName, type RouteEntry } from 'shared-data/routes';

/** Loads a route module of the remote by its name in the route table (`src/routes/<module>.tsx`). */
export type RouteModuleLoader = (module: string) => Promise<{ default: RouteModule }>;

export interface RemoteParcelProps {
  /** The host's jotai store; a parcel of its own is created when absent. */
  store?: ReturnType<typeof createStore>;
  /** Called with paths outside this remote, so the host can navigate. */
  navigate?: (path: string) => void;
  initialPath?: string;
  context?: Partial<RemoteLoaderContext>;
}

function ParcelError() {
  return (
    <p role="alert" className="parcel-error">
      This section could not be shown. Please reload the page.
    </p>
  );
}

/** The remote's pages from the route table (admin pages inside the admin layout). */
export function parcelRoutesOf(remote: RemoteName): RouteEntry[] {
  return routeTable.filter((route) => route.owner === remote);
}

function toParcelRoute(route: RouteEntry, loadModule: RouteModuleLoader, context: () => RemoteLoaderContext, path: string | undefined): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    errorElement: <ParcelError />,
    lazy: async () => {
      const module = (await loadModule(route.module)).default;
      const { loader } = module;
      return {
        Component: module.Component,
        ...(loader ? { loader: (args: LoaderFunctionArgs) => loader({ ...args, context: context() }) } : {}),
      };
    },
  } as RouteObject;
}

export function createRemoteParcel(remote: RemoteName, loadModule: RouteModuleLoader) {
  const routes = parcelRoutesOf(remote);

  function ParcelRoot({ store, initialPath, context }: RemoteParcelProps) {
    const ownStore = useMemo(() => store ?? createStore(), [store]);
    const router = useMemo(() => {
      const loaderContext: RemoteLoaderContext = {
        db: null,
        user: null,
        server: false,
        origin: window.location.origin,
        ...context,
      };
      const contextOf = () => loaderContext;
      const pages = routes.filter((route) => route.chrome === 'public').map((route) => toParcelRoute(route, loadModule, contextOf, route.path));
      const adminPages = routes.filter((route) => route.chrome === 'admin');
      const objects: RouteObject[] = adminPages.length
        ? [
            ...pages,
            {
              ...toParcelRoute(adminLayoutRoute, loadModule, contextOf, adminLayoutRoute.path),
              children: adminPages.map((route) =>
                toParcelRoute(
                  route,
                  loadModule,
                  contextOf,
                  route.path === adminLayoutRoute.path ? undefined : route.path.slice(`${adminLayoutRoute.path}/`.length),
                ),
              ),
            } as RouteObject,
          ]
        : pages;
      return createMemoryRouter(objects, { initialEntries: [initialPath ?? routes[0]?.path ?? '/'] });
    }, [initialPath, context]);
    return (
      <JotaiProvider store={ownStore}>
        <div className="remote-parcel" data-parcel={remote}>
          <RouterProvider router={router} />
        </div>
      </JotaiProvider>
    );
  }

  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: () => <ParcelError />,
  });
}
