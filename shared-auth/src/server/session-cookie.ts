// The ID-token session cookie. Named `__session` because Firebase Hosting forwards only that
// cookie to the rendering server. HttpOnly, SameSite=Lax, Secure outside localhost; it lives no
// longer than the token it holds.
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

export function sessionTokenFrom(req: IncomingMessage): string | null {
  return readCookie(req.headers.cookie, SESSION_COOKIE);
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
