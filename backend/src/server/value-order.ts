// Firestore's total order of values across types, and value equality, for canonical values
// (see value-normalize.ts): null < booleans < numbers < timestamps < strings < bytes <
// references < geo points < arrays < vectors < maps. Numbers compare by numeric value across
// integers and doubles, with NaN below every other number; strings compare by UTF-8 bytes.

import type { Value } from '../firestore-types';

export const TYPE_NULL = 0;
export const TYPE_BOOLEAN = 1;
export const TYPE_NUMBER = 2;
export const TYPE_TIMESTAMP = 3;
export const TYPE_STRING = 4;
export const TYPE_BYTES = 5;
export const TYPE_REFERENCE = 6;
export const TYPE_GEOPOINT = 7;
export const TYPE_ARRAY = 8;
export const TYPE_VECTOR = 9;
export const TYPE_MAP = 10;

export function isVectorMap(fields: Record<string, Value> | undefined): boolean {
  const t = fields?.['__type__'];
  return t !== undefined && 'stringValue' in t && t.stringValue === '__vector__';
}

export function typeOrder(v: Value): number {
  if ('stringValue' in v) return TYPE_STRING;
  if ('integerValue' in v || 'doubleValue' in v) return TYPE_NUMBER;
  if ('timestampValue' in v) return TYPE_TIMESTAMP;
  if ('booleanValue' in v) return TYPE_BOOLEAN;
  if ('nullValue' in v) return TYPE_NULL;
  if ('mapValue' in v) return isVectorMap(v.mapValue.fields) ? TYPE_VECTOR : TYPE_MAP;
  if ('arrayValue' in v) return TYPE_ARRAY;
  if ('referenceValue' in v) return TYPE_REFERENCE;
  if ('bytesValue' in v) return TYPE_BYTES;
  return TYPE_GEOPOINT;
}

export function toDouble(raw: number | string): number {
  return typeof raw === 'number' ? raw : Number(raw);
}

export function isNaNValue(v: Value | undefined): boolean {
  return v !== undefined && 'doubleValue' in v && Number.isNaN(toDouble(v.doubleValue));
}

