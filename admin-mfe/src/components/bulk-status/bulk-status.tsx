// The live line of a bulk action: its progress while it runs ("Updating 3 of 12…"), then what it did.
import { formatNumber } from 'shared-ui';
import type { BulkProgress } from '../../lib/bulk';

export function BulkStatus({ progress, text }: { progress: BulkProgress | null; text: string }) {
  return (
    <span role="status" className="data-table__bulk-status">
      {progress ? (
        <>
          <progress max={progress.total} value={progress.done} /> Updating {formatNumber(progress.done)} of {formatNumber(progress.total)}…
        </>
      ) : (
        text
      )}
    </span>
  );
}
