// Stock movements (docs/product-spec.md §2, Inventory Management): every change of a product's
// stock leaves a record in `prod/{id}/stockMovements` — the admin's adjustments with their reason,
// and the pieces that orders take and cancellations and returns put back — written in the same
// transaction as the stock itself. The `adjustStock` callable's input is checked here, shared by
// the function and the admin's inventory screen.
import { z } from '#zod';
import { cleanText } from '../schemas/fields';
import { strictInput } from './callable-input';
import { lazySchema } from '../schemas/lazy-schema';

export { STOCK_MOVEMENTS } from '../collections/collection-names';

/** Why stock changed: the admin's reasons, then the ones orders write. */
export const ADJUSTMENT_REASONS = ['received', 'damaged', 'correction', 'returned'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export type StockMovementReason = AdjustmentReason | 'order' | 'order-cancelled' | 'order-returned' | 'order-edited' | 'order-credited';

export const STOCK_REASON_LABELS: Record<StockMovementReason, string> = {
  received: 'Received',
  damaged: 'Damaged or lost',
  correction: 'Count correction',
  returned: 'Returned (outside an order)',
  order: 'Ordered',
  'order-cancelled': 'Order cancelled',
  'order-returned': 'Order returned',
  'order-edited': 'Order changed by the shop',
  'order-credited': 'Credited and back in stock',
};

export const STOCK_LIMITS = { note: 300, change: 100_000 } as const;

export const adjustStockInputSchema = lazySchema(() =>
  strictInput(
    {
      productId: z.string({ error: 'Name the product.' }).regex(/^[a-z0-9][a-z0-9._-]{0,119}$/, 'Name the product.'),
      /** The variant whose stock changes, for a product with options (its SKU). */
      variantSku: z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'Name the variant by its SKU.')
        .optional(),
      /** Pieces added (positive) or taken away (negative). */
      change: z
        .number({ error: 'Enter how many pieces to add or take away.' })
        .int('Stock changes by whole pieces.')
        .refine((value) => value !== 0, 'Enter how many pieces to add or take away (not 0).')
        .refine((value) => Math.abs(value) <= STOCK_LIMITS.change, `At most ${STOCK_LIMITS.change.toLocaleString('en-IN')} pieces at once.`),
      reason: z.enum(ADJUSTMENT_REASONS, { error: 'Choose the reason for the change.' }),
      note: z
        .string()
        .transform(cleanText)
        .refine((value) => value.length <= STOCK_LIMITS.note, `A note has at most ${STOCK_LIMITS.note} characters.`)
        .optional()
        .transform((value) => value ?? ''),
      /** The stock the admin saw (the variant's, for a variant): a different one now means it changed meanwhile (an order, another admin). */
      expectedStock: z.number().int().min(0),
    },
    {
      what: 'the stock change',
      hint: 'send productId, variantSku (for a product with options), change, reason, note and expectedStock.',
      notObject: 'Send the stock change as an object.',
    },
  ).superRefine((input, context) => {
    if ((input.reason === 'received' || input.reason === 'returned') && input.change < 0) {
      context.addIssue({ code: 'custom', path: ['change'], message: 'Received or returned pieces add to the stock: enter a positive number.' });
    }
    if (input.reason === 'damaged' && input.change > 0) {
      context.addIssue({ code: 'custom', path: ['change'], message: 'Damaged or lost pieces leave the stock: enter a negative number.' });
    }
  }),
);

export type AdjustStockInput = z.input<typeof adjustStockInputSchema>;

export interface AdjustStockResult {
  productId: string;
  /** The variant adjusted, for a product with options. */
  variantSku?: string;
  /** The stock after the change (the variant's, for a variant). */
  stock: number;
  movementId: string;
}

/** A stock movement as the inventory screen shows it. */
export interface StockMovement {
  id: string;
  /** The variant whose stock changed ('' for a product without options). */
  variantSku: string;
  change: number;
  stockAfter: number | null;
  reason: StockMovementReason;
  note: string;
  orderId: string;
  orderNumber: string;
  byEmail: string;
  at: string | null;
}
