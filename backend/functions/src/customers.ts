// setCustomerDisabled (shared-data callables/customers.ts): a customer's sign-in off or on,
// with the audit entry and the flag on customerStats/{uid} that Manage Customers shows. Off also
// revokes their refresh tokens and writes disabledAccounts/{uid}, which the rules check, so the
// ID token they still hold stops working for their own documents at once (the callables check the
// account itself: caller-account.ts).
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  CUSTOMER_STATS,
  customerNoteInputSchema,
  DISABLED_ACCOUNTS,
  setCustomerBusinessInputSchema,
  setCustomerDisabledInputSchema,
  type SetCustomerDisabledResult,
  WEBUSERS,
} from 'shared-data/contracts';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { addAdminNote } from './admin-notes';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { requireAdmin } from './require-admin';

export async function setCustomerDisabled(request: CallableRequest<unknown>, db: Firestore, auth: Auth): Promise<SetCustomerDisabledResult> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(setCustomerDisabledInputSchema, request.data);
  if (input.uid === actor.uid) throw new HttpsError('failed-precondition', 'You cannot turn off your own sign-in.');
  const user = await auth.getUser(input.uid).catch(() => null);
  if (!user) throw new HttpsError('not-found', 'There is no such account; it may have been deleted.');
  if (user.customClaims?.['admin'] === true) {
    throw new HttpsError('failed-precondition', `${user.email ?? 'This account'} is an administrator: remove the admin role in Admin Users first.`);
  }
  if (user.disabled !== input.disabled) {
    await auth.updateUser(input.uid, { disabled: input.disabled });
    if (input.disabled) await auth.revokeRefreshTokens(input.uid);
  }
  // The Auth change is not transactional with Firestore: the audit entry is written right after it
  // (the change is already made, so a failed audit write is reported, not undone).
  const batch = db.batch();
  batch.set(
    db.collection(CUSTOMER_STATS).doc(input.uid),
    { uid: input.uid, disabled: input.disabled, updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
  // What the rules read: the account's own reads and writes stop with this commit.
  const block = db.collection(DISABLED_ACCOUNTS).doc(input.uid);
  if (input.disabled) batch.set(block, { uid: input.uid, by: actor.uid, at: FieldValue.serverTimestamp() });
  else batch.delete(block);
  recordAdminChange(batch, db, actor, {
    action: input.disabled ? 'customer.disable' : 'customer.enable',
    target: `users/${input.uid}`,
    summary: `${input.disabled ? 'Turned off' : 'Turned on'} sign-in for ${user.email ?? input.uid}`,
    changes: { disabled: { from: user.disabled, to: input.disabled } },
  });
  await batch.commit();
  return { uid: input.uid, disabled: input.disabled };
}

/** addCustomerNote: the shop's internal note on a customer, on `customerStats/{uid}/notes` (admins read). */
export async function addCustomerNote(request: CallableRequest<unknown>, db: Firestore, auth: Auth): Promise<{ noteId: string }> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(customerNoteInputSchema, request.data);
  const user = await auth.getUser(input.uid).catch(() => null);
  if (!user) throw new HttpsError('not-found', 'There is no such account; it may have been deleted.');
  // Every account gets its customerStats document (the customerProfile trigger); one that has not
  // yet is created here so the note has a parent.
  const parent = db.collection(CUSTOMER_STATS).doc(input.uid);
  await parent.set({ uid: input.uid, email: (user.email ?? '').toLowerCase() }, { merge: true });
  return addAdminNote(
    db,
    actor,
    { parent, missing: 'There is no such account; it may have been deleted.', action: 'customer.note', about: () => `Note on ${user.email ?? input.uid}` },
    input.text,
  );
}

/**
 * setCustomerBusiness: an admin corrects a customer's business name and GSTIN (the GSTIN checked as
 * the GST portal does), on their profile, audited. Orders already placed keep what they copied.
 */
export async function setCustomerBusiness(
  request: CallableRequest<unknown>,
  db: Firestore,
  auth: Auth,
): Promise<{ uid: string; businessName: string; gstin: string }> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(setCustomerBusinessInputSchema, request.data);
  const user = await auth.getUser(input.uid).catch(() => null);
  if (!user) throw new HttpsError('not-found', 'There is no such account; it may have been deleted.');
  const profile = db.collection(WEBUSERS).doc(input.uid);
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(profile);
    const before = { businessName: String(snapshot.get('businessName') ?? ''), gstin: String(snapshot.get('gstin') ?? '') };
    const changes = Object.fromEntries(
      (['businessName', 'gstin'] as const).filter((field) => before[field] !== input[field]).map((field) => [field, { from: before[field], to: input[field] }]),
    );
    if (Object.keys(changes).length === 0) return;
    if (snapshot.exists) transaction.update(profile, { businessName: input.businessName, gstin: input.gstin });
    else
      transaction.set(profile, {
        uid: input.uid,
        email: user.email ?? '',
        businessName: input.businessName,
        gstin: input.gstin,
        createdAt: FieldValue.serverTimestamp(),
      });
    recordAdminChange(transaction, db, actor, {
      action: 'customer.business',
      target: `${WEBUSERS}/${input.uid}`,
      summary: `Set the business of ${user.email ?? input.uid} to ${input.businessName || '(none)'}${input.gstin ? `, GSTIN ${input.gstin}` : ', no GSTIN'}`,
      changes,
    });
  });
  return { uid: input.uid, businessName: input.businessName, gstin: input.gstin };
}
