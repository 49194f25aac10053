// The support inbox's reads: contact messages and video-call requests in one list, newest first,
// filtered by status (spam apart from "All") and by kind, searched by name, e-mail or phone (the
// keywords stored with each item), paged by time. Each page queries both collections for the
// items older than the cursor and merges them, so a page reads at most two pages of documents
// however long the inbox is.
import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { LiveQuery } from 'shared-auth';
import { asIsoDate, asString } from 'shared-data';
import { MESSAGES, VIDEO_CALL_REQUESTS } from 'shared-data/shopper';
import { auditedWrite, INBOX_STATUSES, SUPPORT_STATUSES, supportSearchTerm, type Actor, type SupportStatus } from 'shared-data/admin';
import { whatsappUrl } from 'shared-ui';
import { formatSlot } from 'shared-data/dates';
import { validTime, type ListQuery } from './list-query';

export { SUPPORT_STATUSES, type SupportStatus };
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  scheduled: 'Call scheduled',
  done: 'Done',
  spam: 'Spam',
};
export type SupportKind = 'message' | 'video';
export const SUPPORT_KIND_LABELS: Record<SupportKind, string> = { message: 'Message', video: 'Video call' };
const COLLECTION_OF: Record<SupportKind, string> = { message: MESSAGES, video: VIDEO_CALL_REQUESTS };
export const SUPPORT_PAGE_SIZE = 25;

/** A new message or video-call request (the newest of each kind). */
export const SUPPORT_LIVE: LiveQuery[] = [MESSAGES, VIDEO_CALL_REQUESTS].map((collection) => ({ collection, orderBy: ['createdAt', 'desc'], limit: 1 }));

export interface SupportNote {
  text: string;
  byEmail: string;
  /** ISO time */
  at: string;
}

/** An answer sent from the admin (replyToSupportMessage), kept in the message's thread. */
export interface SupportReply {
  text: string;
  byEmail: string;
  /** ISO time */
  at: string;
  /** The mail document that carries it (its delivery state). */
  mailId: string;
}

export interface SupportItem {
  kind: SupportKind;
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The message's subject, or the call's preferred slot. */
  subject: string;
  message: string;
  status: SupportStatus;
  assignedTo: string;
  assignedEmail: string;
  notes: SupportNote[];
  replies: SupportReply[];
  /** Video calls: the requested day and time (India), the products, the scheduled time. */
  preferredDate: string;
  preferredTime: string;
  products: string[];
  scheduledFor: string;
  createdAt: string | null;
  updatedAt: string | null;
}

const asStatus = (value: unknown): SupportStatus => (SUPPORT_STATUSES.includes(value as SupportStatus) ? (value as SupportStatus) : 'new');

export function toSupportItem(kind: SupportKind, id: string, data: DocumentData): SupportItem {
  const notes = Array.isArray(data['notes']) ? (data['notes'] as DocumentData[]) : [];
  const replies = Array.isArray(data['replies']) ? (data['replies'] as DocumentData[]) : [];
  return {
    kind,
    id,
    name: asString(data['name']),
    email: asString(data['email']),
    phone: asString(data['phone']),
    subject: kind === 'message' ? asString(data['subject']) : `Video call on ${formatSlot(asString(data['preferredDate']), asString(data['preferredTime']))}`,
    message: kind === 'message' ? asString(data['message']) : asString(data['note']),
    status: asStatus(data['status']),
    assignedTo: asString(data['assignedTo']),
    assignedEmail: asString(data['assignedEmail']),
    notes: notes.map((note) => ({ text: asString(note['text']), byEmail: asString(note['byEmail']), at: asString(note['at']) })),
    replies: replies.map((reply) => ({
      text: asString(reply['text']),
      byEmail: asString(reply['byEmail']),
      at: asString(reply['at']),
      mailId: asString(reply['mailId']),
    })),
    preferredDate: asString(data['preferredDate']),
    preferredTime: asString(data['preferredTime']),
    products: Array.isArray(data['products']) ? (data['products'] as unknown[]).map((product) => asString(product)).filter(Boolean) : [],
    scheduledFor: asString(data['scheduledFor']),
    createdAt: asIsoDate(data['createdAt']),
    updatedAt: asIsoDate(data['updatedAt']),
  };
}

export interface InboxQuery {
  /** One status, or null for every status but spam. */
  status: SupportStatus | null;
  /** What the staff searched for (a name, e-mail or phone number), or ''. */
  q: string;
  kind: SupportKind | null;
  /** Items created before this ISO time (the next page), or null for the newest. */
  before: string | null;
}

