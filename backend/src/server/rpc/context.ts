// What every RPC handler receives, and the helpers they share: document JSON, read consistency
// (transaction / newTransaction / readTime) and reads under it.

import type { FieldPath, Fields } from '../../firestore-types';
import type { Caller } from '../auth';
import type { Database } from '../database';
import { invalidArgument } from '../errors';
import { parseFieldPath, projectFields } from '../field-path';
import type { DatabaseId } from '../resource-path';
import type { RulesGate } from '../rules-gate';
import type { StoredDoc } from '../stored-document';
import { formatTimestamp, parseTimestamp } from '../timestamp';
import type { Transaction } from '../transactions';

export interface RequestContext {
  db: Database;
  dbId: DatabaseId;
  /** projects/{p}/databases/{d}/documents */
  root: string;
  caller: Caller;
  gate: RulesGate;
  /** request.time for the rules */
  time: Date;
}

export interface DocumentJson {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

export const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export function documentJson(ctx: Pick<RequestContext, 'root'>, doc: StoredDoc, mask: readonly FieldPath[] | null): DocumentJson {
  return {
    name: `${ctx.root}/${doc.path}`,
    fields: mask ? projectFields(doc.fields, mask) : doc.fields,
    createTime: doc.createTime,
    updateTime: doc.updateTime,
  };
}

export function parseMask(raw: unknown, what: string): FieldPath[] | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw invalidArgument(`${what} must be {fieldPaths: [...]}.`);
  const paths = raw['fieldPaths'] ?? [];
  if (!Array.isArray(paths)) throw invalidArgument(`${what}.fieldPaths must be an array.`);
  return paths.map((p, i) => parseFieldPath(p, `${what}.fieldPaths[${i}]`));
}

/** How a read sees the data. */
export interface ReadConsistency {
  /** Read-write transaction: reads lock and are recorded for validation at commit. */
  tx: Transaction | null;
  /** Set when this request started the transaction: the response reports it. */
  newTransactionId: string | null;
  /** Read at this past time (ns); null reads the current state. */
  readNanos: bigint | null;
}

function pastOrNull(ctx: RequestContext, nanos: bigint): bigint | null {
  // A read time at or after the latest commit is simply the current state.
  return nanos >= ctx.db.clock.readTime() ? null : nanos;
}

export function beginFromOptions(ctx: RequestContext, raw: unknown, what: string): Transaction {
  if (raw !== undefined && raw !== null && !isObject(raw)) throw invalidArgument(`${what} must be {readOnly: {...}} or {readWrite: {...}}.`);
  const options = (raw ?? {}) as Record<string, unknown>;
  if (options['readOnly'] !== undefined && options['readWrite'] !== undefined) {
    throw invalidArgument(`${what} cannot be both readOnly and readWrite.`);
  }
  if (options['readOnly'] !== undefined) {
    const ro = options['readOnly'];
    const readTime = isObject(ro) && ro['readTime'] !== undefined ? parseTimestamp(ro['readTime'], `${what}.readOnly.readTime`) : null;
    const at = readTime ?? ctx.db.clock.readTime();
    if (readTime !== null && pastOrNull(ctx, readTime) !== null) ctx.db.store.assertReadable(readTime);
    return ctx.db.transactions.begin(true, at);
  }
  return ctx.db.transactions.begin(false, null);
}

export function readConsistency(ctx: RequestContext, body: Record<string, unknown>): ReadConsistency {
  const given = ['transaction', 'newTransaction', 'readTime'].filter((k) => body[k] !== undefined && body[k] !== null);
  if (given.length > 1) throw invalidArgument(`Set at most one of transaction, newTransaction and readTime (got ${given.join(', ')}).`);
  if (body['readTime'] !== undefined && body['readTime'] !== null) {
    return { tx: null, newTransactionId: null, readNanos: pastOrNull(ctx, parseTimestamp(body['readTime'], 'readTime')) };
  }
  let tx: Transaction;
  let newTransactionId: string | null = null;
  if (body['newTransaction'] !== undefined && body['newTransaction'] !== null) {
    tx = beginFromOptions(ctx, body['newTransaction'], 'newTransaction');
    newTransactionId = tx.id;
  } else if (body['transaction'] !== undefined && body['transaction'] !== null) {
    tx = ctx.db.transactions.get(body['transaction']);
  } else {
    return { tx: null, newTransactionId: null, readNanos: null };
  }
  if (tx.readOnly) return { tx: null, newTransactionId, readNanos: pastOrNull(ctx, tx.readNanos ?? ctx.db.clock.readTime()) };
  return { tx, newTransactionId, readNanos: null };
}

/** Reads documents under the consistency; read-write transactions lock them first. */
export async function readDocuments(ctx: RequestContext, paths: readonly string[], c: ReadConsistency): Promise<(StoredDoc | null)[]> {
  if (c.tx) {
    for (const path of [...new Set(paths)].sort()) await ctx.db.transactions.lock(c.tx, path);
    const tx = c.tx;
    return paths.map((p) => {
      const doc = ctx.db.store.get(p);
      ctx.db.transactions.recordRead(tx, p, doc?.updateTime ?? null);
      return doc;
    });
  }
  if (c.readNanos !== null) {
    const at = c.readNanos;
    return paths.map((p) => ctx.db.store.getAt(p, at));
  }
  return paths.map((p) => ctx.db.store.get(p));
}

/**
 * Runs a read that may have started a transaction (newTransaction): if it fails, the client never
 * learns the transaction id, so the transaction ends here and its locks are released.
 */
export async function endNewTransactionOnFailure<T>(ctx: RequestContext, c: ReadConsistency, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (c.newTransactionId && c.tx) ctx.db.transactions.end(c.tx);
    else if (c.newTransactionId) {
      try {
        ctx.db.transactions.end(ctx.db.transactions.get(c.newTransactionId));
      } catch {
        // already gone
      }
    }
    throw e;
  }
}

export function readTimeOf(ctx: RequestContext, c: ReadConsistency): string {
  return formatTimestamp(c.readNanos ?? ctx.db.clock.readTime());
}
