// The products of a cart as the cart and checkout need them: read fresh in the browser, each with
// its weight (shipping by weight bands) and wholesale breaks, and a metal-priced product priced at
// the silver rate read with them (issue 41), as placeOrder prices it. Apart from lib/products.ts so
// the pages' first views do not carry the pricing code.
import type { Firestore } from 'firebase/firestore/lite';
import {
  CURRENT_SILVER_RATE,
  lazyFirestore,
  PRODUCTS,
  readPriceRule,
  readPriceTiers,
  toProductSummary,
  type PriceBreakup,
  type PriceTier,
  type ProductOption,
  type ProductSummary,
  type ProductVariant,
} from 'shared-data';
import { currentListPrice, toProduct, type PriceRounding, type PriceTaxBasis, type SilverRate } from 'shared-data/shopper';

const { collection, doc, documentId, getDoc, getDocs, query, where } = lazyFirestore;

/** A product as the cart and checkout need it: its summary and its weight (shipping by weight bands). */
export type CartProduct = ProductSummary & {
  /** Grams per piece; null when the product has none (weight-band shipping is then quoted). */
  weightGrams?: number | null;
  /** Wholesale price breaks by quantity (none when absent). */
  priceTiers?: PriceTier[];
  /** How a metal-priced product's price is made at the rate read with the cart; null for a fixed price. */
  priceBreakup?: PriceBreakup | null;
  /** Its options (issue 40); absent or [] for a product that comes one way. */
  options?: ProductOption[];
  /** A product with options: its variants, each priced as the product is (at the rate read with the cart); [] otherwise. */
  variants?: CartVariant[];
};

/** A variant as the cart sells it: its current list price and, when metal-priced, how that price is made. */
export type CartVariant = ProductVariant & { priceBreakup: PriceBreakup | null };

/** What the cart prices metal products with: the settings' tax basis and rounding (the rate is read with the products). */
export interface CartPricing {
  tax: PriceTaxBasis;
  rounding: PriceRounding;
}

function toCartProduct(id: string, data: Record<string, unknown>, pricing: CartPricing, rate: SilverRate | null): CartProduct {
  const attributes = typeof data['attributes'] === 'object' && data['attributes'] !== null ? (data['attributes'] as Record<string, unknown>) : {};
  const weight = attributes['weightGrams'];
  const summary = toProductSummary(id, data);
  const weightGrams = typeof weight === 'number' && Number.isFinite(weight) && weight > 0 ? weight : null;
  // A metal-priced product at the rate read with it, as placeOrder prices it: never two rates in one
  // cart while a rate change is still rewriting the stored prices.
  const rule = readPriceRule(data['pricing']);
  const { price, breakup } = currentListPrice({ price: summary.price, pricing: rule, weightGrams }, { rate, ...pricing });
  // A variant is priced the same way, with its own weight (the product's when it has none).
  const { options, variants } = toProduct(id, data);
  const priced = options.length
    ? variants.map((variant): CartVariant => {
        const list = currentListPrice({ price: variant.price, pricing: rule, weightGrams: variant.weightGrams ?? weightGrams }, { rate, ...pricing });
        return { ...variant, price: list.price, priceBreakup: list.breakup };
      })
    : [];
  return { ...summary, price, weightGrams, priceTiers: readPriceTiers(data['priceTiers']), priceBreakup: breakup, options, variants: priced };
}

/** The silver rate in force (`pricing/silver`), or null when the shop has set none. */
async function fetchSilverRate(db: Firestore): Promise<SilverRate | null> {
  const snapshot = await getDoc(doc(db, CURRENT_SILVER_RATE.collection, CURRENT_SILVER_RATE.id));
  const rupeesPerGram: unknown = snapshot.get('rupeesPerGram');
  const id: unknown = snapshot.get('rateId');
  if (typeof rupeesPerGram !== 'number' || !(rupeesPerGram > 0) || typeof id !== 'string') return null;
  return { id, rupeesPerGram, effectiveFrom: '' };
}

/**
 * The current catalogue entries of the given products (a cart's), by id. Products that are no
 * longer public are simply absent. Equality filters only, so no composite index is needed.
 */
export async function fetchProductsByIds(db: Firestore, ids: readonly string[], pricing: CartPricing): Promise<Map<string, CartProduct>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, CartProduct>();
  const rate = fetchSilverRate(db);
  // Firestore's `in` takes at most 30 values.
  for (let start = 0; start < unique.length; start += 30) {
    const chunk = unique.slice(start, start + 30);
    const snapshot = await getDocs(query(collection(db, PRODUCTS), where('status', '==', 'active'), where(documentId(), 'in', chunk)));
    for (const d of snapshot.docs) found.set(d.id, toCartProduct(d.id, d.data(), pricing, await rate));
  }
  return found;
}
