// The admin's category callables (shared by the function, the Categories screen and the tests):
// saving a category with its subcategories (renames reach every product of it), reordering the
// categories, deleting an unused one. Slugs are the addresses of category pages, so they are chosen
// once, when a category or subcategory is created, and never change.
import { z } from '#zod';
import { cleanText, SLUG_PATTERN } from '../schemas/fields';
import { strictInput } from './callable-input';
import { lazySchema } from '../schemas/lazy-schema';
import { priceRuleSchema, priceTiersSchema } from '../pricing/pricing-input';
import { GST_RATES } from '../collections/category-tax';
import { ATTRIBUTE_KEY_PATTERN, ATTRIBUTE_LIMITS, ATTRIBUTE_TYPES, SWATCH_PATTERN } from '../catalog/attribute-definitions';

/** One attribute its products state (types/catalog.ts AttributeDefinition), as the admin sends it. */
const attributeDefinitionSchema = lazySchema(() =>
  z
    .object({
      key: z.string().regex(ATTRIBUTE_KEY_PATTERN, 'Name each attribute with letters and digits, starting with a letter (for example skinType).'),
      label: z
        .string()
        .transform(cleanText)
        .refine((value) => value !== '', 'Give each attribute the name shoppers read, for example "Skin type".')
        .refine((value) => value.length <= ATTRIBUTE_LIMITS.label, `Keep an attribute's name under ${ATTRIBUTE_LIMITS.label + 1} characters.`),
      type: z.enum(ATTRIBUTE_TYPES as [string, ...string[]], {
        error: 'Choose how the attribute is entered: text, a number with a unit, one of a list or a colour.',
      }),
      unit: z
        .string()
        .transform(cleanText)
        .refine((value) => value.length <= ATTRIBUTE_LIMITS.unit, `Keep a unit under ${ATTRIBUTE_LIMITS.unit + 1} characters, for example "ml".`)
        .optional()
        .transform((value) => value ?? ''),
      choices: z
        .array(
          z.object({
            value: z
              .string()
              .transform(cleanText)
              .refine(
                (value) => value !== '' && value.length <= ATTRIBUTE_LIMITS.choice,
                `Keep each choice between 1 and ${ATTRIBUTE_LIMITS.choice} characters.`,
              ),
            swatch: z.string().regex(SWATCH_PATTERN, 'A colour is written #rrggbb, for example #9b111e.').optional(),
          }),
        )
        .max(ATTRIBUTE_LIMITS.choices, `An attribute offers at most ${ATTRIBUTE_LIMITS.choices} choices.`)
        .optional()
        .transform((value) => value ?? []),
      filterable: z
        .boolean()
        .optional()
        .transform((value) => value ?? false),
    })
    .superRefine((definition, context) => {
      const listed = definition.type === 'choice' || definition.type === 'colour';
      if (listed && definition.choices.length === 0)
        context.addIssue({ code: 'custom', path: ['choices'], message: `List the choices of "${definition.label}".` });
      if (new Set(definition.choices.map((choice) => choice.value.toLowerCase())).size !== definition.choices.length)
        context.addIssue({ code: 'custom', path: ['choices'], message: `"${definition.label}" lists a choice twice.` });
    })
    .transform((definition) => ({
      key: definition.key,
      label: definition.label,
      type: definition.type as (typeof ATTRIBUTE_TYPES)[number],
      unit: definition.type === 'number' ? definition.unit : '',
      choices:
        definition.type === 'choice' || definition.type === 'colour'
          ? definition.choices.map((choice) => ({
              value: choice.value,
              ...(definition.type === 'colour' && choice.swatch ? { swatch: choice.swatch.toLowerCase() } : {}),
            }))
          : [],
      filterable: definition.filterable,
    })),
);

export const CATEGORY_LIMITS = { name: 100, description: 1000, subcategories: 50 } as const;

const slug = (what: string) =>
  z
    .string({ error: `Enter the ${what}'s URL slug.` })
    .min(1, `Enter the ${what}'s URL slug.`)
    .max(120, `Keep the ${what}'s URL slug under 121 characters.`)
    .regex(SLUG_PATTERN, `Use lower-case letters, digits and single hyphens for the ${what}'s URL slug, for example "toe-rings".`);

const name = (what: string) =>
  z
    .string({ error: `Enter the ${what}'s name.` })
    .transform(cleanText)
    .refine((value) => value !== '', `Enter the ${what}'s name.`)
    .refine((value) => value.length <= CATEGORY_LIMITS.name, `Keep the ${what}'s name under ${CATEGORY_LIMITS.name + 1} characters.`);

