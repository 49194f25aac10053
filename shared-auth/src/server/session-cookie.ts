// The ID-token session cookie. Named `__session` because Firebase Hosting forwards only that
// cookie to the rendering server. HttpOnly, SameSite=Lax, Secure outside localhost; it lives no
// longer than the token it holds. While a canary build is live, an anonymous visitor's `__session`
// holds only their build bucket instead (`b<0–99>~`, see shell/src/server/build-bucket.server.ts):
// a value of that form carries no token.
import type { IncomingMessage } from 'node:http';

export const SESSION_COOKIE = '__session';

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** `__session` holding a build bucket and no token. */
export const BUCKET_ONLY_SESSION = /^b(\d{1,2})~$/;

export function sessionTokenFrom(req: IncomingMessage): string | null {
  const value = readCookie(req.headers.cookie, SESSION_COOKIE);
  return value && !BUCKET_ONLY_SESSION.test(value) ? value : null;
}

export function isLocalOrigin(origin: string): boolean {
  const { hostname } = new URL(origin);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '::1' || hostname.endsWith('.localhost');
}

export function sessionCookieHeader(token: string, maxAgeSeconds: number, origin: string): string {
  const secure = isLocalOrigin(origin) ? '' : '; Secure';
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}${secure}`;
}

export function clearSessionCookieHeader(origin: string): string {
  const secure = isLocalOrigin(origin) ? '' : '; Secure';
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}
