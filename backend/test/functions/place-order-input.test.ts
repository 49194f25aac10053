// The callable's input contract on its own: what is accepted, and every refusal's message.
import type { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { issueMessage, orderIdFor, orderNumber, orderRequestFingerprint, orderYear, parsePlaceOrderInput } from '../../functions/src/place-order';

function rejection(data: unknown): HttpsError {
  try {
    parsePlaceOrderInput(data);
  } catch (error) {
    return error as HttpsError;
  }
  throw new Error('expected the input to be rejected');
}

const valid = { items: [{ productId: 'slv-rng-0001', quantity: 6 }], addressId: 'demo-address-1', idempotencyKey: 'checkout-123456' };

describe('parsePlaceOrderInput', () => {
  it('accepts product ids with quantities, an address id, a note and a key', () => {
    expect(parsePlaceOrderInput({ ...valid, note: '  Gift wrap please ' })).toEqual({
      items: [{ productId: 'slv-rng-0001', quantity: 6 }],
      addressId: 'demo-address-1',
      address: null,
      note: 'Gift wrap please',
      idempotencyKey: 'checkout-123456',
      business: null,
      paymentPreference: null,
    });
  });

  it('takes the buyer’s business with its GSTIN normalised, and how they mean to pay', () => {
    const parsed = parsePlaceOrderInput({ ...valid, business: { businessName: '  Shree  Jewellers ', gstin: '27aabcr1234f1zs' }, paymentPreference: 'upi' });
    expect(parsed.business).toEqual({ businessName: 'Shree Jewellers', gstin: '27AABCR1234F1ZS' });
    expect(parsed.paymentPreference).toBe('upi');
    expect(parsePlaceOrderInput({ ...valid, business: { businessName: '', gstin: '' } }).business).toBeNull();
  });

  it.each([
    [{ businessName: 'Shree Jewellers', gstin: '27AABCR1234F1ZT' }, /last character does not match/],
    [{ businessName: 'Shree Jewellers', gstin: '99AABCR1234F1Z5' }, /no state's code|last character/],
    [{ businessName: '', gstin: '27AABCR1234F1ZS' }, /business’s legal name/],
  ])('refuses a business %j with a message a person can act on', (business, message) => {
    expect(() => parsePlaceOrderInput({ ...valid, business })).toThrow(message);
  });

  it('accepts an address typed at checkout instead of a saved one', () => {
    const address = {
      fullName: 'Asha Rao',
      phone: '+91 98765 43210',
      line1: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      country: 'India',
    };
    expect(parsePlaceOrderInput({ items: valid.items, address, idempotencyKey: valid.idempotencyKey }).address).toEqual(address);
  });

  it.each([
    [null, /Send an object/],
    [{ ...valid, total: 10 }, /Unexpected field\(s\) total.*prices orders itself/],
    [{ ...valid, items: [{ productId: 'slv-rng-0001', quantity: 6, price: 1 }] }, /Unexpected field\(s\) price in items\[0\]/],
    [{ ...valid, items: [] }, /no items/],
    [{ ...valid, items: [{ productId: '../x', quantity: 1 }] }, /not a product id/],
    [{ ...valid, items: [{ productId: 'a1', quantity: 0 }] }, /whole number from 1 to 10,000/],
    [{ ...valid, items: [{ productId: 'a1', quantity: 1.5 }] }, /whole number/],
    [{ ...valid, items: [{ productId: 'a1', quantity: '2' }] }, /whole number/],
    [
      {
        ...valid,
        items: [
          { productId: 'a1', quantity: 1 },
          { productId: 'a1', quantity: 2 },
        ],
      },
      /appears twice/,
    ],
    [{ items: valid.items, idempotencyKey: valid.idempotencyKey }, /either addressId or address/],
    [{ ...valid, address: { fullName: 'A' } }, /either addressId or address/],
    [
      {
        items: valid.items,
        idempotencyKey: valid.idempotencyKey,
        address: { fullName: 'A', phone: '1234567', line1: 'x', city: 'c', state: 's', postalCode: '012345', country: 'India' },
      },
      /PIN code/,
    ],
    [
      {
        items: valid.items,
        idempotencyKey: valid.idempotencyKey,
        address: { fullName: 'A', phone: '1234567', line1: 'x', city: 'c', state: 's', postalCode: '411001', country: 'India', gst: '1' },
      },
      /Unexpected field\(s\) gst in address/,
    ],
    [{ ...valid, note: 'x'.repeat(1001) }, /at most 1000/],
    [{ ...valid, idempotencyKey: 'short' }, /idempotencyKey/],
    [{ ...valid, items: Array.from({ length: 101 }, (_, i) => ({ productId: `p${i}`, quantity: 1 })) }, /at most 100/],
  ])('refuses %j with invalid-argument', (data, message) => {
    const error = rejection(data);
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(message);
  });
});

describe('order ids and numbers', () => {
  it('derives one order id per caller and key', () => {
    expect(orderIdFor('u1', 'key-12345678')).toBe(orderIdFor('u1', 'key-12345678'));
    expect(orderIdFor('u1', 'key-12345678')).not.toBe(orderIdFor('u2', 'key-12345678'));
    expect(orderIdFor('u1', 'key-12345678')).toMatch(/^[0-9a-f]{24}$/);
  });

  it('numbers orders per year in India time', () => {
    expect(orderNumber(2026, 123)).toBe('SO-2026-000123');
    // 31 Dec 2025, 20:00 UTC is already 1 Jan 2026 in India.
    expect(orderYear(new Date('2025-12-31T20:00:00Z'))).toBe(2026);
  });

  it('writes messages that name the product and say what to do', () => {
    expect(issueMessage({ reason: 'insufficient-stock', productId: 'p', title: 'Om Pendant', available: 3 })).toBe(
      'Only 3 of “Om Pendant” are left in stock; reduce the quantity to 3 or fewer.',
    );
    expect(issueMessage({ reason: 'price-changed', productId: 'p', title: 'Om Pendant', previousPrice: 1200, price: 1350 })).toMatch(
      /changed from ₹1,200 to ₹1,350/,
    );
  });
});

describe('the request an idempotency key stands for', () => {
  const fingerprint = (data: Record<string, unknown>) => orderRequestFingerprint(parsePlaceOrderInput({ ...valid, ...data }));
  const two = [
    { productId: 'slv-rng-0001', quantity: 6 },
    { productId: 'slv-ank-0002', quantity: 2 },
  ];
  const typed = {
    fullName: 'Asha Rao',
    phone: '+91 98765 43210',
    line1: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
    country: 'India',
  };

  it('is the same for the same request, whatever the line order or the key', () => {
    expect(fingerprint({ items: two })).toBe(fingerprint({ items: [...two].reverse(), idempotencyKey: 'another-key-1' }));
    expect(fingerprint({ note: ' Gift wrap ' })).toBe(fingerprint({ note: 'Gift wrap' }));
    expect(fingerprint({ addressId: undefined, address: typed })).toBe(fingerprint({ addressId: undefined, address: { ...typed, line2: '' } }));
  });

  it('differs when the lines, the address or the note differ', () => {
    const base = fingerprint({ items: two });
    expect(fingerprint({ items: [two[0]] })).not.toBe(base);
    expect(fingerprint({ items: [two[0], { ...two[1], quantity: 3 }] })).not.toBe(base);
    expect(fingerprint({ items: [two[0], { ...two[1], productId: 'slv-ank-0003' }] })).not.toBe(base);
    expect(fingerprint({ items: two, addressId: 'demo-address-2' })).not.toBe(base);
    expect(fingerprint({ items: two, note: 'Deliver after 6 pm' })).not.toBe(base);
    expect(fingerprint({ addressId: undefined, address: typed })).not.toBe(fingerprint({ addressId: undefined, address: { ...typed, city: 'Mumbai' } }));
  });
});
