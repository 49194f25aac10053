// The local stand-in for an e-mail provider: an SMTP server that keeps what it receives and a
// loopback web page to read it, sharing one MailStore (in memory, or under `<dataDir>/mail/`).
import { startMailWeb } from './mail-web';
import { MailStore } from './mail-store';
import { startLocalSmtp, type SmtpRejection } from './local-smtp-server';

export interface LocalMailOptions {
  /** 0 picks a free port. */
  smtpPort: number;
  webPort: number;
  /** Folder for the .eml files and index.json; null keeps messages in memory only. */
  mailDir: string | null;
  /** Loopback address to listen on (default 127.0.0.1). */
  host?: string;
  rejectRecipient?: (address: string) => SmtpRejection | null;
  maxMessages?: number;
}

export interface LocalMail {
  /** `smtp://127.0.0.1:<port>`: what the functions' SMTP_URL is locally. */
  smtpUrl: string;
  smtpPort: number;
  /** `http://127.0.0.1:<port>/__mail` */
  webUrl: string;
  webPort: number;
  store: MailStore;
  close(): Promise<void>;
}

export async function startLocalMail(options: LocalMailOptions): Promise<LocalMail> {
  const host = options.host ?? '127.0.0.1';
  const store = await MailStore.open(options.mailDir, options.maxMessages ? { maxMessages: options.maxMessages } : {});
  const smtp = await startLocalSmtp({
    store,
    port: options.smtpPort,
    host,
    ...(options.rejectRecipient ? { rejectRecipient: options.rejectRecipient } : {}),
  });
  let web;
  try {
    web = await startMailWeb({ store, port: options.webPort, host });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  const running = web;
  return {
    smtpUrl: smtp.url,
    smtpPort: smtp.port,
    webUrl: running.url,
    webPort: running.port,
    store,
    close: async () => {
      await Promise.all([smtp.close(), running.close()]);
      await store.flushed();
    },
  };
}
