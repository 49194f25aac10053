import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listingPlan, listingSearch, parseListingParams, requiredIndex, SORTS, type ListingParams } from './listing-plan';

const params = (query: string) => parseListingParams(new URLSearchParams(query));

describe('the listing state in the URL', () => {
  it('reads filters, sort and cursor page', () => {
    expect(params('category=rings&min=500&max=2000&inStock=1&sort=price-desc&page=3&after=slv-rng-0004')).toEqual({
      category: 'rings',
      sub: null,
      min: 500,
      max: 2000,
      inStock: true,
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

  it('has a composite index in backend/firestore.indexes.json for every combination of filters and sort', () => {
    const file = path.resolve(__dirname, '../../../backend/firestore.indexes.json');
    const indexes = (JSON.parse(readFileSync(file, 'utf8')) as { indexes: { collectionGroup: string; fields: unknown[] }[] }).indexes
      .filter((index) => index.collectionGroup === 'prod')
      .map((index) => JSON.stringify(index.fields));
    const missing: string[] = [];
    let combinations = 0;
    for (const scope of [{}, { category: 'rings' }, { sub: 'rings--band-rings' }]) {
      for (const sort of SORTS) {
        for (const min of [null, 100]) {
          for (const max of [null, 5000]) {
            for (const inStock of [false, true]) {
              combinations += 1;
              const plan = listingPlan({ category: null, sub: null, ...scope, min, max, inStock, sort });
              const fields = JSON.stringify(requiredIndex(plan));
              if (!indexes.includes(fields)) missing.push(fields);
            }
          }
        }
      }
    }
    expect(combinations).toBe(96);
    expect([...new Set(missing)]).toEqual([]);
  });
});
