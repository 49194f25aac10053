// Queuing e-mails as `mail` documents inside the caller's own transaction or batch, so an order's
// change and its e-mail are written together or not at all. Order e-mails honour the customer's
// `webusers/{uid}.emailPreferences.orderUpdates` (spec section 3: on unless turned off).
import { Transaction, type DocumentReference, type DocumentSnapshot, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { MAIL, WEBUSERS } from 'shared-data/contracts';
import { isDeliverableAddress, mailbox, newMailDocument } from './mail-document';
import { readMailSettings, type MailSettings } from './mail-settings';
import { orderEmail, type EmailOrder, type OrderEmailKind } from './order-email';
import { supportReplyEmail, type SupportReply } from './support-reply-email';

export type MailWriter = Transaction | WriteBatch;

export type QueueResult =
  | { queued: true; mailId: string; to: string }
  /** opted-out: orderUpdates is false; no-address: no deliverable e-mail; already-queued: this
   * order's e-mail of this kind exists (a repeated status change sends nothing more). */
  | { queued: false; reason: 'opted-out' | 'no-address' | 'already-queued' };

export interface QueueOrderEmailOptions {
  /** Used when the profile has no e-mail, e.g. the caller's verified token e-mail. */
  fallbackEmail?: string | null | undefined;
  /** The shop's brand and contact; read from `settings/site` when not given. */
  settings?: MailSettings;
  /** The clock for the document's first `nextAttemptAt`. */
  now?: Date;
  /**
   * The customer's profile and this e-mail's document, when the caller has read them already (in
   * its own `getAll`, see `orderEmailReads`): a transaction then needs no read round trip here.
   */
  read?: { profile: DocumentSnapshot; existing: DocumentSnapshot };
  /** For a repeatable kind (an edit, a reminder): what makes this one's document its own. */
  suffix?: string;
}

/** The documents queueOrderEmail reads: the customer's profile and the e-mail's own document. */
export function orderEmailReads(db: Firestore, uid: string, orderId: string, kind: OrderEmailKind, suffix?: string): [DocumentReference, DocumentReference] {
  return [db.collection(WEBUSERS).doc(uid), db.collection(MAIL).doc(orderMailId(orderId, kind, suffix))];
}

/** One e-mail per order and kind: `mail/order-<orderId>-<kind>`; a repeatable kind names each one (`-<suffix>`). */
export function orderMailId(orderId: string, kind: OrderEmailKind, suffix?: string): string {
  return `order-${orderId}-${kind}${suffix ? `-${suffix}` : ''}`;
}

function senderFields(settings: MailSettings): { from?: string; replyTo?: string } {
  const address = settings.contact.email.trim();
  if (!isDeliverableAddress(address)) return {};
  return { from: mailbox(settings.brand.name, address), replyTo: address };
}

/**
 * Adds the `kind` e-mail about `order` to `writer` unless the customer turned order updates off.
 * With a transaction, the profile is read in it: call this before the transaction's first write
 * (Firestore transactions read before they write). With a batch, it is read just before.
 */
export async function queueOrderEmail(
  writer: MailWriter,
  db: Firestore,
  order: EmailOrder,
  kind: OrderEmailKind,
  options: QueueOrderEmailOptions = {},
): Promise<QueueResult> {
  const [profileRef, mailRef] = orderEmailReads(db, order.uid, order.id, kind, options.suffix);
  // Read alongside the profile; handled here so a failure surfaces where it is awaited.
  const settings = options.settings ? Promise.resolve(options.settings) : readMailSettings(db);
  settings.catch(() => undefined);
  const readBoth = async () => {
    const [profileSnap, mailSnap] = (writer instanceof Transaction ? await writer.getAll(profileRef, mailRef) : await db.getAll(profileRef, mailRef)) as [
      DocumentSnapshot,
      DocumentSnapshot,
    ];
    return { profile: profileSnap, existing: mailSnap };
  };
  const { profile, existing } = options.read ?? (await readBoth());
  if (profile.get('emailPreferences.orderUpdates') === false) return { queued: false, reason: 'opted-out' };
  if (existing.exists) return { queued: false, reason: 'already-queued' };
  const stored = profile.get('email');
  const to = [typeof stored === 'string' ? stored.trim() : '', options.fallbackEmail?.trim() ?? ''].find(isDeliverableAddress);
  if (!to) return { queued: false, reason: 'no-address' };
  const resolved = await settings;
  const message = orderEmail(kind, order, resolved);
  writer.create(
    mailRef,
    newMailDocument({ to, ...senderFields(resolved), message, kind: `order-${kind}`, orderId: order.id, uid: order.uid }, options.now ?? new Date()),
  );
  return { queued: true, mailId: mailRef.id, to };
}

export interface SupportReplyInput extends SupportReply {
  /** The contact-form message answered (`messages/{id}`). */
  messageId: string;
  /** Where the customer asked to be answered (the form's e-mail). */
  to: string;
  /** The customer's uid, when the message came from a signed-in account. */
  uid?: string;
}

/**
 * Adds the admin's reply to a contact-form message to `writer`. Preferences do not apply: the
 * customer asked for this answer. Each reply is its own document.
 */
export async function queueSupportReply(
  writer: MailWriter,
  db: Firestore,
  input: SupportReplyInput,
  options: { settings?: MailSettings; now?: Date } = {},
): Promise<QueueResult> {
  const to = input.to.trim();
  if (!isDeliverableAddress(to)) return { queued: false, reason: 'no-address' };
  const settings = options.settings ?? (await readMailSettings(db));
  const mailRef = db.collection(MAIL).doc();
  writer.create(
    mailRef,
    newMailDocument(
      {
        to,
        ...senderFields(settings),
        message: supportReplyEmail(input, settings),
        kind: 'support-reply',
        supportMessageId: input.messageId,
        ...(input.uid ? { uid: input.uid } : {}),
      },
      options.now ?? new Date(),
    ),
  );
  return { queued: true, mailId: mailRef.id, to };
}