export const categoryImageSchema = lazySchema(() =>
  z.strictObject({
    src: z.string().min(1).max(2048),
    alt: z.string().max(300),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);

export const saveCategoryInputSchema = lazySchema(() =>
  strictInput(
    {
      slug: slug('category'),
      name: name('category'),
      description: z
        .string()
        .transform(cleanText)
        .refine((value) => value.length <= CATEGORY_LIMITS.description, `Keep the description under ${CATEGORY_LIMITS.description + 1} characters.`)
        .optional()
        .transform((value) => value ?? ''),
      image: categoryImageSchema
        .nullable()
        .optional()
        .transform((value) => value ?? null),
      subcategories: z
        .array(
          strictInput(
            { slug: slug('subcategory'), name: name('subcategory') },
            { what: 'a subcategory', hint: 'send only slug and name.', notObject: 'Each subcategory is { slug, name }.' },
          ),
        )
        .max(CATEGORY_LIMITS.subcategories, `A category can have at most ${CATEGORY_LIMITS.subcategories} subcategories.`)
        .refine((subs) => new Set(subs.map((sub) => sub.slug)).size === subs.length, 'Two subcategories have the same URL slug; give each its own.'),
      /**
       * The pricing its products follow unless they have their own (null: none); absent keeps the
       * stored one. Products that follow it take every change.
       */
      pricing: priceRuleSchema.nullable().optional(),
      /** The wholesale breaks that go with it; absent keeps the stored ones. */
      priceTiers: priceTiersSchema.optional(),
      /** Its products' GST (HSN code and rate); null: the settings' ones; absent keeps the stored one. */
      tax: z
        .object({
          hsnCode: z.string().regex(/^(\d{4}|\d{6}|\d{8})$/, 'An HSN code has 4, 6 or 8 digits.'),
          ratePercent: z.number().refine((rate) => (GST_RATES as readonly number[]).includes(rate), `Choose a GST rate: ${GST_RATES.join(', ')} %.`),
        })
        .nullable()
        .optional(),
      /** The attributes its products state, in the product page's order; absent keeps the stored ones. */
      attributes: z
        .array(attributeDefinitionSchema)
        .max(ATTRIBUTE_LIMITS.attributes, `A category has at most ${ATTRIBUTE_LIMITS.attributes} attributes.`)
        .refine((list) => new Set(list.map((item) => item.key.toLowerCase())).size === list.length, 'Two attributes have the same name; give each its own.')
        .optional(),
      /** The version the form loaded (`updatedAt`, ISO), or null to create the category. */
      expectedUpdatedAt: z.string().nullable(),
    },
    {
      what: 'the category',
      hint: 'send only slug, name, description, image, subcategories, pricing, priceTiers, tax, attributes and expectedUpdatedAt.',
      notObject: 'Send the category as an object.',
    },
  ),
);

export type SaveCategoryInput = z.output<typeof saveCategoryInputSchema>;

export interface SaveCategoryResult {
  slug: string;
  created: boolean;
  /** Products whose category or subcategory name was updated to a new name. */
  productsRenamed: number;
  /** Products that follow the category's pricing and took its new rule or breaks. */
  productsRepriced: number;
}

export const reorderCategoriesInputSchema = lazySchema(() =>
  strictInput(
    {
      slugs: z
        .array(z.string().regex(SLUG_PATTERN, 'Each item must be a category slug.'), { error: 'Send the category slugs in their new order.' })
        .min(1, 'Send the category slugs in their new order.')
        .max(200, 'At most 200 categories can be ordered.')
        .refine((slugs) => new Set(slugs).size === slugs.length, 'A category appears twice in the new order.'),
    },
    { what: 'the new order', hint: 'send only slugs.', notObject: 'Send { slugs: [...] }.' },
  ),
);

export const deleteCategoryInputSchema = lazySchema(() =>
  strictInput(
    { slug: slug('category'), expectedUpdatedAt: z.string().nullable() },
    { what: 'the deletion', hint: 'send only slug and expectedUpdatedAt.', notObject: 'Send { slug, expectedUpdatedAt }.' },
  ),
);

/** A subcategory's id, as products and pages use it. */
export const subcategoryIdOf = (categorySlug: string, subSlug: string): string => `${categorySlug}--${subSlug}`;
