// The selection of a card list's rows (DataTable keeps its own): by key, so a row that moves keeps its
// tick, and it belongs to the list at this address (another tab, search or page starts afresh).
import { usePageState } from '../../hooks/use-page-state';

const NONE: ReadonlySet<string> = new Set();

export function useRowSelection<Row>(rows: readonly Row[], keyOf: (row: Row) => string) {
  const [selected, setSelected] = usePageState<ReadonlySet<string>>(NONE);
  const selectedRows = rows.filter((row) => selected.has(keyOf(row)));
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;
  return {
    selectedRows,
    allSelected,
    isSelected: (row: Row) => selected.has(keyOf(row)),
    toggle: (row: Row) => {
      const next = new Set(selected);
      if (!next.delete(keyOf(row))) next.add(keyOf(row));
      setSelected(next);
    },
    toggleAll: () => setSelected(allSelected ? NONE : new Set(rows.map(keyOf))),
    clear: () => setSelected(NONE),
  };
}
