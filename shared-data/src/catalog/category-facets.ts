// A category's listing filter choices (issue 40): for each option (Shade, Size) and attribute it
// offers as a filter (skinType, finish), the values its active products have and how many have each. Stored on
// `categories/{slug}.facets` and on each subcategory entry, kept by the productWritten trigger by
// each write's difference (the same transaction as the product counts) and recounted whole by the
// seeds and `rebuildCategories`. The listings read them with the category document they read anyway,
// so the filter offers every value of the category, not only those of the page on screen.
// Stateless and dependency-free: the functions and the storefront share it.
import type { AttributeDefinition, CategoryFacet, CategoryFacetValue } from '../types/catalog';
import { optionValueKey, type FacetEntry } from './option-values';

/** A category keeps at most this many filters, each with at most this many values (a bound on the document's size). */
export const MAX_CATEGORY_FACETS = 40;
export const MAX_CATEGORY_FACET_VALUES = 200;

/**
 * The entries a category counts: every option value, and the values of the attributes it offers as
 * filters (its definitions' `filterable`), so its document holds only what its listings offer.
 */
export function countedEntries(entries: readonly FacetEntry[], definitions: readonly Pick<AttributeDefinition, 'key' | 'filterable'>[]): FacetEntry[] {
  const filterable = new Set(definitions.filter((definition) => definition.filterable).map((definition) => definition.key.toLowerCase()));
  return entries.filter((entry) => entry.kind === 'option' || filterable.has(entry.name.toLowerCase()));
}

const facetId = (kind: string, name: string) => `${kind}:${name.trim().toLowerCase()}`;

/**
 * The facets with each entry's count moved by `delta` (+1 for a product that now has it, -1 for one
 * that no longer does): a value counted to nothing goes, a filter left without values goes, a new
 * value or filter is added after the others, spelled as the product spells it.
 */
export function moveFacetCounts(facets: readonly CategoryFacet[], entries: readonly FacetEntry[], delta: number): CategoryFacet[] {
  const next = facets.map((facet) => ({ ...facet, values: facet.values.map((value) => ({ ...value })) }));
  for (const entry of entries) {
    let facet = next.find((each) => facetId(each.kind, each.name) === facetId(entry.kind, entry.name));
    if (!facet) {
      if (delta <= 0 || next.length >= MAX_CATEGORY_FACETS) continue;
      facet = { kind: entry.kind, name: entry.name, values: [] };
      next.push(facet);
    }
    const value = facet.values.find((each) => optionValueKey(facet.name, each.value) === entry.key);
    if (value) value.count += delta;
    else if (delta > 0 && facet.values.length < MAX_CATEGORY_FACET_VALUES) facet.values.push({ value: entry.value, count: delta });
  }
  return next.map((facet) => ({ ...facet, values: facet.values.filter((value) => value.count > 0) })).filter((facet) => facet.values.length > 0);
}

/** The facets of a set of products' entries, counted from nothing (in one pass: a seed counts thousands). */
export function countFacets(entryLists: Iterable<readonly FacetEntry[]>): CategoryFacet[] {
  const facets = new Map<string, { facet: CategoryFacet; values: Map<string, CategoryFacetValue> }>();
  for (const entries of entryLists) {
    for (const entry of entries) {
      const id = facetId(entry.kind, entry.name);
      let found = facets.get(id);
      if (!found) {
        if (facets.size >= MAX_CATEGORY_FACETS) continue;
        found = { facet: { kind: entry.kind, name: entry.name, values: [] }, values: new Map() };
        facets.set(id, found);
      }
      const value = found.values.get(entry.key);
      if (value) value.count += 1;
      else if (found.values.size < MAX_CATEGORY_FACET_VALUES) {
        const counted = { value: entry.value, count: 1 };
        found.values.set(entry.key, counted);
        found.facet.values.push(counted);
      }
    }
  }
  return [...facets.values()].map(({ facet }) => facet);
}

/** Stored facets as the apps use them; undefined when absent or unreadable (not counted yet). */
export function readCategoryFacets(value: unknown): CategoryFacet[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const facets: CategoryFacet[] = [];
  for (const raw of value as unknown[]) {
    if (!raw || typeof raw !== 'object') continue;
    const { kind, name, values } = raw as Record<string, unknown>;
    if ((kind !== 'option' && kind !== 'attribute') || typeof name !== 'string' || !name || !Array.isArray(values)) continue;
    const read: CategoryFacetValue[] = values.flatMap((entry: unknown) => {
      if (!entry || typeof entry !== 'object') return [];
      const { value: text, count } = entry as Record<string, unknown>;
      return typeof text === 'string' && text && typeof count === 'number' && count > 0 ? [{ value: text, count }] : [];
    });
    if (read.length) facets.push({ kind, name, values: read });
  }
  return facets;
}

/** Whether two stored facet lists say the same. */
export function sameFacets(a: readonly CategoryFacet[] | undefined, b: readonly CategoryFacet[] | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
