// Sending the `mail` collection: claim a document in a transaction (a lease, so a trigger delivered
// twice or the retry sweep racing the trigger never sends one message twice), send it over SMTP,
// and record the outcome in `delivery`. A failed send becomes RETRY with a growing wait, and after
// MAX_ATTEMPTS, or on a permanent refusal, ERROR, which stays for the admin to see. The trigger
// (`sendMail`) and the schedule (`retryMail`) in index.ts only call these functions.
import { createTransport } from 'nodemailer';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { MAIL } from 'shared-data/contracts';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs, type DeliveryState, type MailDelivery, type MailDeliveryInfo } from './mail-document';

export interface OutgoingMessage {
  from?: string;
  to: string;
  replyTo?: string;
  subject: string;
  html?: string;
  text?: string;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; content: string; encoding: 'base64'; contentType: string; cid: string }>;
}

/** What sending needs of a nodemailer transporter (and what tests may pass instead). */
export interface MailTransport {
  sendMail(message: OutgoingMessage): Promise<{ messageId: string; accepted: readonly unknown[]; rejected: readonly unknown[] }>;
}

/**
 * A nodemailer SMTP transport for `smtp://` or `smtps://` URLs (user and password in the URL). The
 * timeouts keep every send well inside the lease, so a send that hangs cannot outlive its claim.
 */
export function createMailTransport(url: string): MailTransport {
  return createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 });
}

export type MailOutcome =
  /** Sent; the document is SUCCESS. */
  | 'sent'
  /** The send failed and will be tried again (RETRY, `nextAttemptAt` set). */
  | 'retry'
  /** Given up (ERROR): attempts exhausted, a permanent refusal or an unusable document. */
  | 'failed'
  /** Someone else holds it, it is finished, or its retry is not due yet: nothing was done. */
  | 'skipped'
  | 'missing';

export interface MailResult {
  id: string;
  outcome: MailOutcome;
  state: DeliveryState | null;
  attempts: number;
  error?: string;
}

export interface ProcessMailOptions {
  /** Sender for every message (production's MAIL_FROM); otherwise the document's `from`. */
  from?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const millis = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : null);

/** The stored delivery, with a document written without one (the extension's form) as PENDING. */
function readDelivery(data: Record<string, unknown>): MailDelivery {
  const raw = isRecord(data['delivery']) ? data['delivery'] : {};
  const state = raw['state'];
  const stamp = (key: string) => (raw[key] instanceof Timestamp ? (raw[key] as Timestamp) : null);
  return {
    state: state === 'PROCESSING' || state === 'SUCCESS' || state === 'RETRY' || state === 'ERROR' ? state : 'PENDING',
    attempts: typeof raw['attempts'] === 'number' ? raw['attempts'] : 0,
    leaseExpireTime: stamp('leaseExpireTime'),
    startTime: stamp('startTime'),
    endTime: stamp('endTime'),
    nextAttemptAt: stamp('nextAttemptAt'),
    error: typeof raw['error'] === 'string' ? raw['error'] : null,
    info: null,
  };
}

/** The message to send, or why the document cannot be sent. */
function readMessage(data: Record<string, unknown>, options: ProcessMailOptions): OutgoingMessage | string {
  const message = isRecord(data['message']) ? data['message'] : null;
  const to = data['to'];
  if (typeof to !== 'string' || !to.trim()) return 'The document has no recipient ("to").';
  if (!message || typeof message['subject'] !== 'string' || (typeof message['html'] !== 'string' && typeof message['text'] !== 'string')) {
    return 'The document has no message ({ subject, html or text }).';
  }
  const from = options.from || (typeof data['from'] === 'string' ? data['from'] : undefined);
  return {
    ...(from ? { from } : {}),
    to,
    ...(typeof data['replyTo'] === 'string' ? { replyTo: data['replyTo'] } : {}),
    subject: message['subject'],
    ...(typeof message['html'] === 'string' && message['html'] ? { html: message['html'] } : {}),
    ...(typeof message['text'] === 'string' && message['text'] ? { text: message['text'] } : {}),
    ...(inlineImages(message['attachments']).length ? { attachments: inlineImages(message['attachments']) } : {}),
  };
}

