// One whole product (options, variants, attributes) for the product page's loader, read through
// shared-data/shopper: this module is loaded with the loader, never on a page's first view.
import type { Firestore } from 'firebase/firestore/lite';
import { isPermissionDenied, lazyFirestore, productIdOf, type Product } from 'shared-data';
import { productRef } from 'shared-data/shopper';

const { getDoc } = lazyFirestore;

/**
 * The active product with this SKU (document id = SKU in lower case), or null when there is none
 * or it is not public (the rules deny reading drafts, which means the same to a shopper).
 */
export async function fetchProductBySku(db: Firestore, sku: string): Promise<Product | null> {
  const id = productIdOf(sku);
  if (!id) return null;
  try {
    const product = (await getDoc(productRef(db, id))).data();
    return product?.status === 'active' ? product : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/**
 * Any product with this SKU, whatever its status: an admin's preview of a draft or archived product
 * (the caller checks the admin claim; the rules refuse everyone else anyway). Never shared between
 * requests.
 */
export async function fetchProductForPreview(db: Firestore, sku: string): Promise<Product | null> {
  const id = productIdOf(sku);
  if (!id) return null;
  try {
    return (await getDoc(productRef(db, id))).data() ?? null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}
