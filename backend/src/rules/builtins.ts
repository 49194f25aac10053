// The built-in methods of each rules type and the global namespaces (math, duration, timestamp,
// hashing, latlng) and conversion functions. The tables here are also what the compiler validates
// method and function names against, so a name is supported exactly when it is implemented here.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { fullMatch, replaceAll, splitRegex } from './regex';
import {
  DurationValue,
  INT64_MAX,
  INT64_MIN,
  LatLngValue,
  MapDiffValue,
  MapValue,
  PartialMapValue,
  PathValue,
  RulesRuntimeError,
  RulesUnprovable,
  SetValue,
  TimestampValue,
  checkedInt,
  describe,
  formatFloat,
  typeOf,
  valuesEqual,
  type RulesValue,
  type TypeName,
} from './values';

type Impl = (self: RulesValue, args: RulesValue[]) => RulesValue;
interface MethodSpec {
  arity: number;
  call: Impl;
}
type FnSpec = { arity: number; call: (args: RulesValue[]) => RulesValue };

const NANOS = 1_000_000_000n;

// ---- argument checks -------------------------------------------------------------------------

function fail(message: string): never {
  throw new RulesRuntimeError(message);
}
function want<T extends RulesValue>(v: RulesValue, type: TypeName, what: string): T {
  if (typeOf(v) !== type) fail(`${what} must be ${type}, got ${typeOf(v)} ${describe(v)}`);
  return v as T;
}
const str = (v: RulesValue, what: string) => want<string>(v, 'string', what);
const int = (v: RulesValue, what: string) => want<bigint>(v, 'int', what);
function num(v: RulesValue, what: string): bigint | number {
  const t = typeOf(v);
  if (t !== 'int' && t !== 'float') fail(`${what} must be a number, got ${t}`);
  return v as bigint | number;
}
function listOrSet(v: RulesValue, what: string): readonly RulesValue[] {
  if (Array.isArray(v)) return v;
  if (v instanceof SetValue) return v.items;
  return fail(`${what} must be a list or set, got ${typeOf(v)}`);
}
const contains = (items: readonly RulesValue[], x: RulesValue) => items.some((i) => valuesEqual(i, x));

function codePoints(s: string): string[] {
  return Array.from(s);
}

// ---- timestamps and durations ----------------------------------------------------------------

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}
function utcParts(t: TimestampValue) {
  const seconds = floorDiv(t.nanos, NANOS);
  const d = new Date(Number(seconds) * 1000);
  return { d, seconds, subNanos: t.nanos - seconds * NANOS };
}
function dayStartNanos(t: TimestampValue): bigint {
  return floorDiv(t.nanos, 86_400n * NANOS) * 86_400n * NANOS;
}

export function timestampFromDate(year: bigint, month: bigint, day: bigint): TimestampValue {
  if (year < 1n || year > 9999n || month < 1n || month > 12n || day < 1n || day > 31n) fail('timestamp.date() arguments out of range');
  const d = new Date(0);
  d.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  if (d.getUTCMonth() !== Number(month) - 1) fail(`timestamp.date(${year}, ${month}, ${day}) is not a calendar date`);
  return new TimestampValue(BigInt(d.getTime()) * 1_000_000n);
}

const DURATION_UNITS: Record<string, bigint> = {
  w: 7n * 86_400n * NANOS,
  d: 86_400n * NANOS,
  h: 3_600n * NANOS,
  m: 60n * NANOS,
  s: NANOS,
  ms: 1_000_000n,
  ns: 1n,
};

// ---- hashing ---------------------------------------------------------------------------------

