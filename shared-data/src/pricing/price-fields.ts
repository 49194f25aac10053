// What a product document stores about its price beyond `price` (issue 41), read for the storefront's
// first view: the breakup of a metal-priced product's price (written with it by the re-pricing,
// silver-price.ts) and its wholesale price breaks. Small on purpose: every product page loads it.
// No Firebase import.
import { fromPaise, toPaise } from '../orders/money';
import { asAmount as amount, isRecord } from '../collections/value-guards';

export type MakingCharge = { per: 'gram'; rupees: number } | { per: 'piece'; rupees: number } | { per: 'percent'; percent: number };

/** How a product is priced: its stored price, or from the metal. */
export type PriceRule =
  | { basis: 'fixed' }
  | {
      basis: 'metal';
      /** Parts per thousand of fine silver: 925 for sterling. */
      purity: number;
      making: MakingCharge;
      /** A stone or finishing charge per piece (₹, 0 for none). */
      extraRupees: number;
    };

export type MetalPriceRule = Extract<PriceRule, { basis: 'metal' }>;

/** The figures a buyer sees under a metal-priced product: every amount in rupees, exact to the paisa. */
export interface PriceBreakup {
  weightGrams: number;
  purity: number;
  rateId: string;
  rupeesPerGram: number;
  /** weight × rate × purity ÷ 1000. */
  metalValue: number;
  making: number;
  extra: number;
  /** Metal + making + extra, before GST and rounding. */
  beforeTax: number;
  gst: number;
  /** The GST rate the breakup used (3 for silver jewellery). */
  gstPercent: number;
  /** What rounding added to the price (negative when it took some away). */
  rounding: number;
  /** The price per piece the catalogue shows (with GST when prices include it). */
  price: number;
  /** Whether `price` includes the GST (the settings' tax.pricesIncludeTax); else GST is added to it. */
  taxIncluded: boolean;
}

/** A wholesale price break: from `minQuantity` pieces, `percentOff` below the list price. */
export interface PriceTier {
  minQuantity: number;
  percentOff: number;
}

/** Why a set of tiers cannot be saved, or null: quantities above 1 and rising, discounts rising below 100 %. */
export function tiersProblem(tiers: readonly PriceTier[]): string | null {
  let last: PriceTier = { minQuantity: 1, percentOff: 0 };
  for (const tier of tiers) {
    if (!Number.isInteger(tier.minQuantity) || tier.minQuantity <= last.minQuantity)
      return `Each break starts at a larger quantity than the one before (${tier.minQuantity} after ${last.minQuantity}).`;
    if (!Number.isFinite(tier.percentOff) || tier.percentOff <= last.percentOff || tier.percentOff >= 100)
      return `Each break takes more off than the one before and less than 100 % (${tier.percentOff} % from ${tier.minQuantity}).`;
    last = tier;
  }
  return null;
}

/** The tier a quantity falls in, or null for the list price. */
export const tierFor = (tiers: readonly PriceTier[], quantity: number): PriceTier | null =>
  tiers.reduce<PriceTier | null>((found, tier) => (quantity >= tier.minQuantity ? tier : found), null);

/** The unit price for `quantity` pieces: the list price less its tier's discount, to the paisa. */
export function tierUnitPrice(listPrice: number, tiers: readonly PriceTier[], quantity: number): number {
  const tier = tierFor(tiers, quantity);
  if (!tier) return listPrice;
  return fromPaise(Math.round((toPaise(listPrice) * (100 - tier.percentOff)) / 100));
}

/** The rows of the product page's price-break table: "1–9", "10–49", "50+" with their unit prices. */
export function tierTable(
  listPrice: number,
  tiers: readonly PriceTier[],
  minOrderQty = 1,
): Array<{ quantities: string; unitPrice: number; percentOff: number }> {
  const steps = [{ minQuantity: minOrderQty, percentOff: 0 }, ...tiers.filter((tier) => tier.minQuantity > minOrderQty)];
  return steps.map((step, index) => {
    const next = steps[index + 1];
    return {
      quantities: next ? `${step.minQuantity}–${next.minQuantity - 1}` : `${step.minQuantity}+`,
      unitPrice: tierUnitPrice(listPrice, tiers, step.minQuantity),
      percentOff: tierFor(tiers, step.minQuantity)?.percentOff ?? 0,
    };
  });
}

const BREAKUP_AMOUNTS = ['weightGrams', 'purity', 'rupeesPerGram', 'metalValue', 'making', 'extra', 'beforeTax', 'gst', 'gstPercent', 'price'] as const;

/** A product's stored `priceBreakup` (written with its price by the re-pricing), or null. */
export function readPriceBreakup(value: unknown): PriceBreakup | null {
  if (!isRecord(value) || typeof value['rateId'] !== 'string' || typeof value['rounding'] !== 'number' || !Number.isFinite(value['rounding'])) return null;
  if (!BREAKUP_AMOUNTS.every((key) => amount(value[key]) !== null)) return null;
  const figures = Object.fromEntries(BREAKUP_AMOUNTS.map((key) => [key, value[key] as number])) as Record<(typeof BREAKUP_AMOUNTS)[number], number>;
  return { ...figures, rateId: value['rateId'], rounding: value['rounding'], taxIncluded: value['taxIncluded'] !== false };
}

/** A stored `priceTiers` list, or [] when there is none or it does not hold (tiersProblem). */
export function readPriceTiers(value: unknown): PriceTier[] {
  if (!Array.isArray(value)) return [];
  const tiers = value.filter(isRecord).map((tier) => ({ minQuantity: Number(tier['minQuantity']), percentOff: Number(tier['percentOff']) }));
  return tiers.length === value.length && tiersProblem(tiers) === null ? tiers : [];
}

/** A product's or category's stored `pricing`, or null when there is none or it is not one. */
export function readPriceRule(value: unknown): PriceRule | null {
  if (!isRecord(value)) return null;
  if (value['basis'] === 'fixed') return { basis: 'fixed' };
  if (value['basis'] !== 'metal' || !isRecord(value['making'])) return null;
  const purity = value['purity'];
  const making = value['making'];
  const extraRupees = amount(value['extraRupees'] ?? 0);
  if (typeof purity !== 'number' || extraRupees === null) return null;
  if ((making['per'] === 'gram' || making['per'] === 'piece') && amount(making['rupees']) !== null)
    return { basis: 'metal', purity, making: { per: making['per'], rupees: making['rupees'] as number }, extraRupees };
  if (making['per'] === 'percent' && amount(making['percent']) !== null)
    return { basis: 'metal', purity, making: { per: 'percent', percent: making['percent'] as number }, extraRupees };
  return null;
}
