// Bulk actions on the selected products: publish, unpublish, archive, move to a category, change
// the price by a percentage. Each product is its own audited change; progress is shown, and what
// could not be changed is listed with the reason (for example a price that would exceed the MRP).
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { loadBrowserDb } from 'shared-auth';
import type { CategoryInfo, ProductStatus } from 'shared-data';
import { auditedWrite } from 'shared-data/admin';
import { formatInr } from 'shared-ui';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { runBulk, type BulkProgress } from '../../../lib/bulk';
import type { ProductRow } from '../../../lib/admin-products';

type Change = { kind: 'status'; status: ProductStatus } | { kind: 'category'; category: CategoryInfo } | { kind: 'price'; percent: number };

const STATUS_VERBS: Record<ProductStatus, string> = { active: 'Published', draft: 'Unpublished', archived: 'Archived' };

/** The new price after a percentage change, to the paisa. */
export function adjustedPrice(price: number, percent: number): number {
  return Math.round(price * (1 + percent / 100) * 100) / 100;
}

function describe(change: Change, row: ProductRow): { data: Record<string, unknown>; summary: string } {
  switch (change.kind) {
    case 'status':
      return { data: { status: change.status }, summary: `${STATUS_VERBS[change.status]} ${row.title} (${row.sku})` };
    case 'category':
      return {
        data: { category: change.category.name, categorySlug: change.category.slug, subCategory: '', subCategoryId: '' },
        summary: `Moved ${row.title} (${row.sku}) to ${change.category.name}`,
      };
    case 'price': {
      const price = adjustedPrice(row.price, change.percent);
      if (price < 0) throw new Error('the new price would be below zero');
      if (row.mrp !== null && price > row.mrp) throw new Error(`the new price ${formatInr(price)} would exceed the MRP ${formatInr(row.mrp)}`);
      return { data: { price }, summary: `Changed the price of ${row.title} (${row.sku}) from ${formatInr(row.price)} to ${formatInr(price)}` };
    }
  }
}

export function ProductBulkActions({ rows, categories, clear }: { rows: ProductRow[]; categories: CategoryInfo[]; clear: () => void }) {
  const actor = useAdminActor();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [report, setReport] = useState<{ ok: number; failed: Array<{ row: ProductRow; reason: string }> } | null>(null);
  const [category, setCategory] = useState('');
  const [percent, setPercent] = useState('');

  const apply = async (change: Change) => {
    const db = await loadBrowserDb();
    if (!db || !actor) {
      setReport({ ok: 0, failed: rows.map((row) => ({ row, reason: 'not signed in to the database; reload the page' })) });
      return;
    }
    setReport(null);
    const outcome = await runBulk(
      rows,
      async (row) => {
        const { data, summary } = describe(change, row);
        await auditedWrite({
          db,
          actor,
          kind: 'update',
          collection: 'prod',
          id: row.id,
          action: 'product.update',
          summary,
          data,
          base: { ...row, updatedAt: row.updatedAt },
        });
      },
      setProgress,
    );
    setProgress(null);
    setReport({ ok: outcome.succeeded.length, failed: outcome.failed.map(({ item, reason }) => ({ row: item, reason })) });
    if (outcome.failed.length === 0) clear();
    await revalidator.revalidate();
  };

  const busy = progress !== null;
  const none = rows.length === 0;
  const percentValue = Number(percent);
  return (
    <>
      <button type="button" className="button" disabled={busy || none} onClick={() => apply({ kind: 'status', status: 'active' })}>
        Publish
      </button>
      <button type="button" className="button" disabled={busy || none} onClick={() => apply({ kind: 'status', status: 'draft' })}>
        Unpublish
      </button>
      <button type="button" className="button" disabled={busy || none} onClick={() => apply({ kind: 'status', status: 'archived' })}>
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
            if (target) void apply({ kind: 'category', category: target });
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
          disabled={busy || none || !percent || !Number.isFinite(percentValue) || percentValue === 0 || percentValue < -90 || percentValue > 500}
          onClick={() => apply({ kind: 'price', percent: percentValue })}
        >
          Change prices
        </button>
      </span>
      <span role="status" className="data-table__bulk-status">
        {progress ? (
          <>
            <progress max={progress.total} value={progress.done} /> Updating {progress.done} of {progress.total}…
          </>
        ) : report ? (
          `${report.ok} updated${report.failed.length ? `, ${report.failed.length} not changed` : ''}.`
        ) : (
          ''
        )}
      </span>
      {report && report.failed.length ? (
        <ul className="admin-alert admin-alert--warning" aria-label="Products not changed">
          {report.failed.map(({ row, reason }) => (
            <li key={row.id}>
              {row.title} ({row.sku}): {reason}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
