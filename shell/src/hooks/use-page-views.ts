// Page views (docs/product-spec.md §4): tracked on load and 100 ms after each navigation, once the new
// page's title is in place.
import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-router';
import { track } from 'shared-data';

export const PAGE_VIEW_DELAY_MS = 100;

export function usePageViews(): void {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const send = () =>
      track('page_view', {
        page_path: `${location.pathname}${location.search}`,
        page_title: document.title,
        page_location: window.location.href,
      });
    if (first.current) {
      first.current = false;
      send();
      return undefined;
    }
    const timer = window.setTimeout(send, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.search]);
}
