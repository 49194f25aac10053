// `newsletter/{email}`: newsletter sign-ups, one document per address (the id is the lower-case
// address). Written only through the `subscribeNewsletter` callable (limited per client, App Check
// required; the rules refuse client writes), so a repeat sign-up is an answer. Admins read.
import { z } from '#zod';
import { cleanText, isValidEmail, storedEmail, storedText, timestampField } from '../schemas/fields';
import { strictInput } from '../callables/callable-input';
import { lazySchema } from '../schemas/lazy-schema';

export { NEWSLETTER } from './collection-names';

/** The sign-up address as stored and as the document id. */
export const normalizeNewsletterEmail = (input: string): string => cleanText(input).toLowerCase();

/** The `subscribeNewsletter` callable's input (the footer form checks the same). */
export const subscribeNewsletterInputSchema = lazySchema(() =>
  strictInput(
    {
      email: z
        .string({ error: 'Enter your e-mail address to subscribe.' })
        .transform(normalizeNewsletterEmail)
        .refine((value) => value !== '', 'Enter your e-mail address to subscribe.')
        .refine((value) => value === '' || isValidEmail(value), 'That does not look like an e-mail address — check it and try again.'),
      source: z
        .string({ error: 'source must be a short text (1–40 characters).' })
        .min(1, 'source must be a short text (1–40 characters).')
        .max(40, 'source must be a short text (1–40 characters).')
        .optional()
        .transform((value) => value ?? 'website'),
    },
    { what: 'the sign-up', hint: 'send only email and source.', notObject: 'Send an object { email: string, source?: string }.' },
  ),
);

export type SubscribeNewsletterInput = z.output<typeof subscribeNewsletterInputSchema>;

export interface SubscribeNewsletterResult {
  status: 'subscribed' | 'already-subscribed';
}

/** A sign-up document as the create rule accepts it. */
export const newsletterDocumentSchema = lazySchema(() =>
  z.strictObject({
    email: storedEmail.refine((email) => email === email.toLowerCase()),
    createdAt: timestampField,
    source: storedText(1, 40),
  }),
);
