import { countedFacets, withChosen } from './load-listing';

describe('the option filter’s choices', () => {
  const shades = [{ name: 'Shade', values: ['Ruby Red', 'Nude Pink'] }];

  it('keeps them as they are when the chosen value is among them, however the URL spells it', () => {
    expect(withChosen(shades, 'shade:ruby red')).toBe(shades);
    expect(withChosen(shades, null)).toBe(shades);
  });

  it('adds the chosen value when the first page has no product in it, so it stays selected', () => {
    expect(withChosen(shades, 'Shade:Coral')).toEqual([{ name: 'Shade', values: ['Ruby Red', 'Nude Pink', 'Coral'] }]);
    expect(withChosen(shades, 'Size:8')).toEqual([...shades, { name: 'Size', values: ['8'] }]);
  });
});

describe('a category’s counted filter choices', () => {
  const facets = [
    { kind: 'option' as const, name: 'Plating', values: [{ value: 'Rhodium', count: 4 }] },
    { kind: 'option' as const, name: 'Size', values: [{ value: '8', count: 2 }] },
    {
      kind: 'attribute' as const,
      name: 'skinType',
      values: [
        { value: 'Oily', count: 5 },
        { value: 'Dry', count: 2 },
      ],
    },
    {
      kind: 'attribute' as const,
      name: 'plating',
      values: [
        { value: 'Gold (micron)', count: 1 },
        { value: 'rhodium', count: 3 },
      ],
    },
    { kind: 'attribute' as const, name: 'stone', values: [{ value: 'Garnet', count: 1 }] },
  ];
  const definition = (key: string, label: string, filterable: boolean) => ({ key, label, type: 'text' as const, unit: '', choices: [], filterable });

  it('offers every option and each attribute the category makes a filter, under its label; one named as an option joins it', () => {
    expect(
      countedFacets(facets, [definition('skinType', 'Skin type', true), definition('plating', 'Plating', true), definition('stone', 'Stone', false)]),
    ).toEqual([
      { name: 'Plating', values: ['Rhodium', 'Gold (micron)'] },
      { name: 'Size', values: ['8'] },
      { name: 'skinType', label: 'Skin type', values: ['Oily', 'Dry'] },
    ]);
  });

  it('offers only the options when the category makes no attribute a filter', () => {
    expect(countedFacets(facets, [])).toEqual([
      { name: 'Plating', values: ['Rhodium'] },
      { name: 'Size', values: ['8'] },
    ]);
  });
});
