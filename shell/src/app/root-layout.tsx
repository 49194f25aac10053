// The root of every page: page-view tracking and scroll behaviour (top on a new navigation, the
// saved position when going back or forward), around the public or admin area.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'shared-router';
import { useStore } from 'jotai';
import { connectAuth } from 'shared-auth';
import { useHydrateCategories, useRootData } from 'shared-data';
import { usePageViews } from '../hooks/use-page-views';

export function RootLayout() {
  usePageViews();
  // The categories read on the server seed the store before the first render (server and browser).
  useHydrateCategories(useRootData()?.categories);
  const store = useStore();
  // After hydration: restore the stored user, then follow the auth service.
  useEffect(() => connectAuth(store), [store]);
  // A marker for monitoring and tests: the browser has taken over the server-rendered page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
