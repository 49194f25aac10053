// Runs one change per selected item, one after another, reporting progress, and collects what
// failed with its reason: a bulk action never stops half-way silently, and each item's change is
// its own audited transaction.

export interface BulkProgress {
  done: number;
  total: number;
}

export interface BulkOutcome<T> {
  succeeded: T[];
  failed: Array<{ item: T; reason: string }>;
}

export async function runBulk<T>(
  items: readonly T[],
  change: (item: T) => Promise<void>,
  onProgress: (progress: BulkProgress) => void,
): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { succeeded: [], failed: [] };
  onProgress({ done: 0, total: items.length });
  for (const [index, item] of items.entries()) {
    try {
      await change(item);
      outcome.succeeded.push(item);
    } catch (error) {
      outcome.failed.push({ item, reason: error instanceof Error ? error.message : String(error) });
    }
    onProgress({ done: index + 1, total: items.length });
  }
  return outcome;
}
