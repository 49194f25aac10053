// The product editor's form: what the admin types (all text, as the fields hold it), the checks on
// it (the same limits as `productDocumentSchema` and the `prod` write rule, with messages for the
// admin), and the document fields it becomes. Kept apart from the screen so it is tested alone.
// A product with options (issue 40) has its price, MRP and stock per variant (variant-draft.ts):
// its own are then the variants' roll-up, never typed. The attributes its category defines are
// other attributes entered by type (a number, one of a list): checked and written as their type.
import {
  fieldErrorsOf,
  IMAGE_ADDRESS_PATTERN,
  productIdOf,
  slugify,
  z,
  type AttributeDefinition,
  type CategoryInfo,
  type ImageRef,
  type Product,
  type ProductStatus,
} from 'shared-data';
import {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  MAX_VARIANT_IMAGES,
  productDocumentSchema,
  rollUpVariants,
  seoFormFields,
  seoOverrideOf,
  variantSkusOf,
} from 'shared-data/admin';
import { checkPricingDraft, pricingDraftOf, type PricingDraft } from './pricing-draft';
import { rollUpDraft, variantDraftOf, variantIsComplete, type OptionDraft, type VariantDraft } from './variant-draft';

export const ATTRIBUTE_FIELDS = [
  { key: 'purity', label: 'Purity', hint: 'For example 92.5 sterling silver' },
  { key: 'weightGrams', label: 'Weight (grams)', hint: 'A number, for example 12.5' },
  { key: 'plating', label: 'Plating', hint: 'For example oxidised, rhodium' },
  { key: 'stone', label: 'Stone', hint: 'For example kundan, cubic zirconia' },
  { key: 'size', label: 'Size', hint: 'For example adjustable, 2.6' },
  { key: 'finish', label: 'Finish', hint: 'For example matte, antique' },
] as const;
type AttributeKey = (typeof ATTRIBUTE_FIELDS)[number]['key'];

export interface ImageDraft {
  /** Stable key for the list while images are added and moved. */
  key: string;
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The media library's sizes of the same picture (kept as they came, for `srcset`). */
  variants?: Array<{ src: string; width: number }>;
}

export interface ProductDraft {
  sku: string;
  title: string;
  slug: string;
  description: string;
  categorySlug: string;
  subCategoryId: string;
  price: string;
  mrp: string;
  minOrderQty: string;
  stock: string;
  status: ProductStatus;
  featured: boolean;
  tags: string;
  hsnCode: string;
  attributes: Record<AttributeKey, string>;
  /** Its other named attributes (a beauty product's brand, skin type, volume, ingredients…), kept and editable. */
  otherAttributes: OtherAttributeDraft[];
  images: ImageDraft[];
  /** The search engine listing; empty: what the product page shows (its title, its description). */
  seoTitle: string;
  seoDescription: string;
  seoImage: string;
  /** How the price is made and the wholesale breaks (lib/pricing-draft.ts). */
  pricing: PricingDraft;
  /** Its options ([]: it comes one way, priced and stocked by the fields above) and their variants. */
  options: OptionDraft[];
  variants: VariantDraft[];
}

let imageKeys = 0;
export const newImageKey = () => `image-${(imageKeys += 1)}`;

export interface OtherAttributeDraft {
  key: string;
  /** Its stored name, e.g. 'skinType' (shown as 'Skin type'). */
  name: string;
  value: string;
}

let otherKeys = 0;
export const newOtherAttributeKey = () => `attribute-${(otherKeys += 1)}`;
const SILVER_ATTRIBUTE_NAMES: ReadonlySet<string> = new Set(['purity', 'weightGrams', 'plating', 'stone', 'size', 'finish']);

/**
 * The attributes the category defines that the editor offers by type, in its order: its other
 * attributes' rows named by their keys. A silver field it defines keeps its fixed field above.
 */
export function categoryAttributesOf(category: CategoryInfo | null | undefined): AttributeDefinition[] {
  return (category?.attributes ?? []).filter((definition) => !SILVER_ATTRIBUTE_NAMES.has(definition.key));
}

/** A number attribute's value as typed: digits with an optional decimal part (0 or more). */
const ATTRIBUTE_NUMBER = /^\d+(\.\d+)?$/;

const emptyAttributes = (): Record<AttributeKey, string> => ({ purity: '', weightGrams: '', plating: '', stone: '', size: '', finish: '' });

