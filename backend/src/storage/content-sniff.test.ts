import { describe, expect, it } from 'vitest';
import { contentMismatch, SNIFF_BYTES } from './content-sniff';

const ascii = (text: string): Buffer => Buffer.from(text, 'latin1');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ascii('\0\0\0\rIHDR')]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const GIF = ascii('GIF89a\x01\0\x01\0');
const WEBP = ascii('RIFF\x24\0\0\0WEBPVP8 ');
const ftyp = (major: string, ...compatible: string[]): Buffer => {
  const body = ascii(`ftyp${major}\0\0\0\0${compatible.join('')}`);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body]);
};
const AVIF = ftyp('avif', 'avif', 'mif1', 'miaf');
const HTML = ascii('<!doctype html><html><body><script>alert(document.domain)</script></body></html>');

describe('contentMismatch', () => {
  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/gif', GIF],
    ['image/gif', ascii('GIF87a\x01\0')],
    ['image/webp', WEBP],
    ['image/avif', AVIF],
    ['image/avif', ftyp('avis', 'avis', 'msf1')],
    ['image/avif', ftyp('mif1', 'mif1', 'avif')],
    ['IMAGE/PNG; charset=binary', PNG],
    ['image/svg+xml', ascii('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')],
    [
      'image/svg+xml',
      Buffer.from('\ufeff<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg viewBox="0 0 1 1"/>', 'utf8'),
    ],
    ['image/svg+xml', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), ascii('  <svg/>')])],
  ])('accepts %s content that is one', (type, head) => {
    expect(contentMismatch(type, head)).toBeNull();
  });

  it.each([
    ['image/png', HTML, /declared as image\/png, but its first bytes are not a PNG image \(they look like HTML\)/],
    ['image/png', JPEG, /not a PNG image \(they look like a JPEG image\)/],
    ['image/jpeg', PNG, /not a JPEG image \(they look like a PNG image\)/],
    ['image/gif', ascii('GIF90a'), /not a GIF image/],
    ['image/webp', ascii('RIFF\x24\0\0\0WAVEfmt '), /not a WebP image/],
    ['image/avif', ftyp('heic', 'mif1', 'heic'), /not an AVIF image/],
    ['image/avif', ascii('\0\0\0\x18ftypavif'), /not an AVIF image/],
    ['image/png', Buffer.alloc(0), /is empty/],
    ['image/svg+xml', HTML, /declared as image\/svg\+xml, but it is not an SVG document \(it looks like HTML\)/],
    ['image/svg+xml', ascii('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>x()</script></html>'), /not an SVG document/],
    ['image/svg+xml', ascii('<!-- a comment --><body onload="x()"></body>'), /not an SVG document/],
    ['image/svg+xml', ascii('<svgfoo/>'), /not an SVG document/],
    ['image/svg+xml', PNG, /not an SVG document/],
  ])('refuses %s content that is not one', (type, head, message) => {
    expect(contentMismatch(type, head)).toMatch(message);
  });

  it('looks through a content encoding, as the browser that is served it would', async () => {
    const { gzipSync, brotliCompressSync } = await import('node:zlib');
    expect(contentMismatch('image/png', gzipSync(HTML), 'gzip')).toMatch(/not a PNG image \(they look like HTML\)/);
    expect(contentMismatch('image/png', brotliCompressSync(HTML), 'br')).toMatch(/they look like HTML/);
    expect(contentMismatch('image/svg+xml', gzipSync(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')).subarray(0, 30), 'gzip')).toBeNull();
    expect(contentMismatch('image/png', PNG, 'compress')).toMatch(/contentEncoding "compress", which could not be decoded/);
  });

  it('says what to do about it', () => {
    expect(contentMismatch('image/png', HTML)).toMatch(/Upload the image itself, with the content type of its format\.$/);
  });

  it('checks only the image types the shop stores, and reads at most SNIFF_BYTES', () => {
    expect(contentMismatch('text/plain', HTML)).toBeNull();
    expect(contentMismatch('application/octet-stream', HTML)).toBeNull();
    expect(contentMismatch(undefined, HTML)).toBeNull();
    expect(SNIFF_BYTES).toBeGreaterThanOrEqual(1024);
  });
});
