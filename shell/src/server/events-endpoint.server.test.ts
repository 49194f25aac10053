import { describe, expect, it } from 'vitest';
import { eventBatchSchema } from 'shared-data';
import { BatchLimiter } from './events-endpoint.server';

describe('BatchLimiter', () => {
  it('lets each visitor send so many batches a minute, then again in the next minute', () => {
    let now = 0;
    const limiter = new BatchLimiter(2, () => now);
    expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a'), limiter.allow('b')]).toEqual([true, true, false, true]);
    now = 60_000;
    expect(limiter.allow('a')).toBe(true);
  });
});

describe('eventBatchSchema', () => {
  const batch = (events: unknown[]) => ({ sessionId: 'abcdefgh-1234', events });
  it('accepts the storefront events', () => {
    expect(eventBatchSchema.safeParse(batch([{ name: 'page_view', params: { page_path: '/', device: 'mobile' }, path: '/' }, { name: 'view_item', params: { items: [{ item_id: 'SLV-1', price: 99 }] } }])).success).toBe(true);
  });
  it.each([
    ['an unknown event', [{ name: 'login_attempt', params: {} }]],
    ['a nested object', [{ name: 'click', params: { category: { html: '<b>' } } }]],
    ['26 parameters', [{ name: 'click', params: Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`k${i}`, i])) }]],
    ['51 events', Array.from({ length: 51 }, () => ({ name: 'click', params: {} }))],
    ['an extra field', [{ name: 'click', params: {}, email: 'a@b.c' }]],
  ])('refuses %s', (_name, events) => {
    expect(eventBatchSchema.safeParse(batch(events)).success).toBe(false);
  });
});
