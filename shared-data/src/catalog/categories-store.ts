// The categories store (docs/product-spec.md §3, §4 and §8): distinct category names, subcategory names per
// category, loading and error, plus the category documents for links and counts. The shell's root
// loader fetches them once on the server and hydrates this store, so the footer and menus are in
// the server-rendered HTML; `refreshCategoriesAtom` reloads them in the browser.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { Firestore } from 'firebase/firestore/lite';
import { fetchCategories } from '../collections/categories';
import type { CategoryInfo } from '../types/catalog';

export interface CategoriesState {
  /** Distinct category names, in display order. */
  categories: string[];
  /** Category name → its distinct subcategory names. */
  subcategories: Record<string, string[]>;
  /** The category documents (slugs, subcategory ids, counts, images). */
  items: CategoryInfo[];
  loading: boolean;
  error: string | null;
}

export const CATEGORIES_FETCH_ERROR = 'Failed to fetch categories';

export const initialCategoriesState: CategoriesState = { categories: [], subcategories: {}, items: [], loading: false, error: null };

/** On start: loading, error cleared, lists kept until the new ones arrive. */
export function categoriesLoading(state: CategoriesState): CategoriesState {
  return { ...state, loading: true, error: null };
}

/** On success: the lists filled from the documents; loading false. */
export function categoriesLoaded(items: readonly CategoryInfo[]): CategoriesState {
  const categories: string[] = [];
  const subcategories: Record<string, string[]> = {};
  for (const item of items) {
    if (!categories.includes(item.name)) categories.push(item.name);
    const names = (subcategories[item.name] ??= []);
    for (const sub of item.subcategories) if (!names.includes(sub.name)) names.push(sub.name);
  }
  return { categories, subcategories, items: [...items], loading: false, error: null };
}

/** On failure: the error's message, or "Failed to fetch categories"; loading false. */
export function categoriesFailed(state: CategoriesState, error: unknown): CategoriesState {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return { ...state, loading: false, error: message || CATEGORIES_FETCH_ERROR };
}

/** Fetches and returns the finished state; never throws (for the shell's root loader). */
export async function loadCategories(db: Firestore | null): Promise<CategoriesState> {
  try {
    return categoriesLoaded(await fetchCategories(db));
  } catch (error) {
    return categoriesFailed(initialCategoriesState, error);
  }
}

export const categoriesAtom = atom<CategoriesState>(initialCategoriesState);

/** Runs the store's transitions around a fetch: loading → lists or error → not loading. */
export const refreshCategoriesAtom = atom(null, async (get, set, db: Firestore | null) => {
  set(categoriesAtom, categoriesLoading(get(categoriesAtom)));
  try {
    const items = await fetchCategories(db);
    set(categoriesAtom, categoriesLoaded(items));
  } catch (error) {
    set(categoriesAtom, categoriesFailed(get(categoriesAtom), error));
  }
});

/** Seeds the store from the root loader's data before the first render (server and browser). */
export function useHydrateCategories(initial: CategoriesState | null | undefined): void {
  useHydrateAtoms(new Map(initial ? [[categoriesAtom, initial]] : []));
}

export const useCategories = (): CategoriesState => useAtomValue(categoriesAtom);
export const useRefreshCategories = () => useSetAtom(refreshCategoriesAtom);
