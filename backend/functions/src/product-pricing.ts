// A metal-priced product priced as soon as its pricing changes (issue 41): when the admin makes a
// product metal-priced, changes its rule or its weight (or a variant's weight, adds or takes away a
// variant, puts one on sale: issue 40), or its category's default reaches it (categories-admin.ts),
// the `productWritten` trigger prices it here at the rate in force, so its stored `price` (which
// listings sort and filter on) never waits for the next rate change. A product with options is
// priced per variant (priced-fields.ts). The rate change's own rewrite (silver-rate.ts) changes only
// the price fields, which does not call this again. A product that stops being metal-priced loses
// its rate and breakup and keeps its price, now fixed.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { PRODUCTS, readPriceRule } from 'shared-data/contracts';
import { readSiteSettings } from './mail/mail-settings';
import { priceProductAt, variantPricingKey } from './priced-fields';
import { currentRateRef, pricingContext } from './silver-rate';

const weightOf = (data: DocumentData | undefined): unknown => (data?.['attributes'] as DocumentData | undefined)?.['weightGrams'];

/** Whether this write changed what a product's price is made from, so it must be priced again. */
export function pricingInputsChanged(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  if (!after) return false;
  const rule = readPriceRule(after['pricing']);
  if (rule?.basis !== 'metal') return after['priceRateId'] !== undefined || after['priceBreakup'] !== undefined;
  return (
    !before ||
    JSON.stringify(readPriceRule(before['pricing'])) !== JSON.stringify(rule) ||
    weightOf(before) !== weightOf(after) ||
    variantPricingKey(before) !== variantPricingKey(after) ||
    after['priceRateId'] === undefined
  );
}

/**
 * Prices product `id` at the rate in force (in a transaction, against the stored document): writes
 * its price, rate and breakup (and a product with options its variants' prices) when they differ,
 * or takes the rate and breakup away from a product no longer priced from the metal. Returns
 * whether it wrote.
 */
export async function priceProduct(db: Firestore, id: string): Promise<boolean> {
  const [current, settings] = await Promise.all([currentRateRef(db).get(), readSiteSettings(db)]);
  return priceProductAt(db, db.collection(PRODUCTS).doc(id), pricingContext(current, settings));
}
