import { describe, expect, it } from 'vitest';
import type { DurationValue, RulesValue, SetValue, TimestampValue } from '../../src/rules/values';
import { MapValue, PathValue, parseTimestamp } from '../../src/rules/values';
import { evalExpr as ev, evalFailure as fails } from './harness';

const ts = (iso: string) => parseTimestamp(iso);

describe('arithmetic', () => {
  it('computes with 64-bit ints and reports overflow as an error', () => {
    expect(ev('2 + 3 * 4')).toBe(14n);
    expect(ev('9223372036854775806 + 1')).toBe(9223372036854775807n);
    expect(fails('9223372036854775807 + 1')).toMatch(/integer overflow/);
    expect(fails('-9223372036854775808 - 1')).toMatch(/integer overflow/);
    expect(fails('-x', { x: -9223372036854775808n })).toMatch(/integer overflow/);
    expect(fails('4611686018427387904 * 2')).toMatch(/integer overflow/);
  });

  it('truncates int division toward zero and keeps the dividend sign for %', () => {
    expect(ev('7 / 2')).toBe(3n);
    expect(ev('-7 / 2')).toBe(-3n);
    expect(ev('-7 % 3')).toBe(-1n);
    expect(ev('7 % -3')).toBe(1n);
    expect(fails('1 / 0')).toMatch(/division by zero/);
    expect(fails('1 % 0')).toMatch(/modulo by zero/);
    expect(fails('-9223372036854775808 / -1')).toMatch(/integer overflow/);
  });

  it('mixes ints and floats into floats', () => {
    expect(ev('1 + 0.5')).toBe(1.5);
    expect(ev('7.0 / 2')).toBe(3.5);
    expect(ev('-2.5')).toBe(-2.5);
  });

  it('concatenates strings and lists with +', () => {
    expect(ev("'ab' + 'cd'")).toBe('abcd');
    expect(ev('[1] + [2, 3]')).toEqual([1n, 2n, 3n]);
    expect(fails("'a' + 1")).toMatch(/cannot apply \+ to string and int/);
  });

  it('adds durations to timestamps and subtracts timestamps into durations', () => {
    const t = ts('2024-01-01T00:00:00Z');
    expect((ev("t + duration.value(1, 'h')", { t }) as TimestampValue).nanos).toBe(t.nanos + 3_600_000_000_000n);
    expect((ev("t - duration.value(1, 'd')", { t }) as TimestampValue).nanos).toBe(t.nanos - 86_400_000_000_000n);
    expect(ev("(t + duration.value(90, 's')) - t == duration.value(90, 's')", { t })).toBe(true);
    expect(ev("duration.value(1, 'm') + duration.value(30, 's') == duration.time(0, 1, 30, 0)")).toBe(true);
  });
});

