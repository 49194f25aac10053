// "Export CSV" for what a list shows: reads every matching document (with progress), turns them into
// CSV and saves the file. Shared by the orders and the products lists.
import { useState } from 'react';
import { loadSignedInDb } from '../../lib/signed-in-db';
import { formatNumber } from 'shared-ui';
import type { Firestore } from 'firebase/firestore/lite';

export interface CsvExportButtonProps<T> {
  /** Plural noun for the status line ("orders", "products"). */
  noun: string;
  filename: string;
  read: (db: Firestore, onProgress: (read: number) => void) => Promise<T[]>;
  toCsv: (items: T[]) => string;
}

/** Saves `text` as a file (UTF-8 with a byte-order mark, so spreadsheets read ₹ and names right). */
export function downloadCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function CsvExportButton<T>({ noun, filename, read, toCsv }: CsvExportButtonProps<T>) {
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'busy'; read: number } | { kind: 'done'; count: number } | { kind: 'error'; text: string }>({
    kind: 'idle',
  });

  const run = async () => {
    const db = await loadSignedInDb();
    if (!db) {
      setState({ kind: 'error', text: 'Not connected to the database; reload the page and try again.' });
      return;
    }
    setState({ kind: 'busy', read: 0 });
    try {
      const items = await read(db, (count) => setState({ kind: 'busy', read: count }));
      downloadCsv(filename, toCsv(items));
      setState({ kind: 'done', count: items.length });
    } catch (error) {
      console.warn(`Export of ${noun} failed:`, error);
      setState({ kind: 'error', text: `The ${noun} could not be read for the export. Check the connection and try again.` });
    }
  };

  return (
    <span className="admin-export">
      <button type="button" className="button" onClick={run} disabled={state.kind === 'busy'}>
        Export CSV
      </button>
      <span role="status" className="admin-export__status">
        {state.kind === 'busy'
          ? `Reading ${noun}… ${formatNumber(state.read)} so far`
          : state.kind === 'done'
            ? `Exported ${formatNumber(state.count)} ${noun}.`
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
