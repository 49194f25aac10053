import { safeRedirectPath, withRedirect } from './safe-redirect';

describe('the redirect after sign-in', () => {
  it.each([
    ['/account?tab=orders', '/account?tab=orders'],
    ['/product/SLV-1/ring#reviews', '/product/SLV-1/ring#reviews'],
    [null, '/account'],
    ['', '/account'],
    ['https://evil.example/steal', '/account'],
    ['//evil.example', '/account'],
    ['/\\evil.example', '/account'],
    ['javascript:alert(1)', '/account'],
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
    ['/ok\r\nSet-Cookie: x', '/account'],
    ['/login?redirect=/account', '/account'],
  ])('%j → %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it('keeps the target when moving between the sign-in pages', () => {
    expect(withRedirect('/register', '/account?tab=orders')).toBe('/register?redirect=%2Faccount%3Ftab%3Dorders');
    expect(withRedirect('/register', null)).toBe('/register');
  });
});
