// Where objects live: in memory (tests) or in a data folder that survives restarts. Uploads stream
// into a staging area while their size and checksums are computed; only a finished, allowed upload
// is committed. On disk, file names come from a hash of bucket and object name, never from the name
// itself, so no object name can reach outside the folder:
//   objects/<key>.json        the metadata of the current generation (the commit point)
//   blobs/<key>.<generation>  its content
//   tmp/                      uploads in progress and files being written
// Every file is written to tmp/, fsync'ed and renamed into place, and the folder fsync'ed; content
// is in place before the metadata that names it. Start-up clears tmp/ and removes content no
// metadata names (left by a crash between the two renames).
import { randomUUID, createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DataFolderError } from '../server/persistence';
import { ContentHasher, type ContentDigest } from './checksums';
import { SNIFF_BYTES } from './content-sniff';
import { isStoredObject, type StoredObject } from './object-metadata';

/** Content being uploaded, not yet part of any object. */
export interface Staging {
  /** Bytes written so far. */
  readonly size: number;
  write(chunk: Buffer): Promise<void>;
  /** Size and checksums of everything written; ends the staging's hashing. */
  digest(): ContentDigest;
  /** The first SNIFF_BYTES bytes written (fewer if the content is shorter), to check the declared type. */
  head(): Buffer;
  /** Drops the content (safe to call more than once, and after commit). */
  discard(): Promise<void>;
}

export interface ObjectStore {
  readonly persistent: boolean;
  readonly count: number;
  get(bucket: string, name: string): StoredObject | null;
  /** The bucket's objects whose names start with `prefix`, sorted by name. */
  list(bucket: string, prefix: string): StoredObject[];
  stage(): Promise<Staging>;
  /** Makes the staged content the object's content, with this metadata, replacing any. */
  commit(object: StoredObject, staging: Staging): Promise<void>;
  /** Rewrites the metadata of the object's current content. */
  writeMetadata(object: StoredObject): Promise<void>;
  delete(bucket: string, name: string): Promise<boolean>;
  /**
   * Bytes start..end (inclusive) of this generation of the object; null if that generation has
   * just been replaced or deleted (the caller reads the object again).
   */
  read(object: StoredObject, start: number, end: number): Promise<Readable | null>;
  /** Runs `fn` while no other exclusive section of the same object runs. */
  exclusive<T>(bucket: string, name: string, fn: () => Promise<T>): Promise<T>;
  /** Deletes every object. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export function objectKey(bucket: string, name: string): string {
  return createHash('sha256').update(bucket).update('\n').update(name).digest('hex');
}

/** Keeps the first SNIFF_BYTES bytes of what is written. */
class LeadingBytes {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  add(chunk: Buffer): void {
    if (this.kept >= SNIFF_BYTES) return;
    const part = chunk.subarray(0, SNIFF_BYTES - this.kept);
    // A copy: the caller may reuse its buffer.
    this.chunks.push(Buffer.from(part));
    this.kept += part.length;
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** The parts both stores share: the index of metadata and the per-object locks. */
abstract class IndexedStore {
  protected readonly index = new Map<string, StoredObject>();
  private readonly locks = new Map<string, Promise<unknown>>();

  get count(): number {
    return this.index.size;
  }

  get(bucket: string, name: string): StoredObject | null {
    return this.index.get(objectKey(bucket, name)) ?? null;
  }

  list(bucket: string, prefix: string): StoredObject[] {
    const out: StoredObject[] = [];
    for (const o of this.index.values()) if (o.bucket === bucket && o.name.startsWith(prefix)) out.push(o);
    // Cloud Storage orders names by their UTF-8 bytes, which is code point order.
    return out.sort((a, b) => compareNames(a.name, b.name));
  }

