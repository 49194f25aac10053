// The importProducts callable against the real local backend: admins only, SKU as the key (a new
// SKU creates, a known one updates, an equal row is left alone so a second import writes nothing),
// category names from the stored categories, an audit entry per written product and a stock
// movement when an import changes an existing product's stock; a bad chunk writes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import type { ImportProductsResult } from 'shared-data/contracts';
import { callError, callMessage, clientSession, closeClientSessions, type ClientSession } from '../support/client-session';
import { sharedBackend, type SharedBackend } from '../support/shared-backend';

let backend: SharedBackend;
let db: Firestore;
let admin: ClientSession;
let customer: ClientSession;
let category: { slug: string; name: string };

const row = (sku: string, change: Record<string, unknown> = {}) => ({
  sku,
  slug: sku.toLowerCase(),
  title: `Imported ${sku}`,
  description: 'From a CSV file.',
  category: 'whatever the client says',
  categorySlug: category.slug,
  subCategory: '',
  subCategoryId: '',
  price: 999,
  mrp: 1299,
  currency: 'INR',
  stock: 5,
  minOrderQty: 1,
  status: 'active',
  featured: false,
  tags: ['imported'],
  attributes: { purity: '92.5', weightGrams: 3 },
  images: [],
  ...change,
});

/** A row without an MRP (no key at all: the callable's JSON has no undefined). */
const withoutMrp = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'mrp'));

const importRows = (rows: unknown[], as: ClientSession = admin) => as.call<ImportProductsResult>('importProducts', { rows });

beforeAll(async () => {
  backend = await sharedBackend();
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  admin = await clientSession(backend.endpoints, DEMO_ADMIN);
  customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
  const first = (await db.collection('categories').limit(1).get()).docs[0];
  if (!first) throw new Error('the seed has no category');
  category = { slug: first.id, name: String(first.get('name')) };
}, 240_000);

afterAll(async () => {
  await closeClientSessions();
  await db?.terminate();
}, 60_000);

