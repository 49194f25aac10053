import { describe, expect, it } from 'vitest';
import { formatIst, formatIstDay, formatSlot } from './ist-formats';

describe('India-time formats', () => {
  const at = '2026-11-29T03:42:05Z'; // 9:12:05 am in India
  it('writes a moment in India time in each style, whatever the machine zone', () => {
    expect(formatIst(at, 'date')).toBe('29 Nov 2026');
    expect(formatIst(at, 'dayMonth')).toBe('29 Nov');
    expect(formatIst(at, 'dayMonthTime')).toBe('29 Nov, 9:12 am');
    expect(formatIst(at, 'dateTime')).toBe('29 Nov 2026, 9:12 am');
    expect(formatIst(at, 'clock')).toBe('09:12:05 am');
    // 11:00 pm UTC is the next day in India.
    expect(formatIst('2026-11-29T23:00:00Z', 'date')).toBe('30 Nov 2026');
    expect(formatIst(null, 'date')).toBe('');
    expect(formatIst('not a date', 'date')).toBe('');
  });

  it('writes an Indian calendar day and a chosen slot as meant', () => {
    expect(formatIstDay('2026-11-29', 'date')).toBe('29 Nov 2026');
    expect(formatSlot('2026-12-01', '11:30')).toBe('Tuesday, 1 December 2026 at 11:30 am');
    expect(formatSlot('2026-12-01', '')).toBe('2026-12-01');
  });
});