  async exclusive<T>(bucket: string, name: string, fn: () => Promise<T>): Promise<T> {
    const key = objectKey(bucket, name);
    const before = this.locks.get(key) ?? Promise.resolve();
    const run = before.then(fn, fn);
    const tail = run.catch(() => undefined);
    this.locks.set(key, tail);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === tail) this.locks.delete(key);
    }
  }
}

/** Orders strings by code point (UTF-8 byte order), not by UTF-16 unit as `<` does. */
export function compareNames(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

// ---- memory ------------------------------------------------------------------------------------

class MemoryStaging implements Staging {
  readonly chunks: Buffer[] = [];
  private readonly hasher = new ContentHasher();
  private readonly leading = new LeadingBytes();
  get size(): number {
    return this.hasher.size;
  }
  async write(chunk: Buffer): Promise<void> {
    this.hasher.update(chunk);
    this.leading.add(chunk);
    this.chunks.push(chunk);
  }
  digest(): ContentDigest {
    return this.hasher.digest();
  }
  head(): Buffer {
    return this.leading.bytes();
  }
  async discard(): Promise<void> {
    this.chunks.length = 0;
  }
}

export class MemoryObjectStore extends IndexedStore implements ObjectStore {
  readonly persistent = false;
  private readonly contents = new Map<string, { generation: number; data: Buffer }>();

  async stage(): Promise<Staging> {
    return new MemoryStaging();
  }

  async commit(object: StoredObject, staging: Staging): Promise<void> {
    if (!(staging instanceof MemoryStaging)) throw new Error('staging from another store');
    const key = objectKey(object.bucket, object.name);
    this.contents.set(key, { generation: object.generation, data: Buffer.concat(staging.chunks) });
    this.index.set(key, object);
  }

  async writeMetadata(object: StoredObject): Promise<void> {
    this.index.set(objectKey(object.bucket, object.name), object);
  }

  async delete(bucket: string, name: string): Promise<boolean> {
    const key = objectKey(bucket, name);
    this.contents.delete(key);
    return this.index.delete(key);
  }

  async read(object: StoredObject, start: number, end: number): Promise<Readable | null> {
    const content = this.contents.get(objectKey(object.bucket, object.name));
    if (content === undefined || content.generation !== object.generation) return null;
    return Readable.from([content.data.subarray(start, end + 1)]);
  }

  async reset(): Promise<void> {
    this.index.clear();
    this.contents.clear();
  }

  async close(): Promise<void> {}
}

// ---- disk --------------------------------------------------------------------------------------

class DiskStaging implements Staging {
  private readonly hasher = new ContentHasher();
  private readonly leading = new LeadingBytes();
  private closed = false;
  private gone = false;

  constructor(
    readonly file: string,
    private readonly handle: fs.FileHandle,
  ) {}

  get size(): number {
    return this.hasher.size;
  }

  async write(chunk: Buffer): Promise<void> {
    this.hasher.update(chunk);
    this.leading.add(chunk);
    let offset = 0;
    while (offset < chunk.length) offset += (await this.handle.write(chunk, offset)).bytesWritten;
  }

  digest(): ContentDigest {
    return this.hasher.digest();
  }

  head(): Buffer {
    return this.leading.bytes();
  }

  /** fsync and close, before the file is renamed into place. */
  async finish(): Promise<void> {
    if (this.closed) return;
    await this.handle.sync();
    await this.handle.close();
    this.closed = true;
  }

  /** After commit the file has been renamed away; there is nothing left to remove. */
  committed(): void {
    this.gone = true;
  }

  async discard(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      await this.handle.close().catch(() => undefined);
    }
    if (!this.gone) {
      this.gone = true;
      await fs.rm(this.file, { force: true });
    }
  }
}

const KEY_FILE = /^([0-9a-f]{64})\.json$/;
const BLOB_FILE = /^([0-9a-f]{64})\.([0-9]+)$/;

export class DiskObjectStore extends IndexedStore implements ObjectStore {
  readonly persistent = true;
  private readonly objectsDir: string;
  private readonly blobsDir: string;
  private readonly tmpDir: string;

  private constructor(readonly dir: string) {
    super();
    this.objectsDir = path.join(dir, 'objects');
    this.blobsDir = path.join(dir, 'blobs');
    this.tmpDir = path.join(dir, 'tmp');
  }

  /** Opens (creating) a data folder and loads the metadata of every object. */
  static async open(dir: string, log: (level: 'warn', message: string) => void): Promise<DiskObjectStore> {
    const store = new DiskObjectStore(dir);
    await fs.rm(store.tmpDir, { recursive: true, force: true });
    for (const d of [store.objectsDir, store.blobsDir, store.tmpDir]) await fs.mkdir(d, { recursive: true });
    await store.load(log);
    return store;
  }

