// Timestamps as the REST protocol carries them (RFC 3339 strings or {seconds, nanos}), held as
// bigint nanoseconds since the epoch so that comparisons are exact, and stored as fixed-width
// RFC 3339 strings with microseconds (Firestore's precision) that also sort as text.

import { invalidArgument } from './errors';

const MIN_SECONDS = -62135596800n; // 0001-01-01T00:00:00Z
const MAX_SECONDS = 253402300799n; // 9999-12-31T23:59:59Z
const NANOS_PER_SECOND = 1_000_000_000n;

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** Days from 1970-01-01 to the given proleptic Gregorian date (Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function checkRange(nanos: bigint, what: string): bigint {
  const seconds = nanos >= 0n ? nanos / NANOS_PER_SECOND : -((-nanos + NANOS_PER_SECOND - 1n) / NANOS_PER_SECOND);
  if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    throw invalidArgument(`${what} is out of range: timestamps must lie between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999999999Z.`);
  }
  return nanos;
}

/** Parses an RFC 3339 string or a {seconds, nanos} object into nanoseconds since the epoch. */
export function parseTimestamp(raw: unknown, what = 'timestamp'): bigint {
  if (typeof raw === 'string') {
    const m = RFC3339.exec(raw);
    if (!m) throw invalidArgument(`${what} "${raw}" is not an RFC 3339 timestamp such as 2024-05-01T10:00:00.000000Z.`);
    const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number) as [number, number, number, number, number, number];
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
      throw invalidArgument(`${what} "${raw}" is not a valid calendar date and time.`);
    }
    let offsetMinutes = 0;
    if (!m[8]) {
      const sign = m[9] === '-' ? -1 : 1;
      offsetMinutes = sign * (Number(m[10]) * 60 + Number(m[11]));
    }
    const fraction = BigInt((m[7] ?? '').padEnd(9, '0') || '0');
    const seconds = BigInt(daysFromCivil(year, month, day)) * 86400n + BigInt(hour * 3600 + minute * 60 + second - offsetMinutes * 60);
    return checkRange(seconds * NANOS_PER_SECOND + fraction, what);
  }
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const { seconds, nanos } = raw as { seconds?: unknown; nanos?: unknown };
    let s: bigint;
    if (seconds === undefined || seconds === null) s = 0n;
    else if (typeof seconds === 'number' && Number.isInteger(seconds)) s = BigInt(seconds);
    else if (typeof seconds === 'string' && /^-?\d+$/.test(seconds)) s = BigInt(seconds);
    else throw invalidArgument(`${what}.seconds must be an integer.`);
    const n = nanos === undefined || nanos === null ? 0 : nanos;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 999_999_999) {
      throw invalidArgument(`${what}.nanos must be an integer between 0 and 999999999.`);
    }
    return checkRange(s * NANOS_PER_SECOND + BigInt(n), what);
  }
  throw invalidArgument(`${what} must be an RFC 3339 string or an object {seconds, nanos}.`);
}

/** Drops precision below a microsecond, rounding towards the past (Firestore does the same). */
export function truncateToMicros(nanos: bigint): bigint {
  const rem = ((nanos % 1000n) + 1000n) % 1000n;
  return nanos - rem;
}

/** Fixed-width RFC 3339 with six fractional digits: such strings order like the instants. */
export function formatTimestamp(nanos: bigint): string {
  const micros = truncateToMicros(nanos) / 1000n;
  let seconds = micros / 1_000_000n;
  let fraction = micros % 1_000_000n;
  if (fraction < 0n) {
    fraction += 1_000_000n;
    seconds -= 1n;
  }
  let days = seconds / 86400n;
  let secOfDay = seconds % 86400n;
  if (secOfDay < 0n) {
    secOfDay += 86400n;
    days -= 1n;
  }
  const [year, month, day] = civilFromDays(Number(days));
  const sod = Number(secOfDay);
  const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
  return (
    `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(Math.floor(sod / 3600))}:${pad(Math.floor((sod % 3600) / 60))}:` +
    `${pad(sod % 60)}.${String(fraction).padStart(6, '0')}Z`
  );
}

/** Normalises any accepted timestamp form to the stored canonical string. */
export function canonicalTimestamp(raw: unknown, what?: string): string {
  return formatTimestamp(parseTimestamp(raw, what));
}

function wallClockMicros(): bigint {
  return BigInt(Math.floor((performance.timeOrigin + performance.now()) * 1000));
}

/**
 * Hands out commit times: wall-clock microseconds, strictly increasing even when the wall clock
 * stalls or steps back, and never below a time already persisted (see `observe`).
 */
export class CommitClock {
  private lastMicros = 0n;

  /** Records a time found in stored data, so later commits are strictly after it. */
  observe(nanos: bigint): void {
    const micros = nanos / 1000n;
    if (micros > this.lastMicros) this.lastMicros = micros;
  }

  /** A new commit time in nanoseconds (a whole number of microseconds). */
  next(): bigint {
    const now = wallClockMicros();
    this.lastMicros = now > this.lastMicros ? now : this.lastMicros + 1n;
    return this.lastMicros * 1000n;
  }

  /**
   * A read time: now, but never before the latest commit. Later commits get strictly later
   * times, so a read at this time always sees the same state.
   */
  readTime(): bigint {
    const now = wallClockMicros();
    if (now > this.lastMicros) this.lastMicros = now;
    return this.lastMicros * 1000n;
  }
}
