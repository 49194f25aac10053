// The importProducts callable against the real local backend: admins only, SKU as the key (a new
// SKU creates, a known one updates, an equal row is left alone so a second import writes nothing),
// category names from the stored categories, an audit entry per written product and a stock
// movement when an import changes an existing product's stock; a bad chunk writes nothing. A product
// with options comes with its variants (its variant rows), which keep what a file cannot carry.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
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

  // A lipstick in two shades as the product editor keeps it: swatches, a barcode, a weight and a picture
  // the CSV has no columns for; Plum is an unsold value the editor keeps.
  const shades = {
    options: [
      {
        name: 'Shade',
        kind: 'colour',
        values: [
          { value: 'Ruby', swatch: '#9B111E' },
          { value: 'Nude', swatch: '#E3BC9A' },
          { value: 'Plum', swatch: '#673147' },
        ],
      },
    ],
    variants: [
      {
        sku: 'IMP-0300-RUBY',
        options: { Shade: 'Ruby' },
        price: 649,
        mrp: 799,
        stock: 4,
        weightGrams: 4,
        gtin: '8901234567890',
        images: [{ src: '/media/ruby.webp', alt: 'Ruby', width: 800, height: 800 }],
        status: 'active',
      },
      { sku: 'IMP-0300-NUDE', options: { Shade: 'Nude' }, price: 599, stock: 2, status: 'active' },
    ],
  };
  /** The row the CSV's product and variant rows make (products-csv.ts): kinds guessed, no swatches, weights or pictures. */
  const fileRow = (variants: Array<{ sku: string; shade: string; price: number; mrp?: number; stock: number; status?: 'active' | 'draft' }>) => {
    const onSale = variants.filter((variant) => (variant.status ?? 'active') === 'active');
    const cheapest = [...onSale].sort((a, b) => a.price - b.price)[0]!;
    return {
      ...withoutMrp(row('IMP-0300')),
      ...(cheapest.mrp === undefined ? {} : { mrp: cheapest.mrp }),
      price: cheapest.price,
      stock: onSale.reduce((total, variant) => total + variant.stock, 0),
      options: [{ name: 'Shade', kind: 'colour', values: [...new Set(variants.map((variant) => variant.shade))].map((value) => ({ value })) }],
      variants: variants.map(({ sku, shade, price, mrp, stock, status }) => ({
        sku,
        options: { Shade: shade },
        price,
        ...(mrp === undefined ? {} : { mrp }),
        stock,
        status: status ?? 'active',
      })),
    };
  };
  const movementsOf = async (id: string) =>
    (await db.collection(`prod/${id}/stockMovements`).orderBy('change').get()).docs.map((doc) => {
      const { change, stockAfter, variantSku, note } = doc.data();
      return { change, stockAfter, variantSku, note };
    });

  it("imports a product's variants from its variant rows, keeping what the file cannot carry, and a second import changes nothing", async () => {
    await importRows([row('IMP-0300')]);
    await db.doc('prod/imp-0300').update({ ...shades, price: 599, mrp: FieldValue.delete(), stock: 6 });
    const exported = [
      { sku: 'IMP-0300-RUBY', shade: 'Ruby', price: 649, mrp: 799, stock: 4 },
      { sku: 'IMP-0300-NUDE', shade: 'Nude', price: 599, stock: 2 },
    ];
    // The shop's own export, imported again: nothing to write.
    expect(await importRows([fileRow(exported)])).toEqual({ created: 0, updated: 0, unchanged: 1 });

    // Ruby's stock and price change, Nude goes, Coral is new.
    const changed = [
      { sku: 'IMP-0300-RUBY', shade: 'Ruby', price: 699, mrp: 799, stock: 10 },
      { sku: 'IMP-0300-CORAL', shade: 'Coral', price: 749, stock: 3 },
    ];
    expect(await importRows([fileRow(changed)])).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const stored = (await db.doc('prod/imp-0300').get()).data() ?? {};
    expect(stored).toMatchObject({ price: 699, mrp: 799, stock: 13 });
    // Its variants' SKUs as a SKU check queries them: written by the import, not only later by the trigger.
    expect(stored['variantSkus']).toEqual(['imp-0300-ruby', 'imp-0300-coral']);
    // The stored kind and swatches; Nude (sold before, not now) goes, Plum (never sold) stays, Coral is added.
    expect(stored['options']).toEqual([
      { name: 'Shade', kind: 'colour', values: [{ value: 'Ruby', swatch: '#9B111E' }, { value: 'Plum', swatch: '#673147' }, { value: 'Coral' }] },
    ]);
    expect(stored['variants']).toEqual([
      { ...shades.variants[0], price: 699, stock: 10 },
      { sku: 'IMP-0300-CORAL', options: { Shade: 'Coral' }, price: 749, stock: 3, status: 'active' },
    ]);
    // A movement per variant whose stock changed, the removed one's to 0.
    expect(await movementsOf('imp-0300')).toEqual([
      { change: -2, stockAfter: 0, variantSku: 'IMP-0300-NUDE', note: 'CSV import' },
      { change: 3, stockAfter: 3, variantSku: 'IMP-0300-CORAL', note: 'CSV import' },
      { change: 6, stockAfter: 10, variantSku: 'IMP-0300-RUBY', note: 'CSV import' },
    ]);
    expect(await importRows([fileRow(changed)])).toEqual({ created: 0, updated: 0, unchanged: 1 });

    // A row without variant rows leaves them as they are, and may not change the figures they make.
    expect(await importRows([row('IMP-0300', { title: 'Renamed by import', price: 699, mrp: 799, stock: 13 })])).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    expect((await db.doc('prod/imp-0300').get()).data()).toMatchObject({ title: 'Renamed by import', variants: stored['variants'] });
    const refused = await callError(importRows([row('IMP-0300', { price: 699, mrp: 799, stock: 9 })]));
    expect(callMessage(refused)).toMatch(/^These products have variants, priced and stocked each on its own: IMP-0300\. Put their variant rows in the file/);
    expect((await db.doc('prod/imp-0300').get()).get('stock')).toBe(13);
  });

  it("refuses a variant SKU another product has, as its own SKU or a variant's, or that the import uses twice, writing nothing", async () => {
    await importRows([row('IMP-0400')]);
    await db.doc('prod/imp-0400').update({
      options: [{ name: 'Size', kind: 'size', values: [{ value: '7' }] }],
      variants: [{ sku: 'IMP-0400-7', options: { Size: '7' }, price: 999, stock: 5, status: 'active' }],
      variantSkus: ['imp-0400-7'],
    });
    const ringRow = (sku: string, variantSku: string) =>
      withoutMrp(
        row(sku, {
          options: [{ name: 'Size', kind: 'size', values: [{ value: '7' }] }],
          variants: [{ sku: variantSku, options: { Size: '7' }, price: 999, stock: 5, status: 'active' }],
        }),
      );
    const asVariant = await callError(importRows([ringRow('IMP-0401', 'IMP-0400-7')]));
    expect(callMessage(asVariant)).toBe('These SKUs belong to other products: IMP-0400-7 (IMP-0400). Every product and variant needs its own SKU.');
    const asProduct = await callError(importRows([ringRow('IMP-0402', 'imp-0400')]));
    expect(callMessage(asProduct)).toBe('These SKUs belong to other products: IMP-0400 (IMP-0400). Every product and variant needs its own SKU.');
    // A new product whose own SKU is another product's variant.
    const productAsVariant = await callError(importRows([row('IMP-0400-7')]));
    expect(callMessage(productAsVariant)).toMatch(/^These SKUs belong to other products: IMP-0400-7 \(IMP-0400\)/);
    // A variant SKU that could not be a product's own (a slash in it) is checked against variants only.
    expect(await importRows([ringRow('IMP-0405', 'IMP-0405/7')])).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const twice = await callError(importRows([ringRow('IMP-0403', 'IMP-0403-7'), ringRow('IMP-0404', 'IMP-0403-7')]));
    expect(callMessage(twice)).toBe('Row 2 (IMP-0404): the variant SKU IMP-0403-7 is also used by IMP-0403 in this import.');
    for (const id of ['imp-0401', 'imp-0402', 'imp-0400-7', 'imp-0403', 'imp-0404']) expect((await db.doc(`prod/${id}`).get()).exists).toBe(false);
  });
});
