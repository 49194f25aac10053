// Bulk actions on the selected products: publish, unpublish, archive, move to a category, change
// the price by a percentage. Each asks first, naming the change and how many products it touches;
// each product is then its own audited change, with progress shown and what could not be changed
// listed with the reason (a price that would exceed the MRP). The last bulk action can be undone:
// every product it changed gets its fields back, unless someone changed that product since. The
// selection stays on the same products, and the inputs are emptied, so a second click never repeats
// a price change by accident.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import type { CategoryInfo } from 'shared-data';
import { auditedWrite, ConflictError, type PriceRounding } from 'shared-data/admin';
import { formatNumber } from 'shared-ui';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { runBulk, type BulkProgress } from '../../../lib/bulk';
import { BulkStatus } from '../../../components/bulk-status/bulk-status';
import type { ProductRow } from '../../../lib/admin-products';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog';
import { formatCount } from '../../../lib/format-count';
import { bulkConsequence, bulkLabel, bulkWrite, type BulkChange } from '../lib/product-bulk';

/** The products a bulk action changed, with what Undo writes back. */
interface Applied {
  label: string;
  changed: Array<{ row: ProductRow; auditId: string; previous: Record<string, unknown>; summary: string }>;
}

interface Report {
  text: string;
  failed: Array<{ row: ProductRow; reason: string }>;
}

const NAMED = 5;

export function ProductBulkActions({ rows, categories, rounding }: { rows: ProductRow[]; categories: CategoryInfo[]; rounding: PriceRounding }) {
  const actor = useAdminActor();
  const revalidator = useRevalidator();
  const { ask, dialog } = useConfirm();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [last, setLast] = useState<Applied | null>(null);
  const [category, setCategory] = useState('');
  const [percent, setPercent] = useState('');

  const connect = async () => {
    const db = await loadSignedInDb();
    if (!db || !actor) {
      setReport({ text: 'Nothing was changed.', failed: rows.map((row) => ({ row, reason: 'not signed in to the database; reload the page' })) });
      return null;
    }
    return { db, actor };
  };

  const apply = async (change: BulkChange, targets: ProductRow[]) => {
    const session = await connect();
    if (!session) return;
    setReport(null);
    const applied: Applied = { label: bulkLabel(change, targets.length), changed: [] };
    const outcome = await runBulk(
      targets,
      async (row) => {
        const write = bulkWrite(change, row);
        const { auditId } = await auditedWrite({
          ...session,
          kind: 'update',
          collection: 'prod',
          id: row.id,
          action: 'product.update',
          summary: write.summary,
          data: write.data,
          base: { ...row, updatedAt: row.updatedAt },
          // Only the fields it changes must be as the list showed them (a function or another admin
          // may have touched the product's other fields meanwhile).
          unchanged: Object.keys(write.previous),
        });
        applied.changed.push({ row, auditId, previous: write.previous, summary: write.summary });
      },
      setProgress,
    );
    setProgress(null);
    setLast(applied.changed.length ? applied : null);
    setReport({
      text: `${formatNumber(outcome.succeeded.length)} updated${outcome.failed.length ? `, ${formatNumber(outcome.failed.length)} not changed` : ''}.`,
      failed: outcome.failed.map(({ item, reason }) => ({ row: item, reason })),
    });
    await revalidator.revalidate();
  };

  const undo = async (applied: Applied) => {
    const session = await connect();
    if (!session) return;
    setReport(null);
    setLast(null);
    const outcome = await runBulk(
      applied.changed,
      async ({ row, auditId, previous, summary }) => {
        try {
          await auditedWrite({
            ...session,
            kind: 'update',
            collection: 'prod',
            id: row.id,
            action: 'product.update',
            summary: `Undid: ${summary}`,
            data: previous,
            base: { ...row, updatedAt: null },
            afterAudit: auditId,
          });
        } catch (error) {
          throw error instanceof ConflictError ? new Error('changed since the bulk action, so it was left as it is') : error;
        }
      },
      setProgress,
    );
    setProgress(null);
    setReport({
      text: `Undone for ${formatCount(outcome.succeeded.length, 'product')}${outcome.failed.length ? `; ${formatNumber(outcome.failed.length)} not undone` : ''}.`,
      failed: outcome.failed.map(({ item, reason }) => ({ row: item.row, reason })),
    });
    await revalidator.revalidate();
  };

  /** Asks, naming the change and the products; on confirmation runs it on the products selected now. */
  const confirm = (change: BulkChange, after?: () => void) => {
    const targets = rows;
    const label = bulkLabel(change, targets.length);
    ask({
      title: `${label}?`,
      confirmLabel: label,
      danger: change.kind === 'status' && change.status === 'archived',
      body: (
        <>
          <p>{bulkConsequence(change)}</p>
          <ul>
            {targets.slice(0, NAMED).map((row) => (
              <li key={row.id}>
                {row.title} ({row.sku})
              </li>
            ))}
            {targets.length > NAMED ? <li>and {formatCount(targets.length - NAMED, 'more product')}</li> : null}
          </ul>
          <p>You can undo it right after.</p>
        </>
      ),
      action: async () => {
        after?.();
        void apply(change, targets);
      },
    });
  };

  const busy = progress !== null;
  const none = rows.length === 0;
  const percentValue = Number(percent);
  const percentValid = percent !== '' && Number.isFinite(percentValue) && percentValue !== 0 && percentValue >= -90 && percentValue <= 500;
  return (
    <>
      <button type="button" className="button" disabled={busy || none} onClick={() => confirm({ kind: 'status', status: 'active' })}>
        Publish
      </button>
      <button type="button" className="button" disabled={busy || none} onClick={() => confirm({ kind: 'status', status: 'draft' })}>
        Unpublish
      </button>
      <button type="button" className="button" disabled={busy || none} onClick={() => confirm({ kind: 'status', status: 'archived' })}>
        Archive
      </button>
      <span className="data-table__bulk-field">
        <label htmlFor="bulk-category">Move to</label>{' '}
        <select id="bulk-category" value={category} onChange={(event) => setCategory(event.target.value)} disabled={busy}>
          <option value="">a category…</option>
          {categories.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.name}
            </option>
          ))}
        </select>{' '}
        <button
          type="button"
          className="button"
          disabled={busy || none || !category}
          onClick={() => {
            const target = categories.find((item) => item.slug === category);
            if (target) confirm({ kind: 'category', category: target }, () => setCategory(''));
          }}
        >
          Move
        </button>
      </span>
      <span className="data-table__bulk-field">
        <label htmlFor="bulk-percent">Price change (%)</label>{' '}
        <input
          id="bulk-percent"
          className="data-table__bulk-number"
          type="number"
          step="0.5"
          min="-90"
          max="500"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          disabled={busy}
        />{' '}
        <button
          type="button"
          className="button"
          disabled={busy || none || !percentValid}
          onClick={() => confirm({ kind: 'price', percent: percentValue, rounding }, () => setPercent(''))}
        >
          Change prices
        </button>
      </span>
      <BulkStatus progress={progress} text={report?.text ?? ''} />
      {last && !busy ? (
        <button type="button" className="button" onClick={() => void undo(last)}>
          Undo “{last.label}”
        </button>
      ) : null}
      {report && report.failed.length ? (
        <ul className="admin-alert admin-alert--warning" aria-label="Products not changed">
          {report.failed.map(({ row, reason }) => (
            <li key={row.id}>
              {row.title} ({row.sku}): {reason}
            </li>
          ))}
        </ul>
      ) : null}
      {dialog}
    </>
  );
}
