// What became of the customers' e-mails (`mail/{id}`, written by the order and support functions
// and sent by the sendMail trigger with retries): an order's e-mails and a message's replies with
// their delivery state, and the e-mails that failed for good, so no failure goes unseen.
import { collection, getDocs, limit, orderBy, query, where, type DocumentData, type Firestore } from 'firebase/firestore/lite';
import { asIsoDate, asNumber, asString } from 'shared-data';
import { MAIL } from 'shared-data/admin';

export type MailState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'RETRY' | 'ERROR';

export interface SentMail {
  id: string;
  to: string;
  subject: string;
  orderId: string;
  state: MailState;
  attempts: number;
  error: string;
  createdAt: string | null;
  /** When it was sent (SUCCESS) or given up (ERROR). */
  endedAt: string | null;
}

const STATES: readonly MailState[] = ['PENDING', 'PROCESSING', 'SUCCESS', 'RETRY', 'ERROR'];

function toSentMail(id: string, data: DocumentData): SentMail {
  const delivery = (data['delivery'] ?? {}) as DocumentData;
  const state = asString(delivery['state']) as MailState;
  return {
    id,
    to: asString(data['to']),
    subject: asString((data['message'] as DocumentData | undefined)?.['subject']),
    orderId: asString(data['orderId']),
    state: STATES.includes(state) ? state : 'PENDING',
    attempts: Math.max(0, Math.floor(asNumber(delivery['attempts']))),
    error: asString(delivery['error']),
    createdAt: asIsoDate(data['createdAt']),
    endedAt: asIsoDate(delivery['endTime']),
  };
}

/** The e-mails about one order (`orderId`) or one support message (`supportMessageId`), oldest first. */
async function fetchMailAbout(db: Firestore, field: 'orderId' | 'supportMessageId', id: string): Promise<SentMail[]> {
  const snapshot = await getDocs(query(collection(db, MAIL), where(field, '==', id)));
  return snapshot.docs.map((entry) => toSentMail(entry.id, entry.data())).sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}

/** An order's e-mails, oldest first. */
export const fetchOrderMail = (db: Firestore, orderId: string) => fetchMailAbout(db, 'orderId', orderId);

/** The replies sent to a contact message, oldest first. */
export const fetchSupportMail = (db: Firestore, messageId: string) => fetchMailAbout(db, 'supportMessageId', messageId);

/** The newest e-mails that could not be sent after every retry. */
export async function fetchFailedMail(db: Firestore, max = 10): Promise<SentMail[]> {
  const snapshot = await getDocs(query(collection(db, MAIL), where('delivery.state', '==', 'ERROR'), orderBy('createdAt', 'desc'), limit(max)));
  return snapshot.docs.map((entry) => toSentMail(entry.id, entry.data()));
}

/** How the order page and the dashboard say where an e-mail is. */
export function mailStateText(mail: Pick<SentMail, 'state' | 'attempts' | 'error'>): string {
  switch (mail.state) {
    case 'SUCCESS':
      return 'Sent';
    case 'ERROR':
      return `Not sent after ${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}${mail.error ? `: ${mail.error}` : ''}`;
    case 'RETRY':
      return `Retrying (${mail.attempts} failed ${mail.attempts === 1 ? 'attempt' : 'attempts'}${mail.error ? `: ${mail.error}` : ''})`;
    default:
      return 'Waiting to be sent';
  }
}
