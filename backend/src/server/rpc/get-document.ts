// GET /v1/{document name} (GetDocument), for REST tools and curl.

import { notFound } from '../errors';
import { authorize, committedDataAccess } from '../rules-gate';
import { documentJson, parseMask, readConsistency, readDocuments, type RequestContext } from './context';

export async function getDocument(ctx: RequestContext, segments: string[], params: URLSearchParams): Promise<unknown> {
  const maskPaths = params.getAll('mask.fieldPaths');
  const mask = maskPaths.length > 0 ? parseMask({ fieldPaths: maskPaths }, 'mask') : null;
  const body: Record<string, unknown> = {};
  if (params.has('transaction')) body['transaction'] = params.get('transaction');
  if (params.has('readTime')) body['readTime'] = params.get('readTime');
  const consistency = readConsistency(ctx, body);
  const path = segments.join('/');
  const [doc] = await readDocuments(ctx, [path], consistency);
  authorize(ctx.gate, ctx.caller, ctx.time, { method: 'get', path: segments, resource: doc ?? null }, committedDataAccess(ctx.db.store));
  await ctx.db.durableNow();
  if (!doc) throw notFound(`Document "${ctx.root}/${path}" not found.`);
  return documentJson(ctx, doc, mask);
}
