import { describe, expect, it } from 'vitest';
import { addCartItem, cartLineKey, cleanCartItems, mergeCarts, removeCartItem, setCartItemQuantity } from '../cart/cart-items';
import { productDocumentSchema } from '../schemas/product';
import { combinationsOf, defaultVariant, findVariant, pricesDiffer, readOptions, readVariants, rollUpVariants, variantLabel } from './variants';

const own = { sku: 'SLV-RNG-0001', price: 1200, mrp: 1500, stock: 4, weightGrams: 3.5 };
const options = [
  { name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }] },
  {
    name: 'Plating',
    kind: 'colour',
    values: [
      { value: 'Rhodium', swatch: '#D8D8D8' },
      { value: 'Gold', swatch: 'gold' },
    ],
  },
];
const variant = (sku: string, size: string, plating: string, extra: Record<string, unknown> = {}) => ({
  sku,
  options: { Size: size, Plating: plating },
  price: 1200,
  stock: 2,
  status: 'active',
  ...extra,
});

describe('readVariants', () => {
  it('reads a product without options as one variant made of its own fields', () => {
    expect(readVariants({ sku: 'SLV-RNG-0001' }, own)).toEqual({
      options: [],
      variants: [{ sku: 'SLV-RNG-0001', options: {}, price: 1200, mrp: 1500, stock: 4, weightGrams: 3.5, gtin: '', images: [], status: 'active' }],
    });
  });

  it('reads stored options and variants, dropping a swatch that is not a colour, an incomplete variant and a repeated SKU or combination', () => {
    const { options: read, variants } = readVariants(
      {
        options,
        variants: [
          variant('A-7-RH', '7', 'Rhodium', { mrp: 1500, gtin: '8901234567890' }),
          variant('A-8-RH', '8', 'Rhodium', { price: 1300, status: 'draft' }),
          variant('A-9-RH', '9', 'Rhodium'),
          variant('a-7-rh', '8', 'Gold'),
          variant('A-7-RH-2', '7', 'Rhodium'),
          { sku: 'A-NOPRICE', options: { Size: '7', Plating: 'Gold' }, stock: 1 },
        ],
      },
      own,
    );
    expect(read[1]).toEqual({ name: 'Plating', kind: 'colour', values: [{ value: 'Rhodium', swatch: '#D8D8D8' }, { value: 'Gold' }] });
    expect(variants.map((item) => item.sku)).toEqual(['A-7-RH', 'A-8-RH']);
    expect(variants[0]).toMatchObject({ mrp: 1500, gtin: '8901234567890', weightGrams: null, status: 'active' });
    expect(variants[1]!.status).toBe('draft');
    expect(variantLabel(read, variants[0]!)).toBe('7 / Rhodium');
  });

  it('falls back to one variant when the stored variants are all unreadable', () => {
    expect(readVariants({ options, variants: [{ sku: 'X' }] }, own).variants).toHaveLength(1);
  });
});

describe('variant helpers', () => {
  const sold = (sku: string, price: number, stock: number, mrp: number | null, status: 'active' | 'draft' = 'active') => ({ sku, price, stock, mrp, status });
  const variants = [sold('A', 1200, 0, null), sold('B', 900, 3, 1000), sold('C', 500, 9, null, 'draft')];

  it('rolls up the lowest price on sale with its MRP and the stock on sale', () => {
    expect(rollUpVariants(variants)).toEqual({ price: 900, mrp: 1000, stock: 3 });
  });

  it('opens on the first variant on sale with stock, finds one by SKU in any case and tells differing prices', () => {
    expect(defaultVariant(variants)?.sku).toBe('B');
    expect(findVariant(variants, 'c')?.sku).toBe('C');
    expect(findVariant(variants, 'Z')).toBeNull();
    expect(pricesDiffer(variants)).toBe(true);
    expect(pricesDiffer([variants[0]!])).toBe(false);
  });

  it('lists every combination of the options in order', () => {
    expect(combinationsOf(readOptions(options))).toEqual([
      { Size: '7', Plating: 'Rhodium' },
      { Size: '7', Plating: 'Gold' },
      { Size: '8', Plating: 'Rhodium' },
      { Size: '8', Plating: 'Gold' },
    ]);
    expect(combinationsOf([])).toEqual([]);
  });
});

