import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Order } from 'shared-data';
import { orderSearchOf } from '../../../lib/admin-orders';
import { ORDER_CSV_COLUMNS, ordersCsv } from './orders-csv';

const order: Order = {
  id: 'o1',
  uid: 'u1',
  email: 'priya@example.com',
  number: 'SO-2026-000042',
  items: [
    { productId: 'p1', sku: 'SLV-RNG-0001', title: 'Oxidised ring, "peacock"', price: 1250.5, quantity: 2, lineTotal: 2501, image: null, hsnCode: '' },
    { productId: 'p2', sku: 'SLV-ANK-0003', title: 'Payal, pair', price: 3400, quantity: 1, lineTotal: 3400, image: null, hsnCode: '' },
  ],
  subtotal: 5901,
  discount: null,
  shipping: 0,
  shippingState: 'charged',
  total: 5901,
  currency: 'INR',
  address: {
    fullName: '=HYPERLINK("http://evil")',
    phone: '+91 98200 00000',
    line1: '1 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
    country: 'India',
  },
  buyer: null,
  placeOfSupply: { code: '27', name: 'Maharashtra' },
  paymentPreference: '',
  payment: { status: 'unpaid', paid: 0, refunded: 0, credited: 0, due: 5901, overpaid: 0 },
  paymentLink: null,
  creditNotes: [],
  enteredBy: null,
  note: '',
  status: 'confirmed',
  statusHistory: [],
  shipment: null,
  reason: '',
  invoice: null,
  createdAt: '2026-11-20T18:45:00.000Z',
  updatedAt: null,
};

describe('ordersCsv', () => {
  it('writes one row per order line that a spreadsheet reads back field for field', () => {
    const parsed = Papa.parse<string[]>(ordersCsv([order]).replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, first, second] = parsed.data;
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
    expect(parsed.data).toHaveLength(3);
    expect(first?.slice(0, 3)).toEqual(['SO-2026-000042', '21/11/2026, 00:15', 'Confirmed']);
    expect(first?.[10]).toBe('Oxidised ring, "peacock"');
    expect(first?.slice(11, 14)).toEqual(['1250.5', '2', '2501']);
    expect(second?.[9]).toBe('SLV-ANK-0003');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const [, first] = Papa.parse<string[]>(ordersCsv([order])).data;
    expect(first?.[3]).toBe(`'=HYPERLINK("http://evil")`);
    expect(first?.[5]).toBe(`'+91 98200 00000`);
  });
});

describe('orderSearchOf', () => {
  it('tells an order number, its digits, an e-mail, a phone and a customer name apart', () => {
    const field = (f: string, value: string) => ({ kind: 'field', field: f, value });
    expect(orderSearchOf('so-2026-000042')).toEqual(field('number', 'SO-2026-000042'));
    expect(orderSearchOf('scl-2026-04321')).toEqual(field('number', 'SCL-2026-04321'));
    expect(orderSearchOf(' Priya@Example.com ')).toEqual(field('email', 'priya@example.com'));
    expect(orderSearchOf('+91 98200-00000')).toEqual(field('phoneDigits', '9820000000'));
    expect(orderSearchOf('098200 00000')).toEqual(field('phoneDigits', '9820000000'));
    // The year is India's: 20:00 IST on 31 December is still 2026; 05:00 IST on 1 January is 2027.
    const numbers = (year: number) => Array.from({ length: 5 }, (_, back) => `SO-${year - back}-000016`);
    expect(orderSearchOf('000016', new Date('2026-12-31T14:30:00Z'))).toEqual({ kind: 'numbers', values: numbers(2026) });
    expect(orderSearchOf('16', new Date('2026-12-31T23:30:00Z'))).toEqual({ kind: 'numbers', values: numbers(2027) });
    expect(orderSearchOf('Priya')).toEqual({ kind: 'customer', keyword: 'priya' });
    expect(orderSearchOf('Priya Raghunathan')).toEqual({ kind: 'customer', keyword: 'raghunathan' });
    expect(orderSearchOf('')).toBeNull();
    expect(orderSearchOf('0')).toEqual(field('number', '0'));
  });
});
