import { describe, expect, it } from 'vitest';
import {
  addToSalesDays,
  customerValueOf,
  dailySeries,
  indianDay,
  salesChange,
  salesDelta,
  shiftDay,
  takingsOf,
  toSalesDay,
  topProducts,
  type SalesDay,
} from './sales-daily';

const order = (total: number, items: Array<[string, string, number, number]>) => ({
  total,
  items: items.map(([productId, title, quantity, lineTotal]) => ({ productId, title, quantity, lineTotal })),
});

describe('sales per day', () => {
  it("dates an order by India's day, not UTC's", () => {
    expect(indianDay(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(indianDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });

  it('steps across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-11-25', -29)).toBe('2026-10-27');
    expect(() => shiftDay('25/11/2026', 1)).toThrow();
  });

  it('counts an order as a sale once confirmed, less its credit notes, and never once cancelled', () => {
    const items = [{ productId: 'p1', title: 'Ring', quantity: 10, lineTotal: 12_000 }];
    expect(takingsOf({ status: 'pending_confirmation', total: 12_350, items })).toEqual({ orders: 0, takings: 0, products: {} });
    expect(takingsOf({ status: 'confirmed', total: 12_350, items })).toEqual({
      orders: 1,
      takings: 12_350,
      products: { p1: { title: 'Ring', quantity: 10, takings: 12_000 } },
    });
    const returned = { status: 'returned' as const, total: 12_350, items, credited: { total: 2400, lines: { p1: { quantity: 2, amount: 2400 } } } };
    expect(takingsOf(returned)).toEqual({ orders: 1, takings: 9950, products: { p1: { title: 'Ring', quantity: 8, takings: 9600 } } });
    expect(takingsOf({ ...returned, status: 'cancelled' })).toEqual({ orders: 0, takings: 0, products: {} });
    expect(salesDelta(takingsOf({ status: 'confirmed', total: 12_350, items }), takingsOf(returned))).toEqual({
      orders: 0,
      takings: -2400,
      products: { p1: { title: 'Ring', quantity: -2, takings: -2400 } },
    });
  });

  it('counts the same orders in a customer’s order count and lifetime value', () => {
    expect(customerValueOf({ status: 'pending_confirmation', total: 500 })).toEqual({ orders: 1, value: 500 });
    expect(customerValueOf({ status: 'cancelled', total: 500 })).toEqual({ orders: 0, value: 0 });
    expect(customerValueOf({ status: 'refunded', total: 500, credited: { total: 500, lines: {} } })).toEqual({ orders: 1, value: 0 });
  });

  it('adds and takes away an order per product, to the paisa', () => {
    const days = new Map<string, SalesDay>();
    const first = order(300.3, [
      ['A', 'Anklet', 2, 200.2],
      ['B', 'Bangle', 1, 100.1],
    ]);
    addToSalesDays(days, '2026-11-20', salesChange(first));
    addToSalesDays(days, '2026-11-20', salesChange(order(0.2, [['A', 'Anklet (new)', 1, 0.2]])));
    expect(days.get('2026-11-20')).toEqual({
      day: '2026-11-20',
      orders: 2,
      takings: 300.5,
      products: { A: { title: 'Anklet', quantity: 3, takings: 200.4 }, B: { title: 'Bangle', quantity: 1, takings: 100.1 } },
    });
    addToSalesDays(days, '2026-11-20', salesChange(first, -1));
    expect(days.get('2026-11-20')).toMatchObject({ orders: 1, takings: 0.2, products: { A: { quantity: 1, takings: 0.2 }, B: { quantity: 0, takings: 0 } } });
  });

  it('fills the days without sales with zeros, oldest first', () => {
    const stored = [toSalesDay('2026-11-23', { orders: 2, takings: 5000 }), toSalesDay('2026-11-25', { orders: 1, takings: 99.99 })];
    expect(dailySeries(stored, '2026-11-22', 4)).toEqual([
      { day: '2026-11-22', orders: 0, takings: 0 },
      { day: '2026-11-23', orders: 2, takings: 5000 },
      { day: '2026-11-24', orders: 0, takings: 0 },
      { day: '2026-11-25', orders: 1, takings: 99.99 },
    ]);
  });

  it('ranks products by takings over the days, ties broken by pieces, with the newest title, leaving out what was all cancelled', () => {
    const days = [
      toSalesDay('2026-11-01', { products: { A: { title: 'Old name', quantity: 1, takings: 1000 }, C: { title: 'Chain', quantity: 1, takings: 800 } } }),
      toSalesDay('2026-11-02', {
        products: {
          A: { title: 'New name', quantity: 2, takings: 500 },
          B: { title: 'Bangle', quantity: 5, takings: 1500 },
          D: { title: 'Cancelled', quantity: 0, takings: 0 },
        },
      }),
    ];
    expect(topProducts(days, 10)).toEqual([
      { productId: 'B', title: 'Bangle', quantity: 5, takings: 1500 },
      { productId: 'A', title: 'New name', quantity: 3, takings: 1500 },
      { productId: 'C', title: 'Chain', quantity: 1, takings: 800 },
    ]);
    expect(topProducts(days, 1).map((product) => product.productId)).toEqual(['B']);
  });
});
