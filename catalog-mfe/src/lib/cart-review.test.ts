import type { CartItem, ProductSummary } from 'shared-data';
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
const item = (productId: string, quantity: number, addedPrice: number): CartItem => ({ productId, quantity, addedPrice, addedAt: '2026-01-01T00:00:00.000Z' });

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
});
