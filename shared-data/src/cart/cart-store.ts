// The cart store: one cart per browser session, in the jotai store the shell provides. Guests'
// carts live in local storage; a signed-in customer's in `carts/{uid}`. `CartSync` (mounted once by
// the shell) loads the right one when the auth state settles and merges the guest cart on sign-in;
// every change is saved where the cart lives, in order.
import { atom, useAtomValue, useSetAtom, type createStore } from 'jotai';
import { useMemo } from 'react';
import type { Firestore } from 'firebase/firestore/lite';
import { fetchUserCart, writeUserCart } from '../collections/carts';
import type { CartItem } from '../types/catalog';
import { acknowledgeCartPrices, addCartItem, cartLineCount, cartLineKey, mergeCarts, removeCartItem, setCartItemQuantity } from './cart-items';
import { readGuestCart, writeGuestCart } from './guest-cart-storage';
import { useHydrated } from '../platform/use-hydrated';

/** idle: not loaded yet (server render, auth still settling); error: the saved cart could not load. */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CartState {
  status: CartStatus;
  /** The signed-in user whose cart this is; null for a guest cart. */
  owner: string | null;
  items: CartItem[];
  /** Why the last load or save failed, in words for the customer. */
  error: string | null;
  /** Something the customer should know (the guest cart was merged, lines did not fit…). */
  notice: string | null;
}

export const initialCartState: CartState = { status: 'idle', owner: null, items: [], error: null, notice: null };

export const cartStateAtom = atom<CartState>(initialCartState);

/** The browser's Firestore client, loaded on first need (shared-auth's loadBrowserDb); null when not available. */
export type LoadCartDb = () => Promise<Firestore | null>;

/** Where signed-in carts are saved; set by CartSync. */
const cartDbAtom = atom<{ load: LoadCartDb }>({ load: async () => null });

/** The chain of pending saves (boxed: jotai treats a bare promise value as an async atom). */
const cartSavesAtom = atom<{ pending: Promise<boolean> }>({ pending: Promise.resolve(true) });

export const CART_LOAD_ERROR = 'We could not load the cart saved to your account. Check your connection and reload the page; nothing in it was lost.';
export const CART_SAVE_ERROR = 'We could not save your cart just now. Check your connection; your last change may not be kept.';
export const GUEST_SAVE_ERROR = 'Your browser did not let us keep the cart (private mode or full storage); it lasts for this page only.';

/** Applies a change to a ready cart and saves it where it lives. False when the cart is not ready. */
export const updateCartAtom = atom(null, (get, set, change: (items: CartItem[]) => CartItem[]): boolean => {
  const state = get(cartStateAtom);
  if (state.status !== 'ready') return false;
  const items = change(state.items);
  if (items === state.items) return true;
  const owner = state.owner;
  set(cartStateAtom, { ...state, items, error: null });
  if (owner === null) {
    if (!writeGuestCart(items)) set(cartStateAtom, (current) => ({ ...current, error: GUEST_SAVE_ERROR }));
    return true;
  }
  const { load } = get(cartDbAtom);
  const previous = get(cartSavesAtom).pending;
  const pending = previous.then(async () => {
    try {
      const db = await load();
      if (!db) throw new Error('no database');
      await writeUserCart(db, owner, items);
      return true;
    } catch {
      set(cartStateAtom, (current) => (current.owner === owner ? { ...current, error: CART_SAVE_ERROR } : current));
      return false;
    }
  });
  set(cartSavesAtom, { pending });
  return true;
});

/** Resolves when every change so far is saved: true if the last save worked. */
export const flushCartAtom = atom(null, (get): Promise<boolean> => get(cartSavesAtom).pending);

export const dismissCartNoticeAtom = atom(null, (_get, set) => set(cartStateAtom, (state) => ({ ...state, notice: null })));

type JotaiStore = ReturnType<typeof createStore>;

/**
 * Which CartSync instance loads the cart for the current auth state. The shell mounts one in its
 * layout, and pages that need the cart (or a host without the shell) may mount another; the first
 * claims the work, the others stand by and take over only if it goes away before finishing.
 */
export interface CartSyncClaim {
  /** The auth state the claim is for: the uid, or '' for a guest. */
  key: string;
  owner: symbol;
  done: boolean;
}

export const cartSyncClaimAtom = atom<CartSyncClaim | null>(null);

export interface CartSyncTarget {
  uid: string | null;
  /** Called only for a signed-in user: a guest's cart lives in this browser. */
  loadDb: LoadCartDb;
}

