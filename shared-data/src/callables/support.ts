// The support inbox's shared contracts: the statuses an item moves through (spam set apart from the
// inbox), the words an item is found by, and the `replyToSupportMessage` callable's input. Shared by
// the functions that store messages and send replies, the admin's inbox, and the tests.
import { z } from '#zod';
import { cleanText } from '../schemas/fields';
import { strictInput } from './callable-input';
import { lazySchema } from '../schemas/lazy-schema';

/** The inbox's statuses; spam is kept apart (not in "All", not counted as waiting). */
export const SUPPORT_STATUSES = ['new', 'in_progress', 'scheduled', 'done', 'spam'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/** What "All" lists: everything but spam. */
export const INBOX_STATUSES: readonly SupportStatus[] = ['new', 'in_progress', 'scheduled', 'done'];

export const SUPPORT_REPLY_MAX = 5000;

/** The last ten digits of a phone number (how Indian numbers are typed with or without +91 or 0). */
const phoneKey = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

/**
 * The words an inbox item is found by (stored as `searchKeywords` when it arrives): each word of the
 * name and the whole name, the e-mail address and its part before the @, and the phone number's
 * last ten digits. Lower case, so a search matches whatever case the staff type.
 */
export function supportSearchKeywords(fields: { name?: string; email?: string; phone?: string }): string[] {
  const keys = new Set<string>();
  const name = (fields.name ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  if (name) {
    keys.add(name);
    for (const word of name.split(' ')) if (word.length >= 2) keys.add(word);
  }
  const email = (fields.email ?? '').toLowerCase().trim();
  if (email) {
    keys.add(email);
    const local = email.split('@')[0];
    if (local) keys.add(local);
  }
  const phone = phoneKey(fields.phone ?? '');
  if (phone.length >= 6) keys.add(phone);
  return [...keys].slice(0, 20);
}

/**
 * What the staff typed into the inbox's search, as the one keyword to look for: a phone number by its
 * last ten digits, anything else in lower case with its spaces collapsed ("Priya", "priya sharma",
 * "PRIYA@example.com"). Empty when there is nothing to look for.
 */
export function supportSearchTerm(typed: string): string {
  const text = typed.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 120);
  if (/^[+\d][\d\s()-]{5,}$/.test(text)) return phoneKey(text);
  return text;
}

/** The text of a reply: cleaned, not empty, at most SUPPORT_REPLY_MAX characters. */
export const supportReplyText = lazySchema(() =>
  z
    .string({ error: 'Write the reply.' })
    .transform(cleanText)
    .refine((value) => value !== '', 'Write the reply.')
    .refine((value) => value.length <= SUPPORT_REPLY_MAX, `Keep the reply under ${SUPPORT_REPLY_MAX + 1} characters.`),
);

/** The admin's reply form (the text alone; the page adds which message it answers). */
export const supportReplyFormSchema = lazySchema(() => z.object({ reply: supportReplyText }));

/** `replyToSupportMessage`: the admin's answer to a contact-form message, sent by e-mail. */
export const supportReplyInputSchema = lazySchema(() =>
  strictInput(
    {
      messageId: z.string({ error: 'Name the message.' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'Name the message.'),
      reply: supportReplyText,
    },
    { what: 'the reply', hint: 'send only messageId and reply.', notObject: 'Send the reply as an object.' },
  ),
);

export type SupportReplyInput = z.output<typeof supportReplyInputSchema>;

export interface SupportReplyResult {
  /** The stored reply's mail document (its delivery state shows on the item). */
  mailId: string;
  to: string;
}
