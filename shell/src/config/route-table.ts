// The one place that maps a path to its owner, its page title and its guard (docs/product-spec.md §2).
// Page content, loaders and sub-routes belong to the owning remote.

export type RemoteName = 'catalog' | 'account' | 'content' | 'admin';
export type Owner = RemoteName | 'shell';
export type Guard = 'auth' | 'admin';
/** Which chrome surrounds the page: the public header/footer/floating buttons, or none (admin). */
export type Chrome = 'public' | 'admin';

export interface RouteEntry {
  id: string;
  path: string;
  owner: Owner;
  /** The remote's exposed module (`./<module>`), or the shell page's key. */
  module: string;
  title: string;
  guard?: Guard;
  chrome: Chrome;
  /** Listed in the sitemap (public, static paths only). */
  sitemap?: boolean;
}

const publicRoute = (
  id: string,
  path: string,
  owner: Owner,
  module: string,
  title: string,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({ id, path, owner, module, title, chrome: 'public', ...extra });

const adminRoute = (id: string, path: string, module: string, title: string): RouteEntry => ({
  id,
  path,
  owner: 'admin',
  module,
  title,
  guard: 'admin',
  chrome: 'admin',
});

export const routeTable: readonly RouteEntry[] = [
  publicRoute('home', '/', 'content', 'home', 'Home', { sitemap: true }),
  publicRoute('ssr-test', '/test', 'shell', 'ssr-test', 'SSR Test Page'),
  publicRoute('products', '/products', 'catalog', 'products', 'All Products', { sitemap: true }),
  publicRoute('product', '/product/:sku/:slug?', 'catalog', 'product-detail', 'Product Details'),
  publicRoute('category', '/category/:slug?', 'catalog', 'category', 'Category', { sitemap: true }),
  publicRoute('subcategory', '/subcategory/:catId', 'catalog', 'subcategory', 'Subcategory'),
  publicRoute('search', '/search', 'catalog', 'search', 'Search Results'),
  publicRoute('cart', '/cart', 'catalog', 'cart', 'Cart'),
  publicRoute('checkout', '/checkout', 'catalog', 'checkout', 'Checkout', { guard: 'auth' }),
  publicRoute('order-confirmation', '/order-confirmation/:orderId', 'catalog', 'order-confirmation', 'Order Confirmation', {
    guard: 'auth',
  }),
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
  adminRoute('admin-dashboard', '/admin', 'dashboard', 'Admin Dashboard'),
  adminRoute('admin-products', '/admin/products', 'products', 'Manage Products'),
  adminRoute('admin-categories', '/admin/categories', 'categories', 'Manage Categories'),
  adminRoute('admin-blogs', '/admin/blogs', 'blogs', 'Manage Blogs - Glam Buzz'),
  adminRoute('admin-orders', '/admin/orders', 'orders', 'Manage Orders'),
  adminRoute('admin-customers', '/admin/customers', 'customers', 'Manage Customers'),
  adminRoute('admin-analytics', '/admin/analytics', 'analytics', 'Analytics'),
  adminRoute('admin-seo', '/admin/seo', 'seo', 'SEO Management'),
  adminRoute('admin-settings', '/admin/settings', 'settings', 'Settings'),
  adminRoute('admin-inventory', '/admin/inventory', 'placeholder', 'Inventory Management'),
  adminRoute('admin-media', '/admin/media', 'placeholder', 'Media Management'),
  adminRoute('admin-reviews', '/admin/reviews', 'placeholder', 'Reviews Management'),
  adminRoute('admin-support', '/admin/support', 'placeholder', 'Customer Support'),
  adminRoute('admin-users', '/admin/users', 'placeholder', 'Admin Users'),
];

export const notFoundTitle = 'Page Not Found';

export const remoteNames: readonly RemoteName[] = ['catalog', 'account', 'content', 'admin'];
