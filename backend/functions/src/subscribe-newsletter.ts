// `subscribeNewsletter({ email, source })`: stores an address once in `newsletter/{email}` and says
// whether it was new. A function rather than a client write so a repeat sign-up is an answer, not
// a permission error, and the address is validated on the server.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  NEWSLETTER,
  subscribeNewsletterInputSchema,
  type SubscribeNewsletterInput,
  type SubscribeNewsletterResult,
} from '../../../shared-data/src/collections/newsletter';
import { parseCallableInput } from './callable-input';

export function parseSubscribeInput(data: unknown): SubscribeNewsletterInput {
  return parseCallableInput(subscribeNewsletterInputSchema, data);
}

export async function subscribeNewsletter(request: CallableRequest<unknown>, db: Firestore): Promise<SubscribeNewsletterResult> {
  const { email, source } = parseSubscribeInput(request.data);
  const ref = db.collection(NEWSLETTER).doc(email);
  const status = await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists) return 'already-subscribed' as const;
    transaction.create(ref, { email, source, createdAt: FieldValue.serverTimestamp() });
    return 'subscribed' as const;
  });
  return { status };
}
