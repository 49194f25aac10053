// The listing's option filter (issue 40) on the local backend: a subcategory's products with a shade
// on sale, newest first, as the catalogue's plan asks for them (`status ==`, `subCategoryId ==`,
// `optionValues array-contains`, an order and the in-stock range), under the project's rules, with
// `optionValues` as the productWritten trigger computes it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { collection, type Firestore, getCount, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPlan, parseListingParams } from '../../../catalog-mfe/src/lib/listing-plan';
import { optionValuesOfDocument } from '../../functions/src/product-written';
import { compileRules } from '../../src/rules';
import type { DocumentServer } from '../../src/server/index';
import { adminClient, closeClients, liteClient, startTestServer } from './helpers';

const rules = compileRules(readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8'), 'firestore.rules');

const shades = { name: 'Shade', kind: 'colour', values: [{ value: 'Ruby Red', swatch: '#9B111E' }, { value: 'Nude Pink' }, { value: 'Coral' }] };
const variant = (sku: string, shade: string, stock: number, status: 'active' | 'draft' = 'active', price = 499) => ({
  sku,
  options: { Shade: shade },
  price,
  stock,
  status,
});

/** A lipstick with its shades (day: its creation day in November 2026). */
function lipstick(id: string, title: string, day: number, variants: ReturnType<typeof variant>[], extra: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = {
    sku: id.toUpperCase(),
    slug: id,
    title,
    category: 'Lips',
    categorySlug: 'lips',
    subCategory: 'Lipstick',
    subCategoryId: 'lips--lipstick',
    price: 499,
    stock: variants.filter((each) => each.status === 'active').reduce((sum, each) => sum + each.stock, 0),
    status: 'active',
    options: [shades],
    variants,
    createdAt: new Date(Date.UTC(2026, 10, day)),
    updatedAt: new Date(Date.UTC(2026, 10, day)),
    ...extra,
  };
  return { ...data, optionValues: optionValuesOfDocument(data) };
}

const products: Record<string, Record<string, unknown>> = {
  'ab-lip-0001': lipstick(
    'ab-lip-0001',
    'Velvet Matte',
    1,
    [variant('AB-LIP-0001-RR', 'Ruby Red', 4, 'active', 399), variant('AB-LIP-0001-NP', 'Nude Pink', 2)],
    {
      price: 399,
    },
  ),
  'ab-lip-0002': lipstick('ab-lip-0002', 'Satin Glow', 3, [variant('AB-LIP-0002-NP', 'Nude Pink', 5)]),
  // Ruby Red sold out but on sale: found; "in stock only" leaves out only a product with no stock at all.
  'ab-lip-0003': lipstick('ab-lip-0003', 'Cream Classic', 5, [variant('AB-LIP-0003-RR', 'Ruby Red', 0), variant('AB-LIP-0003-CO', 'Coral', 3)]),
  // Ruby Red only as a draft: not offered.
  'ab-lip-0004': lipstick('ab-lip-0004', 'Gloss Stick', 7, [variant('AB-LIP-0004-RR', 'Ruby Red', 6, 'draft'), variant('AB-LIP-0004-CO', 'Coral', 1)]),
  // Another subcategory, and a product not on sale.
  'ab-lip-0005': lipstick('ab-lip-0005', 'Tint Balm', 9, [variant('AB-LIP-0005-RR', 'Ruby Red', 2)], { subCategoryId: 'lips--lip-balm' }),
  'ab-lip-0006': lipstick('ab-lip-0006', 'Archived Red', 11, [variant('AB-LIP-0006-RR', 'Ruby Red', 2)], { status: 'archived' }),
  'ab-lip-0007': lipstick('ab-lip-0007', 'Bold Red', 13, [variant('AB-LIP-0007-RR', 'Ruby Red', 0)], { stock: 0 }),
};

describe('the option filter on the local backend', () => {
  let server: DocumentServer;
  let admin: AdminFirestore;
  let shopper: Firestore;

  beforeAll(async () => {
    server = await startTestServer(rules);
    admin = adminClient(server);
    shopper = liteClient(server);
    const batch = admin.batch();
    for (const [id, data] of Object.entries(products)) batch.set(admin.doc(`prod/${id}`), data);
    await batch.commit();
  });
  afterAll(async () => {
    await closeClients();
    await server.close();
  });

  /** The listing's query for a URL of the Lipstick page, as catalog-mfe's fetchListingPage builds it. */
  function listingQuery(search: string) {
    const plan = listingPlan({ ...parseListingParams(new URLSearchParams(search)), category: 'lips', sub: 'lips--lipstick' });
    expect(plan.arrayContains?.[0]).toBe('optionValues');
    return query(
      collection(shopper, 'prod'),
      ...plan.equalities.map(([field, value]) => where(field, '==', value)),
      ...(plan.arrayContains ? [where(plan.arrayContains[0], 'array-contains', plan.arrayContains[1])] : []),
      ...plan.ranges.map((range) => where(range.field, range.op, range.value)),
      ...plan.orderBy.map(([field, direction]) => orderBy(field, direction)),
    );
  }

  it('finds the subcategory’s active products with the value on sale, in the chosen order', async () => {
    const newest = await getDocs(listingQuery('option=Shade:Ruby Red'));
    expect(newest.docs.map((d) => d.id)).toEqual(['ab-lip-0007', 'ab-lip-0003', 'ab-lip-0001']);
    const byName = await getDocs(listingQuery('option=shade:ruby%20red&sort=name'));
    expect(byName.docs.map((d) => d.get('title'))).toEqual(['Bold Red', 'Cream Classic', 'Velvet Matte']);
    expect((await getCount(listingQuery('option=Shade:Ruby Red'))).data().count).toBe(3);
  });

  it('combines with the in-stock filter, and finds another value', async () => {
    expect((await getDocs(listingQuery('option=Shade:Ruby Red&inStock=1&sort=price-asc'))).docs.map((d) => d.id)).toEqual(['ab-lip-0001', 'ab-lip-0003']);
    expect((await getDocs(listingQuery('option=Shade:Coral'))).docs.map((d) => d.id)).toEqual(['ab-lip-0004', 'ab-lip-0003']);
    expect((await getDocs(listingQuery('option=Shade:Plum'))).docs).toHaveLength(0);
  });
});
