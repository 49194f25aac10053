// Where to go after signing in: only a path on this site is honoured (never another origin, a
// protocol-relative URL or a scheme), so a crafted link cannot send people elsewhere.
import { redirect } from 'shared-router';
import type { RouteModule } from 'shared-data';

export const DEFAULT_AFTER_LOGIN = '/account';

export function safeRedirectPath(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!value) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  try {
    const url = new URL(value, 'https://shop.invalid');
    if (url.origin !== 'https://shop.invalid') return fallback;
    if (['/login', '/register', '/forgot-password'].includes(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
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