function bytesOf(v: RulesValue, what: string): Uint8Array {
  if (typeof v === 'string') return new TextEncoder().encode(v);
  if (v instanceof Uint8Array) return v;
  return fail(`${what} must be bytes or string, got ${typeOf(v)}`);
}
function be32(n: number): Uint8Array {
  return Uint8Array.of((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
}
const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[i] = c >>> 0;
  }
  return table;
})();
function crc32c(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of data) c = (CRC32C_TABLE[(c ^ b) & 255] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// ---- numbers ---------------------------------------------------------------------------------

function floatToInt(f: number, what: string): bigint {
  if (!Number.isFinite(f)) fail(`${what}: ${formatFloat(f)} has no integer value`);
  const i = BigInt(Math.trunc(f));
  if (i < INT64_MIN || i > INT64_MAX) fail(`${what}: ${f} is out of the integer range`);
  return i;
}

function roundHalfAwayFromZero(f: number): number {
  return f < 0 ? -Math.round(-f) : Math.round(f);
}

// ---- methods by receiver type ----------------------------------------------------------------

const m = (arity: number, call: Impl): MethodSpec => ({ arity, call });

export const METHODS: Partial<Record<TypeName, Record<string, MethodSpec>>> = {
  string: {
    size: m(0, (s) => BigInt(codePoints(s as string).length)),
    lower: m(0, (s) => (s as string).toLowerCase()),
    upper: m(0, (s) => (s as string).toUpperCase()),
    trim: m(0, (s) => (s as string).trim()),
    matches: m(1, (s, [re]) => fullMatch(s as string, str(re as RulesValue, 'matches() pattern'))),
    replace: m(2, (s, [re, sub]) => replaceAll(s as string, str(re as RulesValue, 'replace() pattern'), str(sub as RulesValue, 'replace() substitute'))),
    split: m(1, (s, [re]) => splitRegex(s as string, str(re as RulesValue, 'split() pattern'))),
    toUtf8: m(0, (s) => new TextEncoder().encode(s as string)),
  },
  list: {
    size: m(0, (l) => BigInt((l as RulesValue[]).length)),
    concat: m(1, (l, [o]) => [...(l as RulesValue[]), ...want<RulesValue[]>(o as RulesValue, 'list', 'concat() argument')]),
    hasAll: m(1, (l, [o]) => listOrSet(o as RulesValue, 'hasAll() argument').every((x) => contains(l as RulesValue[], x))),
    hasAny: m(1, (l, [o]) => listOrSet(o as RulesValue, 'hasAny() argument').some((x) => contains(l as RulesValue[], x))),
    hasOnly: m(1, (l, [o]) => {
      const allowed = listOrSet(o as RulesValue, 'hasOnly() argument');
      return (l as RulesValue[]).every((x) => contains(allowed, x));
    }),
    join: m(1, (l, [sep]) => {
      const s = str(sep as RulesValue, 'join() separator');
      return (l as RulesValue[]).map((x) => str(x, 'join() element')).join(s);
    }),
    removeAll: m(1, (l, [o]) => {
      const remove = listOrSet(o as RulesValue, 'removeAll() argument');
      return (l as RulesValue[]).filter((x) => !contains(remove, x));
    }),
    toSet: m(0, (l) => new SetValue(l as RulesValue[])),
  },
  map: {
    size: m(0, (v) => BigInt(asMap(v, 'size()').entries.size)),
    keys: m(0, (v) => [...asMap(v, 'keys()').entries.keys()]),
    values: m(0, (v) => [...asMap(v, 'values()').entries.values()]),
    get: m(2, (v, [key, fallback]) => mapGet(v, key as RulesValue, fallback as RulesValue)),
    diff: m(1, (v, [o]) => {
      const other = o as RulesValue;
      if (other instanceof PartialMapValue) throw new RulesUnprovable(`diff() against ${other.label}`);
      return new MapDiffValue(asMap(v, 'diff()'), want<MapValue>(other, 'map', 'diff() argument'));
    }),
  },
  map_diff: {
    addedKeys: m(0, (d) => diffKeys(d as MapDiffValue, 'added')),
    removedKeys: m(0, (d) => diffKeys(d as MapDiffValue, 'removed')),
    changedKeys: m(0, (d) => diffKeys(d as MapDiffValue, 'changed')),
    unchangedKeys: m(0, (d) => diffKeys(d as MapDiffValue, 'unchanged')),
    affectedKeys: m(0, (d) => diffKeys(d as MapDiffValue, 'affected')),
  },
  set: {
    size: m(0, (s) => BigInt((s as SetValue).items.length)),
    hasAll: m(1, (s, [o]) => listOrSet(o as RulesValue, 'hasAll() argument').every((x) => (s as SetValue).has(x))),
    hasAny: m(1, (s, [o]) => listOrSet(o as RulesValue, 'hasAny() argument').some((x) => (s as SetValue).has(x))),
    hasOnly: m(1, (s, [o]) => {
      const allowed = listOrSet(o as RulesValue, 'hasOnly() argument');
      return (s as SetValue).items.every((x) => contains(allowed, x));
    }),
    union: m(1, (s, [o]) => new SetValue([...(s as SetValue).items, ...listOrSet(o as RulesValue, 'union() argument')])),
    intersection: m(1, (s, [o]) => {
      const other = listOrSet(o as RulesValue, 'intersection() argument');
      return new SetValue((s as SetValue).items.filter((x) => contains(other, x)));
    }),
    difference: m(1, (s, [o]) => {
      const other = listOrSet(o as RulesValue, 'difference() argument');
      return new SetValue((s as SetValue).items.filter((x) => !contains(other, x)));
    }),
  },
  timestamp: {
    year: m(0, (t) => BigInt(utcParts(t as TimestampValue).d.getUTCFullYear())),
    month: m(0, (t) => BigInt(utcParts(t as TimestampValue).d.getUTCMonth() + 1)),
    day: m(0, (t) => BigInt(utcParts(t as TimestampValue).d.getUTCDate())),
    hours: m(0, (t) => BigInt(utcParts(t as TimestampValue).d.getUTCHours())),
    minutes: m(0, (t) => BigInt(utcParts(t as TimestampValue).d.getUTCMinutes())),
    seconds: m(0, (t) => BigInt(utcParts(t as TimestampValue).d.getUTCSeconds())),
    nanos: m(0, (t) => utcParts(t as TimestampValue).subNanos),
    // ISO day of week: Monday is 1, Sunday is 7.
    dayOfWeek: m(0, (t) => BigInt(((utcParts(t as TimestampValue).d.getUTCDay() + 6) % 7) + 1)),
    dayOfYear: m(0, (t) => {
      const { d } = utcParts(t as TimestampValue);
      const start = new Date(0);
      start.setUTCFullYear(d.getUTCFullYear(), 0, 1);
      return BigInt(Math.floor((d.getTime() - start.getTime()) / 86_400_000) + 1);
    }),
    date: m(0, (t) => new TimestampValue(dayStartNanos(t as TimestampValue))),
    time: m(0, (t) => new DurationValue((t as TimestampValue).nanos - dayStartNanos(t as TimestampValue))),
    toMillis: m(0, (t) => floorDiv((t as TimestampValue).nanos, 1_000_000n)),
  },
  duration: {
    seconds: m(0, (d) => (d as DurationValue).nanos / NANOS),
    nanos: m(0, (d) => (d as DurationValue).nanos % NANOS),
  },
  path: {
    bind: m(1, (p, [o]) => {
      const map = want<MapValue>(o as RulesValue, 'map', 'bind() argument');
      const path = p as PathValue;
      const bindings = new Map(path.bindings);
      const segments = path.segments.map((s) => {
        if (typeof s === 'string' || !map.entries.has(s.placeholder)) return s;
        const value = map.entries.get(s.placeholder) as RulesValue;
        const text =
          typeof value === 'string' ? value : typeof value === 'bigint' ? value.toString() : fail(`bind() value for ${s.placeholder} must be a string`);
        bindings.set(s.placeholder, text);
        return text;
      });
      return new PathValue(segments, bindings);
    }),
  },
  bytes: {
    size: m(0, (b) => BigInt((b as Uint8Array).length)),
    toBase64: m(0, (b) => Buffer.from(b as Uint8Array).toString('base64')),
    toHexString: m(0, (b) =>
      Buffer.from(b as Uint8Array)
        .toString('hex')
        .toUpperCase(),
    ),
  },
  latlng: {
    latitude: m(0, (l) => (l as LatLngValue).lat),
    longitude: m(0, (l) => (l as LatLngValue).lng),
    distance: m(1, (l, [o]) => haversineMeters(l as LatLngValue, want<LatLngValue>(o as RulesValue, 'latlng', 'distance() argument'))),
  },
};

function asMap(v: RulesValue, what: string): MapValue {
  if (v instanceof PartialMapValue) throw new RulesUnprovable(`${v.label}.${what} depends on fields the query does not fix`);
  return v as MapValue;
}

function mapGet(v: RulesValue, key: RulesValue, fallback: RulesValue): RulesValue {
  const keys = Array.isArray(key) ? key.map((k) => str(k, 'get() key')) : [str(key, 'get() key')];
  let cur: RulesValue = v;
  for (const k of keys) {
    if (cur instanceof PartialMapValue) {
      cur = cur.get(k);
      continue;
    }
    if (!(cur instanceof MapValue) || !cur.entries.has(k)) return fallback;
    cur = cur.entries.get(k) as RulesValue;
  }
  return cur;
}

function diffKeys(d: MapDiffValue, which: 'added' | 'removed' | 'changed' | 'unchanged' | 'affected'): SetValue {
  const a = d.self.entries;
  const b = d.other.entries;
  const out: string[] = [];
  const wantAdded = which === 'added' || which === 'affected';
  const wantRemoved = which === 'removed' || which === 'affected';
  const wantChanged = which === 'changed' || which === 'affected';
  for (const [k, v] of a) {
    if (!b.has(k)) {
      if (wantAdded) out.push(k);
    } else if (valuesEqual(v, b.get(k) as RulesValue)) {
      if (which === 'unchanged') out.push(k);
    } else if (wantChanged) {
      out.push(k);
    }
  }
  if (wantRemoved) for (const k of b.keys()) if (!a.has(k)) out.push(k);
  return new SetValue(out);
}

function haversineMeters(a: LatLngValue, b: LatLngValue): number {
  const R = 6_371_008.8;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Calls `self.name(args)`; the receiver's type selects the method. */
export function callMethod(self: RulesValue, name: string, args: RulesValue[]): RulesValue {
  const type = typeOf(self);
  const spec = METHODS[type]?.[name];
  if (spec === undefined) fail(`${type} has no method ${name}()`);
  if (args.length !== spec.arity) fail(`${name}() takes ${spec.arity} argument(s), got ${args.length}`);
  return spec.call(self, args);
}

// ---- global functions and namespaces ---------------------------------------------------------

const f = (arity: number, call: FnSpec['call']): FnSpec => ({ arity, call });

/** Global functions that do not touch documents (those live in the evaluator). */
export const GLOBAL_FUNCTIONS: Record<string, FnSpec> = {
  int: f(1, ([v]) => {
    const x = v as RulesValue;
    if (typeof x === 'bigint') return x;
    if (typeof x === 'number') return floatToInt(x, 'int()');
    if (typeof x === 'string') {
      if (!/^[+-]?[0-9]+$/.test(x.trim())) fail(`int(): ${describe(x)} is not an integer`);
      return checkedInt(BigInt(x.trim()));
    }
    return fail(`int() cannot convert ${typeOf(x)}`);
  }),
  float: f(1, ([v]) => {
    const x = v as RulesValue;
    if (typeof x === 'number') return x;
    if (typeof x === 'bigint') return Number(x);
    if (typeof x === 'string') {
      const t = x.trim();
      if (t === 'NaN') return NaN;
      if (/^[+-]?Infinity$/.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
      if (!/^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(t)) fail(`float(): ${describe(x)} is not a number`);
      return Number(t);
    }
    return fail(`float() cannot convert ${typeOf(x)}`);
  }),
  string: f(1, ([v]) => {
    const x = v as RulesValue;
    if (x === null) return 'null';
    if (typeof x === 'boolean') return String(x);
    if (typeof x === 'bigint') return x.toString();
    if (typeof x === 'number') return formatFloat(x);
    if (typeof x === 'string') return x;
    if (x instanceof PathValue) return x.toString();
    return fail(`string() cannot convert ${typeOf(x)}`);
  }),
  path: f(
    1,
    ([v]) =>
      new PathValue(
        str(v as RulesValue, 'path() argument')
          .split('/')
          .filter((s) => s !== ''),
      ),
  ),
};

export const NAMESPACES: Record<string, Record<string, FnSpec>> = {
  math: {
    abs: f(1, ([v]) => {
      const x = num(v as RulesValue, 'math.abs()');
      return typeof x === 'bigint' ? checkedInt(x < 0n ? -x : x) : Math.abs(x);
    }),
    ceil: f(1, ([v]) => {
      const x = num(v as RulesValue, 'math.ceil()');
      return typeof x === 'bigint' ? x : floatToInt(Math.ceil(x), 'math.ceil()');
    }),
    floor: f(1, ([v]) => {
      const x = num(v as RulesValue, 'math.floor()');
      return typeof x === 'bigint' ? x : floatToInt(Math.floor(x), 'math.floor()');
    }),
    round: f(1, ([v]) => {
      const x = num(v as RulesValue, 'math.round()');
      return typeof x === 'bigint' ? x : floatToInt(roundHalfAwayFromZero(x), 'math.round()');
    }),
    sqrt: f(1, ([v]) => Math.sqrt(Number(num(v as RulesValue, 'math.sqrt()')))),
    pow: f(2, ([b, e]) => Math.pow(Number(num(b as RulesValue, 'math.pow() base')), Number(num(e as RulesValue, 'math.pow() exponent')))),
    isInfinite: f(1, ([v]) => {
      const x = num(v as RulesValue, 'math.isInfinite()');
      return typeof x === 'number' && (x === Infinity || x === -Infinity);
    }),
    isNaN: f(1, ([v]) => {
      const x = num(v as RulesValue, 'math.isNaN()');
      return typeof x === 'number' && Number.isNaN(x);
    }),
  },
  duration: {
    abs: f(1, ([d]) => {
      const x = want<DurationValue>(d as RulesValue, 'duration', 'duration.abs() argument');
      return new DurationValue(x.nanos < 0n ? -x.nanos : x.nanos);
    }),
    time: f(
      4,
      ([h, mi, s, n]) =>
        new DurationValue(
          int(h as RulesValue, 'hours') * 3_600n * NANOS +
            int(mi as RulesValue, 'minutes') * 60n * NANOS +
            int(s as RulesValue, 'seconds') * NANOS +
            int(n as RulesValue, 'nanos'),
        ),
    ),
    value: f(2, ([mag, unit]) => {
      const u = str(unit as RulesValue, 'duration unit');
      const scale = DURATION_UNITS[u];
      if (scale === undefined) fail(`duration.value(): unknown unit ${JSON.stringify(u)} (w, d, h, m, s, ms, ns)`);
      const x = num(mag as RulesValue, 'duration magnitude');
      if (typeof x === 'bigint') return new DurationValue(x * scale);
      if (!Number.isFinite(x)) fail('duration.value(): magnitude must be finite');
      return new DurationValue(BigInt(Math.round(x * Number(scale))));
    }),
  },
  timestamp: {
    date: f(3, ([y, mo, d]) => timestampFromDate(int(y as RulesValue, 'year'), int(mo as RulesValue, 'month'), int(d as RulesValue, 'day'))),
    value: f(1, ([ms]) => new TimestampValue(int(ms as RulesValue, 'timestamp.value() milliseconds') * 1_000_000n)),
  },
  hashing: {
    crc32: f(1, ([v]) => be32(crc32(bytesOf(v as RulesValue, 'hashing.crc32() argument')))),
    crc32c: f(1, ([v]) => be32(crc32c(bytesOf(v as RulesValue, 'hashing.crc32c() argument')))),
    md5: f(1, ([v]) =>
      Uint8Array.from(
        createHash('md5')
          .update(bytesOf(v as RulesValue, 'hashing.md5() argument'))
          .digest(),
      ),
    ),
    sha256: f(1, ([v]) =>
      Uint8Array.from(
        createHash('sha256')
          .update(bytesOf(v as RulesValue, 'hashing.sha256() argument'))
          .digest(),
      ),
    ),
  },
  latlng: {
    value: f(2, ([lat, lng]) => {
      const a = Number(num(lat as RulesValue, 'latitude'));
      const b = Number(num(lng as RulesValue, 'longitude'));
      if (!(a >= -90 && a <= 90) || !(b >= -180 && b <= 180)) fail(`latlng.value(${a}, ${b}) is out of range`);
      return new LatLngValue(a, b);
    }),
  },
};

/** Functions the evaluator implements itself because they read documents or report. */
export const CONTEXT_FUNCTIONS: Record<string, number> = { get: 1, exists: 1, getAfter: 1, existsAfter: 1, debug: 1 };

/** Every method name with the argument counts it accepts on some type: what the compiler allows. */
export const METHOD_ARITIES: ReadonlyMap<string, ReadonlySet<number>> = (() => {
  const out = new Map<string, Set<number>>();
  for (const table of Object.values(METHODS)) {
    for (const [name, spec] of Object.entries(table)) {
      if (!out.has(name)) out.set(name, new Set());
      (out.get(name) as Set<number>).add(spec.arity);
    }
  }
  return out;
})();
