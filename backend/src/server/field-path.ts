// Field paths as the protocol writes them ("a.b", "`odd.name`.c") and access to values by path.

import type { FieldPath, Fields, Value } from '../firestore-types';
import { invalidArgument } from './errors';

const SIMPLE_SEGMENT = /^[_a-zA-Z][_a-zA-Z0-9]*$/;
const RESERVED_NAME = /^__.*__$/;
export const MAX_FIELD_PATH_BYTES = 1500;

export const NAME_FIELD = '__name__';

export function isReservedName(name: string): boolean {
  return RESERVED_NAME.test(name);
}

/** Parses a dotted field path with backtick-quoted segments (backslash escapes inside quotes). */
export function parseFieldPath(raw: unknown, what = 'field path'): FieldPath {
  if (typeof raw !== 'string' || raw.length === 0) throw invalidArgument(`${what} must be a non-empty string.`);
  if (Buffer.byteLength(raw, 'utf8') > MAX_FIELD_PATH_BYTES) {
    throw invalidArgument(`${what} "${raw.slice(0, 40)}…" is longer than ${MAX_FIELD_PATH_BYTES} bytes.`);
  }
  const segments: string[] = [];
  let i = 0;
  while (i <= raw.length) {
    let segment = '';
    if (raw[i] === '`') {
      i++;
      let closed = false;
      while (i < raw.length) {
        const c = raw[i] as string;
        if (c === '\\' && i + 1 < raw.length) {
          segment += raw[i + 1];
          i += 2;
        } else if (c === '`') {
          closed = true;
          i++;
          break;
        } else {
          segment += c;
          i++;
        }
      }
      if (!closed) throw invalidArgument(`${what} "${raw}" has an unterminated backtick.`);
      if (i < raw.length && raw[i] !== '.') throw invalidArgument(`${what} "${raw}" has text after a closing backtick.`);
    } else {
      const end = raw.indexOf('.', i);
      segment = raw.slice(i, end === -1 ? raw.length : end);
      i = end === -1 ? raw.length : end;
      if (segment.includes('`')) throw invalidArgument(`${what} "${raw}" has a misplaced backtick.`);
    }
    if (segment.length === 0) throw invalidArgument(`${what} "${raw}" has an empty segment.`);
    segments.push(segment);
    if (i >= raw.length) break;
    i++; // the dot
    if (i === raw.length) throw invalidArgument(`${what} "${raw}" ends with a dot.`);
  }
  return segments;
}

export function formatFieldPath(path: readonly string[]): string {
  return path.map((s) => (SIMPLE_SEGMENT.test(s) ? s : '`' + s.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`')).join('.');
}

export function isNameField(path: readonly string[]): boolean {
  return path.length === 1 && path[0] === NAME_FIELD;
}

export function getField(fields: Fields, path: readonly string[]): Value | undefined {
  let current: Fields | undefined = fields;
  for (let i = 0; i < path.length; i++) {
    const v: Value | undefined = current[path[i] as string];
    if (v === undefined) return undefined;
    if (i === path.length - 1) return v;
    if (!('mapValue' in v)) return undefined;
    current = v.mapValue.fields ?? {};
  }
  return undefined;
}

/** Returns a copy of `fields` with `value` at `path`, creating (or replacing non-map) parents. */
export function setField(fields: Fields, path: readonly string[], value: Value): Fields {
  const [head, ...rest] = path;
  if (head === undefined) return fields;
  if (rest.length === 0) return { ...fields, [head]: value };
  const existing = fields[head];
  const inner = existing && 'mapValue' in existing ? (existing.mapValue.fields ?? {}) : {};
  return { ...fields, [head]: { mapValue: { fields: setField(inner, rest, value) } } };
}

/** Returns a copy of `fields` without the value at `path` (unchanged when absent). */
export function deleteField(fields: Fields, path: readonly string[]): Fields {
  const [head, ...rest] = path;
  if (head === undefined || !(head in fields)) return fields;
  if (rest.length === 0) {
    const copy = { ...fields };
    delete copy[head];
    return copy;
  }
  const existing = fields[head];
  if (!existing || !('mapValue' in existing)) return fields;
  return { ...fields, [head]: { mapValue: { fields: deleteField(existing.mapValue.fields ?? {}, rest) } } };
}

/** Keeps only the given paths (a projection or a read mask). */
export function projectFields(fields: Fields, paths: readonly (readonly string[])[]): Fields {
  let out: Fields = {};
  for (const path of paths) {
    if (isNameField(path)) continue;
    const v = getField(fields, path);
    if (v !== undefined) out = setField(out, path, v);
  }
  return out;
}

export function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}