/** Only inline images travel: a document cannot make the sender attach files from disk or a URL. */
function inlineImages(value: unknown): NonNullable<OutgoingMessage['attachments']> {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((file) => {
    const { filename, content, contentType, cid } = file;
    if (typeof filename !== 'string' || typeof content !== 'string' || typeof cid !== 'string' || typeof contentType !== 'string') return [];
    if (!/^image\/(gif|png)$/.test(contentType) || !/^[A-Za-z0-9+/=]+$/.test(content) || content.length > 200_000) return [];
    return [{ filename: filename.slice(0, 100), content, encoding: 'base64' as const, contentType, cid: cid.slice(0, 100) }];
  });
}

const addresses = (list: readonly unknown[]): string[] =>
  list.map((entry) => (isRecord(entry) && typeof entry['address'] === 'string' ? entry['address'] : String(entry)));

/** SMTP's 5xx answers to the envelope or the message are final; anything else may pass later. */
function isPermanent(error: unknown): boolean {
  if (!isRecord(error)) return false;
  const code = error['responseCode'];
  return typeof code === 'number' && code >= 500 && code < 600 && (error['code'] === 'EENVELOPE' || error['code'] === 'EMESSAGE');
}

function describeError(error: unknown): string {
  if (!isRecord(error)) return String(error);
  const parts = [typeof error['message'] === 'string' ? error['message'] : String(error)];
  if (typeof error['code'] === 'string') parts.push(`(${error['code']}${typeof error['responseCode'] === 'number' ? ` ${error['responseCode']}` : ''})`);
  return parts.join(' ').slice(0, 1000);
}

type Claim = { kind: 'claimed'; message: OutgoingMessage; attempts: number } | { kind: 'done'; result: Omit<MailResult, 'id'> };

/** Takes the document for one send if nobody else holds it and it is due. */
async function claim(db: Firestore, ref: DocumentReference, now: Date, options: ProcessMailOptions): Promise<Claim> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { kind: 'done', result: { outcome: 'missing', state: null, attempts: 0 } };
    const data = snapshot.data() ?? {};
    const delivery = readDelivery(data);
    const skip = (): Claim => ({ kind: 'done', result: { outcome: 'skipped', state: delivery.state, attempts: delivery.attempts } });
    const nowMs = now.getTime();
    switch (delivery.state) {
      case 'SUCCESS':
      case 'ERROR':
        return skip();
      case 'PROCESSING':
        if ((millis(delivery.leaseExpireTime) ?? 0) > nowMs) return skip();
        break;
      case 'RETRY':
        if ((millis(delivery.nextAttemptAt) ?? 0) > nowMs) return skip();
        break;
      case 'PENDING':
        break;
    }
    const stamp = Timestamp.fromDate(now);
    const fail = (error: string): Claim => {
      transaction.update(ref, {
        'delivery.state': 'ERROR',
        'delivery.endTime': stamp,
        'delivery.leaseExpireTime': null,
        'delivery.nextAttemptAt': null,
        'delivery.error': error,
      });
      return { kind: 'done', result: { outcome: 'failed', state: 'ERROR', attempts: delivery.attempts, error } };
    };
    const message = readMessage(data, options);
    if (typeof message === 'string') return fail(message);
    if (delivery.attempts >= MAX_ATTEMPTS) {
      // A lease ran out on the last attempt: whether that send went out is unknown, so no more.
      return fail(delivery.error ?? `No confirmation after ${delivery.attempts} attempts (the last send did not finish).`);
    }
    const lease = Timestamp.fromMillis(nowMs + LEASE_MS);
    transaction.update(ref, {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': delivery.attempts + 1,
      'delivery.startTime': stamp,
      'delivery.leaseExpireTime': lease,
      // If this process dies mid-send, retryMail takes the document back when the lease ends.
      'delivery.nextAttemptAt': lease,
    });
    return { kind: 'claimed', message, attempts: delivery.attempts + 1 };
  });
}

