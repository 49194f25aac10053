// `videoCallRequests/{id}`: video-call booking requests (docs/data-model.md): the form's schema, the
// stored document's schema and the send, through the `requestVideoCall` callable (checked with the
// same schema, limited per client, App Check required; the rules refuse client writes). Admins read
// and work on them.
import { z } from '#zod';
import { strictInput, type CallFunction } from '../callables/callable-input';
import {
  cleanText,
  fieldErrorsOf,
  isIsoDate,
  isIsoTime,
  localIsoDate,
  localIsoTime,
  optionalText,
  phoneField,
  requiredText,
  storedPhone,
  storedStringList,
  storedText,
  timestampField,
} from '../schemas/fields';
import { callableMessage, firebaseErrorCode } from './firebase-errors';
import { lazySchema } from '../schemas/lazy-schema';

export { VIDEO_CALL_REQUESTS } from './collection-names';

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
  /** Not sent: the function takes the signed-in caller's uid from their token. */
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

/** The request's own fields as sent to `requestVideoCall` and stored by it (no uid, status or time). */
export function videoCallRequestFields(value: ReturnType<typeof normalizeVideoCallRequest>) {
  return {
    name: value.name,
    phone: value.phone,
    preferredDate: value.preferredDate,
    preferredTime: value.preferredTime,
    products: value.products,
    note: value.note,
    source: value.source.slice(0, VIDEO_CALL_LIMITS.source),
  };
}

/** The booking form as typed, checked against `now` (no date or time in the past). */
export function videoCallRequestInputSchema(now: Date = new Date()) {
  const today = localIsoDate(now);
  // Built on first use, as the module-level schemas are: browsers download zod on first need.
  return lazySchema(() =>
    z
      .object({
        name: requiredText('name', VIDEO_CALL_LIMITS.name, { missing: 'Enter your name.', long: `Keep your name under ${VIDEO_CALL_LIMITS.name} characters.` }),
        phone: phoneField('Enter a phone number we can call you on.'),
        preferredDate: z.preprocess(
          cleanText,
          z
            .string()
            .min(1, 'Choose a date for the call.')
            .refine(isIsoDate, 'Enter the date as YYYY-MM-DD.')
            .refine((date) => !isIsoDate(date) || date >= today, 'Choose today or a later date.'),
        ),
        preferredTime: z.preprocess(cleanText, z.string().min(1, 'Choose a time for the call.').refine(isIsoTime, 'Enter the time as HH:MM.')),
        products: z
          .preprocess(
            // The form sends the text box (one product per line or comma); callers may send a list.
            (value) => (typeof value === 'string' ? parseProductList(value) : [...new Set((Array.isArray(value) ? value : []).map(cleanText).filter(Boolean))]),
            z
              .array(z.string())
              .max(VIDEO_CALL_LIMITS.products, `List at most ${VIDEO_CALL_LIMITS.products} products; we can discuss more on the call.`)
              .refine(
                (products) => products.every((product) => product.length <= VIDEO_CALL_LIMITS.productChars),
                `Keep each product under ${VIDEO_CALL_LIMITS.productChars} characters.`,
              ),
          )
          .optional(),
        note: optionalText('note', VIDEO_CALL_LIMITS.note).optional(),
        source: z.preprocess((value) => (cleanText(value) || 'website').slice(0, VIDEO_CALL_LIMITS.source), z.string()).optional(),
        uid: z.string().nullish(),
      })
      .superRefine((value, context) => {
        if (value.preferredDate === today && isIsoTime(value.preferredTime) && value.preferredTime <= localIsoTime(now)) {
          context.addIssue({ code: 'custom', path: ['preferredTime'], message: 'Choose a time later today, or another day.' });
        }
      }),
  );
}

/** The `requestVideoCall` callable's input: the form's fields (no uid: that comes from the token). */
export function requestVideoCallInputSchema(now: Date = new Date()) {
  return lazySchema(() => {
    const { uid: _uid, ...shape } = videoCallRequestInputSchema(now).shape;
    return strictInput(shape, {
      what: 'the request',
      hint: 'send only name, phone, preferredDate, preferredTime, products, note and source.',
      notObject: 'Send an object { name, phone, preferredDate, preferredTime, products?, note?, source? }.',
    });
  });
}

/** The name of the callable that stores a video-call request. */
export const REQUEST_VIDEO_CALL = 'requestVideoCall';

/** The stored document as the create rule accepts it. */
export const videoCallRequestDocumentSchema = lazySchema(() =>
  z.strictObject({
    name: storedText(1, VIDEO_CALL_LIMITS.name),
    phone: storedPhone,
    preferredDate: z.string().regex(/^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/),
    preferredTime: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/),
    products: storedStringList(VIDEO_CALL_LIMITS.products, VIDEO_CALL_LIMITS.productChars).optional(),
    note: storedText(0, VIDEO_CALL_LIMITS.note).optional(),
    createdAt: timestampField,
    status: z.literal('new'),
    source: storedText(0, VIDEO_CALL_LIMITS.source).optional(),
    uid: z.string().optional(),
    /** The words the inbox finds it by (supportSearchKeywords), set by the function that stores it. */
    searchKeywords: z.array(z.string().max(320)).max(20).optional(),
  }),
);

/** Field errors a person can act on; empty when the request can be sent. */
export function validateVideoCallRequest(input: VideoCallRequestInput, now: Date = new Date()): VideoCallRequestErrors {
  const result = videoCallRequestInputSchema(now).safeParse(input);
  return result.success ? {} : (fieldErrorsOf(result.error) as VideoCallRequestErrors);
}

export type VideoCallRequestErrorCode = 'invalid' | 'unavailable' | 'rejected' | 'rate-limited';

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

/**
 * Sends a video-call request through `requestVideoCall` (stored with `status: 'new'`, the server's
 * time and the signed-in caller's uid). Throws VideoCallRequestError: `invalid` (with field
 * errors), `rate-limited` (the function's message says how long to wait), `unavailable` (no
 * connection or no backend) or `rejected` (the function refused it).
 */
export async function sendVideoCallRequest(call: CallFunction | null, input: VideoCallRequestInput, now: Date = new Date()): Promise<{ id: string }> {
  const fieldErrors = validateVideoCallRequest(input, now);
  if (Object.keys(fieldErrors).length > 0) {
    throw new VideoCallRequestError('invalid', 'Please correct the highlighted fields.', fieldErrors);
  }
  if (!call) {
    throw new VideoCallRequestError('unavailable', 'Booking is unavailable right now. Please try again in a minute, or message us on WhatsApp.');
  }
  const value = normalizeVideoCallRequest(input);
  try {
    return await call<{ id: string }>(REQUEST_VIDEO_CALL, videoCallRequestFields(value));
  } catch (error) {
    const code = firebaseErrorCode(error);
    if (code === 'functions/resource-exhausted') throw new VideoCallRequestError('rate-limited', callableMessage(error));
    if (code === 'functions/invalid-argument' || code === 'functions/permission-denied' || code === 'functions/unauthenticated') {
      throw new VideoCallRequestError('rejected', 'We could not accept this request. Please check your details, or message us on WhatsApp.');
    }
    throw new VideoCallRequestError('unavailable', 'We could not reach our booking service. Check your connection and try again.');
  }
}
