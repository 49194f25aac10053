// docs/product-spec.md §2's routes with their titles, as the journeys visit them: read from the route
// table, so a new page is visited without editing the suite.
import { routeTable, staticPathOf } from 'shared-data/routes';
import { readStored } from './stored-documents';

export interface PublicRoute {
  path: string;
  title: string;
}

const visitable = (guarded: boolean) =>
  routeTable.flatMap((route) => {
    const path = staticPathOf(route);
    return path !== null && Boolean(route.guard) === guarded ? [{ route, path }] : [];
  });

/** Public pages with a path of their own (no required parameter). */
export const publicRoutes: PublicRoute[] = visitable(false).map(({ route, path }) => ({ path, title: route.title }));

/** Routes that need a signed-in user (and, for /admin, the admin claim), with a query variant. */
export const guardedRoutes: string[] = [...visitable(true).map(({ path }) => path), '/account?tab=orders'];

/** Every admin address, a parameter filled with an id that need not exist (the guard runs first). */
export const adminPaths: string[] = routeTable.filter((route) => route.guard === 'admin').map((route) => route.path.replace(/:[^/]+/g, 'any-id'));

/** The admin sidebar's sections (routes with a navigation label), in its order. */
export const adminSections = routeTable.filter((route) => route.guard === 'admin' && route.navLabel);

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The home page's title: SEO Management's site title (the seeded seo/global's), used whole (other
 * pages' titles go through the title template).
 */
export async function homeTitle(): Promise<string> {
  const title = (await readStored('seo/global'))?.['title'];
  if (typeof title !== 'string' || !title) throw new Error('seo/global has no site title');
  return title;
}

/** The document title is "<page title> | <brand>". */
export const titlePattern = (title: string) => new RegExp(`^${escapeRegExp(title)} \\| `);
