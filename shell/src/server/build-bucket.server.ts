// A visitor's build bucket: a number 0–99 in a cookie, given on their first page while a canary is
// live, so that they stay on one build of each remote across navigations and reloads (buckets
// below a canary's share get the canary). Not personal data and not for tracking: a random number
// that only picks a build, kept for 30 days.
//
// Behind Firebase Hosting only the `__session` cookie reaches the rendering service; there the
// bucket has to travel inside it or the service be reached directly (issue 16's closing note).
import { randomInt } from 'node:crypto';
import { isLocalOrigin, readCookie } from 'shared-auth/server';

export const BUILD_BUCKET_COOKIE = 'shop_build_bucket';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The visitor's bucket, or a new random one (`fresh`: the response should set the cookie). */
export function readBuildBucket(cookieHeader: string | undefined, random: () => number = () => randomInt(100)): { value: number; fresh: boolean } {
  const stored = readCookie(cookieHeader, BUILD_BUCKET_COOKIE);
  if (stored !== null && /^\d{1,2}$/.test(stored)) return { value: Number(stored), fresh: false };
  return { value: random(), fresh: true };
}

export function buildBucketCookie(value: number, origin: string): string {
  return `${BUILD_BUCKET_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}${isLocalOrigin(origin) ? '' : '; Secure'}`;
}
