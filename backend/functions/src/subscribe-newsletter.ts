// `subscribeNewsletter({ email, source })`: stores an address once in `newsletter/{email}` and says
// whether it was new. A function rather than a client write so a repeat sign-up is an answer, not
// a permission error, and the address is validated on the server.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

export interface SubscribeNewsletterResult {
  status: 'subscribed' | 'already-subscribed';
}

/** The same address pattern as the rules' newsletter match: lower case, no '/', a dotted domain. */
export const NEWSLETTER_EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

export function parseSubscribeInput(data: unknown): { email: string; source: string } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpsError('invalid-argument', 'Send an object { email: string, source?: string }.');
  }
  const { email, source } = data as Record<string, unknown>;
  if (typeof email !== 'string' || email.trim() === '') {
    throw new HttpsError('invalid-argument', 'Enter your e-mail address to subscribe.');
  }
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 254 || !NEWSLETTER_EMAIL.test(normalized)) {
    throw new HttpsError('invalid-argument', 'That does not look like an e-mail address — check it and try again.');
  }
  if (source !== undefined && (typeof source !== 'string' || source.length === 0 || source.length > 40)) {
    throw new HttpsError('invalid-argument', 'source must be a short text (1–40 characters).');
  }
  return { email: normalized, source: typeof source === 'string' ? source : 'website' };
}

export async function subscribeNewsletter(request: CallableRequest<unknown>, db: Firestore): Promise<SubscribeNewsletterResult> {
  const { email, source } = parseSubscribeInput(request.data);
  const ref = db.collection('newsletter').doc(email);
  const status = await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists) return 'already-subscribed' as const;
    transaction.create(ref, { email, source, createdAt: FieldValue.serverTimestamp() });
    return 'subscribed' as const;
  });
  return { status };
}
