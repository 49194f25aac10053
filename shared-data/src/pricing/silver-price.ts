// A silver product's price as the trade makes it (issue 41): the metal's weight times the day's rate
// for fine silver, adjusted for purity (925 → 0.925), plus a making charge (₹ per gram, ₹ per piece
// or a percentage of the metal's value) and any stone or finishing charge, then GST; the catalogue
// price rounded by the shop's rule. Wholesale price breaks lower the unit price by quantity. The
// storefront (breakup on the product page and in the cart), placeOrder and the invoice all price
// through here, in whole paise, so that the same inputs give the same figures everywhere. No
// Firebase import: the functions bundle it.
import { formatInr } from '../collections/format-money';
import { fromPaise, MAX_RUPEES, toPaise } from '../orders/money';
import type { MetalPriceRule, PriceBreakup, PriceRule } from './price-fields';

export * from './price-fields';

/** The day's silver rate: rupees per gram of fine (999) silver, in force from `effectiveFrom`. */
export interface SilverRate {
  /** The rate document's id; orders store it with the prices it made. */
  id: string;
  rupeesPerGram: number;
  /** ISO time from which the rate is in force. */
  effectiveFrom: string;
}

/** How the catalogue price is rounded: to the paisa, the rupee or the next ten rupees. */
export type PriceRounding = 'paisa' | 'rupee' | 'ten';

export interface PriceTaxBasis {
  /** GST on silver jewellery: 3 %. */
  ratePercent: number;
  /** Whether catalogue prices include GST (settings' tax.pricesIncludeTax). */
  pricesIncludeTax: boolean;
}

export const MAX_PURITY = 999;

/** Why a metal rule cannot price a product, or null. */
export function metalRuleProblem(rule: MetalPriceRule, weightGrams: number | null | undefined): string | null {
  if (typeof weightGrams !== 'number' || !Number.isFinite(weightGrams) || weightGrams <= 0)
    return 'A metal-priced product needs its weight in grams (Attributes → Weight).';
  return metalRuleShapeProblem(rule);
}

/** Why a metal rule cannot hold whatever it prices (a category's default has no weight), or null. */
export function metalRuleShapeProblem(rule: MetalPriceRule): string | null {
  if (!Number.isInteger(rule.purity) || rule.purity < 1 || rule.purity > MAX_PURITY)
    return `Purity is parts per thousand, 1 to ${MAX_PURITY} (925 for sterling).`;
  if (rule.making.per === 'percent') {
    if (!Number.isFinite(rule.making.percent) || rule.making.percent < 0 || rule.making.percent > 500)
      return 'The making charge is a percentage from 0 to 500.';
  } else if (!Number.isFinite(rule.making.rupees) || rule.making.rupees < 0) return 'The making charge cannot be negative.';
  if (!Number.isFinite(rule.extraRupees) || rule.extraRupees < 0) return 'The stone or finishing charge cannot be negative.';
  return null;
}

function roundPaise(paise: number, rounding: PriceRounding): number {
  if (rounding === 'rupee') return Math.round(paise / 100) * 100;
  if (rounding === 'ten') return Math.ceil(paise / 1000) * 1000;
  return paise;
}

/**
 * A price in rupees rounded by the shop's rule (settings' pricing.rounding): to the paisa, to the
 * rupee (half up), or up to the next ten rupees. Used wherever an admin's change computes a price
 * (a bulk percentage change), so ₹2,199 + 10 % is ₹2,419, not ₹2,418.90.
 */
export function roundPrice(rupees: number, rounding: PriceRounding): number {
  return fromPaise(roundPaise(toPaise(rupees), rounding));
}

/**
 * The breakup of one piece at `rate`. Throws when the rule cannot price it (metalRuleProblem says
 * why) or the rate is not a positive amount: a price is never NaN, negative or made up.
 */
