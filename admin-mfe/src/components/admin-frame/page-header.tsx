// The head of every admin page: breadcrumbs (Admin › section › page), the page's heading (focused
// after each navigation, so screen-reader users hear where they are) and its actions.
import type { ReactNode } from 'react';
import { Link } from 'shared-router';
import { routeById, routeHref } from 'shared-data/routes';

export interface Crumb {
  label: string;
  href?: string;
}

/** Admin › the section of `routeId` (when it is a sub-page) › `title`. */
export function crumbsFor(routeId: string, title: string): Crumb[] {
  const route = routeById(routeId);
  const crumbs: Crumb[] = route.id === 'admin-dashboard' ? [] : [{ label: 'Admin', href: routeHref('admin-dashboard') }];
  if (route.parent) {
    const parent = routeById(route.parent);
    crumbs.push({ label: parent.navLabel ?? parent.title, href: parent.path });
  }
  crumbs.push({ label: title });
  return crumbs;
}

export function PageHeader({ routeId, title, description, actions }: { routeId: string; title: string; description?: ReactNode; actions?: ReactNode }) {
  const crumbs = crumbsFor(routeId, title);
  return (
    <header className="admin-page__header">
      {crumbs.length > 1 ? (
        <nav aria-label="Breadcrumb" className="admin-breadcrumbs">
          <ol>
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`}>
                {crumb.href && index < crumbs.length - 1 ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="admin-page__title-row">
        <h1 tabIndex={-1} className="admin-page__title">
          {title}
        </h1>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </div>
      {description ? <p className="admin-page__description">{description}</p> : null}
    </header>
  );
}
