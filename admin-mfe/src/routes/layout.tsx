// The admin area's own layout: a sidebar with every admin tool, and no public header, footer or
// floating buttons (docs/product-spec.md §2).
import { Link, NavLink, Outlet } from 'shared-router';
import type { RouteModule } from 'shared-data';
import { useSiteSettings } from 'shared-data';
import { useAuthUser } from 'shared-auth';
import { routeTable } from 'shared-data/routes';
import '../styles.css';

/** The sidebar's sections, in the route table's order (docs/product-spec.md §2). */
const sections = routeTable.filter((route) => route.owner === 'admin' && route.navLabel);

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
              <li key={section.id}>
                <NavLink to={section.path} end={section.path === '/admin'}>
                  {section.navLabel}
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
