// A Glam Buzz post (`blogs/{id}`) as the admin's blog editor writes it and the write rule accepts
// it: title, slug, excerpt, author, tags, cover, Markdown body and the search/social fields. Status
// and dates are not form fields: they follow the action (save draft, publish, schedule) —
// blogStatusFields. No Firebase import: the admin form and the tests share it.
import { z } from '#zod';
import { cleanText, IMAGE_ADDRESS_PATTERN, SLUG_PATTERN, storedText } from './fields';
import { lazySchema } from './lazy-schema';

export const BLOG_LIMITS = {
  title: 150,
  excerpt: 300,
  excerptIdeal: 160,
  author: 80,
  tags: 10,
  tag: 40,
  body: 100_000,
  seoTitle: 70,
  seoTitleIdeal: 60,
  seoDescription: 300,
  seoDescriptionIdeal: 160,
  previousSlugs: 20,
} as const;

/** Where an image may come from: the media library (`/media/…`) or an https address. */
export const BLOG_IMAGE_PATTERN = IMAGE_ADDRESS_PATTERN;

const text = (label: string, max: number, min = 1) =>
  z
    .string()
    .transform(cleanText)
    .refine((value) => value.length >= min, `Enter the ${label}.`)
    .refine((value) => value.length <= max, `Keep the ${label} to ${max.toLocaleString('en-IN')} characters.`);

const optionalImage = lazySchema(() =>
  z
    .string()
    .transform((value) => value.trim())
    .refine(
      (value) => value === '' || (value.length <= 500 && BLOG_IMAGE_PATTERN.test(value)),
      'Use an image from the media library (/media/…) or an https:// address.',
    ),
);

/**
 * The search and social fields of an editor (a post's, a product's): search title, search
 * description and Open Graph image, each optional. Empty means the page's own text (or image).
 */
export const seoFormFields = lazySchema(() => ({
  seoTitle: text('search title', BLOG_LIMITS.seoTitle, 0),
  seoDescription: text('search description', BLOG_LIMITS.seoDescription, 0),
  seoImage: optionalImage,
}));

/**
 * A stored `seo` map (a post's, a product's) exactly as the rules' validSeoFields accepts it: only
 * these keys, each optional; the image as imageAddress takes it (empty, /media/… or https).
 */
export const storedSeoSchema = lazySchema(() =>
  z.strictObject({
    title: storedText(0, BLOG_LIMITS.seoTitle).optional(),
    description: storedText(0, BLOG_LIMITS.seoDescription).optional(),
    image: z
      .string()
      .max(500)
      .refine((value) => value === '' || BLOG_IMAGE_PATTERN.test(value))
      .optional(),
  }),
);

/** The `seo` map of checked search fields with the empty ones left out; null when all are empty. */
export function seoOverrideOf(form: { seoTitle: string; seoDescription: string; seoImage: string }): Record<string, string> | null {
  const seo = Object.fromEntries(
    Object.entries({ title: form.seoTitle, description: form.seoDescription, image: form.seoImage }).filter(([, value]) => value !== ''),
  );
  return Object.keys(seo).length ? seo : null;
}

export const blogPostFormSchema = lazySchema(() =>
  z.object({
    title: text('title', BLOG_LIMITS.title),
    slug: z
      .string()
      .transform((value) => value.trim())
      .refine((value) => value.length >= 1, 'Enter the address of the post.')
      .refine((value) => value.length <= 120 && SLUG_PATTERN.test(value), 'Use lower-case letters, digits and single dashes (for example silver-care-guide).'),
    excerpt: text('excerpt', BLOG_LIMITS.excerpt, 0),
    authorName: text("author's name", BLOG_LIMITS.author, 0),
    authorRole: text("author's role", BLOG_LIMITS.author, 0),
    tags: z
      .array(z.string().transform(cleanText))
      .transform((tags) => [...new Set(tags.filter(Boolean))])
      .refine((tags) => tags.length <= BLOG_LIMITS.tags, `A post has at most ${BLOG_LIMITS.tags} tags.`)
      .refine((tags) => tags.every((tag) => tag.length <= BLOG_LIMITS.tag), `Keep each tag to ${BLOG_LIMITS.tag} characters.`),
    cover: z
      .object({ src: z.string(), alt: z.string(), width: z.number(), height: z.number() })
      .nullable()
      .refine((cover) => !cover || (BLOG_IMAGE_PATTERN.test(cover.src) && cover.src.length <= 500), 'Choose the cover from the media library.')
      .refine((cover) => !cover || cleanText(cover.alt).length > 0, 'Describe the cover image (alt text) in the media library first.'),
    body: z
      .string()
      .transform((value) => value.replace(/\r\n/g, '\n').trim())
      .refine((value) => value.length <= BLOG_LIMITS.body, `Keep the post to ${BLOG_LIMITS.body.toLocaleString('en-IN')} characters.`),
    ...seoFormFields,
  }),
);

export type BlogPostFormValues = z.input<typeof blogPostFormSchema>;
export type BlogPostFormOutput = z.output<typeof blogPostFormSchema>;

/** The document fields the editor writes from its form (status and dates excepted). */
export function blogPostFieldsOf(form: BlogPostFormOutput, readingMinutes: number): Record<string, unknown> {
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    author: { name: form.authorName, role: form.authorRole },
    tags: form.tags,
    cover: form.cover ? { src: form.cover.src, alt: cleanText(form.cover.alt), width: form.cover.width, height: form.cover.height } : null,
    body: form.body,
    readingMinutes,
    seo: { title: form.seoTitle, description: form.seoDescription, image: form.seoImage },
  };
}

/**
 * The slugs a post keeps redirecting from after a save: the slug it was published under joins
 * them when it changes; the new slug leaves them (a post renamed back to an old slug); at most
 * BLOG_LIMITS.previousSlugs, newest first.
 */
export function previousSlugsAfter(stored: { slug: string; previousSlugs: string[]; wasPublic: boolean } | null, nextSlug: string): string[] {
  if (!stored) return [];
  const kept = stored.previousSlugs.filter((slug) => slug !== nextSlug);
  const joined = stored.wasPublic && stored.slug && stored.slug !== nextSlug ? [stored.slug, ...kept.filter((slug) => slug !== stored.slug)] : kept;
  return joined.slice(0, BLOG_LIMITS.previousSlugs);
}
