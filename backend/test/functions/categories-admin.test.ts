// The admin's category callables against the real local backend: a rename reaches every product of
// the category, a removed subcategory must be unused, a category in use cannot be deleted, a stale
// version is refused, the order changes for all at once, and each change leaves its audit entry.
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { asIsoDate } from 'shared-data/contracts';
import { callError, callMessage, clientSession, closeClientSessions, type ClientSession } from '../support/client-session';
import { sharedBackend, type SharedBackend } from '../support/shared-backend';

let backend: SharedBackend;
let db: Firestore;
let admin: ClientSession;

const iso = async (slug: string) => asIsoDate((await db.doc(`categories/${slug}`).get()).get('updatedAt'));

beforeAll(async () => {
  backend = await sharedBackend();
  db = createAdminFirestore({ host: backend.endpoints.firestore.host, projectId: backend.endpoints.projectId });
  admin = await clientSession(backend.endpoints, DEMO_ADMIN);
}, 240_000);

afterAll(async () => {
  await closeClientSessions();
  await db?.terminate();
}, 60_000);

describe('saveCategory', () => {
  it('is for admins only', async () => {
    const customer = await clientSession(backend.endpoints, DEMO_CUSTOMER);
    const error = await callError(customer.call('saveCategory', { slug: 'toe-rings', name: 'Toe rings', subcategories: [], expectedUpdatedAt: null }));
    expect(error.code).toBe('functions/permission-denied');
  });

  it('creates a category at the end of the order with its subcategories and an audit entry', async () => {
    const result = await admin.call('saveCategory', {
      slug: 'toe-rings',
      name: 'Toe rings',
      description: 'Bichhiya in 925 silver.',
      subcategories: [{ slug: 'plain', name: 'Plain' }],
      expectedUpdatedAt: null,
    });
    expect(result).toEqual({ slug: 'toe-rings', created: true, productsRenamed: 0, productsRepriced: 0 });
    const stored = (await db.doc('categories/toe-rings').get()).data() ?? {};
    const others = await db.collection('categories').get();
    expect(stored['order']).toBe(Math.max(...others.docs.filter((d) => d.id !== 'toe-rings').map((d) => d.get('order') as number)) + 1);
    expect(stored['subcategories']).toEqual([{ id: 'toe-rings--plain', slug: 'plain', name: 'Plain', productCount: 0, facets: [] }]);
    // No products yet: its filter choices are counted from nothing.
    expect(stored['facets']).toEqual([]);
    const audit = (await db.doc(`adminAudit/${String(stored['lastAuditId'])}`).get()).data();
    expect(audit).toMatchObject({ action: 'category.create', target: 'categories/toe-rings', byEmail: DEMO_ADMIN.email });
  });

  it('refuses invalid input and a slug that exists, with messages for the admin', async () => {
    expect(callMessage(await callError(admin.call('saveCategory', { slug: 'Toe Rings', name: 'x', subcategories: [], expectedUpdatedAt: null })))).toMatch(
      /lower-case letters/,
    );
    expect(callMessage(await callError(admin.call('saveCategory', { slug: 'toe-rings', name: 'Again', subcategories: [], expectedUpdatedAt: null })))).toMatch(
      /exists already/,
    );
    expect(
      callMessage(
        await callError(
          admin.call('saveCategory', {
            slug: 'x',
            name: 'x',
            subcategories: [
              { slug: 'a', name: 'A' },
              { slug: 'a', name: 'B' },
            ],
            expectedUpdatedAt: null,
          }),
        ),
      ),
    ).toMatch(/same URL slug/);
  });

  it('renames a category and a subcategory on every product of them, and refuses a stale version', async () => {
    const ring = (await db.collection('prod').where('categorySlug', '==', 'rings').limit(1).get()).docs[0];
    const subId = String(ring?.get('subCategoryId'));
    const rings = (await db.doc('categories/rings').get()).data() ?? {};
    const subs = (rings['subcategories'] as Array<{ slug: string; name: string; id: string }>).map((sub) => ({
      slug: sub.slug,
      name: sub.id === subId ? `${sub.name} (silver)` : sub.name,
    }));
    const version = await iso('rings');
    const result = await admin.call<{ productsRenamed: number }>('saveCategory', {
      slug: 'rings',
      name: 'Silver Rings',
      description: rings['description'] ?? '',
      subcategories: subs,
      expectedUpdatedAt: version,
    });
    const inCategory = await db.collection('prod').where('categorySlug', '==', 'rings').get();
    expect(result.productsRenamed).toBeGreaterThanOrEqual(inCategory.size);
    expect(inCategory.docs.every((doc) => doc.get('category') === 'Silver Rings')).toBe(true);
    const inSub = inCategory.docs.filter((doc) => doc.get('subCategoryId') === subId);
    expect(inSub.length).toBeGreaterThan(0);
    expect(inSub.every((doc) => String(doc.get('subCategory')).endsWith('(silver)'))).toBe(true);
    const stale = await callError(admin.call('saveCategory', { slug: 'rings', name: 'Rings again', subcategories: subs, expectedUpdatedAt: version }));
    expect(stale.code).toBe('functions/failed-precondition');
    expect(callMessage(stale)).toMatch(/changed this category since you opened it/);
    expect((await db.doc('categories/rings').get()).get('name')).toBe('Silver Rings');
  });

  it("keeps a category's attributes, and counts its listings' filter choices again when another attribute becomes a filter", async () => {
    const stored = (await db.doc('categories/earrings').get()).data() ?? {};
    const attributes = stored['attributes'] as Array<{ key: string; filterable: boolean }>;
    const facetNames = async () =>
      ((await db.doc('categories/earrings').get()).get('facets') as Array<{ kind: string; name: string }>).map((f) => `${f.kind} ${f.name}`);
    expect(attributes.find((attribute) => attribute.key === 'stone')?.filterable).toBe(true);
    expect(await facetNames()).toContain('attribute stone');
    const input = (list: unknown[], expectedUpdatedAt: string | null) => ({
      slug: 'earrings',
      name: stored['name'],
      description: stored['description'],
      image: stored['image'],
      subcategories: (stored['subcategories'] as Array<{ slug: string; name: string }>).map(({ slug, name }) => ({ slug, name })),
      attributes: list,
      expectedUpdatedAt,
    });
    // Stone no longer a filter: its values leave the choices; the rest stay as counted.
    const before = await facetNames();
    await admin.call(
      'saveCategory',
      input(
        attributes.map((attribute) => (attribute.key === 'stone' ? { ...attribute, filterable: false } : attribute)),
        await iso('earrings'),
      ),
    );
    expect(await facetNames()).toEqual(before.filter((name) => name !== 'attribute stone'));
    // A filter again: counted again from the products, the same as the seed counted it.
    await admin.call('saveCategory', input(attributes, await iso('earrings')));
    const counted = (facets: unknown) =>
      (facets as Array<{ kind: string; name: string; values: Array<{ value: string; count: number }> }>)
        .flatMap((facet) => facet.values.map((value) => `${facet.kind} ${facet.name}: ${value.value} ${value.count}`))
        .sort();
    expect(counted((await db.doc('categories/earrings').get()).get('facets'))).toEqual(counted(stored['facets']));
    expect((await db.doc('categories/earrings').get()).get('attributes')).toEqual(attributes);
    // A list attribute without its list, and two attributes of one name, are refused with a message.
    const refused = async (list: unknown[]) => admin.call('saveCategory', input(list, await iso('earrings')));
    expect(callMessage(await callError(refused([{ key: 'shape', label: 'Shape', type: 'choice', choices: [] }])))).toMatch(/List the choices of "Shape"/);
    expect(
      callMessage(
        await callError(
          refused([
            { key: 'shape', label: 'Shape', type: 'text' },
            { key: 'Shape', label: 'Shape again', type: 'text' },
          ]),
        ),
      ),
    ).toMatch(/Two attributes have the same name/);
  });

  it('refuses to remove a subcategory that products use', async () => {
    const rings = (await db.doc('categories/rings').get()).data() ?? {};
    const subs = rings['subcategories'] as Array<{ slug: string; name: string; productCount: number }>;
    const used = subs.find((sub) => sub.productCount > 0);
    const error = await callError(
      admin.call('saveCategory', {
        slug: 'rings',
        name: 'Silver Rings',
        subcategories: subs.filter((sub) => sub !== used).map(({ slug, name }) => ({ slug, name })),
        expectedUpdatedAt: await iso('rings'),
      }),
    );
    expect(callMessage(error)).toMatch(/products? (is|are) in the subcategory/);
  });
});

