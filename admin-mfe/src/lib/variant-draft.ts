// The product editor's options and variants (issue 40) as the admin types them: options with their
// values, and one row per variant. Variants name their option values by the draft's own keys, not
// by the typed words, so renaming an option or a value keeps every variant that has it; the words
// are put in when the document is written (product-draft.ts). What the buttons do (generate the
// variants, remove an option or a value, set many prices at once) is here, tested alone.
import { combinationsOf, MAX_PRODUCT_VARIANTS, rollUpVariants } from 'shared-data/admin';
import { slugify, type ImageRef, type Product, type ProductOptionKind, type ProductVariant } from 'shared-data';
import { formatCount } from './format-count';

export interface OptionValueDraft {
  key: string;
  value: string;
  /** A colour option's swatch ('#rrggbb'), or '' for none. */
  swatch: string;
}

export interface OptionDraft {
  key: string;
  name: string;
  kind: ProductOptionKind;
  values: OptionValueDraft[];
}

export interface VariantDraft {
  key: string;
  /** Option key → value key (the draft's keys, see OptionDraft). */
  choice: Record<string, string>;
  sku: string;
  price: string;
  mrp: string;
  stock: string;
  weightGrams: string;
  gtin: string;
  /** Its own pictures ([]: the product's); the editor picks one of the product's images. */
  images: ImageRef[];
  status: ProductVariant['status'];
  /**
   * The SKU it is stored under, for a variant already saved: its SKU is then fixed (carts and orders
   * key their lines by it: skuLocked) and its stock changes only through Inventory (each change
   * leaves a movement), both shown, not typed. Absent for a variant new in this edit, which takes its
   * SKU and opening stock here.
   */
  savedSku?: string;
}

let keys = 0;
const newKey = (prefix: string) => `${prefix}-${(keys += 1)}`;
export const newOptionKey = () => newKey('option');
export const newValueKey = () => newKey('value');
export const newVariantKey = () => newKey('variant');

export const newOptionValue = (): OptionValueDraft => ({ key: newValueKey(), value: '', swatch: '' });
export const newOption = (): OptionDraft => ({ key: newOptionKey(), name: '', kind: 'text', values: [newOptionValue()] });

/**
 * The form's options and variants for a stored product: none for a product that comes one way (its
 * one variant is its own fields). Each remembers the SKU it is saved under (its stock is Inventory's).
 * A copy (Duplicate) keeps them without SKUs and with no stock, as new variants.
 */
export function variantDraftOf(
  product: Pick<Product, 'options' | 'variants'> | null,
  mode: 'edit' | 'copy',
): { options: OptionDraft[]; variants: VariantDraft[] } {
  const stored = product?.options ?? [];
  if (!stored.length) return { options: [], variants: [] };
  const options = stored.map((option) => ({
    key: newOptionKey(),
    name: option.name,
    kind: option.kind,
    values: option.values.map((value) => ({ key: newValueKey(), value: value.value, swatch: value.swatch ?? '' })),
  }));
  const copy = mode === 'copy';
  const variants = (product?.variants ?? []).map((variant): VariantDraft => {
    const choice: Record<string, string> = {};
    stored.forEach((option, index) => {
      const draft = options[index]!;
      const value = draft.values[option.values.findIndex((item) => item.value === variant.options[option.name])];
      if (value) choice[draft.key] = value.key;
    });
    return {
      key: newVariantKey(),
      choice,
      sku: copy ? '' : variant.sku,
      price: String(variant.price),
      mrp: variant.mrp === null ? '' : String(variant.mrp),
      stock: copy ? '0' : String(variant.stock),
      weightGrams: variant.weightGrams === null ? '' : String(variant.weightGrams),
      gtin: variant.gtin,
      images: variant.images,
      status: variant.status,
      ...(copy ? {} : { savedSku: variant.sku }),
    };
  });
  return { options, variants };
}

/** Whether the variant's SKU is fixed: it is saved, and carts and orders key their lines by it (renaming would orphan them). */
export const skuLocked = (variant: Pick<VariantDraft, 'savedSku'>): boolean => variant.savedSku !== undefined;

/** 'Red / 7': the variant's values in the options' order ('?' for one it lacks). */
export function variantDraftLabel(options: readonly OptionDraft[], variant: Pick<VariantDraft, 'choice'>): string {
  return options
    .map((option) => {
      const value = option.values.find((item) => item.key === variant.choice[option.key]);
      return value ? value.value.trim() || '?' : '?';
    })
    .join(' / ');
}

/** Whether the variant names one value of every option (and nothing else). */
export function variantIsComplete(options: readonly OptionDraft[], variant: Pick<VariantDraft, 'choice'>): boolean {
  return (
    Object.keys(variant.choice).length === options.length && options.every((option) => option.values.some((value) => value.key === variant.choice[option.key]))
  );
}

const choiceKey = (options: readonly OptionDraft[], choice: Readonly<Record<string, string>>) =>
  options.map((option) => choice[option.key] ?? '').join('\u0000');

/** The default SKU of a new variant: the product's, then each value in capitals ('SLV-1-ROSE-GOLD-7'). */
export function variantSkuOf(productSku: string, options: readonly OptionDraft[], choice: Readonly<Record<string, string>>): string {
  const parts = options.map((option) => {
    const index = option.values.findIndex((value) => value.key === choice[option.key]);
    return slugify(option.values[index]?.value ?? '') || String(index + 1);
  });
  return [productSku.trim(), ...parts].join('-').toUpperCase();
}

export type GenerateResult = { variants: VariantDraft[]; message: string } | { error: string };

