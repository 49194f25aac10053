// The messages the local SMTP server received: parsed with mailparser and kept in memory, and,
// for a backend with a data folder, as `<id>.eml` files plus `index.json` (envelope and arrival
// time, which the .eml does not hold) so they survive a restart. The oldest go past a limit.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

export interface MailEnvelope {
  /** MAIL FROM, null for a bounce's empty sender. */
  from: string | null;
  /** RCPT TO, in order. */
  to: string[];
}

/** A received message as the viewer and the JSON API show it. */
export interface CaughtMail {
  id: string;
  /** ISO time the server accepted it. */
  receivedAt: string;
  envelope: MailEnvelope;
  /** Addresses of the To header. */
  to: string[];
  cc: string[];
  /** The From header as written ("Name" <address>). */
  from: string;
  replyTo: string | null;
  subject: string;
  /** ISO time of the Date header (the arrival time when it has none). */
  date: string;
  messageId: string | null;
  text: string;
  /** The HTML part, or null for a text-only message. */
  html: string | null;
  size: number;
}

interface IndexEntry {
  id: string;
  receivedAt: string;
  envelope: MailEnvelope;
}

const INDEX_FILE = 'index.json';
const ID = /^[0-9a-z]{1,20}-[0-9a-f]{8}$/;

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) =>
    object.value.flatMap((entry) => (entry.group ? entry.group : [entry]).map((member) => member.address ?? '').filter(Boolean)),
  );

async function parse(raw: Buffer, entry: IndexEntry): Promise<CaughtMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  return {
    id: entry.id,
    receivedAt: entry.receivedAt,
    envelope: entry.envelope,
    to: addressesOf(parsed.to),
    cc: addressesOf(parsed.cc),
    from: parsed.from?.text ?? '',
    replyTo: parsed.replyTo?.text ?? null,
    subject: parsed.subject ?? '',
    date: (parsed.date ?? new Date(entry.receivedAt)).toISOString(),
    messageId: parsed.messageId ?? null,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    size: raw.length,
  };
}

export class MailStore {
  /** Newest first. */
  private messages: CaughtMail[] = [];
  private readonly raws = new Map<string, Buffer>();
  /** Disk writes one after another, so index.json always matches the files. */
  private writes: Promise<void> = Promise.resolve();

  private constructor(
    /** Where .eml files and index.json live; null keeps everything in memory. */
    readonly dir: string | null,
    readonly maxMessages: number,
  ) {}

  /** A store for `dir` (created if missing) with the messages already there, or in memory for null. */
  static async open(dir: string | null, options: { maxMessages?: number } = {}): Promise<MailStore> {
    const store = new MailStore(dir, options.maxMessages ?? 1000);
    if (dir) {
      await mkdir(dir, { recursive: true });
      await store.load(dir);
    }
    return store;
  }

  private async load(dir: string): Promise<void> {
    let entries: IndexEntry[];
    try {
      entries = JSON.parse(await readFile(path.join(dir, INDEX_FILE), 'utf8')) as IndexEntry[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw new Error(
        `The local mail index ${path.join(dir, INDEX_FILE)} is unreadable (${(error as Error).message}); delete the mail folder to start afresh.`,
      );
    }
    for (const entry of Array.isArray(entries) ? entries : []) {
      if (!entry || typeof entry.id !== 'string' || !ID.test(entry.id)) continue;
      const raw = await readFile(path.join(dir, `${entry.id}.eml`)).catch(() => null);
      // A message whose file went missing is dropped from the list rather than failing start-up.
      if (!raw) continue;
      this.raws.set(entry.id, raw);
      this.messages.push(await parse(raw, entry));
    }
    this.messages.sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : b.id.localeCompare(a.id)));
  }

  /** Stores a message as received over SMTP and returns it parsed. */
  async add(raw: Buffer, envelope: MailEnvelope, receivedAt = new Date()): Promise<CaughtMail> {
    const id = `${receivedAt.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
    const mail = await parse(raw, { id, receivedAt: receivedAt.toISOString(), envelope });
    this.messages.unshift(mail);
    this.raws.set(id, raw);
    const dropped = this.messages.splice(this.maxMessages);
    for (const old of dropped) this.raws.delete(old.id);
    await this.persist(async (dir) => {
      await writeFile(path.join(dir, `${id}.eml`), raw);
      await Promise.all(dropped.map((old) => rm(path.join(dir, `${old.id}.eml`), { force: true })));
    });
    return mail;
  }

  /** Newest first; `to` keeps messages addressed to it (To, Cc or envelope, any letter case). */
  list(filter: { to?: string | null } = {}): CaughtMail[] {
    const wanted = filter.to?.trim().toLowerCase();
    if (!wanted) return [...this.messages];
    return this.messages.filter((mail) => [...mail.to, ...mail.cc, ...mail.envelope.to].some((address) => address.toLowerCase() === wanted));
  }

  get(id: string): CaughtMail | undefined {
    return this.messages.find((mail) => mail.id === id);
  }

  /** The message as it arrived (RFC 5322), for download. */
  raw(id: string): Buffer | undefined {
    return this.raws.get(id);
  }

  async clear(): Promise<number> {
    const removed = this.messages.splice(0);
    this.raws.clear();
    await this.persist(async (dir) => {
      await Promise.all(removed.map((mail) => rm(path.join(dir, `${mail.id}.eml`), { force: true })));
    });
    return removed.length;
  }

  /** Runs `change` on the folder, then rewrites index.json (temp file and rename: never half-written). */
  private persist(change: (dir: string) => Promise<void>): Promise<void> {
    const dir = this.dir;
    if (!dir) return Promise.resolve();
    const next = this.writes.then(async () => {
      await change(dir);
      const index: IndexEntry[] = this.messages.map(({ id, receivedAt, envelope }) => ({ id, receivedAt, envelope }));
      const temp = path.join(dir, `${INDEX_FILE}.tmp`);
      await writeFile(temp, `${JSON.stringify(index, null, 1)}\n`);
      await rename(temp, path.join(dir, INDEX_FILE));
    });
    // The chain goes on after a failed write; the caller still sees the failure.
    this.writes = next.catch(() => undefined);
    return next;
  }

  /** Resolves when every write so far is on disk. */
  flushed(): Promise<void> {
    return this.writes;
  }
}
