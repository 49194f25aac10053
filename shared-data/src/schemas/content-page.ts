// An informational page (`pages/{slug}`) as the admin's page editor writes it and the write rule
// accepts it: title, meta description, Markdown body and, for the FAQs, the questions in order.
// No Firebase import: the admin form and the tests share it.
import { z } from '#zod';
import { cleanText } from './fields';
import { lazySchema } from './lazy-schema';

/** The pages the shop has (each is the public path of the same name: /about, /faqs, …). */
export const CONTENT_PAGE_SLUGS = ['about', 'privacy-policy', 'shipping', 'returns', 'terms-conditions', 'faqs', 'careers'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const CONTENT_PAGE_LIMITS = { title: 120, description: 300, descriptionIdeal: 160, body: 50_000, items: 100, question: 300, answer: 5_000 } as const;

const text = (label: string, max: number, min = 1) =>
  z
    .string()
    .transform(cleanText)
    .refine((value) => value.length >= min, `Enter the ${label}.`)
    .refine((value) => value.length <= max, `Keep the ${label} to ${max.toLocaleString('en-IN')} characters.`);

// The body keeps its line breaks (Markdown): only trimmed.
const body = lazySchema(() =>
  z
    .string()
    .transform((value) => value.replace(/\r\n/g, '\n').trim())
    .refine((value) => value.length <= CONTENT_PAGE_LIMITS.body, `Keep the page to ${CONTENT_PAGE_LIMITS.body.toLocaleString('en-IN')} characters.`),
);

export const contentPageFormSchema = lazySchema(() =>
  z.object({
    title: text('title', CONTENT_PAGE_LIMITS.title),
    description: text('description', CONTENT_PAGE_LIMITS.description),
    body,
    items: z
      .array(
        z.object({
          key: z.string(),
          question: text('question', CONTENT_PAGE_LIMITS.question),
          answer: z
            .string()
            .transform((value) => value.replace(/\r\n/g, '\n').trim())
            .refine((value) => value.length >= 1, 'Enter the answer.')
            .refine(
              (value) => value.length <= CONTENT_PAGE_LIMITS.answer,
              `Keep the answer to ${CONTENT_PAGE_LIMITS.answer.toLocaleString('en-IN')} characters.`,
            ),
        }),
      )
      .max(CONTENT_PAGE_LIMITS.items, `A page has at most ${CONTENT_PAGE_LIMITS.items} questions.`),
  }),
);

export type ContentPageFormValues = z.input<typeof contentPageFormSchema>;

/** The fields the editor writes (FAQ items only for pages that have them). */
export function contentPageFieldsOf(form: z.output<typeof contentPageFormSchema>, withItems: boolean): Record<string, unknown> {
  return {
    title: form.title,
    description: form.description,
    body: form.body,
    ...(withItems ? { items: form.items.map(({ question, answer }) => ({ question, answer })) } : {}),
  };
}
