// documents:commit (atomic), documents:batchWrite (each write on its own), beginTransaction and
// rollback. A commit is computed, validated and authorised without touching the store, then
// applied in one step and acknowledged once its journal record is on disk.

import type { RulesDataAccess, RulesDocument } from '../../rules/types';
import type { Changes } from '../database';
import { aborted, ApiError, grpcCode, invalidArgument } from '../errors';
import { authorize, toRulesDocument } from '../rules-gate';
import { formatTimestamp } from '../timestamp';
import type { Transaction } from '../transactions';
import { computeCommit, type CommitOutcome, type ParsedWrite, parseWrite, parseWrites } from '../writes';
import { beginFromOptions, type RequestContext } from './context';

/** Aborts with 409 when anything the transaction read has changed since. */
function validateReads(ctx: RequestContext, tx: Transaction): void {
  for (const [path, seen] of tx.reads) {
    const now = ctx.db.store.get(path)?.updateTime ?? null;
    if (now !== seen) {
      throw aborted(`Transaction aborted: document ${ctx.root}/${path} changed after the transaction read it (contention); retry the transaction.`);
    }
  }
  for (const q of tx.queries) {
    if (q.rerun() !== q.signature) throw aborted('Transaction aborted: a query it ran now has different results (contention); retry the transaction.');
  }
}

function authorizeWrites(ctx: RequestContext, outcome: CommitOutcome, commitNanos: bigint, transaction: boolean): void {
  if (ctx.caller.kind === 'owner') return;
  const store = ctx.db.store;
  const data: RulesDataAccess = {
    get: (path: string[]): RulesDocument | null => toRulesDocument(store.get(path.join('/'))),
    getAfter: (path: string[]): RulesDocument | null => {
      const key = path.join('/');
      const change = outcome.changes.get(key);
      return toRulesDocument(change ? change.after : store.get(key));
    },
  };
  // Firestore allows 20 document accesses per rules evaluation for batches and transactions.
  const accessCallLimit = transaction || outcome.effects.length > 1 ? 20 : 10;
  for (const e of outcome.effects) {
    if (e.write.kind === 'verify') continue;
    const method = e.write.kind === 'delete' ? 'delete' : e.before ? 'update' : 'create';
    authorize(
      ctx.gate,
      ctx.caller,
      ctx.time,
      { method, path: e.write.segments, resource: e.before, newResource: e.write.kind === 'delete' ? null : e.after },
      data,
      { timeNanos: commitNanos, accessCallLimit },
    );
  }
}

/** Computes, checks and applies one atomic group of writes; resolves when durable. */
async function commitWrites(ctx: RequestContext, writes: ParsedWrite[], tx: Transaction | null): Promise<{ outcome: CommitOutcome; commitNanos: bigint }> {
  const commitNanos = ctx.db.clock.next();
  const time = new Date(Number(commitNanos / 1_000_000n));
  const scoped: RequestContext = { ...ctx, time };
  if (tx) validateReads(scoped, tx);
  const outcome = computeCommit(writes, (p) => ctx.db.store.get(p), commitNanos, ctx.dbId);
  authorizeWrites(scoped, outcome, commitNanos, tx !== null);
  const changes: Changes = outcome.changes;
  await ctx.db.commit(changes, commitNanos);
  return { outcome, commitNanos };
}

export async function commit(ctx: RequestContext, body: Record<string, unknown>): Promise<unknown> {
  const writes = parseWrites(body['writes'], ctx.dbId);
  let tx: Transaction | null = null;
  if (body['transaction'] !== undefined && body['transaction'] !== null) {
    tx = ctx.db.transactions.get(body['transaction']);
    if (tx.readOnly && writes.length > 0) {
      ctx.db.transactions.end(tx);
      throw invalidArgument('Cannot write in a read-only transaction.');
    }
  }
  try {
    const { outcome, commitNanos } = await commitWrites(ctx, writes, tx);
    return { writeResults: outcome.effects.map((e) => e.result), commitTime: formatTimestamp(commitNanos) };
  } finally {
    if (tx) ctx.db.transactions.end(tx);
  }
}

/** documents:batchWrite — not atomic: each write succeeds or fails on its own (BulkWriter). */
export async function batchWrite(ctx: RequestContext, body: Record<string, unknown>): Promise<unknown> {
  const raw = body['writes'] ?? [];
  if (!Array.isArray(raw)) throw invalidArgument('writes must be an array.');
  if (raw.length > 500) throw invalidArgument(`batchWrite accepts at most 500 writes; this request has ${raw.length}.`);
  const writes = raw.map((w, i) => parseWrite(w, ctx.dbId, `writes[${i}]`));
  const paths = new Set(writes.map((w) => w.path));
  if (paths.size !== writes.length) throw invalidArgument('batchWrite cannot write the same document twice in one request.');
  const writeResults: unknown[] = [];
  const status: unknown[] = [];
  for (const write of writes) {
    try {
      const { outcome } = await commitWrites(ctx, [write], null);
      writeResults.push(outcome.effects[0]?.result ?? {});
      status.push({ code: 0 });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      writeResults.push({});
      status.push({ code: grpcCode(e.status), message: e.message });
    }
  }
  return { writeResults, status };
}

export function beginTransaction(ctx: RequestContext, body: Record<string, unknown>): unknown {
  const tx = beginFromOptions(ctx, body['options'], 'options');
  return { transaction: tx.id };
}

export function rollback(ctx: RequestContext, body: Record<string, unknown>): unknown {
  ctx.db.transactions.end(ctx.db.transactions.get(body['transaction']));
  return {};
}
