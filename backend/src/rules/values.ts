// Runtime values of the rules language, their conversion from Firestore REST values and JSON claims,
// equality, ordering and type names. int is a 64-bit bigint, float a JS number.
import type { Fields, Value } from '../firestore-types';

export class MapValue {
  constructor(readonly entries: ReadonlyMap<string, RulesValue>) {}
  static of(record: Record<string, RulesValue>): MapValue {
    return new MapValue(new Map(Object.entries(record)));
  }
}

/** A set: items are unique under rules equality; order is insertion order. */
export class SetValue {
  readonly items: readonly RulesValue[];
  constructor(items: readonly RulesValue[]) {
    const unique: RulesValue[] = [];
    for (const item of items) if (!unique.some((u) => valuesEqual(u, item))) unique.push(item);
    this.items = unique;
  }
  has(v: RulesValue): boolean {
    return this.items.some((u) => valuesEqual(u, v));
  }
}

/** The result of `a.diff(b)`: keys are compared from a's point of view. */
export class MapDiffValue {
  constructor(
    readonly self: MapValue,
    readonly other: MapValue,
  ) {}
}

/** Nanoseconds since the Unix epoch. */
export class TimestampValue {
  constructor(readonly nanos: bigint) {
    if (nanos < MIN_TIMESTAMP_NANOS || nanos > MAX_TIMESTAMP_NANOS) throw new RulesRuntimeError('timestamp out of range (years 1 to 9999)');
  }
}

export class DurationValue {
  constructor(readonly nanos: bigint) {
    if (nanos > MAX_DURATION_NANOS || nanos < -MAX_DURATION_NANOS) throw new RulesRuntimeError('duration out of range');
  }
}

export class LatLngValue {
  constructor(
    readonly lat: number,
    readonly lng: number,
  ) {}
}

/**
 * A path. Segments are strings, or placeholders written as `$(name)` with an unbound name that only
 * `bind()` fills; such a path cannot be used to read a document.
 */
export class PathValue {
  constructor(
    readonly segments: readonly (string | { placeholder: string })[],
    readonly bindings: ReadonlyMap<string, string> = new Map(),
  ) {}
  toString(): string {
    return '/' + this.segments.map((s) => (typeof s === 'string' ? s : `$(${s.placeholder})`)).join('/');
  }
  concrete(): string[] {
    return this.segments.map((s) => {
      if (typeof s !== 'string') throw new RulesRuntimeError(`path ${this.toString()} has an unbound segment $(${s.placeholder})`);
      return s;
    });
  }
}

/**
 * A map some of whose entries are unknown: the document a list query may return. Reading a known
 * entry gives its value; reading anything else cannot be proven for every document.
 */
export class PartialMapValue {
  constructor(
    readonly known: ReadonlyMap<string, RulesValue>,
    /** How the map is written in rules, for messages: `resource.data`. */
    readonly label: string,
  ) {}
  get(key: string): RulesValue {
    if (this.known.has(key)) return this.known.get(key) as RulesValue;
    throw new RulesUnprovable(`${this.label}.${key} is not fixed by the query's filters`);
  }
}

/** A variable whose value a list query leaves open (the document id). Reading it is unprovable. */
export class UnknownValue {
  constructor(readonly description: string) {}
}

export type RulesValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | Uint8Array
  | RulesValue[]
  | MapValue
  | SetValue
  | MapDiffValue
  | TimestampValue
  | DurationValue
  | LatLngValue
  | PathValue
  | PartialMapValue
  | UnknownValue;

/** Why a condition could not be evaluated to a bool. Caught by `&&`, `||` and the engine. */
export abstract class RulesEvalFailure extends Error {}

/** A runtime error as Firestore has them: missing field, wrong type, null access, overflow... */
export class RulesRuntimeError extends RulesEvalFailure {
  override readonly name = 'RulesRuntimeError';
}