/**
 * One variant per combination of the options' values. The variant a combination already has is
 * kept (its SKU, price, stock…): first one naming exactly those values, then one naming them except
 * for an option it has no value of yet (an option added since), which then gets the combination's.
 * New ones get `${productSku}-${values}` as SKU, the product's price and MRP, and no stock; a kept one
 * without a SKU (a copy) gets that SKU too. Variants of no combination are left out.
 */
export function generateVariants(
  options: readonly OptionDraft[],
  variants: readonly VariantDraft[],
  defaults: { productSku: string; price: string; mrp: string },
): GenerateResult {
  if (!options.length) return { error: 'Add an option first.' };
  if (options.some((option) => !option.name.trim() || !option.values.length || option.values.some((value) => !value.value.trim())))
    return { error: 'Name every option and fill in its values first.' };
  if (!defaults.productSku.trim()) return { error: 'Enter the product’s SKU first: the variants’ SKUs start with it.' };
  const count = options.reduce((total, option) => total * option.values.length, 1);
  if (count > MAX_PRODUCT_VARIANTS)
    return {
      error: `Those values make ${formatCount(count, 'variant')}; a product has at most ${MAX_PRODUCT_VARIANTS}. Remove some values, then generate again.`,
    };
  // combinationsOf on the draft's keys (option key as the name, value key as the value).
  const combinations = combinationsOf(
    options.map((option) => ({ name: option.key, kind: option.kind, values: option.values.map((value) => ({ value: value.key })) })),
  );
  const used = new Set<string>();
  const matched: Array<VariantDraft | undefined> = combinations.map((combination) => {
    const exact = variants.find((variant) => !used.has(variant.key) && options.every((option) => variant.choice[option.key] === combination[option.key]));
    if (exact) used.add(exact.key);
    return exact;
  });
  combinations.forEach((combination, index) => {
    if (matched[index]) return;
    const partial = variants.find(
      (variant) =>
        !used.has(variant.key) &&
        options.every((option) => variant.choice[option.key] === undefined || variant.choice[option.key] === combination[option.key]) &&
        options.some((option) => variant.choice[option.key] !== undefined),
    );
    if (partial) {
      used.add(partial.key);
      matched[index] = partial;
    }
  });
  let added = 0;
  const next = combinations.map((combination, index): VariantDraft => {
    const kept = matched[index];
    const sku = variantSkuOf(defaults.productSku, options, combination);
    // A saved variant keeps the SKU it is saved under (skuLocked).
    if (kept) return { ...kept, choice: combination, sku: kept.savedSku ?? (kept.sku.trim() ? kept.sku : sku) };
    added += 1;
    return {
      key: newVariantKey(),
      choice: combination,
      sku,
      price: defaults.price.trim(),
      mrp: defaults.mrp.trim(),
      stock: '0',
      weightGrams: '',
      gtin: '',
      images: [],
      status: 'active',
    };
  });
  const dropped = variants.length - used.size;
  const parts = [`${formatCount(next.length, 'variant')}: ${formatCount(next.length - added, 'kept', 'kept')}, ${formatCount(added, 'new', 'new')}`];
  if (dropped) parts.push(`${formatCount(dropped, 'variant')} of no combination left out`);
  return { variants: next, message: `${parts.join('; ')}.` };
}

/** The options without one; each variant forgets its value, and of two that became the same, the first stays. */
export function removeOption(
  options: readonly OptionDraft[],
  variants: readonly VariantDraft[],
  optionKey: string,
): { options: OptionDraft[]; variants: VariantDraft[] } {
  const rest = options.filter((option) => option.key !== optionKey);
  if (!rest.length) return { options: [], variants: [] };
  const seen = new Set<string>();
  const kept: VariantDraft[] = [];
  for (const variant of variants) {
    const { [optionKey]: _removed, ...choice } = variant.choice;
    const key = choiceKey(rest, choice);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ ...variant, choice });
  }
  return { options: rest, variants: kept };
}

/** An option without one of its values, and without the variants that have that value. */
export function removeOptionValue(
  options: readonly OptionDraft[],
  variants: readonly VariantDraft[],
  optionKey: string,
  valueKey: string,
): { options: OptionDraft[]; variants: VariantDraft[] } {
  return {
    options: options.map((option) => (option.key === optionKey ? { ...option, values: option.values.filter((value) => value.key !== valueKey) } : option)),
    variants: variants.filter((variant) => variant.choice[optionKey] !== valueKey),
  };
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** A typed amount in rupees (at most two decimals), or null. */
export const rupeesOf = (text: string): number | null => (DECIMAL.test(text.trim()) ? Number(text.trim()) : null);
/** A typed whole number (0 or more), or null. */
export const wholeOf = (text: string): number | null => (WHOLE.test(text.trim()) ? Number(text.trim()) : null);

/**
 * What the variants make of the product's own price, MRP and stock (rollUpVariants), from what is
 * typed so far: a variant without a readable price is not counted, nor an MRP below its price.
 */
export function rollUpDraft(variants: readonly VariantDraft[]): { price: number; mrp: number | null; stock: number; onSale: number; counted: number } {
  const readable = variants.flatMap((variant) => {
    const price = rupeesOf(variant.price);
    if (price === null) return [];
    const mrp = rupeesOf(variant.mrp);
    return [{ price, mrp: mrp !== null && mrp >= price ? mrp : null, stock: wholeOf(variant.stock) ?? 0, status: variant.status }];
  });
  return { ...rollUpVariants(readable), onSale: readable.filter((variant) => variant.status === 'active').length, counted: readable.length };
}
