// The `setAdminRole` callable's contract: an administrator grants or revokes another account's admin
// claim by e-mail. Shared by the function, the admin screen and the tests.
import { z } from '#zod';
import { cleanText, isValidEmail } from '../schemas/fields';
import { strictInput } from './callable-input';
import { lazySchema } from '../schemas/lazy-schema';

export const setAdminRoleInputSchema = lazySchema(() =>
  strictInput(
    {
      email: z
        .string({ error: 'email is required: the email address of the account to change.' })
        .transform((value) => cleanText(value).toLowerCase())
        .refine((value) => value !== '', 'email is required: the email address of the account to change.')
        .refine((value) => value === '' || isValidEmail(value), { error: (issue) => `"${String(issue.input)}" is not a valid email address.` }),
      admin: z.boolean({ error: 'admin must be true (grant) or false (revoke).' }),
    },
    { what: 'the request', hint: 'send only email and admin.', notObject: 'Send an object { email: string, admin: boolean }.' },
  ),
);

export type SetAdminRoleInput = z.output<typeof setAdminRoleInputSchema>;

export interface SetAdminRoleResult {
  uid: string;
  email: string;
  admin: boolean;
}

/** An administrator as `listAdmins` answers (Auth's record; ISO times, or '' when unknown). */
export interface AdminAccount {
  uid: string;
  email: string;
  displayName: string;
  disabled: boolean;
  lastSignIn: string;
  createdAt: string;
}
