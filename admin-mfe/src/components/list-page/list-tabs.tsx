// A list's tabs (orders by status, the review queue, the inbox): links that change one filter of the
// address, the current one marked for screen readers, each with its count when it is known.
import { Link } from 'shared-router';
import { formatNumber } from 'shared-ui';

export interface ListTab {
  label: string;
  href: string;
  current: boolean;
  /** Items behind the tab; null or absent: not shown (unknown, or not counted). */
  count?: number | null;
}

export function ListTabs({
  label,
  tabs,
  variant = 'tabs',
  onSelect,
}: {
  label: string;
  tabs: ListTab[];
  variant?: 'tabs' | 'segments';
  onSelect?: () => void;
}) {
  if (variant === 'segments') {
    return (
      <nav aria-label={label} className="admin-segments">
        {tabs.map((tab) => (
          <Link key={tab.label} to={tab.href} aria-current={tab.current ? 'page' : undefined} className="admin-segments__item" onClick={onSelect}>
            {tab.label}
          </Link>
        ))}
      </nav>
    );
  }
  return (
    <nav aria-label={label} className="admin-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link to={tab.href} aria-current={tab.current ? 'page' : undefined} className="admin-tabs__tab" onClick={onSelect}>
              {tab.label}
              {tab.count != null ? <span className="admin-tabs__count">{formatNumber(tab.count)}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
