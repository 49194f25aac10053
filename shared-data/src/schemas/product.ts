// The product's document schemas (docs/data-model.md, validProduct in backend/firestore.rules): the
// stored document, and the fields a CSV import sends to the importProducts function. Free of any
// Firebase import, so the functions bundle and the browser share them. Exported by shared-data/admin
// only: the storefront reads product documents without them.
import { z } from '#zod';
import { storedSeoSchema } from './blog-post';
import { storedAmount, storedImage, storedSlug, storedStringList, storedText, timestampField } from './fields';
import { lazySchema } from './lazy-schema';
import { priceRuleSchema, priceTiersSchema } from '../pricing/pricing-input';

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
}));

const mrpAtLeastPrice = (product: { price: number; mrp?: number | undefined }) => product.mrp === undefined || product.mrp >= product.price;
const MRP_MESSAGE = { path: ['mrp'], message: 'The MRP must be at least the price.' };

/** A product document as the write rule accepts it (validProduct in backend/firestore.rules). */
export const productDocumentSchema = lazySchema(() =>
  z
    .strictObject({
      ...productFieldsShape,
      searchKeywords: storedStringList(200, 60).optional(),
      /** Its images' addresses (kept by the productWritten trigger), for the media library's "used by". */
      imageSrcs: storedStringList(20, 500).optional(),
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
    })
    .refine(mrpAtLeastPrice, MRP_MESSAGE),
);

/** One product of a CSV import as the importProducts callable takes it (the stamps are the server's). */
export const productImportFieldsSchema = lazySchema(() => z.strictObject(productFieldsShape).refine(mrpAtLeastPrice, MRP_MESSAGE));
export type ProductImportFields = z.output<typeof productImportFieldsSchema>;
