// @vitest-environment node
import { buildBucketCookie, readBuildBucket } from './build-bucket.server';

describe('the build bucket', () => {
  it('keeps a visitor’s bucket and gives a new visitor a random one to store', () => {
    expect(readBuildBucket('a=1; shop_build_bucket=42; b=2')).toEqual({ value: 42, fresh: false });
    expect(readBuildBucket('shop_build_bucket=0')).toEqual({ value: 0, fresh: false });
    expect(readBuildBucket(undefined, () => 7)).toEqual({ value: 7, fresh: true });
    // Anything else is replaced, never trusted: out of range, not a number, padded.
    for (const bad of ['shop_build_bucket=100', 'shop_build_bucket=-1', 'shop_build_bucket=x', 'shop_build_bucket=4.5', 'shop_build_bucket=']) {
      expect(readBuildBucket(bad, () => 3), bad).toEqual({ value: 3, fresh: true });
    }
    const buckets = new Set(Array.from({ length: 500 }, () => readBuildBucket(undefined).value));
    expect([...buckets].every((bucket) => Number.isInteger(bucket) && bucket >= 0 && bucket <= 99)).toBe(true);
    expect(buckets.size).toBeGreaterThan(50);
  });

  it('is an HttpOnly, SameSite=Lax cookie for 30 days, Secure beyond localhost', () => {
    expect(buildBucketCookie(42, 'http://127.0.0.1:3000')).toBe('shop_build_bucket=42; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000');
    expect(buildBucketCookie(42, 'https://shop.example')).toMatch(/; Secure$/);
  });
});
