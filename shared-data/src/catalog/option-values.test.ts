import { attributeFilterValues, facetEntriesOf, filterValuesOf, optionFacetsOf, optionValueKey, optionValuesOf, parseOptionFilter } from './option-values';

const shade = { name: 'Shade', values: [{ value: 'Ruby Red' }, { value: ' Nude Pink ' }, { value: 'Coral' }] };
const size = { name: 'Size ', values: [{ value: '8' }, { value: '9' }] };
const variant = (options: Record<string, string>, status: 'active' | 'draft' = 'active') => ({ options, status });

describe('optionValuesOf', () => {
  it('lists the values the variants on sale have, trimmed and lower-cased, in the options’ order', () => {
    const variants = [
      variant({ Shade: 'Ruby Red', 'Size ': '9' }),
      variant({ Shade: ' Nude Pink ', 'Size ': '8' }),
      variant({ Shade: 'Coral', 'Size ': '8' }, 'draft'),
      variant({ Shade: 'Ruby Red', 'Size ': '8' }),
    ];
    expect(optionValuesOf([shade, size], variants)).toEqual(['shade:ruby red', 'shade:nude pink', 'size:8', 'size:9']);
  });

  it('is empty for a product without options, or with only drafts', () => {
    expect(optionValuesOf([], [variant({})])).toEqual([]);
    expect(optionValuesOf([shade], [variant({ Shade: 'Coral' }, 'draft')])).toEqual([]);
  });
});

describe('the option filter of a listing URL', () => {
  it('reads Name:Value and makes the same key as the product’s', () => {
    const parsed = parseOptionFilter(' Shade : Ruby Red');
    expect(parsed).toEqual({ name: 'Shade', value: 'Ruby Red' });
    expect(optionValueKey(parsed!.name, parsed!.value)).toBe('shade:ruby red');
    expect(parseOptionFilter('Size:8')).toEqual({ name: 'Size', value: '8' });
    expect(parseOptionFilter('Ratio:1:2')).toEqual({ name: 'Ratio', value: '1:2' });
  });

  it('refuses a malformed one', () => {
    for (const raw of [null, '', 'Shade', 'Shade:', ':Ruby', ' : ', `${'x'.repeat(41)}:a`, `Shade:${'x'.repeat(61)}`, 'Shade:Ruby\nRed']) {
      expect(parseOptionFilter(raw)).toBeNull();
    }
  });
});

describe('optionFacetsOf', () => {
  it('offers the values on sale of the products’ options, grouped by name, each once', () => {
    const lipstick = {
      options: [{ name: 'Shade', kind: 'colour', values: [{ value: 'Ruby Red', swatch: '#9B111E' }, { value: 'Coral' }, { value: 'Nude Pink' }] }],
      optionValues: ['shade:ruby red', 'shade:nude pink'],
    };
    const another = {
      options: [
        { name: 'shade', values: [{ value: 'ruby red' }, { value: 'Plum' }] },
        { name: 'Size', values: [{ value: '3.5 g' }] },
      ],
      optionValues: ['shade:ruby red', 'shade:plum', 'size:3.5 g'],
    };
    expect(optionFacetsOf([lipstick, another, { options: [] }, {}, { options: 'x', optionValues: ['a:b'] }])).toEqual([
      { name: 'Shade', values: ['Ruby Red', 'Nude Pink', 'Plum'] },
      { name: 'Size', values: ['3.5 g'] },
    ]);
  });
});

describe('attribute filter values', () => {
  it('splits a short text into its parts, each with a capital, and keeps a number as written', () => {
    expect(attributeFilterValues('Normal, dry; sensitive')).toEqual(['Normal', 'Dry', 'Sensitive']);
    expect(attributeFilterValues(12.5)).toEqual(['12.5']);
    expect(attributeFilterValues('Aqua, Glycerin, '.repeat(10))).toEqual([]);
    expect(attributeFilterValues(undefined)).toEqual([]);
  });

  it('puts them after the option values on sale in a product’s filter values, each key once', () => {
    const options = [{ name: 'Size', values: [{ value: '30 ml' }] }];
    const variants = [{ options: { Size: '30 ml' }, status: 'active' as const }];
    expect(filterValuesOf(options, variants, { skinType: 'Oily, combination', Size: '30 ml', 'bad key': 'x' })).toEqual([
      'size:30 ml',
      'skintype:oily',
      'skintype:combination',
    ]);
  });

  it('counts for a category only the values among the stored filter values', () => {
    const product = {
      options: [{ name: 'Shade', values: [{ value: 'Ruby Red' }, { value: 'Coral' }] }],
      attributes: { finish: 'Matte', brand: 'Rangrez' },
      optionValues: ['shade:ruby red', 'finish:matte'],
    };
    expect(facetEntriesOf(product)).toEqual([
      { kind: 'option', name: 'Shade', value: 'Ruby Red', key: 'shade:ruby red' },
      { kind: 'attribute', name: 'finish', value: 'Matte', key: 'finish:matte' },
    ]);
  });
});
