// The `placeOrder` callable's contract, shared by the function (backend/functions), the checkout and
// the tests: its input schema (every refusal's message), its result and the issues it reports.
import { z } from '#zod';
import type { OrderAddress } from '../types/catalog';
import { PIN_CODE_PATTERN } from '../schemas/fields';
import { strictInput } from './callable-input';
import { lazySchema } from '../schemas/lazy-schema';
import { cartLineKey, MAX_LINE_QUANTITY } from '../cart/cart-items';
import { buyerBusinessSchema } from '../tax/buyer-business';
import { isRecord } from '../collections/value-guards';

export const MAX_ORDER_LINES = 100;
export const MAX_NOTE_LENGTH = 1000;
const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;
const VARIANT_SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:-]{8,128}$/;
const PHONE = /^[+]?[0-9 ()-]{7,20}$/;
const ADDRESS_KEYS = ['label', 'fullName', 'phone', 'line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;

/** One order line: a product id, the variant's SKU for a product with options, and a whole quantity; nothing else (prices are the shop's). */
const orderLines = lazySchema(() =>
  z
    .array(z.unknown(), { error: 'Your order has no items: add products to your cart first.' })
    .min(1, 'Your order has no items: add products to your cart first.')
    .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} products.`)
    .transform((lines, context) => {
      const seen = new Set<string>();
      const parsed: PlaceOrderLine[] = [];
      lines.forEach((raw, index) => {
        const fail = (message: string) => context.addIssue({ code: 'custom', path: [index], message });
        if (!isRecord(raw)) return fail(`items[${index}] must be { productId, variantSku?, quantity }.`);
        const unknown = Object.keys(raw).filter((key) => key !== 'productId' && key !== 'quantity' && key !== 'variantSku');
        if (unknown.length)
          return fail(
            `Unexpected field(s) ${unknown.join(', ')} in items[${index}]; send only productId, variantSku and quantity: prices are read from the catalogue.`,
          );
        const { productId, quantity, variantSku } = raw;
        if (typeof productId !== 'string' || !PRODUCT_ID.test(productId)) return fail(`items[${index}].productId is not a product id.`);
        if (variantSku !== undefined && (typeof variantSku !== 'string' || !VARIANT_SKU.test(variantSku))) {
          return fail(`items[${index}].variantSku is not a variant SKU.`);
        }
        const key = cartLineKey({ productId, variantSku });
        const name = variantSku ? `${productId} (${variantSku})` : productId;
        if (seen.has(key)) return fail(`${name} appears twice; send each product once with its total quantity.`);
        seen.add(key);
        if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
          return fail(`The quantity of ${name} must be a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString('en-IN')}.`);
        }
        parsed.push(variantSku ? { productId, variantSku, quantity } : { productId, quantity });
      });
      return parsed;
    }),
);

const addressText = (label: string, max: number, required: boolean) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: `The ${label} of the address must be text.` })
      .transform((value) => value.trim())
      .refine((value) => !required || value !== '', `Enter the ${label} of the delivery address.`)
      .refine((value) => value.length <= max, `The ${label} of the address can be at most ${max} characters.`),
  );

/** A delivery address typed at checkout (the shape the apps read back, OrderAddress). */
export const orderAddressInputSchema = lazySchema(() =>
  strictInput(
    {
      label: addressText('label', 40, false),
      fullName: addressText('full name', 100, true),
      phone: addressText('phone number', 20, true).refine(
        (value) => value === '' || PHONE.test(value),
        'Enter a phone number with 7–20 digits for the delivery address.',
      ),
      line1: addressText('first line', 200, true),
      line2: addressText('second line', 200, false),
      city: addressText('city', 100, true),
      state: addressText('state', 100, true),
      postalCode: addressText('PIN code', 6, true).refine(
        (value) => value === '' || PIN_CODE_PATTERN.test(value),
        'A PIN code has 6 digits and does not start with 0.',
      ),
      country: addressText('country', 60, true),
    },
    { what: 'address', hint: `send only ${ADDRESS_KEYS.join(', ')}.`, notObject: 'address must be an object with the delivery address fields.' },
  ).transform(({ label, line2, ...address }): OrderAddress => ({ ...address, ...(label ? { label } : {}), ...(line2 ? { line2 } : {}) })),
);

const present = (value: unknown) => value !== undefined && value !== null;

/** The callable's input: anything but the documented fields is refused. */
export const placeOrderInputSchema = lazySchema(() =>
  strictInput(
    {
      items: z.unknown(),
      addressId: z.unknown().optional(),
      address: z.unknown().optional(),
      note: z.unknown().optional(),
      idempotencyKey: z.unknown(),
      business: z.unknown().optional(),
      paymentPreference: z.unknown().optional(),
    },
    {
      what: 'the order',
      hint: 'the shop prices orders itself: send only items, addressId or address, note, business, paymentPreference and idempotencyKey.',
      notObject: 'Send an object { items: [{ productId, quantity }], addressId or address, note?, idempotencyKey }.',
    },
  )
    .refine((input) => present(input.addressId) !== present(input.address), 'Choose one delivery address: send either addressId or address.')
    .pipe(
      z.object({
        items: orderLines,
        addressId: z
          .string({ error: 'addressId is not an address id.' })
          .regex(DOCUMENT_ID, 'addressId is not an address id.')
          .nullish()
          .transform((value) => value ?? null),
        address: orderAddressInputSchema.nullish().transform((value) => value ?? null),
        note: z
          .string({ error: 'The note must be text.' })
          .nullish()
          .transform((value) => (value ?? '').trim())
          .refine((value) => value.length <= MAX_NOTE_LENGTH, `The note can be at most ${MAX_NOTE_LENGTH} characters.`),
        idempotencyKey: z
          .string({ error: 'idempotencyKey must be 8–128 letters, digits, "-", "_" or ":" (one per checkout, reused on retries).' })
          .regex(IDEMPOTENCY_KEY, 'idempotencyKey must be 8–128 letters, digits, "-", "_" or ":" (one per checkout, reused on retries).'),
        /** The buyer's business for the GST invoice (copied onto the order); absent or empty for a consumer. */
        business: buyerBusinessSchema.nullish().transform((value) => (value && (value.businessName || value.gstin) ? value : null)),
        /** How the buyer means to pay (the shop's settings say which ways it takes). */
        paymentPreference: z
          .enum(PAYMENT_PREFERENCES, { error: `paymentPreference is one of ${PAYMENT_PREFERENCES.join(', ')}.` })
          .nullish()
          .transform((value) => value ?? null),
      }),
    ),
);

export type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;

/** The ways a buyer may say they will pay at checkout (the settings turn each on). */
export const PAYMENT_PREFERENCES = ['bank_transfer', 'upi', 'cash_on_delivery', 'online'] as const;
export type PaymentPreference = (typeof PAYMENT_PREFERENCES)[number];

export interface PlaceOrderLine {
  productId: string;
  /** The variant of a product with options (its SKU); absent for a product that comes one way. */
  variantSku?: string;
  quantity: number;
}

export interface PlaceOrderResult {
  orderId: string;
  number: string;
  total: number;
  status: 'pending_confirmation';
  /** False when the idempotency key had already created this order. */
  created: boolean;
}

/** Why a line was refused; sent as the error's details so the checkout can point at the line. */
export type OrderIssueReason = 'unavailable' | 'below-minimum' | 'out-of-stock' | 'insufficient-stock' | 'price-changed';

export interface OrderIssue {
  reason: OrderIssueReason;
  productId: string;
  /** The variant of the line, for a product with options. */
  variantSku?: string;
  title?: string;
  /** out-of-stock / insufficient-stock: what is left; below-minimum: the minimum. */
  available?: number;
  minOrderQty?: number;
  previousPrice?: number;
  price?: number;
}