/** A list-query condition that depends on something the query does not fix. */
export class RulesUnprovable extends RulesEvalFailure {
  override readonly name = 'RulesUnprovable';
}

export const INT64_MIN = -(1n << 63n);
export const INT64_MAX = (1n << 63n) - 1n;
const NANOS = 1_000_000_000n;
const MIN_TIMESTAMP_NANOS = -62135596800n * NANOS;
const MAX_TIMESTAMP_NANOS = 253402300799n * NANOS + 999_999_999n;
const MAX_DURATION_NANOS = 315576000000n * NANOS + 999_999_999n;

export function checkedInt(v: bigint): bigint {
  if (v < INT64_MIN || v > INT64_MAX) throw new RulesRuntimeError('integer overflow');
  return v;
}

export type TypeName =
  'null' | 'bool' | 'int' | 'float' | 'string' | 'bytes' | 'list' | 'map' | 'set' | 'map_diff' | 'timestamp' | 'duration' | 'latlng' | 'path';

export function typeOf(v: RulesValue): TypeName {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
  }
  if (v instanceof Uint8Array) return 'bytes';
  if (Array.isArray(v)) return 'list';
  if (v instanceof MapValue || v instanceof PartialMapValue) return 'map';
  if (v instanceof SetValue) return 'set';
  if (v instanceof MapDiffValue) return 'map_diff';
  if (v instanceof TimestampValue) return 'timestamp';
  if (v instanceof DurationValue) return 'duration';
  if (v instanceof LatLngValue) return 'latlng';
  if (v instanceof PathValue) return 'path';
  throw new RulesUnprovable(v.description);
}

/** The names `x is <type>` accepts. */
export const TYPE_TEST_NAMES: ReadonlySet<string> = new Set([
  'bool',
  'int',
  'float',
  'number',
  'string',
  'bytes',
  'list',
  'map',
  'set',
  'timestamp',
  'duration',
  'latlng',
  'path',
]);

export function isType(v: RulesValue, name: string): boolean {
  const t = typeOf(v);
  if (name === 'number') return t === 'int' || t === 'float';
  return t === name;
}

// ---- equality and order ----------------------------------------------------------------------

function numEquals(a: bigint | number, b: bigint | number): boolean {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a === b;
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  const [i, f] = (typeof a === 'bigint' ? [a, b] : [b, a]) as [bigint, number];
  return Number.isInteger(f) && BigInt(f) === i;
}

