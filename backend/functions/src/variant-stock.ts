// Stock writes per variant (issue 40): what a product document becomes when lines of it are sold,
// put back or adjusted, read in the caller's transaction. A product without options keeps its stock
// in its own `stock` field; a product with options in each variant's `stock`, and its own `stock` is
// their total on sale (rollUpVariants), so both are written together.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { findVariant, readVariants, rollUpVariants } from 'shared-data/contracts';

export interface StockChange {
  /** The variant's SKU for a product with options; absent (or the product's own SKU) otherwise. */
  variantSku?: string | undefined;
  /** Pieces added (negative: taken away). */
  change: number;
}

export interface StockWrite {
  /** The fields to update on the product. */
  update: { stock: number; variants?: unknown[] };
  /** The stock after each change, in the order given (its variant's, or the product's). */
  after: number[];
  /** Changes naming a variant the product no longer has (nothing written for them). */
  missed: number[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the stored product has options (and so keeps its stock per variant). */
export function hasVariants(data: Record<string, unknown>): boolean {
  return readVariants(data, { sku: '', price: 0, mrp: null, stock: 0, weightGrams: null }).options.length > 0;
}

/**
 * The write for `changes` to one product (stock never below 0). The stored variants are copied as
 * they are, only their `stock` changed, so nothing the reader does not know is lost.
 */
export function stockWrite(snapshot: DocumentSnapshot, changes: readonly StockChange[]): StockWrite {
  const data = (snapshot.data() ?? {}) as Record<string, unknown>;
  const own = Math.max(0, Math.floor(Number(data['stock']) || 0));
  if (!hasVariants(data)) {
    const after: number[] = [];
    let stock = own;
    for (const { change } of changes) {
      stock = Math.max(0, stock + change);
      after.push(stock);
    }
    return { update: { stock }, after, missed: [] };
  }
  const stored = (data['variants'] as unknown[]).map((variant) => (isRecord(variant) ? { ...variant } : variant));
  const after: number[] = [];
  const missed: number[] = [];
  changes.forEach(({ variantSku, change }, index) => {
    const target = findVariant(
      stored.filter(isRecord).map((variant) => ({ sku: String(variant['sku'] ?? ''), variant })),
      variantSku,
    );
    if (!target) {
      missed.push(index);
      after.push(0);
      return;
    }
    const stock = Math.max(0, Math.floor(Number(target.variant['stock']) || 0) + change);
    target.variant['stock'] = stock;
    after.push(stock);
  });
  const { variants } = readVariants({ ...data, variants: stored }, { sku: '', price: 0, mrp: null, stock: own, weightGrams: null });
  return { update: { stock: rollUpVariants(variants).stock, variants: stored }, after, missed };
}

/** A movement's or a line's variant field: the SKU of the variant a row was read for, if any. */
export const variantOf = (row: { variantSku?: string | undefined } | null | undefined): { variantSku?: string } =>
  row?.variantSku ? { variantSku: row.variantSku } : {};
