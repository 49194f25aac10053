// How a product's or a category's price is made, as the admin types it (issue 41): a fixed price,
// from the silver rate (purity, making charge, stone or finishing charge), or — for a product — its
// category's default; and the wholesale breaks. The checks are shared-data's (metalRuleProblem,
// tiersProblem), with the field each message belongs to. Kept apart from the screens so both
// editors share it and it is tested alone.
import { metalRuleProblem, metalRuleShapeProblem, MAX_PRICE_TIERS, tiersProblem, type MetalPriceRule, type PriceRule, type PriceTier } from 'shared-data/admin';

export type PricingChoice = 'fixed' | 'metal' | 'category';
export type MakingPer = 'gram' | 'piece' | 'percent';

export interface TierDraft {
  /** Stable key for the list while rows are added and removed. */
  key: string;
  minQuantity: string;
  percentOff: string;
}

export interface PricingDraft {
  choice: PricingChoice;
  /** Parts per thousand: 925 for sterling. */
  purity: string;
  makingPer: MakingPer;
  /** Rupees (per gram or per piece) or a percentage of the metal's value, as `makingPer` says. */
  making: string;
  /** A stone or finishing charge per piece, in rupees. */
  extra: string;
  tiers: TierDraft[];
}

let tierKeys = 0;
export const newTierKey = () => `tier-${(tierKeys += 1)}`;

/** The form's values for a stored rule and breaks (none: a fixed price, no breaks). */
export function pricingDraftOf(rule: PriceRule | null | undefined, tiers: readonly PriceTier[] | undefined, fromCategory = false): PricingDraft {
  const metal = rule?.basis === 'metal' ? rule : null;
  return {
    choice: fromCategory ? 'category' : metal ? 'metal' : 'fixed',
    purity: String(metal?.purity ?? 925),
    makingPer: metal?.making.per ?? 'gram',
    making: metal ? String(metal.making.per === 'percent' ? metal.making.percent : metal.making.rupees) : '',
    extra: metal && metal.extraRupees > 0 ? String(metal.extraRupees) : '',
    tiers: (tiers ?? []).map((tier) => ({ key: newTierKey(), minQuantity: String(tier.minQuantity), percentOff: String(tier.percentOff) })),
  };
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;

export interface CheckedPricing {
  /** The rule to store; null for "the category's" (the caller copies the category's). */
  rule: PriceRule | null;
  tiers: PriceTier[];
  /** Messages by field: purity, making, extra, tiers, tiers.N.minQuantity, tiers.N.percentOff, weight. */
  errors: Record<string, string>;
}

/**
 * The draft checked and turned into a rule and breaks. `weightGrams` is the product's weight (a
 * metal price needs it); undefined for a category's default, which has no weight of its own.
 */
export function checkPricingDraft(draft: PricingDraft, weightGrams?: number | null): CheckedPricing {
  // The category's rule and breaks are the category's to check; rows left in the form count for nothing.
  if (draft.choice === 'category') return { rule: null, tiers: [], errors: {} };
  const errors: Record<string, string> = {};
  const tiers: PriceTier[] = [];
  draft.tiers.forEach((tier, index) => {
    const minQuantity = tier.minQuantity.trim();
    const percentOff = tier.percentOff.trim();
    if (!/^\d+$/.test(minQuantity) || Number(minQuantity) < 2) errors[`tiers.${index}.minQuantity`] = 'A whole number of pieces, 2 or more.';
    if (!DECIMAL.test(percentOff) || !(Number(percentOff) > 0) || Number(percentOff) >= 100)
      errors[`tiers.${index}.percentOff`] = 'A percentage above 0 and below 100 (for example 5 or 7.5).';
    tiers.push({ minQuantity: Number(minQuantity), percentOff: Number(percentOff) });
  });
  if (tiers.length > MAX_PRICE_TIERS) errors['tiers'] = `At most ${MAX_PRICE_TIERS} price breaks.`;
  else if (!Object.keys(errors).length) {
    const problem = tiersProblem(tiers);
    if (problem) errors['tiers'] = problem;
  }
  if (draft.choice === 'fixed') return { rule: { basis: 'fixed' }, tiers, errors };

  if (!/^\d+$/.test(draft.purity.trim())) errors['purity'] = 'Purity is a whole number of parts per thousand (925 for sterling).';
  if (!DECIMAL.test(draft.making.trim()))
    errors['making'] =
      draft.makingPer === 'percent'
        ? 'Enter the making charge as a percentage (for example 12).'
        : 'Enter the making charge in rupees (for example 12 or 12.50).';
  if (draft.extra.trim() && !DECIMAL.test(draft.extra.trim())) errors['extra'] = 'Enter the charge in rupees, or leave it empty.';
  const making = Number(draft.making.trim());
  const rule: MetalPriceRule = {
    basis: 'metal',
    purity: Number(draft.purity.trim()),
    making: draft.makingPer === 'percent' ? { per: 'percent', percent: making } : { per: draft.makingPer, rupees: making },
    extraRupees: draft.extra.trim() ? Number(draft.extra.trim()) : 0,
  };
  if (!errors['purity'] && !errors['making'] && !errors['extra']) {
    const shape = metalRuleShapeProblem(rule);
    if (shape) errors[/purity/i.test(shape) ? 'purity' : /making/i.test(shape) ? 'making' : 'extra'] = shape;
    else if (weightGrams !== undefined && metalRuleProblem(rule, weightGrams))
      errors['weight'] = 'A price from the silver rate needs the weight in grams (Attributes → Weight).';
  }
  return { rule, tiers, errors };
}

/** A form's errors under `prefix.` with the prefix taken off (the pricing fields' own names). */
export function errorsUnder(errors: Record<string, string | undefined>, prefix: string): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, message]) => [key.slice(prefix.length + 1), message]),
  );
}
