// Typed route modules and their data, the way Hydrogen's `useLoaderData<typeof loader>()` works: a
// component's data type comes from its route's loader, so no component casts loader data. This is
// the one place that tells react-router's untyped hooks what the loaders returned.
import { useLoaderData, useRouteLoaderData } from 'shared-router';
import type { RemoteLoaderArgs, RouteModule } from './route-module';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any loader, whatever its arguments
type AnyLoader = (args: any) => unknown;

/** What a loader resolves to (its thrown responses and redirects are not data). */
export type LoaderData<Loader extends AnyLoader> = Awaited<ReturnType<Loader>>;

/**
 * A route module whose data type is inferred from its loader: `title` and `meta` receive exactly
 * what `loader` returns.
 */
export function defineRoute<Data>(module: RouteModule<Data> & { loader: (args: RemoteLoaderArgs) => Promise<Data> | Data }): RouteModule<Data>;
export function defineRoute(module: RouteModule<null> & { loader?: undefined }): RouteModule<null>;
export function defineRoute<Data>(module: RouteModule<Data>): RouteModule<Data> {
  return module;
}

/** The current route's data, typed from its loader: `useRouteData<typeof loader>()`. */
export function useRouteData<Loader extends AnyLoader>(): LoaderData<Loader> {
  return useLoaderData() as LoaderData<Loader>;
}

/** Data of an ancestor route by id (undefined when that route is not rendered), typed from its loader. */
export function useAncestorRouteData<Loader extends AnyLoader>(routeId: string): LoaderData<Loader> | undefined {
  return useRouteLoaderData(routeId) as LoaderData<Loader> | undefined;
}
