import type { CartItem, ProductSummary } from 'shared-data';
import type { CartProduct, CartVariant } from './cart-products';
import { problemMessage, reviewCart } from './cart-review';

const product = (id: string, price: number, stock: number, minOrderQty = 1): ProductSummary => ({
  id,
  sku: id.toUpperCase(),
  slug: id,
  title: `Product ${id}`,
  price,
  mrp: null,
  stock,
  minOrderQty,
  category: 'Rings',
  categorySlug: 'rings',
  subCategory: 'Bands',
  subCategoryId: 'rings--bands',
  image: null,
  status: 'active',
  createdAt: null,
  updatedAt: null,
});
const item = (productId: string, quantity: number, addedPrice: number, variantSku?: string): CartItem => ({
  productId,
  ...(variantSku ? { variantSku } : {}),
  quantity,
  addedPrice,
  addedAt: '2026-01-01T00:00:00.000Z',
});

const variant = (sku: string, size: string, price: number, stock: number, change: Partial<CartVariant> = {}): CartVariant => ({
  sku,
  options: { Size: size },
  price,
  mrp: null,
  stock,
  weightGrams: 5,
  gtin: '',
  images: [],
  status: 'active',
  priceBreakup: null,
  ...change,
});

/** A ring in sizes 7, 8 (a draft) and 9. */
const ring = (): CartProduct => ({
  ...product('ring', 1000, 30),
  weightGrams: 4,
  options: [{ name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }, { value: '9' }] }],
  variants: [
    variant('RING-7', '7', 1000, 10, { images: [{ src: '/media/ring-7.webp', alt: 'Size 7', width: 600, height: 600 }] }),
    variant('RING-8', '8', 1100, 10, { status: 'draft' }),
    variant('RING-9', '9', 1200, 2, { weightGrams: null }),
  ],
});

describe('reviewCart', () => {
  it('prices every line at the current catalogue price, not the stored one', () => {
    const review = reviewCart(
      [item('a', 2, 900), item('b', 1, 500)],
      new Map([
        ['a', product('a', 1000, 10)],
        ['b', product('b', 500, 10)],
      ]),
    );
    expect(review.subtotal).toBe(2500);
    expect(review.lines.map((line) => line.lineTotal)).toEqual([2000, 500]);
    expect(review.priceChanges.map((line) => [line.item.productId, line.previousPrice, line.price])).toEqual([['a', 900, 1000]]);
    expect(review.currentPrices).toEqual({ a: 1000 });
    expect(review.blocking).toEqual([]);
  });

  it('gives each line the wholesale price break its quantity reaches, as placeOrder does, without calling it a price change', () => {
    const tiers = [
      { minQuantity: 10, percentOff: 5 },
      { minQuantity: 50, percentOff: 8 },
    ];
    const review = reviewCart(
      [item('a', 50, 1076), item('b', 9, 1076)],
      new Map([
        ['a', { ...product('a', 1076, 100), priceTiers: tiers }],
        ['b', { ...product('b', 1076, 100), priceTiers: tiers }],
      ]),
    );
    expect(review.lines.map((line) => [line.price, line.percentOff, line.lineTotal])).toEqual([
      [989.92, 8, 49496],
      [1076, 0, 9684],
    ]);
    expect(review.subtotal).toBe(59180);
    expect(review.priceChanges).toEqual([]);
  });

  it('flags products that are gone, sold out, short of stock or below the minimum order', () => {
    const review = reviewCart(
      [item('gone', 1, 100), item('sold', 1, 100), item('short', 9, 100), item('moq', 2, 100)],
      new Map([
        ['sold', product('sold', 100, 0)],
        ['short', product('short', 100, 4)],
        ['moq', product('moq', 100, 50, 6)],
      ]),
    );
    expect(review.blocking.map((line) => problemMessage(line))).toEqual([
      'This product is no longer available. Remove it to check out.',
      'Product sold is now out of stock. Remove it to check out.',
      'Only 4 left in stock. Reduce the quantity to 4 or fewer.',
      'The minimum order is 6 pieces. Raise the quantity.',
    ]);
    expect(review.subtotal).toBe(100 * 0 + 900 + 200 + 100);
  });

  it("prices and checks a variant's line by the variant: its price, stock, picture and weight", () => {
    const review = reviewCart([item('ring', 2, 1000, 'ring-7'), item('ring', 3, 1150, 'RING-9')], new Map([['ring', ring()]]));
    expect(review.lines.map((line) => [line.label, line.variant?.sku, line.price, line.lineTotal, line.product?.image?.src])).toEqual([
      ['7', 'RING-7', 1000, 2000, '/media/ring-7.webp'],
      ['9', 'RING-9', 1200, 3600, undefined],
    ]);
    expect(review.blocking.map((line) => problemMessage(line))).toEqual(['Only 2 left in stock. Reduce the quantity to 2 or fewer.']);
    // Keyed by cart line, as the cart records the prices seen.
    expect(review.currentPrices).toEqual({ 'ring#ring-9': 1200 });
    // The variant's own weight, else the product's.
    expect(review.weightGrams).toBe(2 * 5 + 3 * 4);
  });

  it('shows a line whose variant is gone or a draft, or that names none, as unavailable and leaves it out of the subtotal', () => {
    const review = reviewCart(
      [item('ring', 1, 1000, 'RING-7'), item('ring', 1, 1100, 'RING-8'), item('ring', 1, 1300, 'RING-10'), item('ring', 1, 1000)],
      new Map([['ring', ring()]]),
    );
    expect(review.lines.map((line) => [line.problem?.kind ?? null, line.price, line.label])).toEqual([
      [null, 1000, '7'],
      ['option-unavailable', null, '8'],
      ['option-unavailable', null, ''],
      ['option-unavailable', null, ''],
    ]);
    expect(review.subtotal).toBe(1000);
    expect(review.priceChanges).toEqual([]);
    expect(problemMessage(review.lines[1]!)).toBe('This option (8) is no longer sold. Remove it to check out, and choose another on the product page.');
    expect(problemMessage(review.lines[2]!)).toBe('This option is no longer sold. Remove it to check out, and choose another on the product page.');
  });
});