/** The inbox in the address: status and kind filters, newest first, older pages by time (`after`). */
export const INBOX_SHAPE = {
  filters: ['status', 'kind'] as const,
  sorts: ['createdAt'] as const,
  defaultSort: { key: 'createdAt', direction: 'desc' } as const,
};

/** The inbox's reading of its list query: only known statuses and kinds, and a valid time as the cursor. */
export function inboxOf(list: ListQuery<(typeof INBOX_SHAPE.filters)[number], string>): InboxQuery {
  const { status, kind } = list.filters;
  return {
    status: SUPPORT_STATUSES.includes(status as SupportStatus) ? (status as SupportStatus) : null,
    q: list.q.slice(0, 120),
    kind: kind === 'message' || kind === 'video' ? kind : null,
    before: validTime(list.after),
  };
}

export async function fetchInboxPage(db: Firestore, inbox: InboxQuery): Promise<{ rows: SupportItem[]; nextAfter: string | null }> {
  const kinds: SupportKind[] = inbox.kind ? [inbox.kind] : ['message', 'video'];
  const pages = await Promise.all(
    kinds.map(async (kind) => {
      const constraints: QueryConstraint[] = [inbox.status ? where('status', '==', inbox.status) : where('status', 'in', [...INBOX_STATUSES])];
      const term = supportSearchTerm(inbox.q);
      if (term) constraints.push(where('searchKeywords', 'array-contains', term));
      if (inbox.before) constraints.push(where('createdAt', '<', new Date(inbox.before)));
      const snapshot = await getDocs(query(collection(db, COLLECTION_OF[kind]), ...constraints, orderBy('createdAt', 'desc'), limit(SUPPORT_PAGE_SIZE + 1)));
      return snapshot.docs.map((document) => toSupportItem(kind, document.id, document.data()));
    }),
  );
  const merged = pages.flat().sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  const rows = merged.slice(0, SUPPORT_PAGE_SIZE);
  const last = rows.at(-1);
  return { rows, nextAfter: merged.length > SUPPORT_PAGE_SIZE && last?.createdAt ? last.createdAt : null };
}

/** Items in each status, both kinds together (aggregation counts, for the inbox's tabs). */
export async function fetchInboxCounts(db: Firestore): Promise<Record<SupportStatus, number | null>> {
  const count = (status: SupportStatus) =>
    Promise.all(
      (['message', 'video'] as const).map((kind) =>
        getCount(query(collection(db, COLLECTION_OF[kind]), where('status', '==', status)))
          .then((snapshot) => snapshot.data().count)
          .catch(() => null),
      ),
    ).then(([messages, calls]) => (messages == null || calls == null ? null : messages + calls));
  const values = await Promise.all(SUPPORT_STATUSES.map(count));
  return Object.fromEntries(SUPPORT_STATUSES.map((status, index) => [status, values[index] ?? null])) as Record<SupportStatus, number | null>;
}

export async function fetchSupportItem(db: Firestore, kind: SupportKind, id: string): Promise<SupportItem | null> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return null;
  const snapshot = await getDoc(doc(db, COLLECTION_OF[kind], id));
  return snapshot.exists() ? toSupportItem(kind, id, snapshot.data()) : null;
}

/**
 * An audited change of one inbox item (its status, who is on it, a call's time) by `actor`, from the
 * item as the admin saw it: `base` is that version; with `unchanged`, only those fields must still
 * be as seen (a bulk close does not stop for a note added meanwhile).
 */
export function updateSupportItem(
  db: Firestore,
  actor: Actor,
  item: SupportItem,
  change: { summary: string; data: DocumentData; base: DocumentData & { updatedAt: string | null }; unchanged?: string[] },
): Promise<unknown> {
  return auditedWrite({ db, actor, kind: 'update', collection: COLLECTION_OF[item.kind], id: item.id, action: 'support.update', ...change });
}

/** A WhatsApp chat with the customer; a ten-digit Indian number gets the country code 91. */
export function replyWhatsapp(phone: string, name: string, brand: string): string {
  const digits = phone.replace(/\D/g, '');
  const number = digits.length === 10 ? `91${digits}` : digits.replace(/^0+/, '');
  return whatsappUrl(number, `Hello ${name}, this is ${brand} replying to your enquiry.`);
}
