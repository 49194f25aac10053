// Every change an administrator makes to a single document goes through here: one transaction that
// checks the document is still the version the form started from (its `updatedAt`), writes the
// change with a new `lastAuditId`, and creates that audit entry. The rules refuse an admin write
// whose audit entry is not created in the same commit, so no change exists without its record, and
// a second admin saving over a newer version is told what changed instead of overwriting it.
import type { DocumentData, Firestore } from 'firebase/firestore/lite';
// From the package, not by a relative path: this module is in shared-data/admin, which may come
// from another app's build than shared-data does, and the loaded SDK is shared-data's state.
import { lazyFirestore } from 'shared-data';
import { ADMIN_AUDIT, auditChanges, type AuditChange } from './admin-audit';
import { asIsoDate } from './field-readers';

const { collection, deleteField, doc, runTransaction, serverTimestamp } = lazyFirestore;

export interface Actor {
  uid: string;
  email: string | null;
}

interface WriteBase {
  db: Firestore;
  actor: Actor;
  /** Collection and document id, e.g. `prod` and `slv-rng-0001`. */
  collection: string;
  id: string;
  /** `<area>.<verb>`, e.g. `product.update`. */
  action: string;
  /** One line for the audit log, e.g. `Changed the price of Floral ring`. */
  summary: string;
}

export type AuditedWrite =
  | (WriteBase & { kind: 'create'; data: DocumentData })
  | (WriteBase & {
      kind: 'update';
      /** The fields to change (others stay). */
      data: DocumentData;
      /** Fields to remove from the document (for example an MRP the admin emptied). */
      remove?: readonly string[];
      /** The document as the form loaded it: its `updatedAt` (ISO) is the version expected. */
      base: DocumentData & { updatedAt: string | null };
      /**
       * Instead of `base.updatedAt`: the version expected is the one this audit entry wrote (undoing
       * that change, whose server-set `updatedAt` the client never saw).
       */
      afterAudit?: string;
      /**
       * Instead of `base.updatedAt`: only these fields must still be as in `base` (a bulk change that
       * computes a new price from the price it saw; another field changed meanwhile, by a person or a
       * function, does not stop it).
       */
      unchanged?: readonly string[];
    })
  | (WriteBase & { kind: 'delete'; base: DocumentData & { updatedAt: string | null } });

/** The document changed (or went) since the form loaded it; nothing was written. */
export class ConflictError extends Error {
  /** The document as it is now (null when it was deleted). */
  readonly current: DocumentData | null;
  /** What differs between the version the form loaded and the current one. */
  readonly changes: Record<string, AuditChange>;

  constructor(message: string, current: DocumentData | null, changes: Record<string, AuditChange>) {
    super(message);
    this.name = 'ConflictError';
    this.current = current;
    this.changes = changes;
  }
}

/** The audit entry id a deletion must create (the rules derive the same one). */
export function deletionAuditId(collectionName: string, id: string, lastAuditId: unknown): string {
  return `del-${collectionName}-${id}-${typeof lastAuditId === 'string' ? lastAuditId : 'seed'}`;
}

/** Plain values of a stored document (timestamps as ISO strings), for comparing with a form's copy. */
function comparable(data: DocumentData | null): Record<string, unknown> | null {
  if (!data) return null;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, asIsoDate(value) !== null && typeof value === 'object' ? asIsoDate(value) : value]),
  );
}

/** Applies the change and its audit entry in one transaction; returns the audit entry's id. */
export async function auditedWrite(change: AuditedWrite): Promise<{ auditId: string }> {
  const { db, actor, collection: collectionName, id } = change;
  const ref = doc(db, collectionName, id);
  return runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const current = snapshot.exists() ? snapshot.data() : null;
    if (change.kind === 'create') {
      if (current) throw new ConflictError('Something with this id already exists. Choose another, or open the existing one.', current, {});
    } else {
      if (!current) throw new ConflictError('Someone deleted this while you were working on it. Nothing was saved.', null, {});
      const afterAudit = change.kind === 'update' ? change.afterAudit : undefined;
      const fields = change.kind === 'update' ? change.unchanged : undefined;
      const changed =
        afterAudit !== undefined
          ? current['lastAuditId'] !== afterAudit
          : fields !== undefined
            ? fields.some((field) => JSON.stringify(current[field] ?? '') !== JSON.stringify(change.base[field] ?? ''))
            : asIsoDate(current['updatedAt']) !== change.base.updatedAt;
      if (changed) {
        throw new ConflictError(
          'Someone else changed this since you opened it. Review their changes, then save again to keep yours.',
          current,
          auditChanges(comparable(change.base), comparable(current)),
        );
      }
    }
    const auditId = change.kind === 'delete' ? deletionAuditId(collectionName, id, current?.['lastAuditId']) : doc(collection(db, ADMIN_AUDIT)).id;
    const before = comparable(current);
    let after: Record<string, unknown> | null = null;
    if (change.kind === 'delete') {
      transaction.delete(ref);
    } else if (change.kind === 'create') {
      transaction.set(ref, { ...change.data, updatedAt: serverTimestamp(), lastAuditId: auditId });
      after = change.data;
    } else {
      const removed = (change.remove ?? []).filter((field) => current && field in current && !(field in change.data));
      transaction.update(ref, {
        ...change.data,
        ...Object.fromEntries(removed.map((field) => [field, deleteField()])),
        updatedAt: serverTimestamp(),
        lastAuditId: auditId,
      });
      after = Object.fromEntries(Object.entries({ ...before, ...change.data }).filter(([field]) => !removed.includes(field)));
    }
    const changes = auditChanges(before, after);
    transaction.set(doc(db, ADMIN_AUDIT, auditId), {
      action: change.action,
      target: `${collectionName}/${id}`,
      by: actor.uid,
      byEmail: actor.email ?? '',
      at: serverTimestamp(),
      summary: change.summary,
      ...(Object.keys(changes).length ? { changes } : {}),
    });
    return { auditId };
  });
}
