// Turns the route table into react-router route objects. The same objects run on the server
// (static handler) and in the browser (data router), so loaders, guards and titles behave alike.
// They hold nothing of one request: the server builds them once and gives each request its own
// scope (route modules, loader context) through the static handler's requestContext, and the
// elements read the module source from React context.
import { data, redirect, type LoaderFunctionArgs, type NonIndexRouteObject, type RouteObject, type ShouldRevalidateFunction } from 'shared-router';
import type { RemoteLoaderContext, RouteModule } from 'shared-data';
import {
  consentFromCookies,
  fetchGlobalSeo,
  fetchSilverRateToday,
  fetchSiteSettings,
  loadCategories,
  loadSchemas,
  ROOT_ROUTE_ID,
  type RootLoaderData,
} from 'shared-data';
import { withoutClientParams } from 'shared-data/routes';
import { adminLayoutRoute, notFoundRoute, routeTable, type Guard, type RouteEntry } from 'shared-data/routes';
import { RemoteUnavailableError, type RouteModuleSource } from './remote-modules';
import { RemoteRoute } from './remote-route';
import { RootLayout } from './root-layout';
import { PublicLayout } from './public-layout';
import { ADMIN_TOKEN_REFRESH, RouteErrorBoundary } from './route-error-boundary';
import type { RouteHandle } from './route-handle';
import { shellPages } from '../pages/shell-pages';

/** What one request (server) or one page load (browser) renders with. */
export interface RequestScope {
  modules: RouteModuleSource;
  /**
   * The context handed to every loader of this request (server) or navigation (browser). `guard`
   * says the route needs a user: the browser then force-refreshes the ID token to read the admin
   * claim (docs/product-spec.md §4).
   */
  loaderContext(request: Request, options: { guard?: Guard }): Promise<RemoteLoaderContext> | RemoteLoaderContext;
}

