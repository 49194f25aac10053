import { describe, expect, it } from 'vitest';
import { canonicalTimestamp, CommitClock, formatTimestamp, parseTimestamp } from './timestamp';

describe('parseTimestamp', () => {
  it('parses RFC 3339 strings with up to nanoseconds and offsets', () => {
    expect(parseTimestamp('1970-01-01T00:00:01Z')).toBe(1_000_000_000n);
    expect(parseTimestamp('1970-01-01T00:00:00.000000001Z')).toBe(1n);
    expect(parseTimestamp('1970-01-01T01:00:00+01:00')).toBe(0n);
    expect(parseTimestamp('1969-12-31T23:59:59.5Z')).toBe(-500_000_000n);
  });

  it('parses {seconds, nanos} with seconds as string or number', () => {
    expect(parseTimestamp({ seconds: '10', nanos: 5 })).toBe(10_000_000_005n);
    expect(parseTimestamp({ seconds: 10 })).toBe(10_000_000_000n);
  });

  it('rejects malformed or impossible dates with a message naming the value', () => {
    expect(() => parseTimestamp('2024-02-30T00:00:00Z')).toThrow(/not a valid calendar date/);
    expect(() => parseTimestamp('yesterday')).toThrow(/"yesterday" is not an RFC 3339 timestamp/);
    expect(() => parseTimestamp({ seconds: 1, nanos: 1e9 })).toThrow(/nanos/);
    expect(() => parseTimestamp({ seconds: '999999999999' })).toThrow(/out of range/);
  });
});

describe('formatTimestamp', () => {
  it('writes fixed-width microsecond strings that round-trip and sort as text', () => {
    const times = ['0001-01-01T00:00:00.000000Z', '1969-07-20T20:17:40.123456Z', '2000-02-29T12:00:00.000001Z', '9999-12-31T23:59:59.999999Z'];
    for (const t of times) expect(formatTimestamp(parseTimestamp(t))).toBe(t);
    expect([...times].sort()).toEqual(times);
  });

  it('truncates below a microsecond, towards the past', () => {
    expect(canonicalTimestamp('2024-01-01T00:00:00.123456789Z')).toBe('2024-01-01T00:00:00.123456Z');
    expect(canonicalTimestamp('1969-12-31T23:59:59.9999999Z')).toBe('1969-12-31T23:59:59.999999Z');
  });
});

describe('CommitClock', () => {
  it('hands out strictly increasing microsecond times, even past a time seen in stored data', () => {
    const clock = new CommitClock();
    const future = parseTimestamp('2999-01-01T00:00:00Z');
    clock.observe(future);
    const a = clock.next();
    const b = clock.next();
    expect(a).toBeGreaterThan(future);
    expect(b).toBeGreaterThan(a);
    expect(a % 1000n).toBe(0n);
    const read = clock.readTime();
    expect(read).toBeGreaterThanOrEqual(b);
    expect(clock.next()).toBeGreaterThan(read);
  });
});
