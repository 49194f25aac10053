import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ContentHasher } from './checksums';

describe('ContentHasher', () => {
  it('computes CRC32C (Castagnoli) and MD5 as Cloud Storage reports them', () => {
    const h = new ContentHasher();
    h.update(Buffer.from('123456789'));
    // The CRC32C check value of "123456789" is 0xE3069283.
    expect(h.digest()).toEqual({
      size: 9,
      md5Hash: createHash('md5').update('123456789').digest('base64'),
      crc32c: Buffer.from('e3069283', 'hex').toString('base64'),
    });
  });

  it('gives the same result however the content is split', () => {
    const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 31) % 256));
    const whole = new ContentHasher();
    whole.update(data);
    const pieces = new ContentHasher();
    for (let i = 0; i < data.length; i += 777) pieces.update(data.subarray(i, i + 777));
    expect(pieces.digest()).toEqual(whole.digest());
  });

  it('hashes empty content', () => {
    expect(new ContentHasher().digest()).toEqual({ size: 0, md5Hash: '1B2M2Y8AsgTpgAmY7PhCfg==', crc32c: 'AAAAAA==' });
  });
});
