// The `issueInvoice` callable: gives an order its tax invoice number, once — the next number of the
// financial year's sequence (counters/invoices-<year>), kept on the order for good, so printing the
// invoice again shows the same number. Only orders the shop has accepted get one.
import { z } from '#zod';
import type { OrderStatus } from '../types/catalog';
import { strictInput } from './callable-input';
import { lazySchema } from '../schemas/lazy-schema';

/** Orders that can be invoiced: accepted by the shop (not pending, not cancelled). */
export const INVOICEABLE_STATUSES: readonly OrderStatus[] = ['confirmed', 'packed', 'shipped', 'delivered', 'returned', 'refunded'];

export const issueInvoiceInputSchema = lazySchema(() =>
  strictInput(
    { orderId: z.string({ error: 'Name the order to invoice.' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'Name the order to invoice.') },
    { what: 'the invoice request', hint: 'send orderId.', notObject: 'Send the invoice request as an object.' },
  ),
);

export interface IssueInvoiceResult {
  number: string;
  /** ISO date */
  issuedAt: string;
  /** False when the order had its number already. */
  issued: boolean;
}
