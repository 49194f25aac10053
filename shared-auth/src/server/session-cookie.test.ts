// @vitest-environment node
import { clearSessionCookieHeader, readCookie, sessionCookieHeader } from './session-cookie';

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, scoped to the site and no older than its token', () => {
    expect(sessionCookieHeader('a.b.c', 3599.6, 'http://127.0.0.1:3000')).toBe('__session=a.b.c; Path=/; HttpOnly; SameSite=Lax; Max-Age=3599');
  });

  it('is Secure outside localhost', () => {
    expect(sessionCookieHeader('t', 60, 'https://shop.example.com')).toMatch(/; Secure$/);
    expect(clearSessionCookieHeader('https://shop.example.com')).toBe('__session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
  });

  it('is read from a Cookie header among others', () => {
    expect(readCookie('a=1; __session=x.y.z; b=2', '__session')).toBe('x.y.z');
    expect(readCookie('a=1', '__session')).toBeNull();
    expect(readCookie(undefined, '__session')).toBeNull();
  });
});
