// A small read-only table of figures (the dashboard's top products, the analytics funnel and ranked
// lists): the first column names the row (a row header), figures align right in tabular digits, and
// it scrolls inside its own box on a phone. Lists with sorting, paging, columns and selection use
// DataTable instead.
import type { ReactNode } from 'react';

export interface ReportColumn<Row> {
  header: string;
  /** A figure: aligned right, digits of one width. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface ReportTableProps<Row> {
  /** The table's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column is each row's header. */
  columns: [ReportColumn<Row>, ...ReportColumn<Row>[]];
  className?: string;
}

export function ReportTable<Row>({ label, labelledBy, rows, rowKey, columns, className }: ReportTableProps<Row>) {
  const [first, ...figures] = columns;
  const numeric = (column: ReportColumn<Row>) => (column.numeric ? 'data-table__numeric' : undefined);
  return (
    <div className="data-table__scroll">
      <table className={className ? `data-table ${className}` : 'data-table'} aria-label={label} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={numeric(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row" className={numeric(first)}>
                {first.cell(row)}
              </th>
              {figures.map((column) => (
                <td key={column.header} className={numeric(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
