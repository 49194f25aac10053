// The pricing part of the product and category editors (issue 41): how the price is made — fixed,
// from the silver rate, or (a product) its category's default — and the wholesale price breaks.
// The editor owns the draft and the errors (lib/pricing-draft.ts checks it); this only shows them.
import { formatInr, SelectField, TextField } from 'shared-ui';
import type { PriceRule, PriceTier } from 'shared-data';
import { newTierKey, type MakingPer, type PricingChoice, type PricingDraft } from '../../lib/pricing-draft';

export interface PricingFieldsProps {
  legend: string;
  draft: PricingDraft;
  onChange: (draft: PricingDraft) => void;
  /** Messages by field as checkPricingDraft names them. */
  errors: Record<string, string | undefined>;
  /** A product's category with its default, when it has one to follow; undefined in the category editor. */
  categoryDefault?: { name: string; rule: PriceRule | null; tiers: PriceTier[] } | null;
  /** Shown under the choice: what the price is now (a product's stored price). */
  currentPrice?: number | null;
  /** The fixed choice's name ("Each product’s own price" for a category's default). */
  fixedLabel?: string;
}

const MAKING_OPTIONS: ReadonlyArray<{ value: MakingPer; label: string }> = [
  { value: 'gram', label: '₹ per gram' },
  { value: 'piece', label: '₹ per piece' },
  { value: 'percent', label: '% of the metal’s value' },
];

function describeRule(rule: PriceRule | null, tiers: readonly PriceTier[]): string {
  const breaks = tiers.length ? `; breaks from ${tiers.map((tier) => `${tier.minQuantity} (−${tier.percentOff} %)`).join(', ')}` : '';
  if (!rule || rule.basis === 'fixed') return `fixed price${breaks}`;
  const making = rule.making.per === 'percent' ? `${rule.making.percent} % making` : `${formatInr(rule.making.rupees)} a ${rule.making.per} making`;
  return `silver rate, ${rule.purity} purity, ${making}${breaks}`;
}

export function PricingFields({ legend, draft, onChange, errors, categoryDefault, currentPrice, fixedLabel = 'Fixed price' }: PricingFieldsProps) {
  const set = (change: Partial<PricingDraft>) => onChange({ ...draft, ...change });
  const choices: Array<{ value: PricingChoice; label: string }> = [
    { value: 'fixed', label: fixedLabel },
    { value: 'metal', label: 'From the silver rate' },
    ...(categoryDefault
      ? [{ value: 'category' as const, label: `The category’s (${categoryDefault.name}: ${describeRule(categoryDefault.rule, categoryDefault.tiers)})` }]
      : []),
  ];
  const setTier = (key: string, change: Partial<PricingDraft['tiers'][number]>) =>
    set({ tiers: draft.tiers.map((tier) => (tier.key === key ? { ...tier, ...change } : tier)) });
  const editable = draft.choice !== 'category';
  return (
    <fieldset className="admin-card pricing-fields">
      <legend>{legend}</legend>
      <SelectField
        label="How the price is made"
        options={choices}
        value={draft.choice}
        error={errors['choice']}
        hint={
          draft.choice === 'metal'
            ? `Weight × the day’s silver rate × purity, plus the making and any stone charge, with GST; priced again at every rate change.${currentPrice ? ` Now ${formatInr(currentPrice)}.` : ''}`
            : draft.choice === 'category'
              ? 'Follows the category: a change to its pricing reaches this product.'
              : undefined
        }
        onChange={(event) => set({ choice: event.target.value as PricingChoice })}
      />
      {errors['weight'] ? (
        <p className="field__error" role="alert">
          {errors['weight']}
        </p>
      ) : null}
      {draft.choice === 'metal' ? (
        <div className="admin-form__row">
          <TextField
            label="Purity (parts per thousand)"
            inputMode="numeric"
            hint="925 for sterling."
            value={draft.purity}
            error={errors['purity']}
            onChange={(event) => set({ purity: event.target.value })}
          />
          <SelectField
            label="Making charge"
            options={MAKING_OPTIONS}
            value={draft.makingPer}
            onChange={(event) => set({ makingPer: event.target.value as MakingPer })}
          />
          <TextField
            label={draft.makingPer === 'percent' ? 'Making (%)' : 'Making (₹)'}
            inputMode="decimal"
            value={draft.making}
            error={errors['making']}
            onChange={(event) => set({ making: event.target.value })}
          />
          <TextField
            label="Stone or finishing (₹ a piece)"
            optional
            inputMode="decimal"
            value={draft.extra}
            error={errors['extra']}
            onChange={(event) => set({ extra: event.target.value })}
          />
        </div>
      ) : null}
      {editable ? (
        <div role="group" aria-label="Wholesale price breaks">
          <p className="field__label">Wholesale price breaks</p>
          {errors['tiers'] ? (
            <p className="field__error" role="alert">
              {errors['tiers']}
            </p>
          ) : null}
          {draft.tiers.length === 0 ? <p className="field__hint">None: every quantity pays the list price.</p> : null}
          <ol className="pricing-fields__tiers">
            {draft.tiers.map((tier, index) => (
              <li key={tier.key} className="admin-form__row">
                <TextField
                  label={`Break ${index + 1}: from (pieces)`}
                  inputMode="numeric"
                  value={tier.minQuantity}
                  error={errors[`tiers.${index}.minQuantity`]}
                  onChange={(event) => setTier(tier.key, { minQuantity: event.target.value })}
                />
                <TextField
                  label={`Break ${index + 1}: % off`}
                  inputMode="decimal"
                  value={tier.percentOff}
                  error={errors[`tiers.${index}.percentOff`]}
                  onChange={(event) => setTier(tier.key, { percentOff: event.target.value })}
                />
                <button type="button" className="button" onClick={() => set({ tiers: draft.tiers.filter((item) => item.key !== tier.key) })}>
                  Remove<span className="visually-hidden"> break {index + 1}</span>
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="button" onClick={() => set({ tiers: [...draft.tiers, { key: newTierKey(), minQuantity: '', percentOff: '' }] })}>
            Add a price break
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
