// Moving an order along its life (docs/product-spec.md §2, Manage Orders): which status may follow
// which, what each step asks of the admin, and the `setOrderStatus` callable's input. Shared by
// the function that enforces it, the admin's order screens that offer only the allowed steps, and
// the tests.
//
//   pending confirmation → confirmed → packed → shipped → delivered
//   cancelled: from pending confirmation, confirmed or packed (before shipping)
//   returned, refunded: after delivery (refunded also after a return)
// Cancelling or returning puts the ordered pieces back in stock, once.
import { z } from '#zod';
import type { OrderStatus } from '../types/catalog';
import { cleanText } from '../schemas/fields';
import { strictInput } from './callable-input';
import { lazySchema } from '../schemas/lazy-schema';
import { parseRupees } from '../orders/money';

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_confirmation: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['returned', 'refunded'],
  returned: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** Statuses that put the order's pieces back in stock when the order enters them. */
export const RESTOCKING_STATUSES: readonly OrderStatus[] = ['cancelled', 'returned'];

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** The admin's button for moving an order into each status. */
export const ORDER_ACTION_LABELS: Record<OrderStatus, string> = {
  pending_confirmation: 'Mark pending',
  confirmed: 'Confirm order',
  packed: 'Mark packed',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  returned: 'Mark returned',
  refunded: 'Mark refunded',
};

export const ORDER_STATUS_LIMITS = { courier: 80, trackingNumber: 60, trackingUrl: 500, reason: 500, note: 1000 } as const;

const text = (max: number, tooLong: string) =>
  z
    .string()
    .transform(cleanText)
    .refine((value) => value.length <= max, tooLong)
    .optional()
    .transform((value) => value ?? '');

const statusSchema = lazySchema(() =>
  z.enum(Object.keys(ORDER_TRANSITIONS) as [OrderStatus, ...OrderStatus[]], { error: 'Choose the new status of the order.' }),
);

export const setOrderStatusInputSchema = lazySchema(() =>
  strictInput(
    {
      orderId: z.string({ error: 'Name the order to change.' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'Name the order to change.'),
      status: statusSchema,
      /** The status the admin saw: a different one now means someone else moved the order. */
      expectedStatus: statusSchema,
      courier: text(ORDER_STATUS_LIMITS.courier, `Keep the courier's name under ${ORDER_STATUS_LIMITS.courier + 1} characters.`),
      trackingNumber: text(ORDER_STATUS_LIMITS.trackingNumber, `Keep the tracking number under ${ORDER_STATUS_LIMITS.trackingNumber + 1} characters.`),
      trackingUrl: text(ORDER_STATUS_LIMITS.trackingUrl, 'The tracking link is too long.').refine(
        (value) => value === '' || /^https:\/\/[^\s]+$/.test(value),
        'Give the tracking link as an https:// address, or leave it empty.',
      ),
      /** Why, for a cancellation or a return (the customer reads it). */
      reason: text(ORDER_STATUS_LIMITS.reason, `Keep the reason under ${ORDER_STATUS_LIMITS.reason + 1} characters.`),
      /**
       * Confirming an order whose shipping the shop quotes: the shipping charge in rupees (0 said
       * explicitly). Refused for an order whose shipping was charged when it was placed.
       */
      shipping: z
        .unknown()
        .optional()
        .transform((value, context) => {
          if (value === undefined || value === null || value === '') return null;
          const rupees = parseRupees(value);
          if (rupees === null) {
            context.addIssue({ code: 'custom', message: 'Enter the shipping charge in rupees, with at most two decimals (0 for free shipping).' });
            return z.NEVER;
          }
          return rupees;
        }),
    },
    {
      what: 'the status change',
      hint: 'send only orderId, status, expectedStatus, courier, trackingNumber, trackingUrl, reason and shipping.',
      notObject: 'Send the status change as an object.',
    },
  ).superRefine((input, context) => {
    if (input.status === 'shipped' && !input.courier)
      context.addIssue({ code: 'custom', path: ['courier'], message: 'Enter the courier that carries the parcel.' });
    if (input.status === 'shipped' && !input.trackingNumber)
      context.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Enter the tracking number of the parcel.' });
  }),
);

export type SetOrderStatusInput = z.output<typeof setOrderStatusInputSchema>;

export interface SetOrderStatusResult {
  orderId: string;
  status: OrderStatus;
  /** Pieces put back in stock by this change (cancel or return), 0 otherwise. */
  restocked: number;
  /** Whether the customer's e-mail about it was queued (not when they turned order updates off). */
  emailQueued: boolean;
}

/** An internal note's text (orders and customers alike). */
export const adminNoteText = lazySchema(() =>
  z
    .string({ error: 'Write the note.' })
    .transform(cleanText)
    .refine((value) => value !== '', 'Write the note.')
    .refine((value) => value.length <= ORDER_STATUS_LIMITS.note, `Keep the note under ${ORDER_STATUS_LIMITS.note + 1} characters.`),
);

/** The admin's note form (the text alone; the page adds what it is about). */
export const adminNoteFormSchema = lazySchema(() => z.object({ text: adminNoteText }));

export const orderNoteInputSchema = lazySchema(() =>
  strictInput(
    {
      orderId: z.string({ error: 'Name the order.' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'Name the order.'),
      text: adminNoteText,
    },
    { what: 'the note', hint: 'send only orderId and text.', notObject: 'Send the note as an object.' },
  ),
);

export type OrderNoteInput = z.output<typeof orderNoteInputSchema>;
