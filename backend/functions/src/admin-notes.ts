// The shop's internal notes on a document (an order's, a customer's): `<parent>/notes/{id}`
// `{ text, by, byEmail, at }`, admins read them, only these functions write them, each with its
// audit entry in the same transaction.
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { NOTES } from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import type { AdminCaller } from './require-admin';

export interface NoteTarget {
  parent: DocumentReference;
  /** The refusal when the parent does not exist. */
  missing: string;
  action: string;
  /** "Note on order SLV-2026-00012" from the parent as stored. */
  about: (parent: DocumentSnapshot) => string;
}

export function addAdminNote(db: Firestore, actor: AdminCaller, target: NoteTarget, text: string): Promise<{ noteId: string }> {
  return db.runTransaction(async (transaction) => {
    const parent = await transaction.get(target.parent);
    if (!parent.exists) throw new HttpsError('not-found', target.missing);
    const noteRef = target.parent.collection(NOTES).doc();
    recordAdminChange(transaction, db, actor, { action: target.action, target: target.parent.path, summary: `${target.about(parent)}: ${text}` });
    transaction.create(noteRef, { text, by: actor.uid, byEmail: actor.email ?? '', at: FieldValue.serverTimestamp() });
    return { noteId: noteRef.id };
  });
}