describe('importProducts', () => {
  it('creates new SKUs, updates known ones and leaves equal rows alone', async () => {
    const rows = [row('IMP-0001'), withoutMrp(row('IMP-0002'))];
    expect(await importRows(rows)).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const stored = (await db.doc('prod/imp-0001').get()).data() ?? {};
    expect(stored).toMatchObject({ sku: 'IMP-0001', category: category.name, price: 999, stock: 5, status: 'active' });
    expect(stored['createdAt']).toBeTruthy();
    expect((await db.doc(`adminAudit/${String(stored['lastAuditId'])}`).get()).data()).toMatchObject({
      action: 'product.import-create',
      target: 'prod/imp-0001',
      byEmail: DEMO_ADMIN.email,
    });
    expect((await db.doc('prod/imp-0002').get()).get('mrp')).toBeUndefined();

    // The same file again: nothing written (the audit id and update time stay).
    expect(await importRows(rows)).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect((await db.doc('prod/imp-0001').get()).get('lastAuditId')).toBe(stored['lastAuditId']);

    // A changed price and stock: updated, with the stock movement; the emptied MRP is removed.
    expect(await importRows([withoutMrp(row('IMP-0001', { price: 899, stock: 8 })), withoutMrp(row('IMP-0002'))])).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
    });
    const updated = (await db.doc('prod/imp-0001').get()).data() ?? {};
    expect(updated).toMatchObject({ price: 899, stock: 8 });
    expect(updated['mrp']).toBeUndefined();
    const movements = (await db.collection('prod/imp-0001/stockMovements').get()).docs.map((doc) => doc.data());
    expect(movements).toEqual([expect.objectContaining({ change: 3, stockAfter: 8, reason: 'correction', note: 'CSV import' })]);
  });

  it('carries the HSN code: set, left alone when equal, removed when the row has none', async () => {
    expect(await importRows([row('IMP-0200', { hsnCode: '711311' })])).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect((await db.doc('prod/imp-0200').get()).get('hsnCode')).toBe('711311');
    expect(await importRows([row('IMP-0200', { hsnCode: '711311' })])).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(await importRows([row('IMP-0200')])).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect((await db.doc('prod/imp-0200').get()).get('hsnCode')).toBeUndefined();
    expect(callMessage(await callError(importRows([row('IMP-0201', { hsnCode: '71131' })])))).toMatch(/HSN code has 4, 6 or 8 digits/);
  });

  it("keeps a product's search listing (the CSV has no seo columns), and writes one a row sends", async () => {
    expect(await importRows([row('IMP-0300')])).toEqual({ created: 1, updated: 0, unchanged: 0 });
    // Set in the product editor after the first import.
    await db.doc('prod/imp-0300').update({ seo: { title: 'Imported ring | Rajatmaya' } });
    expect(await importRows([row('IMP-0300')])).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(await importRows([row('IMP-0300', { price: 899 })])).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect((await db.doc('prod/imp-0300').get()).get('seo')).toEqual({ title: 'Imported ring | Rajatmaya' });
    expect(await importRows([row('IMP-0300', { price: 899, seo: { title: 'Imported ring' } })])).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect((await db.doc('prod/imp-0300').get()).get('seo')).toEqual({ title: 'Imported ring' });
    expect(callMessage(await callError(importRows([row('IMP-0301', { seo: { title: 'x'.repeat(71) } })])))).toMatch(/70 characters/);
  });

  it('refuses customers, unknown categories, repeated SKUs and foreign fields, writing nothing', async () => {
    expect((await callError(importRows([row('IMP-0100')], customer))).code).toBe('functions/permission-denied');
    expect(callMessage(await callError(importRows([row('IMP-0101'), row('IMP-0102', { categorySlug: 'no-such-category' })])))).toMatch(
      /Row 2 \(IMP-0102\): there is no category "no-such-category"/,
    );
    expect(callMessage(await callError(importRows([row('IMP-0103'), row('imp-0103')])))).toMatch(/Row 2: the SKU imp-0103 appears twice/);
    expect(callMessage(await callError(importRows([row('IMP-0104', { createdAt: 'yesterday' })])))).toMatch(/createdAt/);
    expect(callMessage(await callError(importRows([row('IMP-0105', { price: 100, mrp: 50 })])))).toMatch(/MRP must be at least the price/);
    for (const id of ['imp-0100', 'imp-0101', 'imp-0103', 'imp-0104', 'imp-0105']) expect((await db.doc(`prod/${id}`).get()).exists).toBe(false);
  });

  it('takes a product with variants as exported (its rolled-up price and stock) and refuses a row that changes them', async () => {
    await importRows([row('IMP-0200')]);
    // Given options and variants (as the product editor writes them): price 999 and stock 5 are theirs.
    await db.doc('prod/imp-0200').update({
      options: [{ name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }] }],
      variants: [
        { sku: 'IMP-0200-7', options: { Size: '7' }, price: 999, mrp: 1299, stock: 2, status: 'active' },
        { sku: 'IMP-0200-8', options: { Size: '8' }, price: 1099, stock: 3, status: 'active' },
      ],
    });
    expect(await importRows([row('IMP-0200', { title: 'Renamed by import' })])).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const stored = (await db.doc('prod/imp-0200').get()).data() ?? {};
    expect(stored).toMatchObject({ title: 'Renamed by import', price: 999, stock: 5 });
    expect(stored['variants']).toHaveLength(2);
    const refused = await callError(importRows([row('IMP-0200', { stock: 9 })]));
    expect(callMessage(refused)).toBe(
      'These products have variants, each priced and stocked in the product editor: IMP-0200. Change their price or stock there, or leave them out of the file.',
    );
    expect((await db.doc('prod/imp-0200').get()).get('stock')).toBe(5);
    await db.doc('prod/imp-0200').delete();
  });
});
