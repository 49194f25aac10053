// The CSV import: choose or drop a file, every row is checked first (a report of line, column and
// problem; nothing is written while any remain), then the rows go to the importProducts function
// 100 at a time (at most 1,000 variants) with a progress bar, and can be cancelled between chunks.
// SKU is the key, so a second import of the same file changes nothing, and an interrupted import is
// finished by importing the file again. A product with options comes with its variant rows, as the
// export writes them (products-csv.ts).
import { useId, useRef, useState } from 'react';
import { DropZone } from '../../../components/drop-zone/drop-zone';
import type { CategoryInfo } from 'shared-data';
import type { ImportProductsResult } from 'shared-data/admin';
import { formatNumber } from 'shared-ui';
import { downloadCsv } from '../../../components/csv-export/csv-export-button';
import { importProducts } from '../../../lib/admin-callables';
import { importChunks, parseProductsCsv, productsCsvTemplate, type ParsedImport } from '../lib/products-csv';
import { useLeaveWarning } from '../../../hooks/use-leave-warning';
import { formatCount } from '../../../lib/format-count';

const SHOWN_ISSUES = 200;
const MAX_FILE_BYTES = 20 * 1024 * 1024;

type Run =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number; totals: ImportProductsResult }
  | { kind: 'finished'; totals: ImportProductsResult; cancelled: boolean; total: number; done: number }
  | { kind: 'failed'; totals: ImportProductsResult; done: number; total: number; message: string };

const ZERO: ImportProductsResult = { created: 0, updated: 0, unchanged: 0 };

