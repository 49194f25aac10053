import { countedEntries, countFacets, moveFacetCounts, readCategoryFacets } from './category-facets';
import type { FacetEntry } from './option-values';

const entry = (kind: FacetEntry['kind'], name: string, value: string): FacetEntry => ({ kind, name, value, key: `${name}:${value}`.toLowerCase() });

describe('a category’s filter choices', () => {
  const ruby = entry('option', 'Shade', 'Ruby Red');
  const matte = entry('attribute', 'finish', 'Matte');

  it('count values up and down, drop a value and a filter counted to nothing, and add new ones at the end', () => {
    const once = moveFacetCounts([], [ruby, matte], 1);
    const twice = moveFacetCounts(once, [entry('option', 'shade', 'ruby red')], 1);
    expect(twice).toEqual([
      { kind: 'option', name: 'Shade', values: [{ value: 'Ruby Red', count: 2 }] },
      { kind: 'attribute', name: 'finish', values: [{ value: 'Matte', count: 1 }] },
    ]);
    expect(moveFacetCounts(twice, [ruby, matte], -1)).toEqual([{ kind: 'option', name: 'Shade', values: [{ value: 'Ruby Red', count: 1 }] }]);
    // A value that was never counted is not counted below nothing.
    expect(moveFacetCounts([], [ruby], -1)).toEqual([]);
    expect(countFacets([[ruby, matte], [ruby]])).toEqual(twice);
  });

  it('count the options and only the attributes the category offers as filters', () => {
    expect(
      countedEntries(
        [ruby, matte, entry('attribute', 'brand', 'Rangrez')],
        [
          { key: 'brand', filterable: true },
          { key: 'finish', filterable: false },
        ],
      ),
    ).toEqual([ruby, entry('attribute', 'brand', 'Rangrez')]);
  });

  it('read stored choices, skipping what is unreadable, and tell absent (not counted) from none', () => {
    expect(readCategoryFacets(undefined)).toBeUndefined();
    expect(readCategoryFacets([])).toEqual([]);
    expect(
      readCategoryFacets([
        {
          kind: 'option',
          name: 'Size',
          values: [
            { value: '8', count: 2 },
            { value: '', count: 1 },
            { value: '9', count: 0 },
          ],
        },
        { kind: 'other', name: 'x', values: [{ value: 'y', count: 1 }] },
        'garbage',
      ]),
    ).toEqual([{ kind: 'option', name: 'Size', values: [{ value: '8', count: 2 }] }]);
  });
});
