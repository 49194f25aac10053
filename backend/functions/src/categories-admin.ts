// The admin's category changes, as callables: several documents change together (a rename reaches
// every product of the category; a reorder touches every category), and each change records its
// audit entry in the same transaction as the category document.
//
// - saveCategory: create, or update the name, description, image, subcategories, pricing, GST and
//   product attributes (a change to which attributes are filters recounts its listings' filter
//   choices). The category
//   document (with its audit entry) commits in one transaction that checks the version the admin
//   loaded; products then take the new names in batches (idempotent: a repeat finishes the rest).
//   A subcategory still used by a product cannot be removed, and slugs never change.
// - reorderCategories: the order of all categories at once.
// - deleteCategory: only when no product (in any status) uses it.
import { FieldPath, FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  asIsoDate,
  type AttributeDefinition,
  auditChanges,
  CATEGORIES,
  deleteCategoryInputSchema,
  type PriceRule,
  type PriceTier,
  PRODUCTS,
  readAttributeDefinitions,
  readCategoryTax,
  readPriceRule,
  readPriceTiers,
  reorderCategoriesInputSchema,
  saveCategoryInputSchema,
  type SaveCategoryResult,
  subcategoryIdOf,
} from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { requireAdmin } from './require-admin';
import { syncCategoryCounts } from './sync-category-counts';

const BATCH = 400;

/**
 * Gives the category's pricing to every product of it that follows the category's (a product with
 * its own rule or a fixed price does not). A category without pricing leaves them at their stored
 * price, fixed. The product trigger then prices each at the rate in force (product-pricing.ts).
 */
async function pricingOnProducts(db: Firestore, slug: string, pricing: PriceRule | null, tiers: PriceTier[]): Promise<number> {
  const rule = pricing ?? { basis: 'fixed' };
  const wanted = JSON.stringify([rule, tiers]);
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    let query = db.collection(PRODUCTS).where('categorySlug', '==', slug).where('pricingFromCategory', '==', true).orderBy(FieldPath.documentId()).limit(BATCH);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    const batch = db.batch();
    let written = 0;
    for (const product of page.docs) {
      if (JSON.stringify([readPriceRule(product.get('pricing')), readPriceTiers(product.get('priceTiers'))]) === wanted) continue;
      batch.update(product.ref, { pricing: rule, priceTiers: tiers });
      written += 1;
    }
    if (written) await batch.commit();
    changed += written;
    if (page.size < BATCH) return changed;
    after = page.docs.at(-1)?.id ?? null;
  }
}

/** A category's attributes as its audit entry shows them: "Skin type (one of a list, filter), Volume (number, ml)". */
const attributesSummary = (attributes: readonly AttributeDefinition[]) =>
  attributes
    .map(
      (attribute) =>
        `${attribute.label} (${[attribute.type, attribute.unit, attribute.choices.map((choice) => choice.value).join('/'), attribute.filterable ? 'filter' : ''].filter(Boolean).join(', ')})`,
    )
    .join('; ');

/** The version an admin loaded is compared as the apps read it (asIsoDate). */
const isoOf = asIsoDate;

async function productsUsing(db: Firestore, field: 'categorySlug' | 'subCategoryId', value: string): Promise<number> {
  const snapshot = await db.collection(PRODUCTS).where(field, '==', value).count().get();
  return snapshot.data().count;
}

/** Sets `field` to `name` on every product whose `key` is `value` and whose name differs. */
async function renameOnProducts(
  db: Firestore,
  key: 'categorySlug' | 'subCategoryId',
  value: string,
  field: 'category' | 'subCategory',
  name: string,
): Promise<number> {
  let renamed = 0;
  for (;;) {
    // Products already renamed drop out of the query, so each round reads only what is left.
    const stale = await db.collection(PRODUCTS).where(key, '==', value).where(field, '!=', name).limit(BATCH).get();
    if (stale.empty) return renamed;
    const batch = db.batch();
    for (const product of stale.docs) batch.update(product.ref, { [field]: name });
    await batch.commit();
    renamed += stale.size;
  }
}

