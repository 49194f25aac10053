import type { AnalyticsEvents } from 'shared-data';
import { trackPurchaseOnce } from './track-purchase';

const order = {
  id: 'abc123',
  number: 'SO-2026-000007',
  total: 4800,
  items: [{ productId: 'p1', sku: 'SLV-RNG-0001', title: 'Band', price: 800, quantity: 6, lineTotal: 4800, image: null, hsnCode: '' }],
};

describe('trackPurchaseOnce', () => {
  it('sends purchase with the transaction id, value and items once per order, even after reloads', () => {
    const sent: AnalyticsEvents['purchase'][] = [];
    const track = (_name: 'purchase', params: AnalyticsEvents['purchase']) => sent.push(params);
    expect(trackPurchaseOnce(order, track)).toBe(true);
    // A reload runs the page again: the browser remembers the order was reported.
    expect(trackPurchaseOnce(order, track)).toBe(false);
    expect(sent).toEqual([
      { transaction_id: 'SO-2026-000007', currency: 'INR', value: 4800, items: [{ item_id: 'SLV-RNG-0001', item_name: 'Band', price: 800, quantity: 6 }] },
    ]);
    expect(trackPurchaseOnce({ ...order, id: 'other', number: 'SO-2026-000008' }, track)).toBe(true);
    expect(sent).toHaveLength(2);
  });
});
