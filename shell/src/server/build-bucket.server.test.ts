// @vitest-environment node
import { buildBucketCookie, readBuildBucket, uidBucket } from './build-bucket.server';

describe('the build bucket', () => {
  it('keeps an anonymous visitor’s bucket from __session and gives a new visitor a random one to store', () => {
    expect(readBuildBucket('a=1; __session=b42~; b=2', null)).toEqual({ value: 42, fresh: false });
    expect(readBuildBucket('__session=b0~', null)).toEqual({ value: 0, fresh: false });
    expect(readBuildBucket(undefined, null, () => 7)).toEqual({ value: 7, fresh: true });
    // Anything else is not a bucket: out of range, not a number, or a token.
    for (const other of ['__session=b100~', '__session=b-1~', '__session=bx~', '__session=b4.5~', '__session=b~', '__session=eyJ.a.b']) {
      expect(
        readBuildBucket(other, null, () => 3),
        other,
      ).toEqual({ value: 3, fresh: true });
    }
    const buckets = new Set(Array.from({ length: 500 }, () => readBuildBucket(undefined, null).value));
    expect([...buckets].every((bucket) => Number.isInteger(bucket) && bucket >= 0 && bucket <= 99)).toBe(true);
    expect(buckets.size).toBeGreaterThan(50);
  });

  it('gives a signed-in visitor their uid’s bucket, the same on every device', () => {
    expect(readBuildBucket('__session=eyJ.a.b', 'uid-1')).toEqual({ value: uidBucket('uid-1'), fresh: false });
    expect(readBuildBucket('__session=b5~', 'uid-1').value).toBe(uidBucket('uid-1'));
    const spread = new Set(Array.from({ length: 400 }, (_, i) => uidBucket(`user-${i}`)));
    expect(spread.size).toBeGreaterThan(90);
  });

  it('is stored in __session (the one cookie Hosting forwards) only for a visitor who has none', () => {
    const fresh = { value: 42, fresh: true };
    expect(buildBucketCookie(undefined, fresh, 'http://127.0.0.1:3000')).toBe('__session=b42~; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000');
    expect(buildBucketCookie('a=1', fresh, 'https://shop.example')).toMatch(/; Secure$/);
    // An expired or foreign token is the browser's to replace; a kept bucket needs no new cookie.
    expect(buildBucketCookie('__session=eyJ.expired.token', fresh, 'http://127.0.0.1:3000')).toBeNull();
    expect(buildBucketCookie('__session=b42~', { value: 42, fresh: false }, 'http://127.0.0.1:3000')).toBeNull();
  });
});