describe('comparison, equality, in and is', () => {
  it('compares numbers across int and float, strings, timestamps and durations', () => {
    expect(ev('1 < 1.5 && 2 >= 2.0 && 3 > 2 && 2 <= 2')).toBe(true);
    expect(ev("'apple' < 'banana'")).toBe(true);
    expect(ev('a < b', { a: ts('2024-01-01T00:00:00Z'), b: ts('2024-01-01T00:00:00.000000001Z') })).toBe(true);
    expect(ev("duration.value(1, 's') > duration.value(999, 'ms')")).toBe(true);
    expect(fails("1 < 'a'")).toMatch(/cannot compare int with string/);
  });

  it('treats NaN as unordered and unequal to itself', () => {
    expect(ev("float('NaN') == float('NaN')")).toBe(false);
    expect(ev("float('NaN') < 1 || float('NaN') >= 1")).toBe(false);
  });

  it('compares values of different types as unequal instead of failing', () => {
    expect(ev("1 == '1'")).toBe(false);
    expect(ev('null != 0')).toBe(true);
    expect(ev("{'a': [1, {'b': true}]} == {'a': [1.0, {'b': true}]}")).toBe(true);
  });

  it('tests membership in lists, map keys and sets', () => {
    expect(ev("'b' in ['a', 'b']")).toBe(true);
    expect(ev("'x' in {'x': 1}")).toBe(true);
    expect(ev("1 in {'x': 1}.values()")).toBe(true);
    expect(ev('2 in [1, 2].toSet()')).toBe(true);
    expect(fails("'a' in 'abc'")).toMatch(/"in" needs a list, set or map/);
  });

  it('tests types with is, where number covers int and float', () => {
    const vars: Record<string, RulesValue> = {
      t: ts('2024-01-01T00:00:00Z'),
      p: new PathValue(['a', 'b']),
    };
    const cases: [string, string][] = [
      ['true', 'bool'],
      ['1', 'int'],
      ['1', 'number'],
      ['1.5', 'float'],
      ['1.5', 'number'],
      ["'s'", 'string'],
      ["b'\\x01'", 'bytes'],
      ['[1]', 'list'],
      ["{'a': 1}", 'map'],
      ['[1].toSet()', 'set'],
      ['t', 'timestamp'],
      ["duration.value(1, 's')", 'duration'],
      ['latlng.value(1, 2)', 'latlng'],
      ['p', 'path'],
    ];
    for (const [expr, type] of cases) expect(ev(`${expr} is ${type}`, vars), `${expr} is ${type}`).toBe(true);
    expect(ev('1 is float')).toBe(false);
    expect(ev("'1' is number")).toBe(false);
    expect(ev('null is map')).toBe(false);
  });
});

describe('logical operators and error semantics', () => {
  const missing = 'm.missing == 1'; // a runtime error: the key does not exist
  const vars = { m: MapValue.of({}) };

  it('short-circuits', () => {
    expect(ev(`false && ${missing}`, vars)).toBe(false);
    expect(ev(`true || ${missing}`, vars)).toBe(true);
  });

  it('absorbs an error when the other side decides: error || true, error && false', () => {
    expect(ev(`${missing} || true`, vars)).toBe(true);
    expect(ev(`${missing} && false`, vars)).toBe(false);
  });

  it('propagates an error when the other side does not decide', () => {
    expect(fails(`${missing} || false`, vars)).toMatch(/property missing is undefined/);
    expect(fails(`true && ${missing}`, vars)).toMatch(/property missing is undefined/);
    expect(fails(`!(${missing})`, vars)).toMatch(/property missing is undefined/);
  });

  it('fails on non-bool operands of !, && and || and on a non-bool ternary condition', () => {
    expect(fails('!1')).toMatch(/! needs a bool/);
    expect(fails('1 && true')).toMatch(/&& needs bool operands/);
    expect(fails("'x' || false")).toMatch(/\|\| needs bool operands/);
    expect(fails('1 ? 2 : 3')).toMatch(/condition of \?: must be a bool/);
  });

  it('evaluates only the chosen branch of the ternary', () => {
    expect(ev(`true ? 1 : ${missing}`, vars)).toBe(1n);
    expect(ev(`false ? ${missing} : 'b'`, vars)).toBe('b');
  });
});

describe('member access and indexing', () => {
  const vars = { m: MapValue.of({ a: MapValue.of({ b: 'deep' }), n: null }), l: ['x', 'y', 'z'] as RulesValue };

  it('reads map fields by . and [], and fails on a missing key or on null', () => {
    expect(ev('m.a.b', vars)).toBe('deep');
    expect(ev("m['a']['b']", vars)).toBe('deep');
    expect(fails('m.nope', vars)).toMatch(/property nope is undefined/);
    expect(fails('m.n.x', vars)).toMatch(/null value/);
    expect(fails('m[1]', vars)).toMatch(/map key must be a string/);
  });

  it('indexes and slices lists and strings, failing out of range', () => {
    expect(ev('l[2]', vars)).toBe('z');
    expect(ev('l[1:3]', vars)).toEqual(['y', 'z']);
    expect(ev("'héllo'[1]")).toBe('é');
    expect(ev("'hello'[1:4]")).toBe('ell');
    expect(fails('l[3]', vars)).toMatch(/index 3 out of range/);
    expect(fails('l[-1]', vars)).toMatch(/out of range/);
    expect(fails('l[2:1]', vars)).toMatch(/out of bounds/);
  });
});

