// What anyone may send the shop — contact messages and video-call requests — goes through these
// callables rather than client writes (the rules refuse those): each is checked with the form's own
// schema, limited per client (rate-limit.ts), and, like every callable, needs an App Check token
// (index.ts), so a script hammering the database directly gets nowhere.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  MESSAGES,
  normalizeVideoCallRequest,
  requestVideoCallInputSchema,
  sendContactMessageInputSchema,
  supportSearchKeywords,
  VIDEO_CALL_REQUESTS,
  videoCallRequestFields,
} from 'shared-data/contracts';
import { parseCallableInput } from './callable-input';
import { rateLimitClient, withRateLimit, type RateLimit } from './rate-limit';
import { readSiteSettings } from './mail/mail-settings';
import { queueShopNotice } from './mail/shop-notices';

export const CONTACT_LIMIT: RateLimit = {
  kind: 'contact',
  limit: 10,
  windowMs: 10 * 60 * 1000,
  refusal: 'You have sent several messages in the last few minutes, and we will answer them all.',
};

export const VIDEO_CALL_LIMIT: RateLimit = {
  kind: 'videoCall',
  limit: 10,
  windowMs: 10 * 60 * 1000,
  refusal: 'You have asked for several video calls in the last few minutes; we will call you about them.',
};

export async function sendContactMessage(request: CallableRequest<unknown>, db: Firestore, now: Date = new Date()): Promise<{ id: string }> {
  const value = parseCallableInput(sendContactMessageInputSchema, request.data);
  const ref = db.collection(MESSAGES).doc();
  const settings = await readSiteSettings(db);
  await withRateLimit(db, CONTACT_LIMIT, rateLimitClient(request), (transaction) => {
    transaction.create(ref, {
      name: value.name,
      email: value.email,
      // Stored only when given (the admin inbox shows "no phone" otherwise).
      ...(value.phone ? { phone: value.phone } : {}),
      subject: value.subject,
      message: value.message,
      status: 'new',
      searchKeywords: supportSearchKeywords(value),
      createdAt: FieldValue.serverTimestamp(),
    });
    queueShopNotice(
      transaction,
      db,
      settings,
      {
        kind: 'contact-message',
        about: ref.id,
        subject: `New message: ${value.subject}`,
        heading: `${value.name} wrote to the shop`,
        facts: [
          ['From', `${value.name} <${value.email}>`],
          ...(value.phone ? ([['Phone', value.phone]] as Array<[string, string]>) : []),
          ['Subject', value.subject],
        ],
        quoted: { intro: 'Their message:', text: value.message },
        adminPath: `/admin/support/message/${ref.id}`,
      },
      now,
    );
  });
  return { id: ref.id };
}

export async function requestVideoCall(request: CallableRequest<unknown>, db: Firestore, now: Date = new Date()): Promise<{ id: string }> {
  const parsed = parseCallableInput(requestVideoCallInputSchema(now), request.data);
  const value = normalizeVideoCallRequest({ ...parsed, uid: null });
  const ref = db.collection(VIDEO_CALL_REQUESTS).doc();
  const settings = await readSiteSettings(db);
  const fields = videoCallRequestFields(value);
  await withRateLimit(db, VIDEO_CALL_LIMIT, rateLimitClient(request), (transaction) => {
    transaction.create(ref, {
      ...fields,
      status: 'new',
      searchKeywords: supportSearchKeywords({ name: fields.name, phone: fields.phone }),
      createdAt: FieldValue.serverTimestamp(),
      // The caller's own account, from their verified token (never from the request's data).
      ...(request.auth?.uid ? { uid: request.auth.uid } : {}),
    });
    queueShopNotice(
      transaction,
      db,
      settings,
      {
        kind: 'video-call',
        about: ref.id,
        subject: `Video call request from ${String(fields['name'] ?? 'a visitor')}`,
        heading: `${String(fields['name'] ?? 'A visitor')} asks for a video call`,
        facts: Object.entries({ Phone: fields['phone'], 'Preferred date': fields['preferredDate'], 'Preferred time (IST)': fields['preferredTime'] }).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
        ),
        ...(typeof fields['note'] === 'string' && fields['note'] ? { quoted: { intro: 'Their note:', text: fields['note'] } } : {}),
        adminPath: `/admin/support/video/${ref.id}`,
      },
      now,
    );
  });
  return { id: ref.id };
}
