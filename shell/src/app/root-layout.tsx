// The root of every page: scroll behaviour and the area the public or admin chrome renders into.
import { Outlet, ScrollRestoration } from 'react-router-dom';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
