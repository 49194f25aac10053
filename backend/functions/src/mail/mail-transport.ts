// One nodemailer transport per function instance, for the SMTP_URL it was given. Without a URL
// every send fails with a message saying what to configure, so the documents go to RETRY with
// that error, where the admin sees it, instead of the trigger failing unseen.
import { createMailTransport, type MailTransport } from './deliver-mail';

let cached: { url: string; transport: MailTransport } | null = null;

export function mailTransport(url: string | undefined): MailTransport {
  if (!url) {
    return {
      sendMail: () =>
        Promise.reject(new Error('SMTP_URL is not configured: set it with "firebase functions:secrets:set SMTP_URL" (smtps://user:password@host:465).')),
    };
  }
  if (cached?.url !== url) cached = { url, transport: createMailTransport(url) };
  return cached.transport;
}
