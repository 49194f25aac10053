// The contracts of the callables that take an order from placed to paid (issue 36): payments and
// refunds, payment reminders, credit notes, the admin's edits of an order, orders the shop enters
// for a buyer, and a customer's business details corrected by an admin. Shared by the functions
// that enforce them, the admin's screens and the tests. Amounts are rupees with at most two
// decimals (parseRupees), never negative.
import { z } from '#zod';
import { cleanText, emailField, isValidPhone } from '../schemas/fields';
import { lazySchema } from '../schemas/lazy-schema';
import { strictInput } from './callable-input';
import { MAX_NOTE_LENGTH, orderAddressInputSchema, type PlaceOrderLine } from './place-order';
import { parseRupees } from '../orders/money';
import { PAYMENT_METHODS, type PaymentMethod, type PaymentStatus } from '../orders/payments';
import { buyerBusinessSchema } from '../tax/buyer-business';
import { MAX_LINE_QUANTITY } from '../cart/cart-items';

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const orderId = () => z.string({ error: 'Name the order.' }).regex(ID, 'Name the order.');
const uid = () => z.string({ error: 'Name the customer.' }).regex(ID, 'Name the customer.');

/** Rupees with at most two decimals, more than 0 unless `zeroAllowed`. */
export const amountField = (label: string, { zeroAllowed = false } = {}) =>
  z.unknown().transform((value, context) => {
    const rupees = parseRupees(value);
    if (rupees === null) {
      context.addIssue({ code: 'custom', message: `Enter the ${label} in rupees, with at most two decimals (for example 1250 or 1250.50).` });
      return z.NEVER;
    }
    if (!zeroAllowed && rupees === 0) {
      context.addIssue({ code: 'custom', message: `The ${label} must be more than ₹0.` });
      return z.NEVER;
    }
    return rupees;
  });

const text = (label: string, max: number, { required = false } = {}) =>
  z
    .unknown()
    .transform((value) => (typeof value === 'string' ? cleanText(value) : ''))
    .refine((value) => !required || value !== '', `Enter the ${label}.`)
    .refine((value) => value.length <= max, `Keep the ${label} under ${max + 1} characters.`);

const isoDay = lazySchema(() =>
  z
    .string({ error: 'Enter the date the money was received.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'That date does not exist.'),
);

export const PAYMENT_REFERENCE_MAX = 60;

// ---- payments and refunds ------------------------------------------------------------------

export const recordPaymentInputSchema = lazySchema(() =>
  strictInput(
    {
      orderId: orderId(),
      /** `refund`: money given back (up to what was paid less refunds). */
      kind: z.enum(['payment', 'refund'], { error: 'Say whether money came in (payment) or went back (refund).' }),
      amount: amountField('amount'),
      method: z.enum(PAYMENT_METHODS as [PaymentMethod, ...PaymentMethod[]], { error: 'Choose how the money was paid.' }),
      /** The bank's UTR, the UPI transaction id, the cheque number…; the same one is never recorded twice. */
      reference: text('reference', PAYMENT_REFERENCE_MAX),
      receivedOn: isoDay,
      note: text('note', 500),
    },
    { what: 'the payment', hint: 'send only orderId, kind, amount, method, reference, receivedOn and note.', notObject: 'Send the payment as an object.' },
  ).superRefine((input, context) => {
    if (input.method !== 'cash' && input.reference === '') {
      context.addIssue({
        code: 'custom',
        path: ['reference'],
        message: 'Enter the payment’s reference (the UTR of a bank transfer, the UPI transaction id, the cheque number), so it cannot be recorded twice.',
      });
    }
  }),
);
export type RecordPaymentInput = z.output<typeof recordPaymentInputSchema>;

export interface RecordPaymentResult {
  paymentId: string;
  status: PaymentStatus;
  paid: number;
  refunded: number;
  due: number;
}

export const orderOnlyInputSchema = lazySchema(() =>
  strictInput({ orderId: orderId() }, { what: 'the request', hint: 'send orderId.', notObject: 'Send the request as an object.' }),
);

// ---- credit notes --------------------------------------------------------------------------

/**
 * `issueCreditNote`: a credit note against the order's invoice — all of it, some of its lines
 * (quantities up to what is left uncredited), or an amount (a price adjustment) — with its reason.
 * Cancelling or returning an invoiced order issues the full one itself.
 */
export const issueCreditNoteInputSchema = lazySchema(() =>
  strictInput(
    {
      orderId: orderId(),
      scope: z.enum(['all', 'lines', 'amount'], { error: 'Choose what to credit: the whole invoice, some lines or an amount.' }),
      lines: z
        .array(
          z.object({
            productId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/, 'Name the product.'),
            /** The line's variant, for a product with options. */
            variantSku: z
              .string()
              .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'Name the variant by its SKU.')
              .optional(),
            quantity: z.number().int().min(1, 'Credit at least one piece.'),
          }),
        )
        .max(100)
        .optional(),
      amount: amountField('amount to credit').optional(),
      reason: text('reason', 300, { required: true }),
      /** For goods that came back: put the credited pieces back in stock. */
      restock: z.boolean().optional().default(false),
    },
    { what: 'the credit note', hint: 'send only orderId, scope, lines or amount, reason and restock.', notObject: 'Send the credit note as an object.' },
  ).superRefine((input, context) => {
    if (input.scope === 'lines' && !input.lines?.length)
      context.addIssue({ code: 'custom', path: ['lines'], message: 'Choose the lines and quantities to credit.' });
    if (input.scope === 'amount' && input.amount === undefined) context.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount to credit.' });
  }),
);
export type IssueCreditNoteInput = z.output<typeof issueCreditNoteInputSchema>;

