// The review callables. `submitReview`: a signed-in customer writes or edits their review of an
// active product (it waits for approval again after every edit; "verified purchase" is decided by
// the function from their delivered orders). `moderateReview`: an admin approves, rejects with a
// reason, replies publicly or deletes — each in one transaction with the product's rating figures
// and the audit entry, refused when the review changed since the admin loaded it.
import { z } from '#zod';
import { cleanText } from '../schemas/fields';
import { REVIEW_LIMITS, type ReviewStatus } from '../collections/reviews';
import { strictInput } from './callable-input';
import { lazySchema } from '../schemas/lazy-schema';

const productId = lazySchema(() => z.string({ error: 'Name the product.' }).regex(/^[a-z0-9][a-z0-9._-]{0,119}$/, 'Name the product.'));

export const submitReviewInputSchema = lazySchema(() =>
  strictInput(
    {
      productId,
      rating: z
        .number({ error: 'Choose a rating from 1 to 5 stars.' })
        .int('Choose a rating from 1 to 5 stars.')
        .min(1, 'Choose a rating from 1 to 5 stars.')
        .max(5, 'Choose a rating from 1 to 5 stars.'),
      title: z
        .string({ error: 'Give your review a title.' })
        .transform(cleanText)
        .refine((value) => value.length >= 1, 'Give your review a title.')
        .refine((value) => value.length <= REVIEW_LIMITS.title, `Keep the title to ${REVIEW_LIMITS.title} characters.`),
      text: z
        .string({ error: 'Write your review.' })
        .transform(cleanText)
        .refine((value) => value.length >= REVIEW_LIMITS.textMin, `Write at least ${REVIEW_LIMITS.textMin} characters about the product.`)
        .refine((value) => value.length <= REVIEW_LIMITS.text, `Keep the review to ${REVIEW_LIMITS.text.toLocaleString('en-IN')} characters.`),
    },
    { what: 'the review', hint: 'send only productId, rating, title and text.', notObject: 'Send the review as an object.' },
  ),
);

export type SubmitReviewInput = z.input<typeof submitReviewInputSchema>;

/**
 * The review form's check: the callable's own schema (same messages, keyed by field) over the
 * form's text values, the rating's radio value made a number first. Built on first use like the
 * module-level schemas: the form calls this while rendering, before zod has been downloaded.
 */
export function reviewFormSchema(productId: string) {
  return lazySchema(() =>
    z.preprocess((values) => {
      const form = values as { rating?: unknown; title?: unknown; text?: unknown };
      return { productId, rating: Number(form.rating) || 0, title: form.title, text: form.text };
    }, submitReviewInputSchema),
  );
}

export interface SubmitReviewResult {
  status: ReviewStatus;
  verifiedPurchase: boolean;
}

export const REVIEW_ACTIONS = ['approve', 'reject', 'reply', 'delete'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .transform(cleanText)
    .refine((value) => value.length <= max, tooLong)
    .optional()
    .transform((value) => value ?? '');

export const moderateReviewInputSchema = lazySchema(() =>
  strictInput(
    {
      productId,
      uid: z.string({ error: 'Name the review.' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'Name the review.'),
      action: z.enum(REVIEW_ACTIONS, { error: 'Choose approve, reject, reply or delete.' }),
      /** The review's `updatedAt` as the admin saw it: another change since then is refused. */
      expectedUpdatedAt: z.string({ error: 'Reload the review and try again.' }).nullable(),
      /** Why it is rejected (the author sees it). */
      reason: optionalText(REVIEW_LIMITS.reason, `Keep the reason to ${REVIEW_LIMITS.reason} characters.`),
      /** The shop's public reply; empty takes a reply away. */
      reply: optionalText(REVIEW_LIMITS.reply, `Keep the reply to ${REVIEW_LIMITS.reply.toLocaleString('en-IN')} characters.`),
    },
    {
      what: 'the moderation',
      hint: 'send only productId, uid, action, expectedUpdatedAt, reason and reply.',
      notObject: 'Send the moderation as an object.',
    },
  ).superRefine((input, context) => {
    if (input.action === 'reject' && !input.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the review is rejected; its author reads it.' });
  }),
);

export type ModerateReviewInput = z.input<typeof moderateReviewInputSchema>;

export interface ModerateReviewResult {
  status: ReviewStatus | 'deleted';
  /** The product's rating after the change (null when no review is approved). */
  rating: { average: number; count: number } | null;
}