describe('string methods', () => {
  it('sizes, cases and trims', () => {
    expect(ev("'héllo'.size()")).toBe(5n);
    expect(ev("'😀'.size()")).toBe(1n);
    expect(ev("'AbC'.lower() + 'AbC'.upper()")).toBe('abcABC');
    expect(ev("'  a b  '.trim()")).toBe('a b');
  });

  it('matches the whole string with RE2 syntax', () => {
    expect(ev("'user@domain.com'.matches('.*@domain[.]com')")).toBe(true);
    expect(ev("'xuser@domain.comx'.matches('user@domain[.]com')")).toBe(false);
    expect(ev("'abc-def'.matches('^[a-z0-9]+(-[a-z0-9]+)*$')")).toBe(true);
    expect(ev("'ABC'.matches('(?i)abc')")).toBe(true);
    expect(fails("'a'.matches('(')")).toMatch(/invalid regular expression/);
  });

  it('replaces every match and splits by a regular expression', () => {
    expect(ev("'banana'.replace('a', 'o')")).toBe('bonono');
    expect(ev("'foo@test.com'.replace('.', '-')")).toBe('------------');
    expect(ev("'a/b/c'.split('/')")).toEqual(['a', 'b', 'c']);
    expect(ev("'a1b22c'.split('[0-9]+')")).toEqual(['a', 'b', 'c']);
  });

  it('encodes to UTF-8 bytes', () => {
    expect(Array.from(ev("'é'.toUtf8()") as Uint8Array)).toEqual([0xc3, 0xa9]);
  });
});

describe('list methods', () => {
  it('answers hasAll, hasAny and hasOnly', () => {
    expect(ev("['a', 'b', 'c'].hasAll(['a', 'c'])")).toBe(true);
    expect(ev("['a', 'b'].hasAll(['a', 'z'])")).toBe(false);
    expect(ev("['a', 'b'].hasAny(['z', 'b'])")).toBe(true);
    expect(ev("['a', 'b'].hasAny([])")).toBe(false);
    expect(ev("['a', 'b'].hasOnly(['a', 'b', 'c'])")).toBe(true);
    expect(ev("['a', 'd'].hasOnly(['a', 'b'])")).toBe(false);
    expect(ev('[].hasOnly([])')).toBe(true);
  });

  it('joins, concatenates, removes and converts to a set', () => {
    expect(ev("['a', 'b'].join(', ')")).toBe('a, b');
    expect(fails("['a', 1].join('')")).toMatch(/join\(\) element must be string/);
    expect(ev('[1, 2].concat([3])')).toEqual([1n, 2n, 3n]);
    expect(ev('[1, 2, 1, 3].removeAll([1])')).toEqual([2n, 3n]);
    expect((ev('[1, 1, 2].toSet()') as SetValue).items).toEqual([1n, 2n]);
    expect(ev('[1, 2, 3].size()')).toBe(3n);
  });
});

