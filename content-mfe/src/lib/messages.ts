// Contact-form messages (`messages`, docs/data-model.md) for the admin's support inbox: validation
// of the form's input and the one write, shaped exactly as the create rule in
// backend/firestore.rules expects (anyone creates; admins read).
import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { cleanText, isValidEmail, isValidPhone } from 'shared-data';

export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export type ContactMessageField = keyof ContactMessageInput;
export type ContactMessageErrors = Partial<Record<ContactMessageField, string>>;

export const MESSAGE_LIMITS = { name: 100, subject: 200, messageMin: 10, messageMax: 5000 } as const;

export function normalizeContactMessage(input: ContactMessageInput): Required<ContactMessageInput> {
  return {
    name: cleanText(input.name),
    email: cleanText(input.email).toLowerCase(),
    phone: cleanText(input.phone),
    subject: cleanText(input.subject),
    message: cleanText(input.message),
  };
}

/** Field errors a person can act on; empty when the message can be sent. */
export function validateContactMessage(input: ContactMessageInput): ContactMessageErrors {
  const value = normalizeContactMessage(input);
  const errors: ContactMessageErrors = {};
  if (!value.name) errors.name = 'Enter your name.';
  else if (value.name.length > MESSAGE_LIMITS.name) errors.name = `Keep your name under ${MESSAGE_LIMITS.name} characters.`;
  if (!value.email) errors.email = 'Enter your e-mail address so we can reply.';
  else if (!isValidEmail(value.email)) errors.email = 'This does not look like an e-mail address. Check it, for example name@example.com.';
  if (value.phone && !isValidPhone(value.phone)) errors.phone = 'Enter a phone number of 10 to 15 digits, or leave it empty.';
  if (!value.subject) errors.subject = 'Enter a subject, for example “Wholesale price list”.';
  else if (value.subject.length > MESSAGE_LIMITS.subject) errors.subject = `Keep the subject under ${MESSAGE_LIMITS.subject} characters.`;
  if (!value.message) errors.message = 'Write your message.';
  else if (value.message.length < MESSAGE_LIMITS.messageMin) errors.message = `Write at least ${MESSAGE_LIMITS.messageMin} characters so we can help.`;
  else if (value.message.length > MESSAGE_LIMITS.messageMax) errors.message = `Keep your message under ${MESSAGE_LIMITS.messageMax} characters.`;
  return errors;
}

export type ContactMessageErrorCode = 'invalid' | 'unavailable' | 'rejected';

export class ContactMessageError extends Error {
  readonly code: ContactMessageErrorCode;

  constructor(code: ContactMessageErrorCode, message: string) {
    super(message);
    this.name = 'ContactMessageError';
    this.code = code;
  }
}

/** Stores the message with `status: 'new'` and the server's time; throws ContactMessageError. */
export async function createContactMessage(db: Firestore | null, input: ContactMessageInput): Promise<{ id: string }> {
  if (Object.keys(validateContactMessage(input)).length > 0) {
    throw new ContactMessageError('invalid', 'Please correct the highlighted fields.');
  }
  if (!db) throw new ContactMessageError('unavailable', 'Messages cannot be sent right now. Please e-mail or WhatsApp us instead.');
  const value = normalizeContactMessage(input);
  try {
    const reference = await addDoc(collection(db, 'messages'), {
      name: value.name,
      email: value.email,
      // The rule accepts a phone only in a callable shape, so an empty one is left out.
      ...(value.phone ? { phone: value.phone } : {}),
      subject: value.subject,
      message: value.message,
      status: 'new',
      createdAt: serverTimestamp(),
    });
    return { id: reference.id };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'permission-denied' || code === 'invalid-argument') {
      throw new ContactMessageError('rejected', 'We could not accept this message. Please check your details, or e-mail us directly.');
    }
    throw new ContactMessageError('unavailable', 'We could not reach our server. Check your connection and try again.');
  }
}
