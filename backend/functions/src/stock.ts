// Stock changes and their movement records (shared-data callables/stock.ts).
//
// - adjustStock: the admin's adjustment with a reason, in one transaction with the movement record
//   and the audit entry; refused when the stock is no longer what the admin saw (an order or another
//   admin changed it), or when it would go below zero.
// - recordStockMovement: the movement record that placeOrder and setOrderStatus add to their own
//   transactions for the pieces an order takes and a cancellation or return puts back.
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  adjustStockInputSchema,
  type AdjustStockResult,
  findVariant,
  PRODUCTS,
  readVariants,
  STOCK_MOVEMENTS,
  STOCK_REASON_LABELS,
  type StockMovementReason,
  variantLabel,
} from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { stockWrite, variantOf } from './variant-stock';
import { parseCallableInput } from './callable-input';
import { requireAdmin } from './require-admin';

export interface StockMovementRecord {
  change: number;
  /** The stock after the change, when the writer knows it. */
  stockAfter: number | null;
  /** The variant whose stock changed, for a product with options. */
  variantSku?: string;
  reason: StockMovementReason;
  note?: string;
  orderId?: string;
  orderNumber?: string;
  by: string;
  byEmail: string;
}

/** Adds the movement record to `transaction`; returns its id. */
export function recordStockMovement(transaction: Transaction, productRef: DocumentReference, movement: StockMovementRecord): string {
  const ref = productRef.collection(STOCK_MOVEMENTS).doc();
  transaction.create(ref, {
    change: movement.change,
    ...(movement.stockAfter === null ? {} : { stockAfter: movement.stockAfter }),
    ...(movement.variantSku ? { variantSku: movement.variantSku } : {}),
    reason: movement.reason,
    note: movement.note ?? '',
    orderId: movement.orderId ?? '',
    orderNumber: movement.orderNumber ?? '',
    by: movement.by,
    byEmail: movement.byEmail,
    at: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

export async function adjustStock(request: CallableRequest<unknown>, db: Firestore, auth: Auth): Promise<AdjustStockResult> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(adjustStockInputSchema, request.data);
  const productRef = db.collection(PRODUCTS).doc(input.productId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(productRef);
    if (!snapshot.exists) throw new HttpsError('not-found', 'There is no such product; it may have been deleted.');
    const sku = String(snapshot.get('sku') ?? input.productId);
    // A product with options keeps its stock per variant: the change names one.
    const data = (snapshot.data() ?? {}) as Record<string, unknown>;
    const { options, variants } = readVariants(data, { sku, price: 0, mrp: null, stock: Number(snapshot.get('stock')) || 0, weightGrams: null });
    const variant = options.length ? findVariant(variants, input.variantSku) : null;
    if (options.length && !variant) {
      throw new HttpsError(
        'invalid-argument',
        input.variantSku
          ? `${String(snapshot.get('title') ?? input.productId)} has no variant ${input.variantSku}; it may have been removed.`
          : `${String(snapshot.get('title') ?? input.productId)} has variants: choose the one whose stock changes.`,
      );
    }
    const label = variant ? ` ${variantLabel(options, variant)}` : '';
    const title = `${String(snapshot.get('title') ?? input.productId)}${label}`;
    const stock = variant ? variant.stock : Math.max(0, Math.floor(Number(snapshot.get('stock')) || 0));
    if (stock !== input.expectedStock) {
      throw new HttpsError(
        'failed-precondition',
        `The stock of ${title} is now ${stock} (it was ${input.expectedStock} when you opened it): an order or another admin changed it. Check the new figure and enter the change again.`,
        { conflict: true, stock },
      );
    }
    const stockAfter = stock + input.change;
    if (stockAfter < 0) {
      throw new HttpsError('failed-precondition', `Only ${stock} of ${title} ${stock === 1 ? 'is' : 'are'} in stock: you cannot take away ${-input.change}.`, {
        stock,
      });
    }
    const signed = input.change > 0 ? `+${input.change}` : String(input.change);
    const auditId = recordAdminChange(transaction, db, actor, {
      action: 'inventory.adjust',
      target: `${PRODUCTS}/${input.productId}`,
      summary: `Stock of ${title} (${variant?.sku ?? sku}) ${signed} (${STOCK_REASON_LABELS[input.reason].toLowerCase()}): ${stock} → ${stockAfter}${input.note ? `; ${input.note}` : ''}`,
      changes: { [variant ? `stock of ${variant.sku}` : 'stock']: { from: stock, to: stockAfter } },
    });
    const movementId = recordStockMovement(transaction, productRef, {
      change: input.change,
      stockAfter,
      ...(variant ? { variantSku: variant.sku } : {}),
      reason: input.reason,
      note: input.note,
      by: actor.uid,
      byEmail: actor.email ?? '',
    });
    const write = stockWrite(snapshot, [{ variantSku: variant?.sku, change: input.change }]);
    transaction.update(productRef, { ...write.update, updatedAt: FieldValue.serverTimestamp(), lastAuditId: auditId });
    return { productId: input.productId, ...(variant ? { variantSku: variant.sku } : {}), stock: stockAfter, movementId };
  });
}

/**
 * The stock an order's lines take, in its transaction: one write per product (its variants' stock
 * and its total together) and a movement per line, naming the variant as `rows` (read for each line)
 * spell it. `products[i]` is the snapshot of `productIds[i]`.
 */
export function takeOrderedStock(
  transaction: Transaction,
  order: { productIds: readonly string[]; products: readonly DocumentSnapshot[] },
  items: ReadonlyArray<{ productId: string; variantSku?: string | undefined; quantity: number }>,
  rows: ReadonlyArray<{ variantSku?: string | undefined } | null>,
  movement: Pick<StockMovementRecord, 'orderId' | 'orderNumber' | 'by' | 'byEmail'>,
): void {
  order.productIds.forEach((productId, productIndex) => {
    const snapshot = order.products[productIndex]!;
    const lines = items.filter((item) => item.productId === productId);
    const write = stockWrite(
      snapshot,
      lines.map((item) => ({ variantSku: item.variantSku, change: -item.quantity })),
    );
    transaction.update(snapshot.ref, { ...write.update, updatedAt: FieldValue.serverTimestamp() });
    lines.forEach((item, index) => {
      recordStockMovement(transaction, snapshot.ref, {
        ...movement,
        change: -item.quantity,
        stockAfter: write.after[index]!,
        // The variant's SKU as the catalogue spells it (the request may use any case).
        ...variantOf(rows[items.indexOf(item)]),
        reason: 'order',
      });
    });
  });
}
