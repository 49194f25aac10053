// Turns the values the clients send into one canonical form: Lite sends enum names and string
// int64s; firebase-admin's REST transport may send numbers and 0 for null. Everything after the
// request parser (storage, ordering, rules, responses) sees only the canonical form:
//   nullValue: null · integerValue: decimal string · doubleValue: number or "NaN"/"Infinity"/
//   "-Infinity" · timestampValue: fixed-width RFC 3339 with microseconds · bytesValue: base64 ·
//   arrayValue: {values: [...]} · mapValue: {fields: {...}}.

import type { Fields, Value } from '../firestore-types';
import { invalidArgument } from './errors';
import { formatFieldPath, isReservedName } from './field-path';
import { isWellFormedUtf16, parseReferenceValue } from './resource-path';
import { canonicalTimestamp } from './timestamp';

export const MAX_DEPTH = 20;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const VALUE_KINDS = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
] as const;

export interface NormalizeOptions {
  /** Written data: reserved `__x__` keys are refused (query operands may hold any map). */
  forWrite: boolean;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function describe(path: string[]): string {
  return path.length === 0 ? 'value' : `field "${formatFieldPath(path)}"`;
}

function normalizeDouble(raw: unknown, where: string): number | string {
  if (typeof raw === 'number') return raw;
  if (raw === 'NaN' || raw === 'Infinity' || raw === '-Infinity') return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  throw invalidArgument(`${where}: doubleValue must be a number (or "NaN", "Infinity", "-Infinity").`);
}

function normalizeInteger(raw: unknown, where: string): string {
  let n: bigint;
  if (typeof raw === 'number' && Number.isInteger(raw)) n = BigInt(raw);
  else if (typeof raw === 'string' && /^-?\d+$/.test(raw)) n = BigInt(raw);
  else throw invalidArgument(`${where}: integerValue must be an integer (as a decimal string or a number).`);
  if (n < INT64_MIN || n > INT64_MAX) throw invalidArgument(`${where}: integerValue ${String(raw)} does not fit in 64 bits.`);
  return n.toString();
}

function normalizeBytes(raw: unknown, where: string): string {
  if (typeof raw !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(raw)) {
    throw invalidArgument(`${where}: bytesValue must be a base64 string.`);
  }
  return Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('base64');
}

function normalizeFieldsInto(raw: unknown, path: string[], depth: number, opts: NormalizeOptions): Fields {
  if (raw === undefined || raw === null) return {};
  if (!isPlainObject(raw)) throw invalidArgument(`${describe(path)}: "fields" must be an object of field name to value.`);
  const out: Fields = {};
  for (const [key, value] of Object.entries(raw)) {
    const childPath = [...path, key];
    if (!isWellFormedUtf16(key)) throw invalidArgument(`Field name "${key}" is not valid UTF-8.`);
    if (opts.forWrite && isReservedName(key) && !(key === '__type__' && isVectorMarker(value))) {
      throw invalidArgument(`${describe(childPath)}: field names matching __.*__ are reserved.`);
    }
    if (Buffer.byteLength(key, 'utf8') > 1500) throw invalidArgument(`Field name "${key.slice(0, 40)}…" is longer than 1500 bytes.`);
    out[key] = normalizeAt(value, childPath, depth, opts);
  }
  return out;
}

function isVectorMarker(v: unknown): boolean {
  return isPlainObject(v) && v['stringValue'] === '__vector__';
}

function normalizeAt(raw: unknown, path: string[], depth: number, opts: NormalizeOptions): Value {
  const where = describe(path);
  if (!isPlainObject(raw)) throw invalidArgument(`${where} must be a Value object such as {"stringValue": "x"}.`);
  const keys = Object.keys(raw);
  const kinds = keys.filter((k) => (VALUE_KINDS as readonly string[]).includes(k));
  const unknown = keys.filter((k) => !(VALUE_KINDS as readonly string[]).includes(k));
  if (unknown.length > 0) throw invalidArgument(`${where} has an unknown value type "${unknown[0]}".`);
  if (kinds.length !== 1) {
    throw invalidArgument(kinds.length === 0 ? `${where} has no value type.` : `${where} sets more than one value type (${kinds.join(', ')}).`);
  }
  const kind = kinds[0] as (typeof VALUE_KINDS)[number];
  const v = raw[kind];
  switch (kind) {
    case 'nullValue':
      if (v !== null && v !== 'NULL_VALUE' && v !== 0) throw invalidArgument(`${where}: nullValue must be null or "NULL_VALUE".`);
      return { nullValue: null };
    case 'booleanValue':
      if (typeof v !== 'boolean') throw invalidArgument(`${where}: booleanValue must be true or false.`);
      return { booleanValue: v };
    case 'integerValue':
      return { integerValue: normalizeInteger(v, where) };
    case 'doubleValue':
      return { doubleValue: normalizeDouble(v, where) };
    case 'timestampValue':
      return { timestampValue: canonicalTimestamp(v, `${where}: timestampValue`) };
    case 'stringValue':
      if (typeof v !== 'string') throw invalidArgument(`${where}: stringValue must be a string.`);
      if (!isWellFormedUtf16(v)) throw invalidArgument(`${where}: stringValue is not valid UTF-8 (lone surrogate).`);
      return { stringValue: v };
    case 'bytesValue':
      return { bytesValue: normalizeBytes(v, where) };
    case 'referenceValue':
      if (typeof v !== 'string') throw invalidArgument(`${where}: referenceValue must be a string.`);
      parseReferenceValue(v, `${where}: referenceValue`);
      return { referenceValue: v };
    case 'geoPointValue': {
      if (!isPlainObject(v)) throw invalidArgument(`${where}: geoPointValue must be {latitude, longitude}.`);
      const latitude = v['latitude'] ?? 0;
      const longitude = v['longitude'] ?? 0;
      if (typeof latitude !== 'number' || latitude < -90 || latitude > 90) {
        throw invalidArgument(`${where}: latitude must be a number between -90 and 90.`);
      }
      if (typeof longitude !== 'number' || longitude < -180 || longitude > 180) {
        throw invalidArgument(`${where}: longitude must be a number between -180 and 180.`);
      }
      return { geoPointValue: { latitude, longitude } };
    }
    case 'arrayValue': {
      if (depth >= MAX_DEPTH) throw invalidArgument(`${where} is nested more than ${MAX_DEPTH} levels deep.`);
      if (!isPlainObject(v)) throw invalidArgument(`${where}: arrayValue must be {values: [...]}.`);
      const values = v['values'] ?? [];
      if (!Array.isArray(values)) throw invalidArgument(`${where}: arrayValue.values must be an array.`);
      return {
        arrayValue: {
          values: values.map((e, i) => {
            const n = normalizeAt(e, [...path, String(i)], depth + 1, opts);
            if (opts.forWrite && 'arrayValue' in n) throw invalidArgument(`${where}: an array cannot directly contain another array.`);
            return n;
          }),
        },
      };
    }
    case 'mapValue': {
      if (depth >= MAX_DEPTH) throw invalidArgument(`${where} is nested more than ${MAX_DEPTH} levels deep.`);
      if (!isPlainObject(v)) throw invalidArgument(`${where}: mapValue must be {fields: {...}}.`);
      return { mapValue: { fields: normalizeFieldsInto(v['fields'], path, depth + 1, opts) } };
    }
  }
}

export function normalizeValue(raw: unknown, opts: NormalizeOptions, path: string[] = []): Value {
  return normalizeAt(raw, path, 0, opts);
}

export function normalizeFields(raw: unknown, opts: NormalizeOptions): Fields {
  return normalizeFieldsInto(raw, [], 0, opts);
}
