// "Export CSV" for the orders the list shows (its status, search and date range), read in pages of
// 500 through the admin's own database connection with progress, then saved as a file.
import { CsvExportButton } from '../../../components/csv-export/csv-export-button';
import { fetchOrdersForExport, type OrderListQuery } from '../../../lib/admin-orders';
import { ordersCsv } from '../lib/orders-csv';

export function OrderExport({ listQuery }: { listQuery: Pick<OrderListQuery, 'q' | 'filters'> }) {
  const range = [listQuery.filters.from, listQuery.filters.to].filter(Boolean).join('-to-');
  return (
    <CsvExportButton
      noun="orders"
      filename={`orders${range ? `-${range}` : ''}.csv`}
      read={(db, onProgress) => fetchOrdersForExport(db, listQuery, onProgress)}
      toCsv={ordersCsv}
    />
  );
}
