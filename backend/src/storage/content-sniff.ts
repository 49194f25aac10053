// An object declared as one of the image types the shop stores (storage.rules: png, jpeg, webp,
// gif, avif, svg+xml) must begin like one. Otherwise an admin's account (or a stolen admin token)
// could put an HTML page in the media library labelled image/png: served with its declared type and
// nosniff it does not run, but anything that trusts the extension or sniffs (a download opened
// locally, a proxy, an old client) would. A table of first bytes, not a library: five of the six
// formats are a fixed signature of at most 16 bytes, and SVG, which is text, needs a check of its
// own that no magic-number library makes (file-type, for one, does not detect SVG or HTML).

import zlib from 'node:zlib';

/** How much of the content is read to decide (enough for an XML prolog, comments and a DOCTYPE). */
export const SNIFF_BYTES = 8192;

interface ImageFormat {
  /** As it appears in a message: "a PNG image". */
  label: string;
  matches(head: Buffer): boolean;
}

const latin1 = (head: Buffer, start: number, end: number): string => head.subarray(start, end).toString('latin1');
const startsWith = (head: Buffer, signature: readonly number[]): boolean => head.length >= signature.length && signature.every((byte, i) => head[i] === byte);

/** ISO-BMFF `ftyp` box whose major or a compatible brand is AVIF's (still image or sequence). */
function isAvif(head: Buffer): boolean {
  if (head.length < 16 || latin1(head, 4, 8) !== 'ftyp') return false;
  const boxSize = head.readUInt32BE(0);
  if (boxSize < 16) return false;
  const brands = [latin1(head, 8, 12)];
  for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) brands.push(latin1(head, at, at + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

const RASTER: Record<string, ImageFormat> = {
  'image/png': { label: 'a PNG image', matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  'image/jpeg': { label: 'a JPEG image', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  'image/gif': { label: 'a GIF image', matches: (h) => ['GIF87a', 'GIF89a'].includes(latin1(h, 0, 6)) },
  'image/webp': { label: 'a WebP image', matches: (h) => latin1(h, 0, 4) === 'RIFF' && latin1(h, 8, 12) === 'WEBP' },
  'image/avif': { label: 'an AVIF image', matches: isAvif },
};

const SVG_TYPE = 'image/svg+xml';

/** The markup before the root element: an XML declaration, processing instructions, comments, a DOCTYPE. */
const PROLOG = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s[^[>]*(?:\[[\s\S]*?\])?\s*>)*/i;
const HTML_ELEMENTS = new Set([
  'html',
  'head',
  'body',
  'script',
  'iframe',
  'meta',
  'title',
  'style',
  'link',
  'div',
  'span',
  'p',
  'a',
  'img',
  'form',
  'object',
  'embed',
  'frameset',
  'base',
  'table',
  'h1',
]);

function asText(head: Buffer): string {
  return head.toString('utf8').replace(/^\ufeff/, '');
}

/** The root element's name in lower case (an `svg:` style prefix removed), or null if none is in `head`. */
function rootElement(text: string): { name: string; doctype: string | null } | null {
  const prolog = PROLOG.exec(text)?.[0] ?? '';
  const root = /^<([A-Za-z][\w.-]*(?::[A-Za-z][\w.-]*)?)(?=[\s/>])/.exec(text.slice(prolog.length));
  if (!root) return null;
  const doctype = /<!DOCTYPE\s+([^\s>[]+)/i.exec(prolog)?.[1]?.toLowerCase() ?? null;
  return { name: (root[1] as string).toLowerCase().replace(/^[^:]*:/, ''), doctype };
}

function isSvg(head: Buffer): boolean {
  const root = rootElement(asText(head));
  return root !== null && root.name === 'svg' && (root.doctype === null || root.doctype === 'svg');
}

/** What the content looks like instead, for the message; null when it is nothing recognisable. */
function lookalike(head: Buffer): string | null {
  for (const format of Object.values(RASTER)) if (format.matches(head)) return format.label;
  const text = asText(head);
  if (/^\s*<!DOCTYPE\s+html/i.test(text)) return 'HTML';
  const root = rootElement(text);
  if (root === null) return null;
  if (root.name === 'svg') return 'an SVG document';
  if (HTML_ELEMENTS.has(root.name)) return 'HTML';
  return /^\s*<\?xml/i.test(text) ? 'XML' : null;
}

const ADVICE = 'Upload the image itself, with the content type of its format.';
/** A compressed head is decoded to at most this much (8 KiB of gzip can hold megabytes of nothing). */
const MAX_DECODED_HEAD = 1024 * 1024;

/**
 * The head as a browser would see it after undoing `contentEncoding` (served as Content-Encoding),
 * or null when it cannot be decoded: a gzip'ed HTML page declared as image/png is still one.
 */
function decodedHead(head: Buffer, contentEncoding: string | null | undefined): Buffer | null {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return head;
  // The head is the start of a stream: flush what it holds instead of failing at its cut end.
  const partial = { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: MAX_DECODED_HEAD };
  try {
    if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gunzipSync(head, partial);
    if (encoding === 'deflate') return zlib.inflateSync(head, partial);
    if (encoding === 'br') return zlib.brotliDecompressSync(head, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH, maxOutputLength: MAX_DECODED_HEAD });
  } catch {
    return null;
  }
  return null;
}

/**
 * Why content beginning with `head` (its first SNIFF_BYTES bytes, or all of it) is not what
 * `contentType` declares, or null when it is (or the type is not one this checks).
 */
export function contentMismatch(contentType: string | null | undefined, encodedHead: Buffer, contentEncoding?: string | null): string | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const raster = RASTER[type];
  if (raster === undefined && type !== SVG_TYPE) return null;
  const head = decodedHead(encodedHead, contentEncoding);
  if (head === null) {
    return `The object is declared as ${type} with contentEncoding "${contentEncoding}", which could not be decoded to check that it is one (gzip, deflate and br can be). ${ADVICE}`;
  }
  if (head.length === 0) return `The object is declared as ${type}, but it is empty. ${ADVICE}`;
  const seen = lookalike(head);
  if (raster !== undefined) {
    if (raster.matches(head)) return null;
    return `The object is declared as ${type}, but its first bytes are not ${raster.label}${seen ? ` (they look like ${seen})` : ''}. ${ADVICE}`;
  }
  if (isSvg(head)) return null;
  return `The object is declared as ${type}, but it is not an SVG document${seen ? ` (it looks like ${seen})` : ''}: after any XML declaration, comments and an SVG DOCTYPE, its first element must be <svg>. ${ADVICE}`;
}
