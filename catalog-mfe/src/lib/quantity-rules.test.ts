import { quantityProblem } from './quantity-rules';

describe('quantityProblem', () => {
  const limits = { stock: 20, minOrderQty: 6 };

  it('accepts a whole number between the minimum order and the stock', () => {
    expect(quantityProblem('6', limits)).toBeNull();
    expect(quantityProblem(' 20 ', limits)).toBeNull();
  });

  it.each([
    ['', /whole number/],
    ['2.5', /whole number/],
    ['-3', /whole number/],
    ['0', /whole number/],
    ['5', /minimum order is 6/],
    ['21', /Only 20 in stock: add 20 or fewer/],
  ])('refuses %j', (value, message) => {
    expect(quantityProblem(value, limits)).toMatch(message);
  });

  it('counts what is already in the cart', () => {
    expect(quantityProblem('2', { ...limits, inCart: 6 })).toBeNull();
    expect(quantityProblem('15', { ...limits, inCart: 6 })).toMatch(/Only 20 in stock and 6 already in your cart: add 14 or fewer/);
    expect(quantityProblem('1', { ...limits, inCart: 20 })).toMatch(/already holds all 20/);
  });

  it('refuses any quantity of a product out of stock', () => {
    expect(quantityProblem('1', { stock: 0, minOrderQty: 1 })).toMatch(/out of stock/);
  });
});
