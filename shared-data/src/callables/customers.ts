// The `setCustomerDisabled` callable (Manage Customers): turns a customer's sign-in off or on in
// Firebase Auth. Turning it off also revokes their refresh tokens, so the apps on their devices
// are signed out when their ID token next needs refreshing. Administrators are refused: their role
// is changed in Admin Users first.
import { z } from '#zod';
import { strictInput } from './callable-input';
import { adminNoteText } from './order-status';
import { lazySchema } from '../schemas/lazy-schema';

export const setCustomerDisabledInputSchema = lazySchema(() =>
  strictInput(
    {
      uid: z.string({ error: 'Name the customer.' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'Name the customer.'),
      disabled: z.boolean({ error: 'Say whether sign-in is turned off (true) or on (false).' }),
    },
    { what: 'the request', hint: 'send uid and disabled.', notObject: 'Send the request as an object.' },
  ),
);

export type SetCustomerDisabledInput = z.input<typeof setCustomerDisabledInputSchema>;

export interface SetCustomerDisabledResult {
  uid: string;
  disabled: boolean;
}

/** `addCustomerNote`: the shop's internal note on a customer (`customerStats/{uid}/notes`, admins only). */
export const customerNoteInputSchema = lazySchema(() =>
  strictInput(
    {
      uid: z.string({ error: 'Name the customer.' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'Name the customer.'),
      text: adminNoteText,
    },
    { what: 'the note', hint: 'send only uid and text.', notObject: 'Send the note as an object.' },
  ),
);

export type CustomerNoteInput = z.output<typeof customerNoteInputSchema>;