export function ProductImport({ categories }: { categories: CategoryInfo[] }) {
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; parsed: ParsedImport } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const cancelRequested = useRef(false);
  const running = run.kind === 'running';

  // Leaving the page while chunks are being written would stop the import half-way: ask first.
  useLeaveWarning(running);

  const choose = async (chosen: File | undefined) => {
    setRun({ kind: 'idle' });
    setFile(null);
    setReadError(null);
    if (!chosen) return;
    if (!/\.csv$/i.test(chosen.name) && chosen.type !== 'text/csv') {
      setReadError(`${chosen.name} is not a CSV file. Save the sheet as CSV (UTF-8) and choose it again.`);
      return;
    }
    if (chosen.size > MAX_FILE_BYTES) {
      setReadError(`${chosen.name} is larger than 20 MB. Split it into smaller files.`);
      return;
    }
    setFile({ name: chosen.name, parsed: parseProductsCsv(await chosen.text(), categories) });
  };

  const start = async () => {
    if (!file || file.parsed.issues.length) return;
    const rows = file.parsed.rows;
    cancelRequested.current = false;
    let totals = { ...ZERO };
    let done = 0;
    setRun({ kind: 'running', done, total: rows.length, totals });
    for (const chunk of importChunks(file.parsed)) {
      if (cancelRequested.current) {
        setRun({ kind: 'finished', totals, cancelled: true, total: rows.length, done });
        return;
      }
      try {
        const result = await importProducts(chunk.rows);
        totals = { created: totals.created + result.created, updated: totals.updated + result.updated, unchanged: totals.unchanged + result.unchanged };
        done += chunk.rows.length;
        setRun({ kind: 'running', done, total: rows.length, totals });
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The shop could not be reached.';
        setRun({ kind: 'failed', totals, done, total: rows.length, message: `Lines ${chunk.firstLine}–${chunk.lastLine} were not written: ${message}` });
        return;
      }
    }
    setRun({ kind: 'finished', totals, cancelled: false, total: rows.length, done });
  };

  const issues = file?.parsed.issues ?? [];
  const ready = file !== null && issues.length === 0 && file.parsed.rows.length > 0;
  const summary = (totals: ImportProductsResult) =>
    `${formatNumber(totals.created)} created, ${formatNumber(totals.updated)} updated, ${formatNumber(totals.unchanged)} unchanged`;

  return (
    <div className="product-import">
      <section className="admin-card" aria-labelledby={`${inputId}-how`}>
        <h2 id={`${inputId}-how`}>1. Prepare the file</h2>
        <p>
          One product per row, with the template's columns; <strong>sku</strong> is the key: a known SKU updates that product, a new one creates it, and a row
          equal to the stored product is left alone. <code>category</code> and <code>subcategory</code> are the slugs shown in Manage Categories; several images
          or their descriptions are separated by <code>|</code>.
        </p>
        <p>
          <strong>Products with options</strong> (sizes, platings, shades) export as their own row — its price the variants' lowest, its stock their total on
          sale — followed by one row per variant: the product's <code>sku</code> and <code>title</code>, then <code>variant_sku</code>,{' '}
          <code>variant_options</code> (for example <code>Size=7; Plating=Rhodium</code>), <code>variant_price</code>, <code>variant_mrp</code>,{' '}
          <code>variant_stock</code> and <code>variant_status</code> (active or draft). Variant rows import as the product's variants: change their prices and
          stock, add a row for a new variant (a new value makes a new option value), or remove a row to remove that variant. The product's own price, MRP and
          stock are then its variants', whatever its row says. A variant keeps its weight, barcode and pictures, and an option its swatches, from the product
          editor. A product row without variant rows leaves the product's variants as they are.
        </p>
        <button type="button" className="button" onClick={() => downloadCsv('products-template.csv', productsCsvTemplate(categories))}>
          Download the template
        </button>
      </section>

      <section className="admin-card" aria-labelledby={`${inputId}-file`}>
        <h2 id={`${inputId}-file`}>2. Choose the file</h2>
        <DropZone
          inputId={inputId}
          label="CSV file"
          accept=".csv,text/csv"
          disabled={running}
          onFiles={([chosen]) => void choose(chosen)}
          hint="Or drop the file here."
        />
        {readError ? (
          <p role="alert" className="admin-alert admin-alert--error">
            {readError}
          </p>
        ) : null}
        {file ? (
          issues.length ? (
            <div role="alert" className="admin-alert admin-alert--error">
              <p>
                {file.name}: {formatCount(issues.length, 'problem')} to fix. Nothing has been written; correct the file and choose it again.
              </p>
            </div>
          ) : (
            <p role="status" className="admin-alert admin-alert--success">
              {file.name}: {formatCount(file.parsed.rows.length, 'product')}
              {file.parsed.variantRows ? ` with ${formatCount(file.parsed.variantRows, 'variant')}` : ''} checked, ready to import.
            </p>
          )
        ) : null}
        {issues.length ? (
          <div className="data-table__scroll">
            <table className="data-table product-import__issues">
              <caption>Problems in the file{issues.length > SHOWN_ISSUES ? ` (the first ${SHOWN_ISSUES} of ${formatNumber(issues.length)})` : ''}</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Column</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {issues.slice(0, SHOWN_ISSUES).map((issue, index) => (
                  <tr key={`${issue.line}-${issue.column}-${index}`}>
                    <td>{issue.line || '—'}</td>
                    <td>{issue.column || '—'}</td>
                    <td>{issue.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby={`${inputId}-run`}>
        <h2 id={`${inputId}-run`}>3. Import</h2>
        <div className="form-actions">
          <button type="button" className="button button--primary" disabled={!ready || running} onClick={() => void start()}>
            {ready ? `Import ${formatCount(file.parsed.rows.length, 'product')}` : 'Import'}
          </button>
          {running ? (
            <button type="button" className="button" onClick={() => (cancelRequested.current = true)}>
              Cancel
            </button>
          ) : null}
        </div>
        <div role="status" className="product-import__status">
          {run.kind === 'running' ? (
            <>
              <progress max={run.total} value={run.done} aria-label="Import progress" /> Imported {formatNumber(run.done)} of {formatNumber(run.total)}… (
              {summary(run.totals)})
            </>
          ) : run.kind === 'finished' ? (
            run.cancelled ? (
              `Cancelled after ${formatNumber(run.done)} of ${formatNumber(run.total)}: ${summary(run.totals)}. Import the file again to finish; the rows already imported will be left unchanged.`
            ) : (
              `Import finished: ${summary(run.totals)}.`
            )
          ) : null}
        </div>
        {run.kind === 'failed' ? (
          <p role="alert" className="admin-alert admin-alert--error">
            {run.message} Before that: {summary(run.totals)}. Fix the problem and import the file again; the rows already imported will be left unchanged.
          </p>
        ) : null}
      </section>
    </div>
  );
}
