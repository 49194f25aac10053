// Page views (docs/product-spec.md §4): tracked on load and 100 ms after each navigation, once the new
// page's title is in place.
import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-router';
import { track } from 'shared-data';
import { routeTable, withoutClientParams } from 'shared-data/routes';

/** Every query parameter some page follows by itself (RouteEntry.clientParams). */
const PAGE_CLIENT_PARAMS = [...new Set(routeTable.flatMap((entry) => entry.clientParams ?? []))];

export const PAGE_VIEW_DELAY_MS = 100;

export function usePageViews(): void {
  const location = useLocation();
  const first = useRef(true);
  // A change of only what the page follows by itself (a product's ?variant=) is the same page view.
  const pageKey = withoutClientParams(location, PAGE_CLIENT_PARAMS);
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- counted once per page, not per variant picked
  }, [pageKey]);
}