  private blobPath(object: StoredObject): string {
    return path.join(this.blobsDir, `${objectKey(object.bucket, object.name)}.${object.generation}`);
  }

  private async load(log: (level: 'warn', message: string) => void): Promise<void> {
    for (const entry of await fs.readdir(this.objectsDir)) {
      const file = path.join(this.objectsDir, entry);
      const m = KEY_FILE.exec(entry);
      if (m === null) {
        log('warn', `Ignoring ${file}: not an object metadata file.`);
        continue;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(await fs.readFile(file, 'utf8'));
      } catch (e) {
        throw new DataFolderError(`Storage data folder is damaged: ${file} is not JSON (${(e as Error).message}). Remove it to drop that object.`);
      }
      if (!isStoredObject(parsed) || objectKey(parsed.bucket, parsed.name) !== m[1]) {
        throw new DataFolderError(`Storage data folder is damaged: ${file} is not the metadata of the object its name says. Remove it to drop that object.`);
      }
      const blob = this.blobPath(parsed);
      const stat = await fs.stat(blob).catch(() => null);
      if (stat === null || stat.size !== parsed.size) {
        throw new DataFolderError(
          `Storage data folder is damaged: the content ${blob} of ${parsed.bucket}/${parsed.name} is missing or has the wrong size. Remove ${file} to drop that object.`,
        );
      }
      this.index.set(m[1] as string, parsed);
    }
    // Content a crash left behind (written, but its metadata never was) is removed.
    for (const entry of await fs.readdir(this.blobsDir)) {
      const m = BLOB_FILE.exec(entry);
      const owner = m === null ? undefined : this.index.get(m[1] as string);
      if (owner === undefined || String(owner.generation) !== m?.[2]) await fs.rm(path.join(this.blobsDir, entry), { force: true });
    }
  }

  async stage(): Promise<Staging> {
    const file = path.join(this.tmpDir, randomUUID());
    return new DiskStaging(file, await fs.open(file, 'wx', 0o600));
  }

  async commit(object: StoredObject, staging: Staging): Promise<void> {
    if (!(staging instanceof DiskStaging)) throw new Error('staging from another store');
    const previous = this.get(object.bucket, object.name);
    await staging.finish();
    const blob = this.blobPath(object);
    await fs.rename(staging.file, blob);
    staging.committed();
    await syncDir(this.blobsDir);
    await this.writeMetadataFile(object);
    this.index.set(objectKey(object.bucket, object.name), object);
    if (previous !== null && previous.generation !== object.generation) await fs.rm(this.blobPath(previous), { force: true });
  }

  async writeMetadata(object: StoredObject): Promise<void> {
    await this.writeMetadataFile(object);
    this.index.set(objectKey(object.bucket, object.name), object);
  }

  private async writeMetadataFile(object: StoredObject): Promise<void> {
    const tmp = path.join(this.tmpDir, `${randomUUID()}.json`);
    const handle = await fs.open(tmp, 'wx', 0o600);
    try {
      await handle.writeFile(JSON.stringify(object));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, path.join(this.objectsDir, `${objectKey(object.bucket, object.name)}.json`));
    await syncDir(this.objectsDir);
  }

  async delete(bucket: string, name: string): Promise<boolean> {
    const stored = this.get(bucket, name);
    if (stored === null) return false;
    await fs.rm(path.join(this.objectsDir, `${objectKey(bucket, name)}.json`), { force: true });
    await syncDir(this.objectsDir);
    this.index.delete(objectKey(bucket, name));
    await fs.rm(this.blobPath(stored), { force: true });
    return true;
  }

  async read(object: StoredObject, start: number, end: number): Promise<Readable | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.blobPath(object), 'r');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
    // The open handle keeps the content readable even if a new generation replaces it meanwhile.
    return handle.createReadStream({ start, end });
  }

  async reset(): Promise<void> {
    for (const o of [...this.index.values()]) await this.delete(o.bucket, o.name);
  }

  async close(): Promise<void> {
    await fs.rm(this.tmpDir, { recursive: true, force: true });
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
