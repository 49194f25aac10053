// The product's document schemas (docs/data-model.md, validProduct in backend/firestore.rules): the
// stored document, and the fields a CSV import sends to the importProducts function. Free of any
// Firebase import, so the functions bundle and the browser share them. Exported by shared-data/admin
// only: the storefront reads product documents without them.
import { z } from '#zod';
import { storedSeoSchema } from './blog-post';
import { storedAmount, storedImage, storedSlug, storedStringList, storedText, timestampField } from './fields';
import { lazySchema } from './lazy-schema';
import { priceRuleSchema, priceTiersSchema } from '../pricing/pricing-input';
import { MAX_OPTION_VALUES, MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS, MAX_VARIANT_IMAGES, rollUpVariants } from '../catalog/variants';

/** The fields an admin sets on a product (the document without its stamps and derived fields). */
const productFieldsShape = lazySchema(() => ({
  sku: storedText(1, 40),
  slug: storedSlug,
  title: storedText(1, 200),
  description: storedText(0, 20000).optional(),
  category: storedText(1, 100),
  categorySlug: storedText(0, 100).optional(),
  subCategory: storedText(0, 100).optional(),
  subCategoryId: storedText(0, 200).optional(),
  price: storedAmount(),
  mrp: storedAmount().optional(),
  currency: z.literal('INR').optional(),
  stock: z.number().int().min(0),
  minOrderQty: z.number().int().min(1).optional(),
  status: z.enum(['active', 'draft', 'archived']),
  images: z.array(storedImage).max(20).optional(),
  attributes: z
    .record(z.string(), z.unknown())
    .refine(
      (attributes) =>
        !('weightGrams' in attributes) ||
        (typeof attributes['weightGrams'] === 'number' && attributes['weightGrams'] > 0 && attributes['weightGrams'] <= 100_000),
      {
        message: 'The weight must be a number of grams above 0.',
      },
    )
    .optional(),
  tags: storedStringList(30, 50).optional(),
  featured: z.boolean().optional(),
  /** Its HSN code on tax invoices (4, 6 or 8 digits); the settings' default (7113) when absent. */
  hsnCode: z
    .string()
    .regex(/^(\d{4}|\d{6}|\d{8})$/, 'An HSN code has 4, 6 or 8 digits.')
    .optional(),
  /** Its own search listing (title, description, Open Graph image); the page's own text when absent. */
  seo: storedSeoSchema.optional(),
  /** The ways it comes (Shade, Size, Plating); absent or [] for a product that comes one way. */
  options: z
    .array(
      z.strictObject({
        name: storedText(1, 40),
        kind: z.enum(['colour', 'size', 'text']),
        values: z
          .array(
            z.strictObject({
              value: storedText(1, 60),
              swatch: z
                .string()
                .regex(/^#[0-9a-fA-F]{6}$/, 'A swatch is a colour such as #B03060.')
                .optional(),
            }),
          )
          .min(1, 'An option needs at least one value.')
          .max(MAX_OPTION_VALUES, `An option has at most ${MAX_OPTION_VALUES} values.`),
      }),
    )
    .max(MAX_PRODUCT_OPTIONS, `A product has at most ${MAX_PRODUCT_OPTIONS} options.`)
    .optional(),
  /** One per combination sold (with `options` only): each with its own SKU, price, stock and pictures. */
  variants: z
    .array(
      z.strictObject({
        sku: storedText(1, 40),
        options: z.record(z.string(), z.string()),
        price: storedAmount(),
        mrp: storedAmount().optional(),
        stock: z.number().int().min(0),
        weightGrams: z.number().positive().max(100_000).optional(),
        gtin: z
          .string()
          .regex(/^(\d{8}|\d{12,14})$/, 'A GTIN (barcode) has 8, 12, 13 or 14 digits.')
          .optional(),
        images: z.array(storedImage).max(MAX_VARIANT_IMAGES).optional(),
        status: z.enum(['active', 'draft']),
      }),
    )
    .max(MAX_PRODUCT_VARIANTS, `A product has at most ${MAX_PRODUCT_VARIANTS} variants.`)
    .optional(),
}));

interface VariantFields {
  price: number;
  stock: number;
  options?: Array<{ name: string; values: Array<{ value: string }> }> | undefined;
  variants?:
    Array<{ sku: string; options: Record<string, string>; price: number; mrp?: number | undefined; stock: number; status: 'active' | 'draft' }> | undefined;
}

/**
 * The options and variants agree with each other and with the product: variants exactly when there
 * are options, each naming one value of every option, no combination or SKU twice, MRP at least the
 * price, and the product's own price and stock the variants' lowest price and total stock.
 */
function checkVariants(
  product: VariantFields,
  context: { addIssue: (issue: { code: 'custom'; path: Array<string | number>; message: string }) => void },
): void {
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  const issue = (path: Array<string | number>, message: string) => context.addIssue({ code: 'custom', path, message });
  if (!options.length) {
    if (variants.length) issue(['variants'], 'Variants need at least one option.');
    return;
  }
  if (!variants.length) return issue(['variants'], 'A product with options needs at least one variant.');
  const names = new Set<string>();
  options.forEach((option, index) => {
    if (names.has(option.name.toLowerCase())) issue(['options', index, 'name'], `Two options are called ${option.name}.`);
    names.add(option.name.toLowerCase());
    if (new Set(option.values.map((value) => value.value)).size !== option.values.length) {
      issue(['options', index, 'values'], `${option.name} has a value twice.`);
    }
  });
  const skus = new Set<string>();
  const combinations = new Set<string>();
  variants.forEach((variant, index) => {
    const keys = Object.keys(variant.options);
    const complete = keys.length === options.length && options.every((option) => option.values.some((value) => value.value === variant.options[option.name]));
    if (!complete) issue(['variants', index, 'options'], `Variant ${variant.sku} must have one value of each option.`);
    const combination = options.map((option) => variant.options[option.name] ?? '').join('\u0000');
    if (complete && combinations.has(combination)) issue(['variants', index, 'options'], `Two variants are ${Object.values(variant.options).join(' / ')}.`);
    combinations.add(combination);
    if (skus.has(variant.sku.toLowerCase())) issue(['variants', index, 'sku'], `Two variants have the SKU ${variant.sku}.`);
    skus.add(variant.sku.toLowerCase());
    if (variant.mrp !== undefined && variant.mrp < variant.price) issue(['variants', index, 'mrp'], 'The MRP must be at least the price.');
  });
  const rolled = rollUpVariants(variants.map((variant) => ({ ...variant, mrp: variant.mrp ?? null })));
  if (product.price !== rolled.price) issue(['price'], 'The price must be the lowest variant price on sale.');
  if (product.stock !== rolled.stock) issue(['stock'], 'The stock must be the variants on sale added up.');
}

const mrpAtLeastPrice = (product: { price: number; mrp?: number | undefined }) => product.mrp === undefined || product.mrp >= product.price;
const MRP_MESSAGE = { path: ['mrp'], message: 'The MRP must be at least the price.' };

/** A product document as the write rule accepts it (validProduct in backend/firestore.rules). */
export const productDocumentSchema = lazySchema(() =>
  z
    .strictObject({
      ...productFieldsShape,
      searchKeywords: storedStringList(200, 60).optional(),
      /** Its images' addresses (kept by the productWritten trigger), for the media library's "used by". */
      imageSrcs: storedStringList(120, 500).optional(),
      order: z.number().int().optional(),
      /** Approved reviews: how many and their stars added up (kept by the review functions only). */
      reviewCount: z.number().int().min(0).optional(),
      reviewSum: z.number().int().min(0).optional(),
      reviewsChangedAt: timestampField.optional(),
      createdAt: timestampField,
      updatedAt: timestampField,
      /** The admin change that last wrote it (the audit entry's id). */
      lastAuditId: z.string().optional(),
      /** How its price is made (issue 41): fixed, or from the silver rate; absent: fixed. */
      pricing: priceRuleSchema.optional(),
      /** Wholesale price breaks by quantity. */
      priceTiers: priceTiersSchema.optional(),
      /** `pricing` and `priceTiers` are its category's defaults, kept in step by saveCategory. */
      pricingFromCategory: z.boolean().optional(),
      /** The rate and breakup its metal price was made from: written by the functions only. */
      priceRateId: z.string().optional(),
      priceBreakup: z.record(z.string(), z.unknown()).optional(),
      /** Its variants' SKUs in lower case (kept by the productWritten trigger): search finds a variant by its SKU. */
      variantSkus: storedStringList(MAX_PRODUCT_VARIANTS, 40).optional(),
      /** `name:value` of the option values its variants on sale have (kept by the productWritten trigger): the listings' option filter. */
      optionValues: storedStringList(90, 101).optional(),
    })
    .refine(mrpAtLeastPrice, MRP_MESSAGE)
    .superRefine(checkVariants),
);

/** One product of a CSV import as the importProducts callable takes it (the stamps are the server's). */
export const productImportFieldsSchema = lazySchema(() => z.strictObject(productFieldsShape).refine(mrpAtLeastPrice, MRP_MESSAGE).superRefine(checkVariants));
export type ProductImportFields = z.output<typeof productImportFieldsSchema>;
