// A product's filter values as one queryable list (issue 40): `optionValues` holds `name:value`,
// lower-cased and trimmed, for every value of its options that at least one variant on sale
// (status 'active') has, then for each value of its attributes (`skinType:oily`, a list such as
// "Oily, combination" giving one key per part), so a listing filters by one value with
// `array-contains` ("Shade: Ruby Red" on lipsticks, "Size: 8" on rings, "Skin type: Oily"). Kept by
// the productWritten trigger and written by the seeds; the listing's `?option=Shade:Ruby Red`
// becomes the same key with optionValueKey. The categories count them (facetEntriesOf) for their
// listings' filter choices.
// Stateless and dependency-free: its own entry (`shared-data/option-values`), bundled by the
// storefront's listing without loading more of shared-data, and re-exported by shared-data/contracts.
import type { ProductOption, ProductVariant } from '../types/catalog';

/** At most 3 options × 30 values, and the attributes' values. */
export const MAX_OPTION_VALUE_KEYS = 120;
/** An option name (40) and value (60) with the separator. */
export const MAX_OPTION_VALUE_KEY_LENGTH = 101;

/** The key of one option value: `${name}:${value}`, each part trimmed, lower-cased. */
export function optionValueKey(name: string, value: string): string {
  return `${name.trim()}:${value.trim()}`.toLowerCase();
}

/**
 * The keys of the option values its variants on sale have, in the options' and values' order;
 * [] for a product without options (or whose variants are all drafts).
 */
export function optionValuesOf(
  options: ReadonlyArray<Pick<ProductOption, 'name' | 'values'>>,
  variants: ReadonlyArray<Pick<ProductVariant, 'options' | 'status'>>,
): string[] {
  const onSale = variants.filter((variant) => variant.status === 'active');
  const keys: string[] = [];
  for (const option of options) {
    for (const { value } of option.values) {
      if (!onSale.some((variant) => variant.options[option.name] === value)) continue;
      const key = optionValueKey(option.name, value);
      if (!keys.includes(key)) keys.push(key);
    }
  }
  return keys.slice(0, MAX_OPTION_VALUE_KEYS);
}

/**
 * The filterable parts of one attribute value: a number as written, a short text split at commas
 * and semicolons ("Oily, combination" is both), each part trimmed, its first letter a capital, and at
 * most 60 characters. A long
 * text (over 120 characters or 8 parts, such as an ingredients list) is not a filter value.
 */
export function attributeFilterValues(value: unknown): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [String(value)] : [];
  if (typeof value !== 'string' || value.length > 120 || value.split(/[,;]/).length > 8) return [];
  const parts = value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part.length <= 60)
    // "Normal, dry" and "Dry, sensitive" both offer "Dry": one spelling whichever product comes first.
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return [...new Set(parts)];
}

const ATTRIBUTE_KEY = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;

/** The keys of a product's attribute values (attributeFilterValues), in the attributes' order. */
export function attributeValuesOf(attributes: unknown): string[] {
  if (!attributes || typeof attributes !== 'object') return [];
  const keys: string[] = [];
  for (const [name, value] of Object.entries(attributes as Record<string, unknown>)) {
    if (!ATTRIBUTE_KEY.test(name)) continue;
    for (const part of attributeFilterValues(value)) {
      const key = optionValueKey(name, part);
      if (!keys.includes(key)) keys.push(key);
    }
  }
  return keys;
}

/** A product's whole `optionValues`: its options' values on sale, then its attributes' values. */
export function filterValuesOf(
  options: ReadonlyArray<Pick<ProductOption, 'name' | 'values'>>,
  variants: ReadonlyArray<Pick<ProductVariant, 'options' | 'status'>>,
  attributes: unknown,
): string[] {
  const keys = optionValuesOf(options, variants);
  for (const key of attributeValuesOf(attributes)) if (!keys.includes(key)) keys.push(key);
  return keys.slice(0, MAX_OPTION_VALUE_KEYS);
}

