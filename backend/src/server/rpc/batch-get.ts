// documents:batchGet — one result per requested document, `found` or `missing`. A document the
// rules do not let the caller get fails the whole request, as Firestore does.

import { invalidArgument } from '../errors';
import { parseResourceName } from '../resource-path';
import { authorize, committedDataAccess } from '../rules-gate';
import { documentJson, endNewTransactionOnFailure, parseMask, readConsistency, readDocuments, readTimeOf, type RequestContext } from './context';

export async function batchGet(ctx: RequestContext, body: Record<string, unknown>): Promise<unknown[]> {
  const names = body['documents'] ?? [];
  if (!Array.isArray(names)) throw invalidArgument('documents must be an array of document names.');
  const segments = names.map((n, i) => parseResourceName(n, ctx.dbId, 'document', `documents[${i}]`));
  const mask = parseMask(body['mask'], 'mask');
  const consistency = readConsistency(ctx, body);
  const docs = await endNewTransactionOnFailure(ctx, consistency, async () => {
    const read = await readDocuments(
      ctx,
      segments.map((s) => s.join('/')),
      consistency,
    );
    const data = committedDataAccess(ctx.db.store);
    segments.forEach((s, i) => authorize(ctx.gate, ctx.caller, ctx.time, { method: 'get', path: s, resource: read[i] ?? null }, data));
    await ctx.db.durableNow();
    return read;
  });
  const readTime = readTimeOf(ctx, consistency);
  const results: Record<string, unknown>[] = docs.map((doc, i) =>
    doc ? { found: documentJson(ctx, doc, mask), readTime } : { missing: names[i] as string, readTime },
  );
  if (consistency.newTransactionId) {
    if (results.length > 0) (results[0] as Record<string, unknown>)['transaction'] = consistency.newTransactionId;
    else results.push({ transaction: consistency.newTransactionId, readTime });
  }
  return results;
}
