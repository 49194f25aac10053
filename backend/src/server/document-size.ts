// Firestore's storage-size formula (https://firebase.google.com/docs/firestore/storage-size),
// used to enforce the 1 MiB document limit exactly where Firestore does.

import type { Fields, Value } from '../firestore-types';

export const MAX_DOCUMENT_BYTES = 1_048_576;

const stringSize = (s: string): number => Buffer.byteLength(s, 'utf8') + 1;

/** Each collection and document id of the path, plus 16 bytes. */
export function documentNameSize(segments: readonly string[]): number {
  return segments.reduce((sum, s) => sum + stringSize(s), 16);
}

export function valueSize(v: Value): number {
  if ('nullValue' in v || 'booleanValue' in v) return 1;
  if ('integerValue' in v || 'doubleValue' in v || 'timestampValue' in v) return 8;
  if ('stringValue' in v) return stringSize(v.stringValue);
  if ('bytesValue' in v) return Buffer.byteLength(v.bytesValue, 'base64');
  if ('referenceValue' in v) {
    const path = v.referenceValue.split('/documents/')[1] ?? '';
    return documentNameSize(path.split('/'));
  }
  if ('geoPointValue' in v) return 16;
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).reduce((sum, e) => sum + valueSize(e), 0);
  return fieldsSize(v.mapValue.fields ?? {});
}

export function fieldsSize(fields: Fields): number {
  let sum = 0;
  for (const [name, value] of Object.entries(fields)) sum += stringSize(name) + valueSize(value);
  return sum;
}

export function documentSize(segments: readonly string[], fields: Fields): number {
  return documentNameSize(segments) + fieldsSize(fields) + 32;
}