function mergedNotice(added: number, overflow: number): string | null {
  const parts: string[] = [];
  if (added > 0) parts.push(`We added ${added} ${added === 1 ? 'product' : 'products'} from before you signed in to your cart.`);
  if (overflow > 0) {
    parts.push(`${overflow} ${overflow === 1 ? 'product' : 'products'} did not fit (a cart holds at most 100) and stayed in this browser.`);
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * Loads the cart for the settled auth state: the guest cart from local storage, or the user's saved
 * cart merged with the guest cart (which is then cleared, keeping only what did not fit).
 * `isCurrent` turns false when the auth state changed meanwhile; the stale result is dropped.
 */
export async function syncCart(store: JotaiStore, target: CartSyncTarget, isCurrent: () => boolean = () => true): Promise<void> {
  store.set(cartDbAtom, { load: target.loadDb });
  if (target.uid === null) {
    store.set(cartStateAtom, { status: 'ready', owner: null, items: readGuestCart(), error: null, notice: null });
    return;
  }
  const uid = target.uid;
  store.set(cartStateAtom, (state) => ({ ...state, status: 'loading', owner: uid, error: null }));
  try {
    const db = await target.loadDb();
    if (!db) throw new Error('no database');
    // Saves of a previous owner finish first, so their writes cannot land after this read.
    await store.get(cartSavesAtom).pending;
    const saved = await fetchUserCart(db, uid);
    const guest = readGuestCart();
    let items = saved;
    let notice: string | null = null;
    if (guest.length > 0) {
      const savedIds = new Set(saved.map(cartLineKey));
      const merged = mergeCarts(saved, guest);
      await writeUserCart(db, uid, merged.items);
      // Only now is the guest copy dropped: a failure above leaves it for the next attempt, and
      // the merge taking the larger quantity makes that retry harmless.
      writeGuestCart(merged.overflow);
      items = merged.items;
      notice = mergedNotice(merged.items.filter((item) => !savedIds.has(cartLineKey(item))).length, merged.overflow.length);
    }
    if (!isCurrent()) return;
    store.set(cartStateAtom, { status: 'ready', owner: uid, items, error: null, notice });
  } catch {
    if (!isCurrent()) return;
    store.set(cartStateAtom, { status: 'error', owner: uid, items: [], error: CART_LOAD_ERROR, notice: null });
  }
}

/** Reloads the guest cart when another tab changed it. */
export function reloadGuestCart(store: JotaiStore): void {
  const state = store.get(cartStateAtom);
  if (state.status === 'ready' && state.owner === null) store.set(cartStateAtom, { ...state, items: readGuestCart() });
}

export interface CartApi extends CartState {
  /** Loaded and writable (actions do nothing before). */
  ready: boolean;
  /** Adds a product (for a product with options, the variant with `variantSku`). */
  add(productId: string, quantity: number, price: number, variantSku?: string): boolean;
  /** Sets the quantity of a line, named by cartLineKey (the product id for a product without options). */
  setQuantity(lineKey: string, quantity: number): boolean;
  /** Removes a line, named by cartLineKey. */
  remove(lineKey: string): boolean;
  /** Marks the current catalogue prices as seen (clears the "price changed" notices). */
  acknowledgePrices(prices: Readonly<Record<string, number>>): boolean;
  clear(): boolean;
  /** Waits until every change is saved; true if the last save worked. */
  flush(): Promise<boolean>;
  dismissNotice(): void;
}

/**
 * The cart as a component shows it: the server's view (not loaded) while the component hydrates,
 * the store's after. The cart loads in the browser after the first hydration pass, so a part of
 * the page hydrated later (a lazy card's "Add to cart") would otherwise hydrate over server HTML
 * that differs, and keep the server's `disabled` (use-hydrated.ts).
 */
function useShownCartState(): CartState {
  const state = useAtomValue(cartStateAtom);
  return useHydrated() ? state : initialCartState;
}

export function useCart(): CartApi {
  const state = useShownCartState();
  const update = useSetAtom(updateCartAtom);
  const flush = useSetAtom(flushCartAtom);
  const dismissNotice = useSetAtom(dismissCartNoticeAtom);
  return useMemo(
    () => ({
      ...state,
      ready: state.status === 'ready',
      add: (productId, quantity, price, variantSku) =>
        update((items) => addCartItem(items, { productId, variantSku, quantity, price }, new Date().toISOString())),
      setQuantity: (lineKey, quantity) => update((items) => setCartItemQuantity(items, lineKey, quantity)),
      remove: (lineKey) => update((items) => removeCartItem(items, lineKey)),
      acknowledgePrices: (prices) => update((items) => acknowledgeCartPrices(items, prices)),
      clear: () => update((items) => (items.length === 0 ? items : [])),
      flush: () => flush(),
      dismissNotice: () => dismissNotice(),
    }),
    [state, update, flush, dismissNotice],
  );
}

/** The number of products in the cart, or null until the cart is loaded (render nothing then). */
export function useCartCount(): number | null {
  const state = useShownCartState();
  return state.status === 'ready' ? cartLineCount(state.items) : null;
}
