// What Cloud Storage records about content while it streams in: size, MD5 and CRC32C, the last two
// base64 encoded (CRC32C big-endian), as they appear in md5Hash and crc32c.
import { createHash, type Hash } from 'node:crypto';

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[i] = c >>> 0;
  }
  return table;
})();

export interface ContentDigest {
  size: number;
  md5Hash: string;
  crc32c: string;
}

export class ContentHasher {
  private readonly md5: Hash = createHash('md5');
  private crc = 0xffffffff;
  private bytes = 0;

  update(chunk: Uint8Array): void {
    this.md5.update(chunk);
    let c = this.crc;
    for (let i = 0; i < chunk.length; i++) c = (CRC32C_TABLE[(c ^ (chunk[i] as number)) & 255] as number) ^ (c >>> 8);
    this.crc = c;
    this.bytes += chunk.length;
  }

  get size(): number {
    return this.bytes;
  }

  /** Ends the hashing; call once. */
  digest(): ContentDigest {
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE((this.crc ^ 0xffffffff) >>> 0);
    return { size: this.bytes, md5Hash: this.md5.digest('base64'), crc32c: crc.toString('base64') };
  }
}
