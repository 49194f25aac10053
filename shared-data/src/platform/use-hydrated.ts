// Whether the browser has taken over the page. React hydrates a part of the page later than the
// rest when it waits for code (a lazy component in a Suspense boundary): by then the browser's
// state (the cart, loaded after the first pass) may differ from what the server rendered, and React
// does not correct attributes that differ in hydration (a button the server rendered `disabled`
// stays disabled). A component that reads browser-only state renders the server's view while
// hydrating and the browser's right after: React renders it again once hydration is over.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while hydrating, true once the browser has taken over (and in client renders). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