/** The form's values for a product (null: a new, empty one). A copy keeps everything but SKU and slug. */
export function draftOf(product: Product | null, mode: 'edit' | 'copy' = 'edit'): ProductDraft {
  if (!product) {
    return {
      sku: '',
      title: '',
      slug: '',
      description: '',
      categorySlug: '',
      subCategoryId: '',
      price: '',
      mrp: '',
      minOrderQty: '1',
      stock: '0',
      status: 'draft',
      featured: false,
      tags: '',
      hsnCode: '',
      attributes: emptyAttributes(),
      otherAttributes: [],
      images: [],
      seoTitle: '',
      seoDescription: '',
      seoImage: '',
      pricing: pricingDraftOf(null, []),
      options: [],
      variants: [],
    };
  }
  const attributes = emptyAttributes();
  for (const { key } of ATTRIBUTE_FIELDS) {
    const value = product.attributes[key];
    if (value !== undefined) attributes[key] = String(value);
  }
  const copy = mode === 'copy';
  return {
    sku: copy ? '' : product.sku,
    title: copy ? `${product.title} (copy)` : product.title,
    slug: copy ? '' : product.slug,
    description: product.description,
    categorySlug: product.categorySlug,
    subCategoryId: product.subCategoryId,
    price: String(product.price),
    mrp: product.mrp === null ? '' : String(product.mrp),
    minOrderQty: String(product.minOrderQty),
    stock: copy ? '0' : String(product.stock),
    status: copy ? 'draft' : product.status,
    featured: product.featured,
    tags: product.tags.join(', '),
    hsnCode: product.hsnCode,
    attributes,
    otherAttributes: Object.entries(product.attributes)
      .filter(([name, value]) => !SILVER_ATTRIBUTE_NAMES.has(name) && value !== undefined)
      .map(([name, value]) => ({ key: newOtherAttributeKey(), name, value: String(value) })),
    images: product.images.map((image) => ({ key: newImageKey(), ...image })),
    seoTitle: product.seo.title,
    seoDescription: product.seo.description,
    seoImage: product.seo.image,
    pricing: pricingDraftOf(product.pricing, product.priceTiers, product.pricingFromCategory),
    ...variantDraftOf(product, mode),
  };
}

