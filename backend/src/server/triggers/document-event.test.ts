// The events as firebase-functions reads them: each request is put through what the Functions
// emulator does before a function runs (firebase-tools lib/emulator/functionsEmulator.js
// base64-decodes a protobuf body; functionsEmulatorRuntime.js turns the ce-* headers of a binary
// CloudEvent into attributes and passes the body as `data`, or parses a legacy JSON body) and then
// handed to real onDocument*/firestore.document() functions, which decode it with their own code.
import { applicationDefault, deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { type DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import * as functionsV1 from 'firebase-functions/v1';
import { onDocumentCreated, onDocumentDeleted, onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fields } from '../../firestore-types';
import type { StoredDoc } from '../stored-document';
import {
  changedFieldPaths,
  cloudEventRequest,
  decodeDocumentEventData,
  type DocumentEventKind,
  encodeHeaderValue,
  eventKindOf,
  type EventRequest,
  firesKind,
  legacyEventRequest,
} from './document-event';

const PROJECT = 'demo-silver-shop';
const NAME = `projects/${PROJECT}/databases/(default)/documents/prod/slv-rng-0001`;

function stored(fields: Fields, createTime: string, updateTime: string, path = 'prod/slv-rng-0001'): StoredDoc {
  return { path, segments: path.split('/'), fields, createTime, updateTime };
}

const everyType: Fields = {
  title: { stringValue: 'Twisted Rope Band' },
  inStock: { booleanValue: false },
  stock: { integerValue: '42' },
  big: { integerValue: '-9007199254740991' },
  price: { doubleValue: 1499.5 },
  ratio: { doubleValue: 'NaN' },
  nothing: { nullValue: null },
  launchedAt: { timestampValue: '2026-03-01T10:20:30.123456Z' },
  oldest: { timestampValue: '1969-12-31T23:59:59.500000Z' },
  thumb: { bytesValue: Buffer.from([0, 1, 254, 255]).toString('base64') },
  category: { referenceValue: `projects/${PROJECT}/databases/(default)/documents/categories/rings` },
  shop: { geoPointValue: { latitude: 19.07, longitude: 72.87 } },
  tags: { arrayValue: { values: [{ stringValue: '925 silver' }, { integerValue: '0' }] } },
  attributes: { mapValue: { fields: { purity: { stringValue: '925' }, weight: { mapValue: { fields: { grams: { doubleValue: 4 } } } } } } },
  empty: { mapValue: { fields: {} } },
};

const created = stored(everyType, '2026-03-01T10:20:30.123456Z', '2026-03-01T10:20:30.123456Z');
const updatedFields: Fields = {
  ...everyType,
  title: { stringValue: 'Braided Rope Band' },
  attributes: { mapValue: { fields: { purity: { stringValue: '925' }, weight: { mapValue: { fields: { grams: { doubleValue: 4.5 } } } } } } },
};
delete updatedFields['nothing'];
const updated = stored(updatedFields, created.createTime, '2026-03-02T08:00:00.000001Z');

function request(
  kind: DocumentEventKind,
  before: StoredDoc | null,
  after: StoredDoc | null,
  eventType = `google.cloud.firestore.document.v1.${kind}`,
): EventRequest {
  return cloudEventRequest({
    id: 'e-1',
    eventType,
    kind,
    path: 'prod/slv-rng-0001',
    change: { before, after, name: NAME },
    commitTime: (after ?? before)?.updateTime ?? '',
    projectId: PROJECT,
    databaseId: '(default)',
    location: 'asia-south1',
  });
}

/** The event a 2nd-gen function is called with, after the Functions emulator and its runtime. */
function asRuntimeCloudEvent(req: EventRequest): Record<string, unknown> {
  expect(req.headers['content-type']).toBe('application/protobuf');
  const event: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(req.headers)) if (name.startsWith('ce-')) event[name.slice('ce-'.length)] = value;
  event['data'] = Buffer.from(Uint8Array.from(atob(req.body), (c) => c.charCodeAt(0)));
  return event;
}

beforeAll(() => {
  // firebase-functions builds snapshots with the default app's Firestore (no network involved).
  process.env['GCLOUD_PROJECT'] = PROJECT;
  if (getApps().length === 0) initializeApp({ projectId: PROJECT, credential: applicationDefault() });
});

afterAll(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('2nd-gen events, decoded by firebase-functions', () => {
  it('carries the attributes of Firestore events as binary-mode CloudEvent headers', () => {
    const { headers } = request('written', created, updated);
    expect(headers).toMatchObject({
      'ce-specversion': '1.0',
      'ce-id': 'e-1',
      'ce-type': 'google.cloud.firestore.document.v1.written',
      'ce-source': `//firestore.googleapis.com/projects/${PROJECT}/databases/(default)`,
      'ce-subject': 'documents/prod/slv-rng-0001',
      'ce-time': updated.updateTime,
      'ce-location': 'asia-south1',
      'ce-project': PROJECT,
      'ce-database': '(default)',
      'ce-namespace': '(default)',
      'ce-document': 'prod/slv-rng-0001',
    });
    expect(headers['ce-authtype']).toBeUndefined();
    expect(request('written', created, updated, 'google.cloud.firestore.document.v1.written.withAuthContext').headers['ce-authtype']).toBe('unknown');
  });

  it('gives onDocumentWritten both snapshots with every value type intact, and the params', async () => {
    let seen:
      { before: unknown; after: Record<string, unknown> | undefined; params: unknown; id: string | undefined; updateTime: string | undefined } | undefined;
    const fn = onDocumentWritten('prod/{productId}', (event) => {
      seen = {
        before: event.data?.before.get('title'),
        after: event.data?.after.data(),
        params: event.params,
        id: event.data?.after.id,
        updateTime: event.data?.after.updateTime?.toDate().toISOString(),
      };
    });
    await fn(asRuntimeCloudEvent(request('written', created, updated)) as never);
    expect(seen?.params).toEqual({ productId: 'slv-rng-0001' });
    expect(seen?.id).toBe('slv-rng-0001');
    expect(seen?.before).toBe('Twisted Rope Band');
    expect(seen?.updateTime).toBe('2026-03-02T08:00:00.000Z');
    const after = seen?.after ?? {};
    expect(after).toMatchObject({
      title: 'Braided Rope Band',
      inStock: false,
      stock: 42,
      big: -9007199254740991,
      price: 1499.5,
      tags: ['925 silver', 0],
      attributes: { purity: '925', weight: { grams: 4.5 } },
      empty: {},
    });
    expect(after['ratio']).toBeNaN();
    expect(after).not.toHaveProperty('nothing');
    expect((after['launchedAt'] as Timestamp).isEqual(new Timestamp(1772360430, 123456000))).toBe(true);
    expect((after['oldest'] as Timestamp).isEqual(new Timestamp(-1, 500000000))).toBe(true);
    expect([...(after['thumb'] as Uint8Array)]).toEqual([0, 1, 254, 255]);
    expect((after['category'] as DocumentReference).path).toBe('categories/rings');
    expect((after['shop'] as GeoPoint).isEqual(new GeoPoint(19.07, 72.87))).toBe(true);
  });

  it('gives onDocumentCreated the new document and onDocumentDeleted the old one', async () => {
    let createdTitle: unknown;
    let deletedTitle: unknown;
    let deletedNull: unknown;
    await onDocumentCreated('prod/{id}', (event) => {
      createdTitle = event.data?.get('title');
    })(asRuntimeCloudEvent(request('created', null, created)) as never);
    await onDocumentDeleted('prod/{id}', (event) => {
      deletedTitle = event.data?.get('title');
      deletedNull = event.data?.get('nothing');
    })(asRuntimeCloudEvent(request('deleted', created, null)) as never);
    expect(createdTitle).toBe('Twisted Rope Band');
    expect(deletedTitle).toBe('Twisted Rope Band');
    expect(deletedNull).toBeNull();
  });

  it('shows a created document as missing before and a deleted one as missing after', async () => {
    const exists: boolean[] = [];
    const fn = onDocumentWritten('prod/{id}', (event) => {
      exists.push(Boolean(event.data?.before.exists), Boolean(event.data?.after.exists));
    });
    await fn(asRuntimeCloudEvent(request('written', null, created)) as never);
    await fn(asRuntimeCloudEvent(request('written', created, null)) as never);
    expect(exists).toEqual([false, true, true, false]);
  });

  it('puts in each event only what Firestore puts in it, with the changed fields of an update', () => {
    const data = (kind: DocumentEventKind, before: StoredDoc | null, after: StoredDoc | null) =>
      decodeDocumentEventData(Buffer.from(request(kind, before, after).body, 'base64'));
    expect(Object.keys(data('created', null, created))).toEqual(['value']);
    expect(Object.keys(data('deleted', created, null))).toEqual(['oldValue']);
    const update = data('updated', created, updated);
    expect(Object.keys(update).sort()).toEqual(['oldValue', 'updateMask', 'value']);
    expect(update['updateMask']).toEqual({ fieldPaths: ['attributes.weight.grams', 'nothing', 'title'] });
    expect((update['value'] as { name: string }).name).toBe(NAME);
  });

  it('lets onDocumentUpdated read the old and new values', async () => {
    let titles: unknown[] = [];
    await onDocumentUpdated('prod/{id}', (event) => {
      titles = [event.data?.before.get('title'), event.data?.after.get('title')];
    })(asRuntimeCloudEvent(request('updated', created, updated)) as never);
    expect(titles).toEqual(['Twisted Rope Band', 'Braided Rope Band']);
  });
});

describe('1st-gen events, decoded by firebase-functions/v1', () => {
  it('gives firestore.document().onWrite a change and the params', async () => {
    const req = legacyEventRequest({ id: 'e-2', kind: 'written', change: { before: created, after: updated, name: NAME }, commitTime: updated.updateTime });
    expect(req.headers['content-type']).toBe('application/json');
    // The runtime splits the body into data and context and lifts resource.name into the context.
    const raw = JSON.parse(req.body) as Record<string, unknown> & { resource: { name: string } };
    const { data, ...context } = raw;
    let seen: unknown[] = [];
    const fn = functionsV1.firestore.document('prod/{productId}').onWrite((change, ctx) => {
      seen = [change.before.get('title'), change.after.get('stock'), ctx.params, ctx.eventType, ctx.eventId];
    });
    await fn(data, { ...context, resource: raw.resource.name } as never);
    expect(seen).toEqual([
      'Twisted Rope Band',
      42,
      { productId: 'slv-rng-0001' },
      // firebase-functions recognised the legacy type and reports its own name for it.
      'google.firestore.document.write',
      'e-2',
    ]);
  });
});

describe('event kinds and masks', () => {
  it('maps both generations of event types to the four kinds', () => {
    expect(eventKindOf('google.cloud.firestore.document.v1.created')).toBe('created');
    expect(eventKindOf('google.cloud.firestore.document.v1.deleted.withAuthContext')).toBe('deleted');
    expect(eventKindOf('providers/cloud.firestore/eventTypes/document.update')).toBe('updated');
    expect(eventKindOf('providers/cloud.firestore/eventTypes/document.write')).toBe('written');
    expect(eventKindOf('google.cloud.pubsub.topic.v1.messagePublished')).toBeNull();
  });

  it('fires created, updated and deleted triggers only for their own changes, written for all', () => {
    const cases: [StoredDoc | null, StoredDoc | null, DocumentEventKind[]][] = [
      [null, created, ['written', 'created']],
      [created, updated, ['written', 'updated']],
      [created, null, ['written', 'deleted']],
    ];
    for (const [before, after, kinds] of cases) {
      const fired = (['created', 'updated', 'deleted', 'written'] as const).filter((kind) => firesKind(kind, before, after));
      expect(fired.sort()).toEqual([...kinds].sort());
    }
  });

  it('lists changed leaves, quoting field names that need it', () => {
    expect(changedFieldPaths({ 'a-b': { integerValue: '1' }, x: { doubleValue: 1 } }, { 'a-b': { integerValue: '2' }, x: { integerValue: '1' } })).toEqual([
      '`a-b`',
      'x',
    ]);
    expect(changedFieldPaths({ m: { mapValue: { fields: { k: { stringValue: 'v' } } } } }, { m: { stringValue: 'v' } })).toEqual(['m']);
    expect(changedFieldPaths(everyType, everyType)).toEqual([]);
  });

  it('percent-encodes header values as the CloudEvents HTTP binding requires', () => {
    expect(encodeHeaderValue('prod/slv-rng-0001')).toBe('prod/slv-rng-0001');
    expect(encodeHeaderValue('notes/a b%"é')).toBe('notes/a%20b%25%22%C3%A9');
  });
});