export function metalPrice(weightGrams: number, rule: MetalPriceRule, rate: SilverRate, tax: PriceTaxBasis, rounding: PriceRounding): PriceBreakup {
  const problem = metalRuleProblem(rule, weightGrams);
  if (problem) throw new Error(problem);
  if (!Number.isFinite(rate.rupeesPerGram) || rate.rupeesPerGram <= 0) throw new Error('The silver rate must be a positive amount.');
  const metal = Math.round((weightGrams * toPaise(rate.rupeesPerGram) * rule.purity) / 1000);
  const making =
    rule.making.per === 'gram'
      ? Math.round(weightGrams * toPaise(rule.making.rupees))
      : rule.making.per === 'piece'
        ? toPaise(rule.making.rupees)
        : Math.round((metal * rule.making.percent) / 100);
  const extra = toPaise(rule.extraRupees);
  const beforeTax = metal + making + extra;
  const gst = Math.round((beforeTax * tax.ratePercent) / 100);
  const unrounded = tax.pricesIncludeTax ? beforeTax + gst : beforeTax;
  const price = roundPaise(unrounded, rounding);
  return {
    weightGrams,
    purity: rule.purity,
    rateId: rate.id,
    rupeesPerGram: rate.rupeesPerGram,
    metalValue: fromPaise(metal),
    making: fromPaise(making),
    extra: fromPaise(extra),
    beforeTax: fromPaise(beforeTax),
    gst: fromPaise(gst),
    gstPercent: tax.ratePercent,
    rounding: fromPaise(price - unrounded),
    price: fromPaise(price),
    taxIncluded: tax.pricesIncludeTax,
  };
}

/** A product's own rule where it has one, else its category's default, else its fixed price. */
export function effectiveRule(product: PriceRule | null | undefined, categoryDefault: PriceRule | null | undefined): PriceRule {
  return product ?? categoryDefault ?? { basis: 'fixed' };
}

/** How far a new rate may move from the last before the admin is asked to confirm it (×1.5 or ÷1.5). */
export const RATE_CONFIRM_RATIO = 1.5;

/**
 * A new rate checked against the last: an error when it cannot be a rate, a question when it is far
 * from the last one (a typo of ×10), nothing when it is fine.
 */
export function rateChangeCheck(rupeesPerGram: number, last: number | null): { error: string } | { confirm: string } | null {
  if (!Number.isFinite(rupeesPerGram) || rupeesPerGram <= 0) return { error: 'Enter the rate in rupees per gram of fine silver, above zero.' };
  if (Math.abs(rupeesPerGram * 100 - Math.round(rupeesPerGram * 100)) > 1e-6) return { error: 'Give the rate to the paisa at most (two decimals).' };
  if (rupeesPerGram > MAX_RUPEES) return { error: `A rate above ${formatInr(MAX_RUPEES)} a gram cannot be right.` };
  if (last && last > 0) {
    const ratio = rupeesPerGram / last;
    if (ratio >= RATE_CONFIRM_RATIO || ratio <= 1 / RATE_CONFIRM_RATIO)
      return {
        confirm: `${formatInr(rupeesPerGram)} a gram is ${ratio >= 1 ? `${ratio.toFixed(1)} times` : `${(1 / ratio).toFixed(1)} times less than`} the last rate (${formatInr(last)}). Save it anyway?`,
      };
  }
  return null;
}

/** What pricing a product needs besides its own fields: the rate in force and the shop's rules. */
export interface PricingContext {
  /** Null when the shop has set no rate yet: metal-priced products keep their stored price. */
  rate: SilverRate | null;
  tax: PriceTaxBasis;
  rounding: PriceRounding;
}

/**
 * A product's list price (one piece) now: from the metal at the rate in force when it is metal-priced
 * and the rule can price it, else its stored price. `breakup` is null for a stored price.
 */
export function currentListPrice(
  product: { price: number; pricing: PriceRule | null; weightGrams: number | null },
  context: PricingContext,
): { price: number; breakup: PriceBreakup | null } {
  const rule = product.pricing;
  if (!rule || rule.basis !== 'metal' || !context.rate || metalRuleProblem(rule, product.weightGrams) !== null) return { price: product.price, breakup: null };
  const breakup = metalPrice(product.weightGrams as number, rule, context.rate, context.tax, context.rounding);
  return { price: breakup.price, breakup };
}
