// A price rule and wholesale breaks as a callable or a form sends them (issue 41): a category's
// defaults (saveCategory) and a product's own (the product editor's write, checked again by the
// `prod` write rule). The checks are silver-price.ts's and price-fields.ts's, so a rule that saves is
// one that prices.
import { z } from '#zod';
import { lazySchema } from '../schemas/lazy-schema';
import { metalRuleShapeProblem } from './silver-price';
import { tiersProblem, type PriceRule, type PriceTier } from './price-fields';

/** Wholesale breaks per product or category: enough for any price list seen in the trade. */
export const MAX_PRICE_TIERS = 6;

export const priceRuleSchema = lazySchema(
  () =>
    z
      .union([
        z.strictObject({ basis: z.literal('fixed') }),
        z.strictObject({
          basis: z.literal('metal'),
          purity: z.number(),
          making: z.union([
            z.strictObject({ per: z.literal('gram'), rupees: z.number() }),
            z.strictObject({ per: z.literal('piece'), rupees: z.number() }),
            z.strictObject({ per: z.literal('percent'), percent: z.number() }),
          ]),
          extraRupees: z.number(),
        }),
      ])
      .superRefine((rule, context) => {
        const problem = rule.basis === 'metal' ? metalRuleShapeProblem(rule) : null;
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }) as z.ZodType<PriceRule>,
);

export const priceTiersSchema = lazySchema(
  () =>
    z
      .array(z.strictObject({ minQuantity: z.number(), percentOff: z.number() }))
      .max(MAX_PRICE_TIERS, `At most ${MAX_PRICE_TIERS} price breaks.`)
      .superRefine((tiers, context) => {
        const problem = tiersProblem(tiers);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }) as z.ZodType<PriceTier[]>,
);
