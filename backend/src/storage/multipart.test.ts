import { describe, expect, it } from 'vitest';
import { multipartBoundary, readMultipartUpload, type MultipartParts } from './multipart';

const LIMITS = { maxMetadataBytes: 1024, maxHeaderBytes: 256 };

/** The body the SDK's multipartUpload builds. */
function sdkBody(boundary: string, metadata: string, content: Buffer, contentType = 'image/png'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${metadata}\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
}

async function* pieces(body: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < body.length; i += size) yield body.subarray(i, i + size);
}

async function read(body: Buffer, boundary: string, pieceSize = body.length || 1) {
  const media: Buffer[] = [];
  let parts: MultipartParts | null = null;
  let mediaBeforeMetadata = false;
  await readMultipartUpload(
    pieces(body, pieceSize),
    boundary,
    LIMITS,
    (p) => {
      parts = p;
    },
    async (chunk) => {
      if (parts === null) mediaBeforeMetadata = true;
      media.push(Buffer.from(chunk));
    },
  );
  return { parts: parts as MultipartParts | null, media: Buffer.concat(media), mediaBeforeMetadata };
}

describe('multipartBoundary', () => {
  it('reads plain and quoted boundaries', () => {
    expect(multipartBoundary('multipart/related; boundary=4481296743711431')).toBe('4481296743711431');
    expect(multipartBoundary('Multipart/Related; type="application/json"; boundary="a b:c"')).toBe('a b:c');
  });

  it.each([
    undefined,
    'application/json',
    'multipart/form-data; boundary=x',
    'multipart/related',
    'multipart/related; boundary=',
    `multipart/related; boundary=${'x'.repeat(71)}`,
  ])('refuses %j', (ct) => {
    expect(() => multipartBoundary(ct)).toThrow(/boundary/);
  });
});

describe('readMultipartUpload', () => {
  // Content with the boundary text (not after a CRLF), a CRLF followed by a delimiter's beginning,
  // and bytes of every value: none of it may end the part. (The delimiter itself, CRLF--XYZ, can
  // never be in the content: RFC 2046 makes the sender pick a boundary that is not.)
  const content = Buffer.concat([Buffer.from('--XYZ\r\n--XY\r\n-'), Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256)), Buffer.from('\r\n--X')]);
  const body = sdkBody('XYZ', '{"contentType":"image/png","name":"media/a.png"}', content);

  it.each([1, 2, 7, 64, 1000, body.length])('gives metadata and the exact content whatever the piece size (%i)', async (size) => {
    const out = await read(body, 'XYZ', size);
    expect(out.parts).toEqual({ metadataText: '{"contentType":"image/png","name":"media/a.png"}', mediaContentType: 'image/png' });
    expect(out.media.equals(content)).toBe(true);
    expect(out.mediaBeforeMetadata).toBe(false);
  });

  it('reads empty content and tolerates a preamble, an epilogue and parts without headers', async () => {
    const empty = await read(Buffer.concat([Buffer.from('preamble\r\n'), sdkBody('b', '{}', Buffer.alloc(0)), Buffer.from('\r\nepilogue')]), 'b');
    expect(empty.media.length).toBe(0);
    const bare = await read(Buffer.from('--b\r\n\r\n{}\r\n--b\r\n\r\nxyz\r\n--b--'), 'b');
    expect(bare).toMatchObject({ parts: { metadataText: '{}', mediaContentType: null } });
    expect(bare.media.toString()).toBe('xyz');
  });

  it('refuses a metadata part or header over its limit', async () => {
    await expect(read(sdkBody('b', `{"a":"${'x'.repeat(2000)}"}`, Buffer.from('x')), 'b', 100)).rejects.toThrow(/metadata part is longer than 1024 bytes/);
    await expect(read(Buffer.from(`--b\r\nX-Long: ${'y'.repeat(400)}\r\n\r\n{}`), 'b', 50)).rejects.toThrow(/part header is longer than 256 bytes/);
  });

  it.each([
    ['truncated content', sdkBody('b', '{}', Buffer.from('abc')).subarray(0, -8), /closing boundary is missing/],
    ['no second part', Buffer.from('--b\r\n\r\n{}\r\n--b--'), /expected a second part/],
    ['a third part', Buffer.from('--b\r\n\r\n{}\r\n--b\r\n\r\nx\r\n--b\r\n\r\ny\r\n--b--'), /exactly two parts/],
    ['no opening boundary', Buffer.from('hello'), /ends inside its preamble/],
    ['garbage after the opening boundary', Buffer.from('--bZZ'), /expected a line break after the first boundary/],
  ])('refuses %s', async (_what, bad, message) => {
    await expect(read(bad, 'b', 3)).rejects.toThrow(message);
  });

  it('stops at once when the media handler refuses a chunk', async () => {
    const big = sdkBody('b', '{}', Buffer.alloc(10_000, 1));
    let seen = 0;
    await expect(
      readMultipartUpload(
        pieces(big, 1000),
        'b',
        LIMITS,
        () => undefined,
        async (chunk) => {
          seen += chunk.length;
          if (seen > 2500) throw new Error('too big');
        },
      ),
    ).rejects.toThrow('too big');
    expect(seen).toBeLessThan(4000);
  });
});
