// Product reads for the catalogue's loaders: one product, a listing page (cursor pagination with a
// total count), related products, the products of a cart. Every query filters on
// `status == 'active'` as the security rules require, and has its composite index in
// backend/firestore.indexes.json.
import type { DocumentSnapshot, Firestore, QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { lazyFirestore } from 'shared-data';
import { optionFacetsOf, type OptionFacet } from 'shared-data/option-values';
import { isPermissionDenied, productSummariesRef, productSummaryRef, type Product, type ProductSummary } from 'shared-data';
import { PAGE_SIZE, type ListingPlan } from './listing-plan';

const { endBefore, getCount, getDoc, getDocs, limit, limitToLast, orderBy, query, startAfter, where } = lazyFirestore;

export interface ListingPage {
  products: ProductSummary[];
  /** Products matching the filters (all pages). */
  total: number;
  hasNext: boolean;
  hasPrevious: boolean;
  /** The cursor in the URL named a product that is gone; the first page is shown instead. */
  cursorLost: boolean;
  /** The option values on sale among the page's products (the listing's option filter). */
  optionFacets: OptionFacet[];
}

/** The option filter's choices from the stored `options` and `optionValues` of a page's documents (not part of a summary). */
const facetsOf = (docs: readonly QueryDocumentSnapshot<ProductSummary>[]): OptionFacet[] =>
  optionFacetsOf(docs.map((d) => ({ options: d.get('options') as unknown, optionValues: d.get('optionValues') as unknown })));

function constraintsOf(plan: ListingPlan): QueryConstraint[] {
  return [
    ...plan.equalities.map(([field, value]) => where(field, '==', value)),
    ...(plan.arrayContains ? [where(plan.arrayContains[0], 'array-contains', plan.arrayContains[1])] : []),
    ...plan.ranges.map((range) => where(range.field, range.op, range.value)),
    ...plan.orderBy.map(([field, direction]) => orderBy(field, direction)),
  ];
}

async function cursorSnapshot(db: Firestore, id: string | null): Promise<DocumentSnapshot | null> {
  if (!id) return null;
  try {
    const snapshot = await getDoc(productSummaryRef(db, id));
    return snapshot.data()?.status === 'active' ? snapshot : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/**
 * One page of a listing. Pages are addressed by cursor (the product before or after them), so a
 * page reads only the products it shows — an offset would read, and bill, every product skipped —
 * and stays correct while products are added. One extra product is read to know whether another
 * page follows.
 */
export async function fetchListingPage(
  db: Firestore,
  plan: ListingPlan,
  cursor: { after: string | null; before: string | null },
  pageSize = PAGE_SIZE,
): Promise<ListingPage> {
  const products = productSummariesRef(db);
  const constraints = constraintsOf(plan);
  // The count runs alongside the page's own reads.
  const counting = getCount(query(products, ...constraints)).then((count) => count.data().count);
  counting.catch(() => undefined);
  const anchor = await cursorSnapshot(db, cursor.after ?? cursor.before);
  const cursorLost = (cursor.after !== null || cursor.before !== null) && anchor === null;
  if (anchor && cursor.before) {
    const [snapshot, total] = await Promise.all([getDocs(query(products, ...constraints, endBefore(anchor), limitToLast(pageSize + 1))), counting]);
    const docs = snapshot.docs;
    const hasPrevious = docs.length > pageSize;
    const shown = hasPrevious ? docs.slice(1) : docs;
    return {
      products: shown.map((d) => d.data()),
      total,
      hasNext: true,
      hasPrevious,
      cursorLost,
      optionFacets: facetsOf(shown),
    };
  }
  const [snapshot, total] = await Promise.all([
    getDocs(query(products, ...constraints, ...(anchor && cursor.after ? [startAfter(anchor)] : []), limit(pageSize + 1))),
    counting,
  ]);
  const docs = snapshot.docs;
  return {
    products: docs.slice(0, pageSize).map((d) => d.data()),
    total,
    hasNext: docs.length > pageSize,
    hasPrevious: anchor !== null && cursor.after !== null,
    cursorLost,
    optionFacets: facetsOf(docs.slice(0, pageSize)),
  };
}

/**
 * The option values on sale among the first page of a listing: the option filter's choices while a
 * value is chosen (the filtered page would offer only what its own products also come in).
 */
export async function fetchOptionFacets(db: Firestore, plan: ListingPlan, pageSize = PAGE_SIZE): Promise<OptionFacet[]> {
  const snapshot = await getDocs(query(productSummariesRef(db), ...constraintsOf(plan), limit(pageSize)));
  return facetsOf(snapshot.docs);
}

/** Other active products of the same subcategory, newest first. */
export async function fetchRelatedProducts(db: Firestore, product: Pick<Product, 'id' | 'subCategoryId'>, count = 4): Promise<ProductSummary[]> {
  if (!product.subCategoryId) return [];
  const snapshot = await getDocs(
    query(
      productSummariesRef(db),
      where('status', '==', 'active'),
      where('subCategoryId', '==', product.subCategoryId),
      orderBy('createdAt', 'desc'),
      limit(count + 1),
    ),
  );
  return snapshot.docs
    .filter((d) => d.id !== product.id)
    .slice(0, count)
    .map((d) => d.data());
}
