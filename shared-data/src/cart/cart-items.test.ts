import type { CartItem } from '../types/catalog';
import { addCartItem, cleanCartItems, MAX_CART_LINES, mergeCarts, setCartItemQuantity } from './cart-items';

const line = (productId: string, quantity: number, addedPrice = 1000, addedAt = '2026-01-01T00:00:00.000Z'): CartItem => ({
  productId,
  quantity,
  addedPrice,
  addedAt,
});

describe('mergeCarts (guest cart into the saved cart on sign-in)', () => {
  it('keeps every product of both carts', () => {
    const { items, overflow } = mergeCarts([line('a', 2), line('b', 1)], [line('c', 5), line('d', 1)]);
    expect(items.map((item) => [item.productId, item.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
      ['c', 5],
      ['d', 1],
    ]);
    expect(overflow).toEqual([]);
  });

  it('does not double a product that is in both carts: it takes the larger quantity', () => {
    const { items } = mergeCarts([line('a', 3)], [line('a', 2)]);
    expect(items).toEqual([line('a', 3)]);
    expect(mergeCarts([line('a', 3)], [line('a', 7)]).items[0]?.quantity).toBe(7);
  });

  it('keeps the price and date of the most recent addition', () => {
    const saved = line('a', 3, 900, '2026-01-01T00:00:00.000Z');
    const guest = line('a', 1, 950, '2026-02-01T00:00:00.000Z');
    expect(mergeCarts([saved], [guest]).items).toEqual([{ productId: 'a', quantity: 3, addedPrice: 950, addedAt: guest.addedAt }]);
    expect(mergeCarts([guest], [saved]).items[0]?.addedPrice).toBe(950);
  });

  it('is idempotent: merging the same guest cart again changes nothing', () => {
    const saved = [line('a', 3), line('b', 1)];
    const guest = [line('b', 4), line('c', 2)];
    const once = mergeCarts(saved, guest).items;
    expect(mergeCarts(once, guest).items).toEqual(once);
    expect(mergeCarts(once, once).items).toEqual(once);
  });

  it('with an empty side, returns the other cart unchanged', () => {
    const cart = [line('a', 3), line('b', 1)];
    expect(mergeCarts(cart, []).items).toEqual(cart);
    expect(mergeCarts([], cart).items).toEqual(cart);
  });

  it('reports, rather than drops, products beyond the 100-line limit', () => {
    const saved = Array.from({ length: 99 }, (_, i) => line(`s${i}`, 1));
    const { items, overflow } = mergeCarts(saved, [line('g1', 1), line('g2', 1), line('s0', 5)]);
    expect(items).toHaveLength(MAX_CART_LINES);
    expect(items.find((item) => item.productId === 's0')?.quantity).toBe(5);
    expect(overflow.map((item) => item.productId)).toEqual(['g2']);
  });

  it('ignores malformed stored lines', () => {
    const junk = [{ productId: 'a' }, { productId: 'b', quantity: 0, addedPrice: 1, addedAt: 'x' }, null, line('ok', 1), line('ok', 9)];
    expect(mergeCarts(junk as CartItem[], []).items).toEqual([line('ok', 1)]);
  });
});

describe('cart changes', () => {
  it('adding a product again raises its quantity and records the price seen now', () => {
    const items = addCartItem([line('a', 2, 900)], { productId: 'a', quantity: 3, price: 950 }, '2026-03-01T00:00:00.000Z');
    expect(items).toEqual([{ productId: 'a', quantity: 5, addedPrice: 950, addedAt: '2026-03-01T00:00:00.000Z' }]);
  });

  it('a quantity below 1 removes the line', () => {
    expect(setCartItemQuantity([line('a', 2), line('b', 1)], 'a', 0)).toEqual([line('b', 1)]);
    expect(setCartItemQuantity([line('a', 2)], 'a', 6)).toEqual([line('a', 6)]);
  });

  it('cleans stored data: one line per product, capped quantities', () => {
    expect(cleanCartItems('nonsense')).toEqual([]);
    expect(cleanCartItems([line('a', 50_000)])[0]?.quantity).toBe(10_000);
  });
});
