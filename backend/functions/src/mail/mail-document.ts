// The `mail/{id}` document: one outgoing e-mail and the state of its delivery, in the shape of
// Firebase's Trigger Email extension (`to`, `message: { subject, html, text }`, `delivery`), so the
// extension could process the same collection in production. `nextAttemptAt` is when retryMail
// should next look at the document, whatever its state: a RETRY's backoff, a PROCESSING lease's
// expiry, a PENDING document the trigger never claimed. One single-field query then finds all the
// work, and Firestore needs no composite index for it.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { OrderEmailKind } from './order-email';

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'RETRY' | 'ERROR';
export type MailKind = `order-${OrderEmailKind}` | 'support-reply' | `shop-${string}`;

/** Sends per document before it is given up as ERROR. */
export const MAX_ATTEMPTS = 5;
/** How long a claim holds; longer than a send can take (see the transport's timeouts). */
export const LEASE_MS = 2 * 60_000;
/** How long the trigger has to claim a new document before retryMail sends it instead. */
export const PENDING_GRACE_MS = 2 * 60_000;
/** The first retry's wait; it doubles after each failure: 5, 10, 20, 40 minutes. */
export const RETRY_BASE_MS = 5 * 60_000;

/** How long to wait after the `attempts`-th failed send. */
export function retryDelayMs(attempts: number): number {
  return RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

export interface MailDeliveryInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

export interface MailDelivery {
  state: DeliveryState;
  attempts: number;
  leaseExpireTime: Timestamp | null;
  startTime: Timestamp | null;
  endTime: Timestamp | null;
  nextAttemptAt: Timestamp | null;
  /** The last failure, kept until a send succeeds, so the admin sees why it is being retried. */
  error: string | null;
  info: MailDeliveryInfo | null;
}

export interface MailMessage {
  subject: string;
  html: string;
  text: string;
  /** Inline images (base64, shown by `cid:`), as the Trigger Email extension's `message.attachments`. */
  attachments?: Array<{ filename: string; content: string; contentType: string; cid: string }>;
}

export interface NewMail {
  to: string;
  /** `"Brand" <address>`; the sender may override it (MAIL_FROM). */
  from?: string;
  replyTo?: string;
  message: MailMessage;
  kind: MailKind;
  orderId?: string;
  uid?: string;
  /** For a support reply: the contact-form message it answers (`messages/{id}`). */
  supportMessageId?: string;
}

/** The fields of a new `mail` document, PENDING, for a transaction, batch or plain write. */
export function newMailDocument(mail: NewMail, now: Date): DocumentData {
  const delivery: MailDelivery = {
    state: 'PENDING',
    attempts: 0,
    leaseExpireTime: null,
    startTime: null,
    endTime: null,
    nextAttemptAt: Timestamp.fromMillis(now.getTime() + PENDING_GRACE_MS),
    error: null,
    info: null,
  };
  return {
    to: mail.to,
    ...(mail.from ? { from: mail.from } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    message: {
      subject: mail.message.subject,
      html: mail.message.html,
      text: mail.message.text,
      ...(mail.message.attachments?.length ? { attachments: mail.message.attachments.map((file) => ({ ...file, encoding: 'base64' })) } : {}),
    },
    kind: mail.kind,
    ...(mail.orderId ? { orderId: mail.orderId } : {}),
    ...(mail.uid ? { uid: mail.uid } : {}),
    ...(mail.supportMessageId ? { supportMessageId: mail.supportMessageId } : {}),
    createdAt: FieldValue.serverTimestamp(),
    delivery,
  };
}

/** `"Rajatmaya Silver" <wholesale@rajatmaya.example>`, with the name made safe for a header. */
export function mailbox(name: string, address: string): string {
  const safeName = name.replace(/["\\\r\n]/g, '').trim();
  return safeName ? `"${safeName}" <${address}>` : address;
}

const ADDRESS = /^[^@\s<>"(),;:\\]+@[^@\s<>"(),;:\\]+\.[^@\s<>"(),;:\\]+$/;

/**
 * Whether mail can be sent to `address`: one plain address, not a placeholder. Accounts without
 * an e-mail get `<uid>@users.noreply.local` in the apps; `.local` never reaches anyone.
 */
export function isDeliverableAddress(address: string): boolean {
  return address.length <= 254 && ADDRESS.test(address) && !/\.local$/i.test(address);
}
