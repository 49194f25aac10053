// The local mailbox: what the functions actually sent through the local SMTP server, read from the
// mail viewer's JSON API (loopback only; backend/src/mail/mail-web.ts).
import { E2E_PORTS } from './ports';

export interface ReceivedMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

/** Messages to `address`, newest first. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.mailWeb}/__mail/api/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mailbox: HTTP ${response.status}`);
  const { messages } = (await response.json()) as { messages: ReceivedMail[] };
  return messages;
}
