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
  // One write with a "must not exist yet" precondition rather than a read-then-write transaction:
  // a third of the round trips for a new address, and the first sign-up is never overwritten.
  try {
    await ref.create({ email, source, createdAt: FieldValue.serverTimestamp() });
    return { status: 'subscribed' };
  } catch (error) {
    // Which code a failed precondition carries differs between transports (gRPC ALREADY_EXISTS,
    // REST by HTTP status): a repeat sign-up is recognised by the document being there.
    if ((await ref.get()).exists) return { status: 'already-subscribed' };
    throw error;
  }
}
