// A metal-priced product priced as soon as its pricing changes (issue 41): when the admin makes a
// product metal-priced, changes its rule or its weight, or its category's default reaches it
// (categories-admin.ts), the `productWritten` trigger prices it here at the rate in force, so its
// stored `price` (which listings sort and filter on) never waits for the next rate change. The
// rate change's own rewrite (silver-rate.ts) changes only the price fields, which does not call
// this again. A product that stops being metal-priced loses its rate and breakup and keeps its
// price, now fixed.
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { currentListPrice, PRODUCTS, readPriceRule } from 'shared-data/contracts';
import { readSiteSettings } from './mail/mail-settings';
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
    after['priceRateId'] === undefined
  );
}

/**
 * Prices product `id` at the rate in force (in a transaction, against the stored document): writes
 * its price, rate and breakup when they differ, or takes the rate and breakup away from a product no
 * longer priced from the metal. Returns whether it wrote.
 */
export async function priceProduct(db: Firestore, id: string): Promise<boolean> {
  const [current, settings] = await Promise.all([currentRateRef(db).get(), readSiteSettings(db)]);
  const context = pricingContext(current, settings);
  const ref = db.collection(PRODUCTS).doc(id);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    const weight = snapshot.get('attributes.weightGrams');
    const { price, breakup } = currentListPrice(
      {
        price: Number(snapshot.get('price')) || 0,
        pricing: readPriceRule(snapshot.get('pricing')),
        weightGrams: typeof weight === 'number' && Number.isFinite(weight) && weight > 0 ? weight : null,
      },
      context,
    );
    if (breakup) {
      if (
        snapshot.get('price') === price &&
        snapshot.get('priceRateId') === breakup.rateId &&
        JSON.stringify(snapshot.get('priceBreakup')) === JSON.stringify(breakup)
      )
        return false;
      // A metal price has no MRP to sit under: the trade prices silver by weight.
      transaction.update(ref, { price, priceRateId: breakup.rateId, priceBreakup: breakup, mrp: FieldValue.delete() });
      return true;
    }
    if (snapshot.get('priceRateId') === undefined && snapshot.get('priceBreakup') === undefined) return false;
    transaction.update(ref, { priceRateId: FieldValue.delete(), priceBreakup: FieldValue.delete() });
    return true;
  });
}
