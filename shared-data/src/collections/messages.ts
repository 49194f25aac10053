// `messages/{id}`: contact-form messages for the support inbox (docs/data-model.md). Anyone sends
// one through the `sendContactMessage` callable (checked with these schemas, limited per client,
// App Check required); the rules refuse client writes. Admins read them.
import { z } from '#zod';
import { strictInput, type CallFunction } from '../callables/callable-input';
import { emailField, fieldErrorsOf, isValidPhone, optionalText, requiredText, storedEmail, storedPhone, storedText, timestampField } from '../schemas/fields';
import { callableMessage, firebaseErrorCode } from './firebase-errors';
import { lazySchema } from '../schemas/lazy-schema';

export { MESSAGES } from './collection-names';

export const MESSAGE_LIMITS = { name: 100, subject: 200, messageMin: 10, messageMax: 5000 } as const;

/** The contact form: what a visitor types (cleaned), with messages a person can act on. */
export const contactMessageInputSchema = lazySchema(() =>
  z.object({
    name: requiredText('name', MESSAGE_LIMITS.name, { missing: 'Enter your name.', long: `Keep your name under ${MESSAGE_LIMITS.name} characters.` }),
    email: emailField('Enter your e-mail address so we can reply.'),
    phone: optionalText('phone number', 20, { long: 'Enter a phone number of 10 to 15 digits, or leave it empty.' }).refine(
      (value) => value === '' || isValidPhone(value),
      'Enter a phone number of 10 to 15 digits, or leave it empty.',
    ),
    subject: requiredText('subject', MESSAGE_LIMITS.subject, {
      missing: 'Enter a subject, for example “Wholesale price list”.',
      long: `Keep the subject under ${MESSAGE_LIMITS.subject} characters.`,
    }),
    message: requiredText('message', MESSAGE_LIMITS.messageMax, {
      min: MESSAGE_LIMITS.messageMin,
      missing: 'Write your message.',
      short: `Write at least ${MESSAGE_LIMITS.messageMin} characters so we can help.`,
      long: `Keep your message under ${MESSAGE_LIMITS.messageMax} characters.`,
    }),
  }),
);

/** The `sendContactMessage` callable's input: the form's fields, and nothing else. */
export const sendContactMessageInputSchema = lazySchema(() =>
  strictInput(contactMessageInputSchema.shape, {
    what: 'the message',
    hint: 'send only name, email, phone, subject and message.',
    notObject: 'Send an object { name, email, phone?, subject, message }.',
  }),
);

/** The name of the callable that stores a contact message. */
export const SEND_CONTACT_MESSAGE = 'sendContactMessage';

/** What the contact form sends (the schema cleans and checks it). */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}
export type ContactMessageField = keyof ContactMessageInput;
export type ContactMessageErrors = Partial<Record<ContactMessageField, string>>;

export const MESSAGE_STATUSES = ['new', 'in_progress', 'done'] as const;

/** The stored document as the create rule accepts it. */
export const messageDocumentSchema = lazySchema(() =>
  z.strictObject({
    name: storedText(1, MESSAGE_LIMITS.name),
    email: storedEmail,
    phone: storedPhone.optional(),
    subject: storedText(0, MESSAGE_LIMITS.subject).optional(),
    message: storedText(MESSAGE_LIMITS.messageMin, MESSAGE_LIMITS.messageMax),
    status: z.literal('new'),
    createdAt: timestampField,
    /** The words the inbox finds it by (supportSearchKeywords), set by the function that stores it. */
    searchKeywords: z.array(z.string().max(320)).max(20).optional(),
  }),
);

/** Field errors a person can act on; empty when the message can be sent. */
export function validateContactMessage(input: ContactMessageInput): ContactMessageErrors {
  const result = contactMessageInputSchema.safeParse(input);
  return result.success ? {} : (fieldErrorsOf(result.error) as ContactMessageErrors);
}

export type ContactMessageErrorCode = 'invalid' | 'unavailable' | 'rejected' | 'rate-limited';

export class ContactMessageError extends Error {
  readonly code: ContactMessageErrorCode;

  constructor(code: ContactMessageErrorCode, message: string) {
    super(message);
    this.name = 'ContactMessageError';
    this.code = code;
  }
}

/**
 * Sends the message through `sendContactMessage` (stored with `status: 'new'` and the server's
 * time); throws ContactMessageError with a message a person can act on.
 */
export async function sendContactMessage(call: CallFunction | null, input: ContactMessageInput): Promise<{ id: string }> {
  const parsed = contactMessageInputSchema.safeParse(input);
  if (!parsed.success) throw new ContactMessageError('invalid', 'Please correct the highlighted fields.');
  if (!call) throw new ContactMessageError('unavailable', 'Messages cannot be sent right now. Please e-mail or WhatsApp us instead.');
  const value = parsed.data;
  try {
    return await call<{ id: string }>(SEND_CONTACT_MESSAGE, {
      name: value.name,
      email: value.email,
      ...(value.phone ? { phone: value.phone } : {}),
      subject: value.subject,
      message: value.message,
    });
  } catch (error) {
    const code = firebaseErrorCode(error);
    // The function's own sentence says how long to wait.
    if (code === 'functions/resource-exhausted') throw new ContactMessageError('rate-limited', callableMessage(error));
    if (code === 'functions/invalid-argument' || code === 'functions/permission-denied' || code === 'functions/unauthenticated') {
      throw new ContactMessageError('rejected', 'We could not accept this message. Please check your details, or e-mail us directly.');
    }
    throw new ContactMessageError('unavailable', 'We could not reach our server. Check your connection and try again.');
  }
}
