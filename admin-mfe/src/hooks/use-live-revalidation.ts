// Live admin views: while the page is open, a change to what `targets` watch (a new order, a status
// change, a new message or review) reloads the route's data, so it appears without a reload of the
// page. The route's loader stays the one source of the page's data (server rendering, counts,
// paging); the listeners only say when to read it again. The first change is read at once; changes
// that arrive while a read is on its way are read once more after it, so a burst costs two reads
// and the last change is never missed.
import { useEffect, useRef } from 'react';
import { watchChanges, type LiveQuery } from 'shared-auth';
import { useRevalidator } from 'shared-router';

export function useLiveRevalidation(targets: readonly LiveQuery[]): void {
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  }, [revalidate]);
  const key = JSON.stringify(targets);
  useEffect(() => {
    let stopped = false;
    let reading = false;
    let changedMeanwhile = false;
    const read = async (): Promise<void> => {
      reading = true;
      try {
        await latest.current();
      } catch (error) {
        console.warn('Live update: the page could not read its data again:', error instanceof Error ? error.message : error);
      } finally {
        reading = false;
        if (changedMeanwhile && !stopped) {
          changedMeanwhile = false;
          void read();
        }
      }
    };
    const onChange = () => {
      if (stopped) return;
      if (reading) changedMeanwhile = true;
      else void read();
    };
    const stops = (JSON.parse(key) as LiveQuery[]).map((target) => watchChanges(target, onChange));
    return () => {
      stopped = true;
      for (const stop of stops) stop();
    };
  }, [key]);
}
