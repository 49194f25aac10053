import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency-key';

describe('checkout idempotency keys', () => {
  afterEach(() => window.sessionStorage.clear());

  it('reuses the key for the same order, so a retry cannot create a second order', () => {
    const first = idempotencyKeyFor('a:6|addr-1|');
    expect(first).toMatch(/^co-[0-9a-f]{32}$/);
    expect(idempotencyKeyFor('a:6|addr-1|')).toBe(first);
  });

  it('makes a new key when the order changes, and after an order was placed', () => {
    const first = idempotencyKeyFor('a:6|addr-1|');
    const changed = idempotencyKeyFor('a:7|addr-1|');
    expect(changed).not.toBe(first);
    forgetIdempotencyKey();
    expect(idempotencyKeyFor('a:7|addr-1|')).not.toBe(changed);
  });
});
