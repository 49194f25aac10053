// Live admin views: while the page is open, a change to what `targets` watch (a new order, a status
// change, a new message or review) reloads the route's data, so it appears without a reload of the
// page. The route's loader stays the one source of the page's data (server rendering, counts,
// paging); the listeners only say when to read it again. Bursts of changes are read once.
import { useEffect, useRef } from 'react';
import { watchChanges, type LiveQuery } from 'shared-auth';
import { useRevalidator } from 'shared-router';

/** How long a first change waits for others before the data is read again. */
const COALESCE_MS = 150;

export function useLiveRevalidation(targets: readonly LiveQuery[]): void {
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  }, [revalidate]);
  const key = JSON.stringify(targets);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onChange = () => {
      timer ??= setTimeout(() => {
        timer = null;
        void latest.current();
      }, COALESCE_MS);
    };
    const stops = (JSON.parse(key) as LiveQuery[]).map((target) => watchChanges(target, onChange));
    return () => {
      for (const stop of stops) stop();
      if (timer) clearTimeout(timer);
    };
  }, [key]);
}
