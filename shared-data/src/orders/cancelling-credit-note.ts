// Which of an order's credit notes cancelled its invoice in full. The order's `invoice.cancelledBy`
// names it by its number (as the functions write it) — or by its document id — so both are matched.
import type { Order, OrderTaxDocumentRef } from '../types/catalog';

export function cancellingCreditNote(order: Pick<Order, 'invoice' | 'creditNotes'>): OrderTaxDocumentRef | null {
  const by = order.invoice?.cancelledBy;
  if (!by) return null;
  return order.creditNotes.find((note) => note.number === by || note.id === by) ?? null;
}
