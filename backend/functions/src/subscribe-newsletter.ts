// `subscribeNewsletter({ email, source })`: stores an address once in `newsletter/{email}` and says
// whether it was new. A function rather than a client write so a repeat sign-up is an answer, not
// a permission error, and the address is validated on the server.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { NEWSLETTER, type SubscribeNewsletterInput, subscribeNewsletterInputSchema, type SubscribeNewsletterResult } from 'shared-data/contracts';
import { parseCallableInput } from './callable-input';
import { rateLimitClient, withRateLimit, type RateLimit } from './rate-limit';

export const NEWSLETTER_LIMIT: RateLimit = {
  kind: 'newsletter',
  limit: 20,
  windowMs: 10 * 60 * 1000,
  refusal: 'Many sign-ups have come from here in the last few minutes.',
};

export function parseSubscribeInput(data: unknown): SubscribeNewsletterInput {
  return parseCallableInput(subscribeNewsletterInputSchema, data);
}

export async function subscribeNewsletter(request: CallableRequest<unknown>, db: Firestore): Promise<SubscribeNewsletterResult> {
  const { email, source } = parseSubscribeInput(request.data);
  const ref = db.collection(NEWSLETTER).doc(email);
  // One transaction: the sender's allowance and the address are read together, and the count and
  // the new sign-up commit together. A repeat sign-up is an answer, and leaves the first untouched.
  const status = await withRateLimit(
    db,
    NEWSLETTER_LIMIT,
    rateLimitClient(request),
    (transaction, [existing]) => {
      if (existing?.exists) return 'already-subscribed' as const;
      transaction.create(ref, { email, source, createdAt: FieldValue.serverTimestamp() });
      return 'subscribed' as const;
    },
    { alsoRead: [ref] },
  );
  return { status };
}
