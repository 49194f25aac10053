// The admin's answer to a message from the contact form (`messages/{id}`), sent by e-mail with
// the customer's own message quoted below it, as a reply in a mail client would.
import { formatIndianDateTime, headerText } from './format';
import { heading, paragraph, quotation, renderEmail, type RenderedEmail } from './layout';
import type { MailSettings } from './mail-settings';

export interface SupportReply {
  /** The customer's name as they gave it on the form. */
  name: string;
  /** The subject they chose, if any. */
  subject?: string | undefined;
  /** What they wrote. */
  message: string;
  /** When they wrote it. */
  receivedAt: Date;
  /** The admin's answer. */
  reply: string;
}

export function supportReplyEmail(input: SupportReply, settings: MailSettings): RenderedEmail {
  const brand = settings.brand.name;
  const topic = input.subject?.trim();
  const subject = headerText(topic ? `Re: ${topic}` : `Your message to ${brand}`);
  const name = input.name.trim();
  return renderEmail({
    subject,
    preheader: input.reply.trim().split('\n')[0] ?? '',
    blocks: [
      heading(topic ? `Re: ${topic}` : 'Our reply to your message'),
      paragraph(name ? `Hello ${name},` : 'Hello,'),
      paragraph(input.reply.trim()),
      paragraph(`Warm regards,\n${brand}`),
      quotation(`On ${formatIndianDateTime(input.receivedAt)}, you wrote:`, input.message.trim()),
    ],
    settings,
    footnote: `You receive this e-mail because you wrote to ${brand}. Reply to it to continue the conversation.`,
  });
}
