// What a Firestore trigger receives for one changed document, encoded as Cloud Firestore encodes
// it: for 2nd-gen functions a `google.events.cloud.firestore.v1.DocumentEventData` protobuf (the
// layout firebase-functions' bundled decoder reads: Document = name 1, fields 2, create_time 3,
// update_time 4), for 1st-gen functions the legacy JSON event with REST-form documents.
import protobuf from 'protobufjs/light.js';
import type { Fields, Value } from '../../firestore-types';
import { formatFieldPath } from '../field-path';
import type { StoredDoc } from '../stored-document';
import { parseTimestamp } from '../timestamp';
import { sameCanonicalValue } from '../value-order';

export type DocumentEventKind = 'created' | 'updated' | 'deleted' | 'written';

export const CLOUD_EVENT_TYPE_PREFIX = 'google.cloud.firestore.document.v1.';
export const LEGACY_EVENT_TYPE_PREFIX = 'providers/cloud.firestore/eventTypes/document.';
const LEGACY_KINDS: Record<string, DocumentEventKind> = { create: 'created', update: 'updated', delete: 'deleted', write: 'written' };
const LEGACY_NAMES: Record<DocumentEventKind, string> = { created: 'create', updated: 'update', deleted: 'delete', written: 'write' };

/**
 * The kind a trigger's event type listens to, or null for a type that is not a document event.
 * `….withAuthContext` types are the same events with the author's identity added.
 */
export function eventKindOf(eventType: string): DocumentEventKind | null {
  if (eventType.startsWith(CLOUD_EVENT_TYPE_PREFIX)) {
    const kind = eventType.slice(CLOUD_EVENT_TYPE_PREFIX.length).replace(/\.withAuthContext$/, '');
    return kind === 'created' || kind === 'updated' || kind === 'deleted' || kind === 'written' ? kind : null;
  }
  if (eventType.startsWith(LEGACY_EVENT_TYPE_PREFIX)) return LEGACY_KINDS[eventType.slice(LEGACY_EVENT_TYPE_PREFIX.length)] ?? null;
  return null;
}

export function legacyEventType(kind: DocumentEventKind): string {
  return LEGACY_EVENT_TYPE_PREFIX + LEGACY_NAMES[kind];
}

/** Whether a change (null = no document) fires triggers of `kind`. */
export function firesKind(kind: DocumentEventKind, before: StoredDoc | null, after: StoredDoc | null): boolean {
  switch (kind) {
    case 'written':
      return before !== null || after !== null;
    case 'created':
      return before === null && after !== null;
    case 'updated':
      return before !== null && after !== null;
    default:
      return before !== null && after === null;
  }
}

const isMap = (v: Value | undefined): v is { mapValue: { fields?: Fields } } => v !== undefined && 'mapValue' in v;

/**
 * The field paths an update changed: every leaf that was added, removed or given another value,
 * descending into maps present on both sides, in sorted order. (Firestore documents the mask only
 * as "the fields changed"; firebase-functions does not read it.)
 */
export function changedFieldPaths(before: Fields, after: Fields): string[] {
  const paths: string[] = [];
  const walk = (a: Fields, b: Fields, prefix: string[]): void => {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      const x = a[key];
      const y = b[key];
      if (isMap(x) && isMap(y)) walk(x.mapValue.fields ?? {}, y.mapValue.fields ?? {}, [...prefix, key]);
      else if (x === undefined || y === undefined || !sameCanonicalValue(x, y)) paths.push(formatFieldPath([...prefix, key]));
    }
  };
  walk(before, after, []);
  return paths;
}

// --- 2nd gen: protobuf -------------------------------------------------------------------------