export function isNullValue(v: Value | undefined): boolean {
  return v !== undefined && 'nullValue' in v;
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Compares doubles with NaN smallest and NaN equal to NaN; -0 equals 0. */
export function compareDoubles(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareIntegerStrings(a: string, b: string): number {
  // Canonical strings up to 15 digits are exact as doubles; longer ones need BigInt.
  if (a.length < 16 && b.length < 16) return sign(Number(a) - Number(b));
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Exact comparison of an int64 (canonical string) with a double. */
function compareIntegerToDouble(i: string, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  const approx = Number(i);
  // Rounding to a double is monotonic, so a strict difference is reliable; a tie needs exactness.
  if (approx !== d) return approx < d ? -1 : 1;
  const x = BigInt(i);
  const y = BigInt(d); // d is integral here: it equals a rounded integer
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareNumbers(a: Value, b: Value): number {
  if ('integerValue' in a) {
    const ai = String(a.integerValue);
    if ('integerValue' in b) return compareIntegerStrings(ai, String(b.integerValue));
    return compareIntegerToDouble(ai, toDouble((b as { doubleValue: number | string }).doubleValue));
  }
  const ad = toDouble((a as { doubleValue: number | string }).doubleValue);
  if ('integerValue' in b) return 0 - compareIntegerToDouble(String(b.integerValue), ad);
  return compareDoubles(ad, toDouble((b as { doubleValue: number | string }).doubleValue));
}

/** Compares strings by their UTF-8 encoding (which orders by code point, unlike UTF-16 units). */
export function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    const sa = ca >= 0xd800 && ca <= 0xdfff;
    const sb = cb >= 0xd800 && cb <= 0xdfff;
    // A surrogate encodes a code point above U+FFFF, so it sorts after any BMP character.
    if (sa !== sb) return sa ? 1 : -1;
    return ca < cb ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

const NUMERIC_ID = /^__id(-?\d{1,19})__$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * The number of a numeric id ("__id42__", "__id-7__": a 64-bit integer between "__id" and "__"),
 * or null. Firestore allows these ids although they match the reserved pattern __.*__, and sorts
 * them before every other id, by their numbers.
 */
export function numericIdOf(id: string): bigint | null {
  if (!id.startsWith('__id')) return null;
  const m = NUMERIC_ID.exec(id);
  if (!m) return null;
  const n = BigInt(m[1] as string);
  return n >= INT64_MIN && n <= INT64_MAX ? n : null;
}

/** Orders collection and document ids as Firestore does: numeric ids first, then by UTF-8. */
export function compareIds(a: string, b: string): number {
  const na = numericIdOf(a);
  const nb = numericIdOf(b);
  if (na === null && nb === null) return compareUtf8(a, b);
  if (na === null) return 1;
  if (nb === null) return -1;
  return na < nb ? -1 : na > nb ? 1 : 0;
}

/** Compares slash-separated paths segment by segment. */
export function comparePathSegments(a: readonly string[], b: readonly string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareIds(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

export function compareReferences(a: string, b: string): number {
  if (a === b) return 0;
  return comparePathSegments(a.split('/'), b.split('/'));
}

export function compareBytes(a: string, b: string): number {
  if (a === b) return 0;
  return Buffer.compare(Buffer.from(a, 'base64'), Buffer.from(b, 'base64'));
}

function compareArrays(a: readonly Value[], b: readonly Value[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i] as Value, b[i] as Value);
    if (c !== 0) return c;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

export function sortedKeys(fields: Record<string, Value>): string[] {
  return Object.keys(fields).sort(compareUtf8);
}

function compareMaps(a: Record<string, Value>, b: Record<string, Value>): number {
  const ka = sortedKeys(a);
  const kb = sortedKeys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const c = compareUtf8(ka[i] as string, kb[i] as string);
    if (c !== 0) return c;
    const d = compareValues(a[ka[i] as string] as Value, b[kb[i] as string] as Value);
    if (d !== 0) return d;
  }
  return ka.length === kb.length ? 0 : ka.length < kb.length ? -1 : 1;
}

function vectorElements(v: Value): Value[] {
  const inner = 'mapValue' in v ? v.mapValue.fields?.['value'] : undefined;
  return inner && 'arrayValue' in inner ? (inner.arrayValue.values ?? []) : [];
}

/** Firestore's total order; 0 means equal for ordering (1 == 1.0, NaN == NaN). */
export function compareValues(a: Value, b: Value): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (ta) {
    case TYPE_NULL:
      return 0;
    case TYPE_BOOLEAN: {
      const x = (a as { booleanValue: boolean }).booleanValue;
      const y = (b as { booleanValue: boolean }).booleanValue;
      return x === y ? 0 : x ? 1 : -1;
    }
    case TYPE_NUMBER:
      return compareNumbers(a, b);
    case TYPE_TIMESTAMP: {
      // Canonical timestamps are fixed-width, so text order is time order.
      const x = (a as { timestampValue: string }).timestampValue;
      const y = (b as { timestampValue: string }).timestampValue;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case TYPE_STRING:
      return compareUtf8((a as { stringValue: string }).stringValue, (b as { stringValue: string }).stringValue);
    case TYPE_BYTES:
      return compareBytes((a as { bytesValue: string }).bytesValue, (b as { bytesValue: string }).bytesValue);
    case TYPE_REFERENCE:
      return compareReferences((a as { referenceValue: string }).referenceValue, (b as { referenceValue: string }).referenceValue);
    case TYPE_GEOPOINT: {
      const x = (a as { geoPointValue: { latitude?: number; longitude?: number } }).geoPointValue;
      const y = (b as { geoPointValue: { latitude?: number; longitude?: number } }).geoPointValue;
      return compareDoubles(x.latitude ?? 0, y.latitude ?? 0) || compareDoubles(x.longitude ?? 0, y.longitude ?? 0);
    }
    case TYPE_ARRAY:
      return compareArrays(
        (a as { arrayValue: { values?: Value[] } }).arrayValue.values ?? [],
        (b as { arrayValue: { values?: Value[] } }).arrayValue.values ?? [],
      );
    case TYPE_VECTOR: {
      const x = vectorElements(a);
      const y = vectorElements(b);
      return x.length !== y.length ? (x.length < y.length ? -1 : 1) : compareArrays(x, y);
    }
    default:
      return compareMaps(
        (a as { mapValue: { fields?: Record<string, Value> } }).mapValue.fields ?? {},
        (b as { mapValue: { fields?: Record<string, Value> } }).mapValue.fields ?? {},
      );
  }
}

/** Equality as query filters use it: like the ordering, except that NaN equals nothing. */
export function filterEquals(a: Value, b: Value): boolean {
  if (isNaNValue(a) || isNaNValue(b)) return false;
  return compareValues(a, b) === 0;
}

/** Equality as array transforms use it: 3 == 3.0, NaN == NaN, null == null. */
export function transformEquals(a: Value, b: Value): boolean {
  return compareValues(a, b) === 0;
}

function numberKey(v: Value): string {
  if ('integerValue' in v) return String(v.integerValue);
  const d = toDouble((v as { doubleValue: number | string }).doubleValue);
  if (Number.isNaN(d)) return 'NaN';
  if (Number.isInteger(d)) return BigInt(d).toString(); // 1.0 and 1 share a key; -0 becomes 0
  return String(d);
}

/** A string that is equal for two values exactly when compareValues says they are equal. */
export function valueKey(v: Value): string {
  switch (typeOrder(v)) {
    case TYPE_NULL:
      return 'z';
    case TYPE_BOOLEAN:
      return (v as { booleanValue: boolean }).booleanValue ? 'b1' : 'b0';
    case TYPE_NUMBER:
      return 'n' + numberKey(v);
    case TYPE_TIMESTAMP:
      return 't' + (v as { timestampValue: string }).timestampValue;
    case TYPE_STRING:
      return 's' + JSON.stringify((v as { stringValue: string }).stringValue);
    case TYPE_BYTES:
      return 'y' + Buffer.from((v as { bytesValue: string }).bytesValue, 'base64').toString('base64');
    case TYPE_REFERENCE:
      return 'r' + JSON.stringify((v as { referenceValue: string }).referenceValue);
    case TYPE_GEOPOINT: {
      const g = (v as { geoPointValue: { latitude?: number; longitude?: number } }).geoPointValue;
      return `g${(g.latitude ?? 0) + 0},${(g.longitude ?? 0) + 0}`;
    }
    case TYPE_ARRAY:
      return 'a[' + ((v as { arrayValue: { values?: Value[] } }).arrayValue.values ?? []).map(valueKey).join(',') + ']';
    default: {
      const fields = (v as { mapValue: { fields?: Record<string, Value> } }).mapValue.fields ?? {};
      return (
        'm{' +
        sortedKeys(fields)
          .map((k) => JSON.stringify(k) + ':' + valueKey(fields[k] as Value))
          .join(',') +
        '}'
      );
    }
  }
}

/** Strict structural equality of canonical values (1 and 1.0 differ): "did this write change anything". */
export function sameCanonicalValue(a: Value, b: Value): boolean {
  if ('integerValue' in a) return 'integerValue' in b && String(a.integerValue) === String(b.integerValue);
  if ('doubleValue' in a) {
    if (!('doubleValue' in b)) return false;
    const x = toDouble(a.doubleValue);
    const y = toDouble(b.doubleValue);
    return Object.is(x, y);
  }
  if ('mapValue' in a) {
    if (!('mapValue' in b)) return false;
    return sameFields(a.mapValue.fields ?? {}, b.mapValue.fields ?? {});
  }
  if ('arrayValue' in a) {
    if (!('arrayValue' in b)) return false;
    const x = a.arrayValue.values ?? [];
    const y = b.arrayValue.values ?? [];
    return x.length === y.length && x.every((e, i) => sameCanonicalValue(e, y[i] as Value));
  }
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

export function sameFields(a: Record<string, Value>, b: Record<string, Value>): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => k in b && sameCanonicalValue(a[k] as Value, b[k] as Value));
}
