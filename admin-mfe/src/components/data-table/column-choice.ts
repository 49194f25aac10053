// Which columns a person chose to see in each admin table, remembered in this browser. The server
// renders the defaults; the remembered choice applies once the page runs in the browser.
import { useCallback, useMemo, useSyncExternalStore } from 'react';

const key = (tableId: string) => `admin-table:${tableId}:columns`;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(tableId: string): string | null {
  try {
    return window.localStorage.getItem(key(tableId));
  } catch {
    return null;
  }
}

function parse(raw: string | null): Record<string, boolean> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

/** The table's column visibility (defaults overlaid with the remembered choice) and a setter. */
export function useColumnChoice(tableId: string, defaults: Record<string, boolean>): [Record<string, boolean>, (columnId: string, shown: boolean) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(tableId),
    () => null,
  );
  const visibility = useMemo(() => ({ ...defaults, ...parse(raw) }), [defaults, raw]);
  const setShown = useCallback(
    (columnId: string, shown: boolean) => {
      try {
        window.localStorage.setItem(key(tableId), JSON.stringify({ ...parse(read(tableId)), [columnId]: shown }));
      } catch {
        // Private browsing or a full storage: nothing is remembered.
      }
      for (const listener of listeners) listener();
    },
    [tableId],
  );
  return [visibility, setShown];
}