export async function saveCategory(request: CallableRequest<unknown>, db: Firestore, auth: Auth): Promise<SaveCategoryResult> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(saveCategoryInputSchema, request.data);
  const ref = db.collection(CATEGORIES).doc(input.slug);

  // Subcategories being removed must be unused (checked before the transaction: counts are queries).
  const stored = await ref.get();
  const storedSubs: Array<Record<string, unknown>> = stored.exists && Array.isArray(stored.get('subcategories')) ? stored.get('subcategories') : [];
  const keptSlugs = new Set(input.subcategories.map((sub) => sub.slug));
  for (const sub of storedSubs) {
    const subSlug = String(sub['slug'] ?? '');
    if (keptSlugs.has(subSlug)) continue;
    const used = await productsUsing(db, 'subCategoryId', subcategoryIdOf(input.slug, subSlug));
    if (used > 0) {
      throw new HttpsError(
        'failed-precondition',
        `${used} product${used === 1 ? ' is' : 's are'} in the subcategory "${String(sub['name'] ?? subSlug)}"; move ${used === 1 ? 'it' : 'them'} to another subcategory before removing it.`,
      );
    }
  }

  const result = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const created = input.expectedUpdatedAt === null;
    if (created && snapshot.exists) throw new HttpsError('already-exists', `A category with the URL slug "${input.slug}" exists already; choose another slug.`);
    if (!created && !snapshot.exists) throw new HttpsError('not-found', 'This category was deleted by someone else. Nothing was saved.');
    const before: DocumentData = snapshot.data() ?? {};
    if (!created && isoOf(before['updatedAt']) !== input.expectedUpdatedAt) {
      throw new HttpsError(
        'failed-precondition',
        'Someone else changed this category since you opened it. Reload it to see their changes, then save yours again.',
        {
          conflict: true,
        },
      );
    }
    const oldSubs = new Map(
      (Array.isArray(before['subcategories']) ? (before['subcategories'] as DocumentData[]) : []).map((sub) => [String(sub['slug']), sub]),
    );
    // Counts and filter choices are the trigger's (category-count-delta.ts): kept as they are.
    const subcategories = input.subcategories.map((sub) => {
      const old = oldSubs.get(sub.slug);
      return {
        id: subcategoryIdOf(input.slug, sub.slug),
        slug: sub.slug,
        name: sub.name,
        productCount: typeof old?.['productCount'] === 'number' ? old['productCount'] : 0,
        // A new subcategory has no products yet: counted from nothing where its category counts.
        ...(Array.isArray(old?.['facets']) ? { facets: old['facets'] } : !old && (created || Array.isArray(before['facets'])) ? { facets: [] } : {}),
      };
    });
    let order = before['order'];
    if (created) {
      const all = await transaction.get(db.collection(CATEGORIES).orderBy('order', 'desc').limit(1));
      const last = all.docs[0]?.get('order');
      order = typeof last === 'number' ? last + 1 : 0;
    }
    const pricing = input.pricing === undefined ? readPriceRule(before['pricing']) : input.pricing;
    const priceTiers = input.priceTiers ?? readPriceTiers(before['priceTiers']);
    const tax = input.tax === undefined ? readCategoryTax(before['tax']) : input.tax;
    const attributes = input.attributes ?? readAttributeDefinitions(before['attributes']);
    const after: DocumentData = {
      slug: input.slug,
      name: input.name,
      description: input.description,
      image: input.image,
      order,
      productCount: typeof before['productCount'] === 'number' ? before['productCount'] : 0,
      subcategories,
      pricing,
      priceTiers,
      tax,
      attributes,
      // A new category has no products: its filter choices are counted from nothing.
      ...(Array.isArray(before['facets']) ? { facets: before['facets'] } : created ? { facets: [] } : {}),
    };
    const pricingChanged = JSON.stringify([readPriceRule(before['pricing']), readPriceTiers(before['priceTiers'])]) !== JSON.stringify([pricing, priceTiers]);
    const auditId = recordAdminChange(transaction, db, actor, {
      action: created ? 'category.create' : 'category.update',
      target: `${CATEGORIES}/${input.slug}`,
      summary: created ? `Created the category ${input.name}` : `Changed the category ${input.name}`,
      changes: auditChanges(
        created ? null : { ...before, attributes: attributesSummary(readAttributeDefinitions(before['attributes'])) },
        { ...after, subcategories: subcategories.map((sub) => sub.name).join(', '), attributes: attributesSummary(attributes) },
        ['updatedAt', 'lastAuditId', 'facets'],
      ),
    });
    transaction.set(ref, { ...after, updatedAt: FieldValue.serverTimestamp(), lastAuditId: auditId });
    const renamedSubs = subcategories.filter((sub) => oldSubs.has(sub.slug) && oldSubs.get(sub.slug)?.['name'] !== sub.name);
    const filters = (list: readonly AttributeDefinition[]) => JSON.stringify(list.filter((item) => item.filterable).map((item) => item.key.toLowerCase()));
    const filtersChanged = !created && filters(readAttributeDefinitions(before['attributes'])) !== filters(attributes);
    return { created, renamedCategory: !created && before['name'] !== input.name, renamedSubs, pricingChanged, pricing, priceTiers, filtersChanged };
  });

  let productsRenamed = 0;
  if (result.renamedCategory) productsRenamed += await renameOnProducts(db, 'categorySlug', input.slug, 'category', input.name);
  for (const sub of result.renamedSubs) productsRenamed += await renameOnProducts(db, 'subCategoryId', sub.id, 'subCategory', sub.name);
  const productsRepriced = result.pricingChanged && !result.created ? await pricingOnProducts(db, input.slug, result.pricing, result.priceTiers) : 0;
  // Another attribute offered as a filter (or one no longer): its listings' choices are counted again.
  if (result.filtersChanged) await syncCategoryCounts(db, input.slug);
  return { slug: input.slug, created: result.created, productsRenamed, productsRepriced };
}

