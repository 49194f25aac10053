// count / sum / avg over a query's results, with Firestore's typing: sum of integers stays an
// integer unless it overflows 64 bits or a double is involved; avg is a double (null when no
// numeric value); values that are not numbers are ignored. As in Firestore, a query with sum or avg
// aggregations considers only the documents that have every aggregated field (count included).

import type { FieldPath, Value } from '../firestore-types';
import { invalidArgument } from './errors';
import { getField, parseFieldPath } from './field-path';
import type { StoredDoc } from './stored-document';
import { toDouble } from './value-order';

export const MAX_AGGREGATIONS = 5;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export type Aggregation = { alias: string; kind: 'count'; upTo: bigint | null } | { alias: string; kind: 'sum' | 'avg'; field: FieldPath };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function fieldOf(raw: unknown, kind: string): FieldPath {
  const ref = isObject(raw) ? raw['field'] : undefined;
  if (!isObject(ref)) throw invalidArgument(`${kind} aggregation needs {field: {fieldPath}}.`);
  return parseFieldPath(ref['fieldPath'], `${kind}.field.fieldPath`);
}

export function parseAggregations(raw: unknown): Aggregation[] {
  if (!Array.isArray(raw) || raw.length === 0) throw invalidArgument('aggregations must be a non-empty array.');
  if (raw.length > MAX_AGGREGATIONS) {
    throw invalidArgument(`Too many aggregations: the maximum number of aggregations is ${MAX_AGGREGATIONS}, and the query has ${raw.length}.`);
  }
  const aliases = new Set<string>();
  return raw.map((a, i) => {
    if (!isObject(a)) throw invalidArgument('Each aggregation must be an object.');
    const alias = a['alias'] === undefined ? `field_${i + 1}` : a['alias'];
    if (typeof alias !== 'string' || alias === '') throw invalidArgument('An aggregation alias must be a non-empty string.');
    if (aliases.has(alias)) throw invalidArgument(`Aggregation alias "${alias}" is used twice.`);
    aliases.add(alias);
    if (a['count'] !== undefined) {
      const count = a['count'];
      const raw = isObject(count) ? count['upTo'] : undefined;
      const v = isObject(raw) ? raw['value'] : raw;
      let upTo: bigint | null = null;
      if (v !== undefined && v !== null) {
        if (!(typeof v === 'number' && Number.isInteger(v)) && !(typeof v === 'string' && /^\d+$/.test(v))) {
          throw invalidArgument('count.upTo must be a positive integer.');
        }
        upTo = BigInt(v);
        if (upTo <= 0n) throw invalidArgument('count.upTo must be greater than zero.');
      }
      return { alias, kind: 'count', upTo };
    }
    if (a['sum'] !== undefined) return { alias, kind: 'sum', field: fieldOf(a['sum'], 'sum') };
    if (a['avg'] !== undefined) return { alias, kind: 'avg', field: fieldOf(a['avg'], 'avg') };
    throw invalidArgument(`Aggregation "${alias}" must be one of count, sum or avg.`);
  });
}

function doubleValue(d: number): Value {
  return { doubleValue: Number.isNaN(d) ? 'NaN' : d === Infinity ? 'Infinity' : d === -Infinity ? '-Infinity' : d };
}

function sumOf(docs: readonly StoredDoc[], field: FieldPath): { value: Value; count: number; asDouble: number } {
  let intSum = 0n;
  let doubleSum = 0;
  let sawDouble = false;
  let count = 0;
  for (const doc of docs) {
    const v = getField(doc.fields, field);
    if (!v) continue;
    if ('integerValue' in v) {
      intSum += BigInt(v.integerValue);
      count++;
    } else if ('doubleValue' in v) {
      doubleSum += toDouble(v.doubleValue);
      sawDouble = true;
      count++;
    }
  }
  const asDouble = Number(intSum) + doubleSum;
  const value = !sawDouble && intSum >= INT64_MIN && intSum <= INT64_MAX ? { integerValue: intSum.toString() } : doubleValue(asDouble);
  return { value, count, asDouble };
}

export function aggregate(all: readonly StoredDoc[], aggregations: readonly Aggregation[]): Record<string, Value> {
  const fields = aggregations.flatMap((a) => (a.kind === 'count' ? [] : [a.field]));
  const docs = fields.length ? all.filter((doc) => fields.every((field) => getField(doc.fields, field) !== undefined)) : all;
  const out: Record<string, Value> = {};
  for (const a of aggregations) {
    if (a.kind === 'count') {
      let n = BigInt(docs.length);
      if (a.upTo !== null && n > a.upTo) n = a.upTo;
      out[a.alias] = { integerValue: n.toString() };
    } else if (a.kind === 'sum') {
      out[a.alias] = sumOf(docs, a.field).value;
    } else {
      const s = sumOf(docs, a.field);
      out[a.alias] = s.count === 0 ? { nullValue: null } : doubleValue(s.asDouble / s.count);
    }
  }
  return out;
}
