// Reads what the journeys stored (or what the seed wrote) straight from the local document server,
// as the administrator (`Bearer owner` bypasses the rules, like firebase-admin in functions).
import { E2E_PORTS } from '../../support/ports';

const BASE = `http://127.0.0.1:${E2E_PORTS.firestore}/v1/projects/demo-silver-shop/databases/(default)/documents`;
const HEADERS = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

type RestValue = Record<string, unknown>;
export type StoredDocument = Record<string, unknown> & { __id: string };

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

function decodeFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

function toDocument(document: { name: string; fields?: Record<string, RestValue> }): StoredDocument {
  return { ...decodeFields(document.fields ?? {}), __id: document.name.split('/').at(-1) ?? '' };
}

export async function getStoredDocument(path: string): Promise<StoredDocument | null> {
  const response = await fetch(`${BASE}/${path}`, { headers: HEADERS });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${await response.text()}`);
  return toDocument((await response.json()) as { name: string; fields?: Record<string, RestValue> });
}

/** The documents of a collection whose string or boolean field equals the value. */
export async function findStoredDocuments(collectionId: string, field: string, value: string | boolean): Promise<StoredDocument[]> {
  const response = await fetch(`${BASE}:runQuery`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId }],
        where: {
          fieldFilter: {
            field: { fieldPath: field },
            op: 'EQUAL',
            value: typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value },
          },
        },
      },
    }),
  });
  if (!response.ok) throw new Error(`runQuery ${collectionId}: HTTP ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as Array<{ document?: { name: string; fields?: Record<string, RestValue> } }>;
  return rows.flatMap((row) => (row.document ? [toDocument(row.document)] : []));
}

/** The events the page pushed to window.dataLayer (the analytics module's default sink). */
export type DataLayerEvent = Record<string, unknown> & { event: string };
