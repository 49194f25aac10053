// `replyToSupportMessage({ messageId, reply })`: an administrator answers a contact-form message by
// e-mail from the inbox. In one transaction: the reply's mail document (sent by the sendMail trigger
// with retries, the customer's message quoted below it), the reply kept in the message's thread
// (`replies`: text, who, when, and the mail document that carries it), a new message moved to "In
// progress", and the audit entry. The rules keep `replies` for this function alone, so the thread
// shows only what was really sent.
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { MESSAGES, supportReplyInputSchema, type SupportReplyResult } from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { readMailSettings } from './mail/mail-settings';
import { queueSupportReply } from './mail/queue-mail';
import { requireAdmin } from './require-admin';

/** How many replies one message keeps in its thread (a longer conversation continues by e-mail). */
export const SUPPORT_REPLIES_MAX = 50;

export async function replyToSupportMessage(
  request: CallableRequest<unknown>,
  db: Firestore,
  auth: Auth,
  now: () => Date = () => new Date(),
): Promise<SupportReplyResult> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(supportReplyInputSchema, request.data);
  const ref = db.collection(MESSAGES).doc(input.messageId);
  const settings = readMailSettings(db);
  settings.catch(() => undefined);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw new HttpsError('not-found', 'There is no such message; it may have been deleted.');
    const message = snapshot.data() as DocumentData;
    const name = String(message['name'] ?? '');
    const replies = Array.isArray(message['replies']) ? message['replies'] : [];
    if (replies.length >= SUPPORT_REPLIES_MAX) {
      throw new HttpsError('resource-exhausted', `This message has ${SUPPORT_REPLIES_MAX} replies already; continue the conversation from your mail program.`);
    }
    const at = now();
    const queued = await queueSupportReply(
      transaction,
      db,
      {
        messageId: ref.id,
        to: String(message['email'] ?? ''),
        name,
        subject: typeof message['subject'] === 'string' ? message['subject'] : undefined,
        message: String(message['message'] ?? ''),
        receivedAt: message['createdAt'] instanceof Timestamp ? message['createdAt'].toDate() : at,
        reply: input.reply,
        ...(typeof message['uid'] === 'string' ? { uid: message['uid'] } : {}),
      },
      { settings: await settings, now: at },
    );
    if (!queued.queued) throw new HttpsError('failed-precondition', `The message from ${name || 'this sender'} has no e-mail address to reply to.`);
    const auditId = recordAdminChange(transaction, db, actor, {
      action: 'support.reply',
      target: `${MESSAGES}/${ref.id}`,
      summary: `Replied to the message from ${name || queued.to}`,
    });
    transaction.update(ref, {
      replies: FieldValue.arrayUnion({ text: input.reply, by: actor.uid, byEmail: actor.email ?? '', at: at.toISOString(), mailId: queued.mailId }),
      ...(message['status'] === 'new' ? { status: 'in_progress' } : {}),
      ...(message['assignedTo'] ? {} : { assignedTo: actor.uid, assignedEmail: actor.email ?? '' }),
      updatedAt: FieldValue.serverTimestamp(),
      lastAuditId: auditId,
    });
    return { mailId: queued.mailId, to: queued.to };
  });
}
