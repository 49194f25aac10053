// Keeps the product counts and the filter choices (category-facets.ts) on `categories/{slug}` in step
// with each product write by applying the write's difference (-1 where the product no longer counts,
// +1 where it now counts, with the filter values it had and has), instead of recounting the whole
// catalogue: an import of thousands of products stays linear. Filter choices not counted yet (a
// category without `facets`) stay so until `rebuildCategories` counts them. A trigger may be
// delivered more than once, so each event's difference is applied in a transaction that also
// records the event id (`triggerEvents/{id}`): a second delivery finds it and changes nothing.
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  type AttributeDefinition,
  CATEGORIES,
  countedEntries,
  facetEntriesOf,
  moveFacetCounts,
  readAttributeDefinitions,
  readCategoryFacets,
  TRIGGER_EVENTS,
  type FacetEntry,
} from 'shared-data/contracts';

export interface CountChange {
  categorySlug: string;
  /** The subcategory id (`<category>--<sub>`), or null for the category's own count only. */
  subCategoryId: string | null;
  delta: 1 | -1;
  /** The filter values the product had (-1) or has (+1). */
  entries: FacetEntry[];
}

interface Counted {
  categorySlug: string;
  subCategoryId: string | null;
  entries: FacetEntry[];
}

function counted(data: DocumentData | undefined): Counted | null {
  if (!data || data['status'] !== 'active') return null;
  const categorySlug = typeof data['categorySlug'] === 'string' ? data['categorySlug'] : '';
  if (!categorySlug) return null;
  const sub = data['subCategoryId'];
  return { categorySlug, subCategoryId: typeof sub === 'string' && sub ? sub : null, entries: facetEntriesOf(data) };
}

const entriesKey = (entries: readonly FacetEntry[]) => JSON.stringify(entries.map((entry) => [entry.kind, entry.name, entry.value]));

/** What a product write changes in the counts and filter choices (nothing when it counted the same before and after). */
export function countChanges(before: DocumentData | undefined, after: DocumentData | undefined): CountChange[] {
  const was = counted(before);
  const is = counted(after);
  if (was && is && was.categorySlug === is.categorySlug && was.subCategoryId === is.subCategoryId && entriesKey(was.entries) === entriesKey(is.entries))
    return [];
  return [...(was ? [{ ...was, delta: -1 as const }] : []), ...(is ? [{ ...is, delta: 1 as const }] : [])];
}

/** Stored facets moved by the changes (the values the category counts); absent (not counted yet) stays absent. */
function movedFacets(stored: unknown, changes: readonly CountChange[], definitions: readonly AttributeDefinition[]) {
  const facets = readCategoryFacets(stored);
  if (!facets) return undefined;
  return changes.reduce((moved, change) => moveFacetCounts(moved, countedEntries(change.entries, definitions), change.delta), facets);
}

/**
 * Applies the changes once per event id. Categories that do not exist (a product in an unknown
 * category) are left alone; `rebuildCategories` reports such products.
 */
export async function applyCountChangesOnce(
  db: Firestore,
  eventId: string,
  changes: readonly CountChange[],
): Promise<'applied' | 'already-applied' | 'nothing'> {
  if (changes.length === 0) return 'nothing';
  const marker = db.collection(TRIGGER_EVENTS).doc(`category-counts-${eventId}`);
  const slugs = [...new Set(changes.map((change) => change.categorySlug))];
  return db.runTransaction(async (transaction) => {
    const [seen, ...categories] = await Promise.all([transaction.get(marker), ...slugs.map((slug) => transaction.get(db.collection(CATEGORIES).doc(slug)))]);
    if (seen?.exists) return 'already-applied';
    for (const snapshot of categories) {
      if (!snapshot.exists) continue;
      const data = snapshot.data() ?? {};
      const definitions = readAttributeDefinitions(data['attributes']);
      const mine = changes.filter((change) => change.categorySlug === snapshot.id);
      const total = mine.reduce((sum, change) => sum + change.delta, 0);
      const subs = Array.isArray(data['subcategories']) ? (data['subcategories'] as Array<Record<string, unknown>>) : [];
      const subcategories = subs.map((sub) => {
        const its = mine.filter((change) => change.subCategoryId === sub['id']);
        if (!its.length) return sub;
        const delta = its.reduce((sum, change) => sum + change.delta, 0);
        const facets = movedFacets(sub['facets'], its, definitions);
        return {
          ...sub,
          productCount: Math.max(0, (typeof sub['productCount'] === 'number' ? sub['productCount'] : 0) + delta),
          ...(facets ? { facets } : {}),
        };
      });
      const facets = movedFacets(data['facets'], mine, definitions);
      // Counts are not an admin edit: `updatedAt` (the version admins edit against) stays.
      transaction.update(snapshot.ref, {
        productCount: Math.max(0, (typeof data['productCount'] === 'number' ? data['productCount'] : 0) + total),
        subcategories,
        ...(facets ? { facets } : {}),
      });
    }
    transaction.create(marker, { kind: 'category-counts', at: FieldValue.serverTimestamp() });
    return 'applied';
  });
}
