import { createStore } from 'jotai';
import type { Firestore } from 'firebase/firestore/lite';
import type { CategoryInfo } from '../types/catalog';

// A hand-written double rather than vi.fn: vitest 4's mock bookkeeping reports the rejections
// these tests produce (and the store handles) as test errors.
let fetchImpl: (db: Firestore | null) => Promise<CategoryInfo[]> = async () => [];
const fetchCalls: (Firestore | null)[] = [];
vi.mock('../collections/categories', () => ({
  fetchCategories: (db: Firestore | null) => {
    fetchCalls.push(db);
    return fetchImpl(db);
  },
}));
const fetchCategories = {
  resolve: (items: CategoryInfo[]) => (fetchImpl = async () => items),
  reject: (error: unknown) => (fetchImpl = () => Promise.reject(error)),
};

const { categoriesAtom, loadCategories, refreshCategoriesAtom, CATEGORIES_FETCH_ERROR, initialCategoriesState } = await import('./categories-store');

const category = (name: string, order: number, subs: string[]): CategoryInfo => ({
  slug: name.toLowerCase(),
  name,
  order,
  description: '',
  image: null,
  productCount: subs.length,
  subcategories: subs.map((sub) => ({ id: `${name.toLowerCase()}--${sub.toLowerCase()}`, slug: sub.toLowerCase(), name: sub, productCount: 1 })),
  updatedAt: null,
});

const db = {} as Firestore;

beforeEach(() => {
  fetchCalls.length = 0;
});

describe('the categories store', () => {
  it('starts empty, not loading and without error', () => {
    expect(createStore().get(categoriesAtom)).toEqual({ categories: [], subcategories: {}, items: [], loading: false, error: null });
  });

  it('is loading with the error cleared while fetching, then holds distinct names per category', async () => {
    const store = createStore();
    store.set(categoriesAtom, { ...initialCategoriesState, error: 'old failure' });
    let resolve!: (items: CategoryInfo[]) => void;
    fetchImpl = () => new Promise((r) => (resolve = r));
    const done = store.set(refreshCategoriesAtom, db);
    expect(store.get(categoriesAtom)).toMatchObject({ loading: true, error: null });
    resolve([category('Rings', 1, ['Bands', 'Cocktail', 'Bands']), category('Anklets', 2, ['Payals']), category('Rings', 3, ['Toe'])]);
    await done;
    expect(store.get(categoriesAtom)).toMatchObject({
      categories: ['Rings', 'Anklets'],
      subcategories: { Rings: ['Bands', 'Cocktail', 'Toe'], Anklets: ['Payals'] },
      loading: false,
      error: null,
    });
    expect(fetchCalls).toEqual([db]);
  });

  it("keeps the failure's message, and stops loading", async () => {
    const store = createStore();
    fetchCategories.reject(new Error('Missing or insufficient permissions.'));
    await store.set(refreshCategoriesAtom, db);
    expect(store.get(categoriesAtom)).toMatchObject({ loading: false, error: 'Missing or insufficient permissions.' });
  });

  it('says "Failed to fetch categories" when the failure has no message', async () => {
    const store = createStore();
    fetchCategories.reject(new Error(''));
    await store.set(refreshCategoriesAtom, db);
    expect(store.get(categoriesAtom)).toMatchObject({ loading: false, error: CATEGORIES_FETCH_ERROR });
    fetchCategories.reject({ code: 'unavailable' });
    await store.set(refreshCategoriesAtom, db);
    expect(store.get(categoriesAtom).error).toBe('Failed to fetch categories');
  });

  it('keeps the lists it had when a refresh fails', async () => {
    const store = createStore();
    fetchCategories.resolve([category('Rings', 1, ['Bands'])]);
    await store.set(refreshCategoriesAtom, db);
    fetchCategories.reject(new Error('offline'));
    await store.set(refreshCategoriesAtom, db);
    expect(store.get(categoriesAtom)).toMatchObject({ categories: ['Rings'], error: 'offline', loading: false });
  });

  it('gives the root loader a finished state, never a rejection', async () => {
    fetchCategories.resolve([category('Pendants', 1, ['Om'])]);
    await expect(loadCategories(db)).resolves.toMatchObject({ categories: ['Pendants'], loading: false, error: null });
    fetchCategories.reject(new Error(''));
    await expect(loadCategories(db)).resolves.toMatchObject({ categories: [], loading: false, error: CATEGORIES_FETCH_ERROR });
  });
});
