// One ranked list of the Analytics page (top pages, products viewed, searches with no results…) as
// a table with its CSV export (Papa Parse's unparse, formula cells guarded).
import type { ReactNode } from 'react';
import Papa from 'papaparse';
import type { Ranked } from 'shared-data/admin';
import { formatNumber } from 'shared-ui';
import { ReportTable } from '../../../components/report-table/report-table';
import { downloadCsv } from '../../../components/csv-export/csv-export-button';

const guardFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export interface RankedTableProps {
  title: string;
  /** The heading of the key column ("Page", "Search term"). */
  keyLabel: string;
  rows: readonly Ranked[];
  /** The heading of the count column ("Views", "Searches"). */
  countLabel: string;
  filename: string;
  empty: string;
  /** How a row's key reads (a link, a product name). */
  renderKey?: (row: Ranked) => ReactNode;
}

export function rankedCsv(keyLabel: string, countLabel: string, rows: readonly Ranked[]): string {
  return Papa.unparse(
    { fields: [keyLabel, 'Name', countLabel], data: rows.map((row) => [guardFormula(row.key), guardFormula(row.label ?? ''), row.count]) },
    { newline: '\r\n' },
  );
}

export function RankedTable({ title, keyLabel, rows, countLabel, filename, empty, renderKey }: RankedTableProps) {
  return (
    <section className="admin-card admin-analytics__table" aria-label={title}>
      <div className="admin-analytics__table-head">
        <h3>{title}</h3>
        {rows.length > 0 ? (
          <button
            type="button"
            className="button"
            onClick={() => downloadCsv(filename, rankedCsv(keyLabel, countLabel, rows))}
            aria-label={`Export ${title} as CSV`}
          >
            Export CSV
          </button>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="admin-muted">{empty}</p>
      ) : (
        <ReportTable
          label={title}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            { header: keyLabel, cell: (row) => (renderKey ? renderKey(row) : row.label ? `${row.label} (${row.key})` : row.key) },
            { header: countLabel, numeric: true, cell: (row) => formatNumber(row.count) },
          ]}
        />
      )}
    </section>
  );
}