describe('the product schema with variants', () => {
  const NOW = new Date('2026-11-30T10:00:00.000Z');
  const base = { sku: 'A', slug: 'a', title: 'A ring', category: 'Rings', status: 'active', createdAt: NOW, updatedAt: NOW };
  const valid = [
    options[0],
    {
      ...options[1],
      values: [
        { value: 'Rhodium', swatch: '#D8D8D8' },
        { value: 'Gold', swatch: '#D4AF37' },
      ],
    },
  ];
  const good = {
    ...base,
    options: valid,
    variants: [variant('A-7-RH', '7', 'Rhodium'), variant('A-8-RH', '8', 'Rhodium', { price: 1000 })],
    price: 1000,
    stock: 4,
  };
  const messages = (document: unknown) => {
    const result = productDocumentSchema.safeParse(document);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts variants that agree with the options and the product', () => {
    expect(messages(good)).toEqual([]);
  });

  it('refuses variants that disagree with the options or each other, and a product price or stock not rolled up', () => {
    expect(messages({ ...good, price: 1200 })).toEqual(['price: The price must be the lowest variant price on sale.']);
    expect(messages({ ...good, stock: 9 })).toEqual(['stock: The stock must be the variants on sale added up.']);
    expect(messages({ ...good, variants: [good.variants[0], { ...good.variants[1], sku: 'a-7-rh' }] })).toContain(
      'variants.1.sku: Two variants have the SKU a-7-rh.',
    );
    expect(messages({ ...good, variants: [good.variants[0], { ...good.variants[0], sku: 'OTHER' }], price: 1200 })).toContain(
      'variants.1.options: Two variants are 7 / Rhodium.',
    );
    expect(messages({ ...good, variants: [{ ...good.variants[0], options: { Size: '7' } }], price: 1200, stock: 2 })).toContain(
      'variants.0.options: Variant A-7-RH must have one value of each option.',
    );
    expect(messages({ ...good, options: [] })).toContain('variants: Variants need at least one option.');
    expect(messages({ ...good, variants: [] })).toContain('variants: A product with options needs at least one variant.');
    expect(messages({ ...good, variants: [{ ...good.variants[1], mrp: 900 }, good.variants[0]] })).toContain(
      'variants.0.mrp: The MRP must be at least the price.',
    );
  });
});

describe('cart lines per variant', () => {
  const now = '2026-11-30T10:00:00.000Z';

  it('keeps two variants of one product as two lines, and a product without options keyed by its id', () => {
    let items = addCartItem([], { productId: 'a', variantSku: 'A-7', quantity: 1, price: 100 }, now);
    items = addCartItem(items, { productId: 'a', variantSku: 'a-7', quantity: 2, price: 100 }, now);
    items = addCartItem(items, { productId: 'a', variantSku: 'A-8', quantity: 1, price: 120 }, now);
    items = addCartItem(items, { productId: 'b', quantity: 1, price: 50 }, now);
    expect(items.map((item) => [cartLineKey(item), item.quantity])).toEqual([
      ['a#a-7', 3],
      ['a#a-8', 1],
      ['b', 1],
    ]);
    expect(setCartItemQuantity(items, 'a#a-8', 5).map((item) => item.quantity)).toEqual([3, 5, 1]);
    expect(removeCartItem(items, 'a#a-7').map(cartLineKey)).toEqual(['a#a-8', 'b']);
  });

  it('drops a stored line with a malformed variant SKU and merges carts line by line', () => {
    expect(cleanCartItems([{ productId: 'a', variantSku: 'bad sku', quantity: 1, addedPrice: 1, addedAt: now }])).toEqual([]);
    const saved = [{ productId: 'a', variantSku: 'A-7', quantity: 2, addedPrice: 100, addedAt: now }];
    const guest = [
      { productId: 'a', variantSku: 'A-7', quantity: 1, addedPrice: 100, addedAt: now },
      { productId: 'a', variantSku: 'A-8', quantity: 1, addedPrice: 120, addedAt: now },
    ];
    expect(mergeCarts(saved, guest).items.map((item) => [cartLineKey(item), item.quantity])).toEqual([
      ['a#a-7', 2],
      ['a#a-8', 1],
    ]);
  });
});
