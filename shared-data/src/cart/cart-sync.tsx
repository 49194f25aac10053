// Loads the cart when the auth state settles, merges the guest cart on sign-in, shows the guest
// cart again on sign-out, and follows other tabs' guest carts. Renders nothing. The shell mounts
// it once in its layout; a page may mount another (standalone hosts) — instances sharing a jotai
// store agree through `cartSyncClaimAtom`, so each auth state is loaded once.
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { GUEST_CART_KEY } from './guest-cart-storage';
import { cartSyncClaimAtom, reloadGuestCart, syncCart, type LoadCartDb } from './cart-store';

export interface CartSyncProps {
  /** The signed-in user's uid, or null for a guest. */
  uid: string | null;
  /** True while the auth state is still being restored (nothing is loaded until it settles). */
  authLoading: boolean;
  /** Loads the browser's Firestore (`loadBrowserDb`, a stable function); asked only for a signed-in user. */
  loadDb: LoadCartDb;
}

export function CartSync({ uid, authLoading, loadDb }: CartSyncProps) {
  const store = useStore();

  useEffect(() => {
    if (authLoading) return undefined;
    const me = Symbol('cart-sync');
    const key = uid ?? '';
    let current = true;
    let unsubscribe: (() => void) | null = null;

    const start = () => {
      store.set(cartSyncClaimAtom, { key, owner: me, done: false });
      void syncCart(store, { uid, loadDb }, () => current).then(() => {
        const claim = store.get(cartSyncClaimAtom);
        if (current && claim?.owner === me) store.set(cartSyncClaimAtom, { ...claim, done: true });
      });
    };
    /** Starts the load unless another instance has done it or is doing it for this auth state. */
    const attempt = (): boolean => {
      const claim = store.get(cartSyncClaimAtom);
      if (claim && claim.key === key && (claim.done || claim.owner !== me)) return false;
      start();
      return true;
    };

    if (!attempt()) {
      const claim = store.get(cartSyncClaimAtom);
      if (!claim?.done) {
        // Another instance is loading: take over if it is unmounted before it finishes.
        unsubscribe = store.sub(cartSyncClaimAtom, () => {
          const next = store.get(cartSyncClaimAtom);
          if (next === null) attempt();
          if (next === null || next.done) {
            unsubscribe?.();
            unsubscribe = null;
          }
        });
      }
    }
    return () => {
      current = false;
      unsubscribe?.();
      const claim = store.get(cartSyncClaimAtom);
      if (claim?.owner === me && !claim.done) store.set(cartSyncClaimAtom, null);
    };
  }, [store, uid, authLoading, loadDb]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_CART_KEY || event.key === null) reloadGuestCart(store);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return null;
}
