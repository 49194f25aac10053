// The root of every page: page-view tracking and scroll behaviour (top on a new navigation, the
// saved position when going back or forward), around the public or admin area.
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { usePageViews } from '../hooks/use-page-views';

export function RootLayout() {
  usePageViews();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
