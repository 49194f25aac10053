// The SEO Management form (`seo/global`) as the admin writes it and the write rule accepts it. No
// Firebase import: the admin form and the tests share it.
import { z } from '#zod';
import { cleanText } from './fields';
import { BLOG_IMAGE_PATTERN } from './blog-post';
import { lazySchema } from './lazy-schema';

export const SEO_LIMITS = {
  title: 120,
  titleIdeal: 60,
  description: 300,
  descriptionIdeal: 160,
  keywords: 30,
  keyword: 60,
  template: 80,
  disallow: 30,
  path: 200,
  overrides: 60,
} as const;

const TWITTER_PATTERN = /^@[A-Za-z0-9_]{1,15}$/;
/** A robots.txt path: starts with /, no spaces, wildcards allowed as crawlers read them. */
const ROBOTS_PATH_PATTERN = /^\/[^\s]*$/;

const text = (label: string, max: number, min = 1) =>
  z
    .string()
    .transform(cleanText)
    .refine((value) => value.length >= min, `Enter the ${label}.`)
    .refine((value) => value.length <= max, `Keep the ${label} to ${max.toLocaleString('en-IN')} characters.`);

/** One line per item, blank lines dropped. */
const lines = (value: string) =>
  value
    .split(/\r?\n|,/)
    .map((item) => item.trim())
    .filter(Boolean);

export const seoFormSchema = lazySchema(() =>
  z.object({
    title: text('site title', SEO_LIMITS.title),
    description: text('default description', SEO_LIMITS.description),
    keywords: z
      .string()
      .transform(lines)
      .refine((items) => items.length <= SEO_LIMITS.keywords, `Use at most ${SEO_LIMITS.keywords} keywords.`)
      .refine((items) => items.every((item) => item.length <= SEO_LIMITS.keyword), `Keep each keyword to ${SEO_LIMITS.keyword} characters.`),
    titleTemplate: z
      .string()
      .transform(cleanText)
      .refine((value) => value === '' || value.includes('%s'), 'Put %s where the page title goes, for example %s | Rajatmaya Silver.')
      .refine((value) => value.length <= SEO_LIMITS.template, `Keep the template to ${SEO_LIMITS.template} characters.`),
    ogImage: z
      .string()
      .transform((value) => value.trim())
      .refine(
        (value) => value === '' || (value.length <= 500 && BLOG_IMAGE_PATTERN.test(value)),
        'Use an image from the media library (/media/…) or an https:// address.',
      ),
    twitter: z
      .string()
      .transform((value) => value.trim())
      .refine((value) => value === '' || TWITTER_PATTERN.test(value), 'Write the handle with its @, for example @rajatmaya (letters, digits and _).'),
    pages: z.record(z.string(), z.object({ title: text('page title', SEO_LIMITS.title, 0), description: text('page description', SEO_LIMITS.description, 0) })),
    disallow: z
      .string()
      .transform(lines)
      .refine((items) => items.length <= SEO_LIMITS.disallow, `List at most ${SEO_LIMITS.disallow} paths.`)
      .refine(
        (items) => items.every((item) => item.length <= SEO_LIMITS.path && ROBOTS_PATH_PATTERN.test(item)),
        'Start each path with / and leave out spaces, one per line.',
      ),
    blockAll: z.boolean(),
  }),
);

export type SeoFormValues = z.input<typeof seoFormSchema>;
export type SeoFormOutput = z.output<typeof seoFormSchema>;

/** The document fields the form writes; overrides with neither field are left out. */
export function seoFieldsOf(form: SeoFormOutput): Record<string, unknown> {
  const pages = Object.fromEntries(Object.entries(form.pages).filter(([, override]) => override.title || override.description));
  return {
    title: form.title,
    description: form.description,
    keywords: form.keywords,
    titleTemplate: form.titleTemplate,
    ogImage: form.ogImage,
    twitter: form.twitter,
    pages,
    robots: { disallow: form.disallow, blockAll: form.blockAll },
  };
}
