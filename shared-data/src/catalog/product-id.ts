// A product's document id from its SKU: free of any import, so the storefront, the admin and the
// functions bundle share it.

/** The document id of a SKU (its lower case), or null when it cannot be one. */
export function productIdOf(sku: string): string | null {
  const id = sku.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9._-]{0,119}$/.test(id) ? id : null;
}