export function valuesEqual(a: RulesValue, b: RulesValue): boolean {
  if (a instanceof UnknownValue) throw new RulesUnprovable(a.description);
  if (b instanceof UnknownValue) throw new RulesUnprovable(b.description);
  if (a instanceof PartialMapValue || b instanceof PartialMapValue) {
    const other = a instanceof PartialMapValue ? b : a;
    if (other instanceof MapValue || other instanceof PartialMapValue) {
      throw new RulesUnprovable(`comparing ${(a instanceof PartialMapValue ? a : (b as PartialMapValue)).label} as a whole`);
    }
    return false;
  }
  const ta = typeOf(a);
  const tb = typeOf(b);
  if ((ta === 'int' || ta === 'float') && (tb === 'int' || tb === 'float')) return numEquals(a as bigint | number, b as bigint | number);
  if (ta !== tb) return false;
  switch (ta) {
    case 'null':
      return true;
    case 'bool':
    case 'string':
      return a === b;
    case 'bytes':
      return bytesEqual(a as Uint8Array, b as Uint8Array);
    case 'list': {
      const la = a as RulesValue[];
      const lb = b as RulesValue[];
      return la.length === lb.length && la.every((x, i) => valuesEqual(x, lb[i] as RulesValue));
    }
    case 'map': {
      const ma = (a as MapValue).entries;
      const mb = (b as MapValue).entries;
      if (ma.size !== mb.size) return false;
      for (const [k, v] of ma) {
        if (!mb.has(k) || !valuesEqual(v, mb.get(k) as RulesValue)) return false;
      }
      return true;
    }
    case 'set': {
      const sa = a as SetValue;
      const sb = b as SetValue;
      return sa.items.length === sb.items.length && sa.items.every((x) => sb.has(x));
    }
    case 'map_diff': {
      const da = a as MapDiffValue;
      const db = b as MapDiffValue;
      return valuesEqual(da.self, db.self) && valuesEqual(da.other, db.other);
    }
    case 'timestamp':
      return (a as TimestampValue).nanos === (b as TimestampValue).nanos;
    case 'duration':
      return (a as DurationValue).nanos === (b as DurationValue).nanos;
    case 'latlng':
      return (a as LatLngValue).lat === (b as LatLngValue).lat && (a as LatLngValue).lng === (b as LatLngValue).lng;
    case 'path': {
      const pa = (a as PathValue).segments;
      const pb = (b as PathValue).segments;
      return (
        pa.length === pb.length &&
        pa.every((s, i) => {
          const o = pb[i];
          return typeof s === 'string' ? s === o : typeof o !== 'string' && o?.placeholder === s.placeholder;
        })
      );
    }
    default:
      return false;
  }
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Code point order, which is also UTF-8 byte order (JS `<` compares UTF-16 units). */
export function compareStrings(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  while (true) {
    const x = ia.next();
    const y = ib.next();
    if (x.done === true) return y.done === true ? 0 : -1;
    if (y.done === true) return 1;
    const cx = x.value.codePointAt(0) as number;
    const cy = y.value.codePointAt(0) as number;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

function compareNumbers(a: bigint | number, b: bigint | number): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return cmpBig(a, b);
  if ((typeof a === 'number' && Number.isNaN(a)) || (typeof b === 'number' && Number.isNaN(b))) return NaN;
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  // Mixed int and float: exact, without rounding the int to a double.
  const [i, f, sign] = typeof a === 'bigint' ? [a, b as number, 1] : [b as bigint, a, -1];
  let r: number;
  if (f === Infinity) r = -1;
  else if (f === -Infinity) r = 1;
  else {
    const floor = Math.floor(f);
    r = cmpBig(i, BigInt(floor));
    if (r === 0 && f > floor) r = -1;
  }
  return r * sign;
}

/** -1, 0, 1, or NaN when unordered (a NaN operand). Throws for types that have no order. */
export function compareValues(a: RulesValue, b: RulesValue): number {
  const ta = typeOf(a);
  const tb = typeOf(b);
  if ((ta === 'int' || ta === 'float') && (tb === 'int' || tb === 'float')) return compareNumbers(a as bigint | number, b as bigint | number);
  if (ta === tb) {
    switch (ta) {
      case 'string':
        return compareStrings(a as string, b as string);
      case 'timestamp':
        return cmpBig((a as TimestampValue).nanos, (b as TimestampValue).nanos);
      case 'duration':
        return cmpBig((a as DurationValue).nanos, (b as DurationValue).nanos);
      case 'bytes': {
        const x = a as Uint8Array;
        const y = b as Uint8Array;
        for (let i = 0; i < Math.min(x.length, y.length); i++) {
          if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number) ? -1 : 1;
        }
        return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
      }
      case 'bool':
        return a === b ? 0 : a === false ? -1 : 1;
    }
  }
  throw new RulesRuntimeError(`cannot compare ${ta} with ${tb}`);
}

function cmpBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---- conversion from Firestore ---------------------------------------------------------------

export function fromFirestoreValue(v: Value): RulesValue {
  if ('nullValue' in v) return null;
  if ('booleanValue' in v) return v.booleanValue;
  if ('integerValue' in v) return checkedInt(BigInt(v.integerValue));
  if ('doubleValue' in v) return parseDouble(v.doubleValue);
  if ('timestampValue' in v) return parseTimestamp(v.timestampValue);
  if ('stringValue' in v) return v.stringValue;
  if ('bytesValue' in v) return Uint8Array.from(Buffer.from(v.bytesValue, 'base64'));
  if ('referenceValue' in v) return referenceToPath(v.referenceValue);
  if ('geoPointValue' in v) return new LatLngValue(v.geoPointValue.latitude ?? 0, v.geoPointValue.longitude ?? 0);
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(fromFirestoreValue);
  if ('mapValue' in v) return fromFirestoreFields(v.mapValue.fields ?? {});
  throw new Error(`unknown Firestore value ${JSON.stringify(v)}`);
}

export function fromFirestoreFields(fields: Fields): MapValue {
  return new MapValue(new Map(Object.entries(fields).map(([k, v]) => [k, fromFirestoreValue(v)])));
}

function parseDouble(d: number | string): number {
  if (typeof d === 'number') return d;
  if (d === 'NaN') return NaN;
  if (d === 'Infinity') return Infinity;
  if (d === '-Infinity') return -Infinity;
  const n = Number(d);
  if (Number.isNaN(n)) throw new Error(`bad doubleValue ${d}`);
  return n;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

export function parseTimestamp(t: string | { seconds?: string | number; nanos?: number }): TimestampValue {
  if (typeof t !== 'string') return new TimestampValue(BigInt(t.seconds ?? 0) * NANOS + BigInt(t.nanos ?? 0));
  const m = RFC3339.exec(t);
  if (m === null) throw new Error(`bad timestamp ${t}`);
  const [, y, mo, d, h, mi, s, frac, sign, oh, om] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // Date.UTC maps years 0-99 to 1900-1999; correct for them.
  const date = new Date(ms);
  if (Number(y) < 100) date.setUTCFullYear(Number(y));
  let seconds = BigInt(Math.floor(date.getTime() / 1000));
  if (sign !== undefined) {
    const offset = BigInt(Number(oh) * 3600 + Number(om) * 60);
    seconds = sign === '+' ? seconds - offset : seconds + offset;
  }
  const nanos = BigInt((frac ?? '').padEnd(9, '0') || '0');
  return new TimestampValue(seconds * NANOS + nanos);
}

export function timestampFromDate(d: Date): TimestampValue {
  return new TimestampValue(BigInt(d.getTime()) * 1_000_000n);
}

/** `projects/p/databases/d/documents/a/b` → `/databases/d/documents/a/b`. */
export function referenceToPath(ref: string): PathValue {
  const parts = ref.split('/');
  const at = parts.indexOf('databases');
  return new PathValue(at >= 0 ? parts.slice(at) : parts);
}

/** Decoded JSON (token claims) to rules values: integral numbers become ints. */
export function fromJson(v: unknown): RulesValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isSafeInteger(v) ? BigInt(v) : v;
  if (typeof v === 'bigint') return checkedInt(v);
  if (Array.isArray(v)) return v.map(fromJson);
  if (typeof v === 'object') {
    return new MapValue(new Map(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, fromJson(x)])));
  }
  throw new Error(`cannot convert ${typeof v} to a rules value`);
}

// ---- display ---------------------------------------------------------------------------------

/** A short rendering for messages. */
export function describe(v: RulesValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return formatFloat(v);
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.slice(0, 5).map(describe).join(', ')}${v.length > 5 ? ', …' : ''}]`;
  if (v instanceof MapValue) return `{${[...v.entries.keys()].slice(0, 5).join(', ')}${v.entries.size > 5 ? ', …' : ''}}`;
  if (v instanceof PathValue) return v.toString();
  if (v instanceof PartialMapValue) return v.label;
  if (v instanceof UnknownValue) return v.description;
  return typeOf(v);
}

/** `string(2.0) == "2.0"`: floats always show a fractional part or exponent. */
export function formatFloat(f: number): string {
  if (Number.isNaN(f)) return 'NaN';
  if (!Number.isFinite(f)) return f > 0 ? 'Infinity' : '-Infinity';
  const s = String(f);
  return /[.eE]/.test(s) ? s : `${s}.0`;
}