/**
 * Writes the outcome only if the document is still this send's claim (state PROCESSING with this
 * attempt number); a claim taken over after an expired lease is left to its new holder.
 */
async function settle(db: Firestore, ref: DocumentReference, attempts: number, fields: Record<string, unknown>): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    const delivery = readDelivery(snapshot.data() ?? {});
    if (delivery.state !== 'PROCESSING' || delivery.attempts !== attempts) return false;
    transaction.update(ref, fields);
    return true;
  });
}

/**
 * Sends `mail/{id}` once if it is PENDING, a RETRY that is due, or PROCESSING with an expired
 * lease; does nothing for any other state. `now` is the clock for leases and backoff.
 */
export async function processMailDocument(
  db: Firestore,
  id: string,
  transport: MailTransport,
  now: Date,
  options: ProcessMailOptions = {},
): Promise<MailResult> {
  const ref = db.collection(MAIL).doc(id);
  const claimed = await claim(db, ref, now, options);
  if (claimed.kind === 'done') return { id, ...claimed.result };
  const { attempts } = claimed;
  let info: MailDeliveryInfo;
  try {
    const sent = await transport.sendMail({ ...claimed.message, headers: { 'X-Shop-Mail-Id': id } });
    info = { messageId: sent.messageId, accepted: addresses(sent.accepted), rejected: addresses(sent.rejected) };
  } catch (error) {
    const message = describeError(error);
    const final = isPermanent(error) || attempts >= MAX_ATTEMPTS;
    const next = final ? null : Timestamp.fromMillis(now.getTime() + retryDelayMs(attempts));
    await settle(db, ref, attempts, {
      'delivery.state': final ? 'ERROR' : 'RETRY',
      'delivery.leaseExpireTime': null,
      'delivery.nextAttemptAt': next,
      'delivery.endTime': final ? Timestamp.fromDate(now) : null,
      'delivery.error': message,
    });
    return { id, outcome: final ? 'failed' : 'retry', state: final ? 'ERROR' : 'RETRY', attempts, error: message };
  }
  await settle(db, ref, attempts, {
    'delivery.state': 'SUCCESS',
    'delivery.leaseExpireTime': null,
    'delivery.nextAttemptAt': null,
    'delivery.endTime': Timestamp.fromDate(now),
    'delivery.error': null,
    'delivery.info': info,
  });
  return { id, outcome: 'sent', state: 'SUCCESS', attempts };
}

export interface RetrySummary {
  results: MailResult[];
  sent: number;
  retry: number;
  failed: number;
  skipped: number;
}

/**
 * The scheduled sweep: every document whose `nextAttemptAt` has passed (a due RETRY, an expired
 * PROCESSING lease, a PENDING document the trigger missed) is processed once, oldest first.
 */
export async function retryDueMail(
  db: Firestore,
  transport: MailTransport,
  now: Date,
  options: ProcessMailOptions & { limit?: number } = {},
): Promise<RetrySummary> {
  const due = await db
    .collection(MAIL)
    .where('delivery.nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('delivery.nextAttemptAt')
    .limit(options.limit ?? 50)
    .get();
  const results: MailResult[] = [];
  // One at a time: a sweep is small, and one SMTP connection at a time is kind to the provider.
  for (const doc of due.docs) results.push(await processMailDocument(db, doc.id, transport, now, options));
  const count = (outcome: MailOutcome) => results.filter((result) => result.outcome === outcome).length;
  return { results, sent: count('sent'), retry: count('retry'), failed: count('failed'), skipped: count('skipped') + count('missing') };
}
