// Where to go after signing in: only a path on this site is honoured (never another origin, a
// protocol-relative URL or a scheme), so a crafted link cannot send people elsewhere. The one check
// used by the sign-in pages' loader (the server's 302 for someone already signed in) and by the
// forms in the browser after signing in.
import { redirect } from 'shared-router';
import type { RouteModule } from 'shared-data';

export const DEFAULT_AFTER_LOGIN = '/account';

const BASE = 'https://shop.invalid';
const SIGN_IN_PAGES = ['/login', '/register', '/forgot-password'];
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F\\]/;
/** More levels of percent-encoding than this are refused rather than unwrapped further. */
const MAX_DECODE_DEPTH = 4;

/** A path that, read by a browser or a router against this site, stays on this site: it begins with
 *  exactly one `/`, and neither its normalised form nor any percent-decoded form of it becomes a
 *  protocol-relative (`//host`, `/\host`) or other-origin address. */
function staysOnSite(path: string): boolean {
  let current = path;
  for (let depth = 0; depth <= MAX_DECODE_DEPTH; depth += 1) {
    if (UNSAFE_CHARACTERS.test(current) || !current.startsWith('/') || current.startsWith('//')) return false;
    let url: URL;
    try {
      url = new URL(current, BASE);
    } catch {
      return false;
    }
    if (url.origin !== BASE || url.pathname.startsWith('//')) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      return false;
    }
    if (decoded === url.pathname && url.pathname === current) return true;
    current = decoded;
  }
  return false;
}

export function safeRedirectPath(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!value || value.length > 2048) return fallback;
  if (UNSAFE_CHARACTERS.test(value) || !value.startsWith('/') || value.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  // Validate the normalised result, not the raw input: `/.//evil.com` normalises to `//evil.com`.
  if (url.origin !== BASE || !staysOnSite(url.pathname)) return fallback;
  if (SIGN_IN_PAGES.includes(url.pathname)) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // The answer read once more must be itself, on this site.
  const again = new URL(result, BASE);
  if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== result) return fallback;
  return result;
}

/** Keeps the redirect target when moving between the sign-in pages. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** The loader of the sign-in pages: someone already signed in (the server knows from the session
 *  cookie) goes straight to the redirect target. */
export const redirectSignedIn: NonNullable<RouteModule['loader']> = ({ context, request }) => {
  if (context.user) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('redirect')));
  return null;
};
