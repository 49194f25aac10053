// {parent}:runQuery and {parent}:runAggregationQuery. The rules see the query once, as a whole
// ("list"), as Firestore evaluates them.

import { aggregate, parseAggregations } from '../aggregation';
import { ApiError, invalidArgument, permissionDenied } from '../errors';
import { runQuery as executeQuery } from '../query-engine';
import { normalizeQuery } from '../query-normalize';
import type { NormalizedQuery } from '../query-types';
import { authorize, committedDataAccess } from '../rules-gate';
import type { StoredDoc } from '../stored-document';
import { documentJson, endNewTransactionOnFailure, isObject, type ReadConsistency, readConsistency, readTimeOf, type RequestContext } from './context';

/** Asks the rules about the query as a whole ("list"); realtime listeners ask the same. */
export function checkQuery(ctx: RequestContext, q: NormalizedQuery): void {
  if (q.collectionId === '' && ctx.caller.kind !== 'owner') {
    throw permissionDenied('Missing or insufficient permissions: kindless queries (no collection id) are only available to administrators.');
  }
  authorize(
    ctx.gate,
    ctx.caller,
    ctx.time,
    {
      method: 'list',
      path: [...q.parent, q.collectionId],
      collectionGroup: q.allDescendants,
      resource: null,
      query: { filter: q.filter, orderBy: q.orderBy, limit: q.limit, offset: q.offset },
    },
    committedDataAccess(ctx.db.store),
  );
}

const signature = (docs: readonly StoredDoc[]): string => docs.map((d) => `${d.path}@${d.updateTime}`).join('\n');

/** Runs the query under the read consistency; in a read-write transaction, locks and records the results. */
async function execute(ctx: RequestContext, q: NormalizedQuery, c: ReadConsistency): Promise<StoredDoc[]> {
  const run = (): StoredDoc[] => executeQuery(ctx.db.store, q, { root: ctx.root, readNanos: c.readNanos });
  if (!c.tx) return run();
  const tx = c.tx;
  for (const doc of [...run()].sort((a, b) => (a.path < b.path ? -1 : 1))) await ctx.db.transactions.lock(tx, doc.path);
  const docs = run();
  for (const d of docs) ctx.db.transactions.recordRead(tx, d.path, d.updateTime);
  tx.queries.push({ signature: signature(docs), rerun: () => signature(run()) });
  return docs;
}

function checkExplain(body: Record<string, unknown>): void {
  if (body['explainOptions'] !== undefined) {
    throw new ApiError(501, 'UNIMPLEMENTED', 'Query explain (explainOptions) is not supported by the local document server.');
  }
}

export async function runQuery(ctx: RequestContext, parent: string[], body: Record<string, unknown>): Promise<unknown[]> {
  checkExplain(body);
  if (body['structuredQuery'] === undefined) throw invalidArgument('runQuery needs a structuredQuery.');
  const q = normalizeQuery(body['structuredQuery'], parent);
  const consistency = readConsistency(ctx, body);
  const docs = await endNewTransactionOnFailure(ctx, consistency, async () => {
    checkQuery(ctx, q);
    const found = await execute(ctx, q, consistency);
    await ctx.db.durableNow();
    return found;
  });
  const readTime = readTimeOf(ctx, consistency);
  const transaction = consistency.newTransactionId ? { transaction: consistency.newTransactionId } : {};
  if (docs.length === 0) return [{ readTime, ...transaction }];
  return docs.map((doc, i) => ({
    document: documentJson(ctx, doc, q.select),
    readTime,
    ...(i === 0 ? transaction : {}),
  }));
}

export async function runAggregationQuery(ctx: RequestContext, parent: string[], body: Record<string, unknown>): Promise<unknown[]> {
  checkExplain(body);
  const saq = body['structuredAggregationQuery'];
  if (!isObject(saq)) throw invalidArgument('runAggregationQuery needs a structuredAggregationQuery {structuredQuery, aggregations}.');
  const q = normalizeQuery(saq['structuredQuery'], parent);
  const aggregations = parseAggregations(saq['aggregations']);
  const consistency = readConsistency(ctx, body);
  const docs = await endNewTransactionOnFailure(ctx, consistency, async () => {
    checkQuery(ctx, q);
    const found = await execute(ctx, q, consistency);
    await ctx.db.durableNow();
    return found;
  });
  return [
    {
      result: { aggregateFields: aggregate(docs, aggregations) },
      readTime: readTimeOf(ctx, consistency),
      ...(consistency.newTransactionId ? { transaction: consistency.newTransactionId } : {}),
    },
  ];
}
