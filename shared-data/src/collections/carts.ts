// A signed-in customer's cart document, `carts/{uid}`: `items` (at most 100) and `updatedAt`,
// which is all the security rules accept.
import type { Firestore } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import { z } from '#zod';
import { cleanCartItems, MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_PRODUCT_ID_LENGTH, MAX_VARIANT_SKU_LENGTH } from '../cart/cart-items';
import { storedAmount, storedText, timestampField } from '../schemas/fields';
import type { CartItem } from '../types/catalog';
import { asIsoDate } from './field-readers';
import { lazySchema } from '../schemas/lazy-schema';
import { CARTS } from './collection-names';

const { doc, getDoc, serverTimestamp, setDoc, timestampFromDate } = lazyFirestore;

export { CARTS } from './collection-names';

/** One stored cart line as the write rule accepts it (validCartItem in backend/firestore.rules). */
export const cartItemDocumentSchema = lazySchema(() =>
  z.strictObject({
    productId: storedText(1, MAX_PRODUCT_ID_LENGTH),
    variantSku: storedText(1, MAX_VARIANT_SKU_LENGTH).optional(),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    addedPrice: storedAmount(),
    addedAt: timestampField,
  }),
);

/** A cart document as the write rule accepts it (carts/{uid} in backend/firestore.rules). */
export const cartDocumentSchema = lazySchema(() =>
  z.strictObject({
    items: z.array(cartItemDocumentSchema).max(MAX_CART_LINES),
    updatedAt: timestampField.optional(),
  }),
);

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
      ...(item.variantSku ? { variantSku: item.variantSku } : {}),
      quantity: item.quantity,
      addedPrice: item.addedPrice,
      addedAt: timestampFromDate(new Date(item.addedAt)),
    })),
    updatedAt: serverTimestamp(),
  });
}
