// A list whose rows are cards rather than table rows (the review queue, the support inbox, the media
// library): the same frame as DataTable — the load failure, the empty state, "busy" while the next
// page loads, the pager — with each row drawn by the route's `renderRow`.
import type { ReactNode } from 'react';
import { ListNotice, ListPager, type ListPagination } from './list-pager';

export interface CardListProps<Row> {
  /** The list's accessible name; its pager is "<label> pages". */
  label: string;
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  /** Class names of the list and of each item (the layout: a grid of media, a queue of messages). */
  className?: string;
  itemClassName?: (row: Row) => string | undefined;
  /** Shown when a page was read and has no rows. */
  empty: ReactNode;
  error?: string | null;
  loading?: boolean;
  /** Between the state and the rows, e.g. select-all and the bulk actions. */
  toolbar?: ReactNode;
  pagination?: ListPagination;
  /** The pager's name when the list's own name would read oddly ("Inbox pages" for "Inbox items"). */
  pagerLabel?: string;
}

export function CardList<Row>(props: CardListProps<Row>) {
  const { label, rows, getRowId, renderRow, className, itemClassName, empty, error, loading = false, toolbar, pagination, pagerLabel } = props;
  return (
    <div className="card-list" aria-busy={loading || undefined}>
      <ListNotice pagination={pagination} />
      {error ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {error}
        </p>
      ) : rows.length === 0 && pagination ? (
        <div className="data-table__empty">{empty}</div>
      ) : null}
      {toolbar}
      {rows.length ? (
        <ul className={className} aria-label={label}>
          {rows.map((row) => (
            <li key={getRowId(row)} className={itemClassName?.(row)}>
              {renderRow(row)}
            </li>
          ))}
        </ul>
      ) : null}
      {pagination && (rows.length || pagination.previousHref) ? (
        <ListPager label={pagerLabel ?? `${label} pages`} pagination={pagination} loading={loading} />
      ) : null}
    </div>
  );
}