describe('map and map-diff methods', () => {
  const m = MapValue.of({ a: 1n, b: MapValue.of({ c: 'deep' }) });

  it('lists keys and values and sizes', () => {
    expect(ev('m.keys()', { m })).toEqual(['a', 'b']);
    expect(ev('m.size()', { m })).toBe(2n);
    expect(ev('m.values()[0]', { m })).toBe(1n);
  });

  it('gets with a default, also along a list of keys', () => {
    expect(ev("m.get('a', 0)", { m })).toBe(1n);
    expect(ev("m.get('z', 0)", { m })).toBe(0n);
    expect(ev("m.get(['b', 'c'], 'none')", { m })).toBe('deep');
    expect(ev("m.get(['b', 'x'], 'none')", { m })).toBe('none');
    expect(ev("m.get(['a', 'x'], 'none')", { m })).toBe('none');
  });

  it('diffs maps into added, removed, changed, unchanged and affected key sets', () => {
    const after = MapValue.of({ keep: 1n, change: 'new', add: true });
    const before = MapValue.of({ keep: 1n, change: 'old', remove: null });
    const vars = { after, before };
    const keys = (method: string) => (ev(`after.diff(before).${method}()`, vars) as SetValue).items;
    expect(keys('addedKeys')).toEqual(['add']);
    expect(keys('removedKeys')).toEqual(['remove']);
    expect(keys('changedKeys')).toEqual(['change']);
    expect(keys('unchangedKeys')).toEqual(['keep']);
    expect([...keys('affectedKeys')].sort()).toEqual(['add', 'change', 'remove']);
    expect(ev("after.diff(before).affectedKeys().hasOnly(['add', 'change', 'remove'])", vars)).toBe(true);
  });
});

describe('set methods', () => {
  it('computes union, intersection and difference and answers has*', () => {
    const items = (e: string) => [...(ev(e) as SetValue).items].sort();
    expect(items("['a', 'b'].toSet().union(['b', 'c'].toSet())")).toEqual(['a', 'b', 'c']);
    expect(items("['a', 'b'].toSet().intersection(['b', 'c'].toSet())")).toEqual(['b']);
    expect(items("['a', 'b'].toSet().difference(['b'].toSet())")).toEqual(['a']);
    expect(ev("['a', 'b'].toSet().hasAll(['a'])")).toBe(true);
    expect(ev("['a', 'b'].toSet().hasAny(['x'])")).toBe(false);
    expect(ev("['a'].toSet().hasOnly(['a', 'b'])")).toBe(true);
    expect(ev("['a', 'a', 'b'].toSet().size()")).toBe(2n);
    expect(ev("['a', 'b'].toSet() == ['b', 'a'].toSet()")).toBe(true);
  });
});

describe('timestamps and durations', () => {
  const t = ts('2024-03-10T13:45:30.123456789Z'); // a Sunday, day 70 of a leap year

  it('splits a timestamp into its UTC parts', () => {
    const parts = ['year', 'month', 'day', 'hours', 'minutes', 'seconds', 'nanos', 'dayOfWeek', 'dayOfYear'];
    expect(parts.map((p) => ev(`t.${p}()`, { t }))).toEqual([2024n, 3n, 10n, 13n, 45n, 30n, 123456789n, 7n, 70n]);
    expect(ev('t.toMillis()', { t })).toBe(1710078330123n);
  });

  it('gives the date part as a timestamp and the time part as a duration', () => {
    expect(ev('t.date() == timestamp.date(2024, 3, 10)', { t })).toBe(true);
    expect(ev('t.time() == duration.time(13, 45, 30, 123456789)', { t })).toBe(true);
  });

  it('builds timestamps from dates and epoch milliseconds, refusing impossible dates', () => {
    expect((ev('timestamp.value(1000)') as TimestampValue).nanos).toBe(1_000_000_000n);
    expect(ev('timestamp.date(1970, 1, 1) == timestamp.value(0)')).toBe(true);
    expect(fails('timestamp.date(2023, 2, 29)')).toMatch(/not a calendar date/);
  });

  it('builds durations from every unit and reads seconds and nanos', () => {
    const units: [string, bigint][] = [
      ['w', 604800n],
      ['d', 86400n],
      ['h', 3600n],
      ['m', 60n],
      ['s', 1n],
    ];
    for (const [u, s] of units) expect((ev(`duration.value(1, '${u}')`) as DurationValue).nanos).toBe(s * 1_000_000_000n);
    expect((ev("duration.value(5, 'ms')") as DurationValue).nanos).toBe(5_000_000n);
    expect((ev("duration.value(5, 'ns')") as DurationValue).nanos).toBe(5n);
    expect(ev("duration.value(1500, 'ms').seconds()")).toBe(1n);
    expect(ev("duration.value(1500, 'ms').nanos()")).toBe(500_000_000n);
    expect(ev("duration.abs(duration.value(-10, 's')) == duration.value(10, 's')")).toBe(true);
    expect(fails("duration.value(1, 'y')")).toMatch(/unknown unit "y"/);
  });
});

