// The admin area's own layout: a sidebar with every admin tool, and no public header, footer or
// floating buttons (docs/product-spec.md §2).
import { Link, NavLink, Outlet } from 'shared-router';
import type { RouteModule } from 'shared-data';
import { useSiteSettings } from 'shared-data';
import { useAuthUser } from 'shared-auth';
import '../styles.css';

const sections = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/blogs', label: 'Blogs' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/seo', label: 'SEO' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/inventory', label: 'Inventory' },
  { to: '/admin/media', label: 'Media' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/support', label: 'Support' },
  { to: '/admin/users', label: 'Admin users' },
];

function AdminLayout() {
  const settings = useSiteSettings();
  const user = useAuthUser();
  return (
    <div className="admin-shell">
      <aside className="admin-shell__sidebar">
        <Link to="/" className="admin-shell__brand">
          {settings.brand.name} <span>Admin</span>
        </Link>
        <nav aria-label="Admin">
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end ?? false}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <p className="admin-shell__user" data-testid="admin-user">
            Signed in as {user.email}
          </p>
        ) : null}
      </aside>
      <main id="main" className="admin-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

const route: RouteModule = { Component: AdminLayout };

export default route;
