// Video-call booking requests (`videoCallRequests`, docs/data-model.md): validation of the form's
// input and the one write, shaped exactly as the create rule in backend/firestore.rules expects.
import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { cleanText, isIsoDate, isIsoTime, isValidPhone, localIsoDate, localIsoTime } from '../forms/validators';

export interface VideoCallRequestInput {
  name: string;
  phone: string;
  /** `YYYY-MM-DD`, today or later. */
  preferredDate: string;
  /** `HH:MM`, 24-hour. */
  preferredTime: string;
  /** Products of interest (SKU and title), at most 20. */
  products?: string[];
  note?: string;
  /** Where the request was made: `home`, `product`, … (at most 40 characters). */
  source?: string;
  /** The signed-in user's uid; the rules accept only the caller's own. */
  uid?: string | null;
}

export type VideoCallRequestField = 'name' | 'phone' | 'preferredDate' | 'preferredTime' | 'products' | 'note';
export type VideoCallRequestErrors = Partial<Record<VideoCallRequestField, string>>;

export const VIDEO_CALL_LIMITS = { name: 100, note: 1000, products: 20, productChars: 100, source: 40 } as const;

/** Splits the form's "products of interest" text (one per line or comma-separated) into a list. */
export function parseProductList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\n,]/)) {
    const product = cleanText(part);
    if (product) seen.add(product);
  }
  return [...seen];
}

/** The request as it will be stored: trimmed text, de-duplicated products, a source. */
export function normalizeVideoCallRequest(input: VideoCallRequestInput): Required<Omit<VideoCallRequestInput, 'uid'>> & { uid: string | null } {
  return {
    name: cleanText(input.name),
    phone: cleanText(input.phone),
    preferredDate: cleanText(input.preferredDate),
    preferredTime: cleanText(input.preferredTime),
    products: [...new Set((input.products ?? []).map(cleanText).filter(Boolean))],
    note: cleanText(input.note),
    source: cleanText(input.source) || 'website',
    uid: input.uid || null,
  };
}

/** Field errors a person can act on; empty when the request can be sent. */
export function validateVideoCallRequest(input: VideoCallRequestInput, now: Date = new Date()): VideoCallRequestErrors {
  const value = normalizeVideoCallRequest(input);
  const errors: VideoCallRequestErrors = {};
  if (!value.name) errors.name = 'Enter your name.';
  else if (value.name.length > VIDEO_CALL_LIMITS.name) errors.name = `Keep your name under ${VIDEO_CALL_LIMITS.name} characters.`;

  if (!value.phone) errors.phone = 'Enter a phone number we can call you on.';
  else if (!isValidPhone(value.phone)) errors.phone = 'Enter a phone number of 10 to 15 digits, for example +91 98765 43210.';

  const today = localIsoDate(now);
  if (!value.preferredDate) errors.preferredDate = 'Choose a date for the call.';
  else if (!isIsoDate(value.preferredDate)) errors.preferredDate = 'Enter the date as YYYY-MM-DD.';
  else if (value.preferredDate < today) errors.preferredDate = 'Choose today or a later date.';

  if (!value.preferredTime) errors.preferredTime = 'Choose a time for the call.';
  else if (!isIsoTime(value.preferredTime)) errors.preferredTime = 'Enter the time as HH:MM.';
  else if (value.preferredDate === today && value.preferredTime <= localIsoTime(now)) {
    errors.preferredTime = 'Choose a time later today, or another day.';
  }

  if (value.products.length > VIDEO_CALL_LIMITS.products) {
    errors.products = `List at most ${VIDEO_CALL_LIMITS.products} products; we can discuss more on the call.`;
  } else if (value.products.some((product) => product.length > VIDEO_CALL_LIMITS.productChars)) {
    errors.products = `Keep each product under ${VIDEO_CALL_LIMITS.productChars} characters.`;
  }
  if (value.note.length > VIDEO_CALL_LIMITS.note) errors.note = `Keep the note under ${VIDEO_CALL_LIMITS.note} characters.`;
  return errors;
}

export type VideoCallRequestErrorCode = 'invalid' | 'unavailable' | 'rejected';

/** A failed request, with a message for the person and a code for programs. */
export class VideoCallRequestError extends Error {
  readonly code: VideoCallRequestErrorCode;
  readonly fieldErrors: VideoCallRequestErrors;

  constructor(code: VideoCallRequestErrorCode, message: string, fieldErrors: VideoCallRequestErrors = {}) {
    super(message);
    this.name = 'VideoCallRequestError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

function firebaseCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * Stores a video-call request with `status: 'new'` and the server's time. Throws
 * VideoCallRequestError: `invalid` (with field errors), `unavailable` (no connection or no
 * backend) or `rejected` (the database refused it).
 */
export async function createVideoCallRequest(db: Firestore | null, input: VideoCallRequestInput, now: Date = new Date()): Promise<{ id: string }> {
  const fieldErrors = validateVideoCallRequest(input, now);
  if (Object.keys(fieldErrors).length > 0) {
    throw new VideoCallRequestError('invalid', 'Please correct the highlighted fields.', fieldErrors);
  }
  if (!db) {
    throw new VideoCallRequestError('unavailable', 'Booking is unavailable right now. Please try again in a minute, or message us on WhatsApp.');
  }
  const value = normalizeVideoCallRequest(input);
  const document: Record<string, unknown> = {
    name: value.name,
    phone: value.phone,
    preferredDate: value.preferredDate,
    preferredTime: value.preferredTime,
    products: value.products,
    note: value.note,
    source: value.source.slice(0, VIDEO_CALL_LIMITS.source),
    status: 'new',
    createdAt: serverTimestamp(),
  };
  if (value.uid) document['uid'] = value.uid;
  try {
    const reference = await addDoc(collection(db, 'videoCallRequests'), document);
    return { id: reference.id };
  } catch (error) {
    const code = firebaseCode(error);
    if (code === 'permission-denied' || code === 'invalid-argument') {
      throw new VideoCallRequestError('rejected', 'We could not accept this request. Please check your details, or message us on WhatsApp.');
    }
    throw new VideoCallRequestError('unavailable', 'We could not reach our booking service. Check your connection and try again.');
  }
}
