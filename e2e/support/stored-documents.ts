// The journeys' direct line to the local document server, as its administrator (`Bearer owner`
// bypasses the rules, as firebase-admin does in functions): read what a journey or the seed stored,
// set up stock, count orders. Values are decoded from / encoded to the REST format. The global
// site's document server unless `at` names another site's (a journey's own site, sitePorts).
import { E2E_PORTS, type SitePorts } from './ports';

type DocumentServer = Pick<SitePorts, 'firestore'>;
const baseOf = (at: DocumentServer) => `http://127.0.0.1:${at.firestore}/v1/projects/demo-silver-shop/databases/(default)/documents`;
const HEADERS = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

type RestValue = Record<string, unknown>;
export type Stored = Record<string, unknown> & { __id: string };

function decode(value: RestValue): unknown {
  if ('stringValue' in value) return value['stringValue'];
  if ('integerValue' in value) return Number(value['integerValue']);
  if ('doubleValue' in value) return Number(value['doubleValue']);
  if ('booleanValue' in value) return value['booleanValue'];
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return new Date(String(value['timestampValue']));
  if ('arrayValue' in value) return ((value['arrayValue'] as { values?: RestValue[] }).values ?? []).map(decode);
  if ('mapValue' in value) return decodeFields((value['mapValue'] as { fields?: Record<string, RestValue> }).fields ?? {});
  return value;
}

const decodeFields = (fields: Record<string, RestValue>) => Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));

function encode(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, encode(v)])) } };
}

const toStored = (document: { name: string; fields?: Record<string, RestValue> }): Stored => ({
  ...decodeFields(document.fields ?? {}),
  __id: document.name.split('/').at(-1) ?? '',
});

export async function readStored(path: string, at: DocumentServer = E2E_PORTS): Promise<Stored | null> {
  const response = await fetch(`${baseOf(at)}/${path}`, { headers: HEADERS });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return toStored((await response.json()) as { name: string; fields?: Record<string, RestValue> });
}

/** A document's fields still in the REST encoding (`{ stringValue: … }`), or null. */
export async function readRestFields(path: string): Promise<Record<string, RestValue> | null> {
  const response = await fetch(`${baseOf(E2E_PORTS)}/${path}`, { headers: HEADERS });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return ((await response.json()) as { fields?: Record<string, RestValue> }).fields ?? {};
}

/** Sets the given fields of a document (creating it if needed), leaving the others alone; a field given as undefined is removed. */
export async function patchStored(path: string, fields: Record<string, unknown>, at: DocumentServer = E2E_PORTS): Promise<void> {
  // The server speaks the SDKs' RPCs only, so this is a one-write commit with an update mask.
  const name = `projects/demo-silver-shop/databases/(default)/documents/${path}`;
  const response = await fetch(`${baseOf(at)}:commit`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      writes: [
        {
          update: { name, fields: Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, encode(value)]]))) },
          updateMask: { fieldPaths: Object.keys(fields) },
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`commit ${path}: HTTP ${response.status} ${await response.text()}`);
}

/** Deletes documents (a journey's own products, so later journeys see the seeded catalogue). */
export async function deleteStored(...paths: string[]): Promise<void> {
  const response = await fetch(`${baseOf(E2E_PORTS)}:commit`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ writes: paths.map((path) => ({ delete: `projects/demo-silver-shop/databases/(default)/documents/${path}` })) }),
  });
  if (!response.ok) throw new Error(`delete ${paths.join(', ')}: HTTP ${response.status} ${await response.text()}`);
}

/** Documents of a collection where `field == value`. */
export async function queryStored(collectionId: string, field: string, value: unknown, at: DocumentServer = E2E_PORTS): Promise<Stored[]> {
  const response = await fetch(`${baseOf(at)}:runQuery`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      structuredQuery: { from: [{ collectionId }], where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: encode(value) } } },
    }),
  });
  if (!response.ok) throw new Error(`query ${collectionId}: HTTP ${response.status}`);
  const rows = (await response.json()) as { document?: { name: string; fields?: Record<string, RestValue> } }[];
  return rows.flatMap((row) => (row.document ? [toStored(row.document)] : []));
}

export async function countStored(collectionId: string): Promise<number> {
  const response = await fetch(`${baseOf(E2E_PORTS)}:runAggregationQuery`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ structuredAggregationQuery: { structuredQuery: { from: [{ collectionId }] }, aggregations: [{ alias: 'n', count: {} }] } }),
  });
  if (!response.ok) throw new Error(`count ${collectionId}: HTTP ${response.status}`);
  const rows = (await response.json()) as { result?: { aggregateFields?: { n?: { integerValue?: string } } } }[];
  return Number(rows[0]?.result?.aggregateFields?.n?.integerValue ?? 0);
}

/** Active products with at least `minStock` in stock, as the seed wrote them. */
export async function productsInStock(minStock: number): Promise<Stored[]> {
  const active = await queryStored('prod', 'status', 'active');
  return active.filter((product) => Number(product['stock']) >= minStock).sort((a, b) => a.__id.localeCompare(b.__id));
}
