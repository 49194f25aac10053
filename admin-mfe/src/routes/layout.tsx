// The admin frame (docs/product-spec.md §2: no public header, footer or floating buttons): a sidebar
// with every admin section in the spec's order and badges for what waits (orders to confirm, new
// messages, low stock), the signed-in admin with sign-out and a way back to the shop. On a phone the
// sidebar folds behind a menu button. After each navigation focus moves to the page's heading.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'shared-router';
import { defineRoute, fetchSiteSettings, useRouteData, useSiteSettings, type RemoteLoaderArgs } from 'shared-data';
import { routeTable, routeHref } from 'shared-data/routes';
import { signOut, useAuthUser } from 'shared-auth';
import { fetchAdminBadges, type AdminBadges } from '../lib/badges';
import '../styles.css';

/** The sidebar's sections, in the route table's order (docs/product-spec.md §2). */
const sections = routeTable.filter((route) => route.owner === 'admin' && route.navLabel);

const NO_BADGES: AdminBadges = { pendingOrders: 0, unpaidOrders: 0, newMessages: 0, lowStock: 0, pendingReviews: 0 };

async function loader({ context }: RemoteLoaderArgs): Promise<{ badges: AdminBadges }> {
  if (!context.db) return { badges: NO_BADGES };
  const { settings } = await fetchSiteSettings(context.db);
  return { badges: await fetchAdminBadges(context.db, settings.inventory.lowStockThreshold) };
}

interface Badge {
  count: number;
  label: string;
  /** A second, quieter count beside the first (orders: unpaid ones). */
  extra?: { count: number; label: string; short: string };
}

/** A badge's count for a section, with the words a screen reader says after the section's name. */
function badgeOf(routeId: string, badges: AdminBadges): Badge | null {
  switch (routeId) {
    case 'admin-orders':
      return {
        count: badges.pendingOrders,
        label: `${badges.pendingOrders} to confirm`,
        extra: { count: badges.unpaidOrders, label: `${badges.unpaidOrders} confirmed and not fully paid`, short: 'unpaid' },
      };
    case 'admin-support':
      return { count: badges.newMessages, label: `${badges.newMessages} new` };
    case 'admin-inventory':
      return { count: badges.lowStock, label: `${badges.lowStock} low on stock` };
    case 'admin-reviews':
      return { count: badges.pendingReviews, label: `${badges.pendingReviews} to approve` };
    default:
      return null;
  }
}

function SignOutButton() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="admin-shell__signout"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await signOut();
        navigate('/', { replace: true });
      }}
    >
      {pending ? 'Signing out…' : 'Sign out'}
    </button>
  );
}

function AdminLayout() {
  const { badges } = useRouteData<typeof loader>();
  const settings = useSiteSettings();
  const user = useAuthUser();
  const location = useLocation();
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(location.pathname);
  // The phone menu closes when a section is chosen.
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }
  // Focus follows navigation: the new page's heading (not on the first load, which keeps the
  // browser's own focus).
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    const heading = mainRef.current?.querySelector<HTMLElement>('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? mainRef.current)?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <div className="admin-shell">
      <div className="admin-shell__topbar">
        <Link to={routeHref('admin-dashboard')} className="admin-shell__brand">
          {settings.brand.name} <span>Admin</span>
        </Link>
        <button type="button" className="admin-shell__menu" aria-expanded={menuOpen} aria-controls={navId} onClick={() => setMenuOpen((open) => !open)}>
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
      </div>
      <aside className={`admin-shell__sidebar${menuOpen ? ' admin-shell__sidebar--open' : ''}`} id={navId}>
        <Link to={routeHref('admin-dashboard')} className="admin-shell__brand admin-shell__brand--wide">
          {settings.brand.name} <span>Admin</span>
        </Link>
        <nav aria-label="Admin">
          <ul>
            {sections.map((section) => {
              const badge = badgeOf(section.id, badges);
              const said = [badge && badge.count > 0 ? badge.label : null, badge?.extra && badge.extra.count > 0 ? badge.extra.label : null].filter(Boolean);
              return (
                <li key={section.id}>
                  <NavLink
                    to={section.path}
                    end={section.path === routeHref('admin-dashboard')}
                    aria-label={said.length ? `${section.navLabel}, ${said.join(', ')}` : undefined}
                  >
                    <span>{section.navLabel}</span>
                    {badge && badge.count > 0 ? (
                      <span className="admin-badge" aria-hidden="true" title={badge.label}>
                        {badge.count > 99 ? '99+' : badge.count}
                      </span>
                    ) : null}
                    {badge?.extra && badge.extra.count > 0 ? (
                      <span className="admin-badge admin-badge--quiet" aria-hidden="true" title={badge.extra.label}>
                        {badge.extra.count > 99 ? '99+' : badge.extra.count} {badge.extra.short}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="admin-shell__account">
          {user ? (
            <p className="admin-shell__user" data-testid="admin-user">
              Signed in as {user.email}
            </p>
          ) : null}
          <SignOutButton />
          <Link to="/" className="admin-shell__back">
            ← Back to the shop
          </Link>
        </div>
      </aside>
      <main id="main" className="admin-shell__main" tabIndex={-1} ref={mainRef}>
        <Outlet />
      </main>
    </div>
  );
}

export default defineRoute({ loader, Component: AdminLayout });
