// The audit record of a change an administrator makes through a function: written in the same
// transaction or batch as the change itself, so no change exists without its record.
import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { ADMIN_AUDIT, AUDIT_LIMITS, type AuditChange } from 'shared-data/contracts';
import type { AdminCaller } from './require-admin';

export interface AdminChange {
  /** `<area>.<verb>`, e.g. `order.status`, `role.grant`. */
  action: string;
  /** `collection/id` of the changed document (or `users/{uid}` for an account). */
  target: string;
  summary: string;
  changes?: Record<string, AuditChange>;
}

/** Adds the audit entry to `writer` (a transaction or batch); returns its id. */
export function recordAdminChange(writer: Transaction | WriteBatch, db: Firestore, actor: AdminCaller, change: AdminChange): string {
  const ref = db.collection(ADMIN_AUDIT).doc();
  const summary = change.summary.length > AUDIT_LIMITS.summary ? `${change.summary.slice(0, AUDIT_LIMITS.summary - 1)}…` : change.summary;
  const entry = {
    action: change.action,
    target: change.target,
    by: actor.uid,
    byEmail: actor.email ?? '',
    at: FieldValue.serverTimestamp(),
    summary,
    ...(change.changes && Object.keys(change.changes).length ? { changes: change.changes } : {}),
  };
  // Transaction.create and WriteBatch.create take the same arguments.
  (writer as WriteBatch).create(ref, entry);
  return ref.id;
}
