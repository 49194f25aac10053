// Category counts follow each product write by its difference, once per trigger event, against the
// local document server: a second delivery of the same event changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCountChangesOnce, countChanges } from '../../functions/src/category-count-delta';
import { createAdminFirestore } from '../../src/server/admin-client';
import { startDocumentServer, type DocumentServer } from '../../src/server/index';

const active = { status: 'active', categorySlug: 'rings', subCategoryId: 'rings--bands' };

describe('countChanges', () => {
  it('counts a product that becomes active, and uncounts one that stops being active or goes', () => {
    expect(countChanges(undefined, active)).toEqual([{ categorySlug: 'rings', subCategoryId: 'rings--bands', delta: 1 }]);
    expect(countChanges(active, { ...active, status: 'archived' })).toEqual([{ categorySlug: 'rings', subCategoryId: 'rings--bands', delta: -1 }]);
    expect(countChanges(active, undefined)).toEqual([{ categorySlug: 'rings', subCategoryId: 'rings--bands', delta: -1 }]);
    expect(countChanges({ ...active, status: 'draft' }, { ...active, status: 'draft', title: 'x' })).toEqual([]);
  });

  it('moves the count when the category or subcategory changes, and ignores other fields', () => {
    expect(countChanges(active, { ...active, subCategoryId: 'rings--cocktail' })).toEqual([
      { categorySlug: 'rings', subCategoryId: 'rings--bands', delta: -1 },
      { categorySlug: 'rings', subCategoryId: 'rings--cocktail', delta: 1 },
    ]);
    expect(countChanges(active, { ...active, categorySlug: 'anklets', subCategoryId: '' })).toEqual([
      { categorySlug: 'rings', subCategoryId: 'rings--bands', delta: -1 },
      { categorySlug: 'anklets', subCategoryId: null, delta: 1 },
    ]);
    expect(countChanges(active, { ...active, price: 10, stock: 0 })).toEqual([]);
  });
});

describe('applyCountChangesOnce', () => {
  let server: DocumentServer;
  let db: Firestore;

  beforeAll(async () => {
    server = await startDocumentServer({ port: 0, inMemory: true });
    db = createAdminFirestore({ host: `127.0.0.1:${server.port}` });
    await db.doc('categories/rings').set({
      slug: 'rings',
      name: 'Rings',
      productCount: 3,
      subcategories: [
        { id: 'rings--bands', slug: 'bands', name: 'Bands', productCount: 2 },
        { id: 'rings--cocktail', slug: 'cocktail', name: 'Cocktail', productCount: 1 },
      ],
    });
  });

  afterAll(async () => {
    await db?.terminate();
    await server?.close();
  });

  const counts = async () => {
    const data = (await db.doc('categories/rings').get()).data() ?? {};
    return {
      total: data['productCount'],
      subs: (data['subcategories'] as Array<{ id: string; productCount: number }>).map((sub) => [sub.id, sub.productCount]),
    };
  };

  it('applies an event once, however often it is delivered', async () => {
    const changes = countChanges(undefined, active);
    expect(await applyCountChangesOnce(db, 'event-1', changes)).toBe('applied');
    expect(await applyCountChangesOnce(db, 'event-1', changes)).toBe('already-applied');
    expect(await counts()).toEqual({
      total: 4,
      subs: [
        ['rings--bands', 3],
        ['rings--cocktail', 1],
      ],
    });
  });

  it('keeps exact counts under concurrent events of one category', async () => {
    // Twenty new products, and two moved from one subcategory to the other, each event twice.
    const events = [
      ...Array.from({ length: 20 }, (_, index) => ({ id: `new-${index}`, changes: countChanges(undefined, { ...active, subCategoryId: 'rings--cocktail' }) })),
      ...Array.from({ length: 2 }, (_, index) => ({ id: `move-${index}`, changes: countChanges(active, { ...active, subCategoryId: 'rings--cocktail' }) })),
    ];
    await Promise.all([...events, ...events].map((event) => applyCountChangesOnce(db, event.id, event.changes)));
    expect(await counts()).toEqual({
      total: 24,
      subs: [
        ['rings--bands', 1],
        ['rings--cocktail', 23],
      ],
    });
  });
});