export interface IssueCreditNoteResult {
  creditNoteId: string;
  number: string;
  /** Rupees credited, tax included. */
  amount: number;
}

// ---- the admin's edits and orders the shop enters --------------------------------------------

const orderLinesField = lazySchema(() =>
  z
    .array(
      z.object({
        productId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/, 'Name the product.'),
        /** The variant, for a product with options. */
        variantSku: z
          .string()
          .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'Name the variant by its SKU.')
          .optional(),
        quantity: z
          .number()
          .int('A quantity is a whole number.')
          .min(1, 'A quantity is at least 1.')
          .max(MAX_LINE_QUANTITY, `A quantity is at most ${MAX_LINE_QUANTITY}.`),
      }),
      { error: 'List the order’s products.' },
    )
    .min(1, 'An order needs at least one product.')
    .max(100, 'An order can hold at most 100 products.')
    .refine(
      (lines) => new Set(lines.map((line) => `${line.productId}#${(line.variantSku ?? '').toLowerCase()}`)).size === lines.length,
      'List each product once, with its total quantity.',
    ),
);

export const discountField = lazySchema(() =>
  z
    .object({
      kind: z.enum(['amount', 'percent'], { error: 'Choose an amount or a percentage.' }),
      value: z.unknown(),
      reason: text('reason for the discount', 200, { required: true }),
    })
    .transform((discount, context) => {
      const value = parseRupees(discount.value);
      if (value === null || value <= 0 || (discount.kind === 'percent' && value > 100)) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message:
            discount.kind === 'percent'
              ? 'Enter a percentage above 0 and at most 100, with at most two decimals.'
              : 'Enter the discount in rupees, above ₹0, with at most two decimals.',
        });
        return z.NEVER;
      }
      return { kind: discount.kind, value, reason: discount.reason };
    }),
);

export const editOrderInputSchema = lazySchema(() =>
  strictInput(
    {
      orderId: orderId(),
      /** The order's `updatedAt` (ISO) when the admin opened it: a newer one means someone else changed it. */
      expectedUpdatedAt: z.string({ error: 'Reload the order and try again.' }).min(1, 'Reload the order and try again.'),
      items: orderLinesField,
      discount: discountField.nullable(),
      /** Rupees; null leaves a quoted order's shipping to be quoted. */
      shipping: amountField('shipping charge', { zeroAllowed: true }).nullable(),
    },
    { what: 'the order edit', hint: 'send only orderId, expectedUpdatedAt, items, discount and shipping.', notObject: 'Send the edit as an object.' },
  ),
);
export type EditOrderInput = z.output<typeof editOrderInputSchema>;

export interface EditOrderResult {
  orderId: string;
  total: number;
  /** Pieces taken from stock (positive) or put back (negative) by the edit. */
  stockChange: number;
  emailQueued: boolean;
}

export const ORDER_CHANNELS = { phone: 'Phone', whatsapp: 'WhatsApp', email: 'E-mail', in_person: 'In person' } as const;
export type OrderChannel = keyof typeof ORDER_CHANNELS;

const newCustomerSchema = lazySchema(() =>
  z.object({
    email: emailField('Enter the customer’s e-mail address: their order updates and invoices go there.'),
    name: text('customer’s name', 100, { required: true }),
    phone: z
      .unknown()
      .transform((value) => (typeof value === 'string' ? value.trim() : ''))
      .refine(isValidPhone, 'Enter the customer’s phone number (10 to 15 digits).'),
  }),
);

/** `createShopOrder`: an order the shop enters for a buyer who phoned or messaged (priced, stocked and taxed as placeOrder does). */
export const createShopOrderInputSchema = lazySchema(() =>
  strictInput(
    {
      customer: z.union([z.object({ uid: uid() }).strict(), newCustomerSchema], {
        error: 'Choose an existing customer or enter a new one (name, e-mail, phone).',
      }),
      items: orderLinesField,
      address: orderAddressInputSchema,
      channel: z.enum(Object.keys(ORDER_CHANNELS) as [OrderChannel, ...OrderChannel[]], { error: 'Say how the order came in.' }),
      business: buyerBusinessSchema.optional(),
      discount: discountField.nullable().optional(),
      /** Rupees; absent charges the settings' shipping, as placeOrder would. */
      shipping: amountField('shipping charge', { zeroAllowed: true }).optional(),
      note: text('note', MAX_NOTE_LENGTH),
      /** One per entry form, so a double click enters one order. */
      idempotencyKey: z.string().regex(/^[A-Za-z0-9_:-]{8,128}$/, 'Reload the form and try again.'),
    },
    {
      what: 'the order',
      hint: 'send only customer, items, address, channel, business, discount, shipping, note and idempotencyKey.',
      notObject: 'Send the order as an object.',
    },
  ),
);
export type CreateShopOrderInput = z.output<typeof createShopOrderInputSchema>;

export interface CreateShopOrderResult {
  orderId: string;
  number: string;
  uid: string;
  /** True when the customer's account was made for this order. */
  newCustomer: boolean;
  total: number;
}

/** `setCustomerBusiness`: an admin corrects a customer's business name and GSTIN (audited). */
export const setCustomerBusinessInputSchema = lazySchema(() =>
  strictInput(
    { uid: uid(), businessName: z.unknown(), gstin: z.unknown() },
    { what: 'the business details', hint: 'send only uid, businessName and gstin.', notObject: 'Send the business details as an object.' },
  ).transform((input, context) => {
    const parsed = buyerBusinessSchema.safeParse({ businessName: input.businessName, gstin: input.gstin });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { uid: input.uid, ...parsed.data };
  }),
);

export type OrderLineInput = PlaceOrderLine;
