// A streaming reader for the one multipart shape Cloud Storage's multipart upload takes
// (`multipart/related`, RFC 2387): a JSON metadata part, then the media part, then the closing
// delimiter. The metadata is small and buffered (bounded); the media is handed on chunk by chunk as
// it arrives, holding back only enough bytes to recognise the delimiter, so an upload is never held
// in memory whole. (busboy, the usual streaming parser, reads only multipart/form-data.)
import { badRequest } from './errors';

export interface MultipartParts {
  /** The text of the first part (the metadata JSON). */
  metadataText: string;
  /** The Content-Type header of the media part, if any. */
  mediaContentType: string | null;
}

export interface MultipartLimits {
  /** Largest metadata part, in bytes. */
  maxMetadataBytes: number;
  /** Largest header block of a part. */
  maxHeaderBytes: number;
}

/** The boundary of a `multipart/related; boundary=…` Content-Type, or a 400. */
export function multipartBoundary(contentType: string | undefined): string {
  const m = contentType === undefined ? null : /^\s*multipart\/related\s*;(.*)$/i.exec(contentType);
  if (m === null) throw badRequest('A multipart upload needs Content-Type: multipart/related; boundary=…');
  const param = /(?:^|;)\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(m[1] as string);
  const boundary = param?.[1] ?? param?.[2];
  if (boundary === undefined || !/^[0-9A-Za-z'()+_,./:=? -]*[0-9A-Za-z'()+_,./:=?-]$/.test(boundary)) {
    throw badRequest('The multipart upload has no valid boundary parameter (1-70 characters of the RFC 2046 set).');
  }
  return boundary;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Reads `body` as metadata part + media part. `onMetadata` runs once the first part is complete,
 * before any media byte is handed to `onMedia` (so it can refuse the upload early).
 */
export async function readMultipartUpload(
  body: AsyncIterable<Buffer>,
  boundary: string,
  limits: MultipartLimits,
  onMetadata: (parts: MultipartParts) => void | Promise<void>,
  onMedia: (chunk: Buffer) => Promise<void>,
): Promise<void> {
  const opening = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const iterator = body[Symbol.asyncIterator]();
  let buffer: Buffer = Buffer.alloc(0);
  let ended = false;

  /** Reads more of the body into the buffer; false at the end. */
  const more = async (): Promise<boolean> => {
    if (ended) return false;
    const next = await iterator.next();
    if (next.done === true) {
      ended = true;
      return false;
    }
    buffer = buffer.length === 0 ? next.value : Buffer.concat([buffer, next.value]);
    return true;
  };
  /** Waits until `needle` is in the buffer (within `limit` bytes) and returns its offset. */
  const find = async (needle: Buffer, limit: number, what: string): Promise<number> => {
    for (;;) {
      const at = buffer.indexOf(needle);
      if (at >= 0 && at <= limit) return at;
      if (buffer.length > limit + needle.length) throw badRequest(`The multipart upload's ${what} is longer than ${limit} bytes.`);
      if (!(await more())) throw badRequest(`The multipart upload ends inside its ${what}.`);
    }
  };
  const expectAt = async (bytes: Buffer, what: string): Promise<void> => {
    while (buffer.length < bytes.length) if (!(await more())) throw badRequest(`The multipart upload ends before ${what}.`);
    if (!buffer.subarray(0, bytes.length).equals(bytes)) throw badRequest(`The multipart upload is malformed: expected ${what}.`);
    buffer = buffer.subarray(bytes.length);
  };
  const headers = async (): Promise<Record<string, string>> => {
    // A part with no headers starts with the blank line directly.
    while (buffer.length < 2) if (!(await more())) throw badRequest('The multipart upload ends inside a part header.');
    if (buffer.subarray(0, 2).equals(CRLF)) {
      buffer = buffer.subarray(2);
      return {};
    }
    const end = await find(HEADER_END, limits.maxHeaderBytes, 'part header');
    const block = buffer.subarray(0, end).toString('latin1');
    buffer = buffer.subarray(end + HEADER_END.length);
    const out: Record<string, string> = {};
    for (const line of block.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw badRequest(`The multipart upload has a malformed part header line "${line.slice(0, 100)}".`);
      out[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    return out;
  };

  // The SDK starts with the first delimiter; a short preamble is tolerated, as RFC 2046 allows.
  const first = await find(opening, limits.maxHeaderBytes, 'preamble');
  buffer = buffer.subarray(first + opening.length);
  await expectAt(CRLF, 'a line break after the first boundary');
  await headers();
  const metadataEnd = await find(delimiter, limits.maxMetadataBytes, 'metadata part');
  const metadataText = buffer.subarray(0, metadataEnd).toString('utf8');
  buffer = buffer.subarray(metadataEnd + delimiter.length);
  await expectAt(CRLF, 'a second part (the file) after the metadata');
  const mediaHeaders = await headers();
  await onMetadata({ metadataText, mediaContentType: mediaHeaders['content-type'] ?? null });

  // The media: everything up to the next delimiter, streamed.
  for (;;) {
    const at = buffer.indexOf(delimiter);
    if (at >= 0) {
      if (at > 0) await onMedia(buffer.subarray(0, at));
      buffer = buffer.subarray(at + delimiter.length);
      break;
    }
    const safe = buffer.length - (delimiter.length - 1);
    if (safe > 0) {
      await onMedia(buffer.subarray(0, safe));
      buffer = buffer.subarray(safe);
    }
    if (!(await more())) throw badRequest('The multipart upload ends inside the file part: the closing boundary is missing.');
  }
  await expectAt(Buffer.from('--'), 'the closing boundary after the file (an upload has exactly two parts)');
  // Whatever follows the closing delimiter is the epilogue, which RFC 2046 says to ignore.
  while (await more()) buffer = Buffer.alloc(0);
}
