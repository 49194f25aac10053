// Bulk steps on the selected orders: confirm, or mark packed. Each order moves through the
// setOrderStatus callable on its own (its own transaction, e-mail and audit entry); an order that
// cannot take the step (already confirmed, cancelled meanwhile) is listed with the reason.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { ORDER_STATUS_LABELS, type OrderStatus } from 'shared-data';
import { canMoveOrder } from 'shared-data/admin';
import { setOrderStatus } from '../../../lib/admin-callables';
import type { OrderRow } from '../../../lib/admin-orders';
import { runBulk, type BulkProgress } from '../../../lib/bulk';
import { formatCount } from '../../../lib/format-count';

const BULK_STEPS: Array<{ status: OrderStatus; label: string }> = [
  { status: 'confirmed', label: 'Confirm' },
  { status: 'packed', label: 'Mark packed' },
];

export function OrderBulkActions({ rows, clear }: { rows: OrderRow[]; clear: () => void }) {
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [report, setReport] = useState<{ ok: number; label: string; failed: Array<{ row: OrderRow; reason: string }> } | null>(null);

  const apply = async (status: OrderStatus, label: string) => {
    setReport(null);
    const outcome = await runBulk(
      rows,
      async (row) => {
        if (!canMoveOrder(row.status, status)) throw new Error(`it is "${ORDER_STATUS_LABELS[row.status]}"`);
        await setOrderStatus({ orderId: row.id, expectedStatus: row.status, status });
      },
      setProgress,
    );
    setProgress(null);
    setReport({ ok: outcome.succeeded.length, label, failed: outcome.failed.map(({ item, reason }) => ({ row: item, reason })) });
    if (outcome.failed.length === 0) clear();
    await revalidator.revalidate();
  };

  const busy = progress !== null;
  return (
    <>
      {BULK_STEPS.map((step) => (
        <button key={step.status} type="button" className="button" disabled={busy || rows.length === 0} onClick={() => apply(step.status, step.label)}>
          {step.label}
        </button>
      ))}
      <span role="status" className="data-table__bulk-status">
        {progress ? (
          <>
            <progress max={progress.total} value={progress.done} /> Updating {progress.done} of {progress.total}…
          </>
        ) : report ? (
          `${report.label}: ${formatCount(report.ok, 'order')} updated${report.failed.length ? `, ${report.failed.length} not changed` : ''}.`
        ) : (
          ''
        )}
      </span>
      {report && report.failed.length ? (
        <ul className="admin-alert admin-alert--warning" aria-label="Orders not changed">
          {report.failed.map(({ row, reason }) => (
            <li key={row.id}>
              {row.number}: {reason}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
