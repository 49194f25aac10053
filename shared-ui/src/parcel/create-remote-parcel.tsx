// Wraps a remote's route modules as single-spa parcel lifecycles. Inside the shell the remotes are
// plain federated React modules (they share its router, store and server-rendered stream); a
// parcel is a separate React root for hosts that do not share our React and for each team's
// standalone page, so it receives the store, the loader context and navigation as props.
import React, { useMemo } from 'react';
import ReactDOMClient from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'shared-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import singleSpaReact from 'single-spa-react';
import type { RemoteLoaderContext, RouteModule } from 'shared-data';

export interface ParcelRoute {
  path: string;
  title: string;
  module: RouteModule;
}

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

export function createRemoteParcel(name: string, routes: ParcelRoute[]) {
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
      const objects: RouteObject[] = routes.map(({ path, module }) => ({
        path,
        loader: (args) => (module.loader ? module.loader({ ...args, context: loaderContext }) : null),
        Component: module.Component,
        errorElement: <ParcelError />,
      }));
      return createMemoryRouter(objects, { initialEntries: [initialPath ?? routes[0]?.path ?? '/'] });
    }, [initialPath, context]);
    return (
      <JotaiProvider store={ownStore}>
        <div className="remote-parcel" data-parcel={name}>
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
