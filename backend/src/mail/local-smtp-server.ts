// A real SMTP server (nodemailer's smtp-server) on loopback that keeps every message it accepts
// in a MailStore instead of delivering it: what the functions' nodemailer transport talks to
// locally, as it would talk to a provider in production. Any user and password are accepted (so a
// production-style `smtp://user:pass@…` URL works); STARTTLS is off (no certificate to trust).
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { isLoopbackAddress } from '../server/local-hosts.mjs';
import type { MailStore } from './mail-store';

/** An SMTP refusal: 4xx is temporary (the sender retries), 5xx permanent. */
export interface SmtpRejection {
  code: number;
  message: string;
}

export interface LocalSmtpOptions {
  store: MailStore;
  port: number;
  host?: string;
  /** Refuses RCPT TO for chosen recipients, to see how senders handle failures. */
  rejectRecipient?: (address: string) => SmtpRejection | null;
  /** Largest accepted message (default 10 MiB). */
  maxBytes?: number;
}

export interface RunningSmtp {
  port: number;
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL for nodemailer. */
  url: string;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string): Error => Object.assign(new Error(message), { responseCode: code });

export async function startLocalSmtp(options: LocalSmtpOptions): Promise<RunningSmtp> {
  const host = options.host ?? '127.0.0.1';
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const server = new SMTPServer({
    name: 'localhost',
    banner: 'silver-shop local mail (messages are kept, never delivered)',
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    size: maxBytes,
    closeTimeout: 1000,
    onConnect(session, callback) {
      if (!isLoopbackAddress(session.remoteAddress)) return callback(smtpError(554, 'This local mail server accepts connections from this machine only.'));
      return callback();
    },
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' });
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const rejection = options.rejectRecipient?.(address.address);
      if (rejection) return callback(smtpError(rejection.code, rejection.message));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError(552, `Message exceeds the local limit of ${maxBytes} bytes.`));
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address || null : null,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        options.store.add(Buffer.concat(chunks), envelope).then(
          (mail) => callback(null, `Message kept as ${mail.id}`),
          (error: unknown) => callback(smtpError(451, `The local mail server could not keep the message: ${(error as Error).message}`)),
        );
      });
    },
  });
  let listening = false;
  await new Promise<void>((resolve, reject) => {
    // smtp-server re-emits its socket's errors (EADDRINUSE too) on itself. After start-up they are
    // single connections failing (a client hanging up mid-message), not the server's failure.
    server.on('error', (error: Error) => {
      if (!listening) reject(error);
    });
    server.listen(options.port, host, () => {
      listening = true;
      resolve();
    });
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    url: `smtp://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
