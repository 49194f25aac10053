// Object names and list prefixes as the server accepts them. Names never reach the file system
// (objects are stored under a hash of bucket and name), so these checks are about what Cloud
// Storage allows and what rules can match: 1-1024 bytes of UTF-8, no control characters, and
// path segments that are neither empty nor "." or "..", so `../x` or `a//b` is refused instead of
// being stored under a name that rules, URLs and tools read differently. A segment that only
// becomes "." or ".." when decoded once more (a literal `%2e%2e`, `..%2f`, `%252e`) or under
// Unicode normalisation (fullwidth `．．`) is refused too: a proxy, a download tool or a URL built
// from the name may decode it again, and would then climb out of the folder the rules allowed.
import { badRequest } from './errors';

export const MAX_NAME_BYTES = 1024;

// Control characters (C0, DEL, C1) and the backslash, which some tools take for a separator.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Decodes a percent-encoded path part or query value; malformed encoding is a 400. */
export function decodeComponent(raw: string, what: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest(`The ${what} "${raw.slice(0, 200)}" is not valid percent-encoding of UTF-8.`);
  }
}

/** Rounds of further decoding tried (no tool decodes a name more often than this). */
const DECODING_ROUNDS = 4;
const PERCENT_BYTE = /%([0-9A-Fa-f]{2})/g;

/** One more round of percent-decoding; a malformed sequence (a literal "100%") is kept as it is. */
function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(PERCENT_BYTE, (sequence, hex: string) => {
      const byte = parseInt(hex, 16);
      return byte < 0x80 ? String.fromCharCode(byte) : sequence;
    });
  }
}

/** The dot segment a path segment can be read as by something that decodes or normalises it. */
function dotReading(segment: string): '.' | '..' | null {
  let current = segment;
  for (let round = 0; round <= DECODING_ROUNDS; round++) {
    for (const part of current.normalize('NFKC').split(/[/\\]/)) if (part === '.' || part === '..') return part;
    const next = decodeOnce(current);
    if (next === current) return null;
    current = next;
  }
  return null;
}

function checkSegments(value: string, what: string): void {
  if (Buffer.byteLength(value, 'utf8') > MAX_NAME_BYTES) {
    throw badRequest(`The ${what} is longer than ${MAX_NAME_BYTES} bytes of UTF-8.`);
  }
  if (LONE_SURROGATE.test(value)) throw badRequest(`The ${what} is not valid Unicode (it has a lone surrogate).`);
  if (FORBIDDEN_CHARACTER.test(value)) throw badRequest(`The ${what} "${printable(value)}" contains a control character or a backslash.`);
  for (const segment of value.split('/')) {
    if (segment === '') throw badRequest(`The ${what} "${printable(value)}" has an empty path segment (a leading, trailing or double "/").`);
    if (segment === '.' || segment === '..') throw badRequest(`The ${what} "${printable(value)}" has a "${segment}" path segment.`);
    const reading = dotReading(segment);
    if (reading !== null) {
      throw badRequest(
        `The ${what} "${printable(value)}" has a "${printable(segment)}" path segment, which reads as "${reading}" once percent-decoded or normalised; rename the file without it.`,
      );
    }
  }
}

/** Returns the name if it is a valid object name; otherwise throws a 400 saying why. */
export function checkObjectName(name: string): string {
  if (name === '') throw badRequest('The object name is empty.');
  checkSegments(name, 'object name');
  return name;
}

/**
 * A list prefix as the SDK sends it: '' for the bucket's root, otherwise a folder ending in "/".
 * Returns the folder without its trailing slash (what rules are evaluated on).
 */
export function checkListPrefix(prefix: string): string {
  if (prefix === '') return '';
  if (!prefix.endsWith('/')) throw badRequest(`The prefix "${printable(prefix)}" must be empty or end with "/".`);
  const folder = prefix.slice(0, -1);
  checkSegments(folder, 'prefix');
  return folder;
}

function printable(value: string): string {
  const shown = value.length > 200 ? `${value.slice(0, 200)}…` : value;
  return JSON.stringify(shown).slice(1, -1);
}
