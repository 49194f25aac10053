// The inventory screens' reads: a product's stock movements, newest first, a cursor page at a time
// (prod/{id}/stockMovements, written by the functions with every stock change).
import { collection, documentId, orderBy, type Firestore, type FirestoreDataConverter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { asIsoDate, asNumber, asString } from 'shared-data';
import { STOCK_MOVEMENTS, STOCK_REASON_LABELS, type StockMovement, type StockMovementReason } from 'shared-data/admin';
import { fetchCursorPage, type CursorPage } from './cursor-page';

export const MOVEMENT_PAGE_SIZE = 25;

function toStockMovement(id: string, data: Record<string, unknown>): StockMovement {
  const reason = asString(data['reason']) as StockMovementReason;
  const stockAfter = data['stockAfter'];
  return {
    id,
    variantSku: asString(data['variantSku']),
    change: asNumber(data['change']),
    stockAfter: typeof stockAfter === 'number' ? stockAfter : null,
    reason: reason in STOCK_REASON_LABELS ? reason : 'correction',
    note: asString(data['note']),
    orderId: asString(data['orderId']),
    orderNumber: asString(data['orderNumber']),
    byEmail: asString(data['byEmail']),
    at: asIsoDate(data['at']),
  };
}

const movementConverter: FirestoreDataConverter<StockMovement> = {
  toFirestore: (movement) => movement as unknown as Record<string, unknown>,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toStockMovement(snapshot.id, snapshot.data()),
};

export function fetchStockMovements(
  db: Firestore,
  productId: string,
  cursor: { after: string | null; before: string | null },
): Promise<CursorPage<StockMovement>> {
  const movements = collection(db, 'prod', productId, STOCK_MOVEMENTS).withConverter(movementConverter);
  return fetchCursorPage(movements, [orderBy('at', 'desc'), orderBy(documentId(), 'desc')], { ...cursor, size: MOVEMENT_PAGE_SIZE });
}
