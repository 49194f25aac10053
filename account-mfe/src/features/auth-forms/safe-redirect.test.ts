import { redirectSignedIn, safeRedirectPath, withRedirect } from './safe-redirect';
import type { RemoteLoaderArgs, SessionUser } from 'shared-data';

// Inputs that, honoured naively, leave the site: protocol-relative after normalisation, encoded dots
// and slashes, backslashes (which browsers read as slashes), schemes and control characters.
const HOSTILE: string[] = [
  '//evil.com',
  '///evil.com',
  '/.//evil.com',
  '/..//evil.com',
  '/x/..//evil.com',
  '/a/b/../../..//evil.com',
  '/.././/evil.com',
  '/%2e//evil.com',
  '/%2E//evil.com',
  '/%2e%2e//evil.com',
  '/./.%2e//evil.com',
  '/./%2Fevil.com',
  '/%2F/evil.com',
  '/%2f%2fevil.com',
  '/%2F%2Fevil.com',
  '/%252F%252Fevil.com',
  '/%2e%2e%2f%2fevil.com',
  '/.//evil.com?next=/account',
  '/.//evil.com#account',
  '/\\evil.com',
  '\\\\evil.com',
  '/.\\/evil.com',
  '/%5Cevil.com',
  '/%5c%5cevil.com',
  '/./%5Cevil.com',
  '/%2e/%5Cevil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/%09/evil.com',
  '/%00/evil.com',
  '/%0d%0aSet-Cookie:x',
  '/ok\r\nSet-Cookie: x',
  ' //evil.com',
  'evil.com',
  'https://evil.com',
  'HTTPS://evil.com/account',
  'http:evil.com',
  'https:/evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%E0%A4%A',
  '/login',
  '/register?redirect=/account',
  '/x/../login',
  '/forgot-password',
];

describe('the redirect after sign-in', () => {
  it('has a table of at least 30 hostile inputs', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/account');
  });

  it.each([
    ['/account?tab=orders', '/account?tab=orders'],
    ['/product/SLV-1/ring#reviews', '/product/SLV-1/ring#reviews'],
    ['/cart', '/cart'],
    ['/search?q=a//b', '/search?q=a//b'],
    ['/search?q=%2F%2Fevil.com', '/search?q=%2F%2Fevil.com'],
    ['/account/orders/ABC123', '/account/orders/ABC123'],
    ['/a/./b', '/a/b'],
    ['/x/../cart', '/cart'],
    ['/blog/2026/a-post#comments', '/blog/2026/a-post#comments'],
    ['/category/rings?sort=price-asc&page=2', '/category/rings?sort=price-asc&page=2'],
    ['/search?q=silver%20ring', '/search?q=silver%20ring'],
  ])('keeps %j → %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([null, undefined, ''])('falls back to the account page for %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/account');
  });

  it('keeps the target when moving between the sign-in pages', () => {
    expect(withRedirect('/register', '/account?tab=orders')).toBe('/register?redirect=%2Faccount%3Ftab%3Dorders');
    expect(withRedirect('/register', null)).toBe('/register');
  });
});

describe('the sign-in pages for someone already signed in (the server answer)', () => {
  const user: SessionUser = { uid: 'u1', email: 'a@example.com', displayName: null, emailVerified: true, admin: false };
  const locationFor = (page: string, redirect: string): string | null => {
    const request = new Request(`http://127.0.0.1:3000${page}?redirect=${encodeURIComponent(redirect)}`);
    const args = { request, params: {}, context: { db: null, user, server: true, origin: 'http://127.0.0.1:3000' } } as unknown as RemoteLoaderArgs;
    try {
      redirectSignedIn(args);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get('location');
      throw thrown;
    }
    return null;
  };

  it.each(['/login', '/register'])('%s never answers with another site', (page) => {
    for (const value of HOSTILE) expect(locationFor(page, value), value).toBe('/account');
    expect(locationFor(page, '/account?tab=orders')).toBe('/account?tab=orders');
  });

  it('leaves the page to a visitor who is not signed in', () => {
    const args = {
      request: new Request('http://127.0.0.1:3000/login'),
      params: {},
      context: { db: null, user: null, server: true, origin: '' },
    } as unknown as RemoteLoaderArgs;
    expect(redirectSignedIn(args)).toBeNull();
  });
});
