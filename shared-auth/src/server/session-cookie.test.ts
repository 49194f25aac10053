// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { clearSessionCookieHeader, readCookie, sessionCookieHeader, sessionTokenFrom } from './session-cookie';

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

  it('holds no token when it carries only a build bucket (an anonymous visitor during a canary)', () => {
    const token = (cookie: string) => sessionTokenFrom({ headers: { cookie } } as IncomingMessage);
    expect(token('__session=b42~')).toBeNull();
    expect(token('__session=b0~')).toBeNull();
    expect(token('__session=eyJhbGciOi.eyJzdWIiOi.sig')).toBe('eyJhbGciOi.eyJzdWIiOi.sig');
    // Anything else is a token to verify (and fails verification if it is not one).
    expect(token('__session=b420~')).toBe('b420~');
  });
});
