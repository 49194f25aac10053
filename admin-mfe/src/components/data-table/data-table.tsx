// The admin's data table (TanStack Table, headless): server-side sorting and cursor paging through
// links (the state lives in the URL, so a list can be bookmarked, shared and reloaded), row
// selection with bulk actions, and a column choice remembered per table in this browser. Loading,
// empty and error states are part of the table, so every list behaves the same way.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'shared-router';
import {
  columnVisibilityFeature,
  createColumnHelper,
  FlexRender,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useColumnChoice } from './column-choice';
import { keepShownOrder } from './shown-order';
import { ListNotice, ListPager, type ListPagination } from '../list-page/list-pager';

export interface DataTableColumn<TData extends RowData> {
  id: string;
  header: string;
  cell: (row: TData) => ReactNode;
  /** The list's `sort` value in the URL for this column (server-side sorting); absent: not sortable. */
  sortKey?: string;
  /** Shown only when the person adds it through "Columns". */
  hiddenByDefault?: boolean;
  /** Always shown (the column that names the row). */
  required?: boolean;
  numeric?: boolean;
}

export interface DataTableSort {
  key: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<TData extends RowData> {
  /** Names the table for its remembered column choice. */
  id: string;
  /** The table's accessible name. */
  caption: string;
  rows: TData[];
  columns: DataTableColumn<TData>[];
  getRowId: (row: TData) => string;
  /** How to name a row for screen readers (the selection checkbox's label). */
  rowLabel: (row: TData) => string;
  sort?: DataTableSort | null;
  /** The address of the list sorted by `key` in `direction` (the first page). */
  sortHref?: (key: string, direction: 'asc' | 'desc') => string;
  /**
   * Bulk actions for the selected rows (possibly none: disable them then); selection is offered only
   * when given.
   */
  bulkActions?: (selected: TData[], clear: () => void) => ReactNode;
  /** While a navigation loads the next page or another sort. */
  loading?: boolean;
  /** What to show when there are no rows (with the filters that caused it and how to change them). */
  empty: ReactNode;
  /** A load failure, shown instead of the rows. */
  error?: string | null;
  pagination?: ListPagination | undefined;
}

const features = tableFeatures({ rowSelectionFeature, columnVisibilityFeature });
type Features = typeof features;

function SortLink({
  column,
  sort,
  sortHref,
}: {
  column: { header: string; sortKey: string };
  sort: DataTableSort | null | undefined;
  sortHref: (key: string, direction: 'asc' | 'desc') => string;
}) {
  const active = sort?.key === column.sortKey;
  const next: 'asc' | 'desc' = active && sort?.direction === 'asc' ? 'desc' : 'asc';
  return (
    <Link to={sortHref(column.sortKey, next)} className="data-table__sort" preventScrollReset>
      {column.header}
      <span aria-hidden="true" className="data-table__sort-mark">
        {active ? (sort?.direction === 'asc' ? '▲' : '▼') : '↕'}
      </span>
      <span className="visually-hidden">
        {active ? `, sorted ${sort?.direction === 'asc' ? 'ascending' : 'descending'}; activate to reverse` : ', activate to sort'}
      </span>
    </Link>
  );
}

export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { id, caption, rows, columns, getRowId, rowLabel, sort, sortHref, bulkActions, loading = false, empty, error, pagination } = props;
  const menuId = useId();
  const [selection, setSelection] = useState<RowSelectionState>({});
  // Another page, filter or sort (another address) starts afresh: the server's order, nothing
  // selected. The same list read again (after a change was saved) keeps the order shown and the
  // selection of the rows still in it.
  const location = useLocation();
  const address = location.pathname + location.search;
  const [shown, setShown] = useState(() => ({ rows, address, order: rows.map(getRowId) }));
  if (shown.rows !== rows) {
    const next = rows.map(getRowId);
    if (shown.address === address) {
      const present = new Set(next);
      setShown({ rows, address, order: keepShownOrder(shown.order, next) });
      setSelection((current) => Object.fromEntries(Object.entries(current).filter(([rowId]) => present.has(rowId))));
    } else {
      setShown({ rows, address, order: next });
      setSelection({});
    }
  }
  const orderedRows = useMemo(() => {
    const byRowId = new Map(rows.map((row) => [getRowId(row), row]));
    return shown.order.flatMap((rowId) => byRowId.get(rowId) ?? []);
  }, [rows, shown.order, getRowId]);
  const defaults = useMemo<ColumnVisibilityState>(() => Object.fromEntries(columns.map((column) => [column.id, !column.hiddenByDefault])), [columns]);
  const [visibility, setColumnShown] = useColumnChoice(id, defaults);

  const helper = createColumnHelper<Features, TData>();
  const tableColumns = useMemo(
    () => [
      ...(bulkActions
        ? [
            helper.display({
              id: '__select',
              header: ({ table }) => (
                <input
                  type="checkbox"
                  aria-label="Select all rows on this page"
                  checked={table.getIsAllPageRowsSelected()}
                  ref={(element) => {
                    if (element) element.indeterminate = table.getIsSomePageRowsSelected();
                  }}
                  onChange={table.getToggleAllPageRowsSelectedHandler()}
                />
              ),
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  aria-label={`Select ${rowLabel(row.original)}`}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              ),
            }),
          ]
        : []),
      ...columns.map((column) => helper.display({ id: column.id, header: () => column.header, cell: ({ row }) => column.cell(row.original) })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- helper is stateless; rebuilt with its inputs
    [columns, bulkActions, rowLabel],
  );

  const table = useTable({
    features,
    columns: tableColumns,
    data: orderedRows,
    getRowId: (row) => getRowId(row),
    state: { rowSelection: selection, columnVisibility: visibility },
    onRowSelectionChange: setSelection,
  });

  const byId = new Map(columns.map((column) => [column.id, column]));
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);

  return (
    <div className="data-table" aria-busy={loading || undefined}>
      <div className="data-table__toolbar">
        {bulkActions ? (
          // Always there (its progress and outcome outlive the selection); its actions apply to
          // the selected rows.
          <div className="data-table__bulk" role="group" aria-label="Bulk actions">
            <span>{selected.length ? `${selected.length} selected` : 'Select rows to act on them'}</span>
            {bulkActions(selected, () => setSelection({}))}
          </div>
        ) : (
          <span />
        )}
        <details className="data-table__columns">
          <summary>Columns</summary>
          <fieldset id={menuId}>
            <legend className="visually-hidden">Columns to show</legend>
            {columns.map((column) => (
              <label key={column.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={visibility[column.id] !== false}
                  disabled={column.required}
                  onChange={(event) => setColumnShown(column.id, event.target.checked)}
                />
                {column.header}
              </label>
            ))}
          </fieldset>
        </details>
      </div>
      <ListNotice pagination={pagination} />
      {error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      ) : rows.length === 0 ? (
        <div className="data-table__empty">{empty}</div>
      ) : (
        <div className="data-table__scroll">
          <table>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = byId.get(header.column.id);
                    const active = column?.sortKey && sort?.key === column.sortKey;
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={column?.numeric ? 'data-table__numeric' : undefined}
                        aria-sort={active ? (sort?.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        {column?.sortKey && sortHref ? (
                          <SortLink column={{ header: column.header, sortKey: column.sortKey }} sort={sort} sortHref={sortHref} />
                        ) : (
                          <FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} aria-selected={bulkActions ? row.getIsSelected() : undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={byId.get(cell.column.id)?.numeric ? 'data-table__numeric' : undefined}>
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination ? <ListPager label={`${caption} pages`} pagination={pagination} loading={loading} /> : null}
    </div>
  );
}
