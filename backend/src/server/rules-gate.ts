// Asks the rules engine about each access; the owner token skips the rules.

import type { RulesDataAccess, RulesDocument, RulesEngine, RulesMethod, RulesListQuery } from '../rules/types';
import type { Caller } from './auth';
import type { DocumentStore } from './document-store';
import { permissionDenied } from './errors';
import type { StoredDoc } from './stored-document';

export function toRulesDocument(doc: StoredDoc | null): RulesDocument | null {
  return doc ? { path: [...doc.segments], fields: doc.fields } : null;
}

/** Data access for reads: before and after are the same committed state. */
export function committedDataAccess(store: DocumentStore): RulesDataAccess {
  const get = (path: string[]): RulesDocument | null => toRulesDocument(store.get(path.join('/')));
  return { get, getAfter: get };
}

export interface AccessCheck {
  method: RulesMethod;
  path: readonly string[];
  collectionGroup?: boolean;
  resource: StoredDoc | null;
  newResource?: StoredDoc | null;
  query?: RulesListQuery;
}

export interface RulesGate {
  engine: RulesEngine;
  database: string;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
}

function describe(check: AccessCheck): string {
  const where = '/' + check.path.join('/');
  return check.method === 'list' ? `list ${check.collectionGroup ? 'collection group ' : ''}${where}` : `${check.method} ${where}`;
}

/** Throws PERMISSION_DENIED unless the caller is the owner or the rules allow the access. */
export function authorize(
  gate: RulesGate,
  caller: Caller,
  time: Date,
  check: AccessCheck,
  data: RulesDataAccess,
  exact?: { timeNanos: bigint; accessCallLimit?: number },
): void {
  if (caller.kind === 'owner') return;
  let decision;
  try {
    decision = gate.engine.evaluate(
      {
        method: check.method,
        database: gate.database,
        path: [...check.path],
        ...(check.collectionGroup ? { collectionGroup: true } : {}),
        auth: caller.kind === 'user' ? caller.auth : null,
        time,
        ...(exact ? { timeNanos: exact.timeNanos } : {}),
        ...(exact?.accessCallLimit ? { accessCallLimit: exact.accessCallLimit } : {}),
        resource: toRulesDocument(check.resource),
        newResource: toRulesDocument(check.newResource ?? null),
        ...(check.query ? { query: check.query } : {}),
      },
      data,
    );
  } catch (e) {
    // An engine failure must deny, never allow.
    const message = e instanceof Error ? e.message : String(e);
    gate.log('error', `Rules evaluation failed for ${describe(check)}: ${message}`);
    throw permissionDenied(`Missing or insufficient permissions: the rules could not be evaluated for ${describe(check)} (${message}).`);
  }
  if (!decision.allowed) throw permissionDenied(`Missing or insufficient permissions: ${decision.reason || describe(check)}.`);
}