describe('reorderCategories and deleteCategory', () => {
  it('puts the categories in the new order at once, with one audit entry', async () => {
    const all = await db.collection('categories').orderBy('order').get();
    const reversed = all.docs.map((doc) => doc.id).reverse();
    await admin.call('reorderCategories', { slugs: reversed });
    const after = await db.collection('categories').orderBy('order').get();
    expect(after.docs.map((doc) => doc.id)).toEqual(reversed);
    const audit = await db.collection('adminAudit').where('action', '==', 'category.reorder').get();
    expect(audit.size).toBe(1);
    const incomplete = await callError(admin.call('reorderCategories', { slugs: reversed.slice(1) }));
    expect(callMessage(incomplete)).toMatch(/Reload the page/);
  });

  it('refuses to delete a category with products and deletes an empty one', async () => {
    const used = await callError(admin.call('deleteCategory', { slug: 'earrings', expectedUpdatedAt: await iso('earrings') }));
    expect(callMessage(used)).toMatch(/^\d+ products use this category/);
    await admin.call('deleteCategory', { slug: 'toe-rings', expectedUpdatedAt: await iso('toe-rings') });
    expect((await db.doc('categories/toe-rings').get()).exists).toBe(false);
    expect((await db.collection('adminAudit').where('target', '==', 'categories/toe-rings').where('action', '==', 'category.delete').get()).size).toBe(1);
  });
});