const money = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label} in rupees.`)
    .refine((text) => /^\d+(\.\d{1,2})?$/.test(text), `Enter the ${label} in rupees, with at most two decimals (for example 1499 or 1499.50).`)
    .transform(Number);

const wholeNumber = (message: string, min: number) =>
  z
    .string()
    .trim()
    .refine((text) => /^\d+$/.test(text) && Number(text) >= min, message)
    .transform(Number);

/** The tags as typed: comma separated, trimmed, lower case, no repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const skuField = (empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(40, 'An SKU has at most 40 characters.')
    .refine((sku) => productIdOf(sku) !== null, 'Use letters, digits, dots, dashes and underscores, starting with a letter or digit.');

const optionalRupees = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || /^\d+(\.\d{1,2})?$/.test(text), `Enter the ${label} in rupees, or leave it empty.`)
    .transform((text) => (text === '' ? null : Number(text)));

const SWATCH = /^#[0-9a-fA-F]{6}$/;

/** The options as typed: named, with values (the kinds the product page shows them as). */
const optionsField = () =>
  z
    .array(
      z.object({
        key: z.string(),
        name: z.string().trim().min(1, 'Name the option, for example Colour or Size.').max(40, 'An option’s name has at most 40 characters.'),
        kind: z.enum(['colour', 'size', 'text']),
        values: z
          .array(
            z.object({
              key: z.string(),
              value: z.string().trim().min(1, 'Enter the value, or remove it.').max(60, 'A value has at most 60 characters.'),
              swatch: z.string(),
            }),
          )
          .min(1, 'Add at least one value.')
          .max(MAX_OPTION_VALUES, `An option has at most ${MAX_OPTION_VALUES} values.`),
      }),
    )
    .max(MAX_PRODUCT_OPTIONS, `A product has at most ${MAX_PRODUCT_OPTIONS} options.`);

/** The variants as typed: each its own SKU, price, MRP, stock, weight, barcode, picture and status. */
const variantsField = () =>
  z
    .array(
      z.object({
        key: z.string(),
        choice: z.record(z.string(), z.string()),
        sku: skuField('Enter the variant’s SKU (Generate variants fills in empty ones).'),
        price: money('price'),
        mrp: optionalRupees('MRP'),
        stock: wholeNumber('Stock is a whole number, 0 or more.', 0),
        weightGrams: z
          .string()
          .trim()
          .refine((text) => text === '' || (Number(text) > 0 && Number(text) <= 100_000), 'The weight is a number of grams above 0, or leave it empty.')
          .transform((text) => (text === '' ? null : Number(text))),
        gtin: z
          .string()
          .trim()
          .refine((text) => text === '' || /^(\d{8}|\d{12,14})$/.test(text), 'A GTIN (barcode) has 8, 12, 13 or 14 digits, or leave it empty.'),
        images: z.array(z.custom<ImageRef>()).max(MAX_VARIANT_IMAGES, `A variant has at most ${MAX_VARIANT_IMAGES} pictures.`),
        status: z.enum(['active', 'draft']),
      }),
    )
    .max(MAX_PRODUCT_VARIANTS, `A product has at most ${MAX_PRODUCT_VARIANTS} variants.`);

/**
 * A product with options has no price, MRP or stock of its own to type: they are its variants'
 * (rollUpVariants), put in before the checks so the fields the form hides are never what is wrong.
 */
function withRolledUpFigures(input: unknown, categories: readonly CategoryInfo[]): unknown {
  const draft = input as Partial<ProductDraft> | null;
  if (!draft?.options?.length) return input;
  // A price from the silver rate has no MRP: the variants' are not written (variantFieldsOf).
  const metal = draft.pricing ? metalPricedDraft(draft as Pick<ProductDraft, 'pricing' | 'categorySlug'>, categories) : false;
  const rolled = rollUpDraft((draft.variants ?? []).map((variant) => (metal ? { ...variant, mrp: '' } : variant)));
  return { ...draft, price: String(rolled.price), mrp: rolled.mrp === null ? '' : String(rolled.mrp), stock: String(rolled.stock) };
}

/** Whether the draft's price is made from the silver rate: its own rule, or its category's it follows. */
export function metalPricedDraft(draft: Pick<ProductDraft, 'pricing' | 'categorySlug'>, categories: readonly CategoryInfo[]): boolean {
  if (draft.pricing.choice === 'metal') return true;
  return draft.pricing.choice === 'category' && categories.find((category) => category.slug === draft.categorySlug)?.pricing?.basis === 'metal';
}

/** The form's checks. The category must be one of `categories`. */
export function productDraftSchema(categories: readonly CategoryInfo[]) {
  return z.preprocess((input) => withRolledUpFigures(input, categories), productFormSchema(categories));
}

function productFormSchema(categories: readonly CategoryInfo[]) {
  return z
    .object({
      sku: skuField('Enter the SKU.'),
      title: z.string().trim().min(1, 'Enter the title shoppers see.').max(200, 'A title has at most 200 characters.'),
      slug: z
        .string()
        .trim()
        .min(1, 'Enter the URL slug (lower-case words joined by dashes).')
        .max(120, 'A slug has at most 120 characters.')
        .refine((slug) => slugify(slug) === slug, 'Use lower-case letters, digits and single dashes, for example floral-silver-ring.'),
      description: z.string().max(20000, 'The description has at most 20,000 characters.'),
      categorySlug: z.string().refine((slug) => categories.some((category) => category.slug === slug), 'Choose a category.'),
      subCategoryId: z.string(),
      price: money('price'),
      mrp: z.string().trim(),
      minOrderQty: wholeNumber('The minimum order is a whole number of at least 1.', 1),
      stock: wholeNumber('Stock is a whole number, 0 or more.', 0),
      status: z.enum(['active', 'draft', 'archived']),
      featured: z.boolean(),
      tags: z
        .string()
        .refine((text) => parseTags(text).length <= 30, 'At most 30 tags.')
        .refine((text) => parseTags(text).every((tag) => tag.length <= 50), 'A tag has at most 50 characters.'),
      hsnCode: z
        .string()
        .trim()
        .refine(
          (code) => code === '' || /^(\d{4}|\d{6}|\d{8})$/.test(code),
          "An HSN code has 4, 6 or 8 digits (for example 7113), or leave it empty for the shop's default.",
        ),
      attributes: z.object(
        Object.fromEntries(ATTRIBUTE_FIELDS.map(({ key }) => [key, z.string().trim().max(100, 'At most 100 characters.')])) as Record<
          AttributeKey,
          z.ZodString
        >,
      ),
      otherAttributes: z
        .array(
          z.object({
            key: z.string(),
            name: z
              .string()
              .trim()
              .regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/, 'Name an attribute with letters and digits, starting with a letter (e.g. skinType).'),
            value: z.string().trim().max(2000, 'At most 2,000 characters.'),
          }),
        )
        .max(18, 'A product has at most 18 other attributes.')
        .refine((list) => new Set(list.map((item) => item.name.trim())).size === list.length, 'Two attributes have the same name.'),
      images: z
        .array(
          z.object({
            key: z.string(),
            src: z
              .string()
              .trim()
              .max(500, 'An image address has at most 500 characters.')
              .refine((src) => IMAGE_ADDRESS_PATTERN.test(src), 'An image address starts with /media/ or https:// and a site name, with no spaces.'),
            alt: z.string().trim().min(1, 'Describe the image for people who cannot see it (alt text).').max(300, 'At most 300 characters.'),
            width: z.number(),
            height: z.number(),
            variants: z
              .array(z.object({ src: z.string(), width: z.number() }))
              .max(5)
              .optional(),
          }),
        )
        .max(20, 'A product has at most 20 images.'),
      // The blog editor's search fields: the same limits, messages and image check.
      ...seoFormFields,
      pricing: z.custom<PricingDraft>(),
      options: optionsField(),
      variants: variantsField(),
    })
    .superRefine((draft, context) => {
      if (draft.mrp) {
        if (!/^\d+(\.\d{1,2})?$/.test(draft.mrp)) context.addIssue({ code: 'custom', path: ['mrp'], message: 'Enter the MRP in rupees, or leave it empty.' });
        else if (Number(draft.mrp) < draft.price) context.addIssue({ code: 'custom', path: ['mrp'], message: 'The MRP must be at least the price.' });
      }
      const category = categories.find((item) => item.slug === draft.categorySlug);
      if (category && draft.subCategoryId && !category.subcategories.some((sub) => sub.id === draft.subCategoryId)) {
        context.addIssue({ code: 'custom', path: ['subCategoryId'], message: `Choose a subcategory of ${category.name}, or none.` });
      }
      const weight = draft.attributes.weightGrams;
      if (weight && !(Number(weight) > 0))
        context.addIssue({ code: 'custom', path: ['attributes', 'weightGrams'], message: 'The weight is a number of grams above 0.' });
      // The pricing: its own rule needs the weight; the category's is checked with the category's rule.
      const categoryRule = category?.pricing ?? null;
      const ownWeight = weight && Number(weight) > 0 ? Number(weight) : null;
      // With options, each variant is priced by its own weight, the product's standing in for those without.
      const unweighed = draft.options.length ? draft.variants.filter((variant) => variant.weightGrams === null) : [];
      const pricingWeight = draft.options.length && draft.variants.length && !unweighed.length ? (draft.variants[0]?.weightGrams ?? null) : ownWeight;
      const { errors } = checkPricingDraft(draft.pricing, draft.pricing.choice === 'fixed' ? undefined : pricingWeight);
      if (draft.pricing.choice === 'category' && categoryRule?.basis === 'metal' && pricingWeight === null)
        errors['weight'] = 'The category prices from the silver rate, which needs the weight in grams (Attributes → Weight).';
      if (errors['weight'] && draft.options.length)
        errors['weight'] =
          'The silver rate prices each variant by its weight: give every variant its weight, or the product one for those without (Attributes → Weight).';
      if (draft.pricing.choice === 'category' && !category?.pricing) errors['choice'] = 'This category has no pricing of its own; choose another.';
      for (const [key, message] of Object.entries(errors)) context.addIssue({ code: 'custom', path: ['pricing', ...key.split('.')], message });
      if (draft.pricing.choice === 'metal' && draft.mrp)
        context.addIssue({ code: 'custom', path: ['mrp'], message: 'A price from the silver rate has no MRP: leave it empty.' });
      // A product with options priced from the silver rate: each variant priced by its weight when saved (the
      // functions' priced-fields.ts), its MRP not written (variantFieldsOf).
      if (draft.options.length) checkOptionsAndVariants(draft, (path, message) => context.addIssue({ code: 'custom', path, message }));
      const numbers = categoryAttributesOf(category).filter((definition) => definition.type === 'number');
      draft.otherAttributes.forEach(({ name, value }, index) => {
        const definition = numbers.find((item) => item.key === name);
        if (definition && value && !ATTRIBUTE_NUMBER.test(value))
          context.addIssue({
            code: 'custom',
            path: ['otherAttributes', index, 'value'],
            message: `${definition.label} is a number, 0 or more${definition.unit ? ` (in ${definition.unit})` : ''}, for example 50 or 12.5.`,
          });
      });
    });
}

type CheckedOptions = Pick<z.output<ReturnType<typeof productFormSchema>>, 'options' | 'variants'>;

/** What productDocumentSchema's checkVariants refuses, said beside the option or variant it is about. */
function checkOptionsAndVariants({ options, variants }: CheckedOptions, issue: (path: Array<string | number>, message: string) => void): void {
  const names = new Set<string>();
  options.forEach((option, index) => {
    if (names.has(option.name.toLowerCase())) issue(['options', index, 'name'], `Another option is called ${option.name}.`);
    names.add(option.name.toLowerCase());
    const values = new Set<string>();
    option.values.forEach((value, valueIndex) => {
      if (values.has(value.value)) issue(['options', index, 'values', valueIndex, 'value'], `${option.name} has ${value.value} twice.`);
      values.add(value.value);
      if (option.kind === 'colour' && value.swatch && !SWATCH.test(value.swatch))
        issue(['options', index, 'values', valueIndex, 'swatch'], 'A swatch is a colour such as #B03060.');
    });
  });
  if (!variants.length) return issue(['variants'], 'Generate the variants (one for each combination of the values) before saving.');
  const skus = new Set<string>();
  const combinations = new Set<string>();
  variants.forEach((variant, index) => {
    if (!variantIsComplete(options, variant)) {
      const lacking = options.filter((option) => !option.values.some((value) => value.key === variant.choice[option.key])).map((option) => option.name);
      issue(['variants', index, 'options'], `It has no ${lacking.join(' or ') || 'value of each option'}: generate the variants again, or remove it.`);
    } else {
      const combination = options.map((option) => variant.choice[option.key]).join('\u0000');
      if (combinations.has(combination)) issue(['variants', index, 'options'], 'Another variant has the same values: remove one.');
      combinations.add(combination);
    }
    if (skus.has(variant.sku.toLowerCase())) issue(['variants', index, 'sku'], 'Another variant has this SKU.');
    skus.add(variant.sku.toLowerCase());
    if (variant.mrp !== null && variant.mrp < variant.price) issue(['variants', index, 'mrp'], 'The MRP must be at least the price.');
  });
}

export type CheckedProductDraft = z.output<ReturnType<typeof productFormSchema>>;

/**
 * The fields the editor saves: with a product's options, its variants' SKUs as a SKU check queries
 * them (`variantSkus`), written with the product rather than only later by the productWritten
 * trigger, so a check right after this save finds them. (The CSV import's rows go without: the
 * import function writes them.)
 */
export function withVariantSkus(fields: Record<string, unknown>): Record<string, unknown> {
  return Array.isArray(fields['options']) && fields['options'].length ? { ...fields, variantSkus: variantSkusOf(fields) } : fields;
}

/**
 * The document fields the checked form writes (without `createdAt`, `updatedAt`, `lastAuditId`,
 * which the audited write sets, and `searchKeywords`, which the `productWritten` trigger keeps).
 */
export function productFieldsOf(draft: CheckedProductDraft, categories: readonly CategoryInfo[]): Record<string, unknown> {
  const category = categories.find((item) => item.slug === draft.categorySlug);
  const sub = category?.subcategories.find((item) => item.id === draft.subCategoryId);
  const attributes: Record<string, string | number> = {};
  for (const { key } of ATTRIBUTE_FIELDS) {
    const value = draft.attributes[key];
    if (value) attributes[key] = key === 'weightGrams' ? Number(value) : value;
  }
  const defined = categoryAttributesOf(category);
  for (const { name, value } of draft.otherAttributes) {
    if (value) attributes[name] = defined.some((definition) => definition.key === name && definition.type === 'number') ? Number(value) : value;
  }
  const fields: Record<string, unknown> = {
    sku: draft.sku,
    slug: draft.slug,
    title: draft.title,
    description: draft.description,
    category: category?.name ?? '',
    categorySlug: draft.categorySlug,
    subCategory: sub?.name ?? '',
    subCategoryId: sub?.id ?? '',
    price: draft.price,
    currency: 'INR',
    stock: draft.stock,
    minOrderQty: draft.minOrderQty,
    status: draft.status,
    featured: draft.featured,
    tags: parseTags(draft.tags),
    attributes,
    images: draft.images.map(({ src, alt, width, height, variants }) => ({ src, alt, width, height, ...(variants?.length ? { variants } : {}) })),
  };
  if (draft.mrp) fields['mrp'] = Number(draft.mrp);
  // How the price is made: left out for a plain fixed price without breaks (the save removes it).
  const { rule, tiers } = checkPricingDraft(draft.pricing);
  if (draft.pricing.choice === 'category') {
    fields['pricing'] = category?.pricing ?? { basis: 'fixed' };
    fields['priceTiers'] = category?.priceTiers ?? [];
    fields['pricingFromCategory'] = true;
  } else if (rule?.basis === 'metal' || tiers.length) {
    fields['pricing'] = rule ?? { basis: 'fixed' };
    fields['priceTiers'] = tiers;
  }
  // With options, its own price, MRP and stock are its variants' (the MRP left out when theirs has none).
  if (draft.options.length) {
    delete fields['mrp'];
    Object.assign(fields, variantFieldsOf(draft, metalPricedDraft(draft, categories)));
  }
  if (draft.hsnCode) fields['hsnCode'] = draft.hsnCode;
  // Only the search fields the admin filled; none at all leaves `seo` out (the save removes it).
  const seo = seoOverrideOf(draft);
  if (seo) fields['seo'] = seo;
  return fields;
}

/**
 * The stored options and variants, and the product's own price, MRP and stock they make
 * (rollUpVariants): the lowest price on sale with its MRP, the stock of those on sale.
 */
function variantFieldsOf(draft: CheckedProductDraft, metalPriced: boolean): Record<string, unknown> {
  const options = draft.options.map((option) => ({
    name: option.name,
    kind: option.kind,
    values: option.values.map((value) => ({ value: value.value, ...(option.kind === 'colour' && value.swatch ? { swatch: value.swatch } : {}) })),
  }));
  const variants = draft.variants.map((variant) => ({
    sku: variant.sku,
    options: Object.fromEntries(
      draft.options.map((option) => [option.name, option.values.find((value) => value.key === variant.choice[option.key])?.value ?? '']),
    ),
    price: variant.price,
    // A price from the silver rate has no MRP (the functions price each variant when it is saved).
    ...(variant.mrp !== null && !metalPriced ? { mrp: variant.mrp } : {}),
    stock: variant.stock,
    ...(variant.weightGrams !== null ? { weightGrams: variant.weightGrams } : {}),
    ...(variant.gtin ? { gtin: variant.gtin } : {}),
    ...(variant.images.length
      ? {
          images: variant.images.map(({ src, alt, width, height, variants: sizes }) => ({
            src,
            alt,
            width,
            height,
            ...(sizes?.length ? { variants: sizes } : {}),
          })),
        }
      : {}),
    status: variant.status,
  }));
  const rolled = rollUpVariants(variants.map((variant) => ({ ...variant, mrp: variant.mrp ?? null })));
  return { options, variants, price: rolled.price, stock: rolled.stock, ...(rolled.mrp !== null ? { mrp: rolled.mrp } : {}) };
}

/**
 * What the write rule's schema refuses in `fields` (plus the stamps), the last check before saving:
 * its first message and every message by field (`variants.3.sku`: the form's own names), or null.
 */
export function checkProductDocument(fields: Record<string, unknown>): { message: string; fieldErrors: Record<string, string> } | null {
  const now = new Date();
  const parsed = productDocumentSchema.safeParse({ ...fields, createdAt: now, updatedAt: now });
  if (parsed.success) return null;
  const { _form: _whole, ...fieldErrors } = fieldErrorsOf(parsed.error);
  return { message: parsed.error.issues[0]?.message ?? 'The product is not valid.', fieldErrors };
}
