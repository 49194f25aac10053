import { describe, expect, it } from 'vitest';
import { slimParams } from './first-party-analytics';

describe('slimParams', () => {
  it('drops the full address and keeps ten items of known fields', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ item_id: `SLV-${i}`, item_name: 'Ring', price: 10, secret: 'x' }));
    const slim = slimParams('add_to_cart', { currency: 'INR', value: 10, items, page_location: 'https://shop.example/?email=a@b.c' });
    expect(slim).not.toHaveProperty('page_location');
    expect(slim['items']).toHaveLength(10);
    expect((slim['items'] as Array<Record<string, unknown>>)[0]).toEqual({ item_id: 'SLV-0', item_name: 'Ring', price: 10 });
  });

  it('counts a list instead of sending its items', () => {
    expect(slimParams('view_item_list', { item_list_id: 'category:rings', item_list_name: 'Rings', items: [{}, {}] })).toEqual({ item_list_id: 'category:rings', item_list_name: 'Rings', item_count: 2 });
  });
});
