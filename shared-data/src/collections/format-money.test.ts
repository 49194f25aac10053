import { describe, expect, it } from 'vitest';
import { formatInr, formatNumber } from './format-money';

const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const plain = new Intl.NumberFormat('en-IN');
const intlInr = (amount: number): string => (Number.isInteger(amount) ? whole.format(amount) : exact.format(amount));

// A fixed pseudo-random sequence (mulberry32), so a failure names a value that can be replayed.
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGES = [
  0,
  -0,
  1,
  -1,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  9999,
  10000,
  99999,
  100000,
  123456,
  999999,
  1000000,
  1234567,
  12345678,
  123456789,
  9999999999,
  123456789012345,
  -123456789012345,
  999999999999999,
  1e15,
  -1e15,
  1e21,
  2 ** 53,
  0.5,
  0.05,
  0.005,
  0.125,
  0.375,
  1.005,
  2.675,
  1234.5,
  1234.555,
  1234.565,
  99.995,
  999.9995,
  -0.001,
  -0.0004,
  -0.4,
  -1234.5,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  1e-7,
  -1e-7,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

function samples(): number[] {
  const next = random(20261127);
  const values = [...EDGES];
  for (let i = 0; i < 4000; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 16);
    const sign = next() < 0.2 ? -1 : 1;
    values.push(sign * Math.round(next() * magnitude)); // whole rupees
    values.push((sign * Math.round(next() * magnitude * 100)) / 100); // rupees and paise
    values.push(sign * next() * magnitude); // any double
    values.push(sign * (Math.floor(next() * magnitude) + [0.005, 0.0005, 0.5, 0.25][i % 4]!)); // near a rounding tie
  }
  return values;
}

describe('formatInr and formatNumber write what Intl.NumberFormat("en-IN") writes', () => {
  it('for money: whole rupees without decimals, paise with two', () => {
    const wrong = samples().filter((value) => formatInr(value) !== intlInr(value));
    expect(wrong.map((value) => [value, formatInr(value), intlInr(value)])).toEqual([]);
  });

  it('for plain numbers: up to three decimals', () => {
    const wrong = samples().filter((value) => formatNumber(value) !== plain.format(value));
    expect(wrong.map((value) => [value, formatNumber(value), plain.format(value)])).toEqual([]);
  });

  it('for plain numbers with a least number of decimals', () => {
    for (const min of [1, 2, 3] as const) {
      const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: min });
      const wrong = samples().filter((value) => formatNumber(value, min) !== intl.format(value));
      expect(wrong.map((value) => [min, value, formatNumber(value, min), intl.format(value)])).toEqual([]);
    }
  });

  it('groups the Indian way and keeps the sign in front of the rupee sign', () => {
    expect(formatInr(1234567)).toBe('₹12,34,567');
    expect(formatInr(750.5)).toBe('₹750.50');
    expect(formatInr(-1500)).toBe('-₹1,500');
    expect(formatNumber(1234567.891)).toBe('12,34,567.891');
    expect(formatNumber(4, 1)).toBe('4.0');
  });
});