export async function reorderCategories(request: CallableRequest<unknown>, db: Firestore, auth: Auth): Promise<{ order: string[] }> {
  const actor = await requireAdmin(request, auth);
  const { slugs } = parseCallableInput(reorderCategoriesInputSchema, request.data);
  return db.runTransaction(async (transaction) => {
    const all = await transaction.get(db.collection(CATEGORIES));
    const existing = new Set(all.docs.map((doc) => doc.id));
    const missing = [...existing].filter((slug) => !slugs.includes(slug));
    const unknown = slugs.filter((slug) => !existing.has(slug));
    if (missing.length || unknown.length) {
      throw new HttpsError(
        'failed-precondition',
        'The categories changed since the list was loaded (one was added or deleted). Reload the page and order them again.',
      );
    }
    const names = new Map(all.docs.map((doc) => [doc.id, String(doc.get('name') ?? doc.id)]));
    const auditId = recordAdminChange(transaction, db, actor, {
      action: 'category.reorder',
      target: CATEGORIES,
      summary: `New category order: ${slugs.map((slug) => names.get(slug)).join(', ')}`,
    });
    slugs.forEach((slug, index) => {
      transaction.update(db.collection(CATEGORIES).doc(slug), { order: index, updatedAt: FieldValue.serverTimestamp(), lastAuditId: auditId });
    });
    return { order: slugs };
  });
}

export async function deleteCategory(request: CallableRequest<unknown>, db: Firestore, auth: Auth): Promise<{ slug: string }> {
  const actor = await requireAdmin(request, auth);
  const { slug, expectedUpdatedAt } = parseCallableInput(deleteCategoryInputSchema, request.data);
  const used = await productsUsing(db, 'categorySlug', slug);
  if (used > 0) {
    throw new HttpsError(
      'failed-precondition',
      `${used} product${used === 1 ? ' uses' : 's use'} this category (in any status); move ${used === 1 ? 'it' : 'them'} to another category before deleting it.`,
      { products: used },
    );
  }
  const ref = db.collection(CATEGORIES).doc(slug);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw new HttpsError('not-found', 'This category does not exist any more.');
    if (isoOf(snapshot.get('updatedAt')) !== expectedUpdatedAt) {
      throw new HttpsError('failed-precondition', 'Someone else changed this category since you opened it. Reload it before deleting.', { conflict: true });
    }
    recordAdminChange(transaction, db, actor, {
      action: 'category.delete',
      target: `${CATEGORIES}/${slug}`,
      summary: `Deleted the category ${String(snapshot.get('name') ?? slug)}`,
    });
    transaction.delete(ref);
    return { slug };
  });
}
