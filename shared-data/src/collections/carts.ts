// A signed-in customer's cart document, `carts/{uid}`: `items` (at most 100) and `updatedAt`,
// which is all the security rules accept.
import { Timestamp, doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import { cleanCartItems } from '../cart/cart-items';
import type { CartItem } from '../types/catalog';
import { asIsoDate } from './field-readers';

export const CARTS = 'carts';

export async function fetchUserCart(db: Firestore, uid: string): Promise<CartItem[]> {
  const snapshot = await getDoc(doc(db, CARTS, uid));
  if (!snapshot.exists()) return [];
  const raw = snapshot.get('items');
  // addedAt is stored as a timestamp; the apps use ISO strings.
  const items = Array.isArray(raw)
    ? raw.map((item: unknown) =>
        typeof item === 'object' && item !== null
          ? { ...(item as Record<string, unknown>), addedAt: asIsoDate((item as Record<string, unknown>)['addedAt']) ?? new Date(0).toISOString() }
          : item,
      )
    : [];
  return cleanCartItems(items);
}

export async function writeUserCart(db: Firestore, uid: string, items: readonly CartItem[]): Promise<void> {
  await setDoc(doc(db, CARTS, uid), {
    items: cleanCartItems(items).map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      addedPrice: item.addedPrice,
      addedAt: Timestamp.fromDate(new Date(item.addedAt)),
    })),
    updatedAt: serverTimestamp(),
  });
}
