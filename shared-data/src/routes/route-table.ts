// The route contract: every path of the shop with its owner, its page title, its guard and the
// module that renders it (docs/product-spec.md §2). Pure data, read by the shell (routing, titles,
// guards, sitemap), by each remote (its federation exposes, its parcel and standalone page), by the
// admin navigation and by the end-to-end suite. Adding a page is one entry here plus the owning
// remote's `src/routes/<module>.tsx`.

export type RemoteName = 'catalog' | 'account' | 'content' | 'admin';
export type Owner = RemoteName | 'shell';
export type Guard = 'auth' | 'admin';
/** Which chrome surrounds the page: the public header/footer/floating buttons, or none (admin). */
export type Chrome = 'public' | 'admin';

/**
 * What the shell's plain header search box hands over to the catalogue's box when that replaces it
 * (`catalog/header-search`'s `takeOver()`): what was typed, where the caret was, whether it had focus.
 */
export interface SearchBoxHandoff {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  focused: boolean;
}

export interface RouteEntry {
  id: string;
  path: string;
  owner: Owner;
  /** The remote's exposed route module (`./<module>`, the file `src/routes/<module>.tsx`), or the shell page's key. */
  module: string;
  title: string;
  guard?: Guard;
  chrome: Chrome;
  /** Listed in the sitemap (public, static paths only). */
  sitemap?: boolean;
  /** The admin sidebar's label (admin sections only; sub-pages have none). */
  navLabel?: string;
  /** The section a sub-page belongs to (its breadcrumb parent), by route id. */
  parent?: string;
  /**
   * The page shows something of the very request that asked for it (when it was served): the
   * server never gives one visitor's rendering of it to another (the anonymous page cache).
   */
  perRequest?: boolean;
  /**
   * An admin page that uses no form schema when it opens (the dashboard, the admin layout): its
   * first view does not wait for zod, which is fetched in the background once the page is
   * interactive, ready for the editors. Every other admin page has zod before it renders.
   */
  schemasLater?: boolean;
  /**
   * Query parameters the page follows by itself (the product page's `?variant=`): a navigation that
   * changes only these runs no loader and counts no new page view.
   */
  clientParams?: readonly string[];
}

export const remoteNames: readonly RemoteName[] = ['catalog', 'account', 'content', 'admin'];

const publicRoute = (id: string, path: string, owner: Owner, module: string, title: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  id,
  path,
  owner,
  module,
  title,
  chrome: 'public',
  ...extra,
});

const adminRoute = (id: string, path: string, module: string, title: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  id,
  path,
  owner: 'admin',
  module,
  title,
  guard: 'admin',
  chrome: 'admin',
  ...extra,
});

