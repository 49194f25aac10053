// A visitor's build bucket, 0–99: while a canary is live, buckets below its share get the canary,
// so each visitor stays on one build of each remote across navigations and reloads.
//
// - Signed in: a hash of their uid, the same on every device and for the whole session.
// - Anonymous: a random number kept in the `__session` cookie as `b<NN>~` (30 days), given on their
//   first page while a canary is live. `__session` because Firebase Hosting forwards only that
//   cookie to the rendering service; signing in replaces it with the ID token (and the uid's bucket).
//
// Not personal data and not for tracking: a number that only picks a build.
import { createHash, randomInt } from 'node:crypto';
import { BUCKET_ONLY_SESSION, isLocalOrigin, readCookie, SESSION_COOKIE } from 'shared-auth/server';

const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface BuildBucket {
  value: number;
  /** A new anonymous bucket: the response should store it (buildBucketCookie). */
  fresh: boolean;
}

export function uidBucket(uid: string): number {
  return createHash('sha256').update(`build-bucket:${uid}`).digest().readUInt32BE(0) % 100;
}

/** The visitor's bucket: their uid's when signed in, else the stored one, else a new random one. */
export function readBuildBucket(cookieHeader: string | undefined, uid: string | null, random: () => number = () => randomInt(100)): BuildBucket {
  if (uid) return { value: uidBucket(uid), fresh: false };
  const stored = BUCKET_ONLY_SESSION.exec(readCookie(cookieHeader, SESSION_COOKIE) ?? '');
  if (stored) return { value: Number(stored[1]), fresh: false };
  return { value: random(), fresh: true };
}

/**
 * Stores an anonymous visitor's bucket. Only when the request carried no `__session` at all: an
 * unverifiable token there (expired, say) is the browser's to replace, not ours to overwrite.
 */
export function buildBucketCookie(cookieHeader: string | undefined, bucket: BuildBucket, origin: string): string | null {
  if (!bucket.fresh || readCookie(cookieHeader, SESSION_COOKIE) !== null) return null;
  return `${SESSION_COOKIE}=b${bucket.value}~; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}${isLocalOrigin(origin) ? '' : '; Secure'}`;
}
