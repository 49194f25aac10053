// docs/product-spec.md §2's routes with their titles, as the journeys visit them.
export interface PublicRoute {
  path: string;
  title: string;
}

export const publicRoutes: PublicRoute[] = [
  { path: '/', title: 'Home' },
  { path: '/test', title: 'SSR Test Page' },
  { path: '/products', title: 'All Products' },
  { path: '/category', title: 'Category' },
  { path: '/search', title: 'Search Results' },
  { path: '/cart', title: 'Cart' },
  { path: '/about', title: 'About Us' },
  { path: '/blogs', title: 'Glam Buzz - Latest Blogs' },
  { path: '/contact', title: 'Contact Us' },
  { path: '/login', title: 'Login' },
  { path: '/register', title: 'Register' },
  { path: '/forgot-password', title: 'Reset Password' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/shipping', title: 'Shipping Policy' },
  { path: '/returns', title: 'Returns & Refunds' },
  { path: '/terms-conditions', title: 'Terms & Conditions' },
  { path: '/faqs', title: 'FAQs' },
  { path: '/careers', title: 'Careers' },
];

/** Routes that need a signed-in user (and, for /admin, the admin claim). */
export const guardedRoutes = ['/account', '/account?tab=orders', '/checkout', '/admin', '/admin/products', '/admin/users'];

export const adminRoutes: PublicRoute[] = [
  { path: '/admin', title: 'Admin Dashboard' },
  { path: '/admin/products', title: 'Manage Products' },
  { path: '/admin/categories', title: 'Manage Categories' },
  { path: '/admin/blogs', title: 'Manage Blogs - Glam Buzz' },
  { path: '/admin/orders', title: 'Manage Orders' },
  { path: '/admin/customers', title: 'Manage Customers' },
  { path: '/admin/analytics', title: 'Analytics' },
  { path: '/admin/seo', title: 'SEO Management' },
  { path: '/admin/settings', title: 'Settings' },
  { path: '/admin/inventory', title: 'Inventory Management' },
  { path: '/admin/media', title: 'Media Management' },
  { path: '/admin/reviews', title: 'Reviews Management' },
  { path: '/admin/support', title: 'Customer Support' },
  { path: '/admin/users', title: 'Admin Users' },
];

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The document title is "<page title> | <brand>". */
export const titlePattern = (title: string) => new RegExp(`^${escapeRegExp(title)} \\| `);
