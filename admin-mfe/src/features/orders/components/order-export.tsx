// "Export CSV" for the orders the list shows (its status, search and date range), read in pages of
// 500 through the admin's own database connection with progress, then saved as a file.
import { useState } from 'react';
import { getBrowserDb } from 'shared-auth';
import { formatNumber } from 'shared-ui';
import { fetchOrdersForExport, type OrderListQuery } from '../../../lib/admin-orders';
import { ordersCsv } from '../lib/orders-csv';

export function OrderExport({ listQuery }: { listQuery: Pick<OrderListQuery, 'q' | 'filters'> }) {
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'busy'; read: number } | { kind: 'done'; count: number } | { kind: 'error'; text: string }>({ kind: 'idle' });

  const run = async () => {
    const db = getBrowserDb();
    if (!db) {
      setState({ kind: 'error', text: 'Not connected to the database; reload the page and try again.' });
      return;
    }
    setState({ kind: 'busy', read: 0 });
    try {
      const orders = await fetchOrdersForExport(db, listQuery, (read) => setState({ kind: 'busy', read }));
      const url = URL.createObjectURL(new Blob([`\uFEFF${ordersCsv(orders)}`], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      const range = [listQuery.filters.from, listQuery.filters.to].filter(Boolean).join('-to-');
      link.download = `orders${range ? `-${range}` : ''}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ kind: 'done', count: orders.length });
    } catch (error) {
      console.warn('Order export failed:', error);
      setState({ kind: 'error', text: 'The orders could not be read for the export. Check the connection and try again.' });
    }
  };

  return (
    <span className="admin-export">
      <button type="button" className="button" onClick={run} disabled={state.kind === 'busy'}>
        Export CSV
      </button>
      <span role="status" className="admin-export__status">
        {state.kind === 'busy'
          ? `Reading orders… ${formatNumber(state.read)} so far`
          : state.kind === 'done'
            ? `Exported ${formatNumber(state.count)} order${state.count === 1 ? '' : 's'}.`
            : ''}
      </span>
      {state.kind === 'error' ? (
        <span role="alert" className="admin-export__error">
          {state.text}
        </span>
      ) : null}
    </span>
  );
}