export interface AppEnvironment {
  /**
   * The scope of the request a loader runs for, from its arguments: the server's static handler
   * passes it as `context` (its requestContext); the browser has one for the page.
   */
  scope(args: { context?: unknown }): RequestScope;
  /**
   * Reads every page needs (site settings): the server keeps them for a short while across
   * requests instead of reading them for each page; the browser reads them once per load.
   */
  shared?<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** The full original path with its query, for `/login?redirect=`. */
function originalPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** docs/product-spec.md §4 steps 3–4: anonymous users go to login, non-admins on admin routes go home. */
export function applyGuard(entry: RouteEntry, request: Request, context: RemoteLoaderContext): void {
  if (!entry.guard) return;
  if (!context.user) throw redirect(`/login?redirect=${encodeURIComponent(originalPath(request))}`);
  if (entry.guard === 'admin' && context.user.admin !== true) {
    // Made an administrator after this sign-in's token was issued: the page asks the browser to
    // refresh the token (the browser's guard always does) rather than sending them home.
    if (context.user.adminPending === true) throw data({ reason: ADMIN_TOKEN_REFRESH }, { status: 403 });
    throw redirect('/');
  }
}

/**
 * What an admin page needs before it renders, loaded beside the remote's module instead of after
 * it: shared-data/admin (the admin's writes, schemas and roll-ups), from the shell's build so that
 * it uses the shell's zod, and zod itself (the admin's editors check their forms as the staff
 * type; storefront pages download it on first need). A page marked `schemasLater` (the dashboard,
 * the layout) does not wait for zod: the shell fetches it once the page is interactive.
 */
export function loadAdminNeeds(entry: Pick<RouteEntry, 'schemasLater'>): Promise<unknown> {
  return Promise.all([import('shared-data/admin'), entry.schemasLater ? undefined : loadSchemas()]);
}

async function loadEntry(env: AppEnvironment, entry: RouteEntry, args: LoaderFunctionArgs): Promise<unknown> {
  const scope = env.scope(args);
  const context = await scope.loaderContext(args.request, entry.guard ? { guard: entry.guard } : {});
  applyGuard(entry, args.request, context);
  let module: RouteModule;
  if (entry.owner === 'shell') {
    const page = shellPages[entry.module];
    if (!page) throw new Error(`No shell page "${entry.module}"`);
    module = page;
  } else {
    const adminReady = entry.guard === 'admin' ? loadAdminNeeds(entry) : undefined;
    try {
      module = await scope.modules.load(entry.owner, entry.module);
      await adminReady;
    } catch (error) {
      if (error instanceof RemoteUnavailableError) {
        throw data({ remote: error.remote, message: error.message }, { status: 503 });
      }
      throw error;
    }
  }
  return module.loader ? module.loader({ ...args, context }) : null;
}

function toRouteObject(env: AppEnvironment, entry: RouteEntry, path: string | undefined, { index = false, layout = false } = {}): RouteObject {
  const handle: RouteHandle = { entry };
  const common = {
    id: entry.id,
    handle,
    loader: (args: LoaderFunctionArgs) => loadEntry(env, entry, args),
    // A change of only what the page follows by itself (a product's ?variant=) reads nothing again.
    ...(entry.clientParams
      ? {
          shouldRevalidate: (({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            currentUrl.href !== nextUrl.href && withoutClientParams(currentUrl, entry.clientParams!) === withoutClientParams(nextUrl, entry.clientParams!)
              ? false
              : defaultShouldRevalidate) satisfies ShouldRevalidateFunction,
        }
      : {}),
    element: <RemoteRoute entry={entry} layout={layout} />,
    errorElement: <RouteErrorBoundary />,
  };
  return index ? { ...common, index: true } : { ...common, ...(path === undefined ? {} : { path }) };
}

/**
 * The root route's data: site settings, SEO defaults, categories, the silver rate when the settings
 * show it ("Silver rate today", a shared read like the settings), the user and their consent.
 */
export async function loadRootData(request: Request, context: RemoteLoaderContext, sharedReads?: AppEnvironment['shared']): Promise<RootLoaderData> {
  const shared = sharedReads ?? (<T,>(_key: string, load: () => Promise<T>) => load());
  const siteSettings = shared('site-settings', async () => (await fetchSiteSettings(context.db)).settings);
  const [settings, seo, categories, silverRate] = await Promise.all([
    siteSettings,
    shared('seo-global', () => fetchGlobalSeo(context.db)),
    shared('categories', () => loadCategories(context.db)),
    siteSettings.then((read) => (read.pricing.showSilverRate ? shared('silver-rate-today', () => fetchSilverRateToday(context.db)) : null)),
  ]);
  // The browser's own loader runs have no Cookie header: they read document.cookie.
  const cookies = typeof document === 'undefined' ? request.headers.get('cookie') : document.cookie;
  return {
    settings,
    seo,
    categories,
    user: context.user,
    origin: context.origin,
    year: new Date().getFullYear(),
    consent: consentFromCookies(cookies),
    silverRate,
  };
}

/** Site settings and the user change rarely: the root loader runs once, then only on demand. */
const revalidateRootOnlyOnDemand: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href;

export function createAppRoutes(env: AppEnvironment): RouteObject[] {
  const publicEntries = routeTable.filter((entry) => entry.chrome === 'public');
  const adminEntries = routeTable.filter((entry) => entry.chrome === 'admin');
  return [
    {
      id: ROOT_ROUTE_ID,
      loader: async (args): Promise<RootLoaderData> => loadRootData(args.request, await env.scope(args).loaderContext(args.request, {}), env.shared),
      shouldRevalidate: revalidateRootOnlyOnDemand,
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary root />,
      children: [
        {
          id: 'public',
          element: <PublicLayout />,
          children: [...publicEntries.map((entry) => toRouteObject(env, entry, entry.path)), toRouteObject(env, notFoundRoute, notFoundRoute.path)],
        },
        {
          ...(toRouteObject(env, adminLayoutRoute, adminLayoutRoute.path, { layout: true }) as NonIndexRouteObject),
          children: adminEntries.map((entry) =>
            entry.path === '/admin' ? toRouteObject(env, entry, undefined, { index: true }) : toRouteObject(env, entry, entry.path.slice('/admin/'.length)),
          ),
        },
      ],
    },
  ];
}
