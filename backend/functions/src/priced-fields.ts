// What pricing at the rate in force changes on a stored product (issue 41, with variants: issue 40),
// shared by the product trigger (product-pricing.ts) and a rate change's rewrite (silver-rate.ts).
// A product without options is priced from its own weight. A product with options is priced per
// variant: each variant from the rule with its own weight (the product's when it has none), its MRP
// taken away (a metal price has none), and the product's own price and MRP are then the variants'
// roll-up (rollUpVariants), as the product schema wants; its `priceBreakup` is the breakup of the
// variant that makes that price (the cheapest on sale), so the "from" price and its breakup agree.
// A variant with no weight at all keeps its stored price, as a product without a weight does. The
// storefront's cart and placeOrder price each variant the same way at the moment (weight, else the
// product's), so the stored prices only keep listings, sorting and filters right.
import { FieldValue, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { currentListPrice, type PriceBreakup, type PricingContext, readPriceRule, readVariants, rollUpVariants } from 'shared-data/contracts';
import { hasVariants } from './variant-stock';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A weight in grams a rule can price from, or null. */
const gramsOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** The product's own weight (`attributes.weightGrams`), or null. */
const ownWeightOf = (data: DocumentData | undefined): number | null => gramsOf((data?.['attributes'] as DocumentData | undefined)?.['weightGrams']);

/** Whether two stored breakups hold the same figures, whatever the order of their keys. */
function sameBreakup(stored: unknown, wanted: PriceBreakup): boolean {
  if (!isRecord(stored)) return false;
  const keys = Object.keys(wanted) as Array<keyof PriceBreakup>;
  return Object.keys(stored).length === keys.length && keys.every((key) => stored[key] === wanted[key]);
}

/** The rate and breakup taken away from a product no longer priced from the metal (or that cannot be). */
function withoutRate(data: DocumentData): Record<string, unknown> | null {
  if (data['priceRateId'] === undefined && data['priceBreakup'] === undefined) return null;
  return { priceRateId: FieldValue.delete(), priceBreakup: FieldValue.delete() };
}

/**
 * The fields to update so that the stored product (`data`, as stored) is priced at `context`, or
 * null when it is already. A product not priced from the metal (or while the shop has no rate, or
 * which no weight can price) loses its rate and breakup and keeps its price.
 */
export function pricedFields(data: DocumentData, context: PricingContext): Record<string, unknown> | null {
  const rule = readPriceRule(data['pricing']);
  if (!rule || rule.basis !== 'metal' || !context.rate) return withoutRate(data);
  const ownWeight = ownWeightOf(data);
  if (hasVariants(data)) return pricedVariantFields(data, context, ownWeight);
  const { price, breakup } = currentListPrice({ price: Number(data['price']) || 0, pricing: rule, weightGrams: ownWeight }, context);
  if (!breakup) return withoutRate(data);
  if (data['price'] === price && data['priceRateId'] === breakup.rateId && sameBreakup(data['priceBreakup'], breakup) && data['mrp'] === undefined) return null;
  // A metal price has no MRP to sit under: the trade prices silver by weight.
  return { price, priceRateId: breakup.rateId, priceBreakup: breakup, mrp: FieldValue.delete() };
}

function pricedVariantFields(data: DocumentData, context: PricingContext, ownWeight: number | null): Record<string, unknown> | null {
  const rule = readPriceRule(data['pricing']);
  const stored = data['variants'] as unknown[];
  const breakups = new Map<string, PriceBreakup>();
  let variantsChanged = false;
  // The stored variants copied as they are (nothing a reader does not know is lost), priced anew.
  const next = stored.map((raw) => {
    if (!isRecord(raw)) return raw;
    const weightGrams = gramsOf(raw['weightGrams']) ?? ownWeight;
    const current = typeof raw['price'] === 'number' ? raw['price'] : 0;
    const { price, breakup } = currentListPrice({ price: current, pricing: rule, weightGrams }, context);
    if (!breakup) return raw;
    breakups.set(
      String(raw['sku'] ?? '')
        .trim()
        .toLowerCase(),
      breakup,
    );
    if (raw['price'] === price && raw['mrp'] === undefined) return raw;
    variantsChanged = true;
    const { mrp: _mrp, ...rest } = raw;
    return { ...rest, price };
  });
  if (!breakups.size) return withoutRate(data);
  const { variants } = readVariants({ ...data, variants: next }, { sku: '', price: 0, mrp: null, stock: 0, weightGrams: ownWeight });
  const rolled = rollUpVariants(variants);
  // The variant whose price the product shows (rollUpVariants' choice: the first cheapest on sale).
  const onSale = variants.filter((variant) => variant.status === 'active');
  const shown = (onSale.length ? onSale : variants).find((variant) => variant.price === rolled.price);
  const breakup = shown ? (breakups.get(shown.sku.toLowerCase()) ?? null) : null;
  const rateId = context.rate!.id;
  const fields: Record<string, unknown> = {};
  if (variantsChanged) fields['variants'] = next;
  if (data['price'] !== rolled.price) fields['price'] = rolled.price;
  if ((data['mrp'] ?? null) !== rolled.mrp) fields['mrp'] = rolled.mrp ?? FieldValue.delete();
  if (data['priceRateId'] !== rateId) fields['priceRateId'] = rateId;
  // The cheapest variant has no weight (kept at its stored price): no breakup stands under the product's price.
  if (breakup ? !sameBreakup(data['priceBreakup'], breakup) : data['priceBreakup'] !== undefined) fields['priceBreakup'] = breakup ?? FieldValue.delete();
  return Object.keys(fields).length ? fields : null;
}

/**
 * Prices the product at `ref` at `context` in a transaction, against the stored document (a product
 * with options rewrites its variants, so a sale's stock change in between is never lost). Returns
 * whether it wrote.
 */
export function priceProductAt(db: Firestore, ref: DocumentReference, context: PricingContext): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    const fields = pricedFields(snapshot.data() ?? {}, context);
    if (!fields) return false;
    transaction.update(ref, fields);
    return true;
  });
}

/** What a product's variants give its pricing: their SKUs, weights and whether on sale (not their price or stock). */
export function variantPricingKey(data: DocumentData | undefined): string {
  if (!data || !Array.isArray(data['options']) || !data['options'].length || !Array.isArray(data['variants'])) return '';
  return JSON.stringify(data['variants'].map((variant) => (isRecord(variant) ? [variant['sku'], variant['weightGrams'] ?? null, variant['status']] : null)));
}
