// customerProfile: keeps what Manage Customers searches a customer by (their name, their phone's
// digits and the prefixes of both, shared-data customerSearchFields) on `customerStats/{uid}`, from
// their profile `webusers/{uid}` — which its owner writes and whose rules allow only the profile's
// own fields. A write that changes none of them writes nothing; a deleted profile takes them away.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { CUSTOMER_STATS, customerSearchFields } from 'shared-data/contracts';

export async function onCustomerProfileWritten(
  db: Firestore,
  uid: string,
  after: Record<string, unknown> | undefined,
): Promise<'written' | 'unchanged' | 'removed'> {
  const ref = db.collection(CUSTOMER_STATS).doc(uid);
  if (!after) {
    const stats = await ref.get();
    if (!stats.exists) return 'unchanged';
    await ref.update({ name: FieldValue.delete(), phoneDigits: FieldValue.delete(), searchKeywords: FieldValue.delete() });
    return 'removed';
  }
  const fields = customerSearchFields(after);
  const email = typeof after['email'] === 'string' ? after['email'].toLowerCase() : '';
  const stats = await ref.get();
  const same =
    stats.exists &&
    stats.get('name') === fields.name &&
    stats.get('phoneDigits') === fields.phoneDigits &&
    stats.get('email') === email &&
    JSON.stringify(stats.get('searchKeywords') ?? []) === JSON.stringify(fields.searchKeywords);
  if (same) return 'unchanged';
  await ref.set({ uid, email, ...fields }, { merge: true });
  return 'written';
}
