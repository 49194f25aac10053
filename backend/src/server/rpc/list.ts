// listDocuments (GET {parent}/{collectionId}) and {parent}:listCollectionIds, as firebase-admin
// uses them (pagination, masks, showMissing for documents that only have subcollections).

import { invalidArgument, permissionDenied } from '../errors';
import { authorize, committedDataAccess } from '../rules-gate';
import type { StoredDoc } from '../stored-document';
import { compareIds } from '../value-order';
import { documentJson, parseMask, readConsistency, type RequestContext } from './context';

export const MAX_PAGE_SIZE = 1000;

function pageSize(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return MAX_PAGE_SIZE;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw invalidArgument('pageSize must be a non-negative integer.');
  return Math.min(n, MAX_PAGE_SIZE);
}

const encodeToken = (id: string): string => Buffer.from(id, 'utf8').toString('base64url');

function decodeToken(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]+$/.test(raw)) throw invalidArgument('pageToken is not a token this server returned.');
  return Buffer.from(raw, 'base64url').toString('utf8');
}

/** Ids of the collections directly under `parent` that hold at least one document, at any depth. */
function childCollectionIds(ctx: RequestContext, parent: string[]): string[] {
  const prefix = parent.length === 0 ? '' : parent.join('/') + '/';
  const ids = new Set<string>();
  for (const c of ctx.db.store.allCollections()) {
    if (!c.path.startsWith(prefix)) continue;
    const id = c.path.slice(prefix.length).split('/')[0];
    if (id) ids.add(id);
  }
  return [...ids].sort(compareIds);
}

export async function listDocuments(ctx: RequestContext, parent: string[], collectionId: string, params: URLSearchParams): Promise<unknown> {
  const size = pageSize(params.get('pageSize'));
  const after = decodeToken(params.get('pageToken'));
  const showMissing = params.get('showMissing') === 'true';
  const maskPaths = params.getAll('mask.fieldPaths');
  const mask = maskPaths.length > 0 ? parseMask({ fieldPaths: maskPaths }, 'mask') : null;
  const orderBy = params.get('orderBy');
  if (orderBy && orderBy !== '__name__' && orderBy !== '__name__ asc') {
    throw invalidArgument(`listDocuments can only order by __name__, not "${orderBy}".`);
  }
  const body: Record<string, unknown> = {};
  if (params.has('transaction')) body['transaction'] = params.get('transaction');
  if (params.has('readTime')) body['readTime'] = params.get('readTime');
  const consistency = readConsistency(ctx, body);
  const collectionPath = [...parent, collectionId];
  authorize(
    ctx.gate,
    ctx.caller,
    ctx.time,
    {
      method: 'list',
      path: collectionPath,
      resource: null,
      query: { filter: null, orderBy: [{ field: ['__name__'], direction: 'ASCENDING' }], limit: size, offset: 0 },
    },
    committedDataAccess(ctx.db.store),
  );
  const prefix = collectionPath.join('/');
  const docs = new Map<string, StoredDoc | null>();
  if (consistency.readNanos !== null) {
    for (const d of ctx.db.store.documentsAt(consistency.readNanos, (p) => p === prefix)) docs.set(d.segments[d.segments.length - 1] as string, d);
  } else {
    for (const d of ctx.db.store.collection(prefix)?.docs.values() ?? []) docs.set(d.segments[d.segments.length - 1] as string, d);
  }
  if (showMissing) for (const id of childCollectionIdsOfDocs(ctx, prefix)) if (!docs.has(id)) docs.set(id, null);
  const ids = [...docs.keys()].sort(compareIds).filter((id) => after === null || compareIds(id, after) > 0);
  const page = ids.slice(0, size);
  await ctx.db.durableNow();
  const documents = page.map((id) => {
    const doc = docs.get(id);
    return doc ? documentJson(ctx, doc, mask) : { name: `${ctx.root}/${prefix}/${id}` };
  });
  return {
    documents,
    ...(ids.length > page.length && page.length > 0 ? { nextPageToken: encodeToken(page[page.length - 1] as string) } : {}),
  };
}

/** Ids of documents in the collection that have subcollections (whether or not they exist). */
function childCollectionIdsOfDocs(ctx: RequestContext, collectionPath: string): Set<string> {
  const prefix = collectionPath + '/';
  const ids = new Set<string>();
  for (const c of ctx.db.store.allCollections()) {
    if (c.path.startsWith(prefix)) {
      const id = c.path.slice(prefix.length).split('/')[0];
      if (id) ids.add(id);
    }
  }
  return ids;
}

export async function listCollectionIds(ctx: RequestContext, parent: string[], body: Record<string, unknown>): Promise<unknown> {
  if (ctx.caller.kind !== 'owner') {
    throw permissionDenied('Missing or insufficient permissions: listCollectionIds is only available to administrators (server SDKs).');
  }
  const size = pageSize(body['pageSize']);
  const after = decodeToken(body['pageToken']);
  const ids = childCollectionIds(ctx, parent).filter((id) => after === null || compareIds(id, after) > 0);
  const page = ids.slice(0, size);
  await ctx.db.durableNow();
  return {
    collectionIds: page,
    ...(ids.length > page.length && page.length > 0 ? { nextPageToken: encodeToken(page[page.length - 1] as string) } : {}),
  };
}