describe('paths, bytes and lat/lng', () => {
  it('builds paths with interpolation, indexes them and binds placeholders', () => {
    const vars = { database: '(default)', uid: 'u1' };
    expect((ev('/databases/$(database)/documents/webusers/$(uid)', vars) as PathValue).toString()).toBe('/databases/(default)/documents/webusers/u1');
    expect(ev('/a/b/c[1]')).toBe('b');
    expect(ev("path('a/b') == /a/b")).toBe(true);
    expect((ev("(/path/$(foo)/$(bar)).bind({'foo': 'something', 'bar': 'another'})") as PathValue).toString()).toBe('/path/something/another');
  });

  it('sizes and encodes bytes', () => {
    expect(ev("b'\\xFB\\xEF\\xBE'.toBase64()")).toBe('++++');
    expect(ev("b'\\x0F\\xAB'.toHexString()")).toBe('0FAB');
    expect(ev("b'abc'.size()")).toBe(3n);
    expect(ev("b'abc' == 'abc'.toUtf8()")).toBe(true);
  });

  it('reads lat/lng and measures distance in metres', () => {
    expect(ev('latlng.value(12.5, 77.5).latitude()')).toBe(12.5);
    const d = ev('latlng.value(0, 0).distance(latlng.value(0, 1))') as number;
    expect(d).toBeGreaterThan(111_000);
    expect(d).toBeLessThan(111_400);
    expect(fails('latlng.value(91, 0)')).toMatch(/out of range/);
  });
});

describe('math, conversions, hashing and debug', () => {
  it('implements the math namespace', () => {
    expect(ev('math.abs(-3)')).toBe(3n);
    expect(ev('math.abs(-1.5)')).toBe(1.5);
    expect(ev('math.ceil(2.1)')).toBe(3n);
    expect(ev('math.floor(2.7)')).toBe(2n);
    expect(ev('math.round(2.5)')).toBe(3n);
    expect(ev('math.round(2.4)')).toBe(2n);
    expect(ev('math.sqrt(2.25)')).toBe(1.5);
    expect(ev('math.pow(2, 10)')).toBe(1024);
    expect(ev("math.isNaN(float('NaN')) && !math.isNaN(1)")).toBe(true);
    expect(ev("math.isInfinite(float('Infinity')) && !math.isInfinite(1.0)")).toBe(true);
    expect(fails("math.ceil(float('Infinity'))")).toMatch(/no integer value/);
  });

  it('converts with int(), float() and string()', () => {
    expect(ev('int(2.9)')).toBe(2n);
    expect(ev('int(-2.9)')).toBe(-2n);
    expect(ev("int('42')")).toBe(42n);
    expect(fails("int('4x')")).toMatch(/not an integer/);
    expect(ev('float(3)')).toBe(3);
    expect(ev("float('2.5')")).toBe(2.5);
    expect(ev('string(true) + string(1) + string(2.0) + string(null)')).toBe('true12.0null');
    expect(fails('string([1])')).toMatch(/string\(\) cannot convert list/);
  });

  it('hashes strings and bytes into bytes', () => {
    expect(ev("hashing.sha256('abc').toHexString()")).toBe('BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD');
    expect(ev("hashing.md5('') == hashing.md5(b'')")).toBe(true);
    expect(ev("hashing.crc32('123456789').toHexString()")).toBe('CBF43926');
    expect(ev("hashing.crc32c('123456789').toHexString()")).toBe('E3069283');
  });

  it('returns the argument of debug()', () => {
    expect(ev("debug('x') == 'x'")).toBe(true);
  });
});