// Map fields are declared apart: the descriptor's typings only know plain fields.
const mapOfValues = (id: number): protobuf.IMapField => ({ keyType: 'string', type: 'Value', id });
const timestamp = { fields: { seconds: { type: 'int64', id: 1 }, nanos: { type: 'int32', id: 2 } } };
const root = protobuf.Root.fromJSON({
  nested: {
    google: {
      nested: {
        protobuf: { nested: { Timestamp: timestamp, NullValue: { values: { NULL_VALUE: 0 } } } },
        type: { nested: { LatLng: { fields: { latitude: { type: 'double', id: 1 }, longitude: { type: 'double', id: 2 } } } } },
        events: {
          nested: {
            cloud: {
              nested: {
                firestore: {
                  nested: {
                    v1: {
                      nested: {
                        DocumentEventData: {
                          fields: {
                            value: { type: 'Document', id: 1 },
                            oldValue: { type: 'Document', id: 2 },
                            updateMask: { type: 'DocumentMask', id: 3 },
                          },
                        },
                        DocumentMask: { fields: { fieldPaths: { rule: 'repeated', type: 'string', id: 1 } } },
                        Document: {
                          fields: {
                            name: { type: 'string', id: 1 },
                            fields: mapOfValues(2),
                            createTime: { type: 'google.protobuf.Timestamp', id: 3 },
                            updateTime: { type: 'google.protobuf.Timestamp', id: 4 },
                          },
                        },
                        Value: {
                          oneofs: {
                            valueType: {
                              oneof: [
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
                              ],
                            },
                          },
                          fields: {
                            nullValue: { type: 'google.protobuf.NullValue', id: 11 },
                            booleanValue: { type: 'bool', id: 1 },
                            integerValue: { type: 'int64', id: 2 },
                            doubleValue: { type: 'double', id: 3 },
                            timestampValue: { type: 'google.protobuf.Timestamp', id: 10 },
                            stringValue: { type: 'string', id: 17 },
                            bytesValue: { type: 'bytes', id: 18 },
                            referenceValue: { type: 'string', id: 5 },
                            geoPointValue: { type: 'google.type.LatLng', id: 8 },
                            arrayValue: { type: 'ArrayValue', id: 9 },
                            mapValue: { type: 'MapValue', id: 6 },
                          },
                        },
                        ArrayValue: { fields: { values: { rule: 'repeated', type: 'Value', id: 1 } } },
                        MapValue: { fields: { fields: mapOfValues(1) } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
const DocumentEventData = root.lookupType('google.events.cloud.firestore.v1.DocumentEventData');

type ProtoTimestamp = { seconds: string; nanos: number };
type ProtoValue = Record<string, unknown>;

function protoTimestamp(rfc3339: string): ProtoTimestamp {
  const nanos = parseTimestamp(rfc3339);
  // Floor division, so that times before 1970 keep nanos in [0, 1e9) as the protobuf type requires.
  let seconds = nanos / 1_000_000_000n;
  let rest = nanos % 1_000_000_000n;
  if (rest < 0n) {
    seconds -= 1n;
    rest += 1_000_000_000n;
  }
  return { seconds: seconds.toString(), nanos: Number(rest) };
}

function protoValue(value: Value): ProtoValue {
  if ('nullValue' in value) return { nullValue: 0 };
  if ('booleanValue' in value) return { booleanValue: value.booleanValue };
  if ('integerValue' in value) return { integerValue: String(value.integerValue) };
  // Stored doubles are numbers or the strings "NaN", "Infinity", "-Infinity".
  if ('doubleValue' in value) return { doubleValue: Number(value.doubleValue) };
  if ('timestampValue' in value) return { timestampValue: protoTimestamp(String(value.timestampValue)) };
  if ('stringValue' in value) return { stringValue: value.stringValue };
  if ('bytesValue' in value) return { bytesValue: Buffer.from(value.bytesValue, 'base64') };
  if ('referenceValue' in value) return { referenceValue: value.referenceValue };
  if ('geoPointValue' in value) return { geoPointValue: { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 } };
  if ('arrayValue' in value) return { arrayValue: { values: (value.arrayValue.values ?? []).map(protoValue) } };
  return { mapValue: { fields: protoFields(value.mapValue.fields ?? {}) } };
}

function protoFields(fields: Fields): Record<string, ProtoValue> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, protoValue(value)]));
}

function protoDocument(doc: StoredDoc, name: string): ProtoValue {
  return { name, fields: protoFields(doc.fields), createTime: protoTimestamp(doc.createTime), updateTime: protoTimestamp(doc.updateTime) };
}

export interface DocumentChange {
  before: StoredDoc | null;
  after: StoredDoc | null;
  /** projects/{p}/databases/{d}/documents/{path} */
  name: string;
}

/**
 * DocumentEventData for an event of `kind`: created events carry only the new document, deleted
 * events only the old one, updated events both and the update mask; written events carry whatever
 * their underlying operation carries.
 */
export function encodeDocumentEventData(kind: DocumentEventKind, change: DocumentChange): Uint8Array {
  const message: Record<string, unknown> = {};
  if (change.after && kind !== 'deleted') message['value'] = protoDocument(change.after, change.name);
  if (change.before && kind !== 'created') message['oldValue'] = protoDocument(change.before, change.name);
  if (change.before && change.after && (kind === 'updated' || kind === 'written')) {
    message['updateMask'] = { fieldPaths: changedFieldPaths(change.before.fields, change.after.fields) };
  }
  return DocumentEventData.encode(DocumentEventData.fromObject(message)).finish();
}

/** Decodes what encodeDocumentEventData produced (tests and diagnostics). */
export function decodeDocumentEventData(bytes: Uint8Array): Record<string, unknown> {
  return DocumentEventData.toObject(DocumentEventData.decode(bytes), { longs: String, bytes: String, defaults: false, oneofs: false });
}

const DATA_SCHEMA = 'https://github.com/googleapis/google-cloudevents/blob/main/proto/google/events/cloud/firestore/v1/data.proto';

/** CloudEvents HTTP binding: header values percent-encode space, `"`, `%` and anything outside printable ASCII. */
export function encodeHeaderValue(value: string): string {
  let out = '';
  for (const c of value) {
    const code = c.codePointAt(0) as number;
    if (code >= 0x21 && code <= 0x7e && c !== '"' && c !== '%') out += c;
    else for (const byte of Buffer.from(c, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface EventRequest {
  headers: Record<string, string>;
  body: string;
}

export interface CloudEventInput {
  id: string;
  /** The registered type, e.g. google.cloud.firestore.document.v1.written. */
  eventType: string;
  kind: DocumentEventKind;
  /** Document path below the database's documents root. */
  path: string;
  change: DocumentChange;
  /** RFC 3339. */
  commitTime: string;
  projectId: string;
  databaseId: string;
  location: string;
}

/**
 * A 2nd-gen event as a binary-mode CloudEvent: the attributes of Firestore's events as ce-*
 * headers and the DocumentEventData base64-encoded, which is what Google's emulator sends and what
 * the Functions emulator turns back into bytes ("to mimic Eventarc") before the function runs.
 */
export function cloudEventRequest(event: CloudEventInput): EventRequest {
  const headers: Record<string, string> = {
    'content-type': 'application/protobuf',
    'ce-specversion': '1.0',
    'ce-id': event.id,
    'ce-source': `//firestore.googleapis.com/projects/${event.projectId}/databases/${event.databaseId}`,
    'ce-type': event.eventType,
    'ce-time': event.commitTime,
    'ce-subject': encodeHeaderValue(`documents/${event.path}`),
    'ce-dataschema': DATA_SCHEMA,
    'ce-location': event.location,
    'ce-project': event.projectId,
    'ce-database': event.databaseId,
    'ce-namespace': '(default)',
    'ce-document': encodeHeaderValue(event.path),
  };
  // The commit hook does not say who wrote; "unknown" is one of the values Firestore sends.
  if (event.eventType.endsWith('.withAuthContext')) headers['ce-authtype'] = 'unknown';
  return { headers, body: Buffer.from(encodeDocumentEventData(event.kind, event.change)).toString('base64') };
}

// --- 1st gen: legacy JSON ----------------------------------------------------------------------

function legacyDocument(doc: StoredDoc, name: string, readTime: string): Record<string, unknown> {
  return { name, fields: doc.fields, createTime: doc.createTime, updateTime: doc.updateTime, readTime };
}

/** A 1st-gen (`providers/cloud.firestore/…`) event: the legacy JSON event. */
export function legacyEventRequest(event: { id: string; kind: DocumentEventKind; change: DocumentChange; commitTime: string }): EventRequest {
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(legacyEventBody(event.kind, event.change, event.id, event.commitTime)) };
}

function legacyEventBody(kind: DocumentEventKind, change: DocumentChange, eventId: string, commitTime: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (change.after && kind !== 'deleted') data['value'] = legacyDocument(change.after, change.name, commitTime);
  if (change.before && kind !== 'created') data['oldValue'] = legacyDocument(change.before, change.name, commitTime);
  if (change.before && change.after && (kind === 'updated' || kind === 'written')) {
    data['updateMask'] = { fieldPaths: changedFieldPaths(change.before.fields, change.after.fields) };
  }
  return {
    eventType: legacyEventType(kind),
    eventId,
    timestamp: commitTime,
    resource: { service: 'firestore.googleapis.com', name: change.name },
    data,
  };
}