export const routeTable: readonly RouteEntry[] = [
  publicRoute('home', '/', 'content', 'home', 'Home', { sitemap: true }),
  publicRoute('ssr-test', '/test', 'shell', 'ssr-test', 'SSR Test Page', { perRequest: true }),
  publicRoute('products', '/products', 'catalog', 'products', 'All Products', { sitemap: true }),
  publicRoute('product', '/product/:sku/:slug?', 'catalog', 'product-detail', 'Product Details', { clientParams: ['variant'] }),
  publicRoute('category', '/category/:slug?', 'catalog', 'category', 'Category', { sitemap: true }),
  publicRoute('subcategory', '/subcategory/:catId', 'catalog', 'subcategory', 'Subcategory'),
  publicRoute('search', '/search', 'catalog', 'search', 'Search Results'),
  publicRoute('cart', '/cart', 'catalog', 'cart', 'Cart'),
  publicRoute('checkout', '/checkout', 'catalog', 'checkout', 'Checkout', { guard: 'auth' }),
  publicRoute('order-confirmation', '/order-confirmation/:orderId', 'catalog', 'order-confirmation', 'Order Confirmation', {
    guard: 'auth',
  }),
  // A tax invoice or credit note of the customer's order, printable.
  publicRoute('order-document', '/order-confirmation/:orderId/documents/:documentId', 'catalog', 'order-document', 'Tax document', { guard: 'auth' }),
  publicRoute('about', '/about', 'content', 'about', 'About Us', { sitemap: true }),
  publicRoute('blogs', '/blogs', 'content', 'blogs', 'Glam Buzz - Latest Blogs', { sitemap: true }),
  publicRoute('blog-post', '/blogs/:slug', 'content', 'blog-post', 'Blog Post'),
  publicRoute('contact', '/contact', 'content', 'contact', 'Contact Us', { sitemap: true }),
  publicRoute('privacy-policy', '/privacy-policy', 'content', 'info-page', 'Privacy Policy', { sitemap: true }),
  publicRoute('shipping', '/shipping', 'content', 'info-page', 'Shipping Policy', { sitemap: true }),
  publicRoute('returns', '/returns', 'content', 'info-page', 'Returns & Refunds', { sitemap: true }),
  publicRoute('terms-conditions', '/terms-conditions', 'content', 'info-page', 'Terms & Conditions', { sitemap: true }),
  publicRoute('faqs', '/faqs', 'content', 'faqs', 'FAQs', { sitemap: true }),
  publicRoute('careers', '/careers', 'content', 'careers', 'Careers', { sitemap: true }),
  publicRoute('login', '/login', 'account', 'login', 'Login'),
  publicRoute('register', '/register', 'account', 'register', 'Register'),
  publicRoute('forgot-password', '/forgot-password', 'account', 'forgot-password', 'Reset Password'),
  publicRoute('account', '/account', 'account', 'account', 'My Account', { guard: 'auth' }),
  // The admin sidebar lists the sections in this order (docs/product-spec.md §2).
  adminRoute('admin-dashboard', '/admin', 'dashboard', 'Admin Dashboard', { navLabel: 'Dashboard', schemasLater: true }),
  adminRoute('admin-products', '/admin/products', 'products', 'Manage Products', { navLabel: 'Products' }),
  adminRoute('admin-product-new', '/admin/products/new', 'product', 'New product', { parent: 'admin-products' }),
  adminRoute('admin-products-import', '/admin/products/import', 'products-import', 'Import products', { parent: 'admin-products' }),
  adminRoute('admin-product', '/admin/products/:productId', 'product', 'Product', { parent: 'admin-products' }),
  adminRoute('admin-categories', '/admin/categories', 'categories', 'Manage Categories', { navLabel: 'Categories' }),
  adminRoute('admin-blogs', '/admin/blogs', 'blogs', 'Manage Blogs - Glam Buzz', { navLabel: 'Blogs' }),
  adminRoute('admin-blog-new', '/admin/blogs/new', 'blog', 'New post', { parent: 'admin-blogs' }),
  adminRoute('admin-blog', '/admin/blogs/:postId', 'blog', 'Post', { parent: 'admin-blogs' }),
  adminRoute('admin-pages', '/admin/pages', 'pages', 'Manage Pages', { navLabel: 'Pages' }),
  adminRoute('admin-page', '/admin/pages/:slug', 'page', 'Page', { parent: 'admin-pages' }),
  adminRoute('admin-orders', '/admin/orders', 'orders', 'Manage Orders', { navLabel: 'Orders' }),
  adminRoute('admin-order-new', '/admin/orders/new', 'order-new', 'New order', { parent: 'admin-orders' }),
  adminRoute('admin-order', '/admin/orders/:orderId', 'order-detail', 'Order', { parent: 'admin-orders' }),
  adminRoute('admin-order-invoice', '/admin/orders/:orderId/invoice', 'order-invoice', 'Tax invoice', { parent: 'admin-orders' }),
  adminRoute('admin-order-credit-note', '/admin/orders/:orderId/credit-notes/:documentId', 'order-credit-note', 'Credit note', { parent: 'admin-orders' }),
  adminRoute('admin-customers', '/admin/customers', 'customers', 'Manage Customers', { navLabel: 'Customers' }),
  adminRoute('admin-customer', '/admin/customers/:uid', 'customer-detail', 'Customer', { parent: 'admin-customers' }),
  adminRoute('admin-analytics', '/admin/analytics', 'analytics', 'Analytics', { navLabel: 'Analytics' }),
  adminRoute('admin-seo', '/admin/seo', 'seo', 'SEO Management', { navLabel: 'SEO' }),
  adminRoute('admin-settings', '/admin/settings', 'settings', 'Settings', { navLabel: 'Settings' }),
  adminRoute('admin-inventory', '/admin/inventory', 'inventory', 'Inventory Management', { navLabel: 'Inventory' }),
  adminRoute('admin-silver-rate', '/admin/silver-rate', 'silver-rate', 'Silver rate', { navLabel: 'Silver rate' }),
  adminRoute('admin-inventory-item', '/admin/inventory/:productId', 'inventory-item', 'Stock', { parent: 'admin-inventory' }),
  adminRoute('admin-media', '/admin/media', 'media', 'Media Management', { navLabel: 'Media' }),
  adminRoute('admin-reviews', '/admin/reviews', 'reviews', 'Reviews Management', { navLabel: 'Reviews' }),
  adminRoute('admin-support', '/admin/support', 'support', 'Customer Support', { navLabel: 'Support' }),
  adminRoute('admin-support-item', '/admin/support/:kind/:id', 'support-item', 'Support request', { parent: 'admin-support' }),
  adminRoute('admin-users', '/admin/users', 'users', 'Admin Users', { navLabel: 'Admin users' }),
];

