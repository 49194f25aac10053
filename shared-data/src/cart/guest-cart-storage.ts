// The guest cart in local storage. Reads never throw (private mode, full storage, bad JSON): a
// broken stored cart reads as empty rather than breaking the page.
import type { CartItem } from '../types/catalog';
import { cleanCartItems } from './cart-items';

export const GUEST_CART_KEY = 'shop.cart.v1';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readGuestCart(): CartItem[] {
  try {
    const raw = storage()?.getItem(GUEST_CART_KEY);
    return raw ? cleanCartItems(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

/** Saves the guest cart; false when the browser refused (the cart then lives for this page only). */
export function writeGuestCart(items: readonly CartItem[]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (items.length === 0) store.removeItem(GUEST_CART_KEY);
    else store.setItem(GUEST_CART_KEY, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}