/** One filter value a product has, as its category counts it. */
export interface FacetEntry {
  kind: 'option' | 'attribute';
  /** The option's name as the product spells it, or the attribute's key. */
  name: string;
  value: string;
  /** optionValueKey(name, value). */
  key: string;
}

/**
 * The filter values of a stored product that its category counts: those of its options and
 * attributes whose key is in its stored `optionValues` (what a listing's filter query can find), each
 * once, options first.
 */
export function facetEntriesOf(product: { options?: unknown; optionValues?: unknown; attributes?: unknown }): FacetEntry[] {
  const stored = new Set(Array.isArray(product.optionValues) ? product.optionValues.filter((key): key is string => typeof key === 'string') : []);
  if (!stored.size) return [];
  const entries = new Map<string, FacetEntry>();
  for (const facet of optionFacetsOf([product])) {
    for (const value of facet.values) {
      const key = optionValueKey(facet.name, value);
      if (!entries.has(key)) entries.set(key, { kind: 'option', name: facet.name, value, key });
    }
  }
  if (product.attributes && typeof product.attributes === 'object') {
    for (const [name, raw] of Object.entries(product.attributes as Record<string, unknown>)) {
      if (!ATTRIBUTE_KEY.test(name)) continue;
      for (const value of attributeFilterValues(raw)) {
        const key = optionValueKey(name, value);
        if (stored.has(key) && !entries.has(key)) entries.set(key, { kind: 'attribute', name, value, key });
      }
    }
  }
  return [...entries.values()];
}

/**
 * Reads a listing URL's `option` (`Name:Value`, e.g. `Shade:Ruby Red`): its name and value
 * trimmed, or null when malformed (no colon, an empty part, too long, control characters).
 */
export function parseOptionFilter(raw: string | null | undefined): { name: string; value: string } | null {
  if (!raw || raw.length > MAX_OPTION_VALUE_KEY_LENGTH + 20) return null;
  const colon = raw.indexOf(':');
  if (colon < 0) return null;
  const name = raw.slice(0, colon).trim();
  const value = raw.slice(colon + 1).trim();
  // eslint-disable-next-line no-control-regex
  if (!name || !value || name.length > 40 || value.length > 60 || /[\u0000-\u001f\u007f]/.test(raw)) return null;
  return { name, value };
}

/** One option (or attribute) of a listing's filter: its name and the values offered, as the products spell them. */
export interface OptionFacet {
  /** The name the URL's `option` carries: an option's name, or an attribute's key (skinType). */
  name: string;
  /** As shoppers read it when it differs from `name` (an attribute's label, "Skin type"). */
  label?: string;
  values: string[];
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The option values a listing's filter offers, from its products' stored `options` (the names and
 * values as shown) and `optionValues` (those on sale): grouped by option name (case-insensitively,
 * in the order met), each value once. Unreadable entries are skipped.
 */
export function optionFacetsOf(products: ReadonlyArray<{ options?: unknown; optionValues?: unknown }>): OptionFacet[] {
  const facets = new Map<string, { name: string; values: Map<string, string> }>();
  for (const product of products) {
    const onSale = new Set(Array.isArray(product.optionValues) ? product.optionValues.filter((key): key is string => typeof key === 'string') : []);
    if (!onSale.size || !Array.isArray(product.options)) continue;
    for (const option of product.options as unknown[]) {
      if (!option || typeof option !== 'object') continue;
      const name = textOf((option as { name?: unknown }).name);
      const values = (option as { values?: unknown }).values;
      if (!name || !Array.isArray(values)) continue;
      for (const entry of values as unknown[]) {
        const value = textOf(entry && typeof entry === 'object' ? (entry as { value?: unknown }).value : entry);
        const key = optionValueKey(name, value);
        if (!value || !onSale.has(key)) continue;
        const facet = facets.get(name.toLowerCase()) ?? { name, values: new Map<string, string>() };
        facets.set(name.toLowerCase(), facet);
        if (!facet.values.has(key)) facet.values.set(key, value);
      }
    }
  }
  return [...facets.values()].map((facet) => ({ name: facet.name, values: [...facet.values.values()] }));
}
