// The Firestore REST (proto3 JSON) shapes shared by the document server and the rules engine.
// Clients differ in encoding: the Lite SDK sends enum names and RFC 3339 timestamps, firebase-admin
// in REST mode sends enums as integers; the server normalises before anything else sees a request.

export type NullValue = null | 'NULL_VALUE' | 0;

export type Value =
  | { nullValue: NullValue }
  | { booleanValue: boolean }
  | { integerValue: string | number }
  | { doubleValue: number | string }
  | { timestampValue: string | { seconds?: string | number; nanos?: number } }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Record<string, Value> } };

export type Fields = Record<string, Value>;

/** A stored document as the REST API returns it. */
export interface StoredDocument {
  /** Full resource name: projects/{p}/databases/{d}/documents/{path}. */
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

/** A field path as its segments (no backtick quoting). */
export type FieldPath = string[];

export type FieldOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type UnaryOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

/** A query filter after normalisation (enum names, parsed field paths). */
export type NormalizedFilter =
  | { kind: 'field'; field: FieldPath; op: FieldOperator; value: Value }
  | { kind: 'unary'; field: FieldPath; op: UnaryOperator }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: NormalizedFilter[] };

export interface NormalizedOrder {
  field: FieldPath;
  direction: 'ASCENDING' | 'DESCENDING';
}