/** The admin area's layout (sidebar, breadcrumbs): every admin route renders inside it. */
export const adminLayoutRoute: RouteEntry = {
  id: 'admin-layout',
  path: '/admin',
  owner: 'admin',
  module: 'layout',
  title: 'Admin',
  guard: 'admin',
  chrome: 'admin',
  schemasLater: true,
};

/** Every other path (HTTP 404). */
export const notFoundRoute: RouteEntry = {
  id: 'not-found',
  path: '*',
  owner: 'shell',
  module: 'not-found',
  title: 'Page Not Found',
  chrome: 'public',
};

export function routeById(id: string): RouteEntry {
  const entry = routeTable.find((route) => route.id === id);
  if (!entry) throw new Error(`No route "${id}" in the route table`);
  return entry;
}

/** The first path segments of the guarded routes ('/account', '/checkout', '/admin', …). */
const guardedSections = [...new Set([...routeTable, adminLayoutRoute].filter((route) => route.guard).map((route) => `/${route.path.split('/')[1] ?? ''}`))];

/** Whether a path belongs to a page that needs a signed-in user (or an admin): when the server cannot confirm a session, such a page says "try again". */
export function isGuardedPath(pathname: string): boolean {
  return guardedSections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}

/** The routes a remote owns, with its layout routes (the modules it must expose). */
export function routesOf(owner: Owner): RouteEntry[] {
  return [...routeTable, adminLayoutRoute].filter((route) => route.owner === owner);
}

/** The route modules a remote exposes (`./<module>` → `./src/routes/<module>.tsx`), derived from the table. */
export function routeModuleExposes(owner: RemoteName): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const route of routesOf(owner)) exposes[`./${route.module}`] = `./src/routes/${route.module}.tsx`;
  return exposes;
}

/**
 * A route's path with its parameters filled in (encoded), optional segments without a value left
 * out: `routeHref('product', { sku: 'SLV-1', slug: 'ring' })` → `/product/SLV-1/ring`.
 */
export function routeHref(id: string, params: Record<string, string | undefined> = {}, search = ''): string {
  const segments = routeById(id)
    .path.split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`routeHref("${id}") needs the parameter "${name}"`);
      }
      return [encodeURIComponent(value)];
    });
  const path = segments.join('/') || '/';
  return search ? `${path}?${search.replace(/^\?/, '')}` : path;
}

/** The path of a route without its optional parameters, or null when it needs a parameter. */
export function staticPathOf(route: RouteEntry): string | null {
  const path = route.path.replace(/\/:[^/]+\?$/, '') || '/';
  return path.includes(':') || path.includes('*') ? null : path;
}

/** The address without the query parameters a page follows by itself (RouteEntry.clientParams). */
export function withoutClientParams(url: Pick<URL, 'pathname' | 'search'>, params: readonly string[]): string {
  const query = new URLSearchParams(url.search);
  for (const name of params) query.delete(name);
  const rest = query.toString();
  return rest ? `${url.pathname}?${rest}` : url.pathname;
}
