import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyOptionRules, listingPlan, listingSearch, parseListingParams, requiredIndex, SORTS, type ListingParams } from './listing-plan';

const params = (query: string) => parseListingParams(new URLSearchParams(query));

describe('the listing state in the URL', () => {
  it('reads filters, sort and cursor page', () => {
    expect(params('category=rings&min=500&max=2000&inStock=1&sort=price-desc&page=3&after=slv-rng-0004')).toEqual({
      category: 'rings',
      sub: null,
      min: 500,
      max: 2000,
      inStock: true,
      option: null,
      sort: 'price-desc',
      page: 3,
      after: 'slv-rng-0004',
      before: null,
    });
  });

  it('ignores malformed values and swaps a reversed price range', () => {
    expect(params('category=../x&sub=rings&min=abc&max=-5&sort=cheapest&inStock=yes')).toMatchObject({
      category: null,
      sub: null,
      min: null,
      max: null,
      sort: 'newest',
      inStock: false,
    });
    expect(params('min=3000&max=1000')).toMatchObject({ min: 1000, max: 3000 });
  });

  it('reads one option value, trimmed, and ignores a malformed one', () => {
    expect(params('category=lips&sub=lips--lipstick&option=Shade%20:%20Ruby%20Red').option).toBe('Shade:Ruby Red');
    expect(params('sub=rings--band-rings&option=Size:8').option).toBe('Size:8');
    for (const option of ['Shade', 'Shade:', ':Ruby', `Shade:${'x'.repeat(61)}`, 'Shade:Ruby%0ARed']) expect(params(`option=${option}`).option).toBeNull();
  });

  it('writes the option back, so a reload restores it', () => {
    const state: ListingParams = { ...params(''), sub: 'lips--lipstick', option: 'Shade:Ruby Red', inStock: true };
    const search = listingSearch(state);
    expect(search).toBe('sub=lips--lipstick&inStock=1&option=Shade%3ARuby+Red');
    expect(params(search)).toEqual(state);
  });

  it('applies the option within a category or subcategory only, instead of a price range', () => {
    expect(applyOptionRules({ ...params('option=Size:8&min=100'), category: null })).toMatchObject({ option: null, min: 100 });
    expect(applyOptionRules(params('category=rings&option=Size:8&min=100&max=900&inStock=1'))).toMatchObject({
      option: 'Size:8',
      min: null,
      max: null,
      inStock: true,
    });
  });

  it('treats a page number without its cursor as the first page', () => {
    expect(params('page=4')).toMatchObject({ page: 1, after: null, before: null });
  });

  it('writes the state back without defaults, so a reload restores it', () => {
    const state: ListingParams = { ...params(''), category: 'rings', min: 500, inStock: true, sort: 'name' };
    const search = listingSearch(state);
    expect(search).toBe('category=rings&min=500&inStock=1&sort=name');
    expect(params(search)).toEqual(state);
    expect(listingSearch(params(''))).toBe('');
  });
});

describe('the listing query', () => {
  it('always filters on the public status and orders by the chosen sort', () => {
    expect(listingPlan(params(''))).toEqual({ equalities: [['status', 'active']], ranges: [], orderBy: [['createdAt', 'desc']] });
  });

  it('orders by the range fields after the sort, as Firestore does implicitly', () => {
    expect(listingPlan(params('sub=rings--band-rings&min=100&inStock=1&sort=name'))).toEqual({
      equalities: [
        ['status', 'active'],
        ['subCategoryId', 'rings--band-rings'],
      ],
      ranges: [
        { field: 'price', op: '>=', value: 100 },
        { field: 'stock', op: '>', value: 0 },
      ],
      orderBy: [
        ['title', 'asc'],
        ['price', 'asc'],
        ['stock', 'asc'],
      ],
    });
  });

  it('filters on the option value with array-contains on the normalised key', () => {
    expect(listingPlan(params('sub=lips--lipstick&option=Shade:Ruby Red&min=100&inStock=1'))).toEqual({
      equalities: [
        ['status', 'active'],
        ['subCategoryId', 'lips--lipstick'],
      ],
      arrayContains: ['optionValues', 'shade:ruby red'],
      ranges: [{ field: 'stock', op: '>', value: 0 }],
      orderBy: [
        ['createdAt', 'desc'],
        ['stock', 'desc'],
      ],
    });
    expect(requiredIndex(listingPlan(params('category=rings&option=Size:8&sort=name')))).toEqual([
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'categorySlug', order: 'ASCENDING' },
      { fieldPath: 'optionValues', arrayConfig: 'CONTAINS' },
      { fieldPath: 'title', order: 'ASCENDING' },
    ]);
    // Across the whole shop an option value is ignored.
    expect(listingPlan(params('option=Size:8'))).not.toHaveProperty('arrayContains');
  });

  it('has a composite index in backend/firestore.indexes.json for every combination of filters and sort', () => {
    const file = path.resolve(__dirname, '../../../backend/firestore.indexes.json');
    const indexes = (JSON.parse(readFileSync(file, 'utf8')) as { indexes: { collectionGroup: string; fields: unknown[] }[] }).indexes
      .filter((index) => index.collectionGroup === 'prod')
      .map((index) => JSON.stringify(index.fields));
    const missing: string[] = [];
    let combinations = 0;
    for (const scope of [{}, { category: 'rings' }, { sub: 'rings--band-rings' }]) {
      for (const option of [null, 'Size:8']) {
        for (const sort of SORTS) {
          for (const min of [null, 100]) {
            for (const max of [null, 5000]) {
              for (const inStock of [false, true]) {
                combinations += 1;
                const plan = listingPlan({ category: null, sub: null, ...scope, min, max, inStock, option, sort });
                const fields = JSON.stringify(requiredIndex(plan));
                if (!indexes.includes(fields)) missing.push(fields);
              }
            }
          }
        }
      }
    }
    expect(combinations).toBe(192);
    expect([...new Set(missing)]).toEqual([]);
  });
});
