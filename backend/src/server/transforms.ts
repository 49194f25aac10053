// Field transforms (server timestamp, increment, maximum, minimum, array union and removal) with
// the semantics documented in google/firestore/v1/write.proto.

import type { FieldPath, Fields, Value } from '../firestore-types';
import { invalidArgument } from './errors';
import { formatFieldPath, getField, isNameField, parseFieldPath, setField } from './field-path';
import { normalizeValue } from './value-normalize';
import { compareValues, isNaNValue, toDouble, transformEquals } from './value-order';

export type FieldTransform =
  | { field: FieldPath; kind: 'serverTimestamp' }
  | { field: FieldPath; kind: 'increment' | 'maximum' | 'minimum'; operand: Value }
  | { field: FieldPath; kind: 'appendMissingElements' | 'removeAllFromArray'; elements: Value[] };

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isNumber = (v: Value | undefined): v is Value => v !== undefined && ('integerValue' in v || 'doubleValue' in v);

function parseOne(raw: unknown, what: string): FieldTransform {
  if (!isObject(raw)) throw invalidArgument(`${what} must be an object.`);
  const field = parseFieldPath(raw['fieldPath'], `${what}.fieldPath`);
  if (isNameField(field)) throw invalidArgument(`${what} cannot transform __name__.`);
  const kinds = ['setToServerValue', 'increment', 'maximum', 'minimum', 'appendMissingElements', 'removeAllFromArray'].filter((k) => raw[k] !== undefined);
  if (kinds.length !== 1) throw invalidArgument(`${what} on "${formatFieldPath(field)}" must set exactly one transform.`);
  const kind = kinds[0] as string;
  const where = `${what} ${kind} on "${formatFieldPath(field)}"`;
  switch (kind) {
    case 'setToServerValue': {
      const v = raw['setToServerValue'];
      if (v !== 'REQUEST_TIME' && v !== 1) throw invalidArgument(`${where}: the only server value is REQUEST_TIME.`);
      return { field, kind: 'serverTimestamp' };
    }
    case 'increment':
    case 'maximum':
    case 'minimum': {
      const operand = normalizeValue(raw[kind], { forWrite: true });
      if (!isNumber(operand)) throw invalidArgument(`${where} needs an integerValue or doubleValue operand.`);
      return { field, kind, operand };
    }
    default: {
      const list = raw[kind];
      const values = isObject(list) ? (list['values'] ?? []) : undefined;
      if (!Array.isArray(values)) throw invalidArgument(`${where} needs {values: [...]}.`);
      const elements = values.map((v) => normalizeValue(v, { forWrite: true }));
      if (elements.some((e) => 'arrayValue' in e)) throw invalidArgument(`${where}: an array cannot directly contain another array.`);
      return { field, kind: kind as 'appendMissingElements' | 'removeAllFromArray', elements };
    }
  }
}

export function parseFieldTransforms(raw: unknown, what: string): FieldTransform[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalidArgument(`${what} must be an array.`);
  const transforms = raw.map((t, i) => parseOne(t, `${what}[${i}]`));
  const seen = new Set<string>();
  for (const t of transforms) {
    const key = formatFieldPath(t.field);
    if (seen.has(key)) throw invalidArgument(`${what} transforms "${key}" more than once.`);
    seen.add(key);
  }
  return transforms;
}

function doubleValue(d: number): Value {
  return { doubleValue: Number.isNaN(d) ? 'NaN' : d === Infinity ? 'Infinity' : d === -Infinity ? '-Infinity' : d };
}

function numeric(v: Value): number {
  return 'integerValue' in v ? Number(v.integerValue) : toDouble((v as { doubleValue: number | string }).doubleValue);
}

function increment(current: Value | undefined, operand: Value): Value {
  if (!isNumber(current)) return operand;
  if ('integerValue' in current && 'integerValue' in operand) {
    const sum = BigInt(current.integerValue) + BigInt(operand.integerValue);
    const clamped = sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum;
    return { integerValue: clamped.toString() };
  }
  const a = numeric(current);
  const b = numeric(operand);
  return doubleValue(a + b);
}

function extreme(current: Value | undefined, operand: Value, kind: 'maximum' | 'minimum'): Value {
  if (!isNumber(current)) return operand;
  if (isNaNValue(current)) return current;
  if (isNaNValue(operand)) return operand;
  const c = compareValues(operand, current);
  if (c === 0) return current; // equivalent operands (3 and 3.0, 0 and -0.0) leave the field unchanged
  return (kind === 'maximum' ? c > 0 : c < 0) ? operand : current;
}

/** Applies the transforms in order to `fields`; returns the new fields and one result per transform. */
export function applyTransforms(fields: Fields, transforms: readonly FieldTransform[], requestTime: string): { fields: Fields; results: Value[] } {
  let out = fields;
  const results: Value[] = [];
  for (const t of transforms) {
    const current = getField(out, t.field);
    let value: Value;
    let result: Value;
    switch (t.kind) {
      case 'serverTimestamp':
        value = result = { timestampValue: requestTime };
        break;
      case 'increment':
        value = result = increment(current, t.operand);
        break;
      case 'maximum':
      case 'minimum':
        value = result = extreme(current, t.operand, t.kind);
        break;
      case 'appendMissingElements': {
        const values = current && 'arrayValue' in current ? [...(current.arrayValue.values ?? [])] : [];
        for (const e of t.elements) if (!values.some((v) => transformEquals(v, e))) values.push(e);
        value = { arrayValue: { values } };
        result = { nullValue: null };
        break;
      }
      case 'removeAllFromArray': {
        const values = current && 'arrayValue' in current ? (current.arrayValue.values ?? []) : [];
        value = { arrayValue: { values: values.filter((v) => !t.elements.some((e) => transformEquals(v, e))) } };
        result = { nullValue: null };
        break;
      }
    }
    out = setField(out, t.field, value);
    results.push(result);
  }
  return { fields: out, results };
}
