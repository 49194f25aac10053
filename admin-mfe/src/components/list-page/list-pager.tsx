// The links under a list to its neighbouring pages, with the summary line ("25 shown of 128") that
// turns into "Loading…" while the next page is read. Tables (DataTable) and card lists (CardList)
// both end with it, so every admin list pages the same way.
import { Link } from 'shared-router';

export interface ListPagination {
  previousHref: string | null;
  nextHref: string | null;
  summary: string;
  /** The links' words; a newest-first queue says "Newest" and "Older". */
  previousLabel?: string;
  nextLabel?: string;
  /** A warning above the rows, e.g. that the page asked for is gone and the first one is shown. */
  notice?: string | null;
}

export function ListPager({ label, pagination, loading }: { label: string; pagination: ListPagination; loading: boolean }) {
  return (
    <nav className="data-table__pages" aria-label={label}>
      <span role="status">{loading ? 'Loading…' : pagination.summary}</span>
      <span className="data-table__page-links">
        {pagination.previousHref ? (
          <Link className="button" to={pagination.previousHref} preventScrollReset>
            {pagination.previousLabel ?? '← Previous'}
          </Link>
        ) : null}
        {pagination.nextHref ? (
          <Link className="button" to={pagination.nextHref} preventScrollReset>
            {pagination.nextLabel ?? 'Next →'}
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

/** The pagination's notice, if any, as the warning above a list's rows. */
export function ListNotice({ pagination }: { pagination: ListPagination | undefined }) {
  return pagination?.notice ? <p className="admin-alert admin-alert--warning">{pagination.notice}</p> : null;
}
